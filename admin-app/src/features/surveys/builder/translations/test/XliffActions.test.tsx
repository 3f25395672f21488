import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { APIFetchOptions } from '@wordpress/api-fetch';

import {
	PRO_ELITE,
	PRO_UNLICENSED,
	clearGlobals,
	resetFetchHandler,
	setFetchHandler,
} from '../../../../../test-utils';
import type { Survey } from '../../../../../data/survey-types';
import { question, renderStep, survey } from '../../test/harness';
import { LanguagesCard } from '../LanguagesCard';
import { withLanguage, withText } from '../translation-texts';

const GLOBALS = {
	locale: 'en_US',
	site_language: 'en_US',
	installed_languages: [ 'fr_FR' ],
};

// Each control names its language (for screen readers, after the visible words).
const DOWNLOAD = /^Download for translator \(XLIFF\)\W+French \(France\)$/;
const UPLOAD = /^Upload translation\W+French \(France\)$/;
const PATH = '/userfeedback/v1/surveys/7/translations/fr_FR/xliff';
const XLIFF =
	'<?xml version="1.0" encoding="UTF-8"?><xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"/>';

/** A saved survey (id 7) translated into French in part. */
function french(): Survey {
	return withText(
		withLanguage(
			survey( { questions: [ question( 'q1', 'radio-button' ) ] } ),
			'fr_FR',
			true
		),
		'fr_FR',
		{ kind: 'title' },
		'Votre avis'
	);
}

function card() {
	return screen.getByRole( 'region', { name: 'Languages' } );
}

function choose( file: File ) {
	fireEvent.change(
		within( card() ).getByLabelText(
			'Upload translation: French (France)'
		),
		{ target: { files: [ file ] } }
	);
}

let requests: APIFetchOptions[];

beforeEach( () => {
	requests = [];
	resetFetchHandler();
} );
afterEach( () => {
	clearGlobals();
	vi.restoreAllMocks();
} );

describe( 'a language’s translator file', () => {
	it( 'downloads the saved survey’s file of the language and says so', async () => {
		setFetchHandler( async ( options ) => {
			requests.push( options );
			return { filename: 'survey-7-fr_FR.xlf', content: XLIFF };
		} );
		const made: Blob[] = [];
		Object.assign( URL, {
			createObjectURL: vi.fn( ( blob: Blob ) => {
				made.push( blob );
				return 'blob:xliff';
			} ),
			revokeObjectURL: vi.fn(),
		} );
		const clicked: string[] = [];
		vi.spyOn( HTMLAnchorElement.prototype, 'click' ).mockImplementation(
			function ( this: HTMLAnchorElement ) {
				clicked.push( this.download );
			}
		);
		renderStep( LanguagesCard, french(), PRO_ELITE, GLOBALS );

		fireEvent.click(
			within( card() ).getByRole( 'button', {
				name: DOWNLOAD,
			} )
		);

		expect(
			await within( card() ).findByText(
				'Downloaded survey-7-fr_FR.xlf.'
			)
		).toBeTruthy();
		expect( within( card() ).getByRole( 'status' ).textContent ).toBe(
			'Downloaded survey-7-fr_FR.xlf.'
		);
		expect( requests.map( ( r ) => r.path ) ).toEqual( [
			expect.stringContaining( PATH ),
		] );
		expect( clicked ).toEqual( [ 'survey-7-fr_FR.xlf' ] );
		expect( made[ 0 ].type ).toBe( 'application/xliff+xml' );
		expect( made[ 0 ].size ).toBe( XLIFF.length );
	} );

	it( 'uploads a translated file, announces what it did and holds the saved texts', async () => {
		const saved = withText(
			french(),
			'fr_FR',
			{ kind: 'question', questionId: 'q1' },
			'Question un'
		);
		setFetchHandler( async ( options ) => {
			requests.push( options );
			return {
				imported: 1,
				unchanged: 1,
				untranslated: 6,
				unknown: 2,
				source_changed: [ 'question.q1.title' ],
				survey: saved,
			};
		} );
		const { draft, dirty } = renderStep(
			LanguagesCard,
			french(),
			PRO_ELITE,
			GLOBALS
		);
		expect(
			within( card() ).getByText( '1 of 8 texts translated' )
		).toBeTruthy();

		choose( new File( [ XLIFF ], 'survey-7-fr_FR.xlf' ) );

		const status = within( card() ).getByRole( 'status' );
		await waitFor( () =>
			expect( status.textContent ).toBe(
				'Translation uploaded: 1 text imported, 1 unchanged, 6 not translated in the file, 2 ignored (no such texts in the survey). The survey’s own text changed since the file was made for: question.q1.title. They were imported; check them.'
			)
		);
		expect( requests ).toHaveLength( 1 );
		expect( requests[ 0 ].method ).toBe( 'POST' );
		expect( requests[ 0 ].path ).toContain( PATH );
		expect( requests[ 0 ].data ).toEqual( { content: XLIFF } );
		expect( draft().translations.fr_FR.questions.q1.title ).toBe(
			'Question un'
		);
		expect( dirty() ).toBe( false );
		expect(
			within( card() ).getByText( '2 of 8 texts translated' )
		).toBeTruthy();
	} );

	it( 'asks for a save first while the builder has unsaved changes, and sends nothing', async () => {
		renderStep( LanguagesCard, french(), PRO_ELITE, GLOBALS );
		fireEvent.change(
			within( card() ).getByLabelText( 'The survey’s language' ),
			{
				target: { value: 'en_US' },
			}
		);

		choose( new File( [ XLIFF ], 'survey-7-fr_FR.xlf' ) );
		fireEvent.click(
			within( card() ).getByRole( 'button', {
				name: DOWNLOAD,
			} )
		);

		expect(
			( await within( card() ).findByRole( 'alert' ) ).textContent
		).toMatch(
			/^This survey has changes that are not saved yet\. Save it first/
		);
		// resetFetchHandler() fails any request: none was made.
	} );

	it( 'shows the server’s refusal and keeps the texts as they were', async () => {
		setFetchHandler( () =>
			Promise.reject( {
				code: 'userfeedback_xliff_wrong_language',
				message:
					'This file is a translation into de-DE, not fr-FR. Upload it under its own language.',
				data: { status: 400 },
			} )
		);
		const { draft } = renderStep(
			LanguagesCard,
			french(),
			PRO_ELITE,
			GLOBALS
		);

		choose( new File( [ XLIFF ], 'survey-7-de_DE.xlf' ) );

		expect(
			( await within( card() ).findByRole( 'alert' ) ).textContent
		).toBe(
			'This file is a translation into de-DE, not fr-FR. Upload it under its own language.'
		);
		expect( draft().translations.fr_FR.title ).toBe( 'Votre avis' );
	} );

	it( 'refuses a file over 1 MB before sending it', async () => {
		renderStep( LanguagesCard, french(), PRO_ELITE, GLOBALS );
		choose( new File( [ 'x'.repeat( 1048577 ) ], 'huge.xlf' ) );
		expect(
			( await within( card() ).findByRole( 'alert' ) ).textContent
		).toMatch( /^The file is larger than 1 MB/ );
	} );

	it( 'without a licence, downloads still and upload opens the upgrade modal', () => {
		renderStep( LanguagesCard, french(), PRO_UNLICENSED, GLOBALS );
		expect(
			within( card() ).getByRole( 'button', {
				name: DOWNLOAD,
			} )
		).toBeTruthy();
		expect( within( card() ).queryByLabelText( UPLOAD ) ).toBeNull();
		fireEvent.click(
			within( card() ).getByRole( 'button', {
				name: UPLOAD,
			} )
		);
		expect(
			screen.getByRole( 'heading', {
				name: 'Translations is a PRO feature',
			} )
		).toBeTruthy();
	} );
} );
