/**
 * The builder's Share card (Settings step, saved with the frame's Save): the survey's own page —
 * on or off, inside the theme or a minimal page — and, once that is saved, the link, QR code and
 * embed codes (ShareLinks). The link is the stored survey's (`share_url`), so what is shown is
 * what visitors can open; a change not saved yet says so. Not gated: sharing a link is what every
 * survey tool offers.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import type { Survey } from '../../../data/survey-types';
import { useBuilder } from '../builder/BuilderContext';
import { SettingsCard } from '../builder/settings/SettingsCard';
import { linkFieldNames, PersonalLinksSection } from './PersonalLinksSection';
import { ShareLinks } from './ShareLinks';

type PageSettings = Survey[ 'settings' ][ 'page' ];

export function ShareCard() {
	const { survey, stored, saving, update } = useBuilder();
	const disabled = saving;
	const onChange = ( next: PageSettings ) =>
		update( ( s ) => ( {
			...s,
			settings: { ...s.settings, page: next },
		} ) );
	const toggleId = useId();
	const page = survey.settings.page;
	const url = stored?.share_url ?? null;
	const unsaved =
		! stored ||
		stored.settings.page.enabled !== page.enabled ||
		stored.settings.page.layout !== page.layout;
	return (
		<SettingsCard title={ __( 'Share', 'userfeedback' ) } name="share">
			<p className="uf-builder-toggle">
				<input
					id={ toggleId }
					type="checkbox"
					checked={ page.enabled }
					disabled={ disabled }
					onChange={ ( event ) =>
						onChange( { ...page, enabled: event.target.checked } )
					}
				/>
				<label htmlFor={ toggleId }>
					{ __(
						'Give this survey a page of its own',
						'userfeedback'
					) }
				</label>
			</p>
			<p className="description">
				{ __(
					'A link to send by e-mail or post on social media. Search engines are asked not to list it.',
					'userfeedback'
				) }
			</p>
			{ page.enabled && (
				<fieldset className="uf-share__layout">
					<legend>{ __( 'Layout', 'userfeedback' ) }</legend>
					{ (
						[
							[
								'theme',
								__(
									'Inside your theme, with its header and footer',
									'userfeedback'
								),
							],
							[
								'standalone',
								__(
									'A minimal page: the survey alone',
									'userfeedback'
								),
							],
						] as const
					 ).map( ( [ layout, label ] ) => (
						<p key={ layout } className="uf-builder-radio">
							<input
								id={ `${ toggleId }-${ layout }` }
								type="radio"
								name={ `${ toggleId }-layout` }
								checked={ page.layout === layout }
								disabled={ disabled }
								onChange={ () =>
									onChange( { ...page, layout } )
								}
							/>
							<label htmlFor={ `${ toggleId }-${ layout }` }>
								{ label }
							</label>
						</p>
					) ) }
				</fieldset>
			) }
			{ page.enabled && unsaved && (
				<p className="description">
					{ __( 'Save the survey to get its link.', 'userfeedback' ) }
				</p>
			) }
			{ page.enabled && ! unsaved && url && stored?.id && (
				<>
					{ stored.status !== 'publish' && (
						<p className="description">
							{ __(
								'Visitors can answer at this link once the survey is published; until then they are told it is not available, and you see a preview.',
								'userfeedback'
							) }
						</p>
					) }
					<ShareLinks
						id={ stored.id }
						title={ stored.title }
						url={ url }
					/>
					<PersonalLinksSection
						surveyId={ stored.id }
						fieldNames={ linkFieldNames( stored ) }
					/>
				</>
			) }
		</SettingsCard>
	);
}
