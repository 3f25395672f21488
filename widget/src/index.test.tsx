import { afterEach, describe, expect, it, vi } from 'vitest';

import { HOST_ID } from './mount';

vi.mock( './widget.css', () => ( { default: '.uf-widget{}' } ) );

afterEach( () => {
	document.getElementById( HOST_ID )?.remove();
	delete window.userfeedbackWidget;
	vi.resetModules();
} );

describe( 'widget entry', () => {
	it( 'mounts when the page carries window.userfeedbackWidget', async () => {
		window.userfeedbackWidget = {
			is_pro: true,
			is_licensed: true,
			license_type: 'elite',
			addons: { targeting: true },
			plugin_version: '0.1.0',
			rest_url: 'https://example.test/wp-json/userfeedback/v1/',
			survey_ids: [ 7 ],
		};

		await import( './index' );

		const host = document.getElementById( HOST_ID );
		expect(
			host?.shadowRoot?.querySelector< HTMLElement >( '.uf-widget' )
				?.dataset.surveys
		).toBe( '7' );
	} );

	it( 'does nothing without window.userfeedbackWidget', async () => {
		await import( './index' );

		expect( document.getElementById( HOST_ID ) ).toBeNull();
	} );
} );
