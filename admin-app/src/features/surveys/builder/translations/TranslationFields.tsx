/**
 * One language's texts of a step, side by side with the survey's own: each row names the text,
 * shows the original (in its own language and direction) and takes the translation (in the
 * language's direction, as the visitor will read it). An empty field is marked "Not translated"
 * (the visitor then reads the original); the server's refusal of a text shows under its field.
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { ApiError } from '../../../../data/api';
import { getGlobals } from '../../../../data/globals';
import { isRtl } from '../../../../data/languages';
import { useBuilder } from '../BuilderContext';
import { languageName, ownLanguage } from './languages';
import {
	progress,
	textAt,
	translatableTexts,
	withText,
	type LabelKey,
	type TextPath,
	type TranslatableText,
} from './translation-texts';

interface TranslationFieldsProps {
	locale: string;
	step: TranslatableText[ 'step' ];
}

/** The widget texts the survey shows in its own language (its theming's, else the site's). */
export function useWidgetTexts() {
	const { survey } = useBuilder();
	const site = getGlobals().widget_theming;
	const theming = survey.settings.theming;
	return {
		next_text:
			theming?.next_text ||
			site?.next_text ||
			__( 'Next', 'userfeedback' ),
		skip_text:
			theming?.skip_text ||
			site?.skip_text ||
			__( 'Skip', 'userfeedback' ),
		widget_toggle_text:
			theming?.widget_toggle_text || site?.widget_toggle_text || '',
	};
}

/**
 * What a text is, for its row's label.
 *
 * @param text   The text.
 * @param titles The survey's question titles by id, numbered.
 */
function labelOf( text: TranslatableText, titles: Map< string, number > ) {
	const path = text.path;
	switch ( path.kind ) {
		case 'title':
			return __( 'Survey title', 'userfeedback' );
		case 'question':
			return sprintf(
				/* translators: %d: question number. */
				__( 'Question %d', 'userfeedback' ),
				titles.get( path.questionId ) ?? 0
			);
		case 'option':
			return sprintf(
				/* translators: 1: option number, 2: question number. */
				__( 'Option %1$d of question %2$d', 'userfeedback' ),
				path.index + 1,
				titles.get( path.questionId ) ?? 0
			);
		case 'row':
			return sprintf(
				/* translators: 1: row number, 2: question number. */
				__( 'Row %1$d of question %2$d', 'userfeedback' ),
				path.index + 1,
				titles.get( path.questionId ) ?? 0
			);
		case 'alt':
			return sprintf(
				/* translators: 1: option number, 2: question number. */
				__(
					'Image alt text of option %1$d of question %2$d',
					'userfeedback'
				),
				path.index + 1,
				titles.get( path.questionId ) ?? 0
			);
		case 'label':
			return labelName( path.key, titles.get( path.questionId ) ?? 0 );
		case 'thank_you_message':
			return __( 'Thank-you message', 'userfeedback' );
		case 'next_text':
			return __( 'Next button', 'userfeedback' );
		case 'skip_text':
			return __( 'Skip link', 'userfeedback' );
		case 'widget_toggle_text':
			return __( 'Toggle text', 'userfeedback' );
	}
}

/**
 * The name of a question's single text.
 *
 * @param key    Which text.
 * @param number The question's number.
 */
function labelName( key: LabelKey, number: number ): string {
	switch ( key ) {
		case 'min_label':
			return sprintf(
				/* translators: %d: question number. */
				__( 'Low end words of question %d', 'userfeedback' ),
				number
			);
		case 'max_label':
			return sprintf(
				/* translators: %d: question number. */
				__( 'High end words of question %d', 'userfeedback' ),
				number
			);
		case 'consent_label':
			return sprintf(
				/* translators: %d: question number. */
				__( 'Consent wording of question %d', 'userfeedback' ),
				number
			);
	}
}

/**
 * The server's field paths a text answers for (TranslationsValidator), most precise first.
 *
 * @param locale The language.
 * @param path   The text.
 */
function errorPaths( locale: string, path: TextPath ): string[] {
	const base = `translations.${ locale }`;
	if ( path.kind === 'question' ) {
		return [ `${ base }.questions.${ path.questionId }.title` ];
	}
	if ( path.kind === 'label' ) {
		return [ `${ base }.questions.${ path.questionId }.${ path.key }` ];
	}
	if ( 'index' in path ) {
		// A refusal of the whole list (options, rows, alts) shows under its first item.
		const list = `${ base }.questions.${ path.questionId }.${ path.kind }s`;
		return [
			`${ list }.${ path.index }`,
			...( path.index === 0 ? [ list ] : [] ),
		];
	}
	return [ `${ base }.${ path.kind }` ];
}

/**
 * The server's message for a text, from the last save's refusal.
 *
 * @param error  The last save's error.
 * @param locale The language.
 * @param path   The text.
 */
function serverError( error: ApiError | null, locale: string, path: TextPath ) {
	const params = ( error?.data as { params?: Record< string, string > } )
		?.params;
	if ( ! params ) {
		return '';
	}
	for ( const key of errorPaths( locale, path ) ) {
		if ( params[ key ] ) {
			return params[ key ];
		}
	}
	return '';
}

export function TranslationFields( { locale, step }: TranslationFieldsProps ) {
	const { survey, update, saveError } = useBuilder();
	const id = useId();
	const widget = useWidgetTexts();
	const all = translatableTexts( survey, widget );
	const texts = all.filter( ( text ) => text.step === step );
	const mine = survey.translations?.[ locale ];
	const counted = progress( all, mine );
	const own = ownLanguage( survey );
	const dir = isRtl( locale ) ? 'rtl' : 'ltr';
	const titles = new Map(
		survey.questions.map( ( question, i ) => [ question.id, i + 1 ] )
	);

	return (
		<section
			className="uf-translation"
			aria-labelledby={ `${ id }-heading` }
		>
			<h2 id={ `${ id }-heading` } className="uf-translation__heading">
				{ sprintf(
					/* translators: %s: a language's name. */
					__( 'Texts in %s', 'userfeedback' ),
					languageName( locale )
				) }
			</h2>
			<p className="uf-translation__progress">
				{ sprintf(
					/* translators: 1: translated texts, 2: all texts. */
					__( '%1$d of %2$d texts translated', 'userfeedback' ),
					counted.done,
					counted.total
				) }
			</p>
			<p className="description">
				{ __(
					'A text left empty shows in the survey’s own language.',
					'userfeedback'
				) }
			</p>
			<table className="widefat striped uf-translation__table">
				<thead>
					<tr>
						<th scope="col">{ __( 'Text', 'userfeedback' ) }</th>
						<th scope="col">{ languageName( own ) }</th>
						<th scope="col">{ languageName( locale ) }</th>
					</tr>
				</thead>
				<tbody>
					{ texts.map( ( text ) => {
						const value = textAt( mine, text.path );
						const field = `${ id }-${ text.key }`;
						const error = serverError(
							saveError,
							locale,
							text.path
						);
						const empty = value.trim() === '';
						const describedBy = [
							empty ? `${ field }-missing` : '',
							error ? `${ field }-error` : '',
						]
							.filter( Boolean )
							.join( ' ' );
						const props = {
							id: field,
							className: `uf-translation__input${ empty ? ' is-untranslated' : '' }`,
							value,
							dir,
							lang: locale.replace( '_', '-' ),
							maxLength: text.maxLength,
							'aria-invalid': error ? true : undefined,
							'aria-describedby': describedBy || undefined,
							placeholder: text.original,
							onChange: (
								event: React.ChangeEvent<
									HTMLInputElement | HTMLTextAreaElement
								>
							) =>
								update( ( s ) =>
									withText(
										s,
										locale,
										text.path,
										event.target.value
									)
								),
						};
						return (
							<tr key={ text.key }>
								<th scope="row">
									<label htmlFor={ field }>
										{ labelOf( text, titles ) }
									</label>
								</th>
								<td
									className="uf-translation__original"
									lang={ own.replace( '_', '-' ) }
									dir={ isRtl( own ) ? 'rtl' : 'ltr' }
								>
									{ text.original || (
										<em>
											{ __(
												'(the widget’s default)',
												'userfeedback'
											) }
										</em>
									) }
								</td>
								<td>
									{ text.multiline ? (
										<textarea rows={ 3 } { ...props } />
									) : (
										<input type="text" { ...props } />
									) }
									{ empty && (
										<span
											id={ `${ field }-missing` }
											className="uf-translation__missing"
										>
											{ __(
												'Not translated',
												'userfeedback'
											) }
										</span>
									) }
									{ error && (
										<span
											id={ `${ field }-error` }
											className="uf-translation__error"
										>
											{ error }
										</span>
									) }
								</td>
							</tr>
						);
					} ) }
				</tbody>
			</table>
		</section>
	);
}
