/**
 * The one "PRO" badge of the admin app: a lock (when the feature is locked on this site) and the
 * word PRO, in one style everywhere (builder options, Add Question, scheduling, templates).
 */
import { __ } from '@wordpress/i18n';

import './pro-badge.scss';

interface ProBadgeProps {
	/** Show the lock: the feature is locked on this site (default). */
	locked?: boolean;
	/**
	 * Hide it from assistive technology, where the control's description already says the
	 * feature is locked; otherwise "PRO" is part of the control's name.
	 */
	decorative?: boolean;
}

export function ProBadge( {
	locked = true,
	decorative = false,
}: ProBadgeProps ) {
	return (
		<span
			className={ `uf-pro-badge${ locked ? ' is-locked' : '' }` }
			aria-hidden={ decorative ? true : undefined }
		>
			{ locked && (
				<span className="dashicons dashicons-lock" aria-hidden="true" />
			) }
			{ __( 'PRO', 'userfeedback' ) }
		</span>
	);
}
