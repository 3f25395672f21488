/**
 * The builder's routes (configuration.md §2.1): `/new/:step` builds a new survey from a fresh
 * draft; `/edit/:id/:step` loads the survey first ('A loader shows until the survey is loaded').
 * Each mounts one BuilderProvider, kept while the visitor moves between steps.
 */
import {
	Navigate,
	Outlet,
	useLocation,
	useMatch,
	useParams,
} from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { NotFound } from '../../../components/NotFound';
import { ErrorNotice } from '../../../components/Notice';
import { Page } from '../../../components/Page';
import { getGlobals } from '../../../data/globals';
import { useSurvey } from '../../../data/use-survey';
import {
	EDIT_SURVEY_STEPS,
	NEW_SURVEY_STEPS,
	isStepOf,
	surveyIdFrom,
	type SurveyStep,
} from '../builder-steps';
import { BuilderFrame } from './BuilderFrame';
import { BuilderProvider } from './BuilderContext';
import { NotificationsStep } from './steps/NotificationsStep';
import { PublishStep } from './steps/PublishStep';
import { QuestionsStep } from './steps/QuestionsStep';
import { SettingsStep } from './steps/SettingsStep';
import { SetupStep } from './steps/SetupStep';
import { newSurvey } from './survey';

const STEP_COMPONENTS: Record< SurveyStep, () => JSX.Element > = {
	setup: SetupStep,
	questions: QuestionsStep,
	settings: SettingsStep,
	notifications: NotificationsStep,
	publish: PublishStep,
};

/** One step inside the frame; an unknown step name is "Page not found". */
interface StepRouteProps {
	/** The steps this builder has (a new survey has Setup, an edited one has not). */
	steps: readonly SurveyStep[];
	/** Label of the not-found page's link back to the surveys list. */
	backLabel: string;
}

export function BuilderStep( { steps, backLabel }: StepRouteProps ) {
	const { step } = useParams();
	if ( ! isStepOf( steps, step ) ) {
		return <NotFound backLabel={ backLabel } />;
	}
	const Step = STEP_COMPONENTS[ step ];
	return (
		<BuilderFrame step={ step }>
			<Step />
		</BuilderFrame>
	);
}

export function NewSurveyBuilder() {
	return (
		<BuilderProvider
			// Builds in draft: the publish step presets Publish for the final save.
			initial={ {
				...newSurvey( getGlobals().admin_email ),
				status: 'draft',
			} }
			startedNew
		>
			<Page
				title={ __( 'New Survey', 'userfeedback' ) }
				className="uf-page--builder"
			>
				<Outlet />
			</Page>
		</BuilderProvider>
	);
}

export function EditSurveyBuilder( { backLabel }: { backLabel: string } ) {
	const id = surveyIdFrom( useParams().id );
	const location = useLocation();
	// `/edit/{id}` opens the questions step straight away, and an unknown step is not found,
	// before anything loads.
	const bare = useMatch( '/edit/:id' ) !== null;
	const step = useMatch( '/edit/:id/:step' )?.params.step;
	const known = bare || isStepOf( EDIT_SURVEY_STEPS, step );
	const query = useSurvey( bare || ! known ? null : id );
	if ( id !== null && bare ) {
		return <Navigate to={ `/edit/${ id }/questions` } replace />;
	}
	if ( id === null || ! known || query.error?.status === 404 ) {
		return <NotFound backLabel={ backLabel } />;
	}
	const title = __( 'Edit Survey', 'userfeedback' );
	if ( query.isError ) {
		return (
			<Page title={ title }>
				<ErrorNotice
					error={ query.error }
					title={ __(
						'The survey could not be loaded.',
						'userfeedback'
					) }
				/>
				<button
					type="button"
					className="button"
					onClick={ () => void query.refetch() }
				>
					{ __( 'Retry', 'userfeedback' ) }
				</button>
			</Page>
		);
	}
	if ( ! query.data ) {
		return (
			<Page title={ title }>
				<p className="uf-page__subtitle" role="status" aria-busy="true">
					<span className="spinner is-active" />
					{ __( 'Loading the survey…', 'userfeedback' ) }
				</p>
			</Page>
		);
	}
	const startedNew =
		( location.state as { startedNew?: boolean } | null )?.startedNew ===
		true;
	return (
		// A new provider per survey id (e.g. after duplicating).
		<BuilderProvider
			key={ id }
			initial={ query.data }
			startedNew={ startedNew }
		>
			<Page title={ title } className="uf-page--builder">
				<Outlet />
			</Page>
		</BuilderProvider>
	);
}

export { EDIT_SURVEY_STEPS, NEW_SURVEY_STEPS };
