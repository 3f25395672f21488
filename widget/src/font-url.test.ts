import { describe, expect, it } from 'vitest';

import { fontUrl } from './font-url';

// The same URLs as WidgetTheming::font_url() builds (WidgetThemingTest).
describe( 'fontUrl (the preview; the server builds the same)', () => {
	it.each( [
		[
			'Open Sans',
			'700',
			'https://f.test/css2?family=Open+Sans:wght@700&display=swap',
		],
		[ 'Lato', 'regular', 'https://f.test/css2?family=Lato&display=swap' ],
		[ 'Lato', '', 'https://f.test/css2?family=Lato&display=swap' ],
		[
			'Noto Sans JP',
			'300',
			'https://f.test/css2?family=Noto+Sans+JP:wght@300&display=swap',
		],
		[ '', '700', '' ],
	] )( '%s %s → %s', ( family, weight, url ) => {
		expect( fontUrl( 'https://f.test/css2', family, weight ) ).toBe( url );
	} );

	it( 'none without a service', () => {
		expect( fontUrl( '', 'Lato', '' ) ).toBe( '' );
	} );
} );
