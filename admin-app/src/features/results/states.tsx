/**
 * The results screens' loading and error states: a spinner announced politely, and the server's
 * message with a Retry button.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
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

interface QueryContentOptions {
	/** The error notice's title. */
	errorTitle: string;
	/** What is loading; the spinner's default label when left out. */
	loadingLabel?: string;
}

/**
 * A query's loading spinner, its error with Retry, or the content rendered from its data.
 *
 * @param query                The query.
 * @param options              The labels.
 * @param options.errorTitle   The error notice's title.
 * @param options.loadingLabel What is loading.
 * @param render               Renders the loaded data.
 */
export function queryContent< T, E >(
	query: UseQueryResult< T, E >,
	{ errorTitle, loadingLabel }: QueryContentOptions,
	render: ( data: T ) => ReactNode
): ReactNode {
	if ( query.isPending ) {
		return <Loading label={ loadingLabel } />;
	}
	if ( query.isError ) {
		return (
			<LoadError
				error={ query.error }
				title={ errorTitle }
				onRetry={ () => void query.refetch() }
				isRetrying={ query.isFetching }
			/>
		);
	}
	return render( query.data );
}
