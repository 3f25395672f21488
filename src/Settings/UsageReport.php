<?php
/**
 * The anonymous usage report.
 *
 * @package UserFeedback
 */

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

	/**
	 * The database connection.
	 *
	 * @var \wpdb
	 */
	private \wpdb $wpdb;

	/**
	 * Table names.
	 *
	 * @var Tables
	 */
	private Tables $tables;

	/**
	 * Survey rows.
	 *
	 * @var SurveyRepository
	 */
	private SurveyRepository $surveys;

	/**
	 * Edition, licence and add-on facts.
	 *
	 * @var Entitlements
	 */
	private Entitlements $entitlements;

	/**
	 * Plugin settings.
	 *
	 * @var SettingsStore
	 */
	private SettingsStore $settings;

	/**
	 * Constructor.
	 *
	 * @param \wpdb            $wpdb         The database connection.
	 * @param Tables           $tables       Table names.
	 * @param SurveyRepository $surveys      Survey rows.
	 * @param Entitlements     $entitlements Edition, licence and add-on facts.
	 * @param SettingsStore    $settings     Plugin settings.
	 */
	public function __construct( \wpdb $wpdb, Tables $tables, SurveyRepository $surveys, Entitlements $entitlements, SettingsStore $settings ) {
		$this->wpdb         = $wpdb;
		$this->tables       = $tables;
		$this->surveys      = $surveys;
		$this->entitlements = $entitlements;
		$this->settings     = $settings;
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
