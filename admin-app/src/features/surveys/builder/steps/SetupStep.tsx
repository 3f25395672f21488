/**
 * The setup step, "Select a Template" (configuration.md §2.3, §4 "Builder flow", §5, §6): the
 * template catalogue. Choosing an available template applies it (the template key is set, the
 * questions are replaced, the title becomes the template's name unless it is 'blank'), marks the
 * setup step done and moves on to the questions step at the top of the page.
 *
 * Nothing is saved here: choosing a template is not an edit, so browsing templates leaves no
 * survey behind. The draft is first stored by the autosave after the first edit on a later step
 * (autosave.ts), or by Save or Next there.
 */
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { ErrorNotice } from '../../../../components/Notice';
import { useUpgradeModal } from '../../../../components/upgrade-modal';
import { getGlobals } from '../../../../data/globals';
import type { SurveyTemplate } from '../../../../data/survey-types';
import { useSurveyTemplates } from '../../../../data/use-survey';
import { useBuilder } from '../BuilderContext';
import { TemplateGrid } from '../setup/TemplateGrid';
import { applyTemplate } from '../survey';
import '../setup/setup.scss';

export function SetupStep() {
	const builder = useBuilder();
	const navigate = useNavigate();
	const upgrade = useUpgradeModal();
	const templates = useSurveyTemplates();
	const titleId = useId();
	const { survey, templateChosen, entitlements } = builder;

	const choose = ( template: SurveyTemplate ) => {
		builder.update( ( s ) => applyTemplate( s, template ) );
		builder.setTemplateChosen( true );
		navigate(
			survey.id === null
				? '/new/questions'
				: `/edit/${ survey.id }/questions`
		);
		window.scrollTo( 0, 0 );
	};

	// The modal names the template: "{template} is a PRO feature".
	const offerUpgrade = ( template: SurveyTemplate ) =>
		upgrade( template.name );

	return (
		<section className="uf-builder-setup" aria-labelledby={ titleId }>
			<h2 id={ titleId } className="uf-builder-setup__title">
				{ __( 'Select a Template', 'userfeedback' ) }
			</h2>
			<p className="uf-builder-setup__intro">
				{ __(
					'Start from a ready-made set of questions, or from a blank survey. You can change everything on the next steps.',
					'userfeedback'
				) }
			</p>

			{ templates.isPending && (
				<p
					className="uf-builder-setup__loading"
					role="status"
					aria-busy="true"
				>
					<span className="spinner is-active" />
					{ __( 'Loading templates…', 'userfeedback' ) }
				</p>
			) }

			{ templates.isError && (
				<>
					<ErrorNotice
						error={ templates.error }
						title={ __(
							'The templates could not be loaded.',
							'userfeedback'
						) }
					/>
					<button
						type="button"
						className="button"
						onClick={ () => void templates.refetch() }
					>
						{ __( 'Retry', 'userfeedback' ) }
					</button>
				</>
			) }

			{ templates.data && (
				<TemplateGrid
					templates={ templates.data }
					entitlements={ entitlements }
					adminUrl={ getGlobals().admin_url }
					chosenKey={
						templateChosen && survey.template
							? survey.template
							: null
					}
					onChoose={ choose }
					onUpgrade={ offerUpgrade }
				/>
			) }
		</section>
	);
}
