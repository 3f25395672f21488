/**
 * The controls after a Display Timing option beyond the spec's (docs/decisions.md "The right
 * moment and the right context"): the click's CSS selector (checked by the browser as typed), the
 * scroll depth, exit intent on phones and tablets, and the snippet a site's code runs for "only
 * when the site's code asks". Enabled only while their option is chosen and the card is open.
 */
import { __ } from '@wordpress/i18n';

import type { SurveySettings, Timing } from '../../../../data/survey-types';
import {
	MAX_SCROLL_PERCENT,
	MAX_SELECTOR_LENGTH,
	MIN_SCROLL_PERCENT,
	apiSnippet,
	scrollPercentMessage,
	scrollPercentValid,
	selectorProblem,
} from './trigger-rules';

type Behavior = SurveySettings[ 'behavior' ];

interface TriggerExtraProps {
	option: Timing;
	/** The card's useId() prefix. */
	id: string;
	/** Whether the card's controls may be used (licensed Pro with the behavior add-on). */
	enabled: boolean;
	behavior: Behavior;
	surveyId: number;
	/** The id of the card's gate notice, when it shows. */
	describedBy?: string;
	setBehavior: ( patch: Partial< Behavior > ) => void;
}

const ids = ( ...parts: Array< string | undefined | false | null > ) =>
	parts.filter( Boolean ).join( ' ' ) || undefined;

function ErrorText( { id, text }: { id: string; text: string } ) {
	return (
		<span id={ id } className="uf-builder-settings__error">
			<span className="dashicons dashicons-warning" aria-hidden="true" />
			{ text }
		</span>
	);
}

export function TriggerExtra( {
	option,
	id,
	enabled,
	behavior,
	surveyId,
	describedBy,
	setBehavior,
}: TriggerExtraProps ) {
	const active = enabled && behavior.timing === option;
	if ( option === 'click' ) {
		const selector = behavior.click_selector ?? '';
		const error = enabled
			? selectorProblem( selector, behavior.timing === 'click' )
			: null;
		const inputId = `${ id }-selector`;
		return (
			<span className="uf-builder-behavior__trigger">
				<label htmlFor={ inputId }>
					{ __( 'CSS selector', 'userfeedback' ) }
				</label>
				<input
					id={ inputId }
					type="text"
					className="regular-text code"
					value={ selector }
					maxLength={ MAX_SELECTOR_LENGTH + 20 }
					placeholder="#feedback-button"
					spellCheck={ false }
					disabled={ ! active }
					aria-invalid={ error ? true : undefined }
					aria-describedby={ ids(
						`${ inputId }-help`,
						error && `${ inputId }-error`,
						describedBy
					) }
					onChange={ ( event ) =>
						setBehavior( { click_selector: event.target.value } )
					}
				/>
				<span id={ `${ inputId }-help` } className="description">
					{ __(
						'A click on any element it matches starts the survey, also on elements the page adds later.',
						'userfeedback'
					) }
				</span>
				{ error && (
					<ErrorText id={ `${ inputId }-error` } text={ error } />
				) }
			</span>
		);
	}
	if ( option === 'scroll' ) {
		const percent = behavior.scroll_percent;
		const error =
			active && ! scrollPercentValid( percent )
				? scrollPercentMessage()
				: null;
		const inputId = `${ id }-scroll`;
		return (
			<span className="uf-builder-behavior__trigger">
				<label htmlFor={ inputId } className="screen-reader-text">
					{ __( 'Scroll depth in percent', 'userfeedback' ) }
				</label>
				<input
					id={ inputId }
					type="number"
					className="small-text"
					min={ MIN_SCROLL_PERCENT }
					max={ MAX_SCROLL_PERCENT }
					step={ 1 }
					inputMode="numeric"
					value={
						Number.isFinite( percent ) ? String( percent ) : ''
					}
					disabled={ ! active }
					aria-invalid={ error ? true : undefined }
					aria-describedby={ ids(
						`${ inputId }-unit`,
						error && `${ inputId }-error`,
						describedBy
					) }
					onChange={ ( event ) => {
						const text = event.target.value.trim();
						setBehavior( {
							scroll_percent: text === '' ? NaN : Number( text ),
						} );
					} }
				/>
				<span id={ `${ inputId }-unit` }>
					{ __( '% of the page (10 to 100)', 'userfeedback' ) }
				</span>
				{ error && (
					<ErrorText id={ `${ inputId }-error` } text={ error } />
				) }
			</span>
		);
	}
	if ( option === 'before_abandon' ) {
		const inputId = `${ id }-touch`;
		return (
			<span className="uf-builder-behavior__trigger">
				<input
					id={ inputId }
					type="checkbox"
					checked={ !! behavior.abandon_on_touch }
					disabled={ ! active }
					aria-describedby={ describedBy }
					onChange={ ( event ) =>
						setBehavior( {
							abandon_on_touch: event.target.checked,
						} )
					}
				/>
				<label htmlFor={ inputId }>
					{ __(
						'Also on phones and tablets: a fast scroll up, or leaving the tab',
						'userfeedback'
					) }
				</label>
			</span>
		);
	}
	if ( option === 'api' ) {
		return (
			<span className="uf-builder-behavior__trigger description">
				{ __( 'Your site’s code runs:', 'userfeedback' ) }{ ' ' }
				<code>{ apiSnippet( surveyId ) }</code>{ ' ' }
				{ __(
					'or sends the userfeedback:show event. A call made before the widget has loaded waits for it when the page defines the queue first (“JavaScript API” in the plugin’s documentation).',
					'userfeedback'
				) }
			</span>
		);
	}
	return null;
}
