<?php
/**
 * Every background task claims a row of this site's claims table; nothing takes a named lock.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Database;

use UserFeedback\Database\Installer;
use UserFeedback\Database\Migrations;
use UserFeedback\Database\UpgradeClaim;
use UserFeedback\Email\EmailQueue;
use UserFeedback\Export\JobStore;
use UserFeedback\Insights\InsightsFeature;
use UserFeedback\Insights\NoAnalyzer;
use UserFeedback\Integrations\DeliveryHealth;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Webhooks\WebhookStore;

// phpcs:disable WordPress.DB -- the test reads the options table directly, on purpose.

/**
 * MariaDB's named locks (GET_LOCK) and FOR UPDATE reads hold within one node of a Galera
 * cluster. The claims table is the site's own (its prefix), so two sites never share a claim.
 */
final class ClaimsInUseTest extends TestCase {

	/**
	 * The statements sent while a test listens.
	 *
	 * @var string[]
	 */
	private array $sent = array();

	public function test_every_background_task_claims_a_row_of_this_sites_claims_table_and_none_takes_a_named_lock(): void {
		global $wpdb;
		$job    = str_repeat( 'a', 32 );
		$tables = userfeedback()->tables();
		add_filter( 'query', array( $this, 'listen' ) );
		try {
			userfeedback()->legacy_importer()->run();
			$queue = new EmailQueue( $wpdb, $tables );
			$this->assertTrue( $queue->lock_drain() );
			$queue->unlock_drain();
			$jobs = new JobStore( $wpdb );
			$this->assertTrue( $jobs->lock( $job ) );
			$jobs->unlock( $job );
			InsightsFeature::processor( $wpdb, $tables, new SurveyRepository( $wpdb, $tables ), static fn() => new NoAnalyzer() )->step( 1.0 );
			$this->assertSame( 7, ( new WebhookStore( $wpdb, $tables, new DeliveryHealth( $wpdb, $tables ) ) )->locked( static fn(): int => 7 ) );
			$wpdb->query( 'COMMIT' );
			userfeedback()->installer()->upgrade();
		} finally {
			remove_filter( 'query', array( $this, 'listen' ) );
		}

		$locks = preg_grep( '/GET_LOCK|RELEASE_LOCK/i', $this->sent );
		$this->assertSame( array(), array_values( (array) $locks ), 'no named lock' );
		$taken = array();
		foreach ( $this->sent as $query ) {
			if ( preg_match( '/^(?:INSERT IGNORE INTO|INSERT INTO) `' . preg_quote( $tables->claims(), '/' ) . "`[^']*'([^']+)'/", $query, $match ) ) {
				$taken[] = $match[1];
			}
		}
		$this->assertSame( array( 'legacy_import', 'drain', 'export_' . $job, 'insights', 'guard:webhooks_add' ), $taken );
		$this->assertNotEmpty( preg_grep( '/^INSERT IGNORE INTO ' . preg_quote( $wpdb->options, '/' ) . '.*' . UpgradeClaim::OPTION . '/', $this->sent ), 'the upgrade claims its option row' );
		$this->assertSame( array(), $wpdb->get_col( 'SELECT name FROM `' . $tables->claims() . "` WHERE name NOT LIKE 'guard:%'" ), 'every claim let go' );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", UpgradeClaim::OPTION ) ), 'the upgrade let its claim go' );
		$wpdb->query( 'DELETE FROM `' . $tables->claims() . '`' );
	}

	public function test_the_upgrade_claim_is_taken_once_taken_over_when_lapsed_and_let_go_by_its_holder_only(): void {
		global $wpdb;
		$claim = new UpgradeClaim( $wpdb );
		$first = $claim->take();
		$this->assertIsString( $first );
		$this->assertNull( ( new UpgradeClaim( $wpdb ) )->take(), 'held' );

		$wpdb->update( $wpdb->options, array( 'option_value' => ( time() - 1 ) . ':' . $first ), array( 'option_name' => UpgradeClaim::OPTION ) );
		$second = ( new UpgradeClaim( $wpdb ) )->take();
		$this->assertIsString( $second, 'lapsed: taken over' );
		$this->assertNotSame( $first, $second );
		$this->assertNull( ( new UpgradeClaim( $wpdb ) )->take() );

		$claim->release( $first );
		$this->assertStringEndsWith( ':' . $second, (string) $this->upgrade_claim(), 'the lapsed holder cannot let its successor\'s claim go' );
		$claim->release( $second );
		$this->assertNull( $this->upgrade_claim() );
	}

	public function test_schema_25_adds_the_claims_table_and_the_surveys_guard(): void {
		global $wpdb;
		$surveys = userfeedback()->tables()->surveys();
		$this->assertContains( 'guard_seq', $wpdb->get_col( "SHOW COLUMNS FROM `{$surveys}`" ) );
		$this->assertContains( 'claims', array_keys( userfeedback()->tables()->all() ), 'dropped on uninstall and with a network site, and repaired by ClusterSafeTables' );
		$this->assertSame( 25, array_keys( ( new Migrations( new SettingsStore() ) )->pending( 24 ) )[0] );
		$this->assertArrayNotHasKey( 'guard_seq', (array) ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( $this->any_survey() ), 'the guard is not the survey\'s' );
	}

	public function test_upgrading_from_schema_24_creates_the_claims_table_and_the_guard_column(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		// DDL commits: the test puts the schema back by upgrading, which is what it checks.
		$wpdb->query( 'DROP TABLE IF EXISTS `' . $tables->claims() . '`' );
		$wpdb->query( 'ALTER TABLE `' . $tables->surveys() . '` DROP COLUMN guard_seq' );
		update_option( Installer::VERSION_OPTION, 24, true );

		$this->assertTrue( userfeedback()->installer()->upgrade() );

		$this->assertSame( $tables->claims(), $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $tables->claims() ) ) );
		$this->assertContains( 'guard_seq', $wpdb->get_col( 'SHOW COLUMNS FROM `' . $tables->surveys() . '`' ) );
		$this->assertSame( userfeedback()->installer()->code_version(), (int) get_option( Installer::VERSION_OPTION ) );
	}

	/**
	 * The upgrade claim's stored value, or null.
	 *
	 * @return string|null
	 */
	private function upgrade_claim(): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", UpgradeClaim::OPTION ) );
		return null === $value ? null : (string) $value;
	}

	/**
	 * A survey's id (one is made).
	 *
	 * @return int
	 */
	private function any_survey(): int {
		global $wpdb;
		return ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new \UserFeedback\Surveys\SurveyNormalizer() )->survey(
				array(
					'title'  => 'Guarded',
					'status' => 'publish',
				)
			)
		);
	}

	/**
	 * Records each statement.
	 *
	 * @param string $query The query.
	 * @return string
	 */
	public function listen( $query ): string {
		$this->sent[] = (string) $query;
		return (string) $query;
	}
}
