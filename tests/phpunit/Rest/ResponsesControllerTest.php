<?php
/**
 * The responses routes of the reporting screens, through the real REST server.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Responses\ResponseActionsController;
use UserFeedback\Responses\ResponseController;
use UserFeedback\Responses\ResponsePosition;
use UserFeedback\Responses\ResponseTrash;
use UserFeedback\Rest\ResponsesController;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// Tests read and write the plugin's own tables directly to build and check data.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare

/**
 * List, one response, trash, restore and delete: shapes, paging, positions, the answers' status
 * following their response, ids of other surveys refused, permissions per role and gates per tier.
 * The site runs the Pro build; Lite is tested by putting a Lite-built controller behind the same
 * routes (rest_endpoints), so requests still go through the real dispatch.
 */
final class ResponsesControllerTest extends TestCase {

	private const BASE = '/userfeedback/v1/surveys';

	/**
	 * The survey with one question of each type.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * Another survey, whose responses must never be touched through the first one's routes.
	 *
	 * @var int
	 */
	private int $other_id;

	/**
	 * The rest_endpoints filter that swaps in a Lite controller, when set.
	 *
	 * @var (callable(array<string, mixed>): array<string, mixed>)|null
	 */
	private $lite_filter = null;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// Tests count rows: start from empty tables (inside the rolled-back transaction).
		foreach ( userfeedback()->tables()->all() as $table ) {
			$wpdb->query( "DELETE FROM `{$table}`" );
		}
		$this->license( 'elite' );
		$this->set_active_addons( array( 'question-types', 'behavior' ) );
		$this->survey_id = $this->create_survey( 'Every type', self::every_question_type() );
		$this->other_id  = $this->create_survey(
			'Other',
			array(
				array(
					'id'     => 'q1',
					'type'   => 'radio-button',
					'title'  => 'Yes?',
					'config' => array( 'options' => array( 'Yes', 'No' ) ),
				),
			)
		);
	}

	protected function tearDown(): void {
		if ( null !== $this->lite_filter ) {
			remove_filter( 'rest_endpoints', $this->lite_filter );
			$this->lite_filter = null;
		}
		parent::tearDown();
	}

	public function test_the_list_pages_newest_first_with_counts_for_this_survey_only(): void {
		$ids = $this->add_responses( $this->survey_id, 12 );
		$this->add_responses( $this->survey_id, 3, 'trash' );
		$this->add_responses( $this->other_id, 4 );
		$this->add_responses( $this->other_id, 2, 'trash' );
		$this->act_as( 'administrator' );

		$response = $this->list( array( 'per_page' => 5 ) );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( array_slice( array_reverse( $ids ), 0, 5 ), array_column( $data['items'], 'id' ) );
		$this->assertSame(
			array(
				'page'     => 1,
				'pages'    => 3,
				'per_page' => 5,
				'total'    => 12,
			),
			$data['pagination']
		);
		$this->assertSame(
			array(
				array(
					'status' => 'all',
					'count'  => 12,
				),
				array(
					'status' => 'publish',
					'count'  => 12,
				),
				array(
					'status' => 'trash',
					'count'  => 3,
				),
			),
			$data['status_filters']
		);
		$this->assertSame( '12', $response->get_headers()['X-WP-Total'] );
		$this->assertSame( '3', $response->get_headers()['X-WP-TotalPages'] );

		$last = $this->list(
			array(
				'per_page' => 5,
				'page'     => 3,
			)
		)->get_data();
		$this->assertSame( array( $ids[1], $ids[0] ), array_column( $last['items'], 'id' ) );
		$this->assertSame(
			array(),
			$this->list(
				array(
					'per_page' => 5,
					'page'     => 4,
				)
			)->get_data()['items'],
			'past the last page'
		);

		$oldest = $this->list(
			array(
				'per_page' => 3,
				'order'    => 'asc',
			)
		)->get_data();
		$this->assertSame( array_slice( $ids, 0, 3 ), array_column( $oldest['items'], 'id' ) );
	}

	public function test_the_default_page_holds_ten_published_responses(): void {
		$this->add_responses( $this->survey_id, 11 );
		$this->add_responses( $this->survey_id, 1, 'trash' );
		$this->act_as( 'administrator' );
		$data = $this->list()->get_data();
		$this->assertCount( 10, $data['items'] );
		$this->assertSame( array( 'publish' ), array_unique( array_column( $data['items'], 'status' ) ) );
		$this->assertSame( 2, $data['pagination']['pages'] );
		$this->assertSame( 10, $data['pagination']['per_page'] );
	}

	public function test_filters_show_the_trash_and_all_means_published(): void {
		$published = $this->add_responses( $this->survey_id, 2 );
		$trashed   = $this->add_responses( $this->survey_id, 3, 'trash' );
		$this->act_as( 'administrator' );

		$trash = $this->list( array( 'filter' => array( 'status' => 'trash' ) ) )->get_data();
		$this->assertSame( array_reverse( $trashed ), array_column( $trash['items'], 'id' ) );
		$this->assertSame( array( 'trash' ), array_unique( array_column( $trash['items'], 'status' ) ) );
		$this->assertSame( 3, $trash['pagination']['total'] );

		foreach ( array( 'publish', 'all' ) as $status ) {
			$data = $this->list( array( 'filter' => array( 'status' => $status ) ) )->get_data();
			$this->assertSame( array_reverse( $published ), array_column( $data['items'], 'id' ), $status );
		}
		$this->assertSame( 400, $this->list( array( 'filter' => array( 'status' => 'draft' ) ) )->get_status() );
		$this->assertSame( 400, $this->list( array( 'filter' => array( 'other' => 'x' ) ) )->get_status() );
	}

	public function test_per_page_minus_one_returns_all_and_other_sizes_are_bounded(): void {
		$ids = $this->add_responses( $this->survey_id, 120 );
		$this->act_as( 'administrator' );

		$all = $this->list( array( 'per_page' => -1 ) )->get_data();
		$this->assertSame( array_reverse( $ids ), array_column( $all['items'], 'id' ) );
		$this->assertSame(
			array(
				'page'     => 1,
				'pages'    => 1,
				'per_page' => ResponsesController::MAX_ALL,
				'total'    => 120,
			),
			$all['pagination']
		);
		$this->assertCount( 100, $this->list( array( 'per_page' => 100 ) )->get_data()['items'] );
		foreach ( array( 0, -2, 101, 'x' ) as $bad ) {
			$response = $this->list( array( 'per_page' => $bad ) );
			$this->assertSame( 400, $response->get_status(), "per_page {$bad}" );
			$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		}
		$this->assertSame( 400, $this->list( array( 'page' => 0 ) )->get_status() );
		$this->assertSame( 400, $this->list( array( 'order' => 'sideways' ) )->get_status() );
	}

	public function test_list_items_carry_site_times_and_only_http_links(): void {
		update_option( 'timezone_string', 'Europe/Paris' );
		$safe  = $this->add_response(
			$this->survey_id,
			'2026-07-01 22:30:00',
			'publish',
			array(),
			array(
				'page_url'   => 'https://example.com/pricing/?a=1',
				'page_title' => 'Pricing',
			)
		);
		$risky = $this->add_response(
			$this->survey_id,
			'2026-07-01 10:00:00',
			'publish',
			array(),
			array(
				'page_url'   => 'javascript:alert(1)',
				'page_title' => 'Home',
			)
		);
		$this->act_as( 'editor' );
		// Through JSON, as the browser reads it: `answers` is an object, empty here.
		$items = json_decode( (string) wp_json_encode( $this->list()->get_data()['items'] ), true );
		$this->assertSame( '{}', wp_json_encode( $this->list()->get_data()['items'][0]['answers'] ) );
		$this->assertSame(
			array(
				array(
					'id'             => $safe,
					'status'         => 'publish',
					'submitted_at'   => '2026-07-02T00:30:00+02:00',
					'page_submitted' => array(
						'url'   => 'https://example.com/pricing/?a=1',
						'title' => 'Pricing',
					),
					'completed'      => true,
					'language'       => '',
					'answers'        => array(),
					'fields'         => array(),
					'tags'           => array(),
					'sentiments'     => array(),
					'themes'         => array(),
				),
				array(
					'id'             => $risky,
					'status'         => 'publish',
					'submitted_at'   => '2026-07-01T12:00:00+02:00',
					'page_submitted' => array(
						'url'   => '',
						'title' => 'Home',
					),
					'completed'      => true,
					'language'       => '',
					'answers'        => array(),
					'fields'         => array(),
					'tags'           => array(),
					'sentiments'     => array(),
					'themes'         => array(),
				),
			),
			$items
		);
	}

	public function test_responses_submitted_in_the_same_second_are_ordered_by_id(): void {
		$first  = $this->add_response( $this->survey_id, '2026-01-01 10:00:00' );
		$second = $this->add_response( $this->survey_id, '2026-01-01 10:00:00' );
		$older  = $this->add_response( $this->survey_id, '2026-01-01 09:00:00' );
		$this->act_as( 'administrator' );
		$this->assertSame( array( $second, $first, $older ), array_column( $this->list()->get_data()['items'], 'id' ) );
	}

	public function test_the_list_costs_the_same_queries_whatever_its_size(): void {
		global $wpdb;
		$this->act_as( 'administrator' );
		$this->add_responses( $this->survey_id, 2 );
		$this->list(); // Warm up the REST server and the user's capabilities.
		$before = $wpdb->num_queries;
		$this->list( array( 'per_page' => -1 ) );
		$small = $wpdb->num_queries - $before;

		$this->add_responses( $this->survey_id, 60 );
		$before = $wpdb->num_queries;
		$this->list( array( 'per_page' => -1 ) );
		$this->assertSame( $small, $wpdb->num_queries - $before );
		$this->assertLessThanOrEqual( 7, $small, 'survey, counts, page, the page\'s answers, its hidden fields, its tags and its insights' );
	}

	public function test_an_unknown_survey_is_404_on_every_route(): void {
		$this->act_as( 'administrator' );
		foreach ( self::routes() as $name => $route ) {
			$response = $this->call( $route[0], $route[1], 999999, 1 );
			$this->assertSame( 404, $response->get_status(), $name );
			$this->assertSame( 'userfeedback_survey_not_found', $this->error_code( $response ), $name );
		}
	}

	public function test_one_response_has_its_details_and_merged_answers(): void {
		update_option( 'timezone_string', 'Europe/Paris' );
		$id = $this->submit_as_visitor();
		$this->act_as( 'administrator' );

		$response = $this->rest( 'GET', $this->path( "/responses/{$id}" ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();

		global $wpdb;
		$stored = (string) $wpdb->get_var( $wpdb->prepare( "SELECT submitted_at FROM `{$this->tables()->responses()}` WHERE id = %d", $id ) );
		$this->assertSame( ( new \DateTimeImmutable( $stored, new \DateTimeZone( 'UTC' ) ) )->setTimezone( new \DateTimeZone( 'Europe/Paris' ) )->format( 'c' ), $data['submitted_at'] );
		unset( $data['submitted_at'] );
		$this->assertSame( '{}', wp_json_encode( $data['fields'] ), 'an empty object, not a list' );
		unset( $data['fields'] );

		$this->assertSame(
			array(
				'id'             => $id,
				'survey_id'      => $this->survey_id,
				'status'         => 'publish',
				'page_submitted' => array(
					'url'   => 'https://example.com/pricing/',
					'title' => 'Pricing',
				),
				'user_ip'        => '203.0.113.0',
				'user_browser'   => 'Firefox 126',
				'user_os'        => 'Windows 10',
				'user_device'    => 'desktop',
				'completed'      => true,
				'language'       => 'en_US',
				'answers'        => array(
					array(
						'question_id' => 'star',
						'value'       => 4,
						'extra'       => 'Nice',
					),
					array(
						'question_id' => 'nps',
						'value'       => 9,
						'extra'       => null,
					),
					array(
						'question_id' => 'radio',
						'value'       => 'No',
						'extra'       => null,
					),
					array(
						'question_id' => 'check',
						'value'       => array( 'A', 'C' ),
						'extra'       => null,
					),
					array(
						'question_id' => 'mail',
						'value'       => 'jo@example.com',
						'extra'       => 'Jo',
					),
					array(
						'question_id' => 'long',
						'value'       => 'Because.',
						'extra'       => null,
					),
				),
				'position'       => array(
					'index'       => 1,
					'total'       => 1,
					'previous_id' => null,
					'next_id'     => null,
				),
				'tags'           => array(),
				'sentiments'     => array(),
				'themes'         => array(),
			),
			$data
		);
	}

	public function test_a_single_ticked_checkbox_is_still_a_list_and_answers_follow_question_order(): void {
		$id = $this->add_response(
			$this->survey_id,
			'2026-01-01 10:00:00',
			'publish',
			array(
				array( 'short', 'Last', null, null ),
				array( 'gone', 'x', null, null ),
				array( 'gone', 'y', null, null ),
				array( 'check', 'B', null, 'Why B' ),
				array( 'radio', 'Yes', null, null ),
			)
		);
		$this->act_as( 'administrator' );
		$this->assertSame(
			array(
				array(
					'question_id' => 'radio',
					'value'       => 'Yes',
					'extra'       => null,
				),
				array(
					'question_id' => 'check',
					'value'       => array( 'B' ),
					'extra'       => 'Why B',
				),
				array(
					'question_id' => 'short',
					'value'       => 'Last',
					'extra'       => null,
				),
				array(
					'question_id' => 'gone',
					'value'       => array( 'x', 'y' ),
					'extra'       => null,
				),
			),
			$this->rest( 'GET', $this->path( "/responses/{$id}" ) )->get_data()['answers']
		);
	}

	public function test_the_position_counts_responses_of_the_same_status_newest_first(): void {
		$a = $this->add_response( $this->survey_id, '2026-01-01 08:00:00' );
		$b = $this->add_response( $this->survey_id, '2026-01-02 08:00:00' );
		$c = $this->add_response( $this->survey_id, '2026-01-02 08:00:00' ); // Same second: after $b by id.
		$d = $this->add_response( $this->survey_id, '2026-01-03 08:00:00' );
		$t = $this->add_response( $this->survey_id, '2026-01-05 08:00:00', 'trash' );
		$u = $this->add_response( $this->survey_id, '2026-01-04 08:00:00', 'trash' );
		$this->add_response( $this->other_id, '2026-01-02 09:00:00' );
		$this->act_as( 'administrator' );

		// Newest first: d, c, b, a.
		$expected = array(
			$d => array( 1, null, $c ),
			$c => array( 2, $d, $b ),
			$b => array( 3, $c, $a ),
			$a => array( 4, $b, null ),
			$t => array( 1, null, $u ),
			$u => array( 2, $t, null ),
		);
		foreach ( $expected as $id => list( $index, $previous, $next ) ) {
			$this->assertSame(
				array(
					'index'       => $index,
					'total'       => in_array( $id, array( $t, $u ), true ) ? 2 : 4,
					'previous_id' => $previous,
					'next_id'     => $next,
				),
				$this->rest( 'GET', $this->path( "/responses/{$id}" ) )->get_data()['position'],
				"response {$id}"
			);
		}
	}

	public function test_a_response_of_another_survey_or_none_is_404(): void {
		$foreign = $this->add_response( $this->other_id, '2026-01-01 10:00:00' );
		$this->act_as( 'administrator' );
		foreach ( array( $foreign, 999999 ) as $id ) {
			$response = $this->rest( 'GET', $this->path( "/responses/{$id}" ) );
			$this->assertSame( 404, $response->get_status() );
			$this->assertSame( 'userfeedback_response_not_found', $this->error_code( $response ) );
		}
	}

	public function test_trash_moves_the_responses_and_their_answers(): void {
		$ids = $this->add_responses( $this->survey_id, 3 );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', $this->path( '/responses/trash' ), array( 'response_ids' => array( $ids[0], $ids[2] ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'response_ids' => array( $ids[0], $ids[2] ) ), $response->get_data() );
		$this->assertSame(
			array(
				$ids[0] => 'trash',
				$ids[1] => 'publish',
				$ids[2] => 'trash',
			),
			$this->statuses( $ids )
		);
		$this->assertSame( 'trash', $this->answer_statuses( array( $ids[0], $ids[2] ) ), 'statistics read the answers\' status' );
		$this->assertSame( 'publish', $this->answer_statuses( array( $ids[1] ) ) );

		$again = $this->rest( 'POST', $this->path( '/responses/trash' ), array( 'response_ids' => array( $ids[0], $ids[1] ) ) );
		$this->assertSame( array( 'response_ids' => array( $ids[1] ) ), $again->get_data(), 'only responses that changed' );

		$counts = $this->list()->get_data()['status_filters'];
		$this->assertSame( array( 0, 0, 3 ), array_column( $counts, 'count' ) );
	}

	public function test_restore_publishes_trashed_responses_and_their_answers(): void {
		$published = $this->add_responses( $this->survey_id, 1 );
		$trashed   = $this->add_responses( $this->survey_id, 2, 'trash' );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', $this->path( '/responses/restore' ), array( 'response_ids' => array_merge( $published, $trashed ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'response_ids' => $trashed ), $response->get_data() );
		$this->assertSame( array( 'publish' ), array_values( array_unique( $this->statuses( array_merge( $published, $trashed ) ) ) ) );
		$this->assertSame( 'publish', $this->answer_statuses( $trashed ) );
	}

	public function test_delete_removes_only_trashed_responses_with_their_answers(): void {
		$published = $this->add_responses( $this->survey_id, 1 );
		$trashed   = $this->add_responses( $this->survey_id, 2, 'trash' );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'DELETE', $this->path( '/responses' ), array( 'response_ids' => array_merge( $published, $trashed ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'response_ids' => $trashed ), $response->get_data() );
		$this->assertSame( array( $published[0] => 'publish' ), $this->statuses( array_merge( $published, $trashed ) ) );
		$this->assertSame( 0, $this->answer_rows( $trashed ) );
		$this->assertSame( 2, $this->answer_rows( $published ) );
	}

	public function test_ids_of_another_survey_or_unknown_ids_change_nothing(): void {
		$mine    = $this->add_responses( $this->survey_id, 2 );
		$trashed = $this->add_responses( $this->survey_id, 1, 'trash' );
		$theirs  = $this->add_responses( $this->other_id, 1, 'trash' );
		$this->act_as( 'administrator' );
		$before = array(
			$this->statuses( array_merge( $mine, $trashed, $theirs ) ),
			$this->answer_rows( array_merge( $mine, $trashed, $theirs ) ),
		);

		foreach ( array( 'trash', 'restore', 'delete' ) as $action ) {
			foreach ( array( $theirs, array( 999999 ) ) as $intruders ) {
				$ids      = array_merge( $mine, $trashed, $intruders );
				$response = 'delete' === $action
					? $this->rest( 'DELETE', $this->path( '/responses' ), array( 'response_ids' => $ids ) )
					: $this->rest( 'POST', $this->path( "/responses/{$action}" ), array( 'response_ids' => $ids ) );
				$this->assertSame( 400, $response->get_status(), $action );
				$this->assertSame( 'userfeedback_invalid_response_ids', $this->error_code( $response ), $action );
			}
		}
		$this->assertSame(
			$before,
			array(
				$this->statuses( array_merge( $mine, $trashed, $theirs ) ),
				$this->answer_rows( array_merge( $mine, $trashed, $theirs ) ),
			)
		);

		// Through the other survey's URL they are its own.
		$response = $this->rest( 'DELETE', "/userfeedback/v1/surveys/{$this->other_id}/responses", array( 'response_ids' => $theirs ) );
		$this->assertSame( array( 'response_ids' => $theirs ), $response->get_data() );
	}

	public function test_response_ids_are_checked_by_their_schema(): void {
		$this->act_as( 'administrator' );
		$cases = array(
			'missing'  => null,
			'empty'    => array(),
			'zero'     => array( 0 ),
			'negative' => array( -3 ),
			'text'     => array( 'abc' ),
			'too many' => range( 1, ResponseActionsController::MAX_BULK + 1 ),
		);
		foreach ( $cases as $name => $ids ) {
			$params   = null === $ids ? array() : array( 'response_ids' => $ids );
			$response = $this->rest( 'POST', $this->path( '/responses/trash' ), $params );
			$this->assertSame( 400, $response->get_status(), $name );
			$this->assertContains( $this->error_code( $response ), array( 'rest_invalid_param', 'rest_missing_callback_param' ), $name );
		}
		$ids = $this->add_responses( $this->survey_id, 1 );
		$this->assertSame(
			array( 'response_ids' => $ids ),
			$this->rest( 'POST', $this->path( '/responses/trash' ), array( 'response_ids' => array( $ids[0], $ids[0], (string) $ids[0] ) ) )->get_data(),
			'repeated ids count once'
		);
	}

	/**
	 * Every route with its capability group: read (view results or create/edit) or manage (delete).
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public static function routes(): array {
		return array(
			'list'    => array( 'GET', '/responses', 'read' ),
			'one'     => array( 'GET', '/responses/{response}', 'read' ),
			'trash'   => array( 'POST', '/responses/trash', 'manage' ),
			'restore' => array( 'POST', '/responses/restore', 'manage' ),
			'delete'  => array( 'DELETE', '/responses', 'manage' ),
			'columns' => array( 'POST', '/responses/columns', 'read' ),
		);
	}

	#[DataProvider( 'routes' )]
	public function test_visitors_get_401_and_subscribers_403( string $method, string $path, string $group ): void {
		$id       = $this->add_response( $this->survey_id, '2026-01-01 10:00:00', 'trash' );
		$response = $this->call( $method, $path, $this->survey_id, $id );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );

		foreach ( array( 'subscriber', 'author', 'contributor' ) as $role ) {
			$this->act_as( $role );
			$response = $this->call( $method, $path, $this->survey_id, $id );
			$this->assertSame( 403, $response->get_status(), $role );
			$this->assertSame( 'rest_forbidden', $this->error_code( $response ), $role );
		}
		$this->assertSame( 'trash', $this->statuses( array( $id ) )[ $id ] );
	}

	#[DataProvider( 'routes' )]
	public function test_administrators_and_editors_are_allowed( string $method, string $path, string $group ): void {
		foreach ( array( 'administrator', 'editor' ) as $role ) {
			$id = $this->add_response( $this->survey_id, '2026-01-01 10:00:00', 'trash' );
			$this->act_as( $role );
			$this->assertSame( 200, $this->call( $method, $path, $this->survey_id, $id )->get_status(), $role );
		}
	}

	#[DataProvider( 'routes' )]
	public function test_each_route_follows_the_role_setting_of_its_capability( string $method, string $path, string $group ): void {
		// Authors get one capability at a time. Reading needs view results or create/edit;
		// trash, restore and delete need the delete capability — view results is not enough.
		$grants = array(
			'read'   => array( 'view_results' ),
			'manage' => array( 'delete_surveys' ),
		);
		foreach ( array( 'view_results', 'create_edit_surveys', 'delete_surveys' ) as $setting ) {
			$roles             = array_fill_keys( array( 'create_edit_surveys', 'view_results', 'delete_surveys' ), array( 'administrator' ) );
			$roles[ $setting ] = array( 'administrator', 'author' );
			userfeedback()->settings()->update( $roles );
			$id = $this->add_response( $this->survey_id, '2026-01-01 10:00:00', 'trash' );
			$this->act_as( 'author' );
			$response = $this->call( $method, $path, $this->survey_id, $id );
			$allowed  = in_array( $setting, $grants[ $group ], true );
			$this->assertSame( $allowed ? 200 : 403, $response->get_status(), "author with {$setting}: {$method} {$path}" );
			if ( ! $allowed ) {
				$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
			}
		}
		// An editor taken off every list is refused too.
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->call( $method, $path, $this->survey_id, $this->add_response( $this->survey_id, '2026-01-01 10:00:00', 'trash' ) )->get_status() );
	}

	public function test_lite_reads_only_the_first_page_of_published_responses(): void {
		$this->add_responses( $this->survey_id, 12 );
		$trashed = $this->add_responses( $this->survey_id, 1, 'trash' );
		$this->use_lite();
		$this->act_as( 'administrator' );

		$first = $this->list();
		$this->assertSame( 200, $first->get_status() );
		$this->assertCount( 10, $first->get_data()['items'] );
		$this->assertSame( 12, $first->get_data()['pagination']['total'] );
		$this->assertSame( 200, $this->list( array( 'filter' => array( 'status' => 'publish' ) ) )->get_status() );
		$this->assertSame( 200, $this->list( array( 'per_page' => 5 ) )->get_status() );

		$refused = array(
			'page 2'        => array( 'page' => 2 ),
			'trash'         => array( 'filter' => array( 'status' => 'trash' ) ),
			'all at once'   => array( 'per_page' => -1 ),
			'a bigger page' => array( 'per_page' => 20 ),
		);
		foreach ( $refused as $name => $params ) {
			$this->assert_upgrade_required( $this->list( $params ), $name );
		}
		$this->assert_upgrade_required( $this->rest( 'GET', $this->path( "/responses/{$trashed[0]}" ) ), 'one response' );
		$this->assert_upgrade_required( $this->rest( 'POST', $this->path( '/responses/trash' ), array( 'response_ids' => $trashed ) ), 'trash' );
		$this->assert_upgrade_required( $this->rest( 'POST', $this->path( '/responses/restore' ), array( 'response_ids' => $trashed ) ), 'restore' );
		$this->assert_upgrade_required( $this->rest( 'DELETE', $this->path( '/responses' ), array( 'response_ids' => $trashed ) ), 'delete' );
		$this->assertSame( 'trash', $this->statuses( $trashed )[ $trashed[0] ] );

		// The tier gate comes after the login check.
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->list( array( 'page' => 2 ) )->get_status() );
		$this->assertSame( 401, $this->rest( 'GET', $this->path( "/responses/{$trashed[0]}" ) )->get_status() );
	}

	public function test_pro_without_a_licence_has_every_responses_feature(): void {
		$this->license( null );
		$this->assertFalse( userfeedback()->entitlements()->is_licensed() );
		$ids     = $this->add_responses( $this->survey_id, 12 );
		$trashed = $this->add_responses( $this->survey_id, 1, 'trash' );
		$this->act_as( 'editor' );

		$this->assertCount(
			2,
			$this->list(
				array(
					'page'     => 2,
					'per_page' => 10,
				)
			)->get_data()['items']
		);
		$this->assertSame( $trashed, array_column( $this->list( array( 'filter' => array( 'status' => 'trash' ) ) )->get_data()['items'], 'id' ) );
		$this->assertCount( 12, $this->list( array( 'per_page' => -1 ) )->get_data()['items'] );
		$this->assertSame( 200, $this->rest( 'GET', $this->path( "/responses/{$ids[0]}" ) )->get_status() );
		$this->assertSame( array( 'response_ids' => array( $ids[0] ) ), $this->rest( 'POST', $this->path( '/responses/trash' ), array( 'response_ids' => array( $ids[0] ) ) )->get_data() );
		$this->assertSame( array( 'response_ids' => array( $ids[0] ) ), $this->rest( 'POST', $this->path( '/responses/restore' ), array( 'response_ids' => array( $ids[0] ) ) )->get_data() );
		$this->assertSame( array( 'response_ids' => $trashed ), $this->rest( 'DELETE', $this->path( '/responses' ), array( 'response_ids' => $trashed ) )->get_data() );
	}

	public function test_elite_has_every_responses_feature(): void {
		$this->license( 'elite' );
		$this->assertTrue( userfeedback()->entitlements()->has_pro_plan() );
		$ids = $this->add_responses( $this->survey_id, 11 );
		$this->act_as( 'administrator' );
		$this->assertCount( 1, $this->list( array( 'page' => 2 ) )->get_data()['items'] );
		$this->assertSame( 200, $this->rest( 'GET', $this->path( "/responses/{$ids[3]}" ) )->get_status() );
		$this->assertSame( array( 'response_ids' => $ids ), $this->rest( 'POST', $this->path( '/responses/trash' ), array( 'response_ids' => $ids ) )->get_data() );
		$this->assertSame( array( 'response_ids' => $ids ), $this->rest( 'DELETE', $this->path( '/responses' ), array( 'response_ids' => $ids ) )->get_data() );
	}

	public function test_the_admin_get_and_the_visitors_post_share_the_route_with_their_own_checks(): void {
		$this->add_responses( $this->survey_id, 2 );

		// Logged out: the list is refused as unauthenticated...
		$get = $this->list();
		$this->assertSame( 401, $get->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $get ) );
		$this->assertSame( 401, $this->rest( 'DELETE', $this->path( '/responses' ), array( 'response_ids' => array( 1 ) ) )->get_status() );

		// ...while a visitor's POST reaches the visitor route and its own token check.
		$post = $this->rest(
			'POST',
			$this->path( '/responses' ),
			array(
				'answers' => array(
					array(
						'question_id' => 'radio',
						'value'       => 'Yes',
					),
				),
				'nonce'   => 'stale.token',
			)
		);
		$this->assertSame( 403, $post->get_status() );
		$this->assertSame( 'userfeedback_invalid_token', $this->error_code( $post ) );

		// With a valid token the visitor's response is stored (201), still logged out.
		$id = $this->submit_as_visitor();
		$this->assertGreaterThan( 0, $id );

		// An administrator's POST is still the visitor route (no admin shortcut), and their GET lists.
		$this->act_as( 'administrator' );
		$this->assertSame(
			'userfeedback_invalid_token',
			$this->error_code(
				$this->rest(
					'POST',
					$this->path( '/responses' ),
					array(
						'answers' => array(),
						'nonce'   => 'x',
					)
				)
			)
		);
		$this->assertSame( 3, $this->list()->get_data()['pagination']['total'] );

		// One route, one endpoint per method, each with its own permission callback.
		$handlers = rest_get_server()->get_routes( 'userfeedback/v1' )['/userfeedback/v1/surveys/(?P<id>[\d]+)/responses'];
		$methods  = array();
		foreach ( $handlers as $handler ) {
			$methods[ implode( ',', array_keys( $handler['methods'] ) ) ] = $handler['permission_callback'];
		}
		ksort( $methods );
		$this->assertSame( array( 'DELETE', 'GET', 'POST' ), array_keys( $methods ) );
		$this->assertSame( '__return_true', $methods['POST'] );
		$this->assertNotSame( '__return_true', $methods['GET'] );
		$this->assertNotSame( '__return_true', $methods['DELETE'] );
	}

	/**
	 * Puts a controller built for the Lite edition behind the responses routes.
	 *
	 * @return void
	 */
	private function use_lite(): void {
		global $wpdb;
		$tables       = $this->tables();
		$entitlements = new Entitlements( 'lite', new LicenseStore(), new AddonRegistry() );
		$repository   = new ResponsesRepository( $wpdb, $tables, userfeedback()->rollups() );
		$surveys      = new SurveyRepository( $wpdb, $tables );
		// The list is Lite's; in the dev tree the Pro module is present too, gated by the edition.
		$lite              = array(
			ResponsesController::class       => new ResponsesController( $repository, $surveys, $entitlements ),
			ResponseController::class        => new ResponseController( $repository, new ResponsePosition( $wpdb, $tables ), $surveys, $entitlements ),
			ResponseActionsController::class => new ResponseActionsController( new ResponseTrash( $wpdb, $tables, $repository ), $surveys, $entitlements ),
		);
		$this->lite_filter = static function ( array $endpoints ) use ( $lite ): array {
			foreach ( $endpoints as $route => $handlers ) {
				if ( ! is_array( $handlers ) ) {
					continue;
				}
				foreach ( $handlers as $key => $handler ) {
					if ( ! is_int( $key ) || ! is_array( $handler ) ) {
						continue;
					}
					foreach ( array( 'callback', 'permission_callback' ) as $callback ) {
						$target = isset( $handler[ $callback ] ) && is_array( $handler[ $callback ] ) && is_object( $handler[ $callback ][0] ) ? get_class( $handler[ $callback ][0] ) : '';
						if ( isset( $lite[ $target ] ) ) {
							$endpoints[ $route ][ $key ][ $callback ] = array( $lite[ $target ], $handler[ $callback ][1] );
						}
					}
				}
			}
			return $endpoints;
		};
		add_filter( 'rest_endpoints', $this->lite_filter );
	}

	/**
	 * Asserts the tier refusal with the spec's text.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @param string            $message  What was asked.
	 * @return void
	 */
	private function assert_upgrade_required( \WP_REST_Response $response, string $message ): void {
		$this->assertSame( 403, $response->get_status(), $message );
		$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $response ), $message );
		$this->assertSame( 'Upgrade to Pro to unlock this feature', $response->get_data()['message'], $message );
	}

	public function test_each_item_carries_the_first_three_questions_answers_by_default(): void {
		$answered = $this->add_answered_response();
		$bare     = $this->add_response( $this->survey_id, '2026-03-01 09:00:00', 'publish', array() );
		$this->act_as( 'editor' );
		$data = $this->list()->get_data();
		$this->assertSame( array( 'star', 'nps', 'radio' ), $data['columns'], 'the survey\'s first three questions' );
		$this->assertSame( array( $bare, $answered ), array_column( $data['items'], 'id' ) );
		$json = json_decode( (string) wp_json_encode( $data['items'] ), true );
		$this->assertSame(
			array(
				'star'  => 4,
				'nps'   => 9,
				'radio' => 'No',
			),
			$json[1]['answers'],
			'ratings as numbers, the comment left out'
		);
		$this->assertSame( '{}', wp_json_encode( $data['items'][0]['answers'] ), 'no answers: an empty object, not a list' );
	}

	public function test_the_columns_parameter_chooses_the_questions_in_survey_order(): void {
		$this->add_answered_response();
		$this->act_as( 'administrator' );
		foreach ( array(
			'comma-separated' => 'long,check,mail',
			'a list'          => array( 'long', 'check', 'mail' ),
		) as $name => $columns ) {
			$data = $this->list( array( 'columns' => $columns ) )->get_data();
			$this->assertSame( array( 'check', 'mail', 'long' ), $data['columns'], $name );
			$this->assertSame(
				array(
					'check' => array( 'A', 'C' ),
					'mail'  => 'jo@example.com',
					'long'  => str_repeat( 'Because. ', 20 ),
				),
				(array) $data['items'][0]['answers'],
				"{$name}: ticks in option order, the full text (the screen shortens it)"
			);
		}
		$none = $this->list( array( 'columns' => '' ) )->get_data();
		$this->assertSame( array(), $none['columns'], 'empty: no answer columns' );
		$this->assertSame( '{}', wp_json_encode( $none['items'][0]['answers'] ) );
		$skipped = $this->list( array( 'columns' => 'short' ) )->get_data();
		$this->assertSame( '{}', wp_json_encode( $skipped['items'][0]['answers'] ), 'an unanswered question is left out' );
	}

	public function test_columns_are_checked_against_the_survey(): void {
		$this->add_answered_response();
		$this->act_as( 'administrator' );

		$unknown = $this->list( array( 'columns' => 'star,nope' ) );
		$this->assertSame( 400, $unknown->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $unknown ) );
		$error = $unknown->as_error();
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertStringContainsString( 'nope', $error->get_error_message(), 'the unknown question is named' );
		$this->assertStringContainsString( 'nope', (string) ( ( (array) $error->get_error_data() )['params']['columns'] ?? '' ) );

		$this->assertSame( 400, $this->list( array( 'columns' => 'q1' ) )->get_status(), 'another survey\'s question' );
		$this->assertSame( 200, $this->list( array( 'columns' => 'star,nps,radio,check,mail' ) )->get_status(), 'five' );
		$six = $this->list( array( 'columns' => 'star,nps,radio,check,mail,long' ) );
		$this->assertSame( 400, $six->get_status(), 'six' );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $six ) );
		foreach ( array( 'star,star', 'a b', 'x;y', str_repeat( 'a', 65 ) ) as $bad ) {
			$this->assertSame( 400, $this->list( array( 'columns' => $bad ) )->get_status(), $bad );
		}
	}

	public function test_the_answers_of_a_page_cost_one_query(): void {
		global $wpdb;
		$this->act_as( 'administrator' );
		for ( $i = 0; $i < 30; ++$i ) {
			$this->add_answered_response();
		}
		$this->list(); // Warm up the REST server and the user's capabilities and options.
		$costs = array();
		foreach ( array(
			''     => '',
			'one'  => 'radio',
			'five' => 'star,nps,radio,check,mail',
		) as $name => $columns ) {
			$before         = $wpdb->num_queries;
			$data           = $this->list(
				array(
					'columns'  => $columns,
					'per_page' => 100,
				)
			)->get_data();
			$costs[ $name ] = $wpdb->num_queries - $before;
			$this->assertCount( 30, $data['items'] );
		}
		$this->assertSame( $costs[''] + 1, $costs['one'], 'one query for the page\'s answers' );
		$this->assertSame( $costs['one'], $costs['five'], 'whatever the number of columns' );
		$before = $wpdb->num_queries;
		$this->list( array( 'per_page' => 100 ) );
		$this->assertSame( $costs['one'], $wpdb->num_queries - $before, 'the saved choice or the default costs nothing more' );
	}

	public function test_a_users_choice_of_columns_is_kept_per_survey(): void {
		$this->add_answered_response();
		$this->act_as( 'editor' );
		$saved = $this->rest( 'POST', $this->path( '/responses/columns' ), array( 'columns' => array( 'long', 'mail' ) ) );
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( array( 'columns' => array( 'mail', 'long' ) ), $saved->get_data() );
		$this->assertSame( array( 'mail', 'long' ), $this->list()->get_data()['columns'], 'the list follows the choice' );
		$this->assertSame( array( 'star' ), $this->list( array( 'columns' => 'star' ) )->get_data()['columns'], 'the parameter still wins' );
		$this->assertSame( array( 'q1' ), $this->rest( 'GET', self::BASE . '/' . $this->other_id . '/responses' )->get_data()['columns'], 'another survey keeps its defaults' );

		$this->assertSame( array(), $this->rest( 'POST', $this->path( '/responses/columns' ), array( 'columns' => array() ) )->get_data()['columns'] );
		$this->assertSame( array(), $this->list()->get_data()['columns'], 'no columns is a choice too' );

		foreach ( array(
			'unknown'  => array( 'columns' => array( 'nope' ) ),
			'six'      => array( 'columns' => array( 'star', 'nps', 'radio', 'check', 'mail', 'long' ) ),
			'missing'  => array(),
			'not text' => array( 'columns' => array( array( 'x' ) ) ),
		) as $name => $body ) {
			$refused = $this->rest( 'POST', $this->path( '/responses/columns' ), $body );
			$this->assertSame( 400, $refused->get_status(), $name );
		}
		$this->assertSame( array(), $this->list()->get_data()['columns'], 'a refused choice changes nothing' );

		$this->act_as( 'administrator' );
		$this->assertSame( array( 'star', 'nps', 'radio' ), $this->list()->get_data()['columns'], 'another user has their own' );
	}

	public function test_a_choice_whose_questions_were_all_deleted_falls_back_to_the_defaults(): void {
		$this->act_as( 'editor' );
		$columns = new \UserFeedback\Reporting\ListColumns();
		$columns->save( get_current_user_id(), $this->survey_id, array( 'gone', 'long' ) );
		$this->assertSame( array( 'long' ), $this->list()->get_data()['columns'], 'the questions still there' );
		$columns->save( get_current_user_id(), $this->survey_id, array( 'gone' ) );
		$this->assertSame( array( 'star', 'nps', 'radio' ), $this->list()->get_data()['columns'] );
	}

	public function test_lite_lists_answers_and_keeps_a_choice_too(): void {
		$this->add_answered_response();
		$this->use_lite();
		$this->act_as( 'administrator' );
		$data = $this->list()->get_data();
		$this->assertSame( array( 'star', 'nps', 'radio' ), $data['columns'] );
		$this->assertSame( 'No', ( (array) $data['items'][0]['answers'] )['radio'] );
		$this->assertSame( 200, $this->rest( 'POST', $this->path( '/responses/columns' ), array( 'columns' => array( 'check' ) ) )->get_status() );
		$this->assertSame( array( 'check' => array( 'A', 'C' ) ), (array) $this->list()->get_data()['items'][0]['answers'] );
	}

	/**
	 * GET of the first survey's list.
	 *
	 * @param array<string, mixed> $params Query parameters.
	 * @return \WP_REST_Response
	 */
	private function list( array $params = array() ): \WP_REST_Response {
		return $this->rest( 'GET', $this->path( '/responses' ), $params );
	}

	/**
	 * A path under the first survey.
	 *
	 * @param string $suffix After `surveys/{id}`.
	 * @return string
	 */
	private function path( string $suffix ): string {
		return self::BASE . '/' . $this->survey_id . $suffix;
	}

	/**
	 * Calls one of the routes with a valid request.
	 *
	 * @param string $method      HTTP method.
	 * @param string $path        Path after `surveys/{id}`, with {response}.
	 * @param int    $survey_id   Survey id.
	 * @param int    $response_id A response id for the single route and the bulk body.
	 * @return \WP_REST_Response
	 */
	private function call( string $method, string $path, int $survey_id, int $response_id ): \WP_REST_Response {
		$params = 'GET' === $method ? array() : array( 'response_ids' => array( $response_id ) );
		if ( str_ends_with( $path, '/columns' ) ) {
			$params = array( 'columns' => array( 'radio' ) );
		}
		return $this->rest( $method, self::BASE . '/' . $survey_id . str_replace( '{response}', (string) $response_id, $path ), $params );
	}

	/**
	 * Creates a published survey as an administrator, keeping the current user.
	 *
	 * @param string                           $title     Title.
	 * @param array<int, array<string, mixed>> $questions Questions.
	 * @return int
	 */
	private function create_survey( string $title, array $questions ): int {
		$user = get_current_user_id();
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::BASE,
			array(
				'id'        => null,
				'title'     => $title,
				'status'    => 'publish',
				'questions' => $questions,
			)
		);
		wp_set_current_user( $user );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * Submits a full response to the first survey through the visitor route, logged out.
	 *
	 * @return int The response id.
	 */
	private function submit_as_visitor(): int {
		$user  = get_current_user_id();
		$saved = $_SERVER;
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR']     = '203.0.113.57';
		$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';
		try {
			$response = $this->rest(
				'POST',
				$this->path( '/responses' ),
				array(
					'answers'        => self::every_question_type_answers(),
					'nonce'          => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
					'page_submitted' => array(
						'url'   => 'https://example.com/pricing/',
						'title' => 'Pricing',
					),
				)
			);
		} finally {
			$_SERVER = $saved;
			wp_set_current_user( $user );
		}
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * Inserts responses a minute apart (oldest first), each with two answer rows.
	 *
	 * @param int    $survey_id Survey id.
	 * @param int    $count     How many.
	 * @param string $status    Response status.
	 * @return int[] Their ids, oldest first.
	 */
	private function add_responses( int $survey_id, int $count, string $status = 'publish' ): array {
		static $minute = 0;
		$ids           = array();
		for ( $i = 0; $i < $count; $i++ ) {
			++$minute;
			$ids[] = $this->add_response(
				$survey_id,
				gmdate( 'Y-m-d H:i:s', strtotime( '2026-01-01 00:00:00 UTC' ) + 60 * $minute ),
				$status,
				array(
					array( 'radio', 'Yes', null, null ),
					array( 'check', 'A', null, null ),
				)
			);
		}
		return $ids;
	}

	/**
	 * Inserts a response to the first survey answering every question but the short text: a star
	 * rating with a comment, an NPS score, a radio choice, two ticks stored out of option order,
	 * an e-mail with a name and a long text.
	 *
	 * @return int The response id.
	 */
	private function add_answered_response(): int {
		return $this->add_response(
			$this->survey_id,
			'2026-02-01 09:00:00',
			'publish',
			array(
				array( 'star', '4', 4, 'Nice' ),
				array( 'nps', '9', 9, null ),
				array( 'radio', 'No', null, null ),
				array( 'check', 'C', null, null ),
				array( 'check', 'A', null, null ),
				array( 'mail', 'jo@example.com', null, 'Jo' ),
				array( 'long', str_repeat( 'Because. ', 20 ), null, null ),
			)
		);
	}

	/**
	 * Inserts one response with answer rows carrying its status and time.
	 *
	 * @param int                                                      $survey_id    Survey id.
	 * @param string                                                   $submitted_at UTC DATETIME.
	 * @param string                                                   $status       Response status.
	 * @param array<int, array{string, string, int|null, string|null}> $answers     Rows: question id, value, value_num, extra.
	 * @param array<string, string>                                    $columns      Other response columns.
	 * @return int The response id.
	 */
	private function add_response( int $survey_id, string $submitted_at, string $status = 'publish', array $answers = array( array( 'radio', 'Yes', null, null ) ), array $columns = array() ): int {
		global $wpdb;
		$tables = $this->tables();
		$wpdb->insert(
			$tables->responses(),
			array_merge(
				array(
					'survey_id'    => $survey_id,
					'status'       => $status,
					'submitted_at' => $submitted_at,
				),
				$columns
			)
		);
		$id = (int) $wpdb->insert_id;
		$this->assertGreaterThan( 0, $id );
		foreach ( $answers as list( $question_id, $value, $value_num, $extra ) ) {
			$wpdb->insert(
				$tables->answers(),
				array(
					'response_id'  => $id,
					'survey_id'    => $survey_id,
					'question_id'  => $question_id,
					'value'        => $value,
					'value_num'    => $value_num,
					'extra'        => $extra,
					'status'       => $status,
					'submitted_at' => $submitted_at,
				)
			);
		}
		userfeedback()->rollups()->invalidate( array( $survey_id ) );
		return $id;
	}

	/**
	 * The stored status of each existing response among the ids.
	 *
	 * @param int[] $ids Response ids.
	 * @return array<int, string>
	 */
	private function statuses( array $ids ): array {
		global $wpdb;
		$rows     = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, status FROM `{$this->tables()->responses()}` WHERE id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ') ORDER BY id', $ids ), ARRAY_A );
		$statuses = array();
		foreach ( $rows as $row ) {
			$statuses[ (int) $row['id'] ] = (string) $row['status'];
		}
		return $statuses;
	}

	/**
	 * The one status all answer rows of the responses share ('mixed' otherwise).
	 *
	 * @param int[] $ids Response ids.
	 * @return string
	 */
	private function answer_statuses( array $ids ): string {
		global $wpdb;
		$statuses = (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT status FROM `{$this->tables()->answers()}` WHERE response_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $ids ) );
		return 1 === count( $statuses ) ? (string) $statuses[0] : 'mixed';
	}

	/**
	 * Answer rows of the responses.
	 *
	 * @param int[] $ids Response ids.
	 * @return int
	 */
	private function answer_rows( array $ids ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$this->tables()->answers()}` WHERE response_id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')', $ids ) );
	}

	/**
	 * Table names.
	 *
	 * @return \UserFeedback\Database\Tables
	 */
	private function tables(): \UserFeedback\Database\Tables {
		return userfeedback()->tables();
	}

	/**
	 * Stores a licence of the type, or none.
	 *
	 * @param string|null $type Licence type, or null for no licence.
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
