/**
 * A step whose texts have translations (Questions, Settings): above it, a switcher between the
 * survey's own language and each of its translations, with how far each has come; on a
 * translation, the step shows that language's texts side by side with the survey's own instead
 * of its editor, and on the Questions step a preview of the survey as that language's visitors
 * read it. A survey with no translation shows the step as it always was.
 */
import { useState, type ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { useBuilder } from '../BuilderContext';
import { SurveyPreview } from '../questions/SurveyPreview';
import { ViewToggle } from '../shared/ViewToggle';
import { languageName, ownLanguage, useEditedLanguage } from './languages';
import { TranslationFields, useWidgetTexts } from './TranslationFields';
import { progress, translatableTexts } from './translation-texts';
import './translations.scss';

interface TranslatableProps {
	step: 'questions' | 'settings';
	children: ReactNode;
}

export function Translatable( { step, children }: TranslatableProps ) {
	const { survey, entitlements } = useBuilder();
	const [ editedOf, setEdited ] = useEditedLanguage();
	const [ view, setView ] = useState< 'texts' | 'preview' >( 'texts' );
	const widget = useWidgetTexts();
	const locales = Object.keys( survey.translations ?? {} );
	if ( locales.length === 0 ) {
		return <>{ children }</>;
	}
	const edited = editedOf( survey );
	const texts = translatableTexts( survey, widget );
	const own = ownLanguage( survey );
	return (
		<>
			<div
				className="uf-language-switcher"
				role="group"
				aria-label={ __( 'Language you edit', 'userfeedback' ) }
			>
				<button
					type="button"
					className={ `button${ edited === null ? ' is-pressed' : '' }` }
					aria-pressed={ edited === null }
					onClick={ () => setEdited( null ) }
				>
					{ sprintf(
						/* translators: %s: a language's name. */
						__( '%s (survey’s language)', 'userfeedback' ),
						languageName( own )
					) }
				</button>
				{ locales.map( ( locale ) => {
					const counted = progress(
						texts,
						survey.translations[ locale ]
					);
					return (
						<button
							key={ locale }
							type="button"
							className={ `button${ edited === locale ? ' is-pressed' : '' }` }
							aria-pressed={ edited === locale }
							onClick={ () => setEdited( locale ) }
						>
							{ languageName( locale ) }
							<span className="uf-language-switcher__count">
								{ sprintf(
									/* translators: 1: translated texts, 2: all texts. */
									__( '%1$d of %2$d', 'userfeedback' ),
									counted.done,
									counted.total
								) }
							</span>
						</button>
					);
				} ) }
			</div>
			{ edited !== null && step === 'questions' && (
				<ViewToggle
					className="uf-language-view"
					views={ [
						{
							value: 'texts',
							label: __( 'Texts', 'userfeedback' ),
						},
						{
							value: 'preview',
							label: __( 'Preview', 'userfeedback' ),
						},
					] }
					value={ view }
					onChange={ setView }
				/>
			) }
			{ edited === null && children }
			{ edited !== null &&
				( step === 'questions' && view === 'preview' ? (
					<SurveyPreview
						survey={ survey }
						entitlements={ entitlements }
						language={ edited }
					/>
				) : (
					<TranslationFields locale={ edited } step={ step } />
				) ) }
		</>
	);
}
