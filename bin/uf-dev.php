<?php
/**
 * Switches a development or test site between editions, licences and add-ons, so every tier can
 * be tried by hand and by tests.
 *
 * Usage:
 *   npm run uf -- status
 *   npm run uf -- edition lite|pro
 *   npm run uf -- license none|lite|plus|pro|elite [expired|disabled|invalid]
 *   npm run uf -- addon question-types|targeting|branding|behavior|templates on|off
 *   npm run uf -- addons all|none
 *   npm run uf -- tier lite|pro-unlicensed|plus|pro|elite   (edition + licence + add-ons at once)
 *   npm run uf -- responses SURVEY_ID     (the survey's stored responses and answers, as JSON)
 *   npm run uf -- token SURVEY_ID HOURS   (a visitor token as a page rendered HOURS ago carries)
 *   npm run uf -- language en_US|de_DE|ar   (the site's language; de_DE and ar use the tests'
 *                                            translations in tests/e2e/fixtures/languages)
 *   npm run uf -- cron-stuck on|off       (on: every survey's counters to recount, the rebuild's
 *                                            step overdue and WP-Cron looking busy for 10 minutes,
 *                                            as on a host whose cron loopbacks fail; off: cron free)
 *   npm run uf -- insights-steps          (the insights' background steps run now, until no work is
 *                                            left: what WP-Cron would run, for tests of the Pro
 *                                            theme panel on real readings)
 *   npm run uf -- captcha on|refuse|off|seen (Cloudflare Turnstile on, with the site itself as the
 *                                            provider: tests/e2e/fixtures/fake-captcha.php as a
 *                                            must-use plugin; refuse: its verifier refuses every
 *                                            token; off: no provider; seen: the tokens verified)
 *
 * Add --site=e2e (default dev) to act on the test site.
 *
 * The edition is a build-time constant: release zips carry edition.php. Here it is defined by a
 * must-use plugin of the site, which WordPress loads before regular plugins.
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput.OutputNotEscaped -- a CLI tool.

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$uf_args = array_slice( $argv, 1 );
$uf_site = 'dev';
foreach ( $uf_args as $uf_i => $uf_arg ) {
	if ( str_starts_with( $uf_arg, '--site=' ) ) {
		$uf_site = substr( $uf_arg, 7 );
		unset( $uf_args[ $uf_i ] );
	}
}
$uf_args = array_values( $uf_args );
$uf_dir  = dirname( __DIR__ ) . '/.dev/sites/' . basename( $uf_site );
if ( ! is_file( $uf_dir . '/wp-config.php' ) ) {
	fwrite( STDERR, "No site at {$uf_dir}: run npm start first.\n" );
	exit( 1 );
}

/**
 * Prints usage and exits.
 *
 * @return never
 */
function uf_dev_usage() {
	fwrite( STDERR, "usage: uf-dev.php [--site=dev|e2e] status | edition lite|pro | license none|lite|plus|pro|elite [expired|disabled|invalid] | addon KEY on|off | addons all|none | tier lite|pro-unlicensed|plus|pro|elite | responses SURVEY_ID | token SURVEY_ID HOURS | settings-reset | language en_US|de_DE|ar | captcha on|refuse|off|seen | insights-steps\n" );
	exit( 2 );
}

/**
 * Writes the site's edition must-use plugin.
 *
 * @param string $dir     Site folder.
 * @param string $edition lite or pro.
 * @return void
 */
function uf_dev_set_edition( string $dir, string $edition ): void {
	if ( ! in_array( $edition, array( 'lite', 'pro' ), true ) ) {
		uf_dev_usage();
	}
	$file = $dir . '/wp-content/mu-plugins/00-userfeedback-edition.php';
	file_put_contents( $file, "<?php\n// Written by bin/uf-dev.php: the edition a release zip fixes in edition.php.\ndefine( 'USERFEEDBACK_EDITION', '{$edition}' );\n" );
}

$uf_command = $uf_args[0] ?? 'status';
$uf_arg1    = $uf_args[1] ?? '';
$uf_arg2    = $uf_args[2] ?? '';

// The edition must be known before WordPress loads the plugin, so it is written first.
if ( 'edition' === $uf_command ) {
	uf_dev_set_edition( $uf_dir, $uf_arg1 );
} elseif ( 'tier' === $uf_command ) {
	uf_dev_set_edition( $uf_dir, 'lite' === $uf_arg1 ? 'lite' : 'pro' );
}

$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $uf_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;

/**
 * Stores a development licence.
 *
 * @param string $type Plan type or 'none'.
 * @param string $flag expired, disabled, invalid or ''.
 * @return void
 */
function uf_dev_set_license( string $type, string $flag ): void {
	$store = new LicenseStore();
	if ( 'none' === $type ) {
		$store->clear();
		return;
	}
	if ( ! in_array( $type, License::TYPES, true ) || ! in_array( $flag, array( '', 'expired', 'disabled', 'invalid' ), true ) ) {
		uf_dev_usage();
	}
	$store->save( new License( "dev-{$type}-key", $type, 'expired' === $flag, 'disabled' === $flag, 'invalid' === $flag ) );
}

/**
 * Activates or deactivates an add-on plugin.
 *
 * @param string $key Add-on key.
 * @param bool   $on  Activate (true) or deactivate.
 * @return void
 */
function uf_dev_set_addon( string $key, bool $on ): void {
	if ( ! in_array( $key, AddonRegistry::KEYS, true ) ) {
		uf_dev_usage();
	}
	$basename = ( new AddonRegistry() )->basename( $key );
	if ( $on ) {
		$result = activate_plugin( $basename );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, "Could not activate {$key}: " . $result->get_error_message() . "\n" );
			exit( 1 );
		}
	} else {
		deactivate_plugins( $basename );
	}
}

/**
 * Prints a survey's stored responses, their answer rows and hidden fields' values (for end-to-end tests).
 *
 * @param int $survey_id The survey.
 * @return never
 */
function uf_dev_print_responses( int $survey_id ) {
	global $wpdb;
	$tables = new \UserFeedback\Database\Tables( $wpdb );
	// phpcs:disable WordPress.DB -- a dev tool reading its own tables.
	$responses = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `{$tables->responses()}` WHERE survey_id = %d ORDER BY id", $survey_id ), ARRAY_A );
	$answers   = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `{$tables->answers()}` WHERE survey_id = %d ORDER BY id", $survey_id ), ARRAY_A );
	$fields    = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `{$tables->response_fields()}` WHERE survey_id = %d ORDER BY response_id, name", $survey_id ), ARRAY_A );
	// phpcs:enable
	echo wp_json_encode(
		array(
			'responses' => $responses,
			'answers'   => $answers,
			'fields'    => $fields,
		),
		JSON_PRETTY_PRINT
	) . "\n";
	exit( 0 );
}

/**
 * Switches the site's language. For de_DE and ar the tests' translations are installed first:
 * the plugin's (the .mo by msgfmt, the scripts' JSON by bin/make-json.mjs) and, for ar, a core
 * translation (holding only the text direction for ar, so the site is right-to-left; nothing for
 * de_DE: WordPress only offers a language whose core translation is installed).
 *
 * @param string $dir    Site folder.
 * @param string $locale en_US, de_DE or ar.
 * @return void
 */
function uf_dev_set_language( string $dir, string $locale ): void {
	if ( ! in_array( $locale, array( 'en_US', 'de_DE', 'ar' ), true ) ) {
		uf_dev_usage();
	}
	$fixtures = dirname( __DIR__ ) . '/tests/e2e/fixtures/languages';
	$target   = $dir . '/wp-content/languages';
	wp_mkdir_p( $target . '/plugins' );
	foreach ( (array) glob( $fixtures . '/userfeedback-*.po' ) as $po ) {
		$mo = $target . '/plugins/' . basename( $po, '.po' ) . '.mo';
		exec( 'msgfmt -o ' . escapeshellarg( $mo ) . ' ' . escapeshellarg( $po ), $out, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- a dev tool running gettext.
		if ( 0 !== $status ) {
			fwrite( STDERR, "msgfmt failed on {$po}\n" );
			exit( 1 );
		}
	}
	exec( 'node ' . escapeshellarg( dirname( __DIR__ ) . '/bin/make-json.mjs' ) . ' ' . escapeshellarg( $fixtures ) . ' ' . escapeshellarg( $target . '/plugins' ), $out, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- a dev tool.
	if ( 0 !== $status ) {
		fwrite( STDERR, "make-json failed\n" );
		exit( 1 );
	}
	// WordPress keeps a site language only when its core translation is there (sanitize_option).
	if ( 'en_US' !== $locale ) {
		exec( 'msgfmt -o ' . escapeshellarg( "{$target}/{$locale}.mo" ) . ' ' . escapeshellarg( "{$fixtures}/core-{$locale}.po" ), $out, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- a dev tool.
	}
	// WordPress lists translation files once per request (WP_Textdomain_Registry): forget the list.
	wp_cache_delete( md5( WP_LANG_DIR . '/' ), 'translation_files' );
	wp_cache_delete( md5( WP_LANG_DIR . '/plugins/' ), 'translation_files' );
	update_option( 'WPLANG', 'en_US' === $locale ? '' : $locale );
}

/**
 * Spam protection with the site itself as the provider (the fake's must-use plugin), or none.
 *
 * @param string $dir  Site folder.
 * @param string $mode on, refuse, off or seen.
 * @return never
 */
function uf_dev_set_captcha( string $dir, string $mode ) {
	$mu = $dir . '/wp-content/mu-plugins/userfeedback-fake-captcha.php';
	if ( 'seen' === $mode ) {
		echo wp_json_encode( array_values( (array) get_option( 'uf_fake_captcha_seen', array() ) ) ) . "\n";
		exit( 0 );
	}
	if ( ! in_array( $mode, array( 'on', 'refuse', 'off' ), true ) ) {
		uf_dev_usage();
	}
	delete_option( 'uf_fake_captcha_seen' );
	$on = 'off' !== $mode;
	if ( $on ) {
		copy( dirname( __DIR__ ) . '/tests/e2e/fixtures/fake-captcha.php', $mu );
		update_option( 'uf_fake_captcha_refuse', 'refuse' === $mode ? 1 : 0, false );
	} else {
		wp_delete_file( $mu );
		delete_option( 'uf_fake_captcha_refuse' );
	}
	userfeedback()->settings()->update(
		array(
			'captcha_provider'   => $on ? 'turnstile' : '',
			'captcha_site_key'   => $on ? 'e2e-site-key' : '',
			'captcha_secret_key' => $on ? 'e2e-secret' : '',
			// Closed: a verifier that did not answer shows as a refusal, never as a pass.
			'captcha_fail_open'  => ! $on,
		)
	);
	echo 'Spam protection: ' . esc_html( $mode ) . "\n";
	exit( 0 );
}

switch ( $uf_command ) {
	case 'language':
		uf_dev_set_language( $uf_dir, $uf_arg1 );
		echo 'Site language: ' . esc_html( $uf_arg1 ) . "\n";
		exit( 0 );
	case 'responses':
		uf_dev_print_responses( (int) $uf_arg1 );
		// No break: the function exits.
	case 'token':
		$uf_hours = (float) $uf_arg2;
		$uf_token = new \UserFeedback\Visitors\SubmissionToken( wp_salt( 'nonce' ), static fn(): int => time() - (int) ( $uf_hours * HOUR_IN_SECONDS ) );
		echo esc_html( $uf_token->issue( (int) $uf_arg1 ) ) . "\n";
		exit( 0 );
	case 'cron-stuck':
		if ( 'on' === $uf_arg1 ) {
			global $wpdb;
			$wpdb->query( 'UPDATE `' . userfeedback()->tables()->builds() . '` SET exact = 0 WHERE kind = ' . \UserFeedback\Reporting\Build\BuildKind::Rollups->value ); // phpcs:ignore WordPress.DB -- a dev tool setting its own table to an upgraded site's state.
			wp_clear_scheduled_hook( \UserFeedback\Reporting\Build\BuildKind::Rollups->hook() );
			wp_schedule_single_event( time() - MINUTE_IN_SECONDS, \UserFeedback\Reporting\Build\BuildKind::Rollups->hook() );
			// spawn_cron() starts nothing while this lock is fresh: only the results screens' steps run.
			set_transient( 'doing_cron', sprintf( '%.22F', time() + 10 * MINUTE_IN_SECONDS ) );
			echo "Counters to recount; WP-Cron looks busy for 10 minutes.\n";
		} else {
			delete_transient( 'doing_cron' );
			echo "WP-Cron free.\n";
		}
		exit( 0 );
	case 'captcha':
		uf_dev_set_captcha( $uf_dir, $uf_arg1 );
		// No break: the function exits.
	case 'insights-steps':
		if ( ! class_exists( \UserFeedback\Insights\InsightsFeature::class ) ) {
			fwrite( STDERR, "Insights are Pro: switch the site's edition first.\n" );
			exit( 1 );
		}
		global $wpdb;
		$uf_processor = \UserFeedback\Insights\InsightsFeature::processor( $wpdb, userfeedback()->tables(), new \UserFeedback\Surveys\SurveyRepository( $wpdb, userfeedback()->tables() ) );
		$uf_steps     = 1;
		while ( $uf_processor->step() && $uf_steps < 200 ) {
			++$uf_steps;
		}
		echo 'Insights: ' . (int) $uf_steps . ' step(s) run, ' . ( $uf_processor->has_work() ? 'work left' : 'nothing left' ) . "\n";
		exit( 0 );
	case 'settings-reset':
		// Back to the defaults of the settings schema (tests; no list of them to keep in sync).
		delete_option( \UserFeedback\Settings\SettingsStore::OPTION );
		echo "Settings reset to their defaults.\n";
		exit( 0 );
	case 'status':
	case 'edition':
		break;
	case 'license':
		uf_dev_set_license( $uf_arg1, $uf_arg2 );
		break;
	case 'addon':
		uf_dev_set_addon( $uf_arg1, 'on' === $uf_arg2 );
		break;
	case 'addons':
		foreach ( AddonRegistry::KEYS as $uf_key ) {
			uf_dev_set_addon( $uf_key, 'all' === $uf_arg1 );
		}
		break;
	case 'tier':
		$uf_tier = $uf_arg1;
		if ( ! in_array( $uf_tier, array( 'lite', 'pro-unlicensed', 'plus', 'pro', 'elite' ), true ) ) {
			uf_dev_usage();
		}
		uf_dev_set_license( in_array( $uf_tier, array( 'lite', 'pro-unlicensed' ), true ) ? 'none' : $uf_tier, '' );
		foreach ( AddonRegistry::KEYS as $uf_key ) {
			uf_dev_set_addon( $uf_key, ! in_array( $uf_tier, array( 'lite', 'pro-unlicensed' ), true ) );
		}
		break;
	default:
		uf_dev_usage();
}

// The edition constant of this process predates any change above; report what the site will use.
$uf_mu      = $uf_dir . '/wp-content/mu-plugins/00-userfeedback-edition.php';
$uf_edition = is_file( $uf_mu ) && str_contains( (string) file_get_contents( $uf_mu ), "'pro'" ) ? 'pro' : 'lite';
$uf_facts   = ( new \UserFeedback\Entitlements\Entitlements( $uf_edition, new LicenseStore(), new AddonRegistry() ) )->to_array();
echo wp_json_encode( $uf_facts, JSON_PRETTY_PRINT ) . "\n";
