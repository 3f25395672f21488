#!/usr/bin/env bash
# npm test: every check, on a machine with nothing installed by hand. Installs what is missing,
# builds, then runs the widget and admin app size budgets, phpcs, PHPStan, ESLint, tsc, Vitest,
# PHPUnit against MariaDB and Playwright in Chromium against a real WordPress (started and stopped
# here).
# Every step runs even when an earlier one fails; the last line is "N passed, N failed".
set -uo pipefail
source "$(dirname "$0")/lib/common.sh"
source "$ROOT/bin/lib/mariadb.sh"
source "$ROOT/bin/lib/wordpress.sh"
cd "$ROOT"

RESULTS="$DEV/test-results"
rm -rf "$RESULTS" "$DEV/screenshots"
mkdir -p "$RESULTS" "$DEV/screenshots"
: >"$RESULTS/steps.tsv"

db_started=""
cleanup() {
	wp_stop e2e
	wp_stop e2e-b
	wp_stop e2e-legacy
	wp_stop release
	[ -n "$db_started" ] && db_stop
	return 0
}
trap cleanup EXIT

# step NAME JUNIT_FILE COMMAND...: runs a step and records its outcome.
step() {
	local name="$1" junit="$2" start status
	shift 2
	printf '\n\033[1m--- %s\033[0m\n' "$name"
	start=$(date +%s)
	if "$@"; then status=pass; else status=fail; fi
	printf '%s\t%s\t%s\n' "$name" "$status" "$junit" >>"$RESULTS/steps.tsv"
	printf -- '--- %s: %s (%ss)\n' "$name" "$status" "$(($(date +%s) - start))"
}

# lane FUNCTION: runs a function of steps in the background, beside the steps that follow, its
# output kept apart and printed by `together` once it ends. Two cores, and much of a browser
# test's time is spent waiting: one lane works while another waits.
lanes=()
lane() {
	local log="$RESULTS/lane-${#lanes[@]}.log"
	( "$@" ) >"$log" 2>&1 &
	lanes+=("$!:$log")
}
together() {
	local entry
	for entry in "${lanes[@]}"; do
		wait "${entry%%:*}"
		cat "${entry#*:}"
	done
	lanes=()
}

bash "$ROOT/bin/setup.sh" php || { echo "0 passed, 1 failed"; exit 1; }

step "lock files" "" node bin/check-locks.mjs

# PHP's static checks need only composer's packages: a lane of their own while npm installs and
# builds (npm's install leaves about a third of the two cores idle, the build more).
php_checks() {
	# PHP_CodeSniffer with PHP's JIT: its tokenising loops take about a sixth less CPU (measured
	# 116 -> 100 CPU-s).
	step phpcs "" php -d opcache.enable_cli=1 -d opcache.jit=tracing -d opcache.jit_buffer_size=128M vendor/bin/phpcs -q
	step phpstan "" vendor/bin/phpstan analyse --no-progress --memory-limit=1G
}
lane php_checks

bash "$ROOT/bin/setup.sh" node || { together; echo "0 passed, 1 failed"; exit 1; }
step build "" npm run --silent build
step "widget size" "" node bin/check-widget-size.mjs
step "admin size" "" node bin/check-admin-size.mjs
[ "$(db_start)" = started ] && db_started=1

# A seeded site for a part of the Playwright specs, served.
provision_e2e() {
	wp_stop "$1"
	wp_install "$1" fresh >/dev/null &&
		php bin/dev/install-site.php "$(site_dir "$1")" seed >/dev/null &&
		wp_serve "$1"
}
wp_cli_tests() {
	wp_install cli fresh >/dev/null && php bin/uf-dev.php --site=cli tier pro >/dev/null &&
		vendor/bin/phpunit -c tests/cli/phpunit.xml.dist --log-junit "$RESULTS/wp-cli.xml"
}
provision_phpunit() { wp_install phpunit fresh >/dev/null; }
provision_legacy() {
	wp_stop e2e-legacy
	wp_install e2e-legacy fresh >/dev/null &&
		php bin/dev/install-site.php "$(site_dir e2e-legacy)" v1-data >/dev/null &&
		wp_serve e2e-legacy
}

# The second lane: PHPUnit and the WP-CLI tests (PHP and MariaDB) beside the first lane's
# Node steps, then part b of the Playwright specs on a site of its own (e2e-b), the 1.x import
# and the release zips.
second_lane() {
	step "phpunit site" "" provision_phpunit
	step phpunit phpunit.xml vendor/bin/phpunit --log-junit "$RESULTS/phpunit.xml"
	# The WP-CLI commands run by the real `wp` runner (wp-cli/wp-cli, a dev dependency) on a
	# fresh Pro site of their own; WP-CLI loads it directly, so no server is started (tests/cli).
	step "wp-cli" wp-cli.xml wp_cli_tests
	step "second e2e site" "" provision_e2e e2e-b
	step "playwright (part b)" playwright-e2e-b.xml env UF_E2E_SITE=e2e-b UF_E2E_URL="$(site_url e2e-b)" UF_E2E_PART=b \
		npx playwright test -c tests/e2e/playwright.config.ts
	wp_stop e2e-b
	# Switching from UserFeedback 1.x, on a site of its own left as 1.x left it (the e2e site's
	# demo surveys would collide with 1.x's ids).
	step "1.x site" "" provision_legacy
	step "playwright (1.x site)" playwright-e2e-legacy.xml env UF_E2E_SITE=e2e-legacy UF_E2E_URL="$(site_url e2e-legacy)" UF_E2E_LEGACY=1 \
		npx playwright test -c tests/e2e/playwright.config.ts tests/e2e/legacy-import.spec.ts
	wp_stop e2e-legacy
	# The release zips, uploaded to a clean WordPress as a site owner would (Lite, then Pro over
	# it), made from the build above: part a of the specs may still be loading its files.
	step "release zips" playwright-release.xml env UF_BUILD_CURRENT=1 bash bin/test-release.sh
}
lane second_lane

# The first lane: Vitest, tsc and ESLint, then part a of the Playwright specs (one worker in each
# part: the specs switch site-wide state — edition, licence, add-ons).
step vitest vitest.xml npx vitest run --reporter=default --reporter=junit --outputFile.junit="$RESULTS/vitest.xml"
step tsc "" npm run --silent typecheck
step eslint "" npm run --silent lint:js
step "e2e site" "" provision_e2e e2e
export UF_E2E_URL="$(site_url e2e)"
step "playwright (part a)" playwright.xml env UF_E2E_PART=a npx playwright test -c tests/e2e/playwright.config.ts

# Parallel visitor submissions against the real server: every one stored, with its answer rows.
step "concurrent submissions" "" php bench/responses-load.php --check --site "$(site_dir e2e)" --url "$UF_E2E_URL"
# One visitor's parallel submissions never get past the rate limit.
step "rate limit under concurrency" "" php bench/responses-load.php --rate-limit --site "$(site_dir e2e)" --url "$UF_E2E_URL"
# Our own attack run (bench/attack.php) on the licensed Pro site: every hole an attacker found
# stays closed.
attack_run() {
	php bin/uf-dev.php --site=e2e tier elite >/dev/null &&
		php bench/attack.php --site "$(site_dir e2e)" --url "$UF_E2E_URL"
}
step "attack run" "" attack_run
together

# readme.txt against the plugin header, and its screenshots made by both parts above.
step "readme.txt" "" node bin/check-readme.mjs "$DEV/screenshots"

# Stop the servers before the summary, so "N passed, N failed" is the last line printed.
cleanup
trap - EXIT
echo
echo "Screenshots: $DEV/screenshots"
node bin/test-summary.mjs "$RESULTS"
