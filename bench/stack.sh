#!/usr/bin/env bash
# A production-like stack for load tests, started and stopped by this one script:
#   nginx on http://127.0.0.1:8940 → one upstream, round-robin over two PHP-FPM "nodes" (a master
#   and a static pool each, own opcache with timestamps unchecked, unix sockets in .dev/run) → one
#   MariaDB of its own (socket only). The WordPress site `stack` (.dev/sites/stack, database
#   userfeedback_stack, admin / password) runs a deployed copy of the plugin laid out like a release
#   zip: --no-dev autoloader, no dev must-use plugins, WP_DEBUG off, pretty permalinks.
#
#   bench/stack.sh start    install what is missing (apt-get), start everything, install the site
#   bench/stack.sh stop     stop everything this script started (data is kept in .dev/stack)
#   bench/stack.sh status   what is running
#   bench/stack.sh deploy   copy the plugin again and reload both nodes (after code changes)
#   bench/stack.sh php-s    also serve the same site with PHP's built-in server on :8941
#
# STACK_WORKERS (default 4) sets the workers per node, STACK_EDITION (pro or lite, default pro)
# the deployed edition. Configs, logs and the outbox of the stand-in MTA are in .dev/stack.
# Load tests: php bench/responses-load.php --site .dev/sites/stack --url http://127.0.0.1:8940 …
# (bench/README.md).
set -euo pipefail
# shellcheck source=bin/lib/common.sh
source "$(dirname "$0")/../bin/lib/common.sh"
# shellcheck source=bin/lib/mariadb.sh
source "$ROOT/bin/lib/mariadb.sh"
# shellcheck source=bin/lib/wordpress.sh
source "$ROOT/bin/lib/wordpress.sh"
# shellcheck source=bench/lib/stack.sh
source "$ROOT/bench/lib/stack.sh"

case "${1:-}" in
	start)
		bash "$ROOT/bin/setup.sh"
		stack_start
		cat <<TXT

  The stack is running: $STACK_URL/  (admin / password; nodes: ${STACK_NODES[*]}, $STACK_WORKERS workers each)
    Load test:  php bench/responses-load.php --site $STACK_SITE --url $STACK_URL --matrix
    Check:      php bench/responses-load.php --site $STACK_SITE --url $STACK_URL --check --requests 5000 --concurrency 16
    Logs:       $STACK_LOGS
    Stop it:    bench/stack.sh stop

TXT
		;;
	stop) stack_stop ;;
	status) stack_status ;;
	deploy) stack_reload ;;
	php-s) stack_php_s_start ;;
	*)
		echo "usage: bench/stack.sh start|stop|status|deploy|php-s" >&2
		exit 2
		;;
esac
