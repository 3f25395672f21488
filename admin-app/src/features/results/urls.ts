/**
 * Where the results screens link outside their own router: the export page (its screen comes with
 * the export issue) and the questions step of the survey builder.
 */
import { adminPageUrl } from '../../data/globals';

interface ExportTarget {
	surveyId: number;
	/** A question's export (e.g. the NPS chart); absent: the survey's general report. */
	questionId?: string;
	/** The range of a question's export, `YYYY-MM-DD`. */
	start?: string;
	end?: string;
}

/**
 * The export URL: `admin.php?page=userfeedback_exports&survey_id=3&report=general`, or for one
 * question `…&survey_id=3&question_id=q1&start=…&end=…` (reporting.md §7).
 *
 * @param adminUrl The admin URL from the globals.
 * @param target   What to export.
 */
export function exportUrl( adminUrl: string, target: ExportTarget ): string {
	const query = new URLSearchParams( {
		survey_id: String( target.surveyId ),
	} );
	if ( target.questionId ) {
		query.set( 'question_id', target.questionId );
		if ( target.start ) {
			query.set( 'start', target.start );
		}
		if ( target.end ) {
			query.set( 'end', target.end );
		}
	} else {
		query.set( 'report', 'general' );
	}
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
