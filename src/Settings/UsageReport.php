<?php
/**
 * The anonymous usage report.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Settings;

use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Surveys\SurveyRepository;

/**
 * What an opted-in site reports each week: software versions, edition and plan, active add-ons,
 * a few non-personal settings and counts. Never a URL, name, e-mail, IP, survey title or answer,
 * and no site identifier.
 */
final class UsageReport {

	/**
	 * The report's format version, for whoever receives it.
	 */
	public const FORMAT = 1;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly SurveyRepository $surveys, private readonly Entitlements $entitlements, private readonly SettingsStore $settings ) {
	}

	/**
	 * The report.
	 *
	 * @return array<string, mixed>
	 */
	public function build(): array {
		$table   = $this->tables->responses();
		$addons  = array_keys( array_filter( $this->entitlements->addons(), static fn( array $addon ) => $addon['active'] ) );
		$surveys = $this->surveys->status_counts();
		return array(
			'format'         => self::FORMAT,
			'plugin_version' => USERFEEDBACK_VERSION,
			'edition'        => $this->entitlements->edition(),
			'license_type'   => $this->entitlements->license_type(),
			'addons_active'  => $addons,
			'wp_version'     => (string) get_bloginfo( 'version' ),
			'php_version'    => PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION,
			'db_version'     => (string) $this->wpdb->db_version(),
			'multisite'      => is_multisite(),
			'locale'         => get_locale(),
			'surveys'        => array(
				'publish'   => $surveys['publish'],
				'scheduled' => $surveys['scheduled'],
				'draft'     => $surveys['draft'],
			),
			'responses'      => (int) $this->wpdb->get_var( "SELECT COUNT(*) FROM `{$table}` WHERE status = 'publish'" ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; no values, a weekly count.
			'settings'       => array(
				'automatic_updates'  => $this->settings->get( 'automatic_updates' ),
				'ip_storage'         => $this->settings->get( 'ip_storage' ),
				'summaries_disabled' => $this->settings->get( 'summaries_disabled' ),
			),
		);
	}
}
