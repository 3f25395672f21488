<?php
/**
 * Switching from UserFeedback 1.x: the real 1.x dump, imported.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Legacy;

use UserFeedback\Database\Installer;
use UserFeedback\Legacy\ImportState;
use UserFeedback\Legacy\LegacyImportRunner;
use UserFeedback\Legacy\LegacySettings;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyValidator;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB, WordPress.WP.AlternativeFunctions -- the test loads a local dump and reads tables directly, on purpose.

/**
^ * Loads tests/phpunit/fixtures/userfeedback-1.x (a copy of ../shared/fixtures; made by the real 1.2.0 plugin) into the test site as
 * 1.x left it — its surveys table under our surveys table's name — activates, drives the import
 * to done over REST, and checks ids, counts and every answer aggregate against figures computed
 * from the dump's own JSON. These tests change the schema (implicit commits), so each leaves the
 * site as it found it: our tables installed and empty of imported rows, no 1.x data.
 */
final class LegacyImportTest extends TestCase {

	private const ROUTE = '/userfeedback/v1/legacy-import';

	/** The fixture's 1.x question ids. */
	private const RADIO = 'ef9425c1-b24f-4733-bffb-d81021fbdfdc';
	private const STAR  = 'b3fc0fb2-29fa-43fd-bbf5-35e43ef8ee0d';
	private const EMAIL = '62ce3dc0-3c83-453b-a447-a8a7e207f97d';

	/**
	 * Our settings before the test, put back after.
	 *
	 * @var mixed
	 */
	private $settings_before;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$this->settings_before = get_option( SettingsStore::OPTION );
		$this->drop_ours();
		$this->load_fixture();
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$this->drop_ours();
		$legacy = userfeedback()->legacy_tables();
		foreach ( array( $legacy->responses(), $legacy->surveys() ) as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `{$table}`, `{$table}_bak`" );
		}
		foreach ( array_merge( array_keys( LegacySettings::SHARED_OPTIONS ), array_values( LegacySettings::SHARED_OPTIONS ), LegacySettings::OWN_OPTIONS ) as $option ) {
			delete_option( $option );
		}
		( new ImportState( $wpdb ) )->delete();
		update_option( SettingsStore::OPTION, $this->settings_before );
		parent::tearDown();
		userfeedback()->installer()->upgrade();
	}

	public function test_the_1x_surveys_table_is_set_aside_not_altered_and_our_schema_is_created(): void {
		global $wpdb;
		$legacy  = userfeedback()->legacy_tables();
		$columns = $wpdb->get_col( "SHOW COLUMNS FROM `{$legacy->original_surveys()}`" );
		$this->assertContains( 'impressions', $columns, 'the dump put 1.x under our name' );
		$create_before = $this->create_statement( $legacy->original_surveys() );

		Installer::on_activation( false );

		$this->assertContains( 'updated_at', $wpdb->get_col( "SHOW COLUMNS FROM `{$legacy->original_surveys()}`" ), 'ours now' );
		$this->assertSame(
			str_replace( $legacy->original_surveys(), $legacy->surveys(), $create_before ),
			$this->create_statement( $legacy->surveys() ),
			'the 1.x table, renamed and otherwise untouched'
		);
		$this->assertStringContainsString( "REFERENCES `{$legacy->surveys()}`", $this->create_statement( $legacy->responses() ), 'its foreign key followed the rename' );
		$this->assertSame( 2, (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$legacy->surveys()}`" ) );
		$this->assertSame( 40, (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$legacy->responses()}`" ) );
		$this->assertSame( '1.0.0', get_option( 'userfeedback_db_version' ), "1.x's own version option is left alone" );
		$this->assertSame( userfeedback()->installer()->code_version(), userfeedback()->installer()->installed_version() );

		$this->act_as( 'administrator' );
		$status = $this->rest( 'GET', self::ROUTE )->get_data();
		$this->assertSame( 'pending', $status['state'] );
		$this->assertSame(
			array(
				'total'    => 2,
				'imported' => 0,
			),
			$status['surveys']
		);
		$this->assertSame( 40, $status['responses']['total'] );
	}

	public function test_the_import_keeps_ids_counts_answers_settings_and_reports_exact(): void {
		global $wpdb;
		Installer::on_activation( false );
		$this->act_as( 'administrator' );
		$expected = $this->figures_from_the_dump();

		$state = $this->drive_to_done();

		$this->assertSame(
			array(
				'total'    => 2,
				'imported' => 2,
			),
			$state['surveys']
		);
		$this->assertSame(
			array(
				'total'      => 40,
				'imported'   => 40,
				'skipped'    => 0,
				'renumbered' => 0,
			),
			$state['responses']
		);

		// Same ids: the shortcode [userfeedback id="1"] and the cookie userfeedback-1 still name it.
		$survey = $this->rest( 'GET', '/userfeedback/v1/surveys/1' )->get_data();
		$this->assertSame( 'Page feedback', $survey['title'] );
		$this->assertSame( 'publish', $survey['status'] );
		$this->assertSame( '[userfeedback id="1"]', $survey['shortcode'] );
		$this->assertSame( 'userfeedback-1', $survey['cookie_name'] );
		$this->assertSame( array( self::RADIO, self::STAR, self::EMAIL ), array_column( $survey['questions'], 'id' ) );
		$this->assertTrue( $survey['questions'][0]['settings']['comment_box'] );
		$this->assertTrue( $survey['questions'][2]['config']['include_name'] );
		$this->assertSame( array( 'desktop', 'mobile' ), $survey['settings']['targeting']['devices'] );
		$this->assertSame( 'delay', $survey['settings']['behavior']['timing'] );
		$this->assertSame( 5, $survey['settings']['behavior']['timing_delay'] );
		$this->assertSame( 38, $survey['responses_count'] );
		$this->assertSame( 'trash', $this->rest( 'GET', '/userfeedback/v1/surveys/2' )->get_data()['status'] );
		$this->assertSame( 2, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->surveys() . '`' ) );
		$this->assertSame( 40, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '`' ) );
		$this->assertSame(
			range( 1, 40 ),
			array_map( 'intval', $wpdb->get_col( 'SELECT id FROM `' . userfeedback()->tables()->responses() . '` ORDER BY id' ) ),
			'responses keep their ids'
		);

		$results = $this->rest( 'GET', '/userfeedback/v1/surveys/1/results' )->get_data();
		$this->assertSame( $expected['published'], $results['responses_count'] );
		$this->assertSame( 90, $results['impressions'], '1.x impressions counter' );
		$stats = array_column( $results['question_stats'], null, 'id' );
		$this->assertSame( $expected['radio'], array_column( $stats[ self::RADIO ]['options'], 'count', 'value' ) );
		$this->assertSame( $expected['radio_comments'], $stats[ self::RADIO ]['answers_total'], 'comments kept' );
		$this->assertSame( $expected['stars'], array_column( $stats[ self::STAR ]['options'], 'count', 'value' ) );
		$this->assertSame( $expected['emails'], $stats[ self::EMAIL ]['total_answers'] );
		$named = array_filter( $stats[ self::EMAIL ]['answers'], static fn( array $a ): bool => null !== $a['extra'] );
		$this->assertNotSame( array(), $named, 'e-mail names kept' );

		// The rollups the import kept equal a rebuild from the imported rows.
		$kept = $this->rollup_rows( 1 );
		userfeedback()->rollups()->invalidate( array( 1 ) );
		$this->assertTrue( userfeedback()->rollups()->ensure_current( 1 ) );
		$this->assertSame( $this->rollup_rows( 1 ), $kept );

		// IPs follow the site's setting (anonymised by default), device and page carried over.
		$row = $wpdb->get_row( 'SELECT * FROM `' . userfeedback()->tables()->responses() . '` WHERE id = 3', ARRAY_A );
		$this->assertSame( '198.51.100.0', $row['user_ip'], '198.51.100.2 anonymised' );
		$this->assertSame( 'desktop', $row['user_device'] );
		$this->assertSame( 'Sample Page', $row['page_title'] );
		$this->assertSame( 2, (int) $row['page_post_id'] );
		$this->assertSame( 'trash', $wpdb->get_var( 'SELECT status FROM `' . userfeedback()->tables()->responses() . '` WHERE id = 1' ) );

		// Settings: the keys 1.x shares with us, the rest our defaults.
		$settings = ( new SettingsStore() )->all();
		$this->assertSame( '#aa0000', $settings['widget_button_color'] );
		$this->assertSame( 'feedback@example.org', $settings['notifications_recipients'] );
		$this->assertTrue( $settings['allow_usage_tracking'] );
		$this->assertSame( 'anonymised', $settings['ip_storage'], 'not a 1.x setting: our default' );
		$this->assertContains( 'widget_button_color', $state['settings']['mapped'] );
		$this->assertContains( 'save_settings', $state['settings']['not_mapped'] );
		$this->assertIsArray( get_option( 'userfeedback_v1_settings' ), '1.x settings kept as a backup' );

		// New responses after the import get ids above 1.x's.
		$this->assertGreaterThan( 40, $this->next_response_id() );
	}

	public function test_a_crash_between_batches_resumes_without_importing_a_row_twice(): void {
		global $wpdb;
		Installer::on_activation( false );
		$this->act_as( 'administrator' );
		$importer = userfeedback()->legacy_importer();
		// Surveys, then responses 1–? in the first batches; then the progress is lost, as if the
		// request died after committing rows but the state write had not happened (it cannot:
		// both commit together — this is the harsher case of a state rolled back to the start).
		$importer->run();
		$importer->run();
		$before = ( new ImportState( $wpdb ) )->get();
		$this->assertSame( 'running', $before['state'] );
		$this->assertGreaterThan( 0, $before['responses']['imported'] );
		$rewound                          = $before;
		$rewound['cursor']                = 0;
		$rewound['responses']['imported'] = 0;
		( new ImportState( $wpdb ) )->put( $rewound );

		$state = $this->drive_to_done();

		$this->assertSame( 40, $state['responses']['imported'] );
		$this->assertSame( 40, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '`' ) );
		$this->assertSame( 38, $this->rest( 'GET', '/userfeedback/v1/surveys/1' )->get_data()['responses_count'] );
	}

	public function test_broken_rows_are_skipped_counted_and_listed_never_fatal(): void {
		global $wpdb;
		$responses = userfeedback()->legacy_tables()->responses();
		$good      = '[{"question_id":"' . self::RADIO . '","value":"Yes"}]';
		foreach (
			array(
				101 => array( 1, '{not json', 'publish' ),
				102 => array( 1, '[{"question_id":"no-such-question","value":"Yes"}]', 'publish' ),
				103 => array( 1, '[{"question_id":"' . self::STAR . '","value":9}]', 'publish' ),
				104 => array( 1, '[{"question_id":"' . self::RADIO . '","value":"Maybe"}]', 'publish' ),
				105 => array( 1, $good, 'draft' ),
			) as $id => list( $survey_id, $answers, $status )
		) {
			$wpdb->query( $wpdb->prepare( "INSERT INTO `{$responses}` (id, survey_id, answers, page_submitted, status, submitted_at) VALUES (%d, %d, %s, '{}', %s, '2026-11-20 10:00:00')", $id, $survey_id, $answers, $status ) );
		}
		Installer::on_activation( false );
		$this->act_as( 'administrator' );

		$state = $this->drive_to_done();

		$this->assertSame( 45, $state['responses']['total'] );
		$this->assertSame( 40, $state['responses']['imported'] );
		$this->assertSame( 5, $state['responses']['skipped'] );
		$reasons = array_column( $state['skipped'], 'reason', 'id' );
		$this->assertSame( array( 101, 102, 103, 104, 105 ), array_keys( $reasons ) );
		$this->assertSame( 'Its answers are not valid JSON.', $reasons[101] );
		$this->assertSame( 'answers.0.question_id: This question is not part of the survey.', $reasons[102] );
		$this->assertStringStartsWith( 'answers.0.value: ', $reasons[103] );
		$this->assertSame( 'answers.0.value: Choose one of the options.', $reasons[104] );
		$this->assertSame( 'Unknown status "draft".', $reasons[105] );
		$this->assertNull( $wpdb->get_var( 'SELECT id FROM `' . userfeedback()->tables()->responses() . '` WHERE id > 100' ) );
	}

	public function test_remove_drops_the_1x_data_only_when_done_and_only_for_admins(): void {
		global $wpdb;
		Installer::on_activation( false );
		$legacy = userfeedback()->legacy_tables();

		$this->assertSame( 401, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->assertSame( 401, $this->rest( 'POST', self::ROUTE )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', self::ROUTE . '/remove' )->get_status() );

		$this->act_as( 'administrator' );
		$this->assertSame( 409, $this->rest( 'POST', self::ROUTE . '/remove' )->get_status(), 'not before it is done' );
		$this->drive_to_done();
		$this->assertTrue( $legacy->exists( $legacy->surveys() ) );

		$removed = $this->rest( 'POST', self::ROUTE . '/remove' );

		$this->assertSame( 200, $removed->get_status() );
		$this->assertTrue( $removed->get_data()['removed'] );
		$this->assertFalse( $legacy->exists( $legacy->surveys() ) );
		$this->assertFalse( $legacy->exists( $legacy->responses() ) );
		$this->assertFalse( get_option( 'userfeedback_v1_settings' ) );
		$this->assertFalse( get_option( 'userfeedback_db_version' ) );
		$this->assertSame( 40, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '`' ), 'ours stay' );
	}

	public function test_1x_responses_added_after_the_import_reopen_it_block_removal_and_are_imported_once(): void {
		global $wpdb;
		Installer::on_activation( false );
		$this->act_as( 'administrator' );
		$this->drive_to_done();
		$legacy = userfeedback()->legacy_tables();
		$ours   = userfeedback()->tables()->responses();
		// A visitor answers on this site after the switch: the next id, 41, above 1.x's.
		$this->assertSame( 41, $this->insert_response( 1, '2026-11-27 09:00:00', array( array( self::RADIO, 'Yes' ) ) ) );
		// Then 1.x is switched back on for a while and takes three answers; its ids go on from 41 too.
		$this->add_1x_responses( 1, array( '2026-11-28 10:00:00', '2026-11-28 10:01:00', '2026-11-28 10:02:00' ) );
		$this->assertSame( array( 41, 42, 43 ), array_map( 'intval', $wpdb->get_col( "SELECT id FROM `{$legacy->responses()}` WHERE id > 40 ORDER BY id" ) ) );

		$refused = $this->rest( 'POST', self::ROUTE . '/remove' );

		$this->assertSame( 409, $refused->get_status(), 'removing would drop responses never imported' );
		$this->assertSame( 'userfeedback_legacy_new_data', $this->error_code( $refused ) );
		$this->assertStringContainsString( '3 responses', (string) $refused->get_data()['message'] );
		$this->assertTrue( $legacy->exists( $legacy->responses() ), 'nothing dropped' );
		$status = $this->rest( 'GET', self::ROUTE )->get_data();
		$this->assertSame( 'pending', $status['state'], 'not a plain "done" while 1.x holds responses the import never saw' );
		$this->assertTrue( $status['reopened'] );
		$this->assertSame( 43, $status['responses']['total'] );
		$this->assertStringContainsString( 'added after the import', (string) LegacyImportRunner::message( userfeedback()->legacy_importer()->status() ) );

		$state = $this->drive_to_done();

		$this->assertSame(
			array(
				'total'      => 43,
				'imported'   => 43,
				'skipped'    => 0,
				'renumbered' => 1,
			),
			$state['responses']
		);
		// 42 and 43 keep their ids; the visitor's 41 stays as it was, and 1.x's 41 comes under a new id.
		$this->assertSame(
			array(
				41 => '2026-11-27 09:00:00',
				42 => '2026-11-28 10:01:00',
				43 => '2026-11-28 10:02:00',
				44 => '2026-11-28 10:00:00',
			),
			array_map( 'strval', array_column( $wpdb->get_results( "SELECT id, submitted_at FROM `{$ours}` WHERE id > 40 ORDER BY id", ARRAY_A ), 'submitted_at', 'id' ) )
		);
		$this->assertSame( 2, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->answers() . '` WHERE response_id = 44' ), 'its answers came with it' );
		$this->assertSame( 38 + 1 + 3, $this->rest( 'GET', '/userfeedback/v1/surveys/1/results' )->get_data()['responses_count'] );

		// Looked at again: nothing new, nothing imported twice; now it may go.
		$again = $this->drive_to_done();
		$this->assertSame( 43, $again['responses']['imported'] );
		$this->assertSame( 44, (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$ours}`" ) );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE . '/remove' )->get_status() );
	}

	public function test_1x_tables_restored_after_removal_are_noticed_and_their_newer_responses_imported(): void {
		global $wpdb;
		Installer::on_activation( false );
		$this->act_as( 'administrator' );
		$this->drive_to_done();
		$legacy = userfeedback()->legacy_tables();
		// A backup of the 1.x tables taken after the import; then the admin removes the 1.x data.
		foreach ( array( $legacy->surveys(), $legacy->responses() ) as $table ) {
			$wpdb->query( "CREATE TABLE `{$table}_bak` LIKE `{$table}`" );
			$wpdb->query( "INSERT INTO `{$table}_bak` SELECT * FROM `{$table}`" );
		}
		$this->assertTrue( $this->rest( 'POST', self::ROUTE . '/remove' )->get_data()['removed'] );

		// The backup is restored: what the import already saw is not new data.
		foreach ( array( $legacy->surveys(), $legacy->responses() ) as $table ) {
			$wpdb->query( "RENAME TABLE `{$table}_bak` TO `{$table}`" );
		}
		$status = $this->rest( 'GET', self::ROUTE )->get_data();
		$this->assertSame( 'done', $status['state'] );
		$this->assertFalse( $status['removed'], 'the 1.x tables are there again' );

		// It also held a response 1.x took after the import.
		$this->add_1x_responses( 1, array( '2026-11-29 08:00:00' ) );
		$status = $this->rest( 'GET', self::ROUTE )->get_data();
		$this->assertSame( 'pending', $status['state'] );
		$this->assertSame( 409, $this->rest( 'POST', self::ROUTE . '/remove' )->get_status() );

		$state = $this->drive_to_done();

		$this->assertSame( 41, $state['responses']['imported'] );
		$this->assertSame( '2026-11-29 08:00:00', $wpdb->get_var( 'SELECT submitted_at FROM `' . userfeedback()->tables()->responses() . '` WHERE id = 41' ), 'its id kept' );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE . '/remove' )->get_status() );
	}

	public function test_a_1x_survey_added_after_the_import_is_imported_with_its_id_and_our_settings_stay(): void {
		global $wpdb;
		Installer::on_activation( false );
		$this->act_as( 'administrator' );
		$this->drive_to_done();
		$legacy = userfeedback()->legacy_tables();
		update_option( SettingsStore::OPTION, array_merge( ( new SettingsStore() )->all(), array( 'widget_button_color' => '#00aa00' ) ) );
		$wpdb->query( "INSERT INTO `{$legacy->surveys()}` (title, status, type, questions, impressions, settings, notifications, created_at) SELECT 'Later survey', 'publish', type, questions, 0, settings, notifications, '2026-11-28 09:00:00' FROM `{$legacy->surveys()}` WHERE id = 1" );
		$this->add_1x_responses( 3, array( '2026-11-28 10:00:00' ) );

		$this->assertSame( 'pending', $this->rest( 'GET', self::ROUTE )->get_data()['state'] );
		$state = $this->drive_to_done();

		$this->assertSame(
			array(
				'total'    => 3,
				'imported' => 3,
			),
			$state['surveys']
		);
		$this->assertSame( 'Later survey', $this->rest( 'GET', '/userfeedback/v1/surveys/3' )->get_data()['title'] );
		$this->assertSame( '3', $wpdb->get_var( 'SELECT survey_id FROM `' . userfeedback()->tables()->responses() . '` WHERE id = 41' ) );
		$this->assertSame( '#00aa00', ( new SettingsStore() )->get( 'widget_button_color' ), '1.x settings are not mapped again' );
	}

	public function test_1x_image_and_icon_choices_import_as_image_choices_with_their_answers(): void {
		global $wpdb;
		// 1.4's two types (the dump, made by 1.2.0, has neither): options are objects.
		$questions = array(
			array(
				'id'       => 'img-q',
				'type'     => 'image-choice',
				'title'    => 'Which look?',
				'config'   => array(
					'options' => array(
						array(
							'label' => 'Light',
							'image' => array(
								'id'  => 0,
								'url' => 'https://example.com/light.png',
								'alt' => 'A white page',
							),
						),
						array(
							'label' => 'Dark',
							'image' => array( 'url' => 'https://example.com/dark.png' ),
						),
					),
				),
				'settings' => array(
					'required'    => false,
					'randomize'   => false,
					'comment_box' => false,
				),
				'logic'    => array(
					'enabled'    => false,
					'action'     => 'show',
					'conditions' => array(),
				),
			),
			array(
				'id'       => 'icon-q',
				'type'     => 'icon-choice',
				'title'    => 'How was it?',
				'config'   => array(
					'options' => array(
						array(
							'label' => 'Great',
							'icon'  => array(
								'style' => 'solid',
								'icon'  => 'star',
							),
						),
						array(
							'icon' => array(
								'style' => 'regular',
								'icon'  => 'thumbs-down',
							),
						),
					),
				),
				'settings' => array( 'multiple' => true ),
				'logic'    => array(
					'enabled'    => false,
					'action'     => 'show',
					'conditions' => array(),
				),
			),
		);
		$legacy    = userfeedback()->legacy_tables();
		$wpdb->query( $wpdb->prepare( "INSERT INTO `{$legacy->original_surveys()}` (id, title, status, type, questions, impressions, settings, notifications, created_at) VALUES (3, 'Pictures', 'publish', NULL, %s, 0, '{}', '{}', '2026-11-20 09:00:00')", wp_json_encode( $questions ) ) );
		$answers = '[{"question_id":"img-q","value":"Dark"},{"question_id":"icon-q","value":["Great","Thumbs down"]}]';
		$wpdb->query( $wpdb->prepare( "INSERT INTO `{$legacy->responses()}` (id, survey_id, answers, page_submitted, status, submitted_at) VALUES (41, 3, %s, '{}', 'publish', '2026-11-21 10:00:00')", $answers ) );
		Installer::on_activation( false );
		$this->act_as( 'administrator' );

		$state = $this->drive_to_done();

		$this->assertSame( 0, $state['responses']['skipped'], (string) wp_json_encode( $state ) );
		$survey = $this->rest( 'GET', '/userfeedback/v1/surveys/3' )->get_data();
		$image  = $survey['questions'][0];
		$this->assertSame( array( 'image-choice', array( 'Light', 'Dark' ), false ), array( $image['type'], $image['config']['options'], $image['settings']['multiple'] ) );
		$this->assertSame(
			array(
				array(
					'id'  => 0,
					'url' => 'https://example.com/light.png',
					'alt' => 'A white page',
				),
				array(
					'id'  => 0,
					'url' => 'https://example.com/dark.png',
					'alt' => 'Dark',
				),
			),
			$image['settings']['images'],
			'the images kept; an image without alt text is named by its label'
		);
		$icons = $survey['questions'][1];
		$this->assertSame( array( 'image-choice', array( 'Great', 'Thumbs down' ), true ), array( $icons['type'], $icons['config']['options'], $icons['settings']['multiple'] ) );
		$this->assertSame( array( '', '' ), array_column( $icons['settings']['images'], 'url' ), 'icons are no images: the labels stand alone' );
		$this->assertSame( 'publish', $survey['status'] );
		$this->assertSame( array(), ( new SurveyValidator() )->question_errors( $survey['questions'] ), 'publishable as imported' );

		$stored = $wpdb->get_col( 'SELECT value FROM `' . userfeedback()->tables()->answers() . '` WHERE response_id = 41 ORDER BY id' );
		$this->assertSame( array( 'Dark', 'Great', 'Thumbs down' ), $stored, 'the answers as the options they named' );
	}

	public function test_a_done_import_looks_for_new_1x_data_in_three_queries(): void {
		global $wpdb;
		Installer::on_activation( false );
		$this->act_as( 'administrator' );
		$this->drive_to_done();
		$before = $wpdb->num_queries;

		$state = userfeedback()->legacy_importer()->status();

		$this->assertSame( 'done', $state['state'] );
		$this->assertLessThanOrEqual( 3, $wpdb->num_queries - $before, 'the state, the 1.x tables, their newest ids' );
	}

	public function test_a_site_without_1x_data_has_nothing_to_import(): void {
		global $wpdb;
		$legacy = userfeedback()->legacy_tables();
		$wpdb->query( "DROP TABLE IF EXISTS `{$legacy->responses()}`" );
		$wpdb->query( "DROP TABLE IF EXISTS `{$legacy->original_surveys()}`" );
		foreach ( array_keys( LegacySettings::SHARED_OPTIONS ) as $option ) {
			delete_option( $option );
		}
		Installer::on_activation( false );
		$this->act_as( 'administrator' );

		$this->assertSame( 'none', $this->rest( 'GET', self::ROUTE )->get_data()['state'] );
		$this->assertSame( 404, $this->rest( 'POST', self::ROUTE )->get_status() );
	}

	/**
	 * Adds responses to 1.x's table as 1.x would (its own ids), one radio and one star answer each.
	 *
	 * @param int      $survey_id The 1.x survey.
	 * @param string[] $times     Submission times (UTC), one response each.
	 * @return void
	 */
	private function add_1x_responses( int $survey_id, array $times ): void {
		global $wpdb;
		$table   = userfeedback()->legacy_tables()->responses();
		$answers = '[{"question_id":"' . self::RADIO . '","value":"No"},{"question_id":"' . self::STAR . '","value":4}]';
		foreach ( $times as $time ) {
			$wpdb->query( $wpdb->prepare( "INSERT INTO `{$table}` (survey_id, answers, page_submitted, status, submitted_at) VALUES (%d, %s, '{}', 'publish', %s)", $survey_id, $answers, $time ) );
		}
	}

	/**
	 * POSTs until the import is done.
	 *
	 * @return array<string, mixed> The final state.
	 */
	private function drive_to_done(): array {
		for ( $i = 0; $i < 50; $i++ ) {
			$response = $this->rest( 'POST', self::ROUTE );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			$state = $response->get_data();
			if ( 'done' === $state['state'] ) {
				return $state;
			}
			$this->assertSame( 'running', $state['state'], (string) wp_json_encode( $state ) );
		}
		$this->fail( 'The import did not finish.' );
	}

	/**
	 * What the results must show for survey 1, counted from the 1.x rows' JSON.
	 *
	 * @return array{published: int, radio: array<string, int>, radio_comments: int, stars: array<int, int>, emails: int}
	 */
	private function figures_from_the_dump(): array {
		global $wpdb;
		$rows     = $wpdb->get_results( 'SELECT answers FROM `' . userfeedback()->legacy_tables()->responses() . "` WHERE survey_id = 1 AND status = 'publish'", ARRAY_A );
		$radio    = array(
			'Yes' => 0,
			'No'  => 0,
		);
		$stars    = array_fill( 1, 5, 0 );
		$comments = 0;
		$emails   = 0;
		foreach ( $rows as $row ) {
			foreach ( json_decode( $row['answers'], true ) as $answer ) {
				if ( null === $answer['value'] ) {
					continue;
				}
				if ( self::RADIO === $answer['question_id'] ) {
					++$radio[ $answer['value'] ];
					$comments += isset( $answer['extra']['comments'] ) ? 1 : 0;
				} elseif ( self::STAR === $answer['question_id'] ) {
					++$stars[ (int) $answer['value'] ];
				} else {
					++$emails;
				}
			}
		}
		return array(
			'published'      => count( $rows ),
			'radio'          => $radio,
			'radio_comments' => $comments,
			'stars'          => $stars,
			'emails'         => $emails,
		);
	}

	/**
	 * A survey's rollup rows, in key order.
	 *
	 * @param int $survey_id Survey id.
	 * @return array<int, array<string, string>>
	 */
	private function rollup_rows( int $survey_id ): array {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( 'SELECT kind, question_id, day, HEX(value_hash) AS h, MIN( value ) AS value, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `' . userfeedback()->tables()->rollups() . '` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash', $survey_id ), ARRAY_A );
	}

	/**
	 * The id our responses table gives next.
	 *
	 * @return int
	 */
	private function next_response_id(): int {
		global $wpdb;
		$table = userfeedback()->tables()->responses();
		$wpdb->insert(
			$table,
			array(
				'survey_id'    => 1,
				'status'       => 'trash',
				'submitted_at' => '2026-11-26 00:00:00',
			)
		);
		$id = (int) $wpdb->insert_id;
		$wpdb->delete( $table, array( 'id' => $id ) );
		return $id;
	}

	/**
	 * SHOW CREATE TABLE, without the AUTO_INCREMENT counter.
	 *
	 * @param string $table Table.
	 * @return string
	 */
	private function create_statement( string $table ): string {
		global $wpdb;
		$row = $wpdb->get_row( "SHOW CREATE TABLE `{$table}`", ARRAY_N );
		return (string) preg_replace( '/ AUTO_INCREMENT=\d+/', '', (string) $row[1] );
	}

	/**
	 * Drops our tables and forgets our schema version, as on a site that never ran this plugin.
	 *
	 * @return void
	 */
	private function drop_ours(): void {
		global $wpdb;
		foreach ( userfeedback()->tables()->all() as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" );
		}
		delete_option( Installer::VERSION_OPTION );
	}

	/**
	 * Loads the 1.x dump (tables, then options) into this site, under its table prefix.
	 *
	 * @return void
	 */
	private function load_fixture(): void {
		global $wpdb;
		require_once dirname( __DIR__, 3 ) . '/bin/dev/LegacyFixture.php';
		\UserFeedback_Dev_Legacy_Fixture::load( $wpdb );
	}
}
