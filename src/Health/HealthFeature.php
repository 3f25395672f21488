<?php
/**
 * Wires the Site Health integration.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

use UserFeedback\Database\Installer;
use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Hookable;
use UserFeedback\Integrations\DeliveryHealth;
use UserFeedback\Legacy\ImportState;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Tools → Site Health: the plugin's tests on the Status screen (`site_status_tests`) and its
 * section on the Info screen (`debug_information`). Site Health is where WordPress admins and
 * hosts already look when something is off, and what support asks them to copy; problems the
 * plugin cannot see from a request (a stalled upgrade, a queue nobody drains, cron not running)
 * belong there rather than in another notice.
 */
final class HealthFeature implements Hookable {

	/**
	 * Constructor.
	 *
	 * @param StatusCheck[] $tests The Status screen's tests, in the order they are listed.
	 * @param DebugSection  $debug The Info screen's section.
	 */
	public function __construct( private readonly array $tests, private readonly DebugSection $debug ) {
	}

	/**
	 * The feature built over the shared services (no side effects).
	 *
	 * @param \wpdb        $wpdb         The database connection.
	 * @param Tables       $tables       Table names.
	 * @param Installer    $installer    The stored and the expected schema version.
	 * @param Entitlements $entitlements Edition, licence and add-on facts.
	 * @return Hookable[]
	 */
	public static function hooks( \wpdb $wpdb, Tables $tables, Installer $installer, Entitlements $entitlements ): array {
		$queue = new QueueStats( $wpdb, $tables );
		return array(
			new self(
				array(
					new SchemaVersionCheck( $installer, new InstalledTables( $wpdb ), $tables ),
					new QueueCheck( $queue ),
					new CronCheck(),
					new PageCacheCheck(),
					new IntegrationsCheck( new DeliveryHealth( $wpdb, $tables ) ),
				),
				new DebugSection( $entitlements, new LicenseStore(), $installer, new SurveyRepository( $wpdb, $tables ), new ResponseCounts( $wpdb, $tables ), $queue, new ImportState( $wpdb ) )
			),
		);
	}

	/**
	 * Adds the tests and the section.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_filter( 'site_status_tests', array( $this, 'add_tests' ) );
		add_filter( 'debug_information', array( $this, 'add_section' ) );
	}

	/**
	 * The `site_status_tests` filter: our tests run directly (they are cheap; see StatusCheck).
	 *
	 * @param mixed $tests WordPress's tests: direct and async, each keyed by id.
	 * @return array<string, mixed>
	 */
	public function add_tests( $tests ): array {
		$tests           = is_array( $tests ) ? $tests : array();
		$tests['direct'] = isset( $tests['direct'] ) && is_array( $tests['direct'] ) ? $tests['direct'] : array();
		foreach ( $this->tests as $test ) {
			$tests['direct'][ $test->id() ] = array(
				'label' => $test->label(),
				'test'  => array( $test, 'run' ),
			);
		}
		return $tests;
	}

	/**
	 * The `debug_information` filter: adds the UserFeedback section.
	 *
	 * @param mixed $info WordPress's sections, keyed by id.
	 * @return array<string, mixed>
	 */
	public function add_section( $info ): array {
		$info                      = is_array( $info ) ? $info : array();
		$info[ DebugSection::KEY ] = $this->debug->section();
		return $info;
	}
}
