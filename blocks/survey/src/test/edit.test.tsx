import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
	fireEvent,
	render,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import apiFetch, { type APIFetchOptions } from '@wordpress/api-fetch';

import { Edit } from '../edit';
import type { BlockAttributes, BlockSurvey, EditorData } from '../types';

const DATA: EditorData = {
	bootstrap: {
		is_pro: false,
		is_licensed: false,
		license_type: 'lite',
		addons: {
			'question-types': false,
			targeting: false,
			branding: false,
			behavior: false,
			templates: false,
		},
		plugin_version: '0.1.0',
		rest_url: 'https://example.test/wp-json/userfeedback/v1/',
		logo_url: 'https://example.test/logo.svg',
		surveys: [],
		inline: [],
	},
	surveysUrl:
		'https://example.test/wp-admin/admin.php?page=userfeedback_surveys',
	canCreate: true,
};

const LIST = {
	items: [
		{
			id: 5,
			title: 'Pricing Page Poll',
			status: 'draft',
			is_scheduled: false,
		},
		{
			id: 3,
			title: 'Product Feedback',
			status: 'publish',
			is_scheduled: false,
		},
	],
	pagination: { page: 1, pages: 1, per_page: 20, total: 2 },
	status_filters: [ { status: 'all', count: 2 } ],
};

const EMPTY = {
	items: [],
	pagination: { page: 1, pages: 1, per_page: 20, total: 0 },
	status_filters: [ { status: 'all', count: 0 } ],
};

function chosen( fields: Partial< BlockSurvey > = {} ): BlockSurvey {
	return {
		id: 3,
		title: 'Product Feedback',
		status: 'publish',
		is_scheduled: false,
		display: { shown: true, reason: null, message: null },
		language: 'en_US',
		translations: {},
		page_survey: {
			id: 3,
			title: 'Product Feedback',
		} as BlockSurvey[ 'page_survey' ],
		...fields,
	};
}

type Route = ( path: string ) => unknown;

let requests: string[] = [];

function serve( route: Route ) {
	apiFetch.setFetchHandler( ( options: APIFetchOptions ) => {
		const path = decodeURIComponent( String( options.path ) ).replace(
			/[?&]_locale=user$/,
			''
		);
		requests.push( path );
		try {
			return Promise.resolve( route( path ) );
		} catch ( error ) {
			return Promise.reject( error );
		}
	} );
}

const preview = {
	mount: vi.fn(),
	update: vi.fn(),
	unmount: vi.fn(),
};

/**
 * The block with its attributes kept as the editor keeps them.
 * @param root0
 * @param root0.initial
 */
function Block( { initial = {} }: { initial?: BlockAttributes } ) {
	const [ attributes, setAttributes ] =
		useState< BlockAttributes >( initial );
	return (
		<>
			<Edit
				attributes={ attributes }
				setAttributes={ ( next ) =>
					setAttributes( ( current ) => ( { ...current, ...next } ) )
				}
				clientId="block-1"
				isSelected
			/>
			<pre data-testid="attributes">{ JSON.stringify( attributes ) }</pre>
		</>
	);
}

beforeEach( () => {
	requests = [];
	window.userfeedbackSurveyBlock = structuredClone( DATA );
	preview.mount.mockReset().mockReturnValue( {
		update: preview.update,
		unmount: preview.unmount,
	} );
	preview.update.mockReset();
	preview.unmount.mockReset();
	(
		window as unknown as { userfeedbackPreview?: typeof preview }
	 ).userfeedbackPreview = preview;
} );

afterEach( () => {
	delete window.userfeedbackSurveyBlock;
	delete ( window as unknown as { userfeedbackPreview?: unknown } )
		.userfeedbackPreview;
	apiFetch.setFetchHandler( () =>
		Promise.reject( new Error( 'unexpected request' ) )
	);
} );

describe( 'without a survey', () => {
	it( 'lists the newest surveys with their status and stores the one chosen', async () => {
		serve( ( path ) => {
			if ( path.startsWith( '/userfeedback/v1/surveys?' ) ) {
				return LIST;
			}
			return chosen();
		} );
		render( <Block /> );
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			'Loading surveys…'
		);
		const poll = await screen.findByRole( 'button', {
			name: 'Pricing Page Poll Draft',
		} );
		expect( poll ).toBeTruthy();
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			'2 surveys'
		);

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Product Feedback Published' } )
		);
		expect( screen.getByTestId( 'attributes' ).textContent ).toContain(
			'{"surveyId":3}'
		);
		await waitFor( () =>
			expect( preview.mount ).toHaveBeenCalledTimes( 1 )
		);
		expect( preview.mount.mock.calls[ 0 ][ 1 ] ).toEqual(
			chosen().page_survey
		);
		expect( preview.mount.mock.calls[ 0 ][ 2 ] ).toEqual( DATA.bootstrap );
		expect( preview.mount.mock.calls[ 0 ][ 3 ] ).toEqual( {
			inline: true,
		} );
		// Focus goes to the block, not to the page, once the picker is gone.
		const block = screen.getByTestId( 'block' );
		expect( block.ownerDocument.activeElement ).toBe( block );
	} );

	it( 'searches by title once the user pauses typing', async () => {
		serve( ( path ) =>
			path.includes( 'search=' )
				? {
						...LIST,
						items: [ LIST.items[ 0 ] ],
						pagination: { total: 1 },
					}
				: LIST
		);
		render( <Block /> );
		await screen.findByRole( 'button', { name: /Product Feedback/ } );
		fireEvent.change(
			screen.getByRole( 'searchbox', { name: 'Search surveys' } ),
			{
				target: { value: 'poll' },
			}
		);
		await waitFor( () =>
			expect( screen.getByRole( 'status' ).textContent ).toBe(
				'1 survey'
			)
		);
		expect(
			screen.queryByRole( 'button', { name: /Product Feedback/ } )
		).toBeNull();
		expect(
			requests.filter( ( path ) => path.includes( 'search=' ) )
		).toEqual( [
			'/userfeedback/v1/surveys?per_page=20&select=title,status&search=poll',
		] );
	} );

	it( 'ignores the answer of a search the user has typed past', async () => {
		let releaseSlow: ( value: unknown ) => void = () => undefined;
		apiFetch.setFetchHandler( ( options: APIFetchOptions ) => {
			const path = decodeURIComponent( String( options.path ) );
			if (
				path.includes( 'search=pr&' ) ||
				path.endsWith( 'search=pr' )
			) {
				return new Promise( ( resolve ) => {
					releaseSlow = resolve;
				} );
			}
			if ( path.includes( 'search=pro' ) ) {
				return Promise.resolve( {
					...LIST,
					items: [ LIST.items[ 1 ] ],
					pagination: { total: 1 },
				} );
			}
			return Promise.resolve( LIST );
		} );
		render( <Block /> );
		await screen.findByRole( 'button', { name: /Pricing Page Poll/ } );
		const field = screen.getByRole( 'searchbox' );
		fireEvent.change( field, { target: { value: 'pr' } } );
		await new Promise( ( resolve ) => setTimeout( resolve, 400 ) );
		fireEvent.change( field, { target: { value: 'pro' } } );
		await screen.findByText( '1 survey' );
		releaseSlow( LIST );
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		expect( screen.getByRole( 'status' ).textContent ).toBe( '1 survey' );
		expect(
			screen.queryByRole( 'button', { name: /Pricing Page Poll/ } )
		).toBeNull();
	} );

	it( 'says when nothing matches the search', async () => {
		serve( ( path ) =>
			path.includes( 'search=' )
				? { ...EMPTY, status_filters: LIST.status_filters }
				: LIST
		);
		render( <Block /> );
		await screen.findByRole( 'button', { name: /Product Feedback/ } );
		fireEvent.change( screen.getByRole( 'searchbox' ), {
			target: { value: 'zzz' },
		} );
		expect(
			await screen.findByText( 'No surveys match “zzz”.' )
		).toBeTruthy();
	} );

	it( 'links to Create New when the site has no survey yet', async () => {
		serve( () => EMPTY );
		render( <Block /> );
		const link = await screen.findByRole( 'link', { name: 'Create New' } );
		expect( link.getAttribute( 'href' ) ).toBe(
			`${ DATA.surveysUrl }#/new`
		);
		expect( link.getAttribute( 'target' ) ).toBe( '_blank' );
		const hint = document.getElementById(
			link.getAttribute( 'aria-describedby' ) ?? ''
		);
		expect( hint?.textContent ).toMatch(
			/Opens the survey builder in a new tab/
		);
		expect( screen.queryByRole( 'searchbox' ) ).toBeNull();
	} );

	it( 'offers no link to users who may not create surveys', async () => {
		window.userfeedbackSurveyBlock = { ...DATA, canCreate: false };
		serve( () => EMPTY );
		render( <Block /> );
		expect(
			await screen.findByText( /Ask someone who can create surveys/ )
		).toBeTruthy();
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );

	it( 'shows why the list failed and tries again', async () => {
		let fail = true;
		serve( () => {
			if ( fail ) {
				fail = false;
				throw {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to view surveys.',
					data: { status: 403 },
				};
			}
			return LIST;
		} );
		render( <Block /> );
		expect(
			await screen.findByText(
				'The surveys could not be loaded: Sorry, you are not allowed to view surveys.'
			)
		).toBeTruthy();
		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		expect(
			await screen.findByRole( 'button', { name: /Product Feedback/ } )
		).toBeTruthy();
	} );
} );

describe( 'with a survey', () => {
	it( 'warns that a draft is not shown, and still previews it', async () => {
		serve( () =>
			chosen( {
				status: 'draft',
				display: {
					shown: false,
					reason: 'not_published',
					message: 'Survey is not published',
				},
			} )
		);
		render( <Block initial={ { surveyId: 3 } } /> );
		expect( screen.getByRole( 'status' ).textContent ).toContain(
			'Loading the survey…'
		);
		expect(
			await screen.findByText(
				'This survey is a draft, so visitors will not see it until it is published.'
			)
		).toBeTruthy();
		expect( requests ).toEqual( [
			'/userfeedback/v1/surveys/3?context=edit&_fields=id,title,status,is_scheduled,display,page_survey,language,translations',
		] );
		await waitFor( () => expect( preview.mount ).toHaveBeenCalled() );
		expect(
			screen.getByRole( 'region', {
				name: 'Preview of the survey “Product Feedback”',
			} )
		).toBeTruthy();
		expect( screen.getByTestId( 'inspector' ).textContent ).toContain(
			'Product Feedback — Draft'
		);
		expect(
			screen
				.getByRole( 'link', {
					name: /Edit this survey in UserFeedback/,
				} )
				.getAttribute( 'href' )
		).toBe( `${ DATA.surveysUrl }#/edit/3` );
	} );

	it( 'shows no notice for a survey visitors see', async () => {
		serve( () => chosen() );
		render( <Block initial={ { surveyId: 3 } } /> );
		await waitFor( () => expect( preview.mount ).toHaveBeenCalled() );
		expect( document.querySelector( '.components-notice' ) ).toBeNull();
	} );

	it( 'says when the preview script is missing', async () => {
		delete ( window as unknown as { userfeedbackPreview?: unknown } )
			.userfeedbackPreview;
		serve( () => chosen() );
		render( <Block initial={ { surveyId: 3 } } /> );
		expect(
			await screen.findByText( /The preview could not be loaded/ )
		).toBeTruthy();
	} );

	it( 'offers another survey when this one was deleted', async () => {
		serve( ( path ) => {
			if ( path.startsWith( '/userfeedback/v1/surveys/3' ) ) {
				throw {
					code: 'userfeedback_survey_not_found',
					message: 'Survey not found.',
					data: { status: 404 },
				};
			}
			return LIST;
		} );
		render( <Block initial={ { surveyId: 3 } } /> );
		fireEvent.click(
			await screen.findByRole( 'button', {
				name: 'Choose another survey',
			} )
		);
		fireEvent.click(
			await screen.findByRole( 'button', {
				name: 'Pricing Page Poll Draft',
			} )
		);
		expect( screen.getByTestId( 'attributes' ).textContent ).toContain(
			'{"surveyId":5}'
		);
	} );

	it( 'tells users who may not read surveys that one is placed here, without a preview', async () => {
		serve( () => {
			throw {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to view surveys.',
				data: { status: 403 },
			};
		} );
		render( <Block initial={ { surveyId: 3 } } /> );
		expect(
			await screen.findByText( /A UserFeedback survey is placed here/ )
		).toBeTruthy();
		expect( preview.mount ).not.toHaveBeenCalled();
		expect( screen.getByTestId( 'attributes' ).textContent ).toBe(
			'{"surveyId":3}'
		);
	} );

	it( 'changes the survey from the toolbar, or keeps it on Cancel', async () => {
		serve( ( path ) =>
			path.startsWith( '/userfeedback/v1/surveys?' ) ? LIST : chosen()
		);
		render( <Block initial={ { surveyId: 3 } } /> );
		await waitFor( () => expect( preview.mount ).toHaveBeenCalled() );
		fireEvent.click(
			within( screen.getByRole( 'toolbar' ) ).getByRole( 'button', {
				name: 'Change survey',
			} )
		);
		expect(
			await screen.findByText( 'Choose another survey to show here.' )
		).toBeTruthy();
		expect( preview.unmount ).toHaveBeenCalled();
		fireEvent.click( screen.getByRole( 'button', { name: 'Cancel' } ) );
		await waitFor( () =>
			expect( preview.mount ).toHaveBeenCalledTimes( 2 )
		);
		expect( screen.getByTestId( 'attributes' ).textContent ).toContain(
			'{"surveyId":3}'
		);
	} );

	it( 'reads the survey again when the window regains focus, without re-rendering an unchanged one', async () => {
		let status: BlockSurvey[ 'status' ] = 'draft';
		serve( () =>
			chosen( {
				status,
				display:
					status === 'draft'
						? {
								shown: false,
								reason: 'not_published',
								message: 'Survey is not published',
							}
						: { shown: true, reason: null, message: null },
			} )
		);
		render( <Block initial={ { surveyId: 3 } } /> );
		await screen.findByText( /This survey is a draft/ );
		fireEvent.focus( window );
		await waitFor( () => expect( requests ).toHaveLength( 2 ) );
		expect( preview.update ).not.toHaveBeenCalled();

		status = 'publish';
		fireEvent.focus( window );
		await waitFor( () =>
			expect( screen.queryByText( /This survey is a draft/ ) ).toBeNull()
		);
		expect( screen.getByTestId( 'inspector' ).textContent ).toContain(
			'Product Feedback — Published'
		);
	} );

	it( 'shows a translated survey in the language chosen in the sidebar, the page’s by default', async () => {
		serve( ( path ) =>
			chosen( {
				translations: { fr_FR: {}, ar: {} },
				page_survey: {
					id: 3,
					title: path.includes( 'lang=fr_FR' )
						? 'Avis produit'
						: 'Product Feedback',
				} as BlockSurvey[ 'page_survey' ],
			} )
		);
		render( <Block initial={ { surveyId: 3 } } /> );
		const select = ( await screen.findByLabelText(
			/^Language/
		) ) as HTMLSelectElement;
		expect( select.value ).toBe( '' );
		expect(
			Array.from( select.options ).map( ( option ) => option.value )
		).toEqual( [ '', 'en_US', 'fr_FR', 'ar' ] );

		fireEvent.change( select, { target: { value: 'fr_FR' } } );
		expect( screen.getByTestId( 'attributes' ).textContent ).toBe(
			'{"surveyId":3,"lang":"fr_FR"}'
		);
		await screen.findByRole( 'region', {
			name: 'Preview of the survey “Avis produit”',
		} );
		expect( requests.at( -1 ) ).toContain( '&lang=fr_FR&' );

		// Back to the page's language: the attribute goes, as a shortcode without `lang`.
		fireEvent.change( screen.getByLabelText( /^Language/ ), {
			target: { value: '' },
		} );
		expect( screen.getByTestId( 'attributes' ).textContent ).toBe(
			'{"surveyId":3}'
		);
	} );

	it( 'offers no language for a survey without translations, and keeps naming one it lost', async () => {
		serve( () => chosen() );
		const { unmount } = render( <Block initial={ { surveyId: 3 } } /> );
		await waitFor( () => expect( preview.mount ).toHaveBeenCalled() );
		expect( screen.queryByLabelText( /^Language/ ) ).toBeNull();
		unmount();

		render( <Block initial={ { surveyId: 3, lang: 'de_DE' } } /> );
		const select = ( await screen.findByLabelText(
			/^Language/
		) ) as HTMLSelectElement;
		expect( select.value ).toBe( 'de_DE' );
		expect( select.selectedOptions[ 0 ].textContent ).toMatch(
			/\(not a language of this survey\)$/
		);
	} );
} );
