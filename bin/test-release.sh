#!/usr/bin/env bash
# The release zips as a site owner gets them: builds dist/userfeedback-lite.zip and
# -pro.zip (bin/release.sh), checks what each holds (bin/check-release.mjs), then on a clean
# WordPress — no symlink to this checkout, no dev must-use plugin, no plugin at all — Playwright
# uploads the Lite zip through Plugins → Add New, activates it, builds and answers a survey, and
# uploads the Pro zip over it ("Replace current with uploaded"), keeping the survey and its
# response (tests/e2e/release.spec.ts). Exits non-zero on any failure.
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
source "$ROOT/bin/lib/mariadb.sh"
source "$ROOT/bin/lib/wordpress.sh"
cd "$ROOT"

bash bin/release.sh >"$LOGS/release.log" 2>&1 || { tail -30 "$LOGS/release.log"; exit 1; }
node bin/check-release.mjs dist/userfeedback-lite.zip dist/userfeedback-pro.zip || exit 1

wp_stop release
db_sql "DROP DATABASE IF EXISTS \`$(site_db release)\`"
db_sql "CREATE DATABASE \`$(site_db release)\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
wp_site_files release
dir="$(site_dir release)"
# Nothing of this checkout on the clean site: the plugin comes from the zip.
find "$dir/wp-content/plugins" -maxdepth 1 -type l -delete
rm -rf "$dir/wp-content/plugins/userfeedback" "$dir/wp-content/mu-plugins"/*.php "$dir/wp-content/upgrade"
php bin/dev/install-site.php "$dir" install >/dev/null && php bin/dev/install-site.php "$dir" bare >/dev/null || exit 1
wp_serve release || exit 1

status=0
UF_E2E_SITE=release UF_E2E_URL="$(site_url release)" UF_E2E_RELEASE="$ROOT/dist" \
	npx playwright test -c tests/e2e/playwright.config.ts tests/e2e/release.spec.ts || status=1
# The upload left real files, not a link.
[ -f "$dir/wp-content/plugins/userfeedback/userfeedback.php" ] && [ ! -L "$dir/wp-content/plugins/userfeedback" ] || { echo "the plugin is not installed from the zip"; status=1; }
wp_stop release
exit $status
