#!/usr/bin/env bash
# npm run release: builds the installable zips dist/userfeedback-lite.zip and
# dist/userfeedback-pro.zip from one tree. Production build, composer --no-dev autoloader, no dev
# files; the edition is fixed in each zip by edition.php. The add-ons become
# dist/addons/userfeedback-{key}.zip (bin/build-addons.sh).
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
cd "$ROOT"

bash bin/setup.sh
# npm test has built this tree already and serves it to browsers while the zips are made:
# UF_BUILD_CURRENT=1 takes that build as it is rather than rewriting files under their feet.
if [ -n "${UF_BUILD_CURRENT:-}" ]; then
	log "Production build: current"
else
	log "Production build"
	npm run --silent build >"$LOGS/build.log" 2>&1 || { tail -30 "$LOGS/build.log"; die "build failed"; }
fi

DIST="$ROOT/dist"
rm -rf "$DIST" && mkdir -p "$DIST"
for edition in lite pro; do
	stage="$DIST/stage-$edition/userfeedback"
	mkdir -p "$stage"
	cp -r userfeedback.php uninstall.php readme.txt composer.json composer.lock includes src assets "$stage/"
	mkdir -p "$stage/build"
	cp build/*.js build/*.asset.php "$stage/build/"
	cp build/*.css "$stage/build/" 2>/dev/null || true
	# The survey block (both editions): block.json with its editor script, asset file and styles.
	cp -r build/blocks "$stage/build/"
	[ -d languages ] && cp -r languages "$stage/"
	printf "<?php\n// Fixed at build time by bin/release.sh.\nreturn '%s';\n" "$edition" >"$stage/edition.php"
	# The Pro modules ship in the Pro zip only: PHP under pro/ (src/ProModules.php) and the admin
	# app's Pro chunks (admin-app/src/pro/, built as build/pro-*.js).
	if [ "$edition" = pro ]; then
		mkdir -p "$stage/pro" && cp -r pro/src "$stage/pro/"
	else
		rm -f "$stage"/build/pro-*.js
	fi
	# Runtime libraries ship prefixed (UserFeedback\Vendor\…), as made by setup.sh's composer
	# install (bin/prefix-vendor.php); the stage's install only writes the autoloader.
	mkdir -p "$stage/vendor"
	cp -r vendor/userfeedback-prefixed "$stage/vendor/"
	rm -f "$stage/vendor/userfeedback-prefixed/.prefixed.json"
	composer install --working-dir="$stage" --no-dev --no-scripts --optimize-autoloader --no-interaction --quiet
	rm -f "$stage/composer.json" "$stage/composer.lock"
	(cd "$DIST/stage-$edition" && zip -qr "$DIST/userfeedback-$edition.zip" userfeedback)
	rm -rf "$DIST/stage-$edition"
	log "Built dist/userfeedback-$edition.zip ($(du -h "$DIST/userfeedback-$edition.zip" | cut -f1))"
done
# The five add-ons, each its own plugin zip: dist/addons/userfeedback-{key}.zip.
bash bin/build-addons.sh "$DIST/addons"
