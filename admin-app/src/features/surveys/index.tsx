/**
 * Surveys area routes (spec §2.1): surveys-index (the list), surveys-new (`/new` → its setup
 * step), surveys-edit (`/edit/{id}` → its questions step) and surveys-duplicate. The builder's
 * screens arrive with the builder; until then each step route shows which step it is.
 */
import { Navigate, Route, useParams } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import { AreaRoutes } from '../../components/AreaRoutes';
import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';
import {
	EDIT_SURVEY_STEPS,
	NEW_SURVEY_STEPS,
	isStepOf,
	stepLabel,
	surveyIdFrom,
	type SurveyStep,
} from './builder-steps';
import { DuplicateSurvey } from './DuplicateSurvey';
import { SurveysList } from './SurveysList';

function StepPage( { title, step }: { title: string; step: SurveyStep } ) {
	return (
		<Page title={ title }>
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

function NewSurveyStepPage() {
	const { step } = useParams();
	if ( ! isStepOf( NEW_SURVEY_STEPS, step ) ) {
		return <SurveysNotFound />;
	}
	return (
		<StepPage title={ __( 'New Survey', 'userfeedback' ) } step={ step } />
	);
}

function EditSurveyStepPage() {
	const { id, step } = useParams();
	if (
		surveyIdFrom( id ) === null ||
		! isStepOf( EDIT_SURVEY_STEPS, step )
	) {
		return <SurveysNotFound />;
	}
	return (
		<StepPage title={ __( 'Edit Survey', 'userfeedback' ) } step={ step } />
	);
}

function EditSurveyRedirect() {
	const id = surveyIdFrom( useParams().id );
	if ( id === null ) {
		return <SurveysNotFound />;
	}
	return <Navigate to={ `/edit/${ id }/questions` } replace />;
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
			<Route path="edit/:id" element={ <EditSurveyRedirect /> } />
			<Route path="edit/:id/:step" element={ <EditSurveyStepPage /> } />
			<Route
				path="duplicate/:id"
				element={ <DuplicateSurvey backLabel={ backToSurveys() } /> }
			/>
		</AreaRoutes>
	);
}
