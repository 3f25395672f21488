/**
 * The builder's survey-level logic, without React: a new survey, applying a template, the reset of
 * features the site lacks before sending (mirroring src/Surveys/SurveyGate.php::reset()), the
 * publish summary's labels and the targeting locks (spec configuration §3, §4, §9; visitor §6).
 * Every function is pure: it returns new objects and never changes its inputs.
 */
import { __, _n, sprintf } from '@wordpress/i18n';

import {
	addonActive,
	canTargetDevices,
	canTargetPages,
	hasProPlan,
} from '../../../data/entitlements';
import type { Entitlements } from '../../../data/globals';
import { settleRecalls } from './questions/recall';
import { fitTranslations } from './translations/translation-texts';
import type {
	Device,
	LogicCondition,
	Question,
	Survey,
	SurveyNotifications,
	SurveySettings,
	SurveyTemplate,
} from '../../../data/survey-types';
import {
	LOGIC_SOURCE_TYPES,
	MAX_QUESTIONS,
	blankQuestion,
	conditionAllowed,
	deleteQuestion,
	newQuestionId,
	withoutQuestionTypesAddon,
} from './questions';
import { scrollPercentValid } from './settings/trigger-rules';
import {
	DEFAULT_DELAY,
	DEVICES as CONTRACT_DEVICES,
	EMAIL_LOGIC,
	MAX_DELAY,
	SURVEY_SETTINGS,
} from '@userfeedback/contract';

/** Every device, in the order the Device Type group lists them. */
export const DEVICES: readonly Device[] = CONTRACT_DEVICES;

export { DEFAULT_DELAY, MAX_DELAY };

/** The default thank-you message (spec §3). */
export function defaultThankYouMessage(): string {
	return __( 'Thanks for your feedback!', 'userfeedback' );
}

/**
 * A new survey's settings: a fresh, editable copy of the server's (SURVEY_SETTINGS, generated
 * from SurveyDefaults::settings()), the thank-you message in the admin's language.
 */
export function defaultSettings(): SurveySettings {
	const settings = JSON.parse(
		JSON.stringify( SURVEY_SETTINGS )
	) as SurveySettings;
	settings.thank_you.message = defaultThankYouMessage();
	return settings;
}

export function defaultThankYou(): SurveySettings[ 'thank_you' ] {
	return defaultSettings().thank_you;
}

/** Every device, every page (SurveyDefaults::targeting()). */
export function defaultTargeting(): SurveySettings[ 'targeting' ] {
	return defaultSettings().targeting;
}

/** Shown at once until the visitor responds, indefinitely (SurveyDefaults::behavior()). */
export function defaultBehavior(): SurveySettings[ 'behavior' ] {
	return defaultSettings().behavior;
}

/** Conditional e-mail logic, off (the contract's EMAIL_LOGIC: SurveyDefaults::email_logic()). */
export function defaultEmailLogic(): SurveyNotifications[ 'email' ][ 'logic' ] {
	return { ...EMAIL_LOGIC, conditions: [] };
}

/**
 * A new survey (spec §3, §4): unsaved, no title, type or template yet, status preset to publish,
 * one blank text question, the default settings, and e-mail notifications on to the admin.
 *
 * @param adminEmail The site admin e-mail (the globals' admin_email).
 */
export function newSurvey( adminEmail: string ): Survey {
	return {
		id: null,
		title: '',
		type: '',
		template: '',
		status: 'publish',
		publish_at: null,
		questions: [ blankQuestion( 'text' ) ],
		settings: defaultSettings(),
		// The site's language, no translation (the server's defaults).
		language: '',
		translations: {},
		notifications: {
			email: {
				active: true,
				addresses: adminEmail,
				logic: defaultEmailLogic(),
			},
			include_partial: false,
			slack: defaultSlackNotifications(),
			follow_up: defaultFollowUp(),
		},
	};
}

/**
 * Slack notifications as the server's default: no destination chosen, conditions off.
 */
export function defaultSlackNotifications(): SurveyNotifications[ 'slack' ] {
	return { destinations: [], logic: defaultEmailLogic() };
}

/**
 * The follow-up e-mail as the server's default: off, no question chosen.
 */
export function defaultFollowUp(): SurveyNotifications[ 'follow_up' ] {
	return { active: false, question_id: '', subject: '', body: '' };
}

/**
 * A deep copy (surveys are plain JSON data).
 *
 * @param value The data to copy.
 */
function copy< T >( value: T ): T {
	return structuredClone( value );
}

/**
 * The survey with one blank text question when it has none ("A new survey starts with one blank
 * text question if it has none").
 *
 * @param survey The survey.
 */
export function ensureQuestion( survey: Survey ): Survey {
	const result = copy( survey );
	if ( result.questions.length === 0 ) {
		result.questions = [ blankQuestion( 'text' ) ];
	}
	return result;
}

/**
 * The survey built from a template (spec §4): the template key is set, the questions are replaced
 * by copies of the template's (keeping their ids, fresh ones only where an id is missing), the
 * title becomes the template name unless the template is 'blank', and the survey type is the
 * template's (the server marks NPS templates with type 'nps', TemplateCatalogue::template()). A
 * template without questions (blank) leaves one blank text question.
 *
 * @param survey   The survey.
 * @param template The chosen template.
 */
export function applyTemplate(
	survey: Survey,
	template: SurveyTemplate
): Survey {
	const questions: Question[] = copy( template.config.questions ).map(
		( q ) => ( q.id ? q : { ...q, id: newQuestionId() } )
	);
	return ensureQuestion( {
		...copy( survey ),
		template: template.key,
		type: template.type === 'nps' ? 'nps' : '',
		title: template.key === 'blank' ? survey.title : template.name,
		questions,
	} );
}

/**
 * The survey with every feature the site lacks reset to its default, before sending (spec §4
 * "Before sending…"), exactly as the server does (SurveyGate::reset()):
 * - no targeting add-on: default targeting (all devices, all pages, no rules); with it, desktop
 *   only where the plan cannot target devices, all pages where it cannot use page rules;
 * - no behavior add-on: default behaviour, and the thank-you falls back from redirect to message
 *   with no redirect target;
 * - not Pro: the default thank-you (a custom message is a Pro option);
 * - no branding add-on (its flag needs a licence): no theming (the site's widget settings);
 * - no pro or elite plan: default e-mail logic;
 * - no question-types add-on: randomize and comment box off on every question;
 * - not Pro: required off and no jump logic on every question.
 *
 * @param survey The survey.
 * @param ent    The site's entitlements.
 */
export function resetInactiveFeatures(
	survey: Survey,
	ent: Entitlements
): Survey {
	const result = copy( survey );
	const { settings } = result;
	if ( ! addonActive( ent, 'targeting' ) ) {
		settings.targeting = defaultTargeting();
		// Hidden fields come with the targeting add-on (Entitlements::can_use_hidden_fields()).
		settings.hidden_fields = [];
	} else {
		// The add-on alone is not enough: devices need a pro or elite plan, page rules a paid one.
		if ( ! canTargetDevices( ent ) ) {
			settings.targeting.devices = [ 'desktop' ];
		}
		if ( ! canTargetPages( ent ) ) {
			settings.targeting.pages = 'all';
			settings.targeting.page_rules = [];
		}
	}
	if ( ! addonActive( ent, 'behavior' ) ) {
		settings.behavior = defaultBehavior();
		settings.thank_you = {
			...settings.thank_you,
			type: 'message',
			redirect_to: null,
		};
	}
	if ( ! ent.is_pro ) {
		settings.thank_you = defaultThankYou();
		// Kept on a Pro site whose plan lapsed, as the server keeps it (SurveyGate).
		result.notifications.follow_up = defaultFollowUp();
		result.notifications.slack = defaultSlackNotifications();
	}
	if ( ! addonActive( ent, 'branding' ) ) {
		settings.theming = null;
	}
	if ( ! hasProPlan( ent ) ) {
		result.notifications.email.logic = defaultEmailLogic();
	}
	const questionTypes = addonActive( ent, 'question-types' );
	result.questions = result.questions.map( ( q ) => {
		const next = questionTypes ? q : withoutQuestionTypesAddon( q );
		if ( ent.is_pro ) {
			return next;
		}
		const { jumps, ...rest } = next;
		return {
			...rest,
			...( jumps === undefined ? {} : { jumps: [] } ),
			settings: { ...next.settings, required: false },
		};
	} );
	return result;
}

/**
 * The e-mail and Slack logic without conditions the server would refuse: every condition needs a choice or
 * rating question of the survey (any position) and a comparator its type allows
 * (SurveyValidator::notification_errors()). Logic emptied by this is disabled.
 *
 * @param survey The survey.
 */
export function pruneEmailLogic( survey: Survey ): Survey {
	const result = copy( survey );
	const sources = result.questions.filter( ( q ) =>
		LOGIC_SOURCE_TYPES.includes( q.type )
	);
	// The Slack messages' conditions follow the e-mail's rule (EmailLogic, channel 'slack').
	for ( const channel of [ 'email', 'slack' ] as const ) {
		const logic = result.notifications[ channel ].logic;
		const conditions = logic.conditions.filter( ( c: LogicCondition ) =>
			conditionAllowed( c, sources )
		);
		if ( conditions.length !== logic.conditions.length ) {
			result.notifications[ channel ].logic = {
				...logic,
				conditions,
				enable: conditions.length > 0 ? logic.enable : false,
			};
		}
	}
	return result;
}

/**
 * The survey without a question: deleteQuestion() on the questions, the e-mail conditions on
 * it removed too (an e-mail logic left empty is disabled), and titles recalling it reading their
 * fallback instead (settleRecalls()).
 *
 * @param survey The survey.
 * @param id     The question's id.
 */
export function removeQuestion( survey: Survey, id: string ): Survey {
	return settleRecalls(
		pruneEmailLogic( {
			...survey,
			questions: deleteQuestion( survey.questions, id ),
		} )
	);
}

/**
 * Whether a question may be added: not to an NPS survey (spec §5), and not beyond the server's
 * limit of 50.
 *
 * @param survey The survey.
 */
export function canAddQuestion( survey: Survey ): boolean {
	return survey.type !== 'nps' && survey.questions.length < MAX_QUESTIONS;
}

/**
 * Whether questions show a delete control: hidden in an NPS survey (spec §5).
 *
 * @param survey The survey.
 */
export function canDeleteQuestion( survey: Survey ): boolean {
	return survey.type !== 'nps';
}

/**
 * The devices the builder shows and keeps: desktop only when the site may not target devices
 * (visitor §6: without a Pro licence and on the plus plan; pro and elite need the targeting
 * add-on; the server's can_target_devices fact), "forced on mount", else the survey's own.
 *
 * @param devices The survey's devices.
 * @param ent     The site's entitlements.
 */
export function effectiveDevices(
	devices: readonly Device[],
	ent: Entitlements
): Device[] {
	return canTargetDevices( ent ) ? [ ...devices ] : [ 'desktop' ];
}

export function deviceLabel( device: Device ): string {
	switch ( device ) {
		case 'desktop':
			return __( 'Desktop', 'userfeedback' );
		case 'tablet':
			return __( 'Tablet', 'userfeedback' );
		case 'mobile':
			return __( 'Mobile', 'userfeedback' );
	}
}

/**
 * The summary's device label: 'All Device Types' when all three are chosen (spec §9), else their
 * names in the Device Type order, e.g. 'Desktop, Mobile'.
 *
 * @param devices The chosen devices.
 */
export function devicesLabel( devices: readonly Device[] ): string {
	const chosen = DEVICES.filter( ( d ) => devices.includes( d ) );
	if ( chosen.length === DEVICES.length ) {
		return __( 'All Device Types', 'userfeedback' );
	}
	if ( chosen.length === 0 ) {
		return __( 'No Device Types', 'userfeedback' );
	}
	return chosen.map( deviceLabel ).reduce( ( list, name ) =>
		sprintf(
			/* translators: 1: a list of device names, 2: one more device name. */
			__( '%1$s, %2$s', 'userfeedback' ),
			list,
			name
		)
	);
}

/**
 * The summary's targeting label: 'All pages', or how many page rules apply.
 *
 * @param targeting The targeting settings.
 */
export function targetingLabel(
	targeting: SurveySettings[ 'targeting' ]
): string {
	if ( targeting.pages === 'all' ) {
		return __( 'All pages', 'userfeedback' );
	}
	const n = targeting.page_rules.length;
	return sprintf(
		/* translators: %d: number of page rules. */
		_n( '%d page rule', '%d page rules', n, 'userfeedback' ),
		n
	);
}

/**
 * The summary's timing label.
 *
 * @param behavior The behaviour settings.
 */
export function timingLabel( behavior: SurveySettings[ 'behavior' ] ): string {
	switch ( behavior.timing ) {
		case 'immediate':
			return __( 'Immediately', 'userfeedback' );
		case 'delay':
			return sprintf(
				/* translators: %d: delay in seconds. */
				_n(
					'After %d second',
					'After %d seconds',
					behavior.timing_delay,
					'userfeedback'
				),
				behavior.timing_delay
			);
		case 'before_abandon':
			return __(
				'Before the visitor leaves (exit intent)',
				'userfeedback'
			);
		case 'half_page':
			return __( 'After scrolling half the page', 'userfeedback' );
		case 'scroll':
			return sprintf(
				/* translators: %d: how far down the page, in percent. */
				__( 'After scrolling %d%% of the page', 'userfeedback' ),
				behavior.scroll_percent
			);
		case 'click':
			return sprintf(
				/* translators: %s: a CSS selector, e.g. #feedback-button. */
				__( 'When the visitor clicks %s', 'userfeedback' ),
				behavior.click_selector
			);
		case 'api':
			return __( 'When the site’s code asks', 'userfeedback' );
	}
}

/**
 * The summary's display length label.
 *
 * @param behavior The behaviour settings.
 */
export function displayLengthLabel(
	behavior: SurveySettings[ 'behavior' ]
): string {
	switch ( behavior.display_length ) {
		case 'until_response':
			return __( 'Until they respond', 'userfeedback' );
		case 'once':
			return __( 'Only once', 'userfeedback' );
		case 'repeatedly':
			return __( 'Repeatedly', 'userfeedback' );
	}
}

/**
 * A month's name, 1 = January; '' outside 1–12.
 *
 * @param month The month number.
 */
export function monthName( month: number ): string {
	const names = [
		__( 'January', 'userfeedback' ),
		__( 'February', 'userfeedback' ),
		__( 'March', 'userfeedback' ),
		__( 'April', 'userfeedback' ),
		__( 'May', 'userfeedback' ),
		__( 'June', 'userfeedback' ),
		__( 'July', 'userfeedback' ),
		__( 'August', 'userfeedback' ),
		__( 'September', 'userfeedback' ),
		__( 'October', 'userfeedback' ),
		__( 'November', 'userfeedback' ),
		__( 'December', 'userfeedback' ),
	];
	return names[ month - 1 ] ?? '';
}

/**
 * The summary's run time label: 'Indefinitely', or 'Until {month} {day}'.
 *
 * @param behavior The behaviour settings.
 */
export function runTimeLabel( behavior: SurveySettings[ 'behavior' ] ): string {
	if ( behavior.run_time === 'indefinitely' ) {
		return __( 'Indefinitely', 'userfeedback' );
	}
	const at = behavior.expire_at;
	if ( ! at || monthName( at.month ) === '' ) {
		return __( 'Until a date not chosen yet', 'userfeedback' );
	}
	return sprintf(
		/* translators: 1: month name, 2: day of the month. */
		__( 'Until %1$s %2$d', 'userfeedback' ),
		monthName( at.month ),
		at.day
	);
}

/**
 * The summary's question count, e.g. '3 questions'.
 *
 * @param survey The survey.
 */
export function questionCountLabel( survey: Survey ): string {
	const n = survey.questions.length;
	/* translators: %d: number of questions. */
	return sprintf( _n( '%d question', '%d questions', n, 'userfeedback' ), n );
}

/**
 * The survey with an empty thank-you message set to 'Thanks for your feedback!' (spec §5; the
 * server does the same, SurveyNormalizer::thank_you()). The builder applies it before saving, so
 * an empty message never blocks the questions step.
 *
 * @param survey The survey.
 */
export function normalizeThankYou( survey: Survey ): Survey {
	const thankYou = survey.settings.thank_you;
	return {
		...survey,
		settings: {
			...survey.settings,
			thank_you: {
				...thankYou,
				redirect_to: thankYou.redirect_to
					? { ...thankYou.redirect_to }
					: null,
				message:
					thankYou.message.trim() === ''
						? defaultThankYouMessage()
						: thankYou.message,
			},
		},
	};
}

/**
 * The survey without leftovers of controls the admin cannot see or use: a delay out of range
 * typed before choosing another timing goes back to the default (the field is greyed out, so it
 * is not a choice; the server does the same, SurveyNormalizer::behavior()).
 *
 * @param survey The survey.
 */
export function withoutHiddenLeftovers( survey: Survey ): Survey {
	const behavior = survey.settings.behavior;
	const delay = behavior.timing_delay;
	const patch: Partial< SurveySettings[ 'behavior' ] > = {};
	if (
		behavior.timing !== 'delay' &&
		! ( Number.isInteger( delay ) && delay >= 0 && delay <= MAX_DELAY )
	) {
		patch.timing_delay = DEFAULT_DELAY;
	}
	// The same for a scroll depth left out of range before choosing another timing.
	if (
		behavior.timing !== 'scroll' &&
		! scrollPercentValid( behavior.scroll_percent )
	) {
		patch.scroll_percent = SURVEY_SETTINGS.behavior.scroll_percent;
	}
	if ( ! Object.keys( patch ).length ) {
		return survey;
	}
	return {
		...survey,
		settings: {
			...survey.settings,
			behavior: { ...behavior, ...patch },
		},
	};
}

/**
 * What a save sends, and so what the steps judge: the draft less hidden leftovers, with the
 * default thank-you message filled in and every feature the site lacks reset. A control that is
 * hidden, disabled or locked therefore never blocks a step.
 *
 * @param survey The draft.
 * @param ent    The site's entitlements.
 */
export function forSave( survey: Survey, ent: Entitlements ): Survey {
	return resetInactiveFeatures(
		normalizeThankYou(
			withoutHiddenLeftovers( fitTranslations( survey ) )
		),
		ent
	);
}
