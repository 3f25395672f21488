import { describe, expect, it } from 'vitest';

import { comparisonRows } from '../comparison';

describe( 'Lite vs Pro rows (spec §1)', () => {
	const rows = comparisonRows();

	it( 'has every row the spec names, in its order', () => {
		expect( rows.map( ( row ) => row.feature ) ).toEqual( [
			'Unlimited Surveys',
			'Unlimited Responses',
			'Question Types',
			'Comment Boxes',
			'Prebuilt Templates',
			'Logo',
			'Branding',
			'Device Targeting',
			'Randomized Answers',
			'Page Targeting',
			'Behavioral Targeting',
			'Scheduling',
			'Enhanced Notifications',
			'Export to CSV or XLSX',
			'Support',
		] );
	} );

	it( 'gives both editions unlimited surveys and responses, and Pro everything else', () => {
		for ( const row of rows ) {
			expect( row.pro.coverage ).toBe( 'full' );
			const both = row.key === 'surveys' || row.key === 'responses';
			if ( both ) {
				expect( row.lite.coverage ).toBe( 'full' );
			} else {
				expect( row.lite.coverage ).not.toBe( 'full' );
			}
		}
	} );

	it( 'says what Lite really does (review items 6 and 7)', () => {
		const cell = ( key: string ) => rows.find( ( row ) => row.key === key );
		// Lite shows surveys on desktops only (visitor.md §6; WidgetBootstrap::targeting()).
		expect( cell( 'device-targeting' )?.lite ).toEqual( {
			coverage: 'partial',
			text: 'Desktop only',
		} );
		// Plan-bound Pro features name the plans (docs/gates.md: has_pro_plan()).
		for ( const key of [ 'device-targeting', 'notifications', 'export' ] ) {
			expect( cell( key )?.pro.text ).toContain(
				'(Pro and Elite plans)'
			);
		}
		expect( cell( 'export' )?.lite.coverage ).toBe( 'none' );
		expect( cell( 'scheduling' )?.lite.coverage ).toBe( 'none' );
	} );

	it( 'quotes 20+ premium templates for Pro', () => {
		const templates = rows.find( ( row ) => row.key === 'templates' );
		expect( templates?.pro.text ).toBe( '20+ premium templates' );
	} );
} );
