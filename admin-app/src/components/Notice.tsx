/**
 * A wp-admin style notice. Errors are announced (role="alert"); other statuses politely.
 */
import type { ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ApiError } from '../data/api';

export type NoticeStatus = 'error' | 'warning' | 'success' | 'info';

interface NoticeProps {
	status?: NoticeStatus;
	children: ReactNode;
}

export function Notice( { status = 'info', children }: NoticeProps ) {
	return (
		<div
			className={ `uf-notice uf-notice--${ status }` }
			role={ status === 'error' ? 'alert' : 'status' }
		>
			{ children }
		</div>
	);
}

interface ErrorNoticeProps {
	/** Usually an ApiError from the data layer; anything else is normalised first. */
	error: unknown;
	title?: string;
}

export function ErrorNotice( { error, title }: ErrorNoticeProps ) {
	const apiError = ApiError.from( error );
	return (
		<Notice status="error">
			<p className="uf-notice__title">
				<strong>
					{ title ?? __( 'Something went wrong.', 'userfeedback' ) }
				</strong>
			</p>
			<p className="uf-notice__message">{ apiError.message }</p>
			{ apiError.code !== 'unknown_error' && (
				<p className="uf-notice__code">
					{ apiError.status > 0
						? sprintf(
								/* translators: 1: error code, e.g. rest_forbidden. 2: HTTP status code. */
								__(
									'Error code: %1$s (HTTP %2$d)',
									'userfeedback'
								),
								apiError.code,
								apiError.status
							)
						: sprintf(
								/* translators: %s: error code, e.g. fetch_error. */
								__( 'Error code: %s', 'userfeedback' ),
								apiError.code
							) }
				</p>
			) }
		</Notice>
	);
}
