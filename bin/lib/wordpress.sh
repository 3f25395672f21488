# Provisions and serves WordPress sites under .dev/sites/NAME with PHP's built-in server.
# Source after common.sh and mariadb.sh.
# shellcheck shell=bash

# Unpacks the pinned WordPress once: PHP files from the zip, static files from public/.
# npm test's lanes may ask at once on a fresh clone: one unpacks, the others wait for it.
wp_core() {
	[ -f "$WP_CORE/wp-includes/version.php" ] && return 0
	[ -d "$WP_BUILDS" ] || die "WordPress builds missing: run bin/setup.sh"
	mkdir -p "$(dirname "$WP_CORE")"
	(
		flock 9
		[ -f "$WP_CORE/wp-includes/version.php" ] && exit 0
		log "Unpacking WordPress $WP_VERSION"
		rm -rf "$WP_CORE.tmp" && mkdir -p "$WP_CORE.tmp" &&
			unzip -q "$WP_BUILDS/src/wordpress/wp-6.5.zip" -d "$WP_CORE.tmp" &&
			cp -r "$WP_BUILDS/public/wp-6.5/." "$WP_CORE.tmp/" &&
			rm -f "$WP_CORE.tmp/wp-config.php" "$WP_CORE.tmp/wordpress-remote-asset-paths" &&
			grep -q "wp_version = '$WP_VERSION'" "$WP_CORE.tmp/wp-includes/version.php" &&
			mv "$WP_CORE.tmp" "$WP_CORE"
	) 9>"$WP_CORE.lock" || die "could not unpack WordPress $WP_VERSION (unexpected version in the builds package?)"
}

# wp_site NAME: lays out the site's files (core copy, wp-config, plugin symlinks, mu-plugins).
wp_site_files() {
	local name="$1" dir
	dir="$(site_dir "$name")"
	wp_core
	if [ ! -f "$dir/wp-includes/version.php" ] || ! grep -q "wp_version = '$WP_VERSION'" "$dir/wp-includes/version.php"; then
		rm -rf "$dir" && mkdir -p "$dir"
		cp -r "$WP_CORE/." "$dir/"
	fi
	mkdir -p "$dir/wp-content/plugins" "$dir/wp-content/mu-plugins" "$dir/wp-content/uploads"
	ln -sfn "$ROOT" "$dir/wp-content/plugins/userfeedback"
	for addon in "$ROOT"/addons/*/; do
		ln -sfn "${addon%/}" "$dir/wp-content/plugins/$(basename "$addon")"
	done
	cp "$ROOT"/bin/dev/mu-plugins/*.php "$dir/wp-content/mu-plugins/"
	sed -e "s|@DB_NAME@|$(site_db "$name")|" -e "s|@DB_SOCKET@|$DB_SOCKET|" -e "s|@SITE_URL@|$(site_url "$name")|" \
		-e "s|@LOGS@|$LOGS|" -e "s|@SITE@|$name|" "$ROOT/bin/dev/wp-config.php.tpl" >"$dir/wp-config.php"
}

# wp_install NAME [fresh]: creates the database and installs WordPress with the plugin active.
wp_install() {
	local name="$1" fresh="${2:-}" db
	db="$(site_db "$name")"
	if [ "$fresh" = fresh ]; then
		db_sql "DROP DATABASE IF EXISTS \`$db\`"
		rm -f "$(site_dir "$name")/wp-content/mu-plugins/00-userfeedback-edition.php"
	fi
	db_sql "CREATE DATABASE IF NOT EXISTS \`$db\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
	wp_site_files "$name"
	php "$ROOT/bin/dev/install-site.php" "$(site_dir "$name")" install
	php "$ROOT/bin/dev/install-site.php" "$(site_dir "$name")" setup
}

wp_server_pidfile() { echo "$RUN/php-$1.pid"; }

wp_server_running() {
	local pidfile
	pidfile="$(wp_server_pidfile "$1")"
	[ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null
}

# wp_serve NAME: serves the site on its port with 4 workers (2 cores; see the notes). opcache
# checks file times on every request: code edits and tier switches (bin/uf-dev.php rewrites a
# must-use plugin) must show on the next request, not up to 2 s later.
wp_serve() {
	local name="$1" port dir
	port="$(site_port "$name")"
	dir="$(site_dir "$name")"
	wp_server_running "$name" && return 0
	# Another server on the port (left by another checkout) would answer for this site, with
	# its own files and state: the tests would run against it. Say so instead.
	if curl -fsS -o /dev/null "$(site_url "$name")/wp-login.php" 2>/dev/null; then
		die "Port $port already answers: another server (of another checkout?) holds it; stop it first"
	fi
	log "Serving $name on $(site_url "$name")"
	PHP_CLI_SERVER_WORKERS=4 setsid php -d opcache.enable_cli=1 -d opcache.revalidate_freq=0 -d memory_limit=512M -d display_errors=0 \
		-S "127.0.0.1:$port" -t "$dir" "$ROOT/bin/dev/router.php" </dev/null >>"$LOGS/php-$name.log" 2>&1 &
	local pid=$!
	echo "$pid" >"$(wp_server_pidfile "$name")"
	for _ in $(seq 1 50); do
		# Ours must be the one answering: a server that could not take the port exits at once.
		kill -0 "$pid" 2>/dev/null || break
		curl -fsS -o /dev/null "$(site_url "$name")/wp-login.php" 2>/dev/null && return 0
		sleep 0.2
	done
	tail -20 "$LOGS/php-$name.log" >&2
	die "PHP server for $name did not answer"
}

# wp_stop NAME: stops the server's whole process group (the master leaves its workers otherwise).
wp_stop() {
	local pidfile
	pidfile="$(wp_server_pidfile "$1")"
	[ -f "$pidfile" ] || return 0
	log "Stopping the $1 site"
	kill -- "-$(cat "$pidfile")" 2>/dev/null || true
	rm -f "$pidfile"
}
