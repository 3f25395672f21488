/**
 * The triggers beyond the spec's four timings (docs/decisions.md "The right moment and the right
 * context"), without React: a click's CSS selector and a scroll depth, checked as the server
 * checks them (SurveyValidator::trigger_errors(), in its words) plus what only a browser can
 * say: whether the selector is valid CSS.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	MAX_SCROLL_PERCENT,
	MAX_SELECTOR_LENGTH,
	MIN_SCROLL_PERCENT,
} from '@userfeedback/contract';

import type { SurveySettings } from '../../../../data/survey-types';

export { MAX_SCROLL_PERCENT, MAX_SELECTOR_LENGTH, MIN_SCROLL_PERCENT };

type Behavior = SurveySettings[ 'behavior' ];

/**
 * Whether the browser takes a text as a CSS selector (the widget's `closest()` would throw on
 * one it does not).
 *
 * @param selector The selector.
 * @param doc      The document to ask.
 */
export function selectorParses(
	selector: string,
	doc: Document = document
): boolean {
	try {
		doc.querySelector( selector );
		return true;
	} catch {
		return false;
	}
}

/**
 * What to say about a click selector, or null when it is fine. Only the length matters while
 * another timing is chosen (the server refuses a long one whatever the timing).
 *
 * @param selector The selector as typed.
 * @param isClick  Whether the click timing is chosen.
 * @param doc      The document to parse it with.
 */
export function selectorProblem(
	selector: string,
	isClick: boolean,
	doc?: Document
): string | null {
	const text = selector.trim();
	if ( isClick && text === '' ) {
		return __(
			'Enter the CSS selector of the element whose click starts the survey.',
			'userfeedback'
		);
	}
	if ( text.length > MAX_SELECTOR_LENGTH ) {
		return sprintf(
			/* translators: %d: largest number of characters. */
			__(
				'The CSS selector can be at most %d characters long.',
				'userfeedback'
			),
			MAX_SELECTOR_LENGTH
		);
	}
	if ( isClick && ! selectorParses( text, doc ) ) {
		return __(
			'This is not a valid CSS selector, e.g. #feedback-button or .help a.',
			'userfeedback'
		);
	}
	return null;
}

/**
 * Whether a scroll depth is a whole percentage from 10 to 100.
 *
 * @param percent The depth (NaN for an empty field).
 */
export function scrollPercentValid( percent: number ): boolean {
	return (
		Number.isInteger( percent ) &&
		percent >= MIN_SCROLL_PERCENT &&
		percent <= MAX_SCROLL_PERCENT
	);
}

/** The message beside a scroll depth out of range. */
export function scrollPercentMessage(): string {
	return sprintf(
		/* translators: 1: smallest percentage, 2: largest percentage. */
		__(
			'The scroll depth must be a whole percentage from %1$d%% to %2$d%%.',
			'userfeedback'
		),
		MIN_SCROLL_PERCENT,
		MAX_SCROLL_PERCENT
	);
}

/**
 * The triggers' problems, for the step's "To continue" list.
 *
 * @param behavior The survey's behaviour settings.
 */
export function triggerProblems( behavior: Behavior ): string[] {
	const problems: string[] = [];
	const selector = selectorProblem(
		behavior.click_selector ?? '',
		behavior.timing === 'click'
	);
	if ( selector ) {
		problems.push( selector );
	}
	if (
		behavior.timing === 'scroll' &&
		! scrollPercentValid( behavior.scroll_percent )
	) {
		problems.push( scrollPercentMessage() );
	}
	return problems;
}

/**
 * The snippet that shows a survey with the api timing (docs/hooks.md "JavaScript API"): safe
 * to run before the widget has loaded.
 *
 * @param id The survey's id; 0 before its first save.
 */
export function apiSnippet( id: number ): string {
	return `window.userfeedback.show( ${ id || 'SURVEY_ID' } );`;
}
