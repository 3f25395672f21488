<?php
/**
 * Shared set-up of the gating audit's tests (docs/gates.md).
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Gates;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Rest\SurveysController;
use UserFeedback\Surveys\AnalyticsTracking;
use UserFeedback\Surveys\SurveyGate;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;
use UserFeedback\Surveys\SurveyValidator;
use UserFeedback\Tests\TestCase;

/**
 * The running plugin is the Pro build (tests/phpunit/bootstrap.php). Licence and add-ons are set
 * per test; the Lite build is tested by putting a controller built for Lite behind the real
 * routes (the same technique as the Rest tests), so the request still goes through REST dispatch,
 * permission callbacks and argument schemas.
 */
abstract class GatesTestCase extends TestCase {

	protected const SURVEYS = '/userfeedback/v1/surveys';

	/**
	 * The rest_endpoints filter that swaps in a Lite controller, if any.
	 *
	 * @var callable|null
	 */
	private $lite_filter = null;

	protected function tearDown(): void {
		$this->use_pro_surveys();
		parent::tearDown();
	}

	/**
	 * Back to the running (Pro) plugin's routes.
	 *
	 * @return void
	 */
	protected function use_pro_surveys(): void {
		if ( null !== $this->lite_filter ) {
			remove_filter( 'rest_endpoints', $this->lite_filter );
			$this->lite_filter         = null;
			$GLOBALS['wp_rest_server'] = null;
		}
	}

	/**
	 * Stores a licence of a type, or none.
	 *
	 * @param string|null $type Licence type, null for none.
	 * @return void
	 */
	protected function license( ?string $type ): void {
		if ( null === $type ) {
			( new LicenseStore() )->clear();
			return;
		}
		( new LicenseStore() )->save( new License( 'key', $type ) );
	}

	/**
	 * The Entitlements service of an edition over this site's licence and add-ons.
	 *
	 * @param string $edition 'lite' or 'pro'.
	 * @return Entitlements
	 */
	protected function entitlements( string $edition = 'pro' ): Entitlements {
		return new Entitlements( $edition, new LicenseStore(), new AddonRegistry() );
	}

	/**
	 * Answers the surveys routes with a controller built for the Lite edition.
	 *
	 * @return void
	 */
	protected function use_lite_surveys(): void {
		global $wpdb;
		$tables            = userfeedback()->tables();
		$surveys           = new SurveyRepository( $wpdb, $tables );
		$lite              = new SurveysController(
			$surveys,
			new SurveyService( $surveys, new SurveyNormalizer(), new SurveyValidator(), new SurveyGate( $this->entitlements( 'lite' ) ), new AnalyticsTracking() )
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
						if ( isset( $handler[ $callback ] ) && is_array( $handler[ $callback ] ) && $handler[ $callback ][0] instanceof SurveysController ) {
							$endpoints[ $route ][ $key ][ $callback ] = array( $lite, $handler[ $callback ][1] );
						}
					}
				}
			}
			return $endpoints;
		};
		add_filter( 'rest_endpoints', $this->lite_filter );
		$GLOBALS['wp_rest_server'] = null;
	}

	/**
	 * A survey body with every gated feature switched on.
	 *
	 * @param array<string, mixed> $overrides Top-level overrides.
	 * @return array<string, mixed>
	 */
	protected static function everything_on( array $overrides = array() ): array {
		return array_merge(
			array(
				'id'            => null,
				'title'         => 'Everything',
				'status'        => 'publish',
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
					'thank_you' => array(
						'type'        => 'redirect',
						'message'     => 'Merci',
						'redirect_to' => array(
							'id'    => 'https://example.com/thanks',
							'label' => 'Thanks',
						),
					),
					'targeting' => array(
						'devices'    => array( 'mobile', 'tablet' ),
						'pages'      => 'advanced',
						'page_rules' => array(
							array(
								'logic'    => 'page_url_contains',
								'operator' => '&&',
								'data'     => 'pricing',
							),
						),
					),
					'behavior'  => array(
						'timing'          => 'delay',
						'timing_delay'    => 5,
						'display_length'  => 'repeatedly',
						'run_time'        => 'expire',
						'expire_at'       => array(
							'month' => 12,
							'day'   => 31,
						),
						'start_minimized' => true,
					),
					'theming'   => array( 'color_scheme' => 'dark' ),
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
			),
			$overrides
		);
	}
}
