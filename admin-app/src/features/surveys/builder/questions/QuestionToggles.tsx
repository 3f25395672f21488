/**
 * A question's toggles (configuration.md §5 "Question toggles"): Required; Randomize (checkbox and
 * multiple choice only); Comment Box (not for text, long text and e-mail). In Lite they look
 * disabled but stay focusable, and activating one opens the upgrade modal; on Pro without the
 * question-types add-on they are disabled with the add-on notice (§8).
 */
import { __ } from '@wordpress/i18n';

import { ProBadge } from '../../../../components/ProBadge';
import type { Question } from '../../../../data/survey-types';
import { settingApplies, type QuestionToggle } from '../questions';
import type { Gate } from '../shared/gates';
import { FEATURES, questionTypesAddonNotice } from './gates';

type Setting = QuestionToggle;

interface QuestionTogglesProps {
	question: Question;
	gate: Gate;
	idPrefix: string;
	onChange: ( settings: Question[ 'settings' ] ) => void;
	onUpgrade: ( feature: string ) => void;
}

function toggleLabel( setting: Setting ): string {
	switch ( setting ) {
		case 'required':
			return __( 'Required', 'userfeedback' );
		case 'randomize':
			return __( 'Randomize answers', 'userfeedback' );
		case 'comment_box':
			return __( 'Comment box', 'userfeedback' );
	}
}

function feature( setting: Setting ): string {
	switch ( setting ) {
		case 'required':
			return FEATURES.required();
		case 'randomize':
			return FEATURES.randomize();
		case 'comment_box':
			return FEATURES.commentBox();
	}
}

const SETTINGS: readonly Setting[] = [ 'required', 'randomize', 'comment_box' ];

export function QuestionToggles( {
	question,
	gate,
	idPrefix,
	onChange,
	onUpgrade,
}: QuestionTogglesProps ) {
	const shown = SETTINGS.filter( ( s ) =>
		settingApplies( question.type, s )
	);
	const noticeId = `${ idPrefix }-toggles-notice`;

	return (
		<fieldset className="uf-builder-toggles">
			<legend className="screen-reader-text">
				{ __( 'Question settings', 'userfeedback' ) }
			</legend>
			{ shown.map( ( setting ) => {
				const id = `${ idPrefix }-${ setting }`;
				if ( gate === 'upgrade' ) {
					return (
						<span
							key={ setting }
							className="uf-builder-toggles__item is-locked"
						>
							<input
								id={ id }
								type="checkbox"
								checked={ false }
								readOnly
								aria-disabled="true"
								onClick={ ( event ) => {
									event.preventDefault();
									onUpgrade( feature( setting ) );
								} }
							/>
							<label htmlFor={ id }>
								{ toggleLabel( setting ) } <ProBadge />
							</label>
						</span>
					);
				}
				return (
					<span key={ setting } className="uf-builder-toggles__item">
						<input
							id={ id }
							type="checkbox"
							checked={
								gate === 'ok' && question.settings[ setting ]
							}
							disabled={ gate !== 'ok' }
							aria-describedby={
								gate === 'notice' ? noticeId : undefined
							}
							onChange={ ( event ) =>
								onChange( {
									...question.settings,
									[ setting ]: event.target.checked,
								} )
							}
						/>
						<label htmlFor={ id }>{ toggleLabel( setting ) }</label>
					</span>
				);
			} ) }
			{ gate === 'notice' && (
				<p
					id={ noticeId }
					className="description uf-builder-toggles__notice"
				>
					{ questionTypesAddonNotice() }
				</p>
			) }
		</fieldset>
	);
}
