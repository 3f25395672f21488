/**
 * The Languages card: the survey's own language (the site's by default) and the languages it is
 * translated into, each with how far it has come, a way to its texts and a Remove button; a
 * language is added from those the site has installed (first) or by its WordPress code.
 * Translations are Pro with a licence (`can_translate`): without, the card says so and adding
 * opens the upgrade modal; a survey's existing translations stay listed. Each language also goes
 * out to a translator as an XLIFF file and comes back from one (XliffActions).
 */
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { __, sprintf } from '@wordpress/i18n';

import { useToasts } from '../../../../components/Toast';
import { useUpgradeModal } from '../../../../components/upgrade-modal';
import { MAX_TRANSLATIONS } from '@userfeedback/contract';
import { LOCALE_CODE } from '../../../../data/languages';
import { useBuilder } from '../BuilderContext';
import { SettingsCard } from '../settings/SettingsCard';
import { FieldError } from '../shared/FieldError';
import { ProBadge } from '../shared/GateNotice';
import {
	installedLanguages,
	languageName,
	ownLanguage,
	siteLanguage,
} from './languages';
import { useWidgetTexts } from './TranslationFields';
import { XliffActions } from './XliffActions';
import { progress, translatableTexts, withLanguage } from './translation-texts';
import './translations.scss';

const OTHER = '__other';

export function LanguagesCard() {
	const { survey, update, entitlements } = useBuilder();
	const { id: surveyId } = useParams();
	const upgrade = useUpgradeModal();
	const toast = useToasts();
	const id = useId();
	const widget = useWidgetTexts();
	const [ choice, setChoice ] = useState( '' );
	const [ code, setCode ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const allowed = entitlements.can_translate;
	const own = ownLanguage( survey );
	const added = Object.keys( survey.translations ?? {} );
	const texts = translatableTexts( survey, widget );
	const offered = installedLanguages().filter(
		( locale ) => locale !== own && ! added.includes( locale )
	);
	const questionsStep = surveyId
		? `/edit/${ surveyId }/questions`
		: '/new/questions';

	const add = () => {
		if ( ! allowed ) {
			upgrade( __( 'Translations', 'userfeedback' ) );
			return;
		}
		const locale = choice === OTHER ? code.trim() : choice;
		let problem = '';
		if ( ! LOCALE_CODE.test( locale ) ) {
			problem = __(
				'Choose a language, or type a WordPress language code such as fr_FR.',
				'userfeedback'
			);
		} else if ( locale === own ) {
			problem = __(
				'This is the survey’s own language.',
				'userfeedback'
			);
		} else if ( added.includes( locale ) ) {
			problem = __(
				'The survey already has this language.',
				'userfeedback'
			);
		} else if ( added.length >= MAX_TRANSLATIONS ) {
			problem = sprintf(
				/* translators: %d: maximum number of languages. */
				__(
					'A survey can have at most %d languages besides its own.',
					'userfeedback'
				),
				MAX_TRANSLATIONS
			);
		}
		setError( problem );
		if ( problem ) {
			return;
		}
		update( ( s ) => withLanguage( s, locale, true ) );
		setChoice( '' );
		setCode( '' );
		toast.show(
			sprintf(
				/* translators: %s: a language's name. */
				__(
					'%s added: its texts are empty until you translate them.',
					'userfeedback'
				),
				languageName( locale )
			),
			'success'
		);
	};

	const remove = ( locale: string ) => {
		update( ( s ) => withLanguage( s, locale, false ) );
		toast.show(
			sprintf(
				/* translators: %s: a language's name. */
				__( '%s removed. Its texts go when you save.', 'userfeedback' ),
				languageName( locale )
			),
			'success'
		);
	};

	return (
		<SettingsCard
			title={ __( 'Languages', 'userfeedback' ) }
			name="languages"
		>
			<p>
				<label htmlFor={ `${ id }-own` }>
					{ __( 'The survey’s language', 'userfeedback' ) }
				</label>{ ' ' }
				<select
					id={ `${ id }-own` }
					value={ survey.language }
					onChange={ ( event ) => {
						const language = event.target.value;
						update( ( s ) => ( { ...s, language } ) );
					} }
				>
					<option value="">
						{ sprintf(
							/* translators: %s: a language's name. */
							__( 'The site’s language (%s)', 'userfeedback' ),
							languageName( siteLanguage() )
						) }
					</option>
					{ [
						// Its own language stays offered even when this site has not installed it.
						...new Set( [
							...installedLanguages(),
							...( survey.language ? [ survey.language ] : [] ),
						] ),
					]
						.filter( ( locale ) => ! added.includes( locale ) )
						.map( ( locale ) => (
							<option key={ locale } value={ locale }>
								{ languageName( locale ) }
							</option>
						) ) }
				</select>
			</p>
			<h3>
				{ __( 'Translations', 'userfeedback' ) }
				{ ! allowed && <ProBadge /> }
			</h3>
			<p className="description">
				{ __(
					'Visitors read the survey in their page’s language when it has it; a text not translated shows in the survey’s own language.',
					'userfeedback'
				) }
			</p>
			{ added.length === 0 ? (
				<p>{ __( 'No translations yet.', 'userfeedback' ) }</p>
			) : (
				<ul className="uf-languages__list">
					{ added.map( ( locale ) => {
						const counted = progress(
							texts,
							survey.translations[ locale ]
						);
						return (
							<li key={ locale }>
								<strong>{ languageName( locale ) }</strong>
								<code>{ locale }</code>
								<span>
									{ sprintf(
										/* translators: 1: translated texts, 2: all texts. */
										__(
											'%1$d of %2$d texts translated',
											'userfeedback'
										),
										counted.done,
										counted.total
									) }
								</span>
								<Link
									to={ `${ questionsStep }?lang=${ locale }` }
								>
									{ __( 'Translate', 'userfeedback' ) }
								</Link>
								<button
									type="button"
									className="button-link button-link-delete"
									onClick={ () => remove( locale ) }
								>
									{ sprintf(
										/* translators: %s: a language's name. */
										__( 'Remove %s', 'userfeedback' ),
										languageName( locale )
									) }
								</button>
								<XliffActions locale={ locale } />
							</li>
						);
					} ) }
				</ul>
			) }
			<div className="uf-languages__add">
				<p>
					<label htmlFor={ `${ id }-add` }>
						{ __( 'Add a language', 'userfeedback' ) }
					</label>
					<br />
					<select
						id={ `${ id }-add` }
						value={ choice }
						aria-describedby={ error ? `${ id }-error` : undefined }
						onChange={ ( event ) => {
							setChoice( event.target.value );
							setError( '' );
						} }
					>
						<option value="">
							{ __( 'Choose a language', 'userfeedback' ) }
						</option>
						{ offered.map( ( locale ) => (
							<option key={ locale } value={ locale }>
								{ languageName( locale ) }
							</option>
						) ) }
						<option value={ OTHER }>
							{ __(
								'Another language (by its code)',
								'userfeedback'
							) }
						</option>
					</select>
				</p>
				{ choice === OTHER && (
					<p>
						<label htmlFor={ `${ id }-code` }>
							{ __( 'Language code', 'userfeedback' ) }
						</label>
						<br />
						<input
							id={ `${ id }-code` }
							type="text"
							value={ code }
							placeholder="fr_FR"
							aria-describedby={
								error ? `${ id }-error` : undefined
							}
							onChange={ ( event ) => {
								setCode( event.target.value );
								setError( '' );
							} }
						/>
					</p>
				) }
				<p>
					<button
						type="button"
						className="button"
						aria-disabled={ ! allowed || undefined }
						onClick={ add }
					>
						{ __( 'Add language', 'userfeedback' ) }
					</button>
				</p>
			</div>
			{ error && (
				<FieldError
					id={ `${ id }-error` }
					className="uf-builder-settings__error"
				>
					{ error }
				</FieldError>
			) }
		</SettingsCard>
	);
}
