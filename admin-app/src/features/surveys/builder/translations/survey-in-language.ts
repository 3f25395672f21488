/**
 * The draft as a visitor of one of its languages reads it, for the builder's preview of that
 * language: the server's SurveyInLanguage::in() on the draft, which is not saved yet. Each text
 * not translated reads in the survey's own language; a choice keeps its place, so the conditions
 * and jumps that name an option name its text in this language, as the widget compares them. A
 * matrix's rows, alt texts and a scale's or a consent's words read in the language too.
 */
import { OPTION_TYPES } from '@userfeedback/contract';
import type { QuestionTranslation } from '@userfeedback/contract';

import type { Question, Survey } from '../../../../data/survey-types';
import {
	questionLabels,
	questionLists,
	type LabelKey,
} from './translation-texts';

/** The widget's own texts a language may give the survey (none: the survey's). */
export interface WidgetTextsInLanguage {
	next_text?: string;
	skip_text?: string;
	widget_toggle_text?: string;
}

const isChoice = ( type: string ) =>
	( OPTION_TYPES as readonly string[] ).includes( type );

const orOwn = ( text: string | undefined, own: string ) =>
	typeof text === 'string' && text.trim() !== '' ? text : own;

/**
 * A condition's or a jump's value through a text map; what the map does not hold stays.
 *
 * @param value The value: one text or a list.
 * @param map   Text → text.
 */
function translateValue< T >( value: T, map: Map< string, string > ): T {
	if ( Array.isArray( value ) ) {
		return value.map( ( one ) =>
			typeof one === 'string' ? ( map.get( one ) ?? one ) : one
		) as T;
	}
	return (
		typeof value === 'string' ? ( map.get( value ) ?? value ) : value
	) as T;
}

/**
 * A list as read in a language: each translated text, or the original where there is none (or
 * where the list does not give one text per item).
 *
 * @param own        The texts in the survey's own language.
 * @param translated The texts in the language.
 */
function listIn( own: string[], translated: string[] | undefined ) {
	return translated?.length === own.length
		? own.map( ( text, i ) => orOwn( translated[ i ], text ) )
		: [ ...own ];
}

/**
 * A question's settings with its rows, alt texts and end words as a language reads them
 * (QuestionTexts::in() on the server).
 *
 * @param question The question.
 * @param entry    The language's texts of the question.
 */
function textsInLanguage(
	question: Question,
	entry: QuestionTranslation | undefined
): Question[ 'settings' ] {
	const settings = { ...question.settings };
	const lists = questionLists( question );
	if ( lists.rows ) {
		settings.rows = listIn( lists.rows, entry?.rows );
	}
	if ( lists.alts && settings.images ) {
		const alts = listIn( lists.alts, entry?.alts );
		settings.images = settings.images.map( ( image, i ) => ( {
			...image,
			alt: alts[ i ] ?? image.alt,
		} ) );
	}
	for ( const [ key, own ] of Object.entries(
		questionLabels( question )
	) as Array< [ LabelKey, string ] > ) {
		settings[ key ] = orOwn( entry?.[ key ], own );
	}
	return settings;
}

/**
 * The survey in a language, and the widget texts that language gives it.
 *
 * @param survey The draft.
 * @param locale One of its translations' languages.
 */
export function surveyInLanguage(
	survey: Survey,
	locale: string
): { survey: Survey; texts: WidgetTextsInLanguage } {
	const texts = survey.translations?.[ locale ];
	if ( ! texts ) {
		return { survey, texts: {} };
	}
	const optionMaps = new Map< string, Map< string, string > >();
	const questions = survey.questions.map( ( question ): Question => {
		const entry = texts.questions?.[ question.id ];
		const read: Question = {
			...question,
			title: orOwn( entry?.title, question.title ),
		};
		if ( isChoice( question.type ) ) {
			const own = question.config.options;
			const translated = entry?.options ?? [];
			const options =
				translated.length === own.length
					? own.map( ( option, i ) =>
							orOwn( translated[ i ], option )
						)
					: [ ...own ];
			const map = new Map(
				own.map( ( option, i ) => [ option, options[ i ] ] )
			);
			optionMaps.set( question.id, map );
			read.config = { ...question.config, options };
			if ( question.jumps ) {
				read.jumps = question.jumps.map( ( jump ) => ( {
					...jump,
					value: translateValue( jump.value, map ),
				} ) );
			}
		}
		// The texts that only show: a matrix's rows, alt texts, a scale's and a consent's words.
		read.settings = textsInLanguage( question, entry );
		read.logic = {
			...question.logic,
			conditions: question.logic.conditions.map( ( condition ) => {
				const map = optionMaps.get( condition.question_id );
				return map
					? {
							...condition,
							value: translateValue( condition.value, map ),
						}
					: condition;
			} ),
		};
		return read;
	} );
	const widgetTexts: WidgetTextsInLanguage = {};
	for ( const key of [
		'next_text',
		'skip_text',
		'widget_toggle_text',
	] as const ) {
		if ( ( texts[ key ] ?? '' ).trim() !== '' ) {
			widgetTexts[ key ] = texts[ key ];
		}
	}
	return {
		survey: {
			...survey,
			title: orOwn( texts.title, survey.title ),
			questions,
			settings: {
				...survey.settings,
				thank_you: {
					...survey.settings.thank_you,
					message: orOwn(
						texts.thank_you_message,
						survey.settings.thank_you.message
					),
				},
			},
		},
		texts: widgetTexts,
	};
}
