#!/usr/bin/env bash
# npm stop: stops the dev site's PHP server and MariaDB started by npm start (data is kept).
set -euo pipefail
source "$(dirname "$0")/lib/common.sh"
source "$ROOT/bin/lib/mariadb.sh"
source "$ROOT/bin/lib/wordpress.sh"

for site in dev e2e; do wp_stop "$site"; done
db_stop
