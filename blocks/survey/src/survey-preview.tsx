/**
 * The chosen survey as visitors get it inline: the real widget in preview mode
 * (`window.userfeedbackPreview`, build/widget-preview.js, handle userfeedback-widget-preview, an
 * editor script of the block in block.json), as the survey builder's preview uses it, with the
 * inline look (`{ inline: true }`): answerable, nothing sent. The host may sit in the editor's
 * iframe; the preview renders into the host's own document.
 */
import { useEffect, useRef, useState } from 'react';
import { Notice } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import type { PageSurvey, WidgetBootstrap } from './types';

interface PreviewHandle {
	update: ( survey: PageSurvey, bootstrap: WidgetBootstrap ) => void;
	unmount: () => void;
}

interface PreviewApi {
	mount: (
		host: HTMLElement,
		survey: PageSurvey,
		bootstrap: WidgetBootstrap,
		options?: { inline?: boolean }
	) => PreviewHandle;
}

/**
 * The widget's preview entry point, when its script is on the page.
 *
 * @param win The window the editor scripts run in.
 */
export function previewApi( win: Window = window ): PreviewApi | null {
	const api = ( win as unknown as { userfeedbackPreview?: PreviewApi } )
		.userfeedbackPreview;
	return api && typeof api.mount === 'function' ? api : null;
}

interface SurveyPreviewProps {
	survey: PageSurvey;
	/** The widget's page data; null when PHP printed none. */
	bootstrap: WidgetBootstrap | null;
}

export function SurveyPreview( { survey, bootstrap }: SurveyPreviewProps ) {
	const host = useRef< HTMLDivElement >( null );
	const handle = useRef< PreviewHandle | null >( null );
	const [ failed, setFailed ] = useState(
		() => previewApi() === null || bootstrap === null
	);

	useEffect( () => {
		const api = previewApi();
		if ( ! api || ! host.current || ! bootstrap ) {
			return;
		}
		try {
			if ( handle.current ) {
				handle.current.update( survey, bootstrap );
			} else {
				handle.current = api.mount( host.current, survey, bootstrap, {
					inline: true,
				} );
			}
		} catch {
			setFailed( true );
		}
	}, [ survey, bootstrap ] );

	useEffect(
		() => () => {
			handle.current?.unmount();
			handle.current = null;
		},
		[]
	);

	if ( failed ) {
		return (
			<Notice status="warning" isDismissible={ false }>
				{ __(
					'The preview could not be loaded: the widget preview script is missing from this page. Reload the page; if this persists, reinstall the plugin. Visitors still see the survey.',
					'userfeedback'
				) }
			</Notice>
		);
	}
	return (
		<div
			ref={ host }
			className="uf-survey-block__preview"
			role="region"
			aria-label={ sprintf(
				/* translators: %s: survey title. */
				__( 'Preview of the survey “%s”', 'userfeedback' ),
				survey.title
			) }
		/>
	);
}
