<?php
/**
 * Edition, licence and add-on entitlements.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Entitlements;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\TestCase;

/**
 * Every edition × licence × licence-state combination, with add-ons on and off, against the
 * expected answers written out by hand from the spec (reporting.md §1, configuration.md §6).
 */
final class EntitlementsTest extends TestCase {

	/**
	 * Edition × licence type (or none) × licence state.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public static function combinations(): array {
		$cases = array();
		foreach ( array( 'lite', 'pro' ) as $edition ) {
			foreach ( array( 'none', 'lite', 'plus', 'pro', 'elite' ) as $type ) {
				foreach ( array( 'valid', 'expired', 'disabled', 'invalid' ) as $state ) {
					if ( 'none' === $type && 'valid' !== $state ) {
						continue;
					}
					$cases[ "{$edition} edition, {$type} licence, {$state}" ] = array( $edition, $type, $state );
				}
			}
		}
		return $cases;
	}

	#[DataProvider( 'combinations' )]
	public function test_licence_facts( string $edition, string $type, string $state ): void {
		$this->store_license( $type, $state );
		$entitlements = $this->entitlements( $edition );

		$licensed = 'pro' === $edition && 'none' !== $type && 'valid' === $state;
		$this->assertSame( 'pro' === $edition, $entitlements->is_pro() );
		$this->assertSame( $edition, $entitlements->edition() );
		$this->assertSame( $licensed, $entitlements->is_licensed() );
		$this->assertSame( $licensed ? $type : 'lite', $entitlements->license_type() );
		$this->assertSame( $licensed && in_array( $type, array( 'pro', 'elite' ), true ), $entitlements->has_pro_plan() );
	}

	#[DataProvider( 'combinations' )]
	public function test_addons_are_active_only_in_licensed_pro_when_their_plugin_is_active( string $edition, string $type, string $state ): void {
		$this->store_license( $type, $state );
		$this->set_active_addons( array( 'targeting', 'behavior' ) );
		$entitlements = $this->entitlements( $edition );

		// Unlicensed add-ons unlock nothing: Pro, a valid key and the plugin active.
		$licensed = 'pro' === $edition && 'none' !== $type && 'valid' === $state;
		foreach ( AddonRegistry::KEYS as $key ) {
			$expected = $licensed && in_array( $key, array( 'targeting', 'behavior' ), true );
			$this->assertSame( $expected, $entitlements->addon_active( $key ), $key );
			$this->assertSame( $expected, $entitlements->addons()[ $key ]['active'], $key );
			$this->assertTrue( $entitlements->addons()[ $key ]['installed'], $key );
		}
		$this->assertFalse( $entitlements->addon_active( 'not-an-addon' ) );

		// Targeting per plan (visitor §6): devices from the pro plan up, pages from plus up.
		$this->assertSame( $licensed && in_array( $type, array( 'pro', 'elite' ), true ), $entitlements->can_target_devices() );
		$this->assertSame( $licensed && 'lite' !== $type, $entitlements->can_target_pages() );
	}

	#[DataProvider( 'combinations' )]
	public function test_targeting_needs_the_targeting_addon_on_every_plan( string $edition, string $type, string $state ): void {
		$this->store_license( $type, $state );
		$this->set_active_addons( array_values( array_diff( AddonRegistry::KEYS, array( 'targeting' ) ) ) );
		$entitlements = $this->entitlements( $edition );

		$this->assertFalse( $entitlements->can_target_devices() );
		$this->assertFalse( $entitlements->can_target_pages() );
	}

	/**
	 * The tiers of `npm run uf -- tier …` (every other add-on active), with and without the
	 * targeting add-on, and the composite facts the admin app reads instead of re-deriving them,
	 * written out by hand (reporting §1, §6; visitor §6).
	 *
	 * @return array<string, array{string, string, bool, array{has_pro_plan: bool, can_target_devices: bool, can_target_pages: bool}}>
	 */
	public static function tiers(): array {
		// Tier => edition, licence type (or none), has_pro_plan, devices and pages with targeting.
		$rows  = array(
			'lite'                => array( 'lite', 'none', false, false, false ),
			'pro-unlicensed'      => array( 'pro', 'none', false, false, false ),
			'pro with a lite key' => array( 'pro', 'lite', false, false, false ),
			'plus'                => array( 'pro', 'plus', false, false, true ),
			'pro'                 => array( 'pro', 'pro', true, true, true ),
			'elite'               => array( 'pro', 'elite', true, true, true ),
		);
		$cases = array();
		foreach ( $rows as $tier => list( $edition, $type, $plan, $devices, $pages ) ) {
			$cases[ "{$tier}, targeting on" ]  = array(
				$edition,
				$type,
				true,
				array(
					'has_pro_plan'       => $plan,
					'can_target_devices' => $devices,
					'can_target_pages'   => $pages,
				),
			);
			$cases[ "{$tier}, targeting off" ] = array(
				$edition,
				$type,
				false,
				array(
					'has_pro_plan'       => $plan,
					'can_target_devices' => false,
					'can_target_pages'   => false,
				),
			);
		}
		return $cases;
	}

	/**
	 * The composite facts in to_array() are the ones the server gates with, tier by tier.
	 *
	 * @param string                                                                      $edition   Edition.
	 * @param string                                                                      $type      Licence type or none.
	 * @param bool                                                                        $targeting Whether the targeting add-on is active.
	 * @param array{has_pro_plan: bool, can_target_devices: bool, can_target_pages: bool} $expected  The composite facts.
	 */
	#[DataProvider( 'tiers' )]
	public function test_to_array_carries_the_composite_facts_of_each_tier( string $edition, string $type, bool $targeting, array $expected ): void {
		$this->store_license( $type, 'valid' );
		$others = array_values( array_diff( AddonRegistry::KEYS, array( 'targeting' ) ) );
		$this->set_active_addons( $targeting ? AddonRegistry::KEYS : $others );
		$entitlements = $this->entitlements( $edition );
		$facts        = $entitlements->to_array();

		$this->assertSame( $expected, array_intersect_key( $facts, $expected ) );
		$this->assertSame( $entitlements->has_pro_plan(), $facts['has_pro_plan'] );
		$this->assertSame( $entitlements->can_target_devices(), $facts['can_target_devices'] );
		$this->assertSame( $entitlements->can_target_pages(), $facts['can_target_pages'] );
		// The add-on flag the clients read already folds in edition and licence.
		$this->assertSame( $targeting && 'pro' === $edition && 'none' !== $type, $facts['addons']['targeting']['active'] );
	}

	public function test_unknown_edition_and_licence_type_fall_back_to_lite(): void {
		$this->assertFalse( $this->entitlements( 'enterprise' )->is_pro() );
		$this->assertSame(
			'lite',
			License::from_array(
				array(
					'key'  => 'k',
					'type' => 'platinum',
				)
			)->type
		);
		$this->assertSame( '', License::from_array( 'garbage' )->key );
	}

	public function test_to_array_carries_every_fact(): void {
		$this->store_license( 'elite', 'valid' );
		$this->set_active_addons( array( 'templates' ) );
		$facts = $this->entitlements( 'pro' )->to_array();

		$this->assertSame( 'pro', $facts['edition'] );
		$this->assertTrue( $facts['is_pro'] );
		$this->assertTrue( $facts['is_licensed'] );
		$this->assertSame( 'elite', $facts['license_type'] );
		$this->assertTrue( $facts['has_pro_plan'] );
		$this->assertFalse( $facts['can_target_devices'], 'no targeting add-on' );
		$this->assertFalse( $facts['can_target_pages'], 'no targeting add-on' );
		$this->assertTrue( $facts['can_translate'], 'any licence' );
		$this->assertSame( array( 'edition', 'is_pro', 'is_licensed', 'license_type', 'has_pro_plan', 'can_target_devices', 'can_target_pages', 'can_translate', 'addons' ), array_keys( $facts ) );
		$this->assertSame( AddonRegistry::KEYS, array_keys( $facts['addons'] ) );
		$this->assertTrue( $facts['addons']['templates']['active'] );
		$this->assertFalse( $facts['addons']['branding']['active'] );
	}

	/**
	 * Stores a licence in the given state ('none' clears it).
	 *
	 * @param string $type  Plan type or 'none'.
	 * @param string $state valid, expired, disabled or invalid.
	 * @return void
	 */
	private function store_license( string $type, string $state ): void {
		$store = new LicenseStore();
		if ( 'none' === $type ) {
			$store->clear();
			return;
		}
		$store->save( new License( 'key-' . $type, $type, 'expired' === $state, 'disabled' === $state, 'invalid' === $state ) );
	}

	/**
	 * Entitlements for an edition over the site's real licence and add-on state.
	 *
	 * @param string $edition Edition.
	 * @return Entitlements
	 */
	private function entitlements( string $edition ): Entitlements {
		return new Entitlements( $edition, new LicenseStore(), new AddonRegistry() );
	}
}
