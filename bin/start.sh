#!/usr/bin/env bash
# npm start: installs what is missing, builds, and serves a real WordPress with the plugin active
# and demo data on http://127.0.0.1:8888. Safe to run again: it reuses what is already there.
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
source "$ROOT/bin/lib/mariadb.sh"
source "$ROOT/bin/lib/wordpress.sh"

bash "$ROOT/bin/setup.sh"
log "Building the admin app and the widget"
(cd "$ROOT" && npm run --silent build >"$LOGS/build.log" 2>&1) || { tail -30 "$LOGS/build.log"; die "build failed"; }

db_start >/dev/null
wp_install dev
php "$ROOT/bin/dev/install-site.php" "$(site_dir dev)" seed
wp_serve dev

cat <<TXT

  UserFeedback dev site (WordPress $WP_VERSION) is running:
    Site:   $(site_url dev)/
    Admin:  $(site_url dev)/wp-admin/admin.php?page=userfeedback_surveys
    Login:  $ADMIN_USER / $ADMIN_PASSWORD   (also: editor / password, subscriber / password)

  Switch edition, licence and add-ons:  npm run uf -- status   (see README)
  Stop it:                              npm stop

TXT
