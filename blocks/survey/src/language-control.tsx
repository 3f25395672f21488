/**
 * The block's language (its `lang`, as the shortcode's attribute): the page's by default, or one
 * of the survey's languages, which visitors then read here whatever the page's language. Offered
 * only for a survey with translations (or a block that already names a language).
 */
import { SelectControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

import { languageName } from '../../../admin-app/src/data/languages';
import type { BlockSurvey } from './types';

interface LanguageControlProps {
	survey: BlockSurvey;
	/** The block's language; '' for the page's. */
	lang: string;
	onChange: ( lang: string ) => void;
}

/**
 * The survey's languages: its own first (when it names one), then its translations'.
 *
 * @param survey The survey.
 */
export function blockLanguages( survey: BlockSurvey ): string[] {
	return [
		...new Set(
			[
				survey.language,
				...Object.keys( survey.translations ?? {} ),
			].filter( ( locale ) => locale !== '' )
		),
	];
}

export function LanguageControl( {
	survey,
	lang,
	onChange,
}: LanguageControlProps ) {
	if (
		Object.keys( survey.translations ?? {} ).length === 0 &&
		lang === ''
	) {
		return null;
	}
	const languages = blockLanguages( survey );
	const options = [
		{ value: '', label: __( 'The page’s language', 'userfeedback' ) },
		...languages.map( ( locale ) => ( {
			value: locale,
			label: languageName( locale ),
		} ) ),
	];
	// A language the survey no longer has stays chosen and named, so nothing changes unseen:
	// visitors get the closest language the survey has.
	if ( lang !== '' && ! languages.includes( lang ) ) {
		options.push( {
			value: lang,
			label: sprintf(
				/* translators: %s: a language's name. */
				__( '%s (not a language of this survey)', 'userfeedback' ),
				languageName( lang )
			),
		} );
	}
	return (
		<SelectControl
			label={ __( 'Language', 'userfeedback' ) }
			value={ lang }
			options={ options }
			onChange={ onChange }
			help={ __(
				'Visitors read the survey in this language here. A text not translated shows in the survey’s own language.',
				'userfeedback'
			) }
			__nextHasNoMarginBottom
		/>
	);
}
