# MariaDB with its own data folder under .dev/, reached through a socket only (no TCP port to
# collide with). Source after common.sh.
# shellcheck shell=bash

DB_DATADIR="$DEV/mysql"
DB_PIDFILE="$RUN/mysqld.pid"

db_running() {
	[ -S "$DB_SOCKET" ] && mariadb-admin --no-defaults --socket="$DB_SOCKET" -uroot ping >/dev/null 2>&1
}

# Starts the server if it is not running. Prints "started" when this call started it.
db_start() {
	if db_running; then return 0; fi
	if [ ! -d "$DB_DATADIR/mysql" ]; then
		log "Initialising MariaDB data in $DB_DATADIR"
		mkdir -p "$DB_DATADIR"
		mariadb-install-db --no-defaults --datadir="$DB_DATADIR" --user="$(id -un)" \
			--auth-root-authentication-method=normal --skip-test-db >"$LOGS/mariadb-install.log" 2>&1 \
			|| { cat "$LOGS/mariadb-install.log"; die "mariadb-install-db failed"; }
	fi
	log "Starting MariaDB"
	setsid mariadbd --no-defaults --datadir="$DB_DATADIR" --socket="$DB_SOCKET" --pid-file="$DB_PIDFILE" \
		--skip-networking --user="$(id -un)" --skip-log-bin --innodb-buffer-pool-size=256M \
		--log-error="$LOGS/mariadb.log" </dev/null >/dev/null 2>&1 &
	for _ in $(seq 1 100); do
		db_running && { echo started; return 0; }
		sleep 0.1
	done
	tail -20 "$LOGS/mariadb.log" >&2
	die "MariaDB did not start"
}

db_stop() {
	if db_running; then
		log "Stopping MariaDB"
		mariadb-admin --no-defaults --socket="$DB_SOCKET" -uroot shutdown >/dev/null 2>&1 || true
	fi
}

db_sql() {
	mariadb --no-defaults --socket="$DB_SOCKET" -uroot -e "$1"
}
