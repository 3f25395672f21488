/**
 * The display rules and partial saving of one survey (docs/decisions.md "Partial
 * responses, the funnel and display rules"), without React: their defaults, their ranges
 * (from the contract: SurveyDefaults::MAX_PRIORITY, MIN/MAX_SAMPLE_PERCENT, MAX_RESPONSE_LIMIT) and the message
 * beside a value out of range, in the server's words (SurveyValidator::display_rule_errors()). The
 * server always sends them (a survey stored without them is read with the defaults).
 */
import { __, sprintf } from '@wordpress/i18n';

import type { Survey, SurveySettings } from '../../../../data/survey-types';
import type { SurveyPayload } from '../../../../data/use-survey';
import type { DisplayOrderItem } from '../../../../data/use-surveys';

type Behavior = SurveySettings[ 'behavior' ];

import {
	MAX_PRIORITY,
	MAX_RECONTACT_DAYS,
	MAX_RESPONSE_LIMIT,
	MAX_PER_MINUTE,
	MAX_RESULTS_MIN_VOTES,
	MAX_SAMPLE_PERCENT,
	MIN_SAMPLE_PERCENT,
	ONCE_PER,
	POLL_TYPES,
	SURVEY_SETTINGS,
} from '@userfeedback/contract';

export {
	ONCE_PER,
	MAX_PRIORITY,
	MAX_RECONTACT_DAYS,
	MAX_RESPONSE_LIMIT,
	MAX_SAMPLE_PERCENT,
	MIN_SAMPLE_PERCENT,
};

/** The partial-saving and display-rule fields of the behaviour settings. */
export type BehaviorRules = Pick<
	Behavior,
	| 'save_partial'
	| 'priority'
	| 'ignore_cooldown'
	| 'sample_percent'
	| 'response_limit'
	| 'recontact_days'
	| 'repeat_days'
	| 'once_per'
	| 'show_results'
	| 'results_min_votes'
	| 'max_per_minute'
>;

export type NumericRule =
	| 'priority'
	| 'sample_percent'
	| 'response_limit'
	| 'recontact_days'
	| 'repeat_days'
	| 'results_min_votes'
	| 'max_per_minute';

export const NUMERIC_RULES: readonly NumericRule[] = [
	'priority',
	'sample_percent',
	'response_limit',
	'recontact_days',
	'repeat_days',
	'results_min_votes',
	'max_per_minute',
];

/** The defaults (SurveyDefaults::behavior(), through the contract). */
export function defaultBehaviorRules(): BehaviorRules {
	return behaviorRules( SURVEY_SETTINGS.behavior );
}

/**
 * A survey's rules.
 *
 * @param behavior The survey's behaviour settings.
 */
export function behaviorRules( behavior: BehaviorRules ): BehaviorRules {
	return {
		save_partial: behavior.save_partial,
		priority: behavior.priority,
		ignore_cooldown: behavior.ignore_cooldown,
		sample_percent: behavior.sample_percent,
		response_limit: behavior.response_limit,
		recontact_days: behavior.recontact_days,
		repeat_days: behavior.repeat_days,
		once_per: behavior.once_per,
		show_results: behavior.show_results,
		results_min_votes: behavior.results_min_votes,
		max_per_minute: behavior.max_per_minute,
	};
}

/**
 * Whether a survey is a poll, whose visitors may see live results: one question of a choice
 * type (Surveys\Poll on the server).
 *
 * @param questions The survey's questions.
 */
export function isPoll(
	questions: ReadonlyArray< { type: string } >
): boolean {
	return (
		questions.length === 1 &&
		( POLL_TYPES as readonly string[] ).includes( questions[ 0 ].type )
	);
}

/**
 * What to say when one answer per person is asked of a survey that also asks again after
 * answering (SurveyValidator's words), or null.
 *
 * @param behavior The survey's behaviour settings.
 */
export function onceConflict( behavior: BehaviorRules ): string | null {
	return behavior.once_per !== 'none' &&
		ruleValid( 'repeat_days', behavior.repeat_days ) &&
		behavior.repeat_days > 0
		? __(
				'A survey answered once per person cannot ask again: set “Ask again every” to 0 days, or allow more than one answer.',
				'userfeedback'
			)
		: null;
}

/**
 * The smallest and largest value a numeric rule takes.
 *
 * @param rule The rule.
 */
export function ruleRange( rule: NumericRule ): [ number, number ] {
	switch ( rule ) {
		case 'priority':
			return [ 0, MAX_PRIORITY ];
		case 'sample_percent':
			return [ MIN_SAMPLE_PERCENT, MAX_SAMPLE_PERCENT ];
		case 'response_limit':
			return [ 0, MAX_RESPONSE_LIMIT ];
		case 'recontact_days':
		case 'repeat_days':
			return [ 0, MAX_RECONTACT_DAYS ];
		case 'results_min_votes':
			return [ 0, MAX_RESULTS_MIN_VOTES ];
		case 'max_per_minute':
			return [ 0, MAX_PER_MINUTE ];
	}
}

/**
 * Whether a value is a whole number within the rule's range (NaN stands for an empty field).
 *
 * @param rule  The rule.
 * @param value The typed value.
 */
export function ruleValid( rule: NumericRule, value: number ): boolean {
	const [ min, max ] = ruleRange( rule );
	return Number.isInteger( value ) && value >= min && value <= max;
}

/**
 * What to say beside a rule whose value is out of range.
 *
 * @param rule The rule.
 */
export function ruleMessage( rule: NumericRule ): string {
	switch ( rule ) {
		case 'priority':
			return sprintf(
				/* translators: %d: highest priority. */
				__(
					'The priority must be a whole number from 0 to %d.',
					'userfeedback'
				),
				MAX_PRIORITY
			);
		case 'sample_percent':
			return sprintf(
				/* translators: 1: smallest percentage, 2: largest percentage. */
				__(
					'Show the survey to %1$d%% to %2$d%% of visitors.',
					'userfeedback'
				),
				MIN_SAMPLE_PERCENT,
				MAX_SAMPLE_PERCENT
			);
		case 'response_limit':
			return sprintf(
				/* translators: %s: largest response limit, e.g. 1,000,000. */
				__(
					'The response limit must be a whole number from 0 (no limit) to %s.',
					'userfeedback'
				),
				MAX_RESPONSE_LIMIT.toLocaleString()
			);
		case 'recontact_days':
			return sprintf(
				/* translators: %d: largest number of days. */
				__(
					'Show the survey again after 0 (never) to %d days.',
					'userfeedback'
				),
				MAX_RECONTACT_DAYS
			);
		case 'repeat_days':
			return sprintf(
				/* translators: %d: largest number of days. */
				__( 'Ask again after 0 (never) to %d days.', 'userfeedback' ),
				MAX_RECONTACT_DAYS
			);
		case 'max_per_minute':
			return sprintf(
				/* translators: %s: largest number of responses, e.g. 100,000. */
				__(
					'Take at most 0 (no ceiling) to %s new responses a minute.',
					'userfeedback'
				),
				MAX_PER_MINUTE.toLocaleString()
			);
		case 'results_min_votes':
			return sprintf(
				/* translators: %s: largest number of votes, e.g. 10,000. */
				__(
					'Show the results from 0 (at once) to %s votes.',
					'userfeedback'
				),
				MAX_RESULTS_MIN_VOTES.toLocaleString()
			);
	}
}

/**
 * The messages of every rule out of range, for the step's "To continue" list.
 *
 * @param behavior The survey's behaviour settings.
 */
export function rulesProblems( behavior: Behavior ): string[] {
	const rules = behaviorRules( behavior );
	const conflict = onceConflict( rules );
	return [
		...NUMERIC_RULES.filter(
			( rule ) => ! ruleValid( rule, rules[ rule ] )
		).map( ruleMessage ),
		...( conflict ? [ conflict ] : [] ),
	];
}

/**
 * The value a typed text stands for: NaN for an empty field (invalid, so the field says so
 * instead of silently becoming 0).
 *
 * @param text What the field holds.
 */
export function parseRule( text: string ): number {
	const trimmed = text.trim();
	return trimmed === '' ? NaN : Number( trimmed );
}

/**
 * The server's message for one field of a refused save (400 `rest_invalid_param`, whose
 * `data.params` holds a message per field path, SurveyService::invalid()), or null.
 *
 * @param error The save's error.
 * @param path  The field path, e.g. `settings.behavior.priority`.
 */
export function serverFieldError(
	error: unknown,
	path: string
): string | null {
	if ( ! error || typeof error !== 'object' || ! ( 'data' in error ) ) {
		return null;
	}
	const data = ( error as { data: unknown } ).data;
	if ( ! data || typeof data !== 'object' || ! ( 'params' in data ) ) {
		return null;
	}
	const params = ( data as { params: unknown } ).params;
	if ( ! params || typeof params !== 'object' ) {
		return null;
	}
	const message = ( params as Record< string, unknown > )[ path ];
	return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * What a save sends: the survey, less `settings.behavior.priority` when it is the one last loaded
 * or saved. The surveys list's Display Order sets priorities too, so a builder that did not change
 * it must not write back the number it loaded: the server keeps the stored one.
 *
 * @param survey The survey as a save would send it.
 * @param stored The survey as last loaded or saved; null before its first save.
 */
export function priorityForSave(
	survey: Survey,
	stored: Survey | null
): SurveyPayload {
	if (
		stored === null ||
		survey.settings.behavior.priority !== stored.settings.behavior.priority
	) {
		return survey;
	}
	const { priority, ...behavior } = survey.settings.behavior;
	return {
		...survey,
		settings: { ...survey.settings, behavior },
	};
}

/** A survey's place in the display order. */
export interface DisplayPlace {
	/** From 1: the first is shown first. */
	place: number;
	/** How many published surveys the order holds, this one included. */
	count: number;
	/** The survey is in the order (published), not only placed there as if it were. */
	listed: boolean;
}

/**
 * Where a priority puts a survey among the published ones (a page considers them by priority,
 * highest first, the oldest first among equals); a survey not published is placed as if it were.
 * Null for a priority out of range.
 *
 * @param order    The published surveys (GET surveys/priority).
 * @param id       The survey's id; null for one not saved yet (the newest).
 * @param priority The priority to place it by.
 */
export function displayPlace(
	order: readonly Pick< DisplayOrderItem, 'id' | 'priority' >[],
	id: number | null,
	priority: number
): DisplayPlace | null {
	if ( ! ruleValid( 'priority', priority ) ) {
		return null;
	}
	const self = id ?? Number.MAX_SAFE_INTEGER;
	const entries = [
		...order
			.filter( ( item ) => item.id !== self )
			.map( ( item ) => ( { id: item.id, priority: item.priority } ) ),
		{ id: self, priority },
	].sort( ( a, b ) => b.priority - a.priority || a.id - b.id );
	return {
		place: entries.findIndex( ( entry ) => entry.id === self ) + 1,
		count: entries.length,
		listed: order.some( ( item ) => item.id === self ),
	};
}
