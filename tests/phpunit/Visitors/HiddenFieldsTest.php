<?php
/**
 * Hidden fields: a survey's settings, the values a response stores, where they are read and
 * when they go.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Visitors;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Privacy\PersonalDataTools;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Email\EmailFeature;
use UserFeedback\Webhooks\WebhooksFeature;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// The tests read the plugin's own tables directly.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared

/**
 * Through the real REST server: the builder's fields are validated (a 400 naming each bad one)
 * and kept only with the targeting add-on; a visitor's first save stores the survey's fields
 * (browser values for query, cookie, js and page; the server's own for user), refuses bad values
 * with a 400 and nothing written, and ignores later saves' and unknown names; the values come
 * back as `fields` on the list and the single response, and go with the response whichever way
 * it goes (Trash → Delete Permanently, erasure by deletion or anonymisation, the survey deleted).
 */
final class HiddenFieldsTest extends TestCase {

	private const FIELDS = array(
		array(
			'name'   => 'utm_source',
			'source' => 'query',
			'key'    => 'utm_source',
		),
		array(
			'name'   => 'plan',
			'source' => 'js',
			'key'    => 'plan',
		),
		array(
			'name'   => 'user_role',
			'source' => 'user',
			'key'    => 'role',
		),
		array(
			'name'   => 'user_id',
			'source' => 'user',
			'key'    => 'id',
		),
		array(
			'name'   => 'kind',
			'source' => 'page',
			'key'    => 'post_type',
		),
	);

	/**
	 * The survey.
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( AddonRegistry::KEYS );
		$this->act_as( 'administrator' );
		$saved = $this->save( self::FIELDS );
		$this->assertSame( 201, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->survey_id        = (int) $saved->get_data()['id'];
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_ORIGIN'] );
		parent::tearDown();
	}

	public function test_the_fields_are_saved_and_read_back_as_sent(): void {
		$this->act_as( 'administrator' );
		$survey = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}" )->get_data();
		$this->assertSame( self::FIELDS, $survey['settings']['hidden_fields'] );
	}

	/**
	 * Bad fields in a save: a 400 naming each one.
	 *
	 * @return array<string, array{0: array<int, mixed>, 1: string, 2: string}>
	 */
	public static function bad_fields(): array {
		$field = static fn( string $name, string $source = 'query', string $key = 'k' ): array => array(
			'name'   => $name,
			'source' => $source,
			'key'    => $key,
		);
		return array(
			'no name'          => array( array( $field( '' ) ), 'settings.hidden_fields.0.name', 'Every hidden field needs a name.' ),
			'name with space'  => array( array( $field( 'utm source' ) ), 'settings.hidden_fields.0.name', 'starts with a letter' ),
			'name markup'      => array( array( $field( '<b>x</b>' ) ), 'settings.hidden_fields.0.name', 'starts with a letter' ),
			'name too long'    => array( array( $field( str_repeat( 'a', 41 ) ) ), 'settings.hidden_fields.0.name', 'at most 40' ),
			'same name'        => array( array( $field( 'plan' ), $field( 'Plan' ) ), 'settings.hidden_fields.1.name', 'cannot have the same name' ),
			'unknown source'   => array( array( $field( 'plan', 'header' ) ), 'settings.hidden_fields.0.source', 'Choose where' ),
			'user key'         => array( array( $field( 'who', 'user', 'email' ) ), 'settings.hidden_fields.0.key', 'ID or role' ),
			'page key'         => array( array( $field( 'where', 'page', 'author' ) ), 'settings.hidden_fields.0.key', 'post type or category' ),
			'no query key'     => array( array( $field( 'plan', 'query', '' ) ), 'settings.hidden_fields.0.key', 'URL parameter' ),
			'cookie key space' => array( array( $field( 'plan', 'cookie', 'a b' ) ), 'settings.hidden_fields.0.key', 'without spaces' ),
			'key too long'     => array( array( $field( 'plan', 'js', str_repeat( 'k', 101 ) ) ), 'settings.hidden_fields.0.key', 'at most 100' ),
			'21 fields'        => array(
				array_map(
					static fn( int $i ): array => array(
						'name'   => "f{$i}",
						'source' => 'js',
						'key'    => "f{$i}",
					),
					range( 1, 21 )
				),
				'settings.hidden_fields',
				'at most 20 hidden fields',
			),
		);
	}

	/**
	 * A bad field is a 400 naming it, and nothing is saved.
	 *
	 * @param array<int, mixed> $fields  The fields.
	 * @param string            $path    The field path named.
	 * @param string            $message What the message says.
	 */
	#[DataProvider( 'bad_fields' )]
	public function test_a_bad_field_is_a_400_naming_it( array $fields, string $path, string $message ): void {
		$response = $this->save( $fields, $this->survey_id );
		$this->assertSame( 400, $response->get_status() );
		$params = (array) $response->get_data()['data']['params'];
		$this->assertArrayHasKey( $path, $params, (string) wp_json_encode( $params ) );
		$this->assertStringContainsString( $message, (string) $params[ $path ] );
		$stored = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}" )->get_data();
		$this->assertSame( self::FIELDS, $stored['settings']['hidden_fields'], 'unchanged' );
	}

	public function test_without_the_targeting_addon_a_save_keeps_no_fields_and_a_response_stores_none(): void {
		$this->set_active_addons( array( 'behavior', 'question-types' ) );
		$response = $this->submit( array( 'utm_source' => 'newsletter' ) );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( array(), $this->stored( (int) $response->get_data()['id'] ) );

		$saved = $this->save( self::FIELDS, $this->survey_id );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( array(), $saved->get_data()['settings']['hidden_fields'] );
	}

	public function test_a_first_save_stores_the_surveys_fields_and_the_server_resolves_the_user(): void {
		$subscriber = $this->create_user( 'subscriber' );
		wp_set_current_user( $subscriber );
		$response = $this->submit(
			array(
				'utm_source' => "  news\u{0007}letter ",
				'plan'       => 'pro',
				'kind'       => 'post',
				// The browser cannot claim a user, nor add a field the survey lacks.
				'user_role'  => 'administrator',
				'user_id'    => '1',
				'other'      => 'ignored',
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			array(
				'kind'       => 'post',
				'plan'       => 'pro',
				'user_id'    => (string) $subscriber,
				'user_role'  => 'subscriber',
				'utm_source' => 'news letter',
			),
			$this->stored( (int) $response->get_data()['id'] )
		);
	}

	public function test_a_logged_in_visitor_without_a_rest_nonce_is_known_only_from_the_sites_own_origin(): void {
		$subscriber                  = $this->create_user( 'subscriber' );
		$cookie                      = wp_generate_auth_cookie( $subscriber, time() + HOUR_IN_SECONDS, 'logged_in' );
		$_SERVER['REQUEST_METHOD'] ??= 'POST';
		$_COOKIE[ (string) constant( 'LOGGED_IN_COOKIE' ) ] = $cookie;
		try {
			// The REST API reads a request without a nonce as anonymous.
			wp_set_current_user( 0 );
			$_SERVER['HTTP_ORIGIN'] = 'https://evil.example';
			$foreign                = $this->submit( array() );
			$this->assertSame( array(), $this->stored( (int) $foreign->get_data()['id'] ), 'another site cannot post in the user\'s name' );
			$this->assertSame( 0, $this->user_of( (int) $foreign->get_data()['id'] ), 'nor store the response under it' );

			$_SERVER['HTTP_ORIGIN'] = (string) preg_replace( '~^(https?://[^/]+).*$~', '$1', home_url() );
			$own                    = $this->submit( array() );
			$this->assertSame(
				array(
					'user_id'   => (string) $subscriber,
					'user_role' => 'subscriber',
				),
				$this->stored( (int) $own->get_data()['id'] )
			);
			// The response is the user's too (privacy tools find it by the account).
			$this->assertSame( $subscriber, $this->user_of( (int) $own->get_data()['id'] ) );
		} finally {
			unset( $_COOKIE[ (string) constant( 'LOGGED_IN_COOKIE' ) ] );
		}
	}

	/**
	 * The user a response is stored under.
	 *
	 * @param int $id The response.
	 * @return int
	 */
	private function user_of( int $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT user_id FROM `' . userfeedback()->tables()->responses() . '` WHERE id = %d', $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- the test reads the stored row.
	}

	/**
	 * Bad values sent with a response: a 400 naming `fields`, and nothing stored.
	 *
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public static function bad_values(): array {
		return array(
			'too long'  => array( array( 'utm_source' => str_repeat( 'x', 201 ) ), 'at most 200 characters' ),
			'not text'  => array( array( 'utm_source' => array( 'x' ) ), 'string' ),
			'too many'  => array( array_fill_keys( array_map( static fn( int $i ): string => "f{$i}", range( 1, 21 ) ), 'x' ), 'at most 20' ),
			'not a map' => array( 'utm_source=x', 'object' ),
		);
	}

	/**
	 * A bad value refuses the response.
	 *
	 * @param mixed  $fields  The `fields` sent.
	 * @param string $message What the 400 says.
	 */
	#[DataProvider( 'bad_values' )]
	public function test_a_bad_value_is_a_400_and_nothing_is_stored( $fields, string $message ): void {
		$response = $this->submit( $fields );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$this->assertStringContainsString( $message, (string) wp_json_encode( $response->get_data()['data']['params'] ) );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $this->survey_id ) ) );
		$this->assertSame( '0', $wpdb->get_var( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->response_fields() . '`' ) );
	}

	public function test_a_value_of_exactly_200_characters_is_stored_whole(): void {
		$value    = str_repeat( 'é', 200 );
		$response = $this->submit( array( 'utm_source' => $value ) );
		$this->assertSame( 201, $response->get_status() );
		$this->assertSame( array( 'utm_source' => $value ), $this->stored( (int) $response->get_data()['id'] ) );
	}

	public function test_the_list_and_the_single_response_carry_the_fields(): void {
		$with    = (int) $this->submit( array( 'utm_source' => 'newsletter' ) )->get_data()['id'];
		$without = (int) $this->submit( array() )->get_data()['id'];
		$this->act_as( 'administrator' );

		$list = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses" );
		$this->assertSame( 200, $list->get_status() );
		$items = array_column( $list->get_data()['items'], null, 'id' );
		$this->assertEquals( (object) array( 'utm_source' => 'newsletter' ), $items[ $with ]['fields'] );
		$this->assertEquals( (object) array(), $items[ $without ]['fields'], 'an empty object, not a list' );
		$this->assertSame( '{}', wp_json_encode( $items[ $without ]['fields'] ) );

		$filtered = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses", array( 'fields' => '{"utm_source":"newsletter"}' ) );
		$this->assertSame( array( $with ), array_column( $filtered->get_data()['items'], 'id' ) );

		$single = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/responses/{$with}" );
		$this->assertSame( 200, $single->get_status(), (string) wp_json_encode( $single->get_data() ) );
		$this->assertEquals( (object) array( 'utm_source' => 'newsletter' ), $single->get_data()['fields'] );
	}

	public function test_the_values_go_with_a_response_deleted_for_good_or_with_its_survey(): void {
		$first  = (int) $this->submit( array( 'utm_source' => 'a' ) )->get_data()['id'];
		$second = (int) $this->submit( array( 'utm_source' => 'b' ) )->get_data()['id'];
		$third  = (int) $this->submit( array( 'utm_source' => 'c' ) )->get_data()['id'];
		$this->act_as( 'administrator' );

		$this->assertSame( 200, $this->rest( 'POST', "/userfeedback/v1/surveys/{$this->survey_id}/responses/trash", array( 'response_ids' => array( $first ) ) )->get_status() );
		$this->assertSame( array( 'utm_source' => 'a' ), $this->stored( $first ), 'kept in the Trash' );
		$this->assertSame( 200, $this->rest( 'DELETE', "/userfeedback/v1/surveys/{$this->survey_id}/responses", array( 'response_ids' => array( $first ) ) )->get_status() );
		$this->assertSame( array(), $this->stored( $first ) );

		global $wpdb;
		$this->assertIsArray( ( new ResponsesRepository( $wpdb, userfeedback()->tables(), userfeedback()->rollups() ) )->delete_for_good( $this->survey_id, array( $second ) ) );
		$this->assertSame( array(), $this->stored( $second ) );
		$this->assertSame( array( 'utm_source' => 'c' ), $this->stored( $third ) );

		$this->assertSame( 200, $this->rest( 'POST', '/userfeedback/v1/surveys/trash', array( 'survey_ids' => array( $this->survey_id ) ) )->get_status() );
		$this->assertSame( 200, $this->rest( 'DELETE', '/userfeedback/v1/surveys', array( 'survey_ids' => array( $this->survey_id ) ) )->get_status() );
		$this->assertSame( array(), $this->stored( $third ) );
	}

	public function test_the_personal_data_export_lists_them_and_both_erasures_remove_them(): void {
		$person = get_userdata( $this->create_user( 'subscriber' ) );
		$this->assertInstanceOf( \WP_User::class, $person );
		wp_set_current_user( $person->ID );
		$first  = (int) $this->submit( array( 'utm_source' => 'newsletter' ) )->get_data()['id'];
		$second = (int) $this->submit( array( 'plan' => 'pro' ) )->get_data()['id'];
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->responses(), array( 'user_id' => $person->ID ), array( 'survey_id' => $this->survey_id ) );

		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$tools     = $exporters[ PersonalDataTools::EXPORTER ]['callback'][0];
		$this->assertInstanceOf( PersonalDataTools::class, $tools );
		$export = $tools->export( $person->user_email );
		$data   = array_column( array_merge( ...array_column( $export['data'], 'data' ) ), 'value', 'name' );
		$this->assertSame( 'newsletter', $data['utm_source (hidden field)'] ?? null, (string) wp_json_encode( $data ) );
		$this->assertSame( 'pro', $data['plan (hidden field)'] ?? null );

		userfeedback()->settings()->update( array( 'privacy_erasure' => 'anonymise' ) );
		$tools->erase( $person->user_email );
		$this->assertSame( array(), $this->stored( $first ), 'anonymised: the values are forgotten' );
		$this->assertNotNull( $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM `' . userfeedback()->tables()->responses() . '` WHERE id = %d', $first ) ), 'the response is kept' );

		$third = (int) $this->submit( array( 'utm_source' => 'ads' ) )->get_data()['id'];
		$wpdb->update( userfeedback()->tables()->responses(), array( 'user_id' => $person->ID ), array( 'id' => $third ) );
		userfeedback()->settings()->update( array( 'privacy_erasure' => 'delete' ) );
		$tools->erase( $person->user_email );
		$this->assertSame( array(), $this->stored( $third ) );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM `' . userfeedback()->tables()->responses() . '` WHERE id = %d', $third ) ) );
		unset( $second );
	}

	public function test_the_webhook_delivery_of_a_new_response_carries_its_fields(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		$wpdb->insert(
			$tables->webhooks(),
			array(
				'url'        => 'https://hooks.example.com/in',
				'events'     => 'response.submitted',
				'survey_ids' => '',
				'secret'     => str_repeat( 'a', 32 ),
				'active'     => 1,
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
				'updated_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		// The endpoint list is kept for the request (in the object cache): written behind its back
		// here, so that copy is dropped. A queuer of this test's own, as the response's
		// transaction runs it (ResponseStore's also_write).
		wp_cache_flush();
		$plugin  = userfeedback();
		$surveys = new SurveyRepository( $wpdb, $tables );
		$email   = new EmailFeature( $wpdb, $tables, $plugin->rollups(), $surveys, $plugin->entitlements(), $plugin->settings() );
		$queue   = ( new WebhooksFeature( $wpdb, $tables, $email, new ResponsesRepository( $wpdb, $tables, $plugin->rollups() ), $surveys, $plugin->entitlements() ) )->in_response_transaction();
		$survey  = $surveys->find( $this->survey_id );
		$this->assertNotNull( $survey );
		$queued  = function ( array $fields ) use ( $wpdb, $tables, $queue, $survey ): string {
			$id = (int) $this->submit( $fields )->get_data()['id'];
			$wpdb->query( $wpdb->prepare( 'DELETE FROM `' . $tables->email_queue() . '` WHERE response_id = %d', $id ) );
			$this->assertTrue( $queue( $survey, $id, array() ) );
			return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT payload FROM `' . $tables->email_queue() . "` WHERE kind = 'webhook' AND response_id = %d", $id ) );
		};
		$payload = json_decode( $queued( array( 'utm_source' => 'newsletter' ) ), true );
		$this->assertIsArray( $payload, 'a delivery was queued' );
		$this->assertSame( array( 'utm_source' => 'newsletter' ), $payload['data']['response']['fields'] );

		$payload = $queued( array() );
		$this->assertStringContainsString( '"fields":{}', $payload, 'an empty object, not a list' );
	}

	/**
	 * Saves the survey with these hidden fields.
	 *
	 * @param array<int, mixed> $fields The fields.
	 * @param int|null          $id     The survey to update; null creates one.
	 * @return \WP_REST_Response
	 */
	private function save( array $fields, ?int $id = null ): \WP_REST_Response {
		$user = get_current_user_id();
		if ( 0 === $user ) {
			$this->act_as( 'administrator' );
		}
		return $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'            => $id,
				'title'         => 'Hidden fields',
				'status'        => 'publish',
				'questions'     => array(
					array(
						'id'     => 'why',
						'type'   => 'text',
						'title'  => 'Why?',
						'config' => array(),
					),
				),
				'settings'      => array_merge( SurveyDefaults::settings(), array( 'hidden_fields' => $fields ) ),
				'notifications' => SurveyDefaults::notifications(),
				'language'      => '',
				'template'      => '',
				'type'          => '',
			)
		);
	}

	/**
	 * A visitor's first save (as whoever is logged in).
	 *
	 * @param mixed $fields The `fields` sent.
	 * @return \WP_REST_Response
	 */
	private function submit( $fields ): \WP_REST_Response {
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 250 );
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array(
				'answers' => array(
					array(
						'question_id' => 'why',
						'value'       => 'Because',
					),
				),
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
				'fields'  => $fields,
			)
		);
	}

	/**
	 * A response's stored values.
	 *
	 * @param int $id The response.
	 * @return array<string, string>
	 */
	private function stored( int $id ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT name, value FROM `' . userfeedback()->tables()->response_fields() . '` WHERE response_id = %d ORDER BY name', $id ), ARRAY_A );
		return array_column( $rows, 'value', 'name' );
	}
}
