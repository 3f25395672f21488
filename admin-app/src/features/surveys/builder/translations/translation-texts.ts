/**
 * A survey's texts in other languages (`translations`, Surveys\Translations on the server): which
 * texts a visitor sees, how many of them a language has, and the edits the builder makes. Every
 * text is kept, '' when not translated (the visitor then reads the survey's own). A question's
 * texts beyond its title are its type's (QuestionTexts on the server): options, a matrix's rows,
 * an image choice's alt texts, a scale's end words, a consent's wording.
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

/** A question's single texts beyond its title (QuestionTexts::LABELS on the server). */
export type LabelKey = 'min_label' | 'max_label' | 'consent_label';

/** A question's lists of texts, one per item (QuestionTexts::lists()). */
type ListKey = 'options' | 'rows' | 'alts';

/** Where a text sits in a language's texts. */
export type TextPath =
	| { kind: ( typeof LANGUAGE_TEXTS )[ number ] }
	| { kind: 'question'; questionId: string }
	| { kind: 'option' | 'row' | 'alt'; questionId: string; index: number }
	| { kind: 'label'; questionId: string; key: LabelKey };

/** The list a list item's path names. */
const LIST_OF = { option: 'options', row: 'rows', alt: 'alts' } as const;

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

type SurveyQuestion = Survey[ 'questions' ][ number ];

/**
 * A question's lists of texts in the survey's own language: its options, a matrix's rows, an
 * image choice's alt texts (one per option).
 *
 * @param question The question.
 */
export function questionLists(
	question: SurveyQuestion
): Partial< Record< ListKey, string[] > > {
	const lists: Partial< Record< ListKey, string[] > > = {};
	if ( isChoice( question.type ) ) {
		lists.options = question.config.options;
	}
	if ( question.type === 'matrix' ) {
		lists.rows = question.settings.rows ?? [];
	}
	if ( question.type === 'image-choice' ) {
		lists.alts = question.config.options.map(
			( _, i ) => question.settings.images?.[ i ]?.alt ?? ''
		);
	}
	return lists;
}

/**
 * A question's single texts in the survey's own language: a scale's end words, a consent's
 * wording ('' where the widget's words show).
 *
 * @param question The question.
 */
export function questionLabels(
	question: SurveyQuestion
): Partial< Record< LabelKey, string > > {
	if ( question.type === 'scale' ) {
		return {
			min_label: question.settings.min_label ?? '',
			max_label: question.settings.max_label ?? '',
		};
	}
	if ( question.type === 'consent' ) {
		return { consent_label: question.settings.consent_label ?? '' };
	}
	return {};
}

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
		for ( const [ key, own ] of Object.entries(
			questionLists( question )
		) as Array< [ ListKey, string[] ] > ) {
			const list = had?.[ key ];
			entry[ key ] =
				list?.length === own.length
					? [ ...list ]
					: Array< string >( own.length ).fill( '' );
		}
		for ( const key of Object.keys(
			questionLabels( question )
		) as LabelKey[] ) {
			entry[ key ] = had?.[ key ] ?? '';
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
		const lists = questionLists( question );
		for ( const [ kind, list, maxLength ] of [
			[ 'option', lists.options, MAX.option ],
			[ 'row', lists.rows, MAX.row ],
			[ 'alt', lists.alts, MAX.alt ],
		] as const ) {
			list?.forEach( ( original, index ) => {
				// An alt text names an image: without one there is nothing to translate.
				if (
					kind === 'alt' &&
					! question.settings.images?.[ index ]?.url
				) {
					return;
				}
				texts.push( {
					path: { kind, questionId: question.id, index },
					key:
						kind === 'option'
							? `q-${ question.id }-${ index }`
							: `q-${ question.id }-${ kind }-${ index }`,
					original,
					step: 'questions',
					maxLength,
					multiline: false,
				} );
			} );
		}
		for ( const [ key, original ] of Object.entries(
			questionLabels( question )
		) as Array< [ LabelKey, string ] > ) {
			// Left empty, the widget's own words show, translated with the plugin.
			if ( original !== '' ) {
				texts.push( {
					path: { kind: 'label', questionId: question.id, key },
					key: `q-${ question.id }-${ key }`,
					original,
					step: 'questions',
					maxLength: MAX.label,
					multiline: false,
				} );
			}
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
	if ( path.kind === 'label' ) {
		return texts.questions[ path.questionId ]?.[ path.key ] ?? '';
	}
	if ( 'index' in path ) {
		return (
			texts.questions[ path.questionId ]?.[ LIST_OF[ path.kind ] ]?.[
				path.index
			] ?? ''
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
	if ( 'questionId' in path ) {
		const entry = { ...texts.questions[ path.questionId ] };
		if ( path.kind === 'question' ) {
			entry.title = value;
		} else if ( path.kind === 'label' ) {
			entry[ path.key ] = value;
		} else {
			const key = LIST_OF[ path.kind ];
			entry[ key ] = ( entry[ key ] ?? [] ).map( ( text, i ) =>
				i === path.index ? value : text
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
