<?php
/**
 * Shared set-up for the front-end tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Frontend;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Frontend\LiveSurveyRows;
use UserFeedback\Frontend\LiveSurveys;
use UserFeedback\Targeting\PageContext;
use UserFeedback\Targeting\PageRulesTargeting;
use UserFeedback\Frontend\SurveyEligibility;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;

/**
 * Surveys are created through the real REST API on an elite Pro site with every add-on, so every
 * setting is stored; each test then switches add-ons to what the visitor's page sees.
 */
abstract class FrontendTestCase extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( AddonRegistry::KEYS );
		// An earlier admin test may have left a wp-admin screen, which makes is_admin() true.
		$GLOBALS['current_screen'] = null;
	}

	/**
	 * Creates a survey as an administrator and returns its id; the current user is a visitor again.
	 *
	 * @param array<string, mixed> $survey Fields over a published one-question survey.
	 * @return int
	 */
	protected function create_survey( array $survey = array() ): int {
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array_merge(
				array(
					'id'        => null,
					'title'     => 'Survey',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'     => 'q1',
							'type'   => 'radio-button',
							'title'  => 'Happy?',
							'config' => array( 'options' => array( 'Yes', 'No' ) ),
						),
					),
				),
				$survey
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		wp_set_current_user( 0 );
		return (int) $response->get_data()['id'];
	}

	/**
	 * A star-rating question (needs the question-types add-on to be shown).
	 *
	 * @return array<string, mixed>
	 */
	protected static function star_question(): array {
		return array(
			'id'    => 'stars',
			'type'  => 'star-rating',
			'title' => 'Rate us',
		);
	}

	/**
	 * Entitlements as the page sees them, after set_active_addons().
	 *
	 * @param string $edition 'lite' or 'pro'.
	 * @return Entitlements
	 */
	protected function entitlements( string $edition = 'pro' ): Entitlements {
		return new Entitlements( $edition, new LicenseStore(), new AddonRegistry() );
	}

	/**
	 * An eligibility service over the real live-survey reads.
	 *
	 * @param Entitlements|null       $entitlements Defaults to Pro with the active add-ons.
	 * @param PageContext|null        $context      The page; a logged-out front page when null.
	 * @param \DateTimeImmutable|null $now          Site-time now; the real time when null.
	 * @return SurveyEligibility
	 */
	protected function eligibility( ?Entitlements $entitlements = null, ?PageContext $context = null, ?\DateTimeImmutable $now = null ): SurveyEligibility {
		global $wpdb;
		$tables = userfeedback()->tables();
		$page   = $context ?? new PageContext( array( 'page_types' => array( 'front_page', 'home' ) ) );
		return new SurveyEligibility(
			new LiveSurveyRows( new LiveSurveys( $wpdb, $tables ), new SurveyRepository( $wpdb, $tables ) ),
			$entitlements ?? $this->entitlements(),
			new PageRulesTargeting( null, static fn(): PageContext => $page ),
			null === $now ? null : static fn(): \DateTimeImmutable => $now
		);
	}
}
