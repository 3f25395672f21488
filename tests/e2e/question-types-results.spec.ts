import {
	expect,
	request as playwrightRequest,
	test,
	type Locator,
	type Page,
} from '@playwright/test';
import {
	axe,
	collectErrors,
	screenshotPath,
	setTier,
	surveyToken,
} from './support';
import { REST, SurveysApi } from './surveys-api';

/**
 * The results screen of a survey with one question of each type beyond the spec's seven, saved
 * through REST and answered three times through the public route: each type's chart or table
 * with the numbers those answers make (a scale's and a CSAT's average, median and satisfied
 * share, a smiley's faces, a matrix's heat table, a ranking's order), axe clean, screenshots;
 * then the same survey's CSV export, opened: a column per matrix row and per ranked option.
 */

const RESULTS = '/wp-admin/admin.php?page=userfeedback_results';
const TITLE = `Every question type ${ Date.now().toString( 36 ) }`;

const question = (
	id: string,
	type: string,
	title: string,
	extra: Record< string, unknown > = {}
) => ( { id, type, title, ...extra } );

const QUESTIONS = [
	question( 'scale', 'scale', 'How likely are you to come back?' ),
	question( 'csat', 'scale', 'How satisfied are you with us?', {
		settings: { preset: 'csat' },
	} ),
	question( 'smiley', 'smiley', 'How do you feel today?' ),
	question( 'dropdown', 'dropdown', 'Where do you live?', {
		config: { options: [ 'France', 'Spain', 'Italy' ] },
	} ),
	question( 'matrix', 'matrix', 'Rate our service', {
		config: { options: [ 'Poor', 'Fair', 'Good', 'Great' ] },
		settings: { rows: [ 'Speed', 'Price', 'Support' ] },
	} ),
	question( 'ranking', 'ranking', 'Rank these features', {
		config: { options: [ 'Reports', 'Exports', 'Tags' ] },
	} ),
	question( 'image', 'image-choice', 'Which design do you prefer?', {
		config: { options: [ 'Blue', 'Green' ] },
	} ),
	question( 'date', 'date', 'When did you last visit?' ),
	question( 'consent', 'consent', 'May we contact you?' ),
];

/** Three visitors' answers (the third leaves the consent unticked). */
const ANSWERS: Array< Record< string, unknown > > = [
	{
		scale: 9,
		csat: 5,
		smiley: 5,
		dropdown: 'France',
		matrix: { Speed: 'Great', Price: 'Good', Support: 'Great' },
		ranking: [ 'Exports', 'Reports', 'Tags' ],
		image: 'Blue',
		date: '2026-03-14',
		consent: true,
	},
	{
		scale: 7,
		csat: 4,
		smiley: 4,
		dropdown: 'France',
		matrix: { Speed: 'Great', Price: 'Fair' },
		ranking: [ 'Exports', 'Tags', 'Reports' ],
		image: 'Green',
		date: '2026-03-20',
		consent: true,
	},
	{
		scale: 4,
		csat: 2,
		smiley: 2,
		dropdown: 'Spain',
		matrix: { Speed: 'Good', Price: 'Poor', Support: 'Great' },
		ranking: [ 'Reports', 'Exports', 'Tags' ],
		image: 'Blue',
		date: '2026-02-01',
	},
];

async function visitorAnswers(
	baseURL: string,
	surveyId: number,
	answers: Record< string, unknown >
) {
	const visitor = await playwrightRequest.newContext( {
		baseURL,
		storageState: { cookies: [], origins: [] },
	} );
	const response = await visitor.post(
		`${ REST }/surveys/${ surveyId }/responses`,
		{
			data: {
				answers: Object.entries( answers ).map( ( [ id, value ] ) => ( {
					question_id: id,
					value,
				} ) ),
				shown: QUESTIONS.map( ( entry ) => entry.id ),
				nonce: surveyToken( surveyId ),
				page_submitted: { url: `${ baseURL }/`, title: 'Home' },
			},
		}
	);
	expect( response.status(), await response.text() ).toBe( 201 );
	await visitor.dispose();
}

function card( page: Page, number: number, title: string ): Locator {
	return page.getByRole( 'region', { name: `${ number }. ${ title }` } );
}

async function rowTexts( table: Locator ): Promise< string[][] > {
	return table
		.getByRole( 'row' )
		.evaluateAll( ( rows ) =>
			rows.map( ( row ) =>
				Array.from( row.children ).map( ( cell ) =>
					( cell as HTMLElement ).innerText.trim()
				)
			)
		);
}

function shot( target: Page | Locator, name: string ) {
	return target.screenshot( {
		path: screenshotPath( `qtr-${ name }` ),
		...( 'goto' in target ? { fullPage: true } : {} ),
	} );
}

/**
 * A CSV file's rows (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks).
 *
 * @param text The file, without its byte-order mark.
 */
function csvRows( text: string ): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let field = '';
	let quoted = false;
	for ( let i = 0; i < text.length; i++ ) {
		const char = text[ i ];
		if ( quoted ) {
			if ( char === '"' && text[ i + 1 ] === '"' ) {
				field += '"';
				i++;
			} else if ( char === '"' ) {
				quoted = false;
			} else {
				field += char;
			}
		} else if ( char === '"' ) {
			quoted = true;
		} else if ( char === ',' ) {
			row.push( field );
			field = '';
		} else if ( char === '\n' ) {
			rows.push( [ ...row, field.replace( /\r$/, '' ) ] );
			row = [];
			field = '';
		} else {
			field += char;
		}
	}
	if ( field !== '' || row.length > 0 ) {
		rows.push( [ ...row, field ] );
	}
	return rows;
}

let surveyId = 0;

test.beforeAll( async ( { browser, baseURL } ) => {
	setTier( 'elite' );
	const page = await browser.newPage();
	const api = await SurveysApi.for( page );
	surveyId = await api.save( { title: TITLE, questions: QUESTIONS } );
	await page.close();
	for ( const answers of ANSWERS ) {
		await visitorAnswers( baseURL ?? '', surveyId, answers );
	}
} );

test.afterAll( async ( { browser } ) => {
	const page = await browser.newPage();
	await ( await SurveysApi.for( page ) ).remove( [ surveyId ] );
	await page.close();
	setTier( 'lite' );
} );

test( 'every new question type reads clearly on the results screen', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( `${ RESULTS }#/survey/${ surveyId }` );
	await expect(
		page.getByRole( 'heading', { level: 1, name: TITLE } )
	).toBeVisible();

	// Scores: the distribution as bars with its table, and the average and median above.
	const scale = card( page, 1, 'How likely are you to come back?' );
	await expect( scale.getByText( 'Average 6.7 · Median 7' ) ).toBeVisible();
	await expect(
		scale.getByRole( 'img', {
			name: 'Answers to “How likely are you to come back?”, in percent of responses',
		} )
	).toBeVisible();
	const scaleRows = await rowTexts( scale.getByRole( 'table' ) );
	expect( scaleRows.slice( 1 ).map( ( row ) => row[ 0 ] ) ).toEqual( [
		'0',
		'1',
		'2',
		'3',
		'4',
		'5',
		'6',
		'7',
		'8',
		'9',
		'10',
	] );
	expect( scaleRows[ 10 ] ).toEqual( [ '9', '1', '33.3%' ] );

	await expect(
		card( page, 2, 'How satisfied are you with us?' ).getByText(
			'Average 3.7 · Median 4 · 66.7% satisfied'
		)
	).toBeVisible();

	const smiley = card( page, 3, 'How do you feel today?' );
	await expect( smiley.getByText( 'Average 3.7 · Median 4' ) ).toBeVisible();
	expect(
		( await rowTexts( smiley.getByRole( 'table' ) ) ).slice( 1 )
	).toEqual( [
		[ 'Very unhappy', '0', '0%' ],
		[ 'Unhappy', '1', '33.3%' ],
		[ 'Neutral', '0', '0%' ],
		[ 'Happy', '1', '33.3%' ],
		[ 'Very happy', '1', '33.3%' ],
	] );

	// Choices: counted per option, like radio buttons.
	expect(
		(
			await rowTexts(
				card( page, 4, 'Where do you live?' ).getByRole( 'table' )
			)
		).slice( 1 )
	).toEqual( [
		[ 'France', '2', '66.7%' ],
		[ 'Spain', '1', '33.3%' ],
		[ 'Italy', '0', '0%' ],
	] );

	// The matrix: a heat table, each cell the count and its share of the row.
	const matrix = card( page, 5, 'Rate our service' );
	const heat = matrix.getByRole( 'table', {
		name: /^Answers to “Rate our service”/,
	} );
	expect( await rowTexts( heat ) ).toEqual( [
		[ 'Row', 'Poor', 'Fair', 'Good', 'Great', 'Answered' ],
		[ 'Speed', '0 (0%)', '0 (0%)', '1 (33.3%)', '2 (66.7%)', '3' ],
		[ 'Price', '1 (33.3%)', '1 (33.3%)', '1 (33.3%)', '0 (0%)', '3' ],
		[ 'Support', '0 (0%)', '0 (0%)', '0 (0%)', '2 (100%)', '2' ],
	] );
	await expect(
		heat.getByRole( 'rowheader', { name: 'Support' } )
	).toHaveAttribute( 'scope', 'row' );
	await expect( matrix.getByRole( 'img' ) ).toHaveCount( 0 );

	// The ranking: best average place first.
	const ranking = card( page, 6, 'Rank these features' );
	const ranked = await rowTexts(
		ranking.getByRole( 'table', { name: /best ranked first/ } )
	);
	expect( ranked.slice( 1 ) ).toEqual( [
		[ '1', 'Exports', '1.3', '66.7%', '2', '1', '0' ],
		[ '2', 'Reports', '2', '33.3%', '1', '1', '1' ],
		[ '3', 'Tags', '2.7', '0%', '0', '1', '2' ],
	] );

	expect(
		(
			await rowTexts(
				card( page, 7, 'Which design do you prefer?' ).getByRole(
					'table'
				)
			)
		).slice( 1 )
	).toEqual( [
		[ 'Blue', '2', '66.7%' ],
		[ 'Green', '1', '33.3%' ],
	] );

	// The date: its answers listed, like a text question.
	const date = card( page, 8, 'When did you last visit?' );
	await expect( date.getByText( '2026-03-20' ) ).toBeVisible();
	await expect( date.getByRole( 'img' ) ).toHaveCount( 0 );

	const consent = card( page, 9, 'May we contact you?' );
	expect( await rowTexts( consent.getByRole( 'table' ) ) ).toEqual( [
		[ 'Consent', 'Responses', 'Percentage' ],
		[ 'Given', '2', '66.7%' ],
		[ 'Not given', '1', '33.3%' ],
	] );

	// Every chart drawn before the audit and the pictures.
	await expect( page.locator( '.uf-results-chart__loading' ) ).toHaveCount(
		0
	);
	const audit = await axe( page )
		.include( '.uf-results-questions' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect(
		audit.violations.map(
			( violation ) =>
				`${ violation.id }: ${ violation.nodes
					.map( ( node ) => node.target.join( ' ' ) )
					.join( ', ' ) }`
		)
	).toEqual( [] );

	await shot( page, 'page' );
	await shot( scale, 'scale' );
	await shot( smiley, 'smiley' );
	await shot( matrix, 'matrix' );
	await shot( ranking, 'ranking' );
	await shot( consent, 'consent' );
	expect( errors ).toEqual( [] );
} );

test( 'the CSV export gives a column per matrix row and per ranked option', async ( {
	page,
} ) => {
	await page.goto( `${ RESULTS }#/survey/${ surveyId }` );
	const href = await page
		.getByRole( 'link', { name: 'Export as CSV' } )
		.getAttribute( 'href' );
	expect( href ).toBeTruthy();
	// A direct request in the logged-in context (a click would only save the file).
	const response = await page.request.get(
		new URL( href ?? '', page.url() ).toString()
	);
	expect( response.status() ).toBe( 200 );
	const rows = csvRows( ( await response.text() ).replace( /^\uFEFF/, '' ) );
	const start = rows.findIndex(
		( row ) => row.length === 1 && row[ 0 ] === 'Responses'
	);
	expect( start ).toBeGreaterThan( 0 );
	const [ header, ...responses ] = rows
		.slice( start + 1 )
		.filter( ( row ) => row.some( ( cell ) => cell !== '' ) );
	const column = ( name: string ) => {
		const index = header.indexOf( name );
		expect( index, name ).toBeGreaterThan( -1 );
		return responses.map( ( row ) => row[ index ] );
	};
	expect( responses ).toHaveLength( ANSWERS.length );

	// In survey order, a matrix row or a ranked option per column.
	const first = header.indexOf( 'How likely are you to come back?' );
	expect( header.slice( first, first + 12 ) ).toEqual( [
		'How likely are you to come back?',
		'How satisfied are you with us?',
		'How do you feel today?',
		'Where do you live?',
		'Rate our service — Speed',
		'Rate our service — Price',
		'Rate our service — Support',
		'Rank these features — Reports',
		'Rank these features — Exports',
		'Rank these features — Tags',
		'Which design do you prefer?',
		'When did you last visit?',
	] );
	// The matrix: the column chosen per row, empty for the row the second visitor left out.
	expect( column( 'Rate our service — Speed' ) ).toEqual( [
		'Great',
		'Great',
		'Good',
	] );
	expect( column( 'Rate our service — Support' ) ).toEqual( [
		'Great',
		'',
		'Great',
	] );
	// The ranking: each option's place.
	expect( column( 'Rank these features — Reports' ) ).toEqual( [
		'2',
		'3',
		'1',
	] );
	expect( column( 'Rank these features — Exports' ) ).toEqual( [
		'1',
		'1',
		'2',
	] );
	expect( column( 'Rank these features — Tags' ) ).toEqual( [
		'3',
		'2',
		'3',
	] );
	expect( column( 'How likely are you to come back?' ) ).toEqual( [
		'9',
		'7',
		'4',
	] );
	expect( column( 'When did you last visit?' ) ).toEqual( [
		'2026-03-14',
		'2026-03-20',
		'2026-02-01',
	] );
	expect( column( 'May we contact you?' ) ).toEqual( [
		'Given',
		'Given',
		'',
	] );
} );

/**
 * The results' "Total responses" figure: the responses the filter keeps.
 *
 * @param page The results screen.
 */
function totalResponses( page: Page ): Locator {
	return page
		.locator( '.uf-results-card' )
		.filter( { hasText: 'Total responses' } )
		.locator( '.uf-results-card__value' );
}

test( 'a filter per type: each narrows the results to the responses that match it', async ( {
	page,
} ) => {
	const errors = collectErrors( page );
	await page.setViewportSize( { width: 1280, height: 900 } );
	const bar = page.getByRole( 'group', { name: 'Filter', exact: true } );

	// A matrix cell from the bar: a row and a column, labelled, with the one comparison.
	await page.goto( `${ RESULTS }#/survey/${ surveyId }` );
	await expect( totalResponses( page ) ).toHaveText( '3' );
	await bar.getByRole( 'button', { name: 'Add filter' } ).click();
	await bar
		.getByLabel( 'Filter by' )
		.selectOption( { label: 'Q5 Rate our service' } );
	await expect( bar.getByLabel( 'Comparison' ) ).toHaveText( 'is' );
	await bar.getByLabel( 'Row' ).selectOption( 'Speed' );
	await bar.getByLabel( 'Column' ).selectOption( 'Great' );
	const audit = await axe( page )
		.include( '.uf-analysis' )
		.withTags( [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ] )
		.analyze();
	expect( audit.violations.map( ( violation ) => violation.id ) ).toEqual(
		[]
	);
	await shot( bar, 'filter-matrix-form' );
	await bar.getByRole( 'button', { name: 'Apply filter' } ).click();
	await expect( bar.getByRole( 'listitem' ) ).toHaveText( [
		/Q5 Rate our service: Speed is Great/,
	] );
	await expect( totalResponses( page ) ).toHaveText( '2' );
	await shot( bar, 'filter-matrix' );

	// Another row's cell, clicked in the heat table, joins it; the link keeps both.
	await page
		.getByRole( 'button', { name: '1 (50%). Filter by Price: Good' } )
		.click();
	await expect( bar.getByRole( 'listitem' ) ).toHaveText( [
		/Speed is Great/,
		/Price is Good/,
	] );
	await expect( totalResponses( page ) ).toHaveText( '1' );
	await page.reload();
	await expect( bar.getByRole( 'listitem' ) ).toHaveCount( 2 );
	await expect( totalResponses( page ) ).toHaveText( '1' );
	// A cell's focus ring shows on the darkest shade too.
	const matrix = card( page, 5, 'Rate our service' );
	await matrix
		.getByRole( 'button', { name: '1 (100%). Filter by Support: Great' } )
		.focus();
	await shot( matrix, 'filter-matrix-cells' );

	// A ranking's place, clicked: Reports ranked first by the third visitor only.
	await page.goto( `${ RESULTS }#/survey/${ surveyId }` );
	await page
		.getByRole( 'button', { name: '1. Filter by Reports in place 1' } )
		.click();
	await expect( bar.getByRole( 'listitem' ) ).toHaveText( [
		/Q6 Rank these features: Reports in place 1/,
	] );
	await expect( totalResponses( page ) ).toHaveText( '1' );

	// The other types through the link, as a shared view opens them.
	const cases: Array< [ string, string, string | number, RegExp, string ] > =
		[
			[
				'scale',
				'>',
				5,
				/^Q1 How likely are you to come… greater than 5/,
				'2',
			],
			[
				'smiley',
				'<',
				3,
				/^Q3 How do you feel today\? lower than Neutral/,
				'1',
			],
			[
				'dropdown',
				'==',
				'France',
				/^Q4 Where do you live\? is France/,
				'2',
			],
			[
				'image',
				'==',
				'Blue',
				/^Q7 Which design do you prefer\? is Blue/,
				'2',
			],
			[
				'date',
				'==',
				'2026-03-20',
				/^Q8 When did you last visit\? is .*20/,
				'1',
			],
			[
				'consent',
				'==',
				'accepted',
				/^Q9 May we contact you\?: consent given/,
				'2',
			],
		];
	for ( const [ id, compare, value, chip, count ] of cases ) {
		const where = JSON.stringify( [ { question_id: id, compare, value } ] );
		await page.goto(
			`${ RESULTS }#/survey/${ surveyId }?${ new URLSearchParams( {
				where,
			} ) }`
		);
		await expect( bar.getByRole( 'listitem' ), id ).toHaveText( [ chip ] );
		await expect( totalResponses( page ), id ).toHaveText( count );
	}
	expect( errors ).toEqual( [] );
} );
