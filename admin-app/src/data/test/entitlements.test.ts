import { describe, expect, it } from 'vitest';

import {
	addonActive,
	canTargetDevices,
	canTargetPages,
	hasProPlan,
	isLicensed,
} from '../entitlements';
import type { AddonKey } from '../globals';
import { PRO_ELITE, entitlementsOf, type Tier } from '../../test-utils';

describe( 'entitlement helpers read the server facts, never a formula', () => {
	it( 'each helper returns its fact, whatever edition and plan say', () => {
		// Deliberately inconsistent: an elite licence the server says has none of these.
		const denied = {
			...PRO_ELITE,
			has_pro_plan: false,
			can_target_devices: false,
			can_target_pages: false,
		};
		expect( hasProPlan( denied ) ).toBe( false );
		expect( canTargetDevices( denied ) ).toBe( false );
		expect( canTargetPages( denied ) ).toBe( false );

		const granted = {
			...entitlementsOf( 'pro-unlicensed' ),
			has_pro_plan: true,
			can_target_devices: true,
			can_target_pages: true,
		};
		expect( hasProPlan( granted ) ).toBe( true );
		expect( canTargetDevices( granted ) ).toBe( true );
		expect( canTargetPages( granted ) ).toBe( true );
		expect( isLicensed( granted ) ).toBe( false );
		expect( isLicensed( PRO_ELITE ) ).toBe( true );
	} );

	it( "addonActive is the add-on's active flag alone (the server folds in Pro and the licence)", () => {
		const lite = entitlementsOf( 'lite' );
		const flagged = {
			...lite,
			addons: {
				...lite.addons,
				branding: { active: true, installed: true },
			},
		};
		expect( addonActive( flagged, 'branding' ) ).toBe( true );
		expect( addonActive( flagged, 'targeting' ) ).toBe( false );
		expect(
			addonActive(
				{ addons: {} as typeof lite.addons },
				'behavior' as AddonKey
			)
		).toBe( false );
	} );
} );

// The test helper mirrors Entitlements::to_array(); this keeps it in step with the hand-written
// table of tests/phpunit/Entitlements/EntitlementsTest.php::tiers().
describe( 'entitlementsOf (test helper)', () => {
	it.each( [
		// tier, has_pro_plan, devices and pages with the targeting add-on
		[ 'lite', false, false, false ],
		[ 'pro-unlicensed', false, false, false ],
		[ 'pro-lite-key', false, false, false ],
		[ 'plus', false, false, true ],
		[ 'pro', true, true, true ],
		[ 'elite', true, true, true ],
	] as const )(
		'%s: pro plan %s, devices %s, pages %s',
		( tier: Tier, plan, devices, pages ) => {
			const on = entitlementsOf( tier, { targeting: true } );
			expect( [
				on.has_pro_plan,
				on.can_target_devices,
				on.can_target_pages,
			] ).toEqual( [ plan, devices, pages ] );
			const off = entitlementsOf( tier, { targeting: false } );
			expect( [
				off.has_pro_plan,
				off.can_target_devices,
				off.can_target_pages,
			] ).toEqual( [ plan, false, false ] );
			expect( on.addons.targeting.active ).toBe(
				on.is_licensed && on.is_pro
			);
		}
	);
} );
