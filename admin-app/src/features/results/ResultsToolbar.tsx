/**
 * The bar above one survey's results: the survey switcher (choosing navigates), the link to the
 * individual responses and Export Results (Excel, with a CSV choice beside it), and under them
 * the date-range picker with the days the page covers. A survey without responses has nothing to
 * export: the action is disabled and says so.
 */
import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { getGlobals } from '../../data/globals';
import type { SummarySurvey } from '../../data/use-results';
import { surveyTitle } from '../surveys/labels';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
import { ExportLink, noResponsesReason } from './ExportLink';
import { exportUrl } from './urls';

interface ResultsToolbarProps {
	surveyId: number;
	/** The current survey's title (added to the switcher if the list lacks it). */
	title: string;
	/** The switcher's surveys. */
	surveys: SummarySurvey[];
	canExport: boolean;
	/** The results filter's parameters, carried to the responses and the export. */
	filter?: Readonly< Record< string, string > >;
	/** The page's date range: its picker, one click from every preset. */
	range: DateRangePickerProps;
}

export function ResultsToolbar( {
	surveyId,
	title,
	surveys,
	canExport,
	filter,
	range,
}: ResultsToolbarProps ) {
	const filterSearch = new URLSearchParams( {
		...( filter ?? {} ),
	} ).toString();
	const navigate = useNavigate();
	const selectId = useId();
	const { admin_url: adminUrl, export_nonce: exportNonce } = getGlobals();
	const listed = surveys.find( ( survey ) => survey.id === surveyId );
	const options = listed ? surveys : [ { id: surveyId, title }, ...surveys ];
	return (
		<>
			<div className="uf-results-toolbar">
				<div className="uf-results-toolbar__switcher">
					<label htmlFor={ selectId }>
						{ __( 'Survey', 'userfeedback' ) }
					</label>
					<select
						id={ selectId }
						value={ surveyId }
						onChange={ ( event ) =>
							navigate( `/survey/${ event.target.value }` )
						}
					>
						{ options.map( ( survey ) => (
							<option key={ survey.id } value={ survey.id }>
								{ surveyTitle( survey ) }
							</option>
						) ) }
					</select>
				</div>
				<div className="uf-results-toolbar__actions">
					<Link
						className="button"
						to={ `/survey/${ surveyId }/responses${
							filterSearch ? `?${ filterSearch }` : ''
						}` }
					>
						{ __( 'View Individual Responses', 'userfeedback' ) }
					</Link>
					<ExportLink
						label={ __( 'Export Results', 'userfeedback' ) }
						href={ exportUrl( adminUrl, exportNonce, {
							surveyId,
							filter,
						} ) }
						csvHref={ exportUrl( adminUrl, exportNonce, {
							surveyId,
							format: 'csv',
							filter,
						} ) }
						isAllowed={ canExport }
						emptyReason={ noResponsesReason( listed ) }
					/>
				</div>
			</div>
			<DateRangePicker { ...range } />
		</>
	);
}
