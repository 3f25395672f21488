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
#   bench/stack.sh node-kill|node-start NODE   (Galera) crash one database node, or start it again
#                           (it rejoins by state transfer): bench/stack-cluster-proof.php --kill
#
#   bench/stack.sh start --galera   the same URL in front of three PHP-FPM nodes, each talking to
#       its own node of a three-node MariaDB Galera cluster (galera-4; loopback ports 3401-3403,
#       group 4567/4577/4587, data in .dev/stack/galera), with a Redis object cache shared by the
#       nodes (a unix socket; wp-content/object-cache.php is bench/lib/stack/object-cache.php, a
#       drop-in written for this test stack only). Its own site .dev/sites/stack-galera, with the
#       demo data. stop, status and deploy act on whichever stack runs; one runs at a time.
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

command="${1:-}"
mode=""
node=""
for arg in "${@:2}"; do
	case "$arg" in
		--galera) mode=galera ;;
		node[0-9]) node="$arg" ;;
		*) echo "unknown option $arg" >&2 && exit 2 ;;
	esac
done
[ "$command" = start ] && [ -z "$mode" ] && mode=single
stack_mode "$mode"

case "$command" in
	start)
		bash "$ROOT/bin/setup.sh"
		stack_start
		if [ -n "$STACK_GALERA" ]; then
			cat <<TXT

  The Galera stack is running: $STACK_URL/  (admin / password; site $STACK_SITE)
    Web nodes ${STACK_NODES[*]} ($STACK_WORKERS workers each) → Galera node1, node2, node3 (sockets $STACK_GALERA_RUN/nodeN.sock)
    Object cache: Redis $STACK_REDIS_SOCKET
TXT
		fi
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
	node-kill | node-start)
		[ -n "$STACK_GALERA" ] || die "$command: the Galera stack is not running"
		case "$node" in node1 | node2 | node3) ;; *) die "$command takes node1, node2 or node3" ;; esac
		if [ "$command" = node-kill ]; then stack_galera_node_kill "$node"; else stack_galera_node_start "$node"; fi
		;;
	*)
		echo "usage: bench/stack.sh start [--galera]|stop|status|deploy|php-s|node-kill NODE|node-start NODE" >&2
		exit 2
		;;
esac
