<?php
/**
 * Site Health → Info: the UserFeedback section.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Health;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Health\DebugSection;
use UserFeedback\Health\ResponseCounts;
use UserFeedback\Legacy\ImportState;
use UserFeedback\Surveys\SurveyRepository;

/**
 * The fields support needs, with English `debug` values for the copied text; the licence key never
 * appears; the fields that could single out the site are private.
 */
final class DebugSectionTest extends HealthTestCase {

	private const KEY = 'UFKEY-secret-0123456789abcdef';

	public function test_the_section_through_the_filter(): void {
		$info = apply_filters( 'debug_information', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter.

		$this->assertIsArray( $info );
		$this->assertArrayHasKey( DebugSection::KEY, $info );
		$this->assertSame( 'UserFeedback', $info[ DebugSection::KEY ]['label'] );
	}

	public function test_every_field_for_a_licensed_pro_site_and_never_the_key(): void {
		( new LicenseStore() )->save( new License( self::KEY, 'elite', false, false, false, $this->now + 365 * DAY_IN_SECONDS, 'key-id-42' ) );
		$this->set_active_addons( array( 'targeting', 'branding' ) );

		$fields = $this->section( 'pro' )['fields'];

		$this->assertSame( array( 'version', 'edition', 'license', 'license_expires', 'addons', 'schema_version', 'surveys', 'responses', 'queue', 'scheduled_tasks' ), array_keys( $fields ) );
		$this->assertSame( USERFEEDBACK_VERSION, $fields['version']['value'] );
		$this->assertSame( 'Pro', $fields['edition']['value'] );
		$this->assertSame( 'pro', $fields['edition']['debug'] );
		$this->assertSame( 'elite plan, valid (site licence)', $fields['license']['value'] );
		$this->assertSame( 'plan in force=elite; key plan=elite; state=valid; source=site', $fields['license']['debug'] );
		$this->assertSame( gmdate( 'Y-m-d', $this->now + 365 * DAY_IN_SECONDS ), $fields['license_expires']['debug'] );
		$this->assertSame( 'active', $fields['addons']['debug']['targeting'] );
		$this->assertSame( 'active', $fields['addons']['debug']['branding'] );
		$this->assertSame( 'inactive', $fields['addons']['debug']['behavior'] );
		$this->assertSame( AddonRegistry::KEYS, array_keys( $fields['addons']['value'] ) );
		$code = userfeedback()->installer()->code_version();
		$this->assertSame( (string) $code, $fields['schema_version']['value'] );
		$this->assertSame( "stored={$code}; code={$code}", $fields['schema_version']['debug'] );

		$copied = (string) wp_json_encode( $fields );
		$this->assertStringNotContainsString( self::KEY, $copied, 'the licence key is never shown' );
		$this->assertStringNotContainsString( 'key-id-42', $copied, 'nor its id' );
	}

	public function test_private_fields_are_those_that_could_identify_the_site(): void {
		( new LicenseStore() )->save( new License( self::KEY, 'pro', false, false, false, $this->now + DAY_IN_SECONDS ) );
		$state          = ImportState::none();
		$state['state'] = 'failed';
		$state['error'] = 'Table wp_userfeedback_v1_surveys is marked as crashed';
		global $wpdb;
		( new ImportState( $wpdb ) )->put( $state );

		$fields  = $this->section( 'pro' )['fields'];
		$private = array_keys( array_filter( $fields, static fn( array $field ): bool => ! empty( $field['private'] ) ) );

		$this->assertSame( array( 'license_expires', 'legacy_import_error' ), $private );
	}

	public function test_an_expired_licence_and_no_licence(): void {
		( new LicenseStore() )->save( new License( self::KEY, 'pro', true ) );
		$fields = $this->section( 'pro' )['fields'];
		$this->assertSame( 'pro plan, expired (site licence)', $fields['license']['value'] );
		$this->assertSame( 'plan in force=lite; key plan=pro; state=expired; source=site', $fields['license']['debug'] );

		( new LicenseStore() )->clear();
		$fields = $this->section( 'pro' )['fields'];
		$this->assertSame( 'no licence key', $fields['license']['value'] );
		$this->assertSame( 'never', $fields['license_expires']['debug'] );
	}

	public function test_lite_uses_no_licence_and_add_ons_stay_locked(): void {
		( new LicenseStore() )->save( new License( self::KEY, 'elite' ) );
		$this->set_active_addons( array( 'targeting' ) );

		$fields = $this->section( 'lite' )['fields'];

		$this->assertSame( 'Lite', $fields['edition']['value'] );
		$this->assertSame( 'n/a (lite)', $fields['license']['debug'] );
		$this->assertArrayNotHasKey( 'license_expires', $fields );
		$this->assertStringStartsWith( 'locked', $fields['addons']['debug']['targeting'] );
		$this->assertStringNotContainsString( self::KEY, (string) wp_json_encode( $fields ) );
	}

	public function test_counts_of_surveys_responses_and_the_queue(): void {
		$before = $this->section( 'pro' )['fields'];
		$live   = $this->survey( 'publish' );
		$this->survey( 'publish', gmdate( 'Y-m-d H:i:s', $this->now + DAY_IN_SECONDS ) );
		$this->survey( 'draft' );
		$this->insert_response( $live, gmdate( 'Y-m-d H:i:s' ), array( array( 'q', 'Yes' ) ) );
		$this->insert_response( $live, gmdate( 'Y-m-d H:i:s' ), array( array( 'q', 'No' ) ) );
		$this->insert_response( $live, gmdate( 'Y-m-d H:i:s' ), array( array( 'q', 'No' ) ), 'trash' );
		$this->queue_row( 'pending', $this->now );
		$this->queue_row( 'sending', $this->now, 'response', array( 'claimed_at' => gmdate( 'Y-m-d H:i:s' ) ) );
		$this->queue_row( 'failed', $this->now - 20 * DAY_IN_SECONDS, 'webhook' );
		$this->queue_row( 'sent', $this->now );

		$fields = $this->section( 'pro' )['fields'];

		$grew = static fn( string $field, string $key ): int => (int) $fields[ $field ]['debug'][ $key ] - (int) $before[ $field ]['debug'][ $key ];
		$this->assertSame( array( 1, 1, 1, 0 ), array( $grew( 'surveys', 'publish' ), $grew( 'surveys', 'scheduled' ), $grew( 'surveys', 'draft' ), $grew( 'surveys', 'trash' ) ) );
		$this->assertSame( array( 2, 1 ), array( $grew( 'responses', 'publish' ), $grew( 'responses', 'trash' ) ) );
		$this->assertSame( array( 'Live', 'Scheduled', 'Draft', 'Trash' ), array_keys( $fields['surveys']['value'] ) );
		$this->assertSame( 'empty', $before['queue']['debug'] );
		$this->assertSame(
			array(
				'response' => 'pending=2; failed=0',
				'webhook'  => 'pending=0; failed=1',
			),
			$fields['queue']['debug']
		);
		$this->assertSame(
			array(
				'notification e-mail' => '2 pending, 0 failed',
				'webhook delivery'    => '0 pending, 1 failed',
			),
			$fields['queue']['value']
		);
	}

	public function test_the_count_of_responses_reads_one_index(): void {
		global $wpdb;
		$table = userfeedback()->tables()->responses();
		$plan  = (array) $wpdb->get_row( "EXPLAIN SELECT status, COUNT(*) AS n FROM `{$table}` GROUP BY status", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.

		$this->assertSame( 'survey_status_submitted', $plan['key'] ?? null );
		$this->assertStringContainsString( 'Using index', (string) ( $plan['Extra'] ?? '' ), 'index only: no row is read' );
	}

	public function test_scheduled_tasks_say_who_runs_them_and_when_next(): void {
		wp_clear_scheduled_hook( \UserFeedback\Email\EmailCron::DRAIN_HOOK );
		wp_schedule_event( $this->now - 2 * HOUR_IN_SECONDS, \UserFeedback\Email\EmailCron::SCHEDULE, \UserFeedback\Email\EmailCron::DRAIN_HOOK );

		$field = $this->section( 'pro' )['fields']['scheduled_tasks'];

		$this->assertSame( 'wp-cron; overdue by 7200s', $field['debug'] );
		$this->assertSame( 'WP-Cron; minute task overdue by 2 hours', $field['value'] );
	}

	public function test_the_legacy_import_shows_only_when_there_was_one(): void {
		global $wpdb;
		$this->assertArrayNotHasKey( 'legacy_import', $this->section( 'pro' )['fields'] );

		$state                = ImportState::none();
		$state['state']       = 'done';
		$state['surveys']     = array(
			'total'    => 12,
			'imported' => 12,
		);
		$state['responses']   = array(
			'total'      => 3000,
			'imported'   => 2998,
			'skipped'    => 2,
			'renumbered' => 0,
		);
		$state['started_at']  = '2026-05-01 10:00:00';
		$state['finished_at'] = '2026-05-01 10:00:21';
		( new ImportState( $wpdb ) )->put( $state );

		$fields = $this->section( 'pro' )['fields'];

		$this->assertSame( 'done: 12 of 12 surveys, 2,998 of 3,000 responses imported, 2 skipped', $fields['legacy_import']['value'] );
		$this->assertSame( 'state=done; surveys=12/12; responses=2998/3000; skipped=2; started=2026-05-01 10:00:00; finished=2026-05-01 10:00:21; 1.x data removed=no', $fields['legacy_import']['debug'] );
		$this->assertArrayNotHasKey( 'legacy_import_error', $fields );
	}

	/**
	 * The section for an edition, over the running site's data.
	 *
	 * @param string $edition 'lite' or 'pro'.
	 * @return array{label: string, description: string, fields: array<string, array<string, mixed>>}
	 */
	private function section( string $edition ): array {
		global $wpdb;
		$tables = userfeedback()->tables();
		$debug  = new DebugSection(
			new Entitlements( $edition, new LicenseStore(), new AddonRegistry() ),
			new LicenseStore(),
			userfeedback()->installer(),
			new SurveyRepository( $wpdb, $tables ),
			new ResponseCounts( $wpdb, $tables ),
			$this->stats(),
			new ImportState( $wpdb ),
			$this->clock()
		);
		return $debug->section();
	}

	/**
	 * Inserts a survey row.
	 *
	 * @param string      $status     Its status.
	 * @param string|null $publish_at When it goes live (UTC), null for at once.
	 * @return int
	 */
	private function survey( string $status, ?string $publish_at = null ): int {
		global $wpdb;
		$wpdb->insert(
			userfeedback()->tables()->surveys(),
			array(
				'title'         => 'Health',
				'status'        => $status,
				'questions'     => '[]',
				'settings'      => '{}',
				'notifications' => '{}',
				'publish_at'    => $publish_at,
				'created_at'    => gmdate( 'Y-m-d H:i:s' ),
				'updated_at'    => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$this->assertGreaterThan( 0, (int) $wpdb->insert_id );
		return (int) $wpdb->insert_id;
	}
}
