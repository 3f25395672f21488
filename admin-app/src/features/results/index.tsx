/**
 * Results area routes (reporting.md §2): the overview (`/`), one survey's results
 * (`/survey/{id}`, route survey-results; NPS surveys get the NPS template), its responses
 * (`/survey/{id}/responses`, survey-responses) and one response
 * (`/survey/{surveyId}/responses/{id}`, response). Unknown routes and ids are "Page not found".
 */
import { Route } from 'react-router-dom';

import { AreaRoutes } from '../../components/AreaRoutes';
import { ResponseDetail } from './responses/ResponseDetail';
import { ResponsesList } from './responses/ResponsesList';
import { ResultsOverview } from './ResultsOverview';
import { SurveyResultsScreen, backToResults } from './SurveyResults';

export function ResultsRoutes() {
	return (
		<AreaRoutes backLabel={ backToResults() }>
			<Route index element={ <ResultsOverview /> } />
			<Route path="survey/:id" element={ <SurveyResultsScreen /> } />
			<Route path="survey/:id/responses" element={ <ResponsesList /> } />
			<Route
				path="survey/:surveyId/responses/:id"
				element={ <ResponseDetail /> }
			/>
		</AreaRoutes>
	);
}
