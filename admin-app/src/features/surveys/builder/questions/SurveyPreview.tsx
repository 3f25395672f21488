/**
 * The Preview side of the Questions step (configuration.md §2.3 "Preview shows the widget plus a
 * branding options area"): the real visitor widget in preview mode (window.userfeedbackPreview,
 * script handle userfeedback-widget-preview, enqueued by PHP on the plugin's pages), re-rendered
 * on every change of the draft, with the site's widget look (the globals' `widget_theming`), and a
 * short note on where branding is set. The builder has no per-survey look controls (the spec
 * defines none; see docs/decisions.md "Builder polish (review)"), so the note claims none.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { __ } from '@wordpress/i18n';

import { Notice } from '../../../../components/Notice';
import { addonActive } from '../../../../data/entitlements';
import {
	adminPageUrl,
	getGlobals,
	type Entitlements,
} from '../../../../data/globals';
import type { Survey } from '../../../../data/survey-types';
import {
	previewBootstrap,
	toPreviewSurvey,
	type PageSurvey,
	type WidgetBootstrap,
} from './preview-survey';

interface PreviewHandle {
	update: ( survey: PageSurvey, bootstrap: WidgetBootstrap ) => void;
	unmount: () => void;
}

interface PreviewApi {
	mount: (
		host: HTMLElement,
		survey: PageSurvey,
		bootstrap: WidgetBootstrap
	) => PreviewHandle;
}

/** The widget's preview entry point, when its script is on the page. */
export function previewApi(): PreviewApi | null {
	const api = ( window as unknown as { userfeedbackPreview?: PreviewApi } )
		.userfeedbackPreview;
	return api && typeof api.mount === 'function' ? api : null;
}

interface SurveyPreviewProps {
	survey: Survey;
	entitlements: Entitlements;
	/** One of the survey's translations' languages to show it in (none: its own). */
	language?: string;
}

export function SurveyPreview( {
	survey,
	entitlements,
	language,
}: SurveyPreviewProps ) {
	const host = useRef< HTMLDivElement >( null );
	const handle = useRef< PreviewHandle | null >( null );
	const [ failed, setFailed ] = useState( () => previewApi() === null );
	const pageSurvey = useMemo(
		() =>
			toPreviewSurvey(
				survey,
				entitlements,
				getGlobals().widget_theming,
				language
			),
		[ survey, entitlements, language ]
	);
	const bootstrap = useMemo(
		() => previewBootstrap( entitlements, getGlobals() ),
		[ entitlements ]
	);

	useEffect( () => {
		const api = previewApi();
		if ( ! api || ! host.current ) {
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
	}, [ pageSurvey, bootstrap ] );

	useEffect(
		() => () => {
			handle.current?.unmount();
			handle.current = null;
		},
		[]
	);

	const branding = addonActive( entitlements, 'branding' );
	const widgetSettingsUrl = `${ adminPageUrl(
		getGlobals().admin_url,
		'settings'
	) }#/widget`;

	return (
		<div className="uf-builder-preview">
			{ failed ? (
				<Notice status="warning">
					<p>
						{ __(
							'The preview could not be loaded: the widget preview script is missing from this page. Reload the page; if this persists, reinstall the plugin.',
							'userfeedback'
						) }
					</p>
				</Notice>
			) : (
				<div
					ref={ host }
					className="uf-builder-preview__host"
					role="region"
					aria-label={ __( 'Survey preview', 'userfeedback' ) }
				/>
			) }
			<section
				className="uf-builder-preview__branding"
				aria-labelledby="uf-builder-branding-heading"
			>
				<h3 id="uf-builder-branding-heading">
					{ __( 'Branding options', 'userfeedback' ) }
				</h3>
				<p>
					{ __(
						'The widget’s colors, font, position, icon and logo are set for the whole site under Settings → Widget.',
						'userfeedback'
					) }{ ' ' }
					<a href={ widgetSettingsUrl }>
						{ __( 'Open the widget settings', 'userfeedback' ) }
					</a>
				</p>
				<p className="description">
					{ branding
						? __(
								'Your Branding addon unlocks the color scheme, the colors and a custom logo there.',
								'userfeedback'
							)
						: __(
								'The color scheme, the colors and a custom logo need UserFeedback PRO and the Branding addon.',
								'userfeedback'
							) }
				</p>
			</section>
		</div>
	);
}
