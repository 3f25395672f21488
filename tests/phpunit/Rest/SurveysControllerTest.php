<?php
/**
 * The surveys routes, through the real REST server.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\TestCase;

/**
 * Permissions, listing, saving with the spec's rules, duplicate and bulk actions. The site runs
 * the Pro build (tests/phpunit/bootstrap.php); each test sets the licence and add-ons it needs.
 */
final class SurveysControllerTest extends TestCase {

	private const BASE = '/userfeedback/v1/surveys';

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// Tests count rows: start from empty tables (inside the rolled-back transaction).
		foreach ( userfeedback()->tables()->all() as $table ) {
			$wpdb->query( "DELETE FROM `{$table}`" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		$this->license( 'elite' );
		$this->set_active_addons( array( 'question-types', 'targeting', 'branding', 'behavior', 'templates' ) );
	}


	/**
	 * Every route with a valid request.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public static function routes(): array {
		return array(
			'list'      => array( 'GET', '', 'read' ),
			'one'       => array( 'GET', '/{id}', 'read' ),
			'save'      => array( 'POST', '', 'edit' ),
			'duplicate' => array( 'POST', '/{id}/duplicate', 'edit' ),
			'publish'   => array( 'POST', '/publish', 'edit' ),
			'draft'     => array( 'POST', '/draft', 'edit' ),
			'trash'     => array( 'POST', '/trash', 'delete' ),
			'restore'   => array( 'POST', '/restore', 'delete' ),
			'delete'    => array( 'DELETE', '', 'delete' ),
		);
	}

	#[DataProvider( 'routes' )]
	public function test_visitors_get_401_and_subscribers_403( string $method, string $path, string $cap ): void {
		$id = $this->create_survey();
		wp_set_current_user( 0 );
		$response = $this->call( $method, $path, $id );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );

		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->call( $method, $path, $id )->get_status() );
		$this->act_as( 'author' );
		$this->assertSame( 403, $this->call( $method, $path, $id )->get_status() );
	}

	#[DataProvider( 'routes' )]
	public function test_editors_and_administrators_are_allowed( string $method, string $path, string $cap ): void {
		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$id = $this->create_survey();
			$this->act_as( $role );
			$status = $this->call( $method, $path, $id )->get_status();
			$this->assertContains( $status, array( 200, 201 ), "{$role} {$method} {$path}" );
		}
	}

	#[DataProvider( 'routes' )]
	public function test_each_route_follows_the_role_setting_of_its_capability( string $method, string $path, string $cap ): void {
		// Authors get exactly one capability at a time; only routes needing it let them in.
		$settings = array(
			'read'   => array( 'create_edit_surveys', 'view_results' ),
			'edit'   => array( 'create_edit_surveys' ),
			'delete' => array( 'delete_surveys' ),
		);
		foreach ( array( 'create_edit_surveys', 'view_results', 'delete_surveys' ) as $setting ) {
			$roles             = array_fill_keys( array( 'create_edit_surveys', 'view_results', 'delete_surveys' ), array( 'administrator' ) );
			$roles[ $setting ] = array( 'administrator', 'author' );
			userfeedback()->settings()->update( $roles );
			$id = $this->create_survey();
			$this->act_as( 'author' );
			$status   = $this->call( $method, $path, $id )->get_status();
			$expected = in_array( $setting, $settings[ $cap ], true );
			$this->assertSame( $expected, in_array( $status, array( 200, 201 ), true ), "author with {$setting}: {$method} {$path} gave {$status}" );
			if ( ! $expected ) {
				$this->assertSame( 403, $status );
			}
		}
		// An editor removed from every list is refused too.
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->call( $method, $path, $this->create_survey() )->get_status() );
	}


	public function test_the_list_pages_counts_and_carries_responses_counts(): void {
		$this->act_as( 'administrator' );
		$ids = array();
		for ( $i = 1; $i <= 12; $i++ ) {
			$ids[] = $this->create_survey( array( 'title' => sprintf( 'Survey %02d', $i ) ) );
		}
		$this->add_responses( $ids[11], 3 );
		$this->add_responses( $ids[11], 2, 'trash' );
		$this->add_responses( $ids[10], 1 );

		$response = $this->rest( 'GET', self::BASE );
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assertCount( 10, $data['items'] );
		$this->assertSame(
			array(
				'page'     => 1,
				'pages'    => 2,
				'per_page' => 10,
				'total'    => 12,
			),
			$data['pagination']
		);
		$this->assertSame( '12', $response->get_headers()['X-WP-Total'] );
		// Default order: id descending.
		$this->assertSame( array_slice( array_reverse( $ids ), 0, 10 ), array_column( $data['items'], 'id' ) );
		$this->assertSame( 3, $data['items'][0]['responses_count'] );
		$this->assertSame( 1, $data['items'][1]['responses_count'] );
		$this->assertSame( 0, $data['items'][2]['responses_count'] );
		$this->assertSame( array( 'id', 'title', 'status', 'created_at', 'publish_at', 'is_scheduled', 'responses_count', 'shortcode', 'limit_reached', 'pro_question_types', 'share_url' ), array_keys( $data['items'][0] ) );
		$this->assertSame( sprintf( '[userfeedback id="%d"]', $ids[11] ), $data['items'][0]['shortcode'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/', $data['items'][0]['created_at'] );

		$page2 = $this->rest( 'GET', self::BASE, array( 'page' => 2 ) )->get_data();
		$this->assertSame( array( $ids[1], $ids[0] ), array_column( $page2['items'], 'id' ) );
		$beyond = $this->rest( 'GET', self::BASE, array( 'page' => 9 ) )->get_data();
		$this->assertSame( array(), $beyond['items'] );
	}

	/**
	 * The list names the Pro question types each survey uses, so a site without the
	 * question-types add-on can warn that visitors will never see it.
	 */
	public function test_the_list_names_the_pro_question_types_a_survey_uses(): void {
		$this->act_as( 'editor' );
		$plain = $this->create_survey();
		$mixed = $this->create_survey(
			array(
				'questions' => array(
					array(
						'id'    => 'q1',
						'type'  => 'star-rating',
						'title' => 'Rate us',
					),
					array(
						'id'     => 'q2',
						'type'   => 'radio-button',
						'title'  => 'Why?',
						'config' => array( 'options' => array( 'A', 'B' ) ),
					),
					array(
						'id'    => 'q3',
						'type'  => 'nps',
						'title' => 'Recommend us?',
					),
				),
			)
		);
		// Still named after the site loses the add-on: that is when the warning matters.
		$this->set_active_addons( array() );
		$types = array_column( $this->rest( 'GET', self::BASE )->get_data()['items'], 'pro_question_types', 'id' );
		$this->assertSame( array(), $types[ $plain ] );
		$this->assertSame( array( 'nps', 'star-rating' ), $types[ $mixed ] );
	}

	public function test_the_list_sorts_by_title_status_and_created_at(): void {
		$this->act_as( 'administrator' );
		$b = $this->create_survey( array( 'title' => 'Bravo' ) );
		$a = $this->create_survey(
			array(
				'title'  => 'alpha',
				'status' => 'publish',
			)
		);
		$c = $this->create_survey( array( 'title' => 'Charlie' ) );

		$titles = fn( array $params ): array => array_column( $this->rest( 'GET', self::BASE, $params )->get_data()['items'], 'id' );
		$this->assertSame(
			array( $a, $b, $c ),
			$titles(
				array(
					'orderby' => 'title',
					'order'   => 'asc',
				)
			)
		);
		$this->assertSame( array( $c, $b, $a ), $titles( array( 'orderby' => 'title' ) ) );
		// draft < publish; ties broken by id in the same direction.
		$this->assertSame(
			array( $b, $c, $a ),
			$titles(
				array(
					'orderby' => 'status',
					'order'   => 'asc',
				)
			)
		);
		$this->assertSame(
			array( $b, $a, $c ),
			$titles(
				array(
					'orderby' => 'created_at',
					'order'   => 'asc',
				)
			)
		);
	}

	public function test_select_limits_the_fields(): void {
		$this->act_as( 'editor' );
		$this->create_survey();
		$item = $this->rest( 'GET', self::BASE, array( 'select' => 'title,status' ) )->get_data()['items'][0];
		$this->assertSame( array( 'id', 'title', 'status', 'is_scheduled', 'responses_count', 'shortcode', 'limit_reached', 'pro_question_types', 'share_url' ), array_keys( $item ) );
		$item = $this->rest( 'GET', self::BASE, array( 'select' => array( 'publish_at' ) ) )->get_data()['items'][0];
		$this->assertSame( array( 'id', 'publish_at', 'is_scheduled', 'responses_count', 'shortcode', 'limit_reached', 'pro_question_types', 'share_url' ), array_keys( $item ) );
	}

	public function test_quick_filters_and_their_counts_include_the_derived_scheduled(): void {
		$this->act_as( 'administrator' );
		$live      = $this->create_survey( array( 'status' => 'publish' ) );
		$scheduled = $this->create_survey(
			array(
				'status'     => 'publish',
				'publish_at' => gmdate( 'c', time() + DAY_IN_SECONDS ),
			)
		);
		$past      = $this->create_survey(
			array(
				'status'     => 'publish',
				'publish_at' => gmdate( 'c', time() - DAY_IN_SECONDS ),
			)
		);
		$draft     = $this->create_survey();
		$trashed   = $this->create_survey();
		$this->rest( 'POST', self::BASE . '/trash', array( 'survey_ids' => array( $trashed ) ) );

		$data = $this->rest( 'GET', self::BASE )->get_data();
		$this->assertSame(
			array(
				array(
					'status' => 'all',
					'count'  => 4,
				),
				array(
					'status' => 'publish',
					'count'  => 2,
				),
				array(
					'status' => 'scheduled',
					'count'  => 1,
				),
				array(
					'status' => 'draft',
					'count'  => 1,
				),
				array(
					'status' => 'trash',
					'count'  => 1,
				),
			),
			$data['status_filters']
		);
		$this->assertSame( array( $draft, $past, $scheduled, $live ), array_column( $data['items'], 'id' ) );

		$ids = fn( string $status ): array => array_column( $this->rest( 'GET', self::BASE, array( 'filter' => array( 'status' => $status ) ) )->get_data()['items'], 'id' );
		$this->assertSame( array( $past, $live ), $ids( 'publish' ) );
		$this->assertSame( array( $scheduled ), $ids( 'scheduled' ) );
		$this->assertSame( array( $draft ), $ids( 'draft' ) );
		$this->assertSame( array( $trashed ), $ids( 'trash' ) );
		$this->assertSame( array( $draft, $past, $scheduled, $live ), $ids( 'all' ) );

		$items = $this->rest( 'GET', self::BASE, array( 'filter' => array( 'status' => 'scheduled' ) ) )->get_data();
		$this->assertTrue( $items['items'][0]['is_scheduled'] );
		$this->assertSame( 1, $items['pagination']['total'] );
	}

	public function test_the_list_costs_the_same_queries_for_one_row_or_forty(): void {
		global $wpdb;
		$this->act_as( 'administrator' );
		$first = $this->create_survey();
		$this->add_responses( $first, 2 );
		$this->rest( 'GET', self::BASE ); // Warm the REST server and user caches.

		$before = $wpdb->num_queries;
		$this->rest( 'GET', self::BASE, array( 'per_page' => 100 ) );
		$one = $wpdb->num_queries - $before;

		for ( $i = 0; $i < 39; $i++ ) {
			$this->add_responses( $this->create_survey(), 1 );
		}
		$before = $wpdb->num_queries;
		$data   = $this->rest( 'GET', self::BASE, array( 'per_page' => 100 ) )->get_data();
		$forty  = $wpdb->num_queries - $before;

		$this->assertCount( 40, $data['items'] );
		$this->assertSame( $one, $forty, 'responses_count must not cost a query per row' );
		$this->assertLessThanOrEqual( 4, $forty, 'rows, filter counts, response counts and the surveys\' settings (limit_reached)' );
	}

	public function test_bad_list_arguments_are_400s(): void {
		$this->act_as( 'administrator' );
		foreach (
			array(
				array( 'per_page' => 101 ),
				array( 'page' => 0 ),
				array( 'orderby' => 'responses' ),
				array( 'order' => 'sideways' ),
				array( 'select' => 'title,password' ),
				array( 'filter' => array( 'status' => 'pending' ) ),
			) as $params
		) {
			$response = $this->rest( 'GET', self::BASE, $params );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $params ) );
			$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		}
	}


	public function test_one_survey_has_the_whole_object(): void {
		$this->act_as( 'editor' );
		$id = $this->create_survey( array( 'title' => 'Checkout survey' ) );
		$this->add_responses( $id, 2 );

		$data = $this->rest( 'GET', self::BASE . "/{$id}" )->get_data();
		$this->assertSame( $id, $data['id'] );
		$this->assertSame( 'Checkout survey', $data['title'] );
		$this->assertSame( 2, $data['responses_count'] );
		$this->assertSame( "userfeedback-{$id}", $data['cookie_name'] );
		$this->assertSame( "[userfeedback id=\"{$id}\"]", $data['shortcode'] );
		$this->assertSame( array( 'id', 'title', 'type', 'template', 'status', 'is_scheduled', 'publish_at', 'created_at', 'updated_at', 'responses_count', 'cookie_name', 'shortcode', 'questions', 'settings', 'notifications', 'language', 'translations', 'display', 'share_url' ), array_keys( $data ), 'page_survey only in the edit context (Rest\\SurveyDisplayFields)' );
	}

	public function test_an_unknown_survey_is_a_404(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', self::BASE . '/999999' );
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'userfeedback_survey_not_found', $this->error_code( $response ) );
		$this->assertSame( 404, $this->rest( 'POST', self::BASE . '/999999/duplicate' )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', self::BASE, $this->payload( array( 'id' => 999999 ) ) )->get_status() );
	}


	public function test_creating_fills_the_spec_defaults(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::BASE,
			array(
				'id'        => null,
				'title'     => 'Bare survey',
				'questions' => array(
					array(
						'type'  => 'text',
						'title' => 'Anything to add?',
					),
				),
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'draft', $data['status'] );
		$this->assertNull( $data['publish_at'] );
		$this->assertSame( 'Thanks for your feedback!', $data['settings']['thank_you']['message'] );
		$this->assertSame( 'message', $data['settings']['thank_you']['type'] );
		$this->assertFalse( $data['settings']['enable_tracking'] );
		$this->assertSame( array( 'desktop', 'tablet', 'mobile' ), $data['settings']['targeting']['devices'] );
		$this->assertSame( 'all', $data['settings']['targeting']['pages'] );
		$this->assertSame( 20, $data['settings']['behavior']['timing_delay'] );
		$this->assertSame( 'immediate', $data['settings']['behavior']['timing'] );
		$this->assertSame( 'until_response', $data['settings']['behavior']['display_length'] );
		$this->assertSame( 'indefinitely', $data['settings']['behavior']['run_time'] );
		$this->assertFalse( $data['settings']['behavior']['start_minimized'] );
		$this->assertTrue( $data['notifications']['email']['active'] );
		$this->assertSame( get_option( 'admin_email' ), $data['notifications']['email']['addresses'] );
		$this->assertFalse( $data['notifications']['email']['logic']['enable'] );
		$question = $data['questions'][0];
		$this->assertMatchesRegularExpression( '/^q[0-9a-f]{12}$/', $question['id'] );
		$this->assertSame(
			array(
				'required'    => false,
				'randomize'   => false,
				'comment_box' => false,
			),
			$question['settings']
		);
		$this->assertSame(
			array(
				'enabled'    => false,
				'action'     => 'show',
				'conditions' => array(),
			),
			$question['logic']
		);
	}

	/**
	 * A body lacking part of an existing survey (`{"id":1,"title":"x"}`) is refused: taken as it is,
	 * it would leave the survey with no questions, as a draft.
	 *
	 * @param array<string, mixed> $body    The body, less the id.
	 * @param string[]             $missing The fields the 400 names.
	 */
	#[DataProvider( 'partial_bodies' )]
	public function test_a_partial_body_for_an_existing_survey_is_refused_and_changes_nothing( array $body, array $missing ): void {
		$this->act_as( 'administrator' );
		$id = $this->create_survey( array( 'status' => 'publish' ) );
		$this->add_responses( $id, 3 );
		$before = $this->rest( 'GET', self::BASE . "/{$id}" )->get_data();

		$response = $this->rest( 'POST', self::BASE, array_merge( array( 'id' => $id ), $body ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'userfeedback_survey_incomplete', $this->error_code( $response ) );
		$error = $response->as_error();
		$this->assertInstanceOf( \WP_Error::class, $error );
		$this->assertSame( $missing, $error->get_error_data()['missing'] );
		$this->assertStringContainsString( 'Missing: ' . implode( ', ', $missing ) . '.', $error->get_error_message() );
		// As JSON: the translations are an object, never the same instance twice.
		$this->assertSame( wp_json_encode( $before ), wp_json_encode( $this->rest( 'GET', self::BASE . "/{$id}" )->get_data() ) );
	}

	/**
	 * Bodies that lack part of the survey, with the parts the refusal names.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string[]}>
	 */
	public static function partial_bodies(): array {
		return array(
			'title alone'         => array( array( 'title' => 'x' ), array( 'questions', 'settings', 'notifications' ) ),
			'nothing but the id'  => array( array(), array( 'title', 'questions', 'settings', 'notifications' ) ),
			'no notifications'    => array(
				array(
					'title'     => 'x',
					'questions' => array(),
					'settings'  => array(),
				),
				array( 'notifications' ),
			),
			'questions, no title' => array(
				array(
					'questions'     => array(),
					'settings'      => array(),
					'notifications' => array(),
				),
				array( 'title' ),
			),
		);
	}

	public function test_creating_still_fills_in_what_the_body_leaves_out_and_a_whole_update_keeps_working(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_survey();
		$this->add_responses( $id, 2 );
		$whole = $this->rest( 'GET', self::BASE . "/{$id}" )->get_data();

		$whole['title'] = 'Renamed with responses';
		$response       = $this->rest( 'POST', self::BASE, $whole );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'Renamed with responses', $response->get_data()['title'] );
		$this->assertSame( 2, $response->get_data()['responses_count'] );
	}

	public function test_an_update_without_a_status_keeps_the_stored_status_and_schedule(): void {
		$this->act_as( 'administrator' );
		$id   = $this->create_survey(
			array(
				'status'     => 'publish',
				'publish_at' => gmdate( 'c', time() + 3 * DAY_IN_SECONDS ),
			)
		);
		$body = $this->payload(
			array(
				'id'    => $id,
				'title' => 'Still scheduled',
			)
		);
		unset( $body['status'] );

		$data = $this->rest( 'POST', self::BASE, $body )->get_data();

		$this->assertSame( 'publish', $data['status'] );
		$this->assertTrue( $data['is_scheduled'] );
	}

	public function test_a_delay_out_of_range_under_another_timing_is_reset_not_refused(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::BASE,
			$this->payload(
				array(
					'settings' => array(
						'behavior' => array(
							'timing'       => 'immediate',
							'timing_delay' => 75,
						),
					),
				)
			)
		);

		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 20, $response->get_data()['settings']['behavior']['timing_delay'] );
	}

	public function test_saving_with_an_id_updates_and_keeps_the_creation_time(): void {
		$this->act_as( 'administrator' );
		$created = $this->rest( 'POST', self::BASE, $this->payload() )->get_data();
		$update  = $this->payload(
			array(
				'id'    => $created['id'],
				'title' => 'Renamed',
			)
		);
		// The app sends back what it received: read-only fields are ignored, not errors.
		$update['responses_count'] = 99;
		$update['created_at']      = '2001-01-01T00:00:00+00:00';
		$response                  = $this->rest( 'POST', self::BASE, $update );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Renamed', $response->get_data()['title'] );
		$this->assertSame( $created['created_at'], $response->get_data()['created_at'] );
		$this->assertSame( 0, $response->get_data()['responses_count'] );
		$this->assertSame( 1, $this->rest( 'GET', self::BASE )->get_data()['pagination']['total'] );
	}

	public function test_an_empty_title_is_a_400_naming_the_field(): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::BASE, $this->payload( array( 'title' => '   ' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$error = $response->get_data();
		$this->assertSame( array( 'title' => 'Title is required' ), $error['data']['params'] );
		$this->assertStringContainsString( 'title: Title is required', $error['message'] );
		$this->assertSame( 0, $this->survey_count(), 'nothing is stored' );
	}

	/**
	 * Input the server refuses, with the field it must name.
	 *
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function invalid_surveys(): array {
		$radio = static fn( array $options ): array => array(
			array(
				'id'     => 'q1',
				'type'   => 'radio-button',
				'title'  => 'Pick one',
				'config' => array( 'options' => $options ),
			),
		);
		return array(
			'six radio options'           => array( array( 'questions' => $radio( array( 'a', 'b', 'c', 'd', 'e', 'f' ) ) ), 'questions.0.config.options' ),
			'unknown question type'       => array( array( 'questions' => array( array( 'type' => 'slider' ) ) ), 'questions' ),
			'duplicate question ids'      => array(
				array(
					'questions' => array(
						array(
							'id'    => 'a',
							'type'  => 'text',
							'title' => 'One',
						),
						array(
							'id'    => 'a',
							'type'  => 'text',
							'title' => 'Two',
						),
					),
				),
				'questions.1.id',
			),
			'redirect without a target'   => array( array( 'settings' => array( 'thank_you' => array( 'type' => 'redirect' ) ) ), 'settings.thank_you.redirect_to' ),
			'page rule without data'      => array(
				array(
					'settings' => array(
						'targeting' => array(
							'pages'      => 'advanced',
							'page_rules' => array(
								array(
									'logic'    => 'page_url_contains',
									'operator' => '&&',
									'data'     => '',
								),
							),
						),
					),
				),
				'settings.targeting.page_rules.0.data',
			),
			'advanced pages and no rules' => array( array( 'settings' => array( 'targeting' => array( 'pages' => 'advanced' ) ) ), 'settings.targeting.page_rules' ),
			'no device'                   => array( array( 'settings' => array( 'targeting' => array( 'devices' => array() ) ) ), 'settings.targeting.devices' ),
			'delay over 60'               => array(
				array(
					'settings' => array(
						'behavior' => array(
							'timing'       => 'delay',
							'timing_delay' => 61,
						),
					),
				),
				'settings.behavior.timing_delay',
			),
			'expiry without a date'       => array( array( 'settings' => array( 'behavior' => array( 'run_time' => 'expire' ) ) ), 'settings.behavior.expire_at' ),
			'expiry on 31 February'       => array(
				array(
					'settings' => array(
						'behavior' => array(
							'run_time'  => 'expire',
							'expire_at' => array(
								'month' => 2,
								'day'   => 31,
							),
						),
					),
				),
				'settings.behavior.expire_at',
			),
			'custom logo without image'   => array( array( 'settings' => array( 'theming' => array( 'logo_type' => 'custom' ) ) ), 'settings.theming.custom_logo' ),
			'bad notification address'    => array( array( 'notifications' => array( 'email' => array( 'addresses' => 'ok@example.com, not-an-address' ) ) ), 'notifications.email.addresses' ),
			'logic on a later question'   => array(
				array(
					'questions' => array(
						array(
							'id'    => 'q1',
							'type'  => 'text',
							'title' => 'First',
							'logic' => array(
								'enabled'    => true,
								'conditions' => array(
									array(
										'question_id' => 'q2',
										'compare'     => '==',
										'value'       => 'Yes',
									),
								),
							),
						),
						array(
							'id'     => 'q2',
							'type'   => 'radio-button',
							'title'  => 'Second',
							'config' => array( 'options' => array( 'Yes', 'No' ) ),
						),
					),
				),
				'questions.0.logic.conditions.0.question_id',
			),
			'includes on a radio'         => array(
				array(
					'questions' => array(
						array(
							'id'     => 'q1',
							'type'   => 'radio-button',
							'title'  => 'First',
							'config' => array( 'options' => array( 'Yes', 'No' ) ),
						),
						array(
							'id'    => 'q2',
							'type'  => 'text',
							'title' => 'Why?',
							'logic' => array(
								'enabled'    => true,
								'conditions' => array(
									array(
										'question_id' => 'q1',
										'compare'     => 'includes',
										'value'       => 'Yes',
									),
								),
							),
						),
					),
				),
				'questions.1.logic.conditions.0.compare',
			),
			'status trash'                => array( array( 'status' => 'trash' ), 'status' ),
			'publish_at not a time'       => array( array( 'publish_at' => 'next tuesday' ), 'publish_at' ),
		);
	}

	/**
	 * Bad input is a 400 naming the field, and nothing is stored.
	 *
	 * @param array<string, mixed> $changes Changes to a valid survey.
	 * @param string               $field   The field the error must name.
	 */
	#[DataProvider( 'invalid_surveys' )]
	public function test_invalid_input_is_a_400_naming_the_field( array $changes, string $field ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::BASE, $this->payload( $changes ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$this->assertArrayHasKey( $field, $response->get_data()['data']['params'] );
		$this->assertStringContainsString( $field, $response->get_data()['message'] );
		$this->assertSame( 0, $this->survey_count() );
	}

	/**
	 * Questions that are incomplete, with the message each must get.
	 *
	 * @return array<string, array{array<int, array<string, mixed>>, string}>
	 */
	public static function incomplete_questions(): array {
		$question = static fn( string $type, array $options, string $title = 'Question' ): array => array(
			array(
				'id'     => 'q1',
				'type'   => $type,
				'title'  => $title,
				'config' => array( 'options' => $options ),
			),
		);
		return array(
			'no questions'             => array( array(), 'Add at least one question.' ),
			'untitled question'        => array( $question( 'text', array(), '' ), 'Title is required' ),
			'radio without options'    => array( $question( 'radio-button', array() ), 'Options are required' ),
			'radio with one option'    => array( $question( 'radio-button', array( 'Yes' ) ), 'Add at least 2 options.' ),
			'radio with blank option'  => array( $question( 'radio-button', array( 'Yes', '   ' ) ), 'Options are required' ),
			'checkbox without options' => array( $question( 'checkbox', array() ), 'Options are required' ),
		);
	}

	/**
	 * Spec §4: publishing incomplete questions saves a draft with the spec's message.
	 *
	 * @param array<int, array<string, mixed>> $questions The questions.
	 * @param string                           $message   The question error expected.
	 */
	#[DataProvider( 'incomplete_questions' )]
	public function test_publishing_incomplete_questions_saves_a_draft_with_the_message( array $questions, string $message ): void {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::BASE,
			$this->payload(
				array(
					'status'    => 'publish',
					'questions' => $questions,
				)
			)
		);
		$this->assertSame( 201, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'draft', $data['status'] );
		$this->assertSame( "The Survey can't be published: Some questions are missing options.", $data['message'] );
		$this->assertSame( $message, $data['question_errors'][0]['message'] );
		$this->assertSame( 'draft', $this->rest( 'GET', self::BASE . '/' . $data['id'] )->get_data()['status'] );
	}

	/**
	 * A save never takes a live survey offline: one blank question title on a published survey is
	 * refused, naming the question, and the survey stays live as it was.
	 *
	 * @param array<int, array<string, mixed>> $questions The questions.
	 * @param string                           $message   The question error expected.
	 */
	#[DataProvider( 'incomplete_questions' )]
	public function test_a_live_survey_is_never_taken_offline_by_a_save( array $questions, string $message ): void {
		$this->act_as( 'administrator' );
		$live = $this->rest( 'POST', self::BASE, $this->payload( array( 'status' => 'publish' ) ) )->get_data();
		$this->assertSame( 'publish', $live['status'] );

		foreach ( array( array(), array( 'status' => 'publish' ) ) as $status ) {
			$edit = $this->payload(
				array_merge(
					array(
						'id'        => $live['id'],
						'title'     => 'Renamed',
						'questions' => $questions,
					),
					$status
				)
			);
			if ( array() === $status ) {
				unset( $edit['status'] );
			}
			$refused = $this->rest( 'POST', self::BASE, $edit );
			$this->assertSame( 400, $refused->get_status() );
			$this->assertSame( 'userfeedback_live_survey_incomplete', $this->error_code( $refused ) );
			$this->assertStringContainsString( "question 1 is not complete ({$message})", $refused->get_data()['message'] );
			$this->assertSame( $message, $refused->get_data()['data']['question_errors'][0]['message'] );
		}
		$stored = $this->rest( 'GET', self::BASE . '/' . $live['id'] )->get_data();
		$this->assertSame( 'publish', $stored['status'], 'still live' );
		$this->assertSame( $live['title'], $stored['title'], 'nothing was stored' );

		// The owner may still choose to take it offline, incomplete questions and all.
		$draft = $this->rest(
			'POST',
			self::BASE,
			$this->payload(
				array(
					'id'        => $live['id'],
					'status'    => 'draft',
					'questions' => $questions,
				)
			)
		);
		$this->assertSame( 200, $draft->get_status() );
		$this->assertSame( 'draft', $draft->get_data()['status'] );
	}

	public function test_a_draft_may_hold_incomplete_questions_without_a_message(): void {
		$this->act_as( 'administrator' );
		$data = $this->rest(
			'POST',
			self::BASE,
			$this->payload(
				array(
					'questions' => array(
						array(
							'id'     => 'q1',
							'type'   => 'radio-button',
							'title'  => 'Pick',
							'config' => array( 'options' => array( ' Yes ', '' ) ),
						),
					),
				)
			)
		)->get_data();
		$this->assertSame( 'draft', $data['status'] );
		$this->assertArrayNotHasKey( 'message', $data );
		$this->assertSame( array( 'Yes', '' ), $data['questions'][0]['config']['options'], 'trimmed, nothing dropped' );
	}

	public function test_option_counts_follow_the_spec(): void {
		$this->act_as( 'administrator' );
		$publish = function ( string $type, array $options ): string {
			return $this->rest(
				'POST',
				self::BASE,
				$this->payload(
					array(
						'status'    => 'publish',
						'questions' => array(
							array(
								'id'     => 'q1',
								'type'   => $type,
								'title'  => 'Q',
								'config' => array( 'options' => $options ),
							),
						),
					)
				)
			)->get_data()['status'] ?? 'error';
		};
		$this->assertSame( 'publish', $publish( 'checkbox', array( 'Only' ) ) );
		$this->assertSame( 'publish', $publish( 'checkbox', array( 'a', 'b', 'c', 'd', 'e' ) ) );
		$this->assertSame( 'draft', $publish( 'radio-button', array( 'Only' ) ) );
		$this->assertSame( 'publish', $publish( 'radio-button', array( 'a', 'b' ) ) );
		$this->assertSame( 'publish', $publish( 'radio-button', array( 'a', 'b', 'c', 'd', 'e' ) ) );
		$this->assertSame( 'error', $publish( 'checkbox', array( 'a', 'b', 'c', 'd', 'e', 'f' ) ) );
	}

	public function test_a_future_publish_time_is_scheduled_in_the_site_time_zone(): void {
		update_option( 'timezone_string', 'Europe/Paris' );
		$this->act_as( 'administrator' );
		$data = $this->rest(
			'POST',
			self::BASE,
			$this->payload(
				array(
					'status'     => 'publish',
					'publish_at' => '2031-01-15 08:00:00',
				)
			)
		)->get_data();
		$this->assertSame( 'publish', $data['status'] );
		$this->assertTrue( $data['is_scheduled'] );
		$this->assertSame( '2031-01-15T07:00:00+00:00', $data['publish_at'], '08:00 in Paris in winter is 07:00 UTC' );

		$iso = $this->rest(
			'POST',
			self::BASE,
			$this->payload(
				array(
					'status'     => 'publish',
					'publish_at' => '2031-07-15T08:00:00+02:00',
				)
			)
		)->get_data();
		$this->assertSame( '2031-07-15T06:00:00+00:00', $iso['publish_at'] );
	}

	public function test_a_draft_is_never_scheduled(): void {
		$this->act_as( 'administrator' );
		$data = $this->rest( 'POST', self::BASE, $this->payload( array( 'publish_at' => gmdate( 'c', time() + DAY_IN_SECONDS ) ) ) )->get_data();
		$this->assertNull( $data['publish_at'] );
		$this->assertFalse( $data['is_scheduled'] );
	}

	public function test_scheduling_needs_a_licence_and_the_behavior_addon(): void {
		$this->act_as( 'administrator' );
		$future = array(
			'status'     => 'publish',
			'publish_at' => gmdate( 'c', time() + DAY_IN_SECONDS ),
		);
		$this->set_active_addons( array( 'question-types' ) );
		$response = $this->rest( 'POST', self::BASE, $this->payload( $future ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'Please activate the Behavior addon to access this feature', $response->get_data()['data']['params']['publish_at'] );

		$this->license( null );
		$this->set_active_addons( array( 'behavior' ) );
		$this->assertSame( 400, $this->rest( 'POST', self::BASE, $this->payload( $future ) )->get_status() );
	}

	public function test_nps_and_star_rating_need_a_licence_and_the_question_types_addon(): void {
		$this->act_as( 'administrator' );
		$nps = array(
			'type'      => 'nps',
			'questions' => array(
				array(
					'id'    => 'q1',
					'type'  => 'nps',
					'title' => 'On a scale of 1-10, how likely would you recommend us to a friend or colleague?',
				),
				array(
					'id'    => 'q2',
					'type'  => 'star-rating',
					'title' => 'How would you rate your overall experience?',
				),
			),
		);
		$this->assertSame( 201, $this->rest( 'POST', self::BASE, $this->payload( $nps ) )->get_status() );

		$this->set_active_addons( array( 'behavior' ) );
		$response = $this->rest( 'POST', self::BASE, $this->payload( $nps ) );
		$this->assertSame( 400, $response->get_status() );
		$params = $response->get_data()['data']['params'];
		$this->assertSame( array( 'type', 'questions.0.type', 'questions.1.type' ), array_keys( $params ) );
		$this->assertSame( 'Please activate the Question Types addon to access this feature', $params['questions.1.type'] );

		$this->license( null );
		$this->set_active_addons( array( 'question-types' ) );
		$this->assertSame( 400, $this->rest( 'POST', self::BASE, $this->payload( $nps ) )->get_status() );
	}

	public function test_features_of_inactive_addons_are_reset_before_saving(): void {
		$this->act_as( 'administrator' );
		$this->license( 'plus' );
		$this->set_active_addons( array() );
		$survey = $this->payload(
			array(
				'questions'     => array(
					array(
						'id'       => 'q1',
						'type'     => 'checkbox',
						'title'    => 'Pick',
						'config'   => array( 'options' => array( 'a', 'b' ) ),
						'settings' => array(
							'required'    => true,
							'randomize'   => true,
							'comment_box' => true,
						),
					),
				),
				'settings'      => array(
					'thank_you'       => array(
						'type'        => 'redirect',
						'message'     => 'Bye',
						'redirect_to' => array(
							'id'    => 12,
							'label' => 'Home',
						),
					),
					'enable_tracking' => true,
					'targeting'       => array(
						'devices'    => array( 'mobile' ),
						'pages'      => 'advanced',
						'page_rules' => array(
							array(
								'logic'    => 'page_url_contains',
								'operator' => '&&',
								'data'     => 'pricing',
							),
						),
					),
					'behavior'        => array(
						'timing'         => 'delay',
						'timing_delay'   => 5,
						'display_length' => 'repeatedly',
					),
					'theming'         => array( 'color_scheme' => 'dark' ),
				),
				'notifications' => array(
					'email' => array(
						'active'    => true,
						'addresses' => 'team@example.com',
						'logic'     => array(
							'enable'     => true,
							'action'     => 'send',
							'conditions' => array(
								array(
									'question_id' => 'q1',
									'compare'     => 'includes',
									'value'       => 'a',
								),
							),
						),
					),
				),
			)
		);
		$data   = $this->rest( 'POST', self::BASE, $survey )->get_data();
		$this->assertSame(
			array(
				'required'    => true,
				'randomize'   => false,
				'comment_box' => false,
			),
			$data['questions'][0]['settings'],
			'required stays in Pro; randomize and comment box need question-types'
		);
		$this->assertSame( 'message', $data['settings']['thank_you']['type'], 'redirect needs behavior' );
		$this->assertSame( 'Bye', $data['settings']['thank_you']['message'], 'a custom message is fine in Pro' );
		$this->assertNull( $data['settings']['thank_you']['redirect_to'] );
		$this->assertFalse( $data['settings']['enable_tracking'], 'tracking follows the analytics plugin, inactive here (spec §4; tests/phpunit/Settings/AnalyticsTrackingTest)' );
		$this->assertSame( array( 'desktop', 'tablet', 'mobile' ), $data['settings']['targeting']['devices'] );
		$this->assertSame( 'all', $data['settings']['targeting']['pages'] );
		$this->assertSame( array(), $data['settings']['targeting']['page_rules'] );
		$this->assertSame( 'immediate', $data['settings']['behavior']['timing'] );
		$this->assertSame( 'until_response', $data['settings']['behavior']['display_length'] );
		$this->assertNull( $data['settings']['theming'] );
		$this->assertFalse( $data['notifications']['email']['logic']['enable'], 'e-mail logic needs a pro or elite plan' );
		$this->assertSame( array(), $data['notifications']['email']['logic']['conditions'] );
		$this->assertSame( 'team@example.com', $data['notifications']['email']['addresses'] );

		// With everything on (elite and every add-on) the same survey keeps it all.
		$this->license( 'elite' );
		$this->set_active_addons( array( 'question-types', 'targeting', 'branding', 'behavior', 'templates' ) );
		$kept = $this->rest( 'POST', self::BASE, $survey )->get_data();
		$this->assertTrue( $kept['questions'][0]['settings']['randomize'] );
		$this->assertSame( 'redirect', $kept['settings']['thank_you']['type'] );
		$this->assertSame( 12, $kept['settings']['thank_you']['redirect_to']['id'] );
		$this->assertSame( array( 'mobile' ), $kept['settings']['targeting']['devices'] );
		$this->assertSame( 'pricing', $kept['settings']['targeting']['page_rules'][0]['data'] );
		$this->assertSame( 5, $kept['settings']['behavior']['timing_delay'] );
		$this->assertSame( 'dark', $kept['settings']['theming']['color_scheme'] );
		$this->assertTrue( $kept['notifications']['email']['logic']['enable'] );
	}

	public function test_an_empty_thank_you_message_becomes_the_default(): void {
		$this->act_as( 'administrator' );
		$data = $this->rest( 'POST', self::BASE, $this->payload( array( 'settings' => array( 'thank_you' => array( 'message' => '  ' ) ) ) ) )->get_data();
		$this->assertSame( 'Thanks for your feedback!', $data['settings']['thank_you']['message'] );
	}

	public function test_an_explicitly_empty_address_list_is_kept(): void {
		$this->act_as( 'administrator' );
		$data = $this->rest( 'POST', self::BASE, $this->payload( array( 'notifications' => array( 'email' => array( 'addresses' => '' ) ) ) ) )->get_data();
		$this->assertSame( '', $data['notifications']['email']['addresses'] );
	}

	public function test_text_is_sanitised(): void {
		$this->act_as( 'administrator' );
		$data = $this->rest(
			'POST',
			self::BASE,
			$this->payload(
				array(
					'title'     => '<script>alert(1)</script>Hello <b>there</b>',
					'questions' => array(
						array(
							'id'     => 'q1<>',
							'type'   => 'radio-button',
							'title'  => '<img src=x onerror=alert(1)>Pick',
							'config' => array( 'options' => array( '<i>Yes</i>', 'No' ) ),
						),
					),
				)
			)
		)->get_data();
		$this->assertSame( 'Hello there', $data['title'] );
		$this->assertSame( 'q1', $data['questions'][0]['id'] );
		$this->assertSame( 'Pick', $data['questions'][0]['title'] );
		$this->assertSame( array( 'Yes', 'No' ), $data['questions'][0]['config']['options'] );
	}

	public function test_a_trashed_survey_cannot_be_edited(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_survey();
		$this->rest( 'POST', self::BASE . '/trash', array( 'survey_ids' => array( $id ) ) );
		$response = $this->rest( 'POST', self::BASE, $this->payload( array( 'id' => $id ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'userfeedback_survey_trashed', $this->error_code( $response ) );
	}


	public function test_duplicate_copies_as_a_draft_without_responses(): void {
		$this->act_as( 'administrator' );
		$id = $this->create_survey(
			array(
				'title'  => 'Original',
				'status' => 'publish',
			)
		);
		$this->add_responses( $id, 2 );
		$response = $this->rest( 'POST', self::BASE . "/{$id}/duplicate" );
		$this->assertSame( 201, $response->get_status() );
		$new_id = $response->get_data()['id'];
		$this->assertIsInt( $new_id );
		$this->assertNotSame( $id, $new_id );

		$original = $this->rest( 'GET', self::BASE . "/{$id}" )->get_data();
		$copy     = $this->rest( 'GET', self::BASE . "/{$new_id}" )->get_data();
		$this->assertSame( 'Original (Copy)', $copy['title'] );
		$this->assertSame( 'draft', $copy['status'] );
		$this->assertSame( 0, $copy['responses_count'] );
		$this->assertSame( $original['questions'], $copy['questions'] );
		$this->assertSame( $original['settings'], $copy['settings'] );
		$this->assertSame( $original['notifications'], $copy['notifications'] );
	}


	public function test_bulk_publish_draft_trash_restore(): void {
		$this->act_as( 'administrator' );
		$a         = $this->create_survey();
		$b         = $this->create_survey();
		$scheduled = $this->create_survey(
			array(
				'status'     => 'publish',
				'publish_at' => gmdate( 'c', time() + DAY_IN_SECONDS ),
			)
		);

		$this->assertSame(
			array(
				'survey_ids' => array( $a, $b ),
				'skipped'    => array(),
			),
			$this->rest( 'POST', self::BASE . '/publish', array( 'survey_ids' => array( $a, $b, 999999 ) ) )->get_data()
		);
		$this->assertSame( array( 'publish', 'publish' ), $this->statuses( array( $a, $b ) ) );

		$this->assertSame( array( 'survey_ids' => array( $a, $scheduled ) ), $this->rest( 'POST', self::BASE . '/draft', array( 'survey_ids' => array( $a, $scheduled ) ) )->get_data() );
		$this->assertSame( array( 'draft', 'draft' ), $this->statuses( array( $a, $scheduled ) ) );
		$this->assertNull( $this->rest( 'GET', self::BASE . "/{$scheduled}" )->get_data()['publish_at'], 'making a draft turns scheduling off' );

		$this->assertSame( array( 'survey_ids' => array( $a, $b ) ), $this->rest( 'POST', self::BASE . '/trash', array( 'survey_ids' => array( $a, $b ) ) )->get_data() );
		$this->assertSame( array( 'trash', 'trash' ), $this->statuses( array( $a, $b ) ) );
		$this->assertSame( array( 'survey_ids' => array() ), $this->rest( 'POST', self::BASE . '/trash', array( 'survey_ids' => array( $a ) ) )->get_data(), 'already trashed' );
		$this->assertSame( array(), $this->rest( 'POST', self::BASE . '/publish', array( 'survey_ids' => array( $a ) ) )->get_data()['survey_ids'], 'a trashed survey is not published' );

		$this->assertSame( array( 'survey_ids' => array( $b ) ), $this->rest( 'POST', self::BASE . '/restore', array( 'survey_ids' => array( $b, $scheduled ) ) )->get_data() );
		$this->assertSame( array( 'trash', 'draft' ), $this->statuses( array( $a, $b ) ), 'restored as a draft' );
	}

	public function test_bulk_publish_skips_surveys_with_incomplete_questions(): void {
		$this->act_as( 'administrator' );
		$good = $this->create_survey();
		$bad  = $this->create_survey(
			array(
				'questions' => array(
					array(
						'id'     => 'q1',
						'type'   => 'radio-button',
						'title'  => 'Pick',
						'config' => array( 'options' => array( 'Only one' ) ),
					),
				),
			)
		);
		$data = $this->rest( 'POST', self::BASE . '/publish', array( 'survey_ids' => array( $good, $bad ) ) )->get_data();
		$this->assertSame( array( $good ), $data['survey_ids'] );
		$this->assertSame(
			array(
				array(
					'id'      => $bad,
					'message' => "The Survey can't be published: Some questions are missing options.",
				),
			),
			$data['skipped']
		);
		$this->assertSame( array( 'publish', 'draft' ), $this->statuses( array( $good, $bad ) ) );
	}

	public function test_bulk_bodies_are_checked(): void {
		$this->act_as( 'administrator' );
		foreach ( array( array(), array( 'survey_ids' => array() ), array( 'survey_ids' => array( 'x' ) ), array( 'survey_ids' => range( 1, 501 ) ) ) as $body ) {
			$response = $this->rest( 'POST', self::BASE . '/trash', $body );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $body ) );
		}
		$this->assertSame( 400, $this->rest( 'DELETE', self::BASE )->get_status() );
	}

	public function test_delete_removes_only_trashed_surveys_with_their_responses_answers_and_impressions(): void {
		global $wpdb;
		$this->act_as( 'administrator' );
		$doomed = $this->create_survey();
		$kept   = $this->create_survey();
		$this->add_responses( $doomed, 3 );
		$this->add_responses( $kept, 2 );
		$this->rest( 'POST', self::BASE . '/trash', array( 'survey_ids' => array( $doomed ) ) );

		$response = $this->rest( 'DELETE', self::BASE, array( 'survey_ids' => array( $doomed, $kept ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'survey_ids' => array( $doomed ) ), $response->get_data(), 'the live survey is not deleted' );
		$this->assertSame( 404, $this->rest( 'GET', self::BASE . "/{$doomed}" )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', self::BASE . "/{$kept}" )->get_status() );

		$tables = userfeedback()->tables();
		foreach ( array( $tables->responses(), $tables->answers(), $tables->impressions() ) as $table ) {
			$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$table}` WHERE survey_id = %d", $doomed ) ), $table ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			$this->assertNotSame( '0', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$table}` WHERE survey_id = %d", $kept ) ), $table ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
	}

	public function test_writes_invalidate_the_live_survey_cache(): void {
		$this->act_as( 'administrator' );
		$before = wp_cache_get_last_changed( 'userfeedback' );
		usleep( 2000 );
		$this->create_survey();
		$this->assertNotSame( $before, wp_cache_get_last_changed( 'userfeedback' ) );
	}


	/**
	 * A valid survey body with changes.
	 *
	 * @param array<string, mixed> $changes Top-level fields to replace.
	 * @return array<string, mixed>
	 */
	private function payload( array $changes = array() ): array {
		return array_merge(
			array(
				'id'            => null,
				'title'         => 'Test survey',
				'status'        => 'draft',
				'questions'     => array(
					array(
						'id'     => 'q1',
						'type'   => 'radio-button',
						'title'  => 'Was this page helpful?',
						'config' => array( 'options' => array( 'Yes', 'No' ) ),
					),
				),
				// Empty: the spec's defaults. An update must carry every part (WHOLE_SURVEY).
				'settings'      => array(),
				'notifications' => array(),
			),
			$changes
		);
	}

	/**
	 * Creates a survey through the route (as an administrator) and returns its id.
	 *
	 * @param array<string, mixed> $changes Changes to the default body.
	 * @return int
	 */
	private function create_survey( array $changes = array() ): int {
		$user = get_current_user_id();
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::BASE, $this->payload( $changes ) );
		wp_set_current_user( $user );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * Calls one of the routes for a survey.
	 *
	 * @param string $method HTTP method.
	 * @param string $path   Path after the base, with {id}.
	 * @param int    $id     Survey id.
	 * @return \WP_REST_Response
	 */
	private function call( string $method, string $path, int $id ): \WP_REST_Response {
		$params = array();
		if ( 'POST' === $method && '' === $path ) {
			$params = $this->payload( array( 'id' => $id ) );
		} elseif ( 'DELETE' === $method || in_array( $path, array( '/publish', '/draft', '/trash', '/restore' ), true ) ) {
			$params = array( 'survey_ids' => array( $id ) );
		}
		return $this->rest( $method, self::BASE . str_replace( '{id}', (string) $id, $path ), $params );
	}

	/**
	 * Inserts responses, each with one answer, and an impression count.
	 *
	 * @param int    $survey_id Survey id.
	 * @param int    $count     How many.
	 * @param string $status    Response status.
	 * @return void
	 */
	private function add_responses( int $survey_id, int $count, string $status = 'publish' ): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		for ( $i = 0; $i < $count; $i++ ) {
			$wpdb->insert(
				$tables->responses(),
				array(
					'survey_id'    => $survey_id,
					'status'       => $status,
					'submitted_at' => gmdate( 'Y-m-d H:i:s' ),
				)
			);
			$wpdb->insert(
				$tables->answers(),
				array(
					'response_id'  => (int) $wpdb->insert_id,
					'survey_id'    => $survey_id,
					'question_id'  => 'q1',
					'value'        => 'Yes',
					'status'       => $status,
					'submitted_at' => gmdate( 'Y-m-d H:i:s' ),
				)
			);
		}
		$wpdb->replace(
			$tables->impressions(),
			array(
				'survey_id' => $survey_id,
				'day'       => gmdate( 'Y-m-d' ),
				'count'     => $count * 4,
			)
		);
	}

	/**
	 * Stored statuses of surveys.
	 *
	 * @param int[] $ids Survey ids.
	 * @return string[]
	 */
	private function statuses( array $ids ): array {
		return array_map( fn( int $id ): string => $this->rest( 'GET', self::BASE . "/{$id}" )->get_data()['status'], $ids );
	}

	/**
	 * Surveys stored.
	 *
	 * @return int
	 */
	private function survey_count(): int {
		global $wpdb;
		$table = userfeedback()->tables()->surveys();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$table}`" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Stores a valid licence of a type, or none.
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
