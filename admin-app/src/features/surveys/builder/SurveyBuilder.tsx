/**
 * The builder's routes (configuration.md §2.1): `/new/:step` builds a new survey from a fresh
 * draft; `/edit/:id/:step` loads the survey first ('A loader shows until the survey is loaded').
 *
 * One layout route holds both, so one BuilderProvider lives for a whole builder run: when a new
 * survey's first save stores it, the route becomes `/edit/{id}/{step}` (history replaced, so
 * Back never goes to an unsaved copy of it) and the same provider, draft and banners carry on.
 * Opening another survey, or `/new` again, starts a new run.
 */
import { useCallback, useEffect, useRef } from 'react';
import {
	Navigate,
	Outlet,
	useMatch,
	useNavigate,
	useParams,
} from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { NotFound } from '../../../components/NotFound';
import { ErrorNotice } from '../../../components/Notice';
import { Page } from '../../../components/Page';
import { getGlobals } from '../../../data/globals';
import type { Survey } from '../../../data/survey-types';
import { useSurvey } from '../../../data/use-survey';
import {
	EDIT_SURVEY_STEPS,
	NEW_SURVEY_STEPS,
	isStepOf,
	surveyIdFrom,
	type SurveyStep,
} from '../builder-steps';
import { BuilderFrame } from './BuilderFrame';
import { BuilderProvider, useBuilder } from './BuilderContext';
import { forgetCreated, rememberCreated, wasCreatedInRun } from './builder-run';
import { NotificationsStep } from './steps/NotificationsStep';
import { PublishStep } from './steps/PublishStep';
import { QuestionsStep } from './steps/QuestionsStep';
import { SettingsStep } from './steps/SettingsStep';
import { SetupStep } from './steps/SetupStep';
import { newSurvey } from './survey';
import { Translatable } from './translations/Translatable';

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
			{ step === 'questions' || step === 'settings' ? (
				<Translatable step={ step }>
					<Step />
				</Translatable>
			) : (
				<Step />
			) }
		</BuilderFrame>
	);
}

/** The page around the steps: "New Survey" until the first save, then "Edit Survey". */
function BuilderPage() {
	const { isNew } = useBuilder();
	return (
		<Page
			title={
				isNew
					? __( 'New Survey', 'userfeedback' )
					: __( 'Edit Survey', 'userfeedback' )
			}
			className="uf-page--builder"
		>
			<Outlet />
		</Page>
	);
}

/**
 * Which provider the route shows. A run keeps its key while its new survey moves from `/new` to
 * `/edit/{its id}`; any other move to another survey, or back to `/new`, is a new run.
 */
interface Run {
	key: number;
	/** 'new', or the id of the survey this run edits. */
	target: 'new' | number;
	/** The id the run's new survey got on its first save. */
	created: number | null;
}

function useRun( target: 'new' | number | null ): Run {
	const run = useRef< Run >( { key: 0, target: 'new', created: null } );
	const current = run.current;
	if ( target !== null && target !== current.target ) {
		const sameRun =
			current.target === 'new' &&
			current.created !== null &&
			target === current.created;
		// Written during render on purpose: the key must change in the same render the route
		// does. It is idempotent (a second render sees the target already set).
		run.current = sameRun
			? { ...current, target }
			: { key: current.key + 1, target, created: null };
	}
	return run.current;
}

interface SurveyBuilderProps {
	backLabel: string;
}

export function SurveyBuilder( { backLabel }: SurveyBuilderProps ) {
	const navigate = useNavigate();
	const newStep = useMatch( '/new/:step' )?.params.step;
	const onNew = useMatch( '/new/*' ) !== null;
	const editMatch = useMatch( '/edit/:id/*' );
	const editStep = useMatch( '/edit/:id/:step' )?.params.step;
	const bare = useMatch( '/edit/:id' ) !== null;
	const id = onNew ? null : surveyIdFrom( editMatch?.params.id );
	const run = useRun( onNew ? 'new' : id );
	const continuing = ! onNew && id !== null && id === run.created;
	const known =
		editStep === undefined || isStepOf( EDIT_SURVEY_STEPS, editStep );
	const query = useSurvey(
		onNew || continuing || bare || ! known ? null : id
	);

	// The step the route shows, for moving a just-created survey to its edit route.
	const step = useRef( newStep );
	step.current = newStep ?? editStep;

	const onCreated = useCallback(
		( created: number ) => {
			run.created = created;
			rememberCreated( created );
			// The route changes under the step the owner is on (an autosave may store a survey
			// while they type): same layout route and provider, so nothing is remounted.
			const on =
				step.current && step.current !== 'setup'
					? step.current
					: 'questions';
			navigate( `/edit/${ created }/${ on }`, { replace: true } );
		},
		[ run, navigate ]
	);

	// The run whose provider is on screen: its draft is the admin's from then on.
	const shown = useRef( -1 );

	// Leaving the builder inside the app ends the run: opened later, the survey is an existing
	// one. A reload does not unmount, so it keeps the run (builder-run.ts).
	const edited =
		run.created ?? ( typeof run.target === 'number' ? run.target : null );
	useEffect(
		() => () => {
			if ( edited !== null ) {
				forgetCreated( edited );
			}
		},
		[ edited ]
	);

	// `/edit/{id}` opens the questions step straight away, before anything loads.
	if ( bare && id !== null ) {
		return <Navigate to={ `/edit/${ id }/questions` } replace />;
	}
	if (
		! onNew &&
		( id === null || ! known || query.error?.status === 404 )
	) {
		return <NotFound backLabel={ backLabel } />;
	}

	let initial: Survey | undefined;
	let startedNew = true;
	if ( onNew || continuing ) {
		initial = {
			...newSurvey( getGlobals().admin_email ),
			// Built as a draft: only the publish step's button publishes it.
			status: 'draft',
		};
	} else {
		// A copy of the survey marked out of date (a change in the list, such as a new display
		// order) is loaded again before the builder starts from it.
		const outdated =
			query.isStale && query.isFetching && shown.current !== run.key;
		initial = outdated ? undefined : query.data;
		startedNew = id !== null && wasCreatedInRun( id );
	}

	const title = __( 'Edit Survey', 'userfeedback' );
	if ( ! initial && query.isError ) {
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
	if ( ! initial ) {
		return (
			<Page title={ title }>
				<p className="uf-page__subtitle" role="status" aria-busy="true">
					<span className="spinner is-active" />
					{ __( 'Loading the survey…', 'userfeedback' ) }
				</p>
			</Page>
		);
	}
	shown.current = run.key;
	return (
		// One provider per run: the key changes only when a new run starts.
		<BuilderProvider
			key={ run.key }
			initial={ initial }
			startedNew={ startedNew }
			onCreated={ onCreated }
			autosave
			paused={ step.current === 'setup' }
		>
			<BuilderPage />
		</BuilderProvider>
	);
}

export { EDIT_SURVEY_STEPS, NEW_SURVEY_STEPS };
