/**
 * A survey's texts in other languages (`translations`, Surveys\Translations on the server): which
 * texts a visitor sees, how many of them a language has, and the edits the builder makes. Every
 * text is kept, '' when not translated (the visitor then reads the survey's own).
 */
import {
	OPTION_TYPES,
	TRANSLATION_MAX_LENGTHS as MAX,
} from '@userfeedback/contract';
import type { SurveyTranslations } from '@userfeedback/contract';
import type { Survey } from '../../../../data/survey-types';

export type LanguageTexts = SurveyTranslations[ string ];

/** The texts besides the questions' (TranslationsNormalizer::TEXTS). */
const LANGUAGE_TEXTS = [
	'title',
	'thank_you_message',
	'next_text',
	'skip_text',
	'widget_toggle_text',
] as const;

/** Where a text sits in a language's texts. */
export type TextPath =
	| { kind: ( typeof LANGUAGE_TEXTS )[ number ] }
	| { kind: 'question'; questionId: string }
	| { kind: 'option'; questionId: string; index: number };

/** One text a visitor sees, with the survey's own words for it. */
export interface TranslatableText {
	path: TextPath;
	/** A stable key for React lists and field ids. */
	key: string;
	/** The survey's own text ('' when it has none: the widget's default shows). */
	original: string;
	/** The step it belongs to: the questions' texts, or the widget's. */
	step: 'questions' | 'settings';
	/** Longest, as in the survey's own language (TranslationsValidator::MAX_LENGTHS). */
	maxLength: number;
	multiline: boolean;
}

const isChoice = ( type: string ) =>
	( OPTION_TYPES as readonly string[] ).includes( type );

/**
 * Empty texts for a language: one per text of the survey.
 *
 * @param survey The survey.
 */
export function emptyLanguage( survey: Survey ): LanguageTexts {
	return fitLanguage( survey, undefined );
}

/**
 * A language's texts fitted to the survey's questions as they are now (as the server's fit()):
 * a new question gets empty texts, a removed one loses its own, and an option list that no
 * longer has one text per option is emptied rather than show a text under the wrong option.
 *
 * @param survey The survey.
 * @param texts  The language's texts so far.
 */
function fitLanguage(
	survey: Survey,
	texts: Partial< LanguageTexts > | undefined
): LanguageTexts {
	const questions: LanguageTexts[ 'questions' ] = {};
	for ( const question of survey.questions ) {
		const had = texts?.questions?.[ question.id ];
		const entry: LanguageTexts[ 'questions' ][ string ] = {
			title: had?.title ?? '',
		};
		if ( isChoice( question.type ) ) {
			const count = question.config.options.length;
			entry.options =
				had?.options?.length === count
					? [ ...had.options ]
					: Array< string >( count ).fill( '' );
		}
		questions[ question.id ] = entry;
	}
	return {
		title: texts?.title ?? '',
		thank_you_message: texts?.thank_you_message ?? '',
		next_text: texts?.next_text ?? '',
		skip_text: texts?.skip_text ?? '',
		widget_toggle_text: texts?.widget_toggle_text ?? '',
		questions,
	};
}

/**
 * The survey with every language's texts fitted to its questions: what a save sends.
 *
 * @param survey The survey.
 */
export function fitTranslations( survey: Survey ): Survey {
	const translations: SurveyTranslations = {};
	for ( const [ locale, texts ] of Object.entries(
		survey.translations ?? {}
	) ) {
		translations[ locale ] = fitLanguage( survey, texts );
	}
	return { ...survey, translations };
}

/**
 * Every text a visitor sees, in the order the survey shows them.
 *
 * @param survey                         The survey.
 * @param widgetTexts                    The widget's texts the survey shows (its own theming's, else the site's).
 * @param widgetTexts.next_text
 * @param widgetTexts.skip_text
 * @param widgetTexts.widget_toggle_text
 */
export function translatableTexts(
	survey: Survey,
	widgetTexts: {
		next_text: string;
		skip_text: string;
		widget_toggle_text: string;
	}
): TranslatableText[] {
	const texts: TranslatableText[] = [
		{
			path: { kind: 'title' },
			key: 'title',
			original: survey.title,
			step: 'questions',
			maxLength: MAX.title,
			multiline: false,
		},
	];
	for ( const question of survey.questions ) {
		texts.push( {
			path: { kind: 'question', questionId: question.id },
			key: `q-${ question.id }`,
			original: question.title,
			step: 'questions',
			maxLength: MAX.question_title,
			multiline: false,
		} );
		if ( isChoice( question.type ) ) {
			question.config.options.forEach( ( option, index ) =>
				texts.push( {
					path: { kind: 'option', questionId: question.id, index },
					key: `q-${ question.id }-${ index }`,
					original: option,
					step: 'questions',
					maxLength: MAX.option,
					multiline: false,
				} )
			);
		}
	}
	if ( survey.settings.thank_you.type === 'message' ) {
		texts.push( {
			path: { kind: 'thank_you_message' },
			key: 'thank_you_message',
			original: survey.settings.thank_you.message,
			step: 'questions',
			maxLength: MAX.thank_you_message,
			multiline: true,
		} );
	}
	for ( const kind of [
		'next_text',
		'skip_text',
		'widget_toggle_text',
	] as const ) {
		texts.push( {
			path: { kind },
			key: kind,
			original: widgetTexts[ kind ],
			step: 'settings',
			maxLength: MAX[ kind ],
			multiline: false,
		} );
	}
	return texts;
}

/**
 * A language's text at a path ('' when not translated).
 *
 * @param texts The language's texts.
 * @param path  Where.
 */
export function textAt( texts: LanguageTexts | undefined, path: TextPath ) {
	if ( ! texts ) {
		return '';
	}
	if ( path.kind === 'question' ) {
		return texts.questions[ path.questionId ]?.title ?? '';
	}
	if ( path.kind === 'option' ) {
		return (
			texts.questions[ path.questionId ]?.options?.[ path.index ] ?? ''
		);
	}
	return texts[ path.kind ] ?? '';
}

/**
 * The survey with one text of a language changed.
 *
 * @param survey The survey.
 * @param locale The language.
 * @param path   Where.
 * @param value  The new text.
 */
export function withText(
	survey: Survey,
	locale: string,
	path: TextPath,
	value: string
): Survey {
	const texts = fitLanguage( survey, survey.translations?.[ locale ] );
	if ( path.kind === 'question' || path.kind === 'option' ) {
		const entry = { ...texts.questions[ path.questionId ] };
		if ( path.kind === 'question' ) {
			entry.title = value;
		} else {
			entry.options = ( entry.options ?? [] ).map( ( option, i ) =>
				i === path.index ? value : option
			);
		}
		texts.questions = { ...texts.questions, [ path.questionId ]: entry };
	} else {
		texts[ path.kind ] = value;
	}
	return {
		...survey,
		translations: { ...survey.translations, [ locale ]: texts },
	};
}

/**
 * How many of the texts a language has translated.
 *
 * @param texts  The texts (translatableTexts()).
 * @param locale The language's texts.
 */
export function progress(
	texts: TranslatableText[],
	locale: LanguageTexts | undefined
): { done: number; total: number } {
	const done = texts.filter(
		( text ) => textAt( locale, text.path ).trim() !== ''
	).length;
	return { done, total: texts.length };
}

/**
 * The survey with a language added (its texts empty) or removed.
 *
 * @param survey The survey.
 * @param locale The language.
 * @param add    Add, else remove.
 */
export function withLanguage(
	survey: Survey,
	locale: string,
	add: boolean
): Survey {
	const translations = { ...( survey.translations ?? {} ) };
	if ( add ) {
		translations[ locale ] ??= emptyLanguage( survey );
	} else {
		delete translations[ locale ];
	}
	return { ...survey, translations };
}
