<?php
/**
 * Installs a development or test site: `php install-site.php SITE_DIR install|setup|seed`.
 * - install: WordPress itself, with the admin user (no-op when already installed);
 * - setup:   permalinks, a few pages, the plugin active;
 * - seed:    demo surveys and responses (no-op when the site already has surveys), through
 *            UserFeedback\Demo\DemoData, the seeder `wp userfeedback demo seed` runs too;
 * - v1-data: the site as UserFeedback 1.x left it, then this plugin activated (the import pending);
 * - bare:    pretty permalinks only, for a clean site the release zips are installed on.
 * These steps load wp-load.php rather than run WP-CLI's core commands, which are not on this
 * machine's registries (WP-CLI itself is a dev dependency, for the plugin's own commands).
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- a CLI script that boots WordPress.

if ( 'cli' !== PHP_SAPI || $argc < 3 ) {
	fwrite( STDERR, "usage: php install-site.php SITE_DIR install|setup|seed\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
	exit( 2 );
}
$uf_site_dir = rtrim( $argv[1], '/' );
$uf_step     = $argv[2];

$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
if ( 'install' === $uf_step ) {
	define( 'WP_INSTALLING', true );
}
require $uf_site_dir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

switch ( $uf_step ) {
	case 'install':
		if ( ! is_blog_installed() ) {
			$uf_result = wp_install( 'UserFeedback Dev', 'admin', 'admin@example.com', true, '', 'password' );
			echo 'Installed WordPress ' . esc_html( get_bloginfo( 'version' ) ) . "\n";
		}
		break;

	case 'setup':
		update_option( 'permalink_structure', '/%postname%/' );
		update_option( 'timezone_string', 'Europe/London' );
		foreach ( array( 'Pricing', 'Contact', 'Blog' ) as $uf_title ) {
			if ( ! get_page_by_path( sanitize_title( $uf_title ) ) ) {
				wp_insert_post(
					array(
						'post_type'    => 'page',
						'post_status'  => 'publish',
						'post_title'   => $uf_title,
						'post_content' => "<!-- wp:paragraph --><p>The {$uf_title} page.</p><!-- /wp:paragraph -->",
					)
				);
			}
		}
		if ( ! username_exists( 'editor' ) ) {
			wp_insert_user(
				array(
					'user_login' => 'editor',
					'user_pass'  => 'password',
					'user_email' => 'editor@example.com',
					'role'       => 'editor',
				)
			);
		}
		if ( ! username_exists( 'subscriber' ) ) {
			wp_insert_user(
				array(
					'user_login' => 'subscriber',
					'user_pass'  => 'password',
					'user_email' => 'subscriber@example.com',
					'role'       => 'subscriber',
				)
			);
		}
		$uf_activated = activate_plugin( 'userfeedback/userfeedback.php' );
		if ( is_wp_error( $uf_activated ) ) {
			fwrite( STDERR, 'Activation failed: ' . $uf_activated->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
			exit( 1 );
		}
		flush_rewrite_rules();
		break;

	case 'bare':
		// A clean site for the release zips (bin/test-release.sh): pretty permalinks, no plugin.
		update_option( 'permalink_structure', '/%postname%/' );
		flush_rewrite_rules();
		break;

	case 'seed':
		// The shipped seeder behind `wp userfeedback demo seed` (src/Demo/DemoData.php).
		$uf_seeded = ( new \UserFeedback\Demo\DemoData( $GLOBALS['wpdb'], userfeedback()->tables(), userfeedback()->rollups() ) )->seed();
		echo null !== $uf_seeded ? "Seeded demo surveys and responses\n" : "Demo data already present\n";
		break;

	case 'v1-data':
		// The site as UserFeedback 1.x left it (its tables and options, our plugin never run),
		// then our plugin activated: it sets 1.x's surveys table aside and records the import.
		require_once __DIR__ . '/LegacyFixture.php';
		deactivate_plugins( 'userfeedback/userfeedback.php', true );
		foreach ( userfeedback()->tables()->all() as $uf_table ) {
			$GLOBALS['wpdb']->query( "DROP TABLE IF EXISTS `{$uf_table}`" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		delete_option( \UserFeedback\Database\Installer::VERSION_OPTION );
		delete_option( \UserFeedback\Settings\SettingsStore::OPTION );
		UserFeedback_Dev_Legacy_Fixture::load( $GLOBALS['wpdb'] );
		$uf_activated = activate_plugin( 'userfeedback/userfeedback.php' );
		if ( is_wp_error( $uf_activated ) ) {
			fwrite( STDERR, 'Activation failed: ' . $uf_activated->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
			exit( 1 );
		}
		echo "Loaded the UserFeedback 1.x fixture; the import is pending\n";
		break;

	default:
		fwrite( STDERR, "unknown step {$uf_step}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
		exit( 2 );
}
