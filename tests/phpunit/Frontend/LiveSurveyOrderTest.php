<?php
/**
 * Which survey a page gets first: priority, then age; surveys at their response limit left out.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Frontend;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Frontend\LiveSurveyRows;
use UserFeedback\Frontend\LiveSurveys;
use UserFeedback\Frontend\SurveyEligibility;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Visitors\SubmissionToken;

/**
 * Display rules across surveys (docs/decisions.md): the live list is ordered by
 * settings.behavior.priority (highest first), the oldest first among equals, so all-zero
 * priorities keep the spec's order; without the behavior add-on the order is the spec's whatever
 * was stored. A survey whose completed responses reached its response limit is not on pages.
 */
final class LiveSurveyOrderTest extends FrontendTestCase {

	/**
	 * Ids of surveys in order.
	 *
	 * @param array<int|string, array<string, mixed>> $surveys Surveys.
	 * @return int[]
	 */
	private static function ids( array $surveys ): array {
		return array_values( array_map( static fn( array $survey ): int => (int) $survey['id'], $surveys ) );
	}

	/**
	 * The live rows, with an injected "limit reached" answer when given.
	 *
	 * @param \Closure|null $reached Ids at their limit, from the surveys with a limit.
	 * @return LiveSurveyRows
	 */
	private function rows( ?\Closure $reached = null ): LiveSurveyRows {
		global $wpdb;
		$tables = userfeedback()->tables();
		return new LiveSurveyRows( new LiveSurveys( $wpdb, $tables ), new SurveyRepository( $wpdb, $tables ), $reached );
	}

	/**
	 * A survey with a priority.
	 *
	 * @param int                  $priority Its priority.
	 * @param array<string, mixed> $behavior More behaviour settings.
	 * @return int
	 */
	private function with_priority( int $priority, array $behavior = array() ): int {
		return $this->create_survey( array( 'settings' => array( 'behavior' => array_merge( array( 'priority' => $priority ), $behavior ) ) ) );
	}

	/**
	 * Priorities of surveys created in this order, and the expected order (by creation index).
	 *
	 * @return array<string, array{int[], int[]}>
	 */
	public static function priorities(): array {
		return array(
			'all zero: oldest first (the spec)'  => array( array( 0, 0, 0 ), array( 0, 1, 2 ) ),
			'a newer survey with a priority'     => array( array( 0, 5 ), array( 1, 0 ) ),
			'highest first'                      => array( array( 1, 1000, 10 ), array( 1, 2, 0 ) ),
			'equal priorities: oldest first'     => array( array( 3, 7, 3, 7 ), array( 1, 3, 0, 2 ) ),
			'zero after every positive priority' => array( array( 0, 2, 0, 1 ), array( 1, 3, 0, 2 ) ),
		);
	}

	/**
	 * The live rows and the floating candidates follow priority, then age.
	 *
	 * @param int[] $priorities Priorities in creation order.
	 * @param int[] $order      Expected order, as creation indexes.
	 */
	#[DataProvider( 'priorities' )]
	public function test_pages_get_the_highest_priority_first_then_the_oldest( array $priorities, array $order ): void {
		$ids = array();
		foreach ( $priorities as $priority ) {
			$ids[] = $this->with_priority( $priority );
		}
		$expected = array_map( static fn( int $index ): int => $ids[ $index ], $order );

		$this->assertSame( $expected, array_keys( $this->rows()->all() ), 'the live rows, keyed by id' );
		$this->assertSame( $expected, self::ids( $this->eligibility()->floating() ), 'the floating candidates' );
	}

	public function test_in_page_order_is_the_id_order_when_no_survey_has_a_priority(): void {
		$rows = array(
			9 => array( 'settings' => array() ),
			3 => array( 'settings' => array( 'behavior' => array( 'priority' => 0 ) ) ),
			5 => array( 'settings' => array( 'behavior' => array() ) ),
			4 => array(),
		);
		$this->assertSame( array( 3, 4, 5, 9 ), array_keys( LiveSurveyRows::in_page_order( $rows ) ), 'a survey stored without a priority has priority 0' );
		$rows[9]['settings']['behavior']['priority'] = '2';
		$this->assertSame( array( 9, 3, 4, 5 ), array_keys( LiveSurveyRows::in_page_order( $rows ) ) );
	}

	public function test_without_the_behavior_addon_the_order_is_the_spec_s(): void {
		$old = $this->with_priority( 0 );
		$new = $this->with_priority( 8 );
		$this->assertSame( array( $new, $old ), self::ids( $this->eligibility()->floating() ) );

		$this->set_active_addons( array_diff( AddonRegistry::KEYS, array( 'behavior' ) ) );
		$this->assertSame( array( $old, $new ), self::ids( $this->eligibility()->floating() ), 'a priority stored before the add-on went off does not count' );
		$this->assertSame( array( $old, $new ), self::ids( $this->eligibility( $this->entitlements( 'lite' ) )->floating() ), 'nor in Lite' );
	}

	public function test_a_survey_at_its_limit_is_left_out_of_the_live_list(): void {
		$limited = $this->with_priority( 5, array( 'response_limit' => 2 ) );
		$open    = $this->with_priority( 0, array( 'response_limit' => 100 ) );
		$plain   = $this->with_priority( 0 );

		$asked = array();
		$rows  = $this->rows(
			static function ( array $surveys ) use ( &$asked, $limited ): array {
				$asked = array_map( static fn( array $survey ): int => (int) $survey['id'], $surveys );
				return array( $limited );
			}
		);
		$this->assertSame( array( $open, $plain ), array_keys( $rows->all() ) );
		$this->assertSame( array( $limited, $open ), $asked, 'only surveys with a limit are counted' );
		$this->assertNull( $rows->get( $limited ) );
		$this->assertTrue( $rows->limit_reached( $limited ) );
		$this->assertFalse( $rows->limit_reached( $open ) );
		$this->assertSame( array( $limited ), $rows->limit_reached_ids() );

		$eligibility = new SurveyEligibility( $rows, $this->entitlements(), null );
		$this->assertSame( array( $open, $plain ), self::ids( $eligibility->floating() ) );
		$this->assertNull( $eligibility->inline( $limited ), 'nor placed in the content' );
		$this->assertSame( 'Response limit reached', $eligibility->reasons()[ $limited ] );
	}

	public function test_no_limit_no_count(): void {
		$this->with_priority( 0 );
		$this->with_priority( 3 );
		$called = false;
		$rows   = $this->rows(
			static function () use ( &$called ): array {
				$called = true;
				return array();
			}
		);
		$this->assertCount( 2, $rows->all() );
		$this->assertFalse( $called, 'a site without response limits pays no count query' );
	}

	public function test_completed_responses_reaching_the_limit_take_the_survey_off_pages(): void {
		$limited = $this->with_priority( 0, array( 'response_limit' => 2 ) );
		$other   = $this->with_priority( 0 );

		$this->respond( $limited );
		LiveSurveys::invalidate();
		$this->assertSame( array( $limited, $other ), array_keys( $this->rows()->all() ), 'one of two: still live' );

		$this->respond( $limited );
		// The response reaching the limit invalidates the list in its transaction (ResponseStore);
		// invalidating here keeps this test about the list.
		LiveSurveys::invalidate();
		$this->assertSame( array( $other ), array_keys( $this->rows()->all() ), 'two of two: off every page' );
		$this->assertSame( array( $other ), self::ids( $this->eligibility()->floating() ) );
	}

	/**
	 * A visitor's completed response through the public route.
	 *
	 * @param int $survey_id Survey id.
	 */
	private function respond( int $survey_id ): void {
		$response = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$survey_id}/responses",
			array(
				'answers'        => array(
					array(
						'question_id' => 'q1',
						'value'       => 'Yes',
					),
				),
				'nonce'          => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $survey_id ),
				'page_submitted' => array(
					'url'   => 'https://example.com/',
					'title' => 'Home',
				),
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
	}
}
