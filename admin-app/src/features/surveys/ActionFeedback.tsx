/**
 * The outcome of a survey action above the list: what changed, the surveys `publish` skipped
 * (with the server's reason) and failures, titled as the spec's default error toast.
 */
import { __ } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../components/Notice';

export interface SkippedSurveyNote {
	id: number;
	title: string;
	message: string;
}

export type Feedback =
	| { kind: 'done'; message: string; skipped: SkippedSurveyNote[] }
	| { kind: 'error'; error: unknown };

interface ActionFeedbackProps {
	feedback: Feedback;
}

export function ActionFeedback( { feedback }: ActionFeedbackProps ) {
	if ( feedback.kind === 'error' ) {
		return (
			<ErrorNotice
				error={ feedback.error }
				title={ __( 'Could Not Save Changes', 'userfeedback' ) }
			/>
		);
	}
	return (
		<>
			<Notice status="success">
				<p>{ feedback.message }</p>
			</Notice>
			{ feedback.skipped.length > 0 && (
				<Notice status="warning">
					<p>
						<strong>
							{ __(
								'Some surveys were not published:',
								'userfeedback'
							) }
						</strong>
					</p>
					<ul className="uf-surveys__skipped">
						{ feedback.skipped.map( ( entry ) => (
							<li key={ entry.id }>
								<strong>{ entry.title }</strong>
								{ ': ' }
								{ entry.message }
							</li>
						) ) }
					</ul>
				</Notice>
			) }
		</>
	);
}
