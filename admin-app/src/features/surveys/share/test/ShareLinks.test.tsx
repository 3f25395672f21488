import { describe, expect, it } from 'vitest';

import { iframeCode } from '../ShareLinks';

describe( 'the embed code', () => {
	it( 'frames the survey page, named by its title', () => {
		expect(
			iframeCode( 'https://example.test/feedback/lunch-4/', 'Lunch' )
		).toBe(
			'<iframe src="https://example.test/feedback/lunch-4/" title="Lunch" width="100%" height="600" style="border:0" loading="lazy"></iframe>'
		);
	} );

	it( 'a title or address cannot break out of its attribute', () => {
		const code = iframeCode(
			'https://example.test/?userfeedback_survey=4&x="><script>',
			'"Best" <b>&</b> poll'
		);
		expect( code ).toBe(
			'<iframe src="https://example.test/?userfeedback_survey=4&amp;x=&quot;>&lt;script>" title="&quot;Best&quot; &lt;b>&amp;&lt;/b> poll" width="100%" height="600" style="border:0" loading="lazy"></iframe>'
		);
		const frame = new DOMParser()
			.parseFromString( code, 'text/html' )
			.querySelector( 'iframe' );
		expect( frame?.getAttribute( 'title' ) ).toBe( '"Best" <b>&</b> poll' );
		expect( document.querySelectorAll( 'script' ).length ).toBe( 0 );
	} );
} );
