/**
 * The font picker and position picker rules (visitor.md §2, §4), table-driven from the spec,
 * and the toggle icons matching the widget's own.
 */
import { describe, expect, it } from 'vitest';

import {
	fontPickerChange,
	initialFontState,
	nonItalicWeights,
	type FontPickerEvent,
	type FontPickerState,
} from '../widget/font-picker';
import { parseCatalogue } from '../widget/fonts';
import {
	POSITIONS,
	positionChange,
	positionInEffect,
} from '../widget/position';
import { settingsTheming } from '../widget/preview-theming';
import { SETTINGS_DEFAULTS } from '../../../data/use-settings';
import { TOGGLE_ICON_PATHS, toggleIconLabel } from '../widget/toggle-icons';
import { TOGGLE_ICONS } from '../../../../../widget/src/toggle-icons';
import type { WidgetPosition } from '../../../data/use-settings';

describe( 'font picker: initial mode', () => {
	it.each( [
		// "Starts as theme if there is no saved family and weight, otherwise custom."
		[ { family: '', weight: '' }, 'theme' ],
		[ { family: 'Lato', weight: '' }, 'custom' ],
		[ { family: 'Lato', weight: '700' }, 'custom' ],
		[ { family: '', weight: '700' }, 'custom' ],
	] as const )( '%j starts as %s', ( font, mode ) => {
		expect( initialFontState( font ).mode ).toBe( mode );
	} );
} );

const THEME: FontPickerState = { mode: 'theme', family: '', weight: '' };
const CUSTOM_EMPTY: FontPickerState = {
	mode: 'custom',
	family: '',
	weight: '',
};
const LATO: FontPickerState = { mode: 'custom', family: 'Lato', weight: '' };
const LATO_700: FontPickerState = {
	mode: 'custom',
	family: 'Lato',
	weight: '700',
};

describe( 'font picker: what is reported', () => {
	it.each<
		[
			string,
			FontPickerState,
			FontPickerEvent,
			FontPickerState,
			object | null,
		]
	>( [
		[
			'switching to theme clears both and reports',
			LATO_700,
			{ type: 'mode', mode: 'theme' },
			THEME,
			{ family: '', weight: '' },
		],
		[
			'switching to custom reports nothing (no family yet)',
			THEME,
			{ type: 'mode', mode: 'custom' },
			CUSTOM_EMPTY,
			null,
		],
		[
			'a family change is reported once a family is set',
			CUSTOM_EMPTY,
			{ type: 'family', family: 'Lato', weights: [ '400', '700' ] },
			LATO,
			{ family: 'Lato', weight: '' },
		],
		[
			'clearing the family is not reported',
			LATO,
			{ type: 'family', family: '', weights: [] },
			CUSTOM_EMPTY,
			null,
		],
		[
			'a family without the chosen weight drops it',
			LATO_700,
			{ type: 'family', family: 'Pacifico', weights: [ '400' ] },
			{ mode: 'custom', family: 'Pacifico', weight: '' },
			{ family: 'Pacifico', weight: '' },
		],
		[
			'a family with the chosen weight keeps it',
			LATO_700,
			{ type: 'family', family: 'Open Sans', weights: [ '400', '700' ] },
			{ mode: 'custom', family: 'Open Sans', weight: '700' },
			{ family: 'Open Sans', weight: '700' },
		],
		[
			'a weight change is reported when family and weight are set',
			LATO,
			{ type: 'weight', weight: '700' },
			LATO_700,
			{ family: 'Lato', weight: '700' },
		],
		[
			'a weight change without a family is not reported',
			CUSTOM_EMPTY,
			{ type: 'weight', weight: '700' },
			{ mode: 'custom', family: '', weight: '700' },
			null,
		],
		[
			'clearing the weight is not reported',
			LATO_700,
			{ type: 'weight', weight: '' },
			LATO,
			null,
		],
	] )( '%s', ( _name, state, event, nextState, report ) => {
		const result = fontPickerChange( state, event );
		expect( result.state ).toEqual( nextState );
		expect( result.report ).toEqual( report );
	} );
} );

describe( 'font picker: weights exclude italics', () => {
	it.each( [
		[ [ 'regular', 'italic' ], [ '400' ] ],
		[
			[ '300', '300italic', 'regular', 'italic', '700', '700italic' ],
			[ '300', '400', '700' ],
		],
		[ [ '900italic', 'italic' ], [] ],
		[
			[ '700', '100', '400' ],
			[ '100', '400', '700' ],
		],
	] )( '%j → %j', ( variants, weights ) => {
		expect( nonItalicWeights( variants ) ).toEqual( weights );
	} );

	it( 'reads the compact catalogue and skips malformed entries', () => {
		expect(
			parseCatalogue( {
				families: [
					[ 'Lato', [ '400', '700' ] ],
					[ 'Broken' ],
					'x',
					[ 'Abel', [ '400', 7 ] ],
				],
			} )
		).toEqual( [
			{ family: 'Lato', weights: [ '400', '700' ] },
			{ family: 'Abel', weights: [ '400' ] },
		] );
		expect( parseCatalogue( {} ) ).toEqual( [] );
	} );
} );

describe( 'position picker', () => {
	it( 'offers the spec’s four positions', () => {
		expect( POSITIONS ).toEqual( [
			'bottom_left',
			'bottom_right',
			'middle_left',
			'middle_right',
		] );
	} );

	it.each<
		[ WidgetPosition, WidgetPosition, boolean, WidgetPosition, boolean ]
	>( [
		// current, clicked, Pro, value after, accepted
		[ 'bottom_right', 'bottom_left', false, 'bottom_left', true ],
		[ 'bottom_right', 'middle_left', false, 'bottom_right', false ],
		[ 'bottom_left', 'middle_right', false, 'bottom_left', false ],
		[ 'bottom_right', 'middle_left', true, 'middle_left', true ],
		[ 'middle_left', 'middle_right', true, 'middle_right', true ],
		[ 'middle_right', 'bottom_left', true, 'bottom_left', true ],
		[ 'bottom_right', 'bottom_right', false, 'bottom_right', true ],
	] )(
		'%s → click %s (Pro: %s) gives %s',
		( current, clicked, pro, value, accepted ) => {
			const change = positionChange( current, clicked, pro );
			expect( change.value ).toBe( value );
			expect( change.accepted ).toBe( accepted );
			// The event is still emitted, whatever happens to the value.
			expect( change.emitted ).toBe( clicked );
		}
	);
} );

describe( 'toggle icons', () => {
	it( 'are the widget’s nine icons, each with a name for the picker', () => {
		expect( TOGGLE_ICON_PATHS ).toBe( TOGGLE_ICONS );
		expect( Object.keys( TOGGLE_ICON_PATHS ) ).toHaveLength( 9 );
		for ( const name of Object.keys( TOGGLE_ICON_PATHS ) ) {
			expect( toggleIconLabel( name ) ).not.toBe( name );
		}
	} );
} );

describe( 'position in effect (src/Frontend/WidgetTheming.php)', () => {
	const LITE_LOCKED = {
		middle_left: 'Middle Widget Position',
		middle_right: 'Middle Widget Position',
	};
	it.each< [ WidgetPosition, WidgetPosition, WidgetPosition ] >( [
		[ 'bottom_left', 'bottom_left', 'bottom_left' ],
		[ 'bottom_right', 'bottom_right', 'bottom_right' ],
		[ 'middle_left', 'bottom_right', 'middle_left' ],
		[ 'middle_right', 'bottom_right', 'middle_right' ],
	] )( '%s: Lite visitors get %s, Pro visitors %s', ( stored, lite, pro ) => {
		expect( positionInEffect( stored, LITE_LOCKED ) ).toBe( lite );
		expect( positionInEffect( stored, undefined ) ).toBe( pro );
		// The live preview places the widget where the picker says.
		const theming = ( locked: typeof LITE_LOCKED | undefined ) =>
			settingsTheming(
				{ ...SETTINGS_DEFAULTS, widget_position: stored },
				{},
				locked ? { widget_position: locked } : {},
				{ skip: 'Skip', next: 'Next' }
			).position;
		expect( theming( LITE_LOCKED ) ).toBe( lite );
		expect( theming( undefined ) ).toBe( pro );
	} );
} );
