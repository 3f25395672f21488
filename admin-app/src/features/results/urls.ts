/**
 * Where the results screens link outside their own router: the export page and the questions step
 * of the survey builder.
 */
import { adminPageUrl } from '../../data/globals';

interface ExportTarget {
	surveyId: number;
	/** Absent: the survey's general report; 'nps': the NPS chart's daily series. */
	report?: 'nps';
	/** One question's export; absent: the survey's general (or NPS) report. */
	questionId?: string;
	/** The range, `YYYY-MM-DD`; absent: all time. */
	start?: string;
	end?: string;
	/** Absent: Excel (the spec's format); 'csv': the same report as CSV (UTF-8 with a BOM). */
	format?: 'csv';
	/** The results filter's parameters (the export respects the filter). */
	filter?: Readonly< Record< string, string > >;
}

/**
 * The export URL, a navigation to the exports admin page (reporting.md §7), which checks the
 * nonce, the capability and the plan before sending a byte:
 * `admin.php?page=userfeedback_exports&survey_id=3&report=general&_wpnonce=…`, for one question
 * `…&survey_id=3&question_id=q1&start=…&end=…&_wpnonce=…`, for the NPS chart
 * `…&survey_id=3&report=nps&start=…&end=…&_wpnonce=…`; `&format=csv` before the nonce for CSV.
 *
 * @param adminUrl The admin URL from the globals.
 * @param nonce    The export nonce from the globals.
 * @param target   What to export.
 */
export function exportUrl(
	adminUrl: string,
	nonce: string,
	target: ExportTarget
): string {
	const query = new URLSearchParams( {
		survey_id: String( target.surveyId ),
	} );
	if ( target.questionId ) {
		query.set( 'question_id', target.questionId );
	} else {
		query.set( 'report', target.report ?? 'general' );
	}
	if ( target.start ) {
		query.set( 'start', target.start );
	}
	if ( target.end ) {
		query.set( 'end', target.end );
	}
	if ( target.format ) {
		query.set( 'format', target.format );
	}
	// The filter's dates are the export's range (start/end), unless one was given.
	const { from, to, ...filter } = target.filter ?? {};
	if ( ! target.start && ! target.end && from && to ) {
		query.set( 'start', from );
		query.set( 'end', to );
	}
	for ( const [ key, value ] of Object.entries( filter ) ) {
		if ( value !== '' && ! query.has( key ) ) {
			query.set( key, value );
		}
	}
	query.set( '_wpnonce', nonce );
	return `${ adminPageUrl( adminUrl, 'exports' ) }&${ query.toString() }`;
}

/**
 * The builder's questions step of a survey: `admin.php?page=userfeedback_surveys#/edit/3/questions`.
 *
 * @param adminUrl The admin URL from the globals.
 * @param surveyId The survey.
 */
export function questionsEditorUrl(
	adminUrl: string,
	surveyId: number
): string {
	return `${ adminPageUrl(
		adminUrl,
		'surveys'
	) }#/edit/${ surveyId }/questions`;
}
