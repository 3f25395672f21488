<?php
/**
 * Device and page targeting per plan: stored through the surveys route, applied on the page.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Gates;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Frontend\LiveSurveyRows;
use UserFeedback\Frontend\LiveSurveys;
use UserFeedback\Targeting\PageContext;
use UserFeedback\Targeting\PageRulesTargeting;
use UserFeedback\Frontend\SurveyEligibility;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Visitors\SubmissionToken;

/**
 * Visitor.md §6: without a Pro licence only desktop and no page targeting; a plus licence keeps
 * devices to desktop but has page targeting; pro and elite have both — each with the targeting
 * add-on (configuration.md §5). The admin app only reflects it, reading the server's
 * can_target_devices / can_target_pages facts; these prove the server decides it, on save and on
 * the page.
 */
final class TargetingGatesTest extends GatesTestCase {

	protected function setUp(): void {
		parent::setUp();
		$GLOBALS['current_screen'] = null;
		$this->set_active_addons( AddonRegistry::KEYS );
	}

	/**
	 * Licence (null: none) → devices and pages kept when a survey asks for tablet, mobile and a
	 * page rule.
	 *
	 * @return array<string, array{string|null, string[], string}>
	 */
	public static function plans(): array {
		return array(
			'Pro unlicensed' => array( null, array( 'desktop', 'tablet', 'mobile' ), 'all' ),
			'lite licence'   => array( 'lite', array( 'desktop' ), 'all' ),
			'plus'           => array( 'plus', array( 'desktop' ), 'advanced' ),
			'pro'            => array( 'pro', array( 'mobile', 'tablet' ), 'advanced' ),
			'elite'          => array( 'elite', array( 'mobile', 'tablet' ), 'advanced' ),
		);
	}

	/**
	 * The surveys route stores only the targeting the plan allows.
	 *
	 * @param string|null $licence Licence type.
	 * @param string[]    $devices Devices stored.
	 * @param string      $pages   Pages mode stored.
	 */
	#[DataProvider( 'plans' )]
	public function test_the_route_stores_the_targeting_the_plan_allows( ?string $licence, array $devices, string $pages ): void {
		$this->license( $licence );
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', self::SURVEYS, self::everything_on() );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$targeting = $this->rest( 'GET', self::SURVEYS . '/' . $response->get_data()['id'] )->get_data()['settings']['targeting'];

		$this->assertEqualsCanonicalizing( $devices, $targeting['devices'] );
		$this->assertSame( $pages, $targeting['pages'] );
		$this->assertCount( 'advanced' === $pages ? 1 : 0, $targeting['page_rules'] );
	}

	/**
	 * A survey stored on an elite plan, shown after the site moved to another plan: the page
	 * gets only the targeting the plan has now.
	 *
	 * @param string|null $licence Licence type.
	 * @param string[]    $devices Devices on the page.
	 * @param string      $pages   Pages mode on the page.
	 */
	#[DataProvider( 'plans' )]
	public function test_the_page_applies_the_targeting_the_plan_has_now( ?string $licence, array $devices, string $pages ): void {
		$this->license( 'elite' );
		$this->act_as( 'administrator' );
		$id = (int) $this->rest( 'POST', self::SURVEYS, self::everything_on() )->get_data()['id'];
		wp_set_current_user( 0 );

		$this->license( $licence );
		$entitlements = $this->entitlements();
		global $wpdb;
		$tables      = userfeedback()->tables();
		$eligibility = new SurveyEligibility(
			new LiveSurveyRows( new LiveSurveys( $wpdb, $tables ), new SurveyRepository( $wpdb, $tables ) ),
			$entitlements,
			new PageRulesTargeting( null, static fn(): PageContext => new PageContext( array( 'page_types' => array( 'front_page' ) ) ) )
		);
		$candidates  = array_values( array_filter( $eligibility->floating(), static fn( array $s ): bool => (int) $s['id'] === $id ) );
		$this->assertCount( 1, $candidates );
		$bootstrap = new WidgetBootstrap(
			new SiteGlobals( $entitlements ),
			$entitlements,
			new WidgetTheming( new SettingsStore(), $entitlements ),
			new SubmissionToken( wp_salt( 'nonce' ) ),
			false
		);
		$targeting = $bootstrap->page_survey( $candidates[0], false )['settings']['targeting'];

		// Without the add-on in force the stored devices go out and the widget's own rule
		// ('Targeting addon missing', fed by the server's add-on facts) keeps it to desktop.
		$this->assertEqualsCanonicalizing( null === $licence ? array( 'mobile', 'tablet' ) : $devices, $targeting['devices'] );
		$this->assertSame( $pages, $targeting['pages'] );
		$this->assertCount( 'advanced' === $pages ? 1 : 0, $targeting['page_rules'] );
	}
}
