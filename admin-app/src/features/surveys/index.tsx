/**
 * Surveys area routes (spec §2.1): surveys-index (the list), surveys-new (`/new` → its setup
 * step), surveys-edit (`/edit/{id}` → its questions step) and surveys-duplicate. The builder's
 * routes share one layout route, so one BuilderProvider lives for a whole builder run, across a
 * new survey's move from `/new/…` to `/edit/{id}/…` (builder/SurveyBuilder.tsx).
 *
 * The builder (its steps, drag and drop, the preview's survey) is a chunk of its own,
 * `surveys-builder`, loaded on the builder's routes only: the list does not carry it.
 */
import { Navigate, Route } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { AreaRoutes } from '../../components/AreaRoutes';
import { ChunkSuspense, lazyComponent } from '../../components/LazyModule';
import { EDIT_SURVEY_STEPS, NEW_SURVEY_STEPS } from './builder-steps';
import { DuplicateSurvey } from './DuplicateSurvey';
import { SurveysList } from './SurveysList';

const loadBuilder = () =>
	import(
		/* webpackChunkName: "surveys-builder" */ './builder/SurveyBuilder'
	);
// Both from the one chunk, under the layout route's one loading state.
const SurveyBuilder = lazyComponent(
	loadBuilder,
	( module ) => module.SurveyBuilder
);
const BuilderStep = lazyComponent(
	loadBuilder,
	( module ) => module.BuilderStep
);

const backToSurveys = () => __( 'Back to Surveys', 'userfeedback' );

export function SurveysRoutes() {
	return (
		<AreaRoutes backLabel={ backToSurveys() }>
			<Route index element={ <SurveysList /> } />
			<Route
				element={
					<ChunkSuspense>
						<SurveyBuilder backLabel={ backToSurveys() } />
					</ChunkSuspense>
				}
			>
				<Route path="new">
					<Route
						index
						element={ <Navigate to="/new/setup" replace /> }
					/>
					<Route
						path=":step"
						element={
							<BuilderStep
								steps={ NEW_SURVEY_STEPS }
								backLabel={ backToSurveys() }
							/>
						}
					/>
				</Route>
				<Route path="edit/:id">
					{ /* Redirected to the questions step by SurveyBuilder. */ }
					<Route index element={ null } />
					<Route
						path=":step"
						element={
							<BuilderStep
								steps={ EDIT_SURVEY_STEPS }
								backLabel={ backToSurveys() }
							/>
						}
					/>
				</Route>
			</Route>
			<Route
				path="duplicate/:id"
				element={ <DuplicateSurvey backLabel={ backToSurveys() } /> }
			/>
		</AreaRoutes>
	);
}
