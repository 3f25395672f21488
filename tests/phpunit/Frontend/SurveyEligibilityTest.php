<?php
/**
 * Which live surveys a page may get.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Frontend;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Frontend\LiveSurveyRows;
use UserFeedback\Frontend\LiveSurveys;
use UserFeedback\Targeting\PageContext;
use UserFeedback\Targeting\RuleCombination;
use UserFeedback\Targeting\PageRulesTargeting;
use UserFeedback\Frontend\SurveyEligibility;
use UserFeedback\Surveys\SurveyRepository;

/**
 * The server's eligibility rules (visitor §5) on surveys stored through the REST API: the
 * question-types add-on rule, expiry with the year ignored, page rules in three-valued logic,
 * id order and the reasons kept per survey id.
 */
final class SurveyEligibilityTest extends FrontendTestCase {

	/**
	 * Ids of the floating candidates.
	 *
	 * @param list<array<string, mixed>> $surveys Candidates.
	 * @return int[]
	 */
	private static function ids( array $surveys ): array {
		return array_map( static fn( array $survey ): int => (int) $survey['id'], $surveys );
	}

	public function test_candidates_are_the_live_surveys_in_id_order(): void {
		$first  = $this->create_survey( array( 'title' => 'First' ) );
		$second = $this->create_survey( array( 'title' => 'Second' ) );
		$this->create_survey( array( 'status' => 'draft' ) );
		$this->create_survey( array( 'publish_at' => gmdate( 'c', time() + DAY_IN_SECONDS ) ) );

		$eligibility = $this->eligibility();
		$this->assertSame( array( $first, $second ), self::ids( $eligibility->floating() ) );
		$this->assertSame( array(), $eligibility->reasons() );
		$this->assertSame( array( $second ), self::ids( $eligibility->floating( array( $first ) ) ), 'a survey placed inline does not float as well' );
	}

	public function test_star_rating_and_nps_need_the_question_types_addon(): void {
		$stars = $this->create_survey( array( 'questions' => array( self::star_question() ) ) );
		$plain = $this->create_survey();

		$this->assertSame( array( $stars, $plain ), self::ids( $this->eligibility()->floating() ) );

		$this->set_active_addons( array_diff( AddonRegistry::KEYS, array( 'question-types' ) ) );
		$eligibility = $this->eligibility();
		$this->assertSame( array( $plain ), self::ids( $eligibility->floating() ), 'the first eligible survey is the next one' );
		$this->assertSame( array( $stars => 'Question Types addon is missing' ), $eligibility->reasons() );

		$this->set_active_addons( AddonRegistry::KEYS );
		$lite = $this->eligibility( $this->entitlements( 'lite' ) );
		$this->assertSame( array( $plain ), self::ids( $lite->floating() ), 'add-ons do nothing in Lite' );
		$this->assertNull( $lite->inline( $stars ) );
		$this->assertSame( 'Question Types addon is missing', $lite->reasons()[ $stars ] );
	}

	/**
	 * Today, expiry month and day, behavior add-on active, expected expired.
	 *
	 * @return array<string, array{string, int, int, bool, bool}>
	 */
	public static function expiries(): array {
		return array(
			'the day before'                         => array( '2026-06-14 12:00', 6, 15, true, false ),
			'on the day'                             => array( '2026-06-15 23:59', 6, 15, true, false ),
			'the day after'                          => array( '2026-06-16 00:00', 6, 15, true, true ),
			'31 Dec vs 1 Jan: year ignored, expired' => array( '2026-12-31 10:00', 1, 1, true, true ),
			'1 Jan vs 31 Dec: not yet'               => array( '2026-01-01 10:00', 12, 31, true, false ),
			'next month, same day'                   => array( '2026-07-15 10:00', 6, 15, true, true ),
			'without the behavior add-on'            => array( '2026-12-31 10:00', 1, 1, false, false ),
		);
	}

	/**
	 * Expiry compares month and day in the site's time zone, only with the behavior add-on.
	 *
	 * @param string $today    Site-time now.
	 * @param int    $month    Expiry month.
	 * @param int    $day      Expiry day.
	 * @param bool   $behavior Whether the behavior add-on is active.
	 * @param bool   $expired  Whether the survey is expired.
	 */
	#[DataProvider( 'expiries' )]
	public function test_expiry( string $today, int $month, int $day, bool $behavior, bool $expired ): void {
		$id = $this->create_survey(
			array(
				'settings' => array(
					'behavior' => array(
						'run_time'  => 'expire',
						'expire_at' => array(
							'month' => $month,
							'day'   => $day,
						),
					),
				),
			)
		);
		$this->set_active_addons( $behavior ? AddonRegistry::KEYS : array( 'question-types', 'targeting', 'branding' ) );
		$eligibility = $this->eligibility( null, null, new \DateTimeImmutable( $today, wp_timezone() ) );

		$this->assertSame( $expired ? array() : array( $id ), self::ids( $eligibility->floating() ) );
		$this->assertSame( $expired ? array( $id => "Survey expired on {$month}/{$day}" ) : array(), $eligibility->reasons() );
		$this->assertSame( ! $expired, null !== $eligibility->inline( $id ), 'expiry applies to inline surveys too' );
	}

	public function test_an_indefinite_survey_never_expires(): void {
		$id = $this->create_survey();
		$this->assertSame( array( $id ), self::ids( $this->eligibility( null, null, new \DateTimeImmutable( '2026-12-31' ) )->floating() ) );
	}

	/**
	 * Rules as [operator, value] (value true/false: a WordPress rule that holds or not; null: a
	 * client rule), and whether the survey can still be shown.
	 *
	 * @return array<string, array{list<array{string, bool|null}>, bool}>
	 */
	public static function combinations(): array {
		$t = true;
		$f = false;
		$u = null;
		return array(
			'no rules'                               => array( array(), true ),
			'T'                                      => array( array( array( '&&', $t ) ), true ),
			'F'                                      => array( array( array( '&&', $f ) ), false ),
			'U'                                      => array( array( array( '&&', $u ) ), true ),
			'the first operator is ignored: || F'    => array( array( array( '||', $f ) ), false ),
			'T && T'                                 => array( array( array( '&&', $t ), array( '&&', $t ) ), true ),
			'T && F'                                 => array( array( array( '&&', $t ), array( '&&', $f ) ), false ),
			'F && U'                                 => array( array( array( '&&', $f ), array( '&&', $u ) ), false ),
			'U && F'                                 => array( array( array( '&&', $u ), array( '&&', $f ) ), false ),
			'U && T'                                 => array( array( array( '&&', $u ), array( '&&', $t ) ), true ),
			'F || U'                                 => array( array( array( '&&', $f ), array( '||', $u ) ), true ),
			'F || F'                                 => array( array( array( '&&', $f ), array( '||', $f ) ), false ),
			'F || T'                                 => array( array( array( '&&', $f ), array( '||', $t ) ), true ),
			'U && F || T: && binds tighter'          => array( array( array( '&&', $u ), array( '&&', $f ), array( '||', $t ) ), true ),
			'T && F || F && U'                       => array( array( array( '&&', $t ), array( '&&', $f ), array( '||', $f ), array( '&&', $u ) ), false ),
			'T && F || U && T'                       => array( array( array( '&&', $t ), array( '&&', $f ), array( '||', $u ), array( '&&', $t ) ), true ),
			'F || F || U && F'                       => array( array( array( '&&', $f ), array( '||', $f ), array( '||', $u ), array( '&&', $f ) ), false ),
			'T || F && F: the first group is enough' => array( array( array( '&&', $t ), array( '||', $f ), array( '&&', $f ) ), true ),
			'F && T || F && T || U: the last group'  => array( array( array( '&&', $f ), array( '&&', $t ), array( '||', $f ), array( '&&', $t ), array( '||', $u ) ), true ),
		);
	}

	/**
	 * Three-valued combination: a survey is dropped only when no client result could save it.
	 *
	 * @param list<array{string, bool|null}> $rules    Operators and values.
	 * @param bool                           $can_pass Whether the survey can still be shown.
	 */
	#[DataProvider( 'combinations' )]
	public function test_rule_combination( array $rules, bool $can_pass ): void {
		$values = array();
		$stored = array();
		foreach ( $rules as $rule ) {
			$values[] = array(
				'operator' => $rule[0],
				'value'    => $rule[1],
			);
			// Real rules with the same values, decided against a logged-in visitor's page.
			$stored[] = array(
				'logic'    => null === $rule[1] ? 'cookie_exist' : 'user_logged_in',
				'operator' => $rule[0],
				'data'     => null === $rule[1] ? 'seen' : array(
					'id'    => $rule[1] ? 'logged_in' : 'logged_out',
					'label' => 'x',
				),
			);
		}
		$this->assertSame( $can_pass, RuleCombination::can_pass( $values ) );

		$decided = ( new PageRulesTargeting() )->decide_on( $stored, new PageContext( array( 'logged_in' => true ) ) );
		$this->assertSame( $can_pass, null !== $decided );
		if ( null !== $decided ) {
			foreach ( $rules as $i => $rule ) {
				if ( null === $rule[1] ) {
					$this->assertArrayNotHasKey( 'result', $decided[ $i ], 'client rules have no server result' );
				} else {
					$this->assertSame( $rule[1], $decided[ $i ]['result'] );
				}
			}
		}
	}

	public function test_advanced_page_rules_drop_a_survey_or_pass_it_with_results(): void {
		$rules  = array(
			array(
				'logic'    => 'page_type',
				'operator' => '&&',
				'data'     => array(
					'id'    => 'single',
					'label' => 'Single Post',
				),
			),
			array(
				'logic'    => 'page_url_contains',
				'operator' => '&&',
				'data'     => 'pricing',
			),
		);
		$single = $this->create_survey(
			array(
				'settings' => array(
					'targeting' => array(
						'pages'      => 'advanced',
						'page_rules' => $rules,
					),
				),
			)
		);
		$any    = $this->create_survey();

		$post        = new PageContext( array( 'page_types' => array( 'single' ) ) );
		$eligibility = $this->eligibility( null, $post );
		$candidates  = $eligibility->floating();
		$this->assertSame( array( $single, $any ), self::ids( $candidates ) );
		$targeting = $candidates[0]['settings']['targeting'];
		$this->assertSame( 'advanced', $targeting['pages'] );
		$this->assertTrue( $targeting['page_rules'][0]['result'] );
		$this->assertArrayNotHasKey( 'result', $targeting['page_rules'][1] );
		$this->assertSame( 'pricing', $targeting['page_rules'][1]['data'] );
		$this->assertSame(
			array(
				'devices'    => array( 'desktop', 'tablet', 'mobile' ),
				'pages'      => 'all',
				'page_rules' => array(),
			),
			$candidates[1]['settings']['targeting']
		);

		$front       = new PageContext( array( 'page_types' => array( 'front_page', 'home' ) ) );
		$eligibility = $this->eligibility( null, $front );
		$this->assertSame( array( $any ), self::ids( $eligibility->floating() ) );
		$this->assertSame( array( $single => 'Page rules not met' ), $eligibility->reasons() );
		$this->assertNotNull( $eligibility->inline( $single ), 'page targeting does not apply to inline placement' );

		// Without the targeting add-on the spec shows the survey on all pages.
		$this->set_active_addons( array( 'question-types', 'branding', 'behavior' ) );
		$eligibility = $this->eligibility( null, $front );
		$candidates  = $eligibility->floating();
		$this->assertSame( array( $single, $any ), self::ids( $candidates ) );
		$this->assertSame( 'all', $candidates[0]['settings']['targeting']['pages'] );
		$this->assertSame( array(), $candidates[0]['settings']['targeting']['page_rules'] );
	}

	public function test_the_page_context_is_built_only_when_a_rule_needs_it(): void {
		$this->create_survey();
		global $wpdb;
		$built       = 0;
		$tables      = userfeedback()->tables();
		$eligibility = new SurveyEligibility(
			new LiveSurveyRows( new LiveSurveys( $wpdb, $tables ), new SurveyRepository( $wpdb, $tables ) ),
			$this->entitlements(),
			new PageRulesTargeting(
				null,
				static function () use ( &$built ): PageContext {
					++$built;
					return new PageContext();
				}
			)
		);
		$this->assertCount( 1, $eligibility->floating() );
		$this->assertSame( 0, $built );
	}

	public function test_inline_refuses_surveys_that_are_not_live(): void {
		$draft       = $this->create_survey( array( 'status' => 'draft' ) );
		$eligibility = $this->eligibility();
		$this->assertNull( $eligibility->inline( $draft ) );
		$this->assertNull( $eligibility->inline( 999999 ) );
		$this->assertSame(
			array(
				$draft => 'Survey is not published',
				999999 => 'Survey is not published',
			),
			$eligibility->reasons()
		);
	}

	public function test_live_surveys_cost_one_query_then_none_until_a_survey_changes(): void {
		$this->create_survey();
		global $wpdb;
		$this->eligibility()->floating();
		$before = $wpdb->num_queries;
		$this->eligibility()->floating();
		$this->assertSame( $before, $wpdb->num_queries, 'served from the object cache' );

		$this->create_survey();
		$before = $wpdb->num_queries;
		$this->assertCount( 2, $this->eligibility()->floating() );
		$this->assertSame( 2, $wpdb->num_queries - $before, 'the live ids, then every live survey in one query' );
	}
}
