/**
 * The customiser's live Preview (spec §2.4): the real visitor widget in preview mode
 * (window.userfeedbackPreview, as in the survey builder) showing a chosen survey with the
 * draft's look, re-rendered on every change. It becomes ready 600 ms after load (spec §4), so
 * the form paints first. No surveys: 'No Surveys' with Create New, to the new-survey setup.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { Notice } from '../../../components/Notice';
import { getGlobals } from '../../../data/globals';
import { useEntitlements } from '../../../data/use-entitlements';
import { useSurvey } from '../../../data/use-survey';
import { useSurveyList, type SurveyListItem } from '../../../data/use-surveys';
import { previewApi } from '../../surveys/builder/questions/SurveyPreview';
import {
	previewBootstrap,
	previewTexts,
	toPreviewSurvey,
	type PageSurvey,
	type WidgetBootstrap,
} from '../../surveys/builder/questions/preview-survey';
import { newSurveyUrl } from '../general/GeneralTab';
import { useSettingsForm } from '../form';
import { settingsTheming } from './preview-theming';

/** Spec §9: the widget customiser is ready 600 ms after load. */
export const CUSTOMISER_READY_MS = 600;

/**
 * The survey the preview starts on: the first live one (published, not scheduled), which is what
 * visitors see; else the first of the list.
 *
 * @param surveys The list (by title).
 */
export function defaultPreviewSurvey(
	surveys: SurveyListItem[]
): number | null {
	const live = surveys.find(
		( item ) => item.status === 'publish' && ! item.is_scheduled
	);
	return ( live ?? surveys[ 0 ] )?.id ?? null;
}

/**
 * A survey's name in the picker, with its state when visitors do not see it now.
 *
 * @param item The survey.
 */
function optionLabel( item: SurveyListItem ): string {
	if ( item.status === 'draft' ) {
		/* translators: %s: survey title. */
		return sprintf( __( '%s (Draft)', 'userfeedback' ), item.title );
	}
	if ( item.is_scheduled ) {
		/* translators: %s: survey title. */
		return sprintf( __( '%s (Scheduled)', 'userfeedback' ), item.title );
	}
	return item.title;
}

interface PreviewHandle {
	update: ( survey: PageSurvey, bootstrap: WidgetBootstrap ) => void;
	unmount: () => void;
}

export function WidgetPreview() {
	const selectId = useId();
	const { draft, locked, lockedValues } = useSettingsForm();
	const { data: entitlements } = useEntitlements();
	const list = useSurveyList( {
		per_page: 100,
		orderby: 'title',
		order: 'asc',
	} );
	const surveys = list.data?.items ?? [];
	const [ chosen, setChosen ] = useState< number | null >( null );
	const surveyId = chosen ?? defaultPreviewSurvey( surveys );
	const survey = useSurvey( surveyId );
	const [ ready, setReady ] = useState( false );
	const [ failed, setFailed ] = useState( () => previewApi() === null );
	const host = useRef< HTMLDivElement >( null );
	const handle = useRef< PreviewHandle | null >( null );

	useEffect( () => {
		const timer = window.setTimeout(
			() => setReady( true ),
			CUSTOMISER_READY_MS
		);
		return () => window.clearTimeout( timer );
	}, [] );

	const bootstrap = useMemo(
		() => previewBootstrap( entitlements, getGlobals() ),
		[ entitlements ]
	);
	const pageSurvey = useMemo( () => {
		if ( ! survey.data ) {
			return null;
		}
		const base = toPreviewSurvey( survey.data, entitlements );
		const texts = bootstrap.texts ?? previewTexts();
		return {
			...base,
			settings: {
				...base.settings,
				theming: settingsTheming( draft, locked, lockedValues, {
					skip: texts.skip,
					next: texts.next,
				} ),
			},
		};
	}, [ survey.data, entitlements, draft, locked, lockedValues, bootstrap ] );

	useEffect( () => {
		const api = previewApi();
		if ( ! ready || ! api || ! host.current || ! pageSurvey ) {
			return;
		}
		try {
			if ( handle.current ) {
				handle.current.update( pageSurvey, bootstrap );
			} else {
				handle.current = api.mount(
					host.current,
					pageSurvey,
					bootstrap
				);
			}
		} catch {
			setFailed( true );
		}
	}, [ ready, pageSurvey, bootstrap ] );

	useEffect(
		() => () => {
			handle.current?.unmount();
			handle.current = null;
		},
		[]
	);

	let body;
	if ( failed ) {
		body = (
			<Notice status="warning">
				<p>
					{ __(
						'The preview could not be loaded: the widget preview script is missing from this page. Reload the page; if this persists, reinstall the plugin.',
						'userfeedback'
					) }
				</p>
			</Notice>
		);
	} else if ( list.isError ) {
		body = (
			<Notice status="error">
				<p>{ list.error.message }</p>
			</Notice>
		);
	} else if ( list.data && surveys.length === 0 ) {
		body = (
			<div className="uf-widget-preview__empty">
				<p className="uf-widget-preview__empty-title">
					{ __( 'No Surveys', 'userfeedback' ) }
				</p>
				<p>
					{ __(
						'Create a survey to see how the widget looks with it.',
						'userfeedback'
					) }
				</p>
				<a className="button button-primary" href={ newSurveyUrl() }>
					{ __( 'Create New', 'userfeedback' ) }
				</a>
			</div>
		);
	} else {
		body = (
			<>
				<p className="uf-widget-preview__select">
					<label htmlFor={ selectId }>
						{ __( 'Preview survey', 'userfeedback' ) }
					</label>{ ' ' }
					<select
						id={ selectId }
						value={ surveyId ?? '' }
						disabled={ surveys.length === 0 }
						onChange={ ( event ) => {
							handle.current?.unmount();
							handle.current = null;
							setChosen( Number( event.target.value ) );
						} }
					>
						{ surveys.map( ( item ) => (
							<option key={ item.id } value={ item.id }>
								{ optionLabel( item ) }
							</option>
						) ) }
					</select>
				</p>
				{ survey.isError && (
					<Notice status="error">
						<p>{ survey.error.message }</p>
					</Notice>
				) }
				<div
					ref={ host }
					className="uf-widget-preview__host"
					role="region"
					aria-label={ __( 'Widget preview', 'userfeedback' ) }
					aria-busy={ ! ready || ! pageSurvey }
				>
					{ ( ! ready || ! pageSurvey ) && ! survey.isError && (
						<span className="spinner is-active uf-widget-preview__spinner" />
					) }
				</div>
				{ pageSurvey && (
					<p className="description uf-widget-preview__skip">
						{ sprintf(
							/* translators: %s: the Skip text, e.g. "Skip". */
							__(
								'On questions visitors may leave unanswered, a “%s” link shows beside the Next button. Previews leave it out, as they never save answers.',
								'userfeedback'
							),
							pageSurvey.settings.theming.skip_text
						) }
					</p>
				) }
			</>
		);
	}

	return (
		<section
			className="uf-settings-card uf-widget-preview"
			aria-labelledby="uf-widget-preview-title"
		>
			<h2
				id="uf-widget-preview-title"
				className="uf-settings-card__title"
			>
				{ __( 'Preview', 'userfeedback' ) }
			</h2>
			{ body }
		</section>
	);
}
