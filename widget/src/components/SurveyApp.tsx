/**
 * One survey on the page: floating (toggle button and panel, open state in a cookie; mounted when
 * its timing fires, loader.ts), inline (shortcode or block: open at once, no toggle, no Close) or
 * preview (the builder and the settings customiser: forced active and open, nothing saved, the
 * toggle does nothing; the block editor's 'inline-preview' has the inline look).
 *
 * A finished survey leaves nothing behind: minimising it (Esc, the arrow, the toggle) closes it
 * as Close does, and no toggle offers to open it again. Finishing a survey, or minimising one
 * after answering, starts the site's pause after a response (display-rules.ts).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

import { sendImpression } from '../api';
import { CHEVRON, DEFAULT_TOGGLE, Icon } from '../icons';
import {
	hasCookie,
	readMinimized,
	writeJsonCookie,
	writeMinimized,
} from '../logic/cookies';
import { track } from '../logic/analytics';
import { startCooldown, startPause } from '../logic/display-rules';
import { noteContact } from '../logic/recontact-note';
import type { Texts } from '../texts';
import { themeStyle } from '../theme';
import type { PageSurvey, WidgetBootstrap } from '../types';
import {
	isInline,
	isPreview,
	type Mode,
	useSurveyFlow,
} from '../use-survey-flow';
import { SurveyPanel } from './SurveyPanel';

export interface SurveyAppProps {
	survey: PageSurvey;
	bootstrap: WidgetBootstrap;
	mode: Mode;
	win: Window;
	/** False for a second placeholder of the same inline survey: one impression per page view. */
	countImpression?: boolean;
	/**
	 * When a floating survey's timing fired (Date.now()), if before this render: the open-state
	 * lookup is 100 ms after the start, so the renderer's download counts towards it.
	 */
	startedAt?: number;
}

/** Spec §9: the open state is looked up 100 ms after start; deactivation 150 ms after Close. */
export const OPEN_LOOKUP_MS = 100;
export const DEACTIVATE_MS = 150;

export function SurveyApp( {
	survey,
	bootstrap,
	mode,
	win,
	countImpression = true,
	startedAt,
}: SurveyAppProps ) {
	const doc = win.document;
	const floating = mode === 'floating';
	const [ active, setActive ] = useState( true );
	const [ open, setOpen ] = useState( ! floating );
	const [ focusFirst, setFocusFirst ] = useState( false );
	const toggle = useRef< HTMLButtonElement >( null );
	const flow = useSurveyFlow( survey, bootstrap, mode, win );
	const theming = survey.settings.theming;
	const name = survey.cookie_name;

	// Shown now: the loader armed the timing and mounts a floating survey when it fires. A layout
	// effect, so the spec's 100 ms open-state lookup counts from the render, not from a later
	// paint (an effect waits for the next frame, and a loading page may not draw one for a while).
	useLayoutEffect( () => {
		// A survey this visitor may not answer is not shown to them: nothing counted or set.
		if ( isPreview( mode ) || survey.closed ) {
			return;
		}
		if ( countImpression ) {
			sendImpression( bootstrap.rest_url, survey.id, survey.nonce );
			track( win, bootstrap, survey, 'survey_shown' );
		}
		if ( ! hasCookie( doc, name ) ) {
			writeJsonCookie( doc, name, { submitted: false } );
		}
		// Shown now: a survey that recontacts counts its days from here.
		noteContact( doc, survey, 's', Date.now() );
		if ( ! floating ) {
			return;
		}
		// The moment it is shown starts the site's cooldown.
		startCooldown( doc, survey.id, bootstrap.cooldown_days, Date.now() );
		const since = startedAt === undefined ? 0 : Date.now() - startedAt;
		const timer = win.setTimeout(
			() => {
				const minimized = readMinimized( doc, name );
				setOpen( ! ( minimized ?? theming.start_minimized ) );
			},
			Math.max( 0, OPEN_LOOKUP_MS - since )
		);
		return () => win.clearTimeout( timer );
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps

	// The visitor is done with this survey for now: no other floating survey for a while.
	const pause = () => {
		if ( ! isPreview( mode ) ) {
			startPause( doc, survey.id, bootstrap.pause_minutes, Date.now() );
		}
	};
	useEffect( () => {
		if ( flow.finished ) {
			pause();
		}
	}, [ flow.finished ] ); // eslint-disable-line react-hooks/exhaustive-deps

	if ( ! active ) {
		return null;
	}

	const setOpenState = ( next: boolean ) => {
		if ( isPreview( mode ) ) {
			return;
		}
		if ( ! next && flow.finished ) {
			close();
			return;
		}
		if ( ! next && flow.answers.length ) {
			pause();
		}
		setOpen( next );
		setFocusFirst( next );
		writeMinimized( doc, name, ! next );
		if ( ! next ) {
			toggle.current?.focus();
		}
	};

	const close = () => {
		if ( isPreview( mode ) ) {
			flow.restart();
			return;
		}
		setOpen( false );
		if ( flow.finished ) {
			win.setTimeout( () => setActive( false ), DEACTIVATE_MS );
		} else {
			writeMinimized( doc, name, true );
		}
	};

	// Complete on visitor pages: PHP prints every text (WidgetBootstrap::texts(), whose keys a
	// PHPUnit test holds to DEFAULT_TEXTS'), so the English defaults stay out of widget.js; the
	// admin's preview fills any gap (preview.tsx).
	// A survey in another language than the page's brings its own words.
	const text = ( survey.texts ?? bootstrap.texts ) as Texts;
	// Says what pressing the toggle does now.
	const toggleLabel = open ? text.minimize : text.open;
	const panelId = `uf-panel-${ survey.id }`;
	const label = theming.widget_toggle_text;
	const classes = `uf-widget uf-${ mode === 'inline-preview' ? 'inline' : mode }${
		floating || mode === 'preview' ? ` uf-pos-${ theming.position }` : ''
	}`;

	return (
		<div
			class={ classes }
			style={ themeStyle( theming ) }
			dir={ survey.dir }
			lang={ survey.language?.replace( '_', '-' ) }
		>
			{ open && (
				// Esc in any control of a floating panel (the key bubbles up to the panel)
				// minimises it and returns focus to the toggle.
				// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
				<section
					id={ panelId }
					class="uf-panel"
					aria-label={ survey.title }
					onKeyDown={
						floating
							? ( event ) => {
									if ( event.key === 'Escape' ) {
										event.stopPropagation();
										setOpenState( false );
									}
								}
							: undefined
					}
				>
					{ ! isInline( mode ) && (
						<button
							type="button"
							class="uf-min"
							aria-label={ text.minimize }
							onClick={ () => setOpenState( false ) }
						>
							<Icon d={ CHEVRON } />
						</button>
					) }
					<SurveyPanel
						survey={ survey }
						bootstrap={ bootstrap }
						mode={ mode }
						flow={ flow }
						texts={ text }
						focusFirst={ focusFirst }
						onClose={ close }
					/>
				</section>
			) }
			{ ! isInline( mode ) && ( open || ! flow.finished ) && (
				<button
					type="button"
					ref={ toggle }
					class="uf-toggle"
					aria-expanded={ open }
					aria-controls={ panelId }
					aria-label={ label ? undefined : toggleLabel }
					onClick={ () => setOpenState( ! open ) }
				>
					<Icon d={ theming.widget_toggle_path || DEFAULT_TOGGLE } />
					{ label && <span>{ label }</span> }
				</button>
			) }
		</div>
	);
}
