# The production-like stack of bench/stack.sh: nginx in front of two PHP-FPM "nodes" (one master
# and pool each, own opcache), one MariaDB of its own, and a WordPress site `stack` with a deployed
# copy of the plugin (as a release zip lays it out: --no-dev autoloader, no dev must-use plugins,
# WP_DEBUG off). With --galera: three PHP-FPM nodes over a three-node Galera cluster and a Redis
# object cache, site .dev/sites/stack-galera (stack_mode). Everything lives under .dev/stack,
# .dev/sites/stack*, and .dev/run/stack-*; the system's nginx, PHP-FPM, MariaDB and Redis configs
# and services are never used or touched.
# Source after bin/lib/common.sh, bin/lib/mariadb.sh and bin/lib/wordpress.sh.
# shellcheck shell=bash

STACK="$DEV/stack"                     # configs, data, logs, mail of the stack
STACK_LOGS="$STACK/logs"
STACK_SITE="$SITES/stack"
STACK_TEMPLATES="$ROOT/bench/lib/stack"
STACK_PORT=8940                        # nginx
STACK_PHP_S_PORT=8941                  # the same site under PHP's built-in server, for comparison
STACK_URL="http://127.0.0.1:$STACK_PORT"
STACK_DB_NAME="userfeedback_stack"
STACK_DB_DATADIR="$STACK/mysql"
STACK_DB_SOCKET="$RUN/stack-mysqld.sock"
STACK_DB_PIDFILE="$RUN/stack-mysqld.pid"
STACK_SQL_SOCKET="$STACK_DB_SOCKET"    # where the site's database is made (--galera: node1)
STACK_NODES=(node1 node2)
# PHP-FPM workers per node (pm = static). 2 nodes x 4 = 8 PHP processes on this 2-vCPU machine.
STACK_WORKERS="${STACK_WORKERS:-4}"
# lite (the Lite zip: no pro/ modules) or pro (the Pro zip, unlicensed unless a key is entered).
STACK_EDITION="${STACK_EDITION:-pro}"
STACK_PHP_VERSION="$(php -r 'echo PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION;')"
STACK_FPM="php-fpm$STACK_PHP_VERSION"

# --galera: the same URL in front of three PHP-FPM nodes, each talking to its own node of a
# three-node MariaDB Galera cluster (Debian's galera-4), and a Redis object cache shared by the
# nodes. Its own site (.dev/sites/stack-galera, database userfeedback_stack on the cluster) so the
# single-database stack's site and data are never touched; one of the two runs at a time. Which
# one runs is kept in $STACK_MODE_FILE for stop, status and deploy.
STACK_GALERA=""
STACK_MODE_FILE="$RUN/stack-mode"
STACK_GALERA_DBS=(node1 node2 node3)
STACK_GALERA_DIR="$STACK/galera"
STACK_GALERA_RUN="$STACK_GALERA_DIR/run" # the nodes' sockets and pid files
# Who the nodes run as: run by root, Debian's mysql user (the rsync SST's daemon, started by root,
# would write as nobody), so their folders are that user's; otherwise whoever runs the script.
STACK_GALERA_USER="$(id -un)"
[ "$(id -u)" -eq 0 ] && id -u mysql >/dev/null 2>&1 && STACK_GALERA_USER=mysql
STACK_REDIS_SOCKET="$RUN/stack-redis.sock"
STACK_REDIS_PIDFILE="$RUN/stack-redis.pid"

# stack_mode galera|single|"": picks the stack; "" means the one running (single when none is).
stack_mode() {
	local mode="$1"
	[ -n "$mode" ] || mode="$(cat "$STACK_MODE_FILE" 2>/dev/null || echo single)"
	[ "$mode" = galera ] || return 0
	STACK_GALERA=1
	STACK_SITE="$SITES/stack-galera"
	STACK_NODES=(node1 node2 node3)
	STACK_SQL_SOCKET="$STACK_GALERA_RUN/node1.sock"
}

# A Galera node's ports on loopback: node1 3401 (clients), 4567 (group), 4568 (IST), 4444 (SST);
# node2 3402, 4577, 4578, 4454; node3 3403, 4587, 4588, 4464.
stack_galera_port() {
	local n="${1#node}"
	case "$2" in
		db) echo $((3400 + n)) ;;
		gcomm) echo $((4557 + 10 * n)) ;;
		ist) echo $((4558 + 10 * n)) ;;
		sst) echo $((4434 + 10 * n)) ;;
	esac
}

# The Debian packages the stack needs beyond bin/setup.sh's. Their maintainer scripts would start
# the system's nginx (port 80) and PHP-FPM services: a policy-rc.d that refuses is put in place
# for the install when the machine has none (Debian's documented switch, removed afterwards).
stack_packages() {
	local pkg missing=() sudo="" policy="/usr/sbin/policy-rc.d" own_policy=""
	local packages=(nginx "php$STACK_PHP_VERSION-fpm" "php$STACK_PHP_VERSION-opcache" "php$STACK_PHP_VERSION-mysql" "php$STACK_PHP_VERSION-curl"
		"php$STACK_PHP_VERSION-mbstring" "php$STACK_PHP_VERSION-xml" mariadb-server rsync curl)
	# The cluster (galera-4; its rsync SST needs rsync and lsof) and the shared object cache.
	[ -n "$STACK_GALERA" ] && packages+=(galera-4 lsof redis-server "php$STACK_PHP_VERSION-redis")
	for pkg in "${packages[@]}"; do
		dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
	done
	[ ${#missing[@]} -eq 0 ] && return 0
	[ "$(id -u)" -eq 0 ] || sudo="sudo"
	log "Installing Debian packages: ${missing[*]}"
	if [ ! -e "$policy" ]; then
		printf '#!/bin/sh\n# Written by bench/stack.sh for one apt-get run: start no service.\nexit 101\n' | $sudo tee "$policy" >/dev/null
		$sudo chmod 755 "$policy"
		own_policy=1
	fi
	local rc=0
	{ $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"; } \
		>"$LOGS/apt-stack.log" 2>&1 || rc=$?
	[ -n "$own_policy" ] && $sudo rm -f "$policy"
	[ $rc -eq 0 ] || { tail -20 "$LOGS/apt-stack.log"; die "apt-get install failed (full log: $LOGS/apt-stack.log)"; }
}

# Whether the process in a pid file is alive.
stack_alive() {
	[ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null
}

# stack_render TEMPLATE OUT [sed expressions…]: a template with the stack's paths filled in.
stack_render() {
	local template="$1" out="$2" node upstream="" pinned="" db_host="'localhost:$STACK_DB_SOCKET'" galera_lines=""
	shift 2
	for node in "${STACK_NODES[@]}"; do
		upstream+="${upstream:+\\n}\t\tserver unix:$RUN/stack-$node.sock max_fails=0;"
		pinned+="${pinned:+\\n}\t\t$node unix:$RUN/stack-$node.sock;"
	done
	if [ -n "$STACK_GALERA" ]; then
		db_host="'localhost:$STACK_GALERA_RUN/' . ( getenv( 'UF_STACK_NODE' ) ?: 'node1' ) . '.sock'"
		galera_lines="\\n// The web nodes' shared object cache: wp-content/object-cache.php, a copy of\\n// bench/lib/stack/object-cache.php (the test stack's own drop-in), over this Redis.\\ndefine( 'UF_STACK_REDIS_SOCKET', '$STACK_REDIS_SOCKET' );\\ndefine( 'WP_CACHE_KEY_SALT', 'uf-stack' );"
	fi
	sed -e "s|@UPSTREAM_SERVERS@|$upstream|" -e "s|@PINNED_NODES@|$pinned|" -e "s|@DB_HOST@|$db_host|" -e "s|@GALERA_LINES@|$galera_lines|" \
		-e "s|@STACK@|$STACK|g" -e "s|@RUN@|$RUN|g" -e "s|@LOGS@|$STACK_LOGS|g" -e "s|@SITE@|$STACK_SITE|g" \
		-e "s|@PORT@|$STACK_PORT|g" -e "s|@PHP_S_PORT@|$STACK_PHP_S_PORT|g" -e "s|@DB_NAME@|$STACK_DB_NAME|g" \
		-e "s|@DB_SOCKET@|$STACK_DB_SOCKET|g" "$@" "$STACK_TEMPLATES/$template" >"$out"
}

# Whether the stack's database answers: the one MariaDB, or with --galera the cluster's node1.
stack_db_running() {
	[ -n "$STACK_GALERA" ] && { stack_galera_running node1; return; }
	stack_single_db_running
}

stack_single_db_running() {
	[ -S "$STACK_DB_SOCKET" ] && mariadb-admin --no-defaults --socket="$STACK_DB_SOCKET" -uroot ping >/dev/null 2>&1
}

# The stack's one MariaDB: its own data folder and socket (no TCP), the dev server's settings.
stack_db_start() {
	[ -n "$STACK_GALERA" ] && { stack_galera_start; return; }
	stack_db_running && return 0
	if [ ! -d "$STACK_DB_DATADIR/mysql" ]; then
		log "Initialising the stack's MariaDB in $STACK_DB_DATADIR"
		mkdir -p "$STACK_DB_DATADIR"
		mariadb-install-db --no-defaults --datadir="$STACK_DB_DATADIR" --user="$(id -un)" \
			--auth-root-authentication-method=normal --skip-test-db >"$STACK_LOGS/mariadb-install.log" 2>&1 \
			|| { cat "$STACK_LOGS/mariadb-install.log"; die "mariadb-install-db failed"; }
	fi
	log "Starting the stack's MariaDB"
	setsid mariadbd --no-defaults --datadir="$STACK_DB_DATADIR" --socket="$STACK_DB_SOCKET" --pid-file="$STACK_DB_PIDFILE" \
		--skip-networking --user="$(id -un)" --skip-log-bin --innodb-buffer-pool-size=256M --max-connections=300 \
		--log-error="$STACK_LOGS/mariadb.log" </dev/null >/dev/null 2>&1 &
	for _ in $(seq 1 100); do
		stack_db_running && return 0
		sleep 0.1
	done
	tail -20 "$STACK_LOGS/mariadb.log" >&2
	die "the stack's MariaDB did not start"
}

stack_db_stop() {
	stack_single_db_running || return 0
	log "Stopping the stack's MariaDB"
	mariadb-admin --no-defaults --socket="$STACK_DB_SOCKET" -uroot shutdown >/dev/null 2>&1 || true
	for _ in $(seq 1 100); do
		stack_alive "$STACK_DB_PIDFILE" || return 0
		sleep 0.1
	done
}

# stack_galera_sql NODE SQL…: a query on one Galera node (its socket), tab-separated, no header.
stack_galera_sql() {
	local node="$1"
	shift
	mariadb --no-defaults --socket="$STACK_GALERA_RUN/$node.sock" -uroot -N -B -e "$@"
}

stack_galera_running() {
	[ -S "$STACK_GALERA_RUN/$1.sock" ] && mariadb-admin --no-defaults --socket="$STACK_GALERA_RUN/$1.sock" -uroot ping >/dev/null 2>&1
}

# stack_galera_status NODE VARIABLE: one wsrep_* status value of a running node.
stack_galera_status() {
	stack_galera_sql "$1" "SHOW GLOBAL STATUS LIKE '$2'" 2>/dev/null | cut -f2
}

# stack_galera_node_start NODE [--wsrep-new-cluster]: one mariadbd of the cluster, waited for
# until it is Synced (a joiner first copies the data of a running node: IST, or rsync SST).
stack_galera_node_start() {
	local node="$1" bootstrap="${2:-}" datadir cluster="" other
	datadir="$STACK_GALERA_DIR/$node"
	for other in "${STACK_GALERA_DBS[@]}"; do
		cluster+="${cluster:+,}127.0.0.1:$(stack_galera_port "$other" gcomm)"
	done
	mkdir -p "$datadir" "$STACK_GALERA_RUN"
	touch "$STACK_LOGS/galera-$node.log"
	chown "$STACK_GALERA_USER" "$datadir" "$STACK_GALERA_RUN" "$STACK_LOGS/galera-$node.log"
	stack_render galera-node.cnf.tpl "$STACK_GALERA_DIR/$node.cnf" -e "s|@NODE@|$node|g" -e "s|@DATADIR@|$datadir|g" \
		-e "s|@SOCKET@|$STACK_GALERA_RUN/$node.sock|g" -e "s|@PIDFILE@|$STACK_GALERA_RUN/$node.pid|g" \
		-e "s|@USER@|$STACK_GALERA_USER|g" -e "s|@CLUSTER@|$cluster|g" -e "s|@DB_PORT@|$(stack_galera_port "$node" db)|g" \
		-e "s|@GCOMM_PORT@|$(stack_galera_port "$node" gcomm)|g" -e "s|@IST_PORT@|$(stack_galera_port "$node" ist)|g" \
		-e "s|@SST_PORT@|$(stack_galera_port "$node" sst)|g"
	# The first node of a new cluster needs the system tables; the others receive everything by SST.
	if [ -n "$bootstrap" ] && [ ! -d "$datadir/mysql" ]; then
		log "Initialising Galera $node in $datadir"
		mariadb-install-db --no-defaults --datadir="$datadir" --user="$STACK_GALERA_USER" \
			--auth-root-authentication-method=normal --skip-test-db >"$STACK_LOGS/galera-install.log" 2>&1 \
			|| { cat "$STACK_LOGS/galera-install.log"; die "mariadb-install-db failed"; }
	fi
	log "Starting Galera $node (127.0.0.1:$(stack_galera_port "$node" db), group 127.0.0.1:$(stack_galera_port "$node" gcomm))${bootstrap:+, a new cluster}"
	setsid mariadbd --defaults-file="$STACK_GALERA_DIR/$node.cnf" $bootstrap </dev/null >/dev/null 2>&1 &
	# Its pid file comes only after a state transfer: the process itself is watched until then.
	local pid=$!
	for _ in $(seq 1 1200); do
		if stack_galera_running "$node" && [ "$(stack_galera_status "$node" wsrep_local_state_comment)" = Synced ]; then
			return 0
		fi
		kill -0 "$pid" 2>/dev/null || break
		sleep 0.1
	done
	tail -30 "$STACK_LOGS/galera-$node.log" >&2
	die "Galera $node did not join the cluster (log: $STACK_LOGS/galera-$node.log)"
}

# The node a stopped cluster starts from: the one Galera marked safe to bootstrap (the last to
# stop cleanly), else the one with the most transactions (marked safe, as Galera's docs say).
stack_galera_bootstrap_node() {
	local node best="" best_seqno=-2 seqno state
	for node in "${STACK_GALERA_DBS[@]}"; do
		state="$STACK_GALERA_DIR/$node/grastate.dat"
		[ -f "$state" ] || continue
		grep -q '^safe_to_bootstrap: 1' "$state" && { echo "$node"; return; }
		seqno="$(sed -n 's/^seqno: *//p' "$state")"
		if [ -n "$seqno" ] && [ "$seqno" -gt "$best_seqno" ]; then
			best="$node"
			best_seqno="$seqno"
		fi
	done
	if [ -z "$best" ]; then
		echo node1
		return
	fi
	sed -i 's/^safe_to_bootstrap: 0/safe_to_bootstrap: 1/' "$STACK_GALERA_DIR/$best/grastate.dat"
	echo "$best"
}

# The cluster: started from one node when none runs, the others then join it one at a time.
stack_galera_start() {
	local node first="" running=""
	for node in "${STACK_GALERA_DBS[@]}"; do
		stack_galera_running "$node" && running=1
	done
	if [ -z "$running" ]; then
		first="$(stack_galera_bootstrap_node)"
		stack_galera_node_start "$first" --wsrep-new-cluster
	fi
	for node in "${STACK_GALERA_DBS[@]}"; do
		stack_galera_running "$node" || stack_galera_node_start "$node"
	done
	log "Galera cluster: size $(stack_galera_status node1 wsrep_cluster_size), $(stack_galera_status node1 wsrep_cluster_status)"
}

# Stops the nodes one at a time (the last one stopped is the one the next start bootstraps from).
stack_galera_stop() {
	local i node
	for ((i = ${#STACK_GALERA_DBS[@]} - 1; i >= 0; i--)); do
		node="${STACK_GALERA_DBS[$i]}"
		stack_alive "$STACK_GALERA_RUN/$node.pid" || continue
		log "Stopping Galera $node"
		mariadb-admin --no-defaults --socket="$STACK_GALERA_RUN/$node.sock" -uroot shutdown >/dev/null 2>&1 || true
		stack_kill "$STACK_GALERA_RUN/$node.pid" "Galera $node (still running)"
	done
}

# The shared object cache: Redis on a unix socket, and the drop-in copied into the site.
stack_redis_start() {
	mkdir -p "$STACK/redis"
	stack_render redis.conf.tpl "$STACK/redis.conf"
	if ! stack_alive "$STACK_REDIS_PIDFILE"; then
		log "Starting Redis ($STACK_REDIS_SOCKET)"
		rm -f "$STACK_REDIS_SOCKET"
		redis-server "$STACK/redis.conf" </dev/null >/dev/null 2>&1 || die "Redis did not start (log: $STACK_LOGS/redis.log)"
		for _ in $(seq 1 50); do
			[ -S "$STACK_REDIS_SOCKET" ] && break
			sleep 0.1
		done
		[ -S "$STACK_REDIS_SOCKET" ] || die "Redis has no socket (log: $STACK_LOGS/redis.log)"
	fi
}

stack_redis_stop() {
	stack_kill "$STACK_REDIS_PIDFILE" Redis
	rm -f "$STACK_REDIS_SOCKET"
}

# The plugin as a release zip lays it out (bin/release.sh), copied into the site: the code the
# nodes run does not change under them while the tree is edited; `bench/stack.sh deploy` copies
# it again and reloads the nodes.
stack_deploy() {
	local dest="$STACK_SITE/wp-content/plugins/userfeedback"
	log "Deploying the plugin ($STACK_EDITION edition) to the stack site"
	# The build is shared with whoever else builds in this checkout: one build at a time.
	[ -f "$ROOT/build/widget.asset.php" ] || (cd "$ROOT" && flock /tmp/uf-build.lock npm run --silent build >"$LOGS/build.log" 2>&1) \
		|| { tail -30 "$LOGS/build.log"; die "build failed"; }
	[ -L "$dest" ] && rm -f "$dest"
	mkdir -p "$dest/vendor" "$dest/pro"
	rsync -a --delete "$ROOT/includes" "$ROOT/src" "$ROOT/assets" "$ROOT/languages" "$ROOT/build" "$dest/"
	rsync -a "$ROOT/userfeedback.php" "$ROOT/uninstall.php" "$ROOT/readme.txt" "$ROOT/composer.json" "$ROOT/composer.lock" "$dest/"
	rsync -a --delete --exclude .prefixed.json "$ROOT/vendor/userfeedback-prefixed" "$dest/vendor/"
	if [ "$STACK_EDITION" = pro ]; then
		rsync -a --delete "$ROOT/pro/src" "$dest/pro/"
	else
		rm -rf "$dest/pro/src"
	fi
	printf "<?php\n// Written by bench/stack.sh, as bin/release.sh fixes a zip's edition.\nreturn '%s';\n" "$STACK_EDITION" >"$dest/edition.php"
	# The add-ons, installed beside it (not active until a benchmark turns one on).
	rsync -a "$ROOT"/addons/ "$STACK_SITE/wp-content/plugins/"
	composer install --working-dir="$dest" --no-dev --no-scripts --optimize-autoloader --no-interaction --quiet \
		|| die "composer could not write the deployed plugin's autoloader"
}

# The object-cache drop-in of the Galera stack (bench/lib/stack/object-cache.php, over its Redis);
# the single-database stack has none, as before.
stack_dropin() {
	if [ -n "$STACK_GALERA" ]; then
		cp "$STACK_TEMPLATES/object-cache.php" "$STACK_SITE/wp-content/object-cache.php"
		# A web node whose database node is down answers 503 with a retry hint, not WordPress's 500.
		cp "$STACK_TEMPLATES/db-error.php" "$STACK_SITE/wp-content/db-error.php"
	else
		rm -f "$STACK_SITE/wp-content/object-cache.php" "$STACK_SITE/wp-content/db-error.php"
	fi
}

# stack_galera_node_kill NODE: a crash of one database node (SIGKILL, no clean shutdown).
stack_galera_node_kill() {
	local pid
	pid="$(cat "$STACK_GALERA_RUN/$1.pid" 2>/dev/null || pgrep -f -- "--defaults-file=$STACK_GALERA_DIR/$1.cnf" | head -1)"
	[ -n "$pid" ] || die "Galera $1 is not running"
	log "Killing Galera $1 (pid $pid)"
	kill -KILL "$pid"
	while kill -0 "$pid" 2>/dev/null; do sleep 0.1; done
	rm -f "$STACK_GALERA_RUN/$1.pid" "$STACK_GALERA_RUN/$1.sock"
}

# The site: WordPress's files, the deployed plugin, its own database, installed once.
stack_site() {
	wp_core
	if [ ! -f "$STACK_SITE/wp-includes/version.php" ] || ! grep -q "wp_version = '$WP_VERSION'" "$STACK_SITE/wp-includes/version.php"; then
		rm -rf "$STACK_SITE" && mkdir -p "$STACK_SITE"
		cp -r "$WP_CORE/." "$STACK_SITE/"
	fi
	mkdir -p "$STACK_SITE/wp-content/plugins" "$STACK_SITE/wp-content/uploads"
	# No must-use plugins: the dev sites' ones (mail capture, CSP, licence keys) are not production.
	rm -rf "$STACK_SITE/wp-content/mu-plugins"
	stack_deploy
	if [ ! -f "$STACK/salts.php" ]; then
		php >"$STACK/salts.php" <<'PHP'
<?php
echo "<?php\n// The stack site's secrets, generated once by bench/stack.sh.\n";
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $name ) {
	echo "define( '{$name}', '" . bin2hex( random_bytes( 32 ) ) . "' );\n";
}
PHP
	fi
	stack_render wp-config.php.tpl "$STACK_SITE/wp-config.php"
	stack_dropin
	mariadb --no-defaults --socket="$STACK_SQL_SOCKET" -uroot \
		-e "CREATE DATABASE IF NOT EXISTS \`$STACK_DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
	# install-site.php: WordPress installed once (admin / password), then pretty permalinks and
	# the plugin active; both are no-ops on a site that has them.
	php -d sendmail_path="$STACK/mail/sendmail" "$ROOT/bin/dev/install-site.php" "$STACK_SITE" install
	php -d sendmail_path="$STACK/mail/sendmail" "$ROOT/bin/dev/install-site.php" "$STACK_SITE" setup
	# The cluster's site has the demo surveys and responses (a no-op once it has surveys).
	if [ -n "$STACK_GALERA" ]; then
		php -d sendmail_path="$STACK/mail/sendmail" "$ROOT/bin/dev/install-site.php" "$STACK_SITE" seed
	fi
}

# The opcache of a production node: on, files never re-checked (a deploy reloads the node).
stack_fpm_flags() {
	printf '%s\n' -d opcache.enable=1 -d opcache.validate_timestamps=0 -d opcache.memory_consumption=128 \
		-d opcache.interned_strings_buffer=16 -d opcache.max_accelerated_files=20000 \
		-d realpath_cache_size=4096K -d realpath_cache_ttl=600
}

stack_fpm_start() {
	local node conf user_lines="" flags=()
	mapfile -t flags < <(stack_fpm_flags)
	if [ "$(id -u)" -eq 0 ]; then
		# Run as whoever runs the script (root here): the site's files are theirs.
		user_lines="user = root\ngroup = root"
		flags+=(-R)
	fi
	for node in "${STACK_NODES[@]}"; do
		stack_alive "$RUN/stack-$node-fpm.pid" && continue
		conf="$STACK/php-fpm-$node.conf"
		stack_render php-fpm.conf.tpl "$conf" -e "s|@NODE@|$node|g" -e "s|@WORKERS@|$STACK_WORKERS|g" -e "s|@USER_LINES@|$user_lines|"
		log "Starting PHP-FPM $node ($STACK_WORKERS workers, $RUN/stack-$node.sock)"
		rm -f "$RUN/stack-$node.sock"
		"$STACK_FPM" --fpm-config "$conf" "${flags[@]}" </dev/null >>"$STACK_LOGS/fpm-$node.log" 2>&1 \
			|| { tail -20 "$STACK_LOGS/fpm-$node.log" >&2; die "PHP-FPM $node did not start"; }
	done
	for node in "${STACK_NODES[@]}"; do
		for _ in $(seq 1 50); do
			[ -S "$RUN/stack-$node.sock" ] && break
			sleep 0.1
		done
		[ -S "$RUN/stack-$node.sock" ] || die "PHP-FPM $node has no socket"
	done
}

stack_nginx_start() {
	local user_line=""
	[ "$(id -u)" -eq 0 ] && user_line="user root root;"
	mkdir -p "$STACK/nginx/body" "$STACK/nginx/fastcgi" "$STACK/nginx/proxy" "$STACK/nginx/uwsgi" "$STACK/nginx/scgi"
	stack_render nginx.conf.tpl "$STACK/nginx.conf" -e "s|@USER_LINE@|$user_line|"
	if stack_alive "$RUN/stack-nginx.pid"; then
		nginx -p "$STACK/nginx" -e "$STACK_LOGS/nginx-error.log" -c "$STACK/nginx.conf" -s reload
		return 0
	fi
	nginx -t -q -p "$STACK/nginx" -e "$STACK_LOGS/nginx-error.log" -c "$STACK/nginx.conf" || die "nginx refused $STACK/nginx.conf"
	log "Starting nginx on $STACK_URL"
	nginx -p "$STACK/nginx" -e "$STACK_LOGS/nginx-error.log" -c "$STACK/nginx.conf" </dev/null || die "nginx did not start"
}

# Waits for WordPress to answer through nginx, then warms both nodes' opcache.
stack_wait() {
	local url="$1"
	for _ in $(seq 1 50); do
		curl -fsS -o /dev/null "$url/wp-json/" 2>/dev/null && break
		sleep 0.2
	done
	curl -fsS -o /dev/null "$url/wp-json/" || die "no WordPress answering at $url (logs: $STACK_LOGS)"
	# Both nodes (round-robin) compile the REST API and a page before anything is measured.
	for _ in $(seq 1 10); do
		curl -fsS -o /dev/null "$url/wp-json/" && curl -fsS -o /dev/null "$url/wp-json/"
		curl -fsS -o /dev/null "$url/" && curl -fsS -o /dev/null "$url/"
	done
}

stack_start() {
	local mode=single running
	[ -n "$STACK_GALERA" ] && mode=galera
	running="$(cat "$STACK_MODE_FILE" 2>/dev/null || true)"
	if [ -n "$running" ] && [ "$running" != "$mode" ]; then
		die "the $running stack is running on $STACK_URL: bench/stack.sh stop first"
	fi
	mkdir -p "$STACK" "$STACK_LOGS" "$STACK/mail"
	stack_packages
	stack_render sendmail.tpl "$STACK/mail/sendmail"
	chmod 755 "$STACK/mail/sendmail"
	echo "$mode" >"$STACK_MODE_FILE"
	[ -n "$STACK_GALERA" ] && stack_redis_start
	stack_db_start
	stack_site
	stack_fpm_start
	stack_nginx_start
	stack_wait "$STACK_URL"
}

# Picks up code changes: copies the plugin again, then a graceful reload of each node (a new
# master image, so a new opcache).
stack_reload() {
	local node
	stack_deploy
	stack_dropin
	for node in "${STACK_NODES[@]}"; do
		stack_alive "$RUN/stack-$node-fpm.pid" || die "PHP-FPM $node is not running: bench/stack.sh start"
		kill -USR2 "$(cat "$RUN/stack-$node-fpm.pid")"
	done
	sleep 1
	stack_wait "$STACK_URL"
}

# The same site, database and code under PHP's built-in server, as bin/lib/wordpress.sh serves the
# dev sites (4 workers, opcache re-checking files), for side-by-side figures.
stack_php_s_start() {
	local pidfile="$RUN/stack-php-s.pid"
	stack_db_running || die "the stack is not running: bench/stack.sh start"
	stack_alive "$pidfile" && return 0
	log "Serving the stack site with PHP's built-in server on http://127.0.0.1:$STACK_PHP_S_PORT"
	PHP_CLI_SERVER_WORKERS=4 setsid php -d opcache.enable_cli=1 -d opcache.revalidate_freq=0 -d memory_limit=512M -d display_errors=0 \
		-d sendmail_path="$STACK/mail/sendmail" -S "127.0.0.1:$STACK_PHP_S_PORT" -t "$STACK_SITE" "$ROOT/bin/dev/router.php" \
		</dev/null >>"$STACK_LOGS/php-s.log" 2>&1 &
	echo $! >"$pidfile"
	stack_wait "http://127.0.0.1:$STACK_PHP_S_PORT"
}

# stack_kill PIDFILE NAME [SIGNAL] [group]: stops one process we started (or its process group),
# waits up to 10 s, then kills it.
stack_kill() {
	local pidfile="$1" name="$2" signal="${3:-TERM}" group="${4:-}" pid target
	stack_alive "$pidfile" || { rm -f "$pidfile"; return 0; }
	pid="$(cat "$pidfile")"
	target="$pid"
	[ -n "$group" ] && target="-$pid"
	log "Stopping $name"
	kill "-$signal" -- "$target" 2>/dev/null || true
	for _ in $(seq 1 100); do
		kill -0 "$pid" 2>/dev/null || { rm -f "$pidfile"; return 0; }
		sleep 0.1
	done
	kill -KILL -- "$target" 2>/dev/null || true
	rm -f "$pidfile"
}

# Stops whichever stack runs, and anything either left: every process listed is one this
# script started (its pid file), nothing found by name.
stack_stop() {
	local node
	stack_kill "$RUN/stack-nginx.pid" nginx QUIT
	for node in node1 node2 node3; do
		stack_kill "$RUN/stack-$node-fpm.pid" "PHP-FPM $node" QUIT
		rm -f "$RUN/stack-$node.sock"
	done
	stack_kill "$RUN/stack-php-s.pid" "PHP's built-in server (stack site)" TERM group
	stack_db_stop
	stack_galera_stop
	stack_redis_stop
	rm -f "$STACK_MODE_FILE"
}

# stack_state PIDFILE: "running (pid N)" or "stopped".
stack_state() {
	if stack_alive "$1"; then echo "running (pid $(cat "$1"))"; else echo "stopped"; fi
}

stack_status() {
	local node
	printf '%-22s %s\n' "nginx $STACK_URL" "$(stack_state "$RUN/stack-nginx.pid")"
	for node in "${STACK_NODES[@]}"; do
		printf '%-22s %s\n' "PHP-FPM $node" "$(stack_state "$RUN/stack-$node-fpm.pid")"
	done
	printf '%-22s %s\n' "php -S :$STACK_PHP_S_PORT" "$(stack_state "$RUN/stack-php-s.pid")"
	if [ -z "$STACK_GALERA" ]; then
		printf '%-22s %s\n' "MariaDB (socket)" "$(stack_state "$STACK_DB_PIDFILE")"
		return 0
	fi
	for node in "${STACK_GALERA_DBS[@]}"; do
		printf '%-22s %s\n' "Galera $node :$(stack_galera_port "$node" db)" "$(stack_state "$STACK_GALERA_RUN/$node.pid")$(stack_galera_running "$node" \
			&& printf ', %s, cluster size %s' "$(stack_galera_status "$node" wsrep_local_state_comment)" "$(stack_galera_status "$node" wsrep_cluster_size)")"
	done
	printf '%-22s %s\n' "Redis (socket)" "$(stack_state "$STACK_REDIS_PIDFILE")"
}
