#!/usr/bin/env bash
# Installs whatever this machine is missing to build, run and test the plugin: Debian packages
# (PHP extensions, MariaDB, Chromium), npm and composer dependencies. Fast when nothing is missing.
# `setup.sh php` installs all but the npm dependencies, `setup.sh node` only those (npm test starts
# PHP's checks while npm installs).
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
part="${1:-all}"

APT_PACKAGES=(php-cli php-mysql php-xml php-mbstring php-zip php-gd php-curl php-intl
	mariadb-server mariadb-client chromium chromium-headless-shell unzip zip gettext curl libreoffice-calc-nogui)

missing=()
if [ "$part" != node ]; then
	for pkg in "${APT_PACKAGES[@]}"; do
		dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
	done
fi
if [ ${#missing[@]} -gt 0 ]; then
	log "Installing Debian packages: ${missing[*]}"
	SUDO=""
	[ "$(id -u)" -eq 0 ] || SUDO="sudo"
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >"$LOGS/apt.log" 2>&1 \
		|| { tail -20 "$LOGS/apt.log"; die "apt-get install failed (full log: $LOGS/apt.log)"; }
fi

cd "$ROOT"
# The prefixed runtime libraries (bin/prefix-vendor.php) come with the install, as a composer script.
if [ "$part" != node ] && { [ ! -f vendor/autoload.php ] || [ composer.json -nt vendor/autoload.php ] || [ ! -f vendor/userfeedback-prefixed/.prefixed.json ]; }; then
	log "Installing composer dependencies"
	composer install --no-interaction --no-progress --quiet
	touch vendor/autoload.php
fi

# Install only when the lock file changed since the last install. `npm install` (which follows the
# lock) rather than `npm ci`: the registry copy served here lacks some other platforms' optional
# binaries, and npm ci refuses a lock file that cannot list them.
stamp="node_modules/.userfeedback-lock"
if [ "$part" != php ] && { [ ! -f "$stamp" ] || ! cmp -s package-lock.json "$stamp"; }; then
	log "Installing npm dependencies"
	npm install --prefer-offline --no-audit --no-fund --loglevel=error
	cp package-lock.json "$stamp"
fi
