<?php
/**
 * Who may use the AI summary routes.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Ai;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Ai\AiFeatures;

/**
 * The summary routes need a results reader (view results, or create/edit surveys) on a Pro site
 * with a pro or elite licence: every other tier gets the 403 'Upgrade to Pro to unlock this
 * feature', users without the capability 403 and visitors 401 (rest_forbidden). The upsell
 * dismissal is per user, kept on the server, and open to readers of every tier.
 */
final class AiSummaryGateTest extends AiTestCase {

	/**
	 * A survey with one text answer.
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->survey_id = $this->create_survey( self::questions() );
		$this->add_texts( $this->survey_id, array( 'Delivery was slow.' ), time() - HOUR_IN_SECONDS );
	}

	/**
	 * Tiers (edition, licence type or null) and whether the summary is open.
	 *
	 * @return array<string, array{string, string|null, bool}>
	 */
	public static function tiers(): array {
		return array(
			'Lite'           => array( 'lite', null, false ),
			'Lite, elite'    => array( 'lite', 'elite', false ),
			'Pro unlicensed' => array( 'pro', null, false ),
			'Pro, plus'      => array( 'pro', 'plus', false ),
			'Pro, pro'       => array( 'pro', 'pro', true ),
			'Pro, elite'     => array( 'pro', 'elite', true ),
		);
	}

	#[DataProvider( 'tiers' )]
	public function test_the_summary_needs_pro_with_a_pro_or_elite_licence( string $edition, ?string $licence, bool $open ): void {
		$this->license( $licence );
		if ( 'lite' === $edition ) {
			$this->use_edition( 'lite' );
		}
		foreach ( array( "/ai-summary/{$this->survey_id}", "/preload-ai-summary/{$this->survey_id}" ) as $path ) {
			$response = $this->call( 'GET', $path );
			if ( $open ) {
				$this->assertSame( 200, $response->get_status(), $path );
				continue;
			}
			$this->assertSame( 403, $response->get_status(), $path );
			$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $response ) );
			$this->assertSame( 'Upgrade to Pro to unlock this feature', $response->get_data()['message'] );
		}
	}

	public function test_a_lapsed_licence_closes_the_summary(): void {
		( new \UserFeedback\Entitlements\LicenseStore() )->save( new \UserFeedback\Entitlements\License( 'key', 'elite', true ) );
		$this->assertSame( 403, $this->call( 'GET', "/ai-summary/{$this->survey_id}" )->get_status() );
	}

	public function test_administrators_and_editors_may_summarise_others_may_not(): void {
		foreach ( array(
			'administrator' => 200,
			'editor'        => 200,
			'author'        => 403,
			'subscriber'    => 403,
			''              => 401,
		) as $role => $status ) {
			$this->act_as( $role );
			foreach ( array( "/ai-summary/{$this->survey_id}", "/preload-ai-summary/{$this->survey_id}" ) as $path ) {
				$response = $this->call( 'GET', $path );
				$this->assertSame( $status, $response->get_status(), "{$path} as " . ( '' === $role ? 'visitor' : $role ) );
				if ( 200 !== $status ) {
					$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
				}
			}
		}
	}

	public function test_the_capability_is_checked_before_the_plan(): void {
		$this->license( null );
		$this->act_as( 'subscriber' );
		$response = $this->call( 'GET', "/ai-summary/{$this->survey_id}" );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ), 'no upsell for users who may not read results' );
	}

	public function test_view_results_alone_decides_editing_surveys_is_not_enough(): void {
		userfeedback()->settings()->update(
			array(
				'view_results'        => array( 'author' ),
				'create_edit_surveys' => array( 'contributor' ),
			)
		);
		foreach ( array(
			'author'      => 200,
			'contributor' => 403,
			'editor'      => 403,
		) as $role => $status ) {
			$this->act_as( $role );
			$this->assertSame( $status, $this->call( 'GET', "/ai-summary/{$this->survey_id}" )->get_status(), $role );
		}
	}

	public function test_unknown_surveys_are_404_and_ids_are_checked(): void {
		foreach ( array( '/ai-summary/999999', '/preload-ai-summary/999999' ) as $path ) {
			$response = $this->call( 'GET', $path );
			$this->assertSame( 404, $response->get_status(), $path );
			$this->assertSame( 'userfeedback_survey_not_found', $this->error_code( $response ) );
		}
		$this->assertSame( 400, $this->call( 'GET', '/ai-summary/0' )->get_status(), 'id minimum 1' );
		$this->assertSame( 404, $this->call( 'GET', '/ai-summary/abc' )->get_status(), 'no such route' );
	}

	public function test_the_upsell_dismissal_is_per_user_and_kept_on_the_server(): void {
		$this->license( null ); // The upsell is what sites without the plan show.
		$first  = $this->create_user( 'editor' );
		$second = $this->create_user( 'administrator' );

		wp_set_current_user( $first );
		$this->assertSame( array( 'upsell_dismissed' => false ), $this->data( $this->call( 'GET', '/ai-summary/upsell' ) ) );
		$this->assertSame( array( 'upsell_dismissed' => true ), $this->data( $this->call( 'POST', '/ai-summary/upsell/dismiss' ) ) );
		$this->assertSame( array( 'upsell_dismissed' => true ), $this->data( $this->call( 'GET', '/ai-summary/upsell' ) ), 'read back: a reload or another browser sees it' );
		$this->assertSame( '1', get_user_meta( $first, $GLOBALS['wpdb']->get_blog_prefix() . 'userfeedback_ai_upsell_dismissed', true ), 'stored as user meta' );

		wp_set_current_user( $second );
		$this->assertSame( array( 'upsell_dismissed' => false ), $this->data( $this->call( 'GET', '/ai-summary/upsell' ) ), 'another user still sees it' );
	}

	public function test_the_upsell_routes_are_for_results_readers(): void {
		foreach ( array(
			'subscriber' => 403,
			''           => 401,
		) as $role => $status ) {
			$this->act_as( $role );
			$this->assertSame( $status, $this->call( 'GET', '/ai-summary/upsell' )->get_status() );
			$this->assertSame( $status, $this->call( 'POST', '/ai-summary/upsell/dismiss' )->get_status() );
		}
		$this->act_as( 'subscriber' );
		$this->assertSame( 404, $this->call( 'GET', '/ai-summary/upsell/dismiss' )->get_status(), 'dismissing is a POST' );
	}

	public function test_the_feature_registers_its_routes_on_rest_api_init(): void {
		global $wpdb;
		$feature = new AiFeatures( $wpdb, userfeedback()->tables(), new \UserFeedback\Surveys\SurveyRepository( $wpdb, userfeedback()->tables() ), userfeedback()->entitlements() );
		$this->assertCount( 2, $feature->controllers() );
		foreach ( $feature->controllers() as $controller ) {
			$this->assertFalse( has_action( 'rest_api_init', array( $controller, 'register_routes' ) ), 'nothing hooked by the constructor' );
		}
		$feature->add_hooks();
		foreach ( $feature->controllers() as $controller ) {
			$this->assertSame( 10, has_action( 'rest_api_init', array( $controller, 'register_routes' ) ) );
			remove_action( 'rest_api_init', array( $controller, 'register_routes' ) );
		}
		$routes = rest_get_server()->get_routes( 'userfeedback/v1' );
		foreach ( array( '/userfeedback/v1/ai-summary/(?P<id>[\d]+)', '/userfeedback/v1/preload-ai-summary/(?P<id>[\d]+)', '/userfeedback/v1/ai-summary/upsell', '/userfeedback/v1/ai-summary/upsell/dismiss', '/userfeedback/v1/ai-settings' ) as $route ) {
			$this->assertArrayHasKey( $route, $routes );
		}
	}
}
