import { afterEach, describe, expect, it, vi } from 'vitest';

import { HOST_ID } from './mount';
import { bootstrapFixture, question, surveyFixture } from './test-fixtures';

afterEach( () => {
	document.getElementById( HOST_ID )?.remove();
	delete window.userfeedbackWidget;
	vi.resetModules();
} );

describe( 'widget entry', () => {
	it( 'mounts when the page carries window.userfeedbackWidget', async () => {
		window.userfeedbackWidget = bootstrapFixture( {
			surveys: [ surveyFixture( 7, [ question( 'a', 'text' ) ] ) ],
		} );

		await import( './index' );

		expect( document.getElementById( HOST_ID )?.shadowRoot ).toBeTruthy();
	} );

	it( 'does nothing without window.userfeedbackWidget', async () => {
		await import( './index' );

		expect( document.getElementById( HOST_ID ) ).toBeNull();
	} );
} );
