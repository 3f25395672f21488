<?php
/**
 * Analytics events: the setting's gate (a pro or elite plan).
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Settings;

use PHPUnit\Framework\Attributes\DataProvider;

/**
 * Lite is refused with the spec's "{feature} is a PRO feature", Pro without a licence with the
 * licence message, a plus plan with the reporting extras' upgrade message; pro and elite store it.
 * As every settings gate, an unchanged value passes and GET names the lock.
 */
final class AnalyticsEventsSettingTest extends SettingsTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->act_as( 'administrator' );
	}

	public function test_it_is_off_by_default(): void {
		$this->license( 'elite' );
		$this->assertFalse( $this->settings()['analytics_events'] );
	}

	public function test_lite_cannot_turn_it_on_and_sees_it_locked(): void {
		$this->use_edition( 'lite' );
		$message = $this->assert_gated( $this->save( array( 'analytics_events' => true ) ), 'analytics_events' );
		$this->assertSame( 'Analytics Events is a PRO feature', $message );
		$this->assertFalse( get_option( 'userfeedback_settings' ), 'nothing stored' );
		$locked = (array) $this->get_settings()->get_data()['locked'];
		$this->assertSame( 'Analytics Events', $locked['analytics_events'] ?? null );
		$this->assertSame( 200, $this->save( array( 'analytics_events' => false ) )->get_status(), 'an unchanged value passes' );
	}

	/**
	 * Each Pro plan: refused below pro with its message, stored on pro and elite.
	 *
	 * @return array<string, array{0: string|null, 1: string|null}>
	 */
	public static function plans(): array {
		return array(
			'no licence' => array( null, 'Please enter a valid license key to access this feature.' ),
			'lite key'   => array( 'lite', 'Upgrade to Pro to unlock this feature' ),
			'plus'       => array( 'plus', 'Upgrade to Pro to unlock this feature' ),
			'pro'        => array( 'pro', null ),
			'elite'      => array( 'elite', null ),
		);
	}

	/**
	 * The gate per plan.
	 *
	 * @param string|null $plan    The licence type, null for none.
	 * @param string|null $refusal The refusal's message, null when allowed.
	 */
	#[DataProvider( 'plans' )]
	public function test_pro_needs_a_pro_or_elite_plan( ?string $plan, ?string $refusal ): void {
		$this->license( $plan );
		$response = $this->save( array( 'analytics_events' => true ) );
		$locked   = (array) $this->get_settings()->get_data()['locked'];
		if ( null === $refusal ) {
			$this->assertSame( 200, $response->get_status() );
			$this->assertTrue( $this->settings()['analytics_events'] );
			$this->assertArrayNotHasKey( 'analytics_events', $locked );
			return;
		}
		$this->assertSame( $refusal, $this->assert_gated( $response, 'analytics_events' ) );
		$this->assertSame( 'Analytics Events', $locked['analytics_events'] ?? null );
		$this->assertFalse( $this->settings()['analytics_events'] );
	}
}
