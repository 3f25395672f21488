/**
 * The results screens' loading and error states: a spinner announced politely, and the server's
 * message with a Retry button.
 */
import { __ } from '@wordpress/i18n';

import { ErrorNotice } from '../../components/Notice';

interface LoadingProps {
	/** What is loading, e.g. "Loading results…". */
	label?: string;
}

export function Loading( { label }: LoadingProps ) {
	return (
		<div className="uf-results-loading" role="status">
			<span className="spinner is-active" aria-hidden="true" />
			{ label ?? __( 'Loading…', 'userfeedback' ) }
		</div>
	);
}

interface LoadErrorProps {
	error: unknown;
	title: string;
	onRetry: () => void;
	/** Disables Retry while the retry runs. */
	isRetrying?: boolean;
}

export function LoadError( {
	error,
	title,
	onRetry,
	isRetrying = false,
}: LoadErrorProps ) {
	return (
		<div className="uf-results-error">
			<ErrorNotice error={ error } title={ title } />
			<p>
				<button
					type="button"
					className="button"
					onClick={ onRetry }
					disabled={ isRetrying }
				>
					{ __( 'Retry', 'userfeedback' ) }
				</button>
			</p>
		</div>
	);
}
