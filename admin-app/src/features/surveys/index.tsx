/**
 * Surveys area routes (spec §2.1). The index is the surveys list; the builder arrives later:
 * `/new` already redirects to its first step, and `/new/:step` accepts only the builder's steps.
 */
import { Navigate, Route, useParams } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import { AreaRoutes } from '../../components/AreaRoutes';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import { SurveysList } from './SurveysList';

export const NEW_SURVEY_STEPS = [
	'setup',
	'questions',
	'settings',
	'notifications',
	'publish',
] as const;

export type NewSurveyStep = ( typeof NEW_SURVEY_STEPS )[ number ];

function isNewSurveyStep( value: string | undefined ): value is NewSurveyStep {
	return ( NEW_SURVEY_STEPS as readonly ( string | undefined )[] ).includes(
		value
	);
}

function stepLabel( step: NewSurveyStep ): string {
	switch ( step ) {
		case 'setup':
			return __( 'Setup', 'userfeedback' );
		case 'questions':
			return __( 'Questions', 'userfeedback' );
		case 'settings':
			return __( 'Settings', 'userfeedback' );
		case 'notifications':
			return __( 'Workflow', 'userfeedback' );
		case 'publish':
			return __( 'Publish', 'userfeedback' );
	}
}

function NewSurveyStepPage() {
	const { step } = useParams();
	if ( ! isNewSurveyStep( step ) ) {
		return <SurveysNotFound />;
	}
	return (
		<Page title={ __( 'New Survey', 'userfeedback' ) }>
			<p className="uf-page__subtitle">
				{ sprintf(
					/* translators: %s: builder step name, e.g. Setup. */
					__( 'Step: %s', 'userfeedback' ),
					stepLabel( step )
				) }
			</p>
		</Page>
	);
}

const backToSurveys = () => __( 'Back to Surveys', 'userfeedback' );

function SurveysNotFound() {
	return <NotFound backLabel={ backToSurveys() } />;
}

export function SurveysRoutes() {
	return (
		<AreaRoutes backLabel={ backToSurveys() }>
			<Route index element={ <SurveysList /> } />
			<Route
				path="new"
				element={ <Navigate to="/new/setup" replace /> }
			/>
			<Route path="new/:step" element={ <NewSurveyStepPage /> } />
		</AreaRoutes>
	);
}
