import {
	afterAll,
	afterEach,
	beforeAll,
	describe,
	expect,
	it,
	vi,
} from 'vitest';

import { HOST_ID } from './renderer';
import { bootstrapFixture, question, surveyFixture } from './test-fixtures';
import { serveRendererScripts } from './test-renderer-script';

let stopServing: () => void;
beforeAll( () => ( stopServing = serveRendererScripts() ) );
afterAll( () => stopServing() );

afterEach( () => {
	document.getElementById( HOST_ID )?.remove();
	delete window.userfeedbackWidget;
	vi.resetModules();
} );

describe( 'widget entry', () => {
	it( 'starts the loader when the page carries window.userfeedbackWidget', async () => {
		window.userfeedbackWidget = bootstrapFixture( {
			surveys: [ surveyFixture( 7, [ question( 'a', 'text' ) ] ) ],
		} );

		await import( './index' );

		await vi.waitFor( () =>
			expect(
				document.getElementById( HOST_ID )?.shadowRoot
			).toBeTruthy()
		);
	} );

	it( 'does nothing without window.userfeedbackWidget', async () => {
		await import( './index' );

		expect( document.getElementById( HOST_ID ) ).toBeNull();
	} );
} );
