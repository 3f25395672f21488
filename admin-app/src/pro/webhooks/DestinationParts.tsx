/**
 * The pieces the Settings → Integrations lists of delivery destinations share (webhooks, Slack):
 * the loading and error states, a row's actions, and its last delivery. Each list keeps what is
 * its own (columns, the form, what a test's answer means).
 */
import { useState, type ReactNode } from 'react';
import { __ } from '@wordpress/i18n';

import { ErrorNotice } from '../../components/Notice';
import { useToasts } from '../../components/Toast';
import type { ApiError } from '../../data/api';
import { codeLabel, outcomeLabel } from './labels';

/**
 * A list's mutation, as the row actions call it (a method, so each list's own variables and
 * answer fit).
 */
interface Mutator< TVars, TData > {
	mutate: (
		vars: TVars,
		options: {
			onSuccess: ( data: TData ) => void;
			onError: ( error: ApiError ) => void;
		}
	) => void;
}

/** What a list says after each row action. */
export interface RowTexts {
	turnedOn: string;
	turnedOff: string;
	deleted: string;
	tested: string;
}

/**
 * A row's actions over the list's mutations, each with its toast: turn off or on, delete after a
 * confirmation, send a test (its answer kept to show under the row), and which row's log is open.
 *
 * @param root0        The list's mutations and words.
 * @param root0.update Changes a destination (here: active).
 * @param root0.remove Deletes one.
 * @param root0.test   Sends one a test.
 * @param root0.texts  What each action says when it worked.
 */
export function useRowActions< TTest extends { outcome: string } >( {
	update,
	remove,
	test,
	texts,
}: {
	update: Mutator<
		{ id: number; changes: { active: boolean } },
		{ active: boolean }
	>;
	remove: Mutator< number, unknown >;
	test: Mutator< number, TTest >;
	texts: RowTexts;
} ) {
	const toasts = useToasts();
	const [ openLog, setOpenLog ] = useState< number | null >( null );
	const [ tested, setTested ] = useState< {
		id: number;
		result: TTest;
	} | null >( null );

	const failed = ( error: ApiError ) =>
		toasts.show( error.message, 'error', {
			title: __( 'Something went wrong.', 'userfeedback' ),
		} );

	return {
		openLog,
		tested,
		failed,
		toggleLog: ( id: number ) => setOpenLog( openLog === id ? null : id ),
		toggleActive: ( id: number, active: boolean ) =>
			update.mutate(
				{ id, changes: { active: ! active } },
				{
					onSuccess: ( changed ) =>
						toasts.show(
							changed.active ? texts.turnedOn : texts.turnedOff,
							'success'
						),
					onError: failed,
				}
			),
		del: ( id: number, confirmation: string ) => {
			// eslint-disable-next-line no-alert -- a destructive action's plain confirmation.
			if ( ! window.confirm( confirmation ) ) {
				return;
			}
			remove.mutate( id, {
				onSuccess: () => {
					if ( openLog === id ) {
						setOpenLog( null );
					}
					toasts.show( texts.deleted, 'success' );
				},
				onError: failed,
			} );
		},
		sendTest: ( id: number ) => {
			setTested( null );
			test.mutate( id, {
				onSuccess: ( result ) => {
					setTested( { id, result } );
					toasts.show(
						result.outcome === 'delivered'
							? texts.tested
							: __( 'Test failed.', 'userfeedback' ),
						result.outcome === 'delivered' ? 'success' : 'error'
					);
				},
				onError: failed,
			} );
		},
	};
}

/**
 * The list's loading line or its error with a retry; null once it has loaded.
 *
 * @param root0                 Props.
 * @param root0.query           The list's query state.
 * @param root0.query.isPending Whether it is loading.
 * @param root0.query.error     Its error, if it failed.
 * @param root0.query.refetch   Loads it again.
 * @param root0.loading         The loading line.
 * @param root0.failed          The error's title.
 */
export function ListState( {
	query,
	loading,
	failed,
}: {
	query: {
		isPending: boolean;
		error: Error | null;
		refetch: () => unknown;
	};
	loading: string;
	failed: string;
} ) {
	if ( query.isPending ) {
		return (
			<p role="status">
				<span className="spinner is-active" aria-hidden="true" />
				{ loading }
			</p>
		);
	}
	if ( ! query.error ) {
		return null;
	}
	return (
		<>
			<ErrorNotice error={ query.error } title={ failed } />
			<p>
				<button
					type="button"
					className="button"
					onClick={ () => void query.refetch() }
				>
					{ __( 'Retry', 'userfeedback' ) }
				</button>
			</p>
		</>
	);
}

/**
 * A destination's newest delivery, e.g. "Delivered · HTTP 200", or "None yet".
 *
 * @param last The newest attempt, or null.
 */
export function lastDeliveryLabel(
	last: {
		outcome: Parameters< typeof outcomeLabel >[ 0 ];
		response_code: number;
	} | null
): string {
	return last
		? `${ outcomeLabel( last.outcome ) } · ${ codeLabel( last.response_code ) }`
		: __( 'None yet', 'userfeedback' );
}

/**
 * A row's actions: Edit, Send test, Deliveries, Turn off / on, any of the list's own, Delete.
 *
 * @param root0                Props.
 * @param root0.className      The actions' class.
 * @param root0.active         Whether the destination is on.
 * @param root0.testing        Whether its test is being sent.
 * @param root0.testBusy       Whether any test is being sent (one at a time).
 * @param root0.logOpen        Whether its log is shown.
 * @param root0.editLabel      The Edit button's accessible name, when "Edit" is not enough.
 * @param root0.onEdit         Edit.
 * @param root0.onTest         Send test.
 * @param root0.onToggleLog    Show or hide the log.
 * @param root0.onToggleActive Turn off or on.
 * @param root0.onDelete       Delete.
 * @param root0.children       The list's own actions, before Delete.
 */
export function RowActions( {
	className,
	active,
	testing,
	testBusy,
	logOpen,
	editLabel,
	onEdit,
	onTest,
	onToggleLog,
	onToggleActive,
	onDelete,
	children,
}: {
	className: string;
	active: boolean;
	testing: boolean;
	testBusy: boolean;
	logOpen: boolean;
	editLabel?: string;
	onEdit: () => void;
	onTest: () => void;
	onToggleLog: () => void;
	onToggleActive: () => void;
	onDelete: () => void;
	children?: ReactNode;
} ) {
	return (
		<div className={ className }>
			<button
				type="button"
				className="button-link"
				aria-label={ editLabel }
				onClick={ onEdit }
			>
				{ __( 'Edit', 'userfeedback' ) }
			</button>
			<button
				type="button"
				className="button-link"
				disabled={ testBusy }
				onClick={ onTest }
			>
				{ testing
					? __( 'Sending test…', 'userfeedback' )
					: __( 'Send test', 'userfeedback' ) }
			</button>
			<button
				type="button"
				className="button-link"
				aria-expanded={ logOpen }
				onClick={ onToggleLog }
			>
				{ __( 'Deliveries', 'userfeedback' ) }
			</button>
			<button
				type="button"
				className="button-link"
				onClick={ onToggleActive }
			>
				{ active
					? __( 'Turn off', 'userfeedback' )
					: __( 'Turn on', 'userfeedback' ) }
			</button>
			{ children }
			<button
				type="button"
				className="button-link button-link-delete"
				onClick={ onDelete }
			>
				{ __( 'Delete', 'userfeedback' ) }
			</button>
		</div>
	);
}
