# Shared by the bin/ scripts: paths, the pinned WordPress, and small helpers. Source it, don't run it.
# shellcheck shell=bash

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
DEV="$ROOT/.dev"                 # everything the scripts create at run time; gitignored
RUN="$DEV/run"                   # sockets and pid files
LOGS="$DEV/logs"
SITES="$DEV/sites"

# WordPress comes from the npm registry (the only place newer than Debian's 6.1 that this machine
# reaches): @wp-playground/wordpress-builds ships the PHP files as a zip and the static files as a
# folder. Pinned in package.json; bump both together.
WP_VERSION="6.5.5"
WP_BUILDS="$ROOT/node_modules/@wp-playground/wordpress-builds"
WP_CORE="$DEV/wordpress-$WP_VERSION"

DB_SOCKET="$RUN/mysqld.sock"

ADMIN_USER="admin"
ADMIN_PASSWORD="password"
ADMIN_EMAIL="admin@example.com"

mkdir -p "$RUN" "$LOGS" "$SITES"

log() { printf '\033[1;34m==>\033[0m %s\n' "$*" >&2; }
die() { printf '\033[1;31mERROR:\033[0m %s\n' "$*" >&2; exit 1; }

# site_port NAME / site_db NAME: the fixed addresses of the three sites the scripts manage.
site_port() {
	case "$1" in
		dev) echo 8888 ;;
		e2e) echo 8889 ;;
		phpunit) echo 8890 ;;
		# Extra sites so parallel work (helpers, a second terminal) never shares a database:
		# e2e2..e2e9 on 8902..8909, phpunit2..phpunit9 on 8912..8919.
		e2e[2-9]) echo $((8900 + ${1#e2e})) ;;
		phpunit[2-9]) echo $((8910 + ${1#phpunit})) ;;
		# A throwaway site for benchmarks that change the schema (bench/legacy-import.php).
		bench) echo 8920 ;;
		# A site as UserFeedback 1.x left it, for tests/e2e/legacy-import.spec.ts.
		e2e-legacy) echo 8921 ;;
		# A clean site the release zips are uploaded to (bin/test-release.sh).
		release) echo 8922 ;;
		# The second e2e site of npm test: a part of the Playwright specs runs there beside the e2e site.
		e2e-b) echo 8923 ;;
		# The WP-CLI commands' site (tests/cli): WP-CLI loads it directly, no server on this port.
		cli) echo 8930 ;;
		*) die "unknown site $1" ;;
	esac
}
site_db() { echo "userfeedback_$1"; }
site_url() { echo "http://127.0.0.1:$(site_port "$1")"; }
site_dir() { echo "$SITES/$1"; }
