<?php
/**
 * The survey object's `display` and `page_survey` fields, and the list's `search`: what the survey
 * block's editor reads.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Rest\SurveyDisplayFields;
use UserFeedback\Tests\Frontend\FrontendTestCase;

/**
 * Surveys are created on an elite Pro site with every add-on (FrontendTestCase); each test then
 * sets the add-ons the decision is made under.
 */
final class SurveyDisplayFieldsTest extends FrontendTestCase {

	private const BASE = '/userfeedback/v1/surveys';

	/**
	 * One survey as the block reads it.
	 *
	 * @param int                  $id     Survey id.
	 * @param array<string, mixed> $params Query parameters.
	 * @return array<string, mixed>
	 */
	private function read( int $id, array $params = array() ): array {
		$this->act_as( 'editor' );
		$response = $this->rest( 'GET', self::BASE . '/' . $id, $params );
		$this->assertSame( 200, $response->get_status() );
		return (array) rest_get_server()->response_to_data( $response, false );
	}

	/**
	 * Today's month and day minus one, in the site's time zone.
	 *
	 * @return array{month: int, day: int}
	 */
	private static function yesterday(): array {
		$yesterday = current_datetime()->modify( '-1 day' );
		return array(
			'month' => (int) $yesterday->format( 'n' ),
			'day'   => (int) $yesterday->format( 'j' ),
		);
	}

	public function test_the_plugin_registers_both_fields_on_the_survey_object_with_a_schema(): void {
		$this->act_as( 'administrator' );
		$id         = $this->create_survey();
		$response   = rest_do_request( new \WP_REST_Request( 'OPTIONS', self::BASE . '/' . $id ) );
		$properties = $response->get_data()['schema']['properties'];
		$this->assertSame( array( 'view', 'edit' ), $properties['display']['context'] );
		$this->assertTrue( $properties['display']['readonly'] );
		$this->assertSame( array( 'shown', 'reason', 'message' ), array_keys( $properties['display']['properties'] ) );
		$this->assertSame( array( 'not_published', 'question_types', 'expired', 'limit_reached', null ), $properties['display']['properties']['reason']['enum'] );
		$this->assertSame( array( 'edit' ), $properties['page_survey']['context'] );
		$this->assertArrayHasKey( 'display', $GLOBALS['wp_rest_additional_fields'][ SurveyDisplayFields::OBJECT_TYPE ] );
	}

	public function test_display_gives_the_shortcodes_decision_and_reason_for_every_state(): void {
		$live      = $this->create_survey();
		$draft     = $this->create_survey( array( 'status' => 'draft' ) );
		$trashed   = $this->create_survey();
		$scheduled = $this->create_survey( array( 'publish_at' => gmdate( 'Y-m-d H:i:s', time() + 7 * DAY_IN_SECONDS ) ) );
		$stars     = $this->create_survey( array( 'questions' => array( self::star_question() ) ) );
		$expired   = $this->create_survey(
			array(
				'settings' => array(
					'behavior' => array(
						'run_time'  => 'expire',
						'expire_at' => self::yesterday(),
					),
				),
			)
		);
		$limited   = $this->create_survey( array( 'settings' => array( 'behavior' => array( 'response_limit' => 1 ) ) ) );
		$this->insert_response( $limited, gmdate( 'Y-m-d H:i:s' ), array( array( 'q1', 'Yes' ) ) );
		if ( '1-1' === current_datetime()->format( 'n-j' ) ) {
			$this->markTestSkipped( 'On 1 January no day of the year has passed (the spec ignores the year).' );
		}
		$this->act_as( 'administrator' );
		$this->rest( 'POST', self::BASE . '/trash', array( 'survey_ids' => array( $trashed ) ) );
		$this->set_active_addons( array_diff( AddonRegistry::KEYS, array( 'question-types' ) ) );

		$not_published = array(
			'shown'   => false,
			'reason'  => 'not_published',
			'message' => 'Survey is not published',
		);
		$expected      = array(
			$live      => array(
				'shown'   => true,
				'reason'  => null,
				'message' => null,
			),
			$draft     => $not_published,
			$trashed   => $not_published,
			$scheduled => $not_published,
			$stars     => array(
				'shown'   => false,
				'reason'  => 'question_types',
				'message' => 'Question Types addon is missing',
			),
			$expired   => array(
				'shown'   => false,
				'reason'  => 'expired',
				'message' => sprintf( 'Survey expired on %d/%d', self::yesterday()['month'], self::yesterday()['day'] ),
			),
			$limited   => array(
				'shown'   => false,
				'reason'  => 'limit_reached',
				'message' => 'Response limit reached',
			),
		);
		$eligibility   = $this->eligibility();
		foreach ( $expected as $id => $display ) {
			$this->assertSame( $display, $this->read( $id )['display'], "survey {$id}" );
			// The shortcode (and so the block) decides the same.
			$this->assertSame( $display['shown'], null !== $eligibility->inline( $id ), "survey {$id}" );
			$this->assertSame( $display['message'], $eligibility->reasons()[ $id ] ?? null, "survey {$id}" );
		}
	}

	public function test_page_survey_is_the_inline_widget_shape_in_the_edit_context_only(): void {
		$id = $this->create_survey( array( 'title' => 'Checkout' ) );

		$view = $this->read( $id );
		$this->assertArrayNotHasKey( 'page_survey', $view );

		$page = $this->read( $id, array( 'context' => 'edit' ) )['page_survey'];
		$this->assertSame( array( 'id', 'title', 'type', 'cookie_name', 'nonce', 'language', 'questions', 'settings' ), array_keys( $page ) );
		$this->assertSame( $id, $page['id'] );
		$this->assertSame( 'Checkout', $page['title'] );
		$this->assertSame( '', $page['nonce'], 'a preview sends nothing' );
		$this->assertSame( 'bottom_right', $page['settings']['theming']['position'], 'as placed inline' );
		$this->assertSame( array( 'type', 'message', 'redirect_url' ), array_keys( $page['settings']['thank_you'] ) );
		$this->assertSame( 'q1', $page['questions'][0]['id'] );
	}

	public function test_fields_can_be_limited_to_what_the_block_reads(): void {
		$id      = $this->create_survey();
		$request = new \WP_REST_Request( 'GET', self::BASE . '/' . $id );
		$request->set_query_params(
			array(
				'context' => 'edit',
				'_fields' => 'id,title,status,is_scheduled,display,page_survey',
			)
		);
		$this->act_as( 'editor' );
		// What serve_request() does after dispatching (rest_filter_response_fields).
		$response = apply_filters( 'rest_post_dispatch', rest_do_request( $request ), rest_get_server(), $request );
		$this->assertSame( array( 'id', 'title', 'status', 'is_scheduled', 'display', 'page_survey' ), array_keys( $response->get_data() ) );
	}

	public function test_the_list_searches_titles_literally_and_pages_the_matches(): void {
		$this->act_as( 'administrator' );
		$ids = array(
			'product' => $this->create_survey( array( 'title' => 'Product Feedback' ) ),
			'pricing' => $this->create_survey(
				array(
					'title'  => 'Pricing page poll',
					'status' => 'draft',
				)
			),
			'percent' => $this->create_survey( array( 'title' => '100% happy?' ) ),
			'under'   => $this->create_survey( array( 'title' => 'under_score' ) ),
		);
		$this->act_as( 'editor' );
		$search = function ( array $params ): array {
			$response = $this->rest( 'GET', self::BASE, $params );
			$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			return $response->get_data();
		};

		$data = $search( array( 'search' => 'P' ) );
		$this->assertSame( array( $ids['percent'], $ids['pricing'], $ids['product'] ), array_column( $data['items'], 'id' ), 'any case, newest first' );

		$data = $search(
			array(
				'search'   => 'pro',
				'per_page' => 1,
			)
		);
		$this->assertSame( array( $ids['product'] ), array_column( $data['items'], 'id' ) );
		$this->assertSame( 1, $data['pagination']['total'] );

		$data = $search(
			array(
				'search'   => 'p',
				'per_page' => 2,
				'page'     => 2,
			)
		);
		$this->assertSame( array( $ids['product'] ), array_column( $data['items'], 'id' ) );
		$this->assertSame( array( 3, 2 ), array( $data['pagination']['total'], $data['pagination']['pages'] ) );
		$this->assertSame( array( 'all', 4 ), array( $data['status_filters'][0]['status'], $data['status_filters'][0]['count'] ), 'the quick-filter counts ignore the search' );

		$this->assertSame( array( $ids['percent'] ), array_column( $search( array( 'search' => '0%' ) )['items'], 'id' ), '% is no wildcard' );
		$this->assertSame( array( $ids['under'] ), array_column( $search( array( 'search' => 'r_s' ) )['items'], 'id' ), '_ is no wildcard' );
		$this->assertSame(
			array( $ids['pricing'] ),
			array_column(
				$search(
					array(
						'search' => 'p',
						'filter' => array( 'status' => 'draft' ),
					)
				)['items'],
				'id'
			)
		);
		$none = $search( array( 'search' => 'nothing like it' ) );
		$this->assertSame( array( array(), 0, 1 ), array( $none['items'], $none['pagination']['total'], $none['pagination']['pages'] ) );

		$response = $this->rest( 'GET', self::BASE, array( 'search' => str_repeat( 'a', 101 ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
	}
}
