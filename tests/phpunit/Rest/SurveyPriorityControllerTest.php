<?php
/**
 * GET and POST surveys/priority, and the surveys list's limit_reached, through the real REST server.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Rest\SurveyPriorityController;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;

/**
 * Display rules across surveys (docs/decisions.md): the surveys list orders the
 * published surveys by dragging; the server changes the priorities of as few of them as it
 * takes (Surveys\PriorityOrder), so the builder's Priority and Display Order stay one value.
 */
final class SurveyPriorityControllerTest extends TestCase {

	private const ROUTE   = '/userfeedback/v1/surveys/priority';
	private const SURVEYS = '/userfeedback/v1/surveys';

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		foreach ( userfeedback()->tables()->all() as $table ) {
			$wpdb->query( "DELETE FROM `{$table}`" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		$this->license( 'elite' );
		$this->set_active_addons( array( 'question-types', 'targeting', 'branding', 'behavior', 'templates' ) );
	}

	public function test_visitors_get_401_and_users_without_the_capability_403(): void {
		$id = $this->create_survey();
		foreach ( array( 'GET', 'POST' ) as $method ) {
			wp_set_current_user( 0 );
			$response = $this->rest( $method, self::ROUTE, 'POST' === $method ? array( 'ids' => array( $id ) ) : array() );
			$this->assertSame( 401, $response->get_status(), $method );
			$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
			foreach ( array( 'subscriber', 'author' ) as $role ) {
				$this->act_as( $role );
				$this->assertSame( 403, $this->rest( $method, self::ROUTE, 'POST' === $method ? array( 'ids' => array( $id ) ) : array() )->get_status(), "{$role} {$method}" );
			}
			$this->act_as( 'editor' );
			$this->assertSame( 200, $this->rest( $method, self::ROUTE, 'POST' === $method ? array( 'ids' => array( $id ) ) : array() )->get_status(), "editor {$method}" );
		}
	}

	public function test_an_author_given_the_edit_capability_may_order(): void {
		$id = $this->create_survey();
		userfeedback()->settings()->update( array( 'create_edit_surveys' => array( 'administrator', 'author' ) ) );
		$this->act_as( 'author' );
		$this->assertSame( 200, $this->rest( 'POST', self::ROUTE, array( 'ids' => array( $id ) ) )->get_status() );
	}

	/**
	 * Sites that may not order surveys, and what they are told.
	 *
	 * @return array<string, array{string|null, string[], string}>
	 */
	public static function unentitled(): array {
		$all = array( 'question-types', 'targeting', 'branding', 'templates' );
		return array(
			'licensed, no behavior add-on' => array( 'elite', $all, 'Please activate the Behavior addon to access this feature' ),
			'no licence'                   => array( null, array_merge( $all, array( 'behavior' ) ), 'Please enter a valid license key to access this feature.' ),
		);
	}

	/**
	 * Changing the order needs the behavior add-on; reading it does not.
	 *
	 * @param string|null $license Licence type, or none.
	 * @param string[]    $addons  Active add-ons.
	 * @param string      $message The refusal.
	 */
	#[DataProvider( 'unentitled' )]
	public function test_without_the_behavior_entitlement_changing_the_order_is_403( ?string $license, array $addons, string $message ): void {
		$id = $this->create_survey();
		$this->license( $license );
		$this->set_active_addons( $addons );
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE, array( 'ids' => array( $id ) ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $response ) );
		$this->assertSame( $message, $this->error( $response )->get_error_message() );
		$this->assertSame( 0, $this->stored_priority( $id ), 'nothing written' );
		$this->assertSame( 200, $this->rest( 'GET', self::ROUTE )->get_status() );
	}

	public function test_unknown_drafted_or_trashed_ids_are_400_and_nothing_changes(): void {
		$this->act_as( 'administrator' );
		$live    = $this->create_survey();
		$draft   = $this->create_survey( array( 'status' => 'draft' ) );
		$trashed = $this->create_survey();
		$this->rest( 'POST', self::SURVEYS . '/trash', array( 'survey_ids' => array( $trashed ) ) );
		foreach ( array( 999999, $draft, $trashed ) as $bad ) {
			$response = $this->rest( 'POST', self::ROUTE, array( 'ids' => array( $live, $bad ) ) );
			$this->assertSame( 400, $response->get_status(), (string) $bad );
			$this->assertSame( 'userfeedback_priority_unknown_surveys', $this->error_code( $response ) );
			$error = $this->error( $response );
			$this->assertSame( array( $bad ), $error->get_error_data()['ids'] );
			$this->assertStringContainsString( (string) $bad, $error->get_error_message() );
		}
		$this->assertSame( 0, $this->stored_priority( $live ), 'nothing written' );
	}

	/**
	 * Bodies the argument schema refuses.
	 *
	 * @return array<string, array{array<string, mixed>}>
	 */
	public static function bad_bodies(): array {
		return array(
			'no ids'        => array( array() ),
			'empty list'    => array( array( 'ids' => array() ) ),
			'duplicates'    => array( array( 'ids' => array( 1, 1 ) ) ),
			'not integers'  => array( array( 'ids' => array( 'one' ) ) ),
			'zero'          => array( array( 'ids' => array( 0 ) ) ),
			'over the cap'  => array( array( 'ids' => range( 1, SurveyPriorityController::MAX_PRIORITY + 1 ) ) ),
			'not a list'    => array( array( 'ids' => 'x' ) ),
			'negative ids'  => array( array( 'ids' => array( -3 ) ) ),
			'nested arrays' => array( array( 'ids' => array( array( 1 ) ) ) ),
		);
	}

	/**
	 * The arguments are checked by their schema.
	 *
	 * @param array<string, mixed> $body The body.
	 */
	#[DataProvider( 'bad_bodies' )]
	public function test_bad_bodies_are_400( array $body ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::ROUTE, $body );
		$this->assertSame( 400, $response->get_status() );
		$this->assertContains( $this->error_code( $response ), array( 'rest_missing_callback_param', 'rest_invalid_param' ) );
	}

	public function test_the_order_given_is_the_order_kept(): void {
		$this->act_as( 'administrator' );
		$a = $this->create_survey( array( 'title' => 'A' ) );
		$b = $this->create_survey( array( 'title' => 'B' ) );
		$c = $this->create_survey( array( 'title' => 'C' ) );
		$d = $this->create_survey( array( 'title' => 'D' ) );
		// A draft keeps its priority and is not listed.
		$draft = $this->create_survey(
			array(
				'status'   => 'draft',
				'settings' => array( 'behavior' => array( 'priority' => 500 ) ),
			)
		);
		// A scheduled survey is listed, marked.
		$later = $this->create_survey(
			array(
				'title'      => 'Later',
				'publish_at' => gmdate( 'Y-m-d\TH:i:s\Z', time() + DAY_IN_SECONDS ),
			)
		);

		// All zero: oldest first, as a page considers them.
		$before = $this->rest( 'GET', self::ROUTE )->get_data()['items'];
		$this->assertSame( array( $a, $b, $c, $d, $later ), array_column( $before, 'id' ) );
		$this->assertSame( array( 0, 0, 0, 0, 0 ), array_column( $before, 'priority' ) );
		$this->assertSame( array( 'id', 'title', 'priority', 'is_scheduled', 'limit_reached' ), array_keys( $before[0] ) );
		$this->assertSame( array( false, false, false, false, true ), array_column( $before, 'is_scheduled' ) );

		$response = $this->rest( 'POST', self::ROUTE, array( 'ids' => array( $c, $a, $later, $b ) ) );
		$this->assertSame( 200, $response->get_status() );
		$items = $response->get_data()['items'];
		// B keeps its 0 (it is last of the four, and older than D); C, A and Later are placed
		// just above it. The unlisted D keeps 0 and comes after B, the older first.
		$this->assertSame( array( $c, $a, $later, $b, $d ), array_column( $items, 'id' ) );
		$this->assertSame( array( 3, 2, 1, 0, 0 ), array_column( $items, 'priority' ) );
		$this->assertSame( $items, $this->rest( 'GET', self::ROUTE )->get_data()['items'] );
		$this->assertSame( 3, $this->stored_priority( $c ) );
		$this->assertSame( 500, $this->stored_priority( $draft ) );
		// The builder reads what was stored.
		$this->assertSame( 2, $this->rest( 'GET', self::SURVEYS . '/' . $a )->get_data()['settings']['behavior']['priority'] );

		// A shorter order, C after A: A keeps 2, C goes below it (1; the older C before Later).
		$items = $this->rest( 'POST', self::ROUTE, array( 'ids' => array( $a, $c ) ) )->get_data()['items'];
		$this->assertSame( array( $a, $c, $later, $b, $d ), array_column( $items, 'id' ) );
		$this->assertSame( array( 2, 1, 1, 0, 0 ), array_column( $items, 'priority' ) );
	}

	public function test_moving_one_survey_changes_its_priority_only_and_keeps_the_numbers_the_builder_showed(): void {
		$this->act_as( 'administrator' );
		$ten  = $this->create_survey( array( 'settings' => array( 'behavior' => array( 'priority' => 10 ) ) ) );
		$four = $this->create_survey( array( 'settings' => array( 'behavior' => array( 'priority' => 4 ) ) ) );
		$zero = $this->create_survey();
		$this->assertSame( array( $ten, $four, $zero ), array_column( $this->rest( 'GET', self::ROUTE )->get_data()['items'], 'id' ) );
		global $wpdb;
		$table = userfeedback()->tables()->surveys();
		$wpdb->query( "UPDATE `{$table}` SET updated_at = '2020-01-01 00:00:00'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared

		// Saving the order as it is changes nothing (no 10 → 3 renumbering).
		$items = $this->rest( 'POST', self::ROUTE, array( 'ids' => array( $ten, $four, $zero ) ) )->get_data()['items'];
		$this->assertSame( array( 10, 4, 0 ), array_column( $items, 'priority' ) );

		// The last one moved to the top: just above 10. Moved between: halfway.
		$items = $this->rest( 'POST', self::ROUTE, array( 'ids' => array( $zero, $ten, $four ) ) )->get_data()['items'];
		$this->assertSame( array( $zero, $ten, $four ), array_column( $items, 'id' ) );
		$this->assertSame( array( 11, 10, 4 ), array_column( $items, 'priority' ) );
		$items = $this->rest( 'POST', self::ROUTE, array( 'ids' => array( $ten, $zero, $four ) ) )->get_data()['items'];
		$this->assertSame( array( 10, 7, 4 ), array_column( $items, 'priority' ) );
		$this->assertSame( 7, $this->rest( 'GET', self::SURVEYS . '/' . $zero )->get_data()['settings']['behavior']['priority'] );

		// Only the moved survey was written.
		$written = $wpdb->get_col( "SELECT id FROM `{$table}` WHERE updated_at <> '2020-01-01 00:00:00'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertSame( array( $zero ), array_map( 'intval', $written ) );
	}

	public function test_a_builder_save_without_priority_keeps_the_order_set_meanwhile(): void {
		$this->act_as( 'administrator' );
		$a = $this->create_survey( array( 'settings' => array( 'behavior' => array( 'priority' => 10 ) ) ) );
		$b = $this->create_survey( array( 'settings' => array( 'behavior' => array( 'priority' => 5 ) ) ) );
		// A builder opened on A (priority 10) while B is moved first in Display Order: A, the
		// other one of the swap, goes below B's 5.
		$loaded = $this->rest( 'GET', self::SURVEYS . '/' . $a )->get_data();
		$this->rest( 'POST', self::ROUTE, array( 'ids' => array( $b, $a ) ) );
		$this->assertSame( 5, $this->stored_priority( $b ) );
		$this->assertSame( 4, $this->stored_priority( $a ) );

		// Its save leaves the priority out (not changed there): the order stays, no 10 written back.
		$body                                   = $loaded;
		$body['title']                          = 'Renamed';
		$body['settings']['behavior']['timing'] = 'half_page';
		unset( $body['settings']['behavior']['priority'] );
		$response = $this->rest( 'POST', self::SURVEYS, $body );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 4, $response->get_data()['settings']['behavior']['priority'] );
		$this->assertSame( 'half_page', $response->get_data()['settings']['behavior']['timing'] );
		$this->assertSame( array( $b, $a ), array_column( $this->rest( 'GET', self::ROUTE )->get_data()['items'], 'id' ) );

		// Sent, it is the owner's choice and is stored.
		$body['settings']['behavior']['priority'] = 20;
		$this->assertSame( 20, $this->rest( 'POST', self::SURVEYS, $body )->get_data()['settings']['behavior']['priority'] );
		$this->assertSame( array( $a, $b ), array_column( $this->rest( 'GET', self::ROUTE )->get_data()['items'], 'id' ) );

		// A new survey without one gets the default; without the behavior add-on the gate resets it.
		$this->assertSame( 0, $this->stored_priority( $this->create_survey() ) );
		$this->set_active_addons( array( 'question-types', 'targeting', 'branding', 'templates' ) );
		unset( $body['settings']['behavior']['priority'] );
		$this->assertSame( 0, $this->rest( 'POST', self::SURVEYS, $body )->get_data()['settings']['behavior']['priority'] );
	}

	public function test_surveys_whose_priority_does_not_change_are_not_written(): void {
		$this->act_as( 'administrator' );
		$a = $this->create_survey();
		$b = $this->create_survey();
		global $wpdb;
		$table = userfeedback()->tables()->surveys();
		$wpdb->query( "UPDATE `{$table}` SET updated_at = '2020-01-01 00:00:00'" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		// Both at 0, the older first: the order already holds.
		$this->rest( 'POST', self::ROUTE, array( 'ids' => array( $a, $b ) ) );
		$this->rest( 'POST', self::ROUTE, array( 'ids' => array( $b ) ) );
		$this->assertSame( array( '2020-01-01 00:00:00' ), array_values( array_unique( $wpdb->get_col( "SELECT updated_at FROM `{$table}`" ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		// The newer B first: it goes just above A, which keeps its 0.
		$this->rest( 'POST', self::ROUTE, array( 'ids' => array( $b, $a ) ) );
		$this->assertSame( 1, $this->stored_priority( $b ) );
		$this->assertSame( 0, $this->stored_priority( $a ) );
	}

	public function test_the_surveys_list_and_the_order_say_which_surveys_reached_their_limit(): void {
		$this->act_as( 'administrator' );
		$reached = $this->create_survey(
			array(
				'title'    => 'Reached',
				'settings' => array( 'behavior' => array( 'response_limit' => 2 ) ),
			)
		);
		$under   = $this->create_survey(
			array(
				'title'    => 'Under',
				'settings' => array( 'behavior' => array( 'response_limit' => 3 ) ),
			)
		);
		$none    = $this->create_survey( array( 'title' => 'No limit' ) );
		foreach ( array( $reached, $under, $none ) as $id ) {
			$this->insert_response( $id, gmdate( 'Y-m-d H:i:s' ), array( array( 'q1', 'Yes' ) ) );
			$this->insert_response( $id, gmdate( 'Y-m-d H:i:s' ), array( array( 'q1', 'No' ) ) );
			// A partial response does not count towards the limit.
			$this->insert_response( $id, gmdate( 'Y-m-d H:i:s' ), array( array( 'q1', 'No' ) ), 'publish', array( 'completed' => '0' ) );
		}

		$items = array_column( $this->rest( 'GET', self::SURVEYS )->get_data()['items'], 'limit_reached', 'id' );
		$this->assertSame(
			array(
				$none    => false,
				$under   => false,
				$reached => true,
			),
			$items
		);
		$order = array_column( $this->rest( 'GET', self::ROUTE )->get_data()['items'], 'limit_reached', 'id' );
		$this->assertTrue( $order[ $reached ] );
		$this->assertFalse( $order[ $under ] );

		// Described by the list route's schema, and not added to the single survey object.
		$schema = $this->rest( 'OPTIONS', self::SURVEYS )->get_data()['schema']['properties'];
		$this->assertSame( 'boolean', $schema['limit_reached']['type'] );
		$this->assertArrayNotHasKey( 'limit_reached', $this->rest( 'GET', self::SURVEYS . '/' . $reached )->get_data() );
	}

	public function test_the_list_counts_limits_with_one_query_for_the_page(): void {
		$this->act_as( 'administrator' );
		for ( $i = 0; $i < 5; $i++ ) {
			$this->create_survey( array( 'settings' => array( 'behavior' => array( 'response_limit' => 1 ) ) ) );
		}
		global $wpdb;
		$queries = array();
		$spy     = static function ( string $query ) use ( &$queries ): string {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $spy );
		$this->rest( 'GET', self::SURVEYS );
		remove_filter( 'query', $spy );
		$counts = array_filter( $queries, static fn( string $q ): bool => str_contains( $q, 'AS completed' ) );
		$this->assertCount( 1, $counts, implode( "\n", $queries ) );
		unset( $wpdb );
	}

	/**
	 * The WP_Error of a failed response.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @return \WP_Error
	 */
	private function error( \WP_REST_Response $response ): \WP_Error {
		$error = $response->as_error();
		$this->assertInstanceOf( \WP_Error::class, $error );
		return $error;
	}

	/**
	 * The stored settings.behavior.priority of a survey.
	 *
	 * @param int $id Survey id.
	 * @return int
	 */
	private function stored_priority( int $id ): int {
		global $wpdb;
		$row = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->find( $id );
		$this->assertNotNull( $row );
		return (int) ( $row['settings']['behavior']['priority'] ?? 0 );
	}

	/**
	 * Creates a published survey through the route (as an administrator) and returns its id.
	 *
	 * @param array<string, mixed> $changes Changes to the default body.
	 * @return int
	 */
	private function create_survey( array $changes = array() ): int {
		$user = get_current_user_id();
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::SURVEYS,
			array_merge(
				array(
					'id'            => null,
					'title'         => 'Test survey',
					'status'        => 'publish',
					'questions'     => array(
						array(
							'id'     => 'q1',
							'type'   => 'radio-button',
							'title'  => 'Was this page helpful?',
							'config' => array( 'options' => array( 'Yes', 'No' ) ),
						),
					),
					'settings'      => array(),
					'notifications' => array(),
				),
				$changes
			)
		);
		wp_set_current_user( $user );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * Sets the licence, or removes it.
	 *
	 * @param string|null $type Licence type, or null for none.
	 * @return void
	 */
	private function license( ?string $type ): void {
		if ( null === $type ) {
			delete_option( LicenseStore::OPTION );
			return;
		}
		( new LicenseStore() )->save( new License( 'key-' . $type, $type ) );
	}
}
