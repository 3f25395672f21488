/**
 * Settings → Integrations → Slack (Pro with a pro or elite licence), loaded from its own chunk by
 * features/settings/integrations/SlackSection: the site's Slack destinations with their last
 * delivery, and for each: Edit, Send test (Slack's own answer shown at once), Deliveries (the
 * log), Turn off / on and Delete. Every action says what happened (toasts, announced).
 */
import { Fragment, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { Notice } from '../../components/Notice';
import { useToasts } from '../../components/Toast';
import { DeliveriesLog } from '../webhooks/DeliveriesLog';
import {
	lastDeliveryLabel,
	ListState,
	RowActions,
	useRowActions,
} from '../webhooks/DestinationParts';
import { codeLabel } from '../webhooks/labels';
import { SlackForm } from './SlackForm';
import {
	SLACK_DELIVERIES,
	useCreateSlackDestination,
	useDeleteSlackDestination,
	useSlackDestinations,
	useTestSlackDestination,
	useUpdateSlackDestination,
	type SlackDestination,
	type SlackFields,
	type SlackTestResult,
} from './use-slack';

type Editing =
	{ mode: 'add' } | { mode: 'edit'; destination: SlackDestination } | null;

/**
 * What Slack answered a test: its status and its own words ("ok", "invalid_token",
 * "channel_is_archived"…), or why nothing reached it.
 *
 * @param root0        Props.
 * @param root0.result The test's outcome.
 */
function TestResult( { result }: { result: SlackTestResult } ) {
	const answer = result.response_excerpt.trim();
	if ( result.outcome === 'delivered' ) {
		return (
			<Notice status="success">
				<p>
					{ sprintf(
						/* translators: 1: e.g. HTTP 200, 2: milliseconds. */
						__(
							'Test message posted: Slack answered %1$s in %2$d ms.',
							'userfeedback'
						),
						codeLabel( result.response_code ),
						result.duration_ms
					) }
				</p>
				{ answer && (
					<p>
						<code>{ answer }</code>
					</p>
				) }
			</Notice>
		);
	}
	return (
		<Notice status="error">
			<p>
				{ sprintf(
					/* translators: %s: what went wrong. */
					__( 'Test failed: %s', 'userfeedback' ),
					result.error ?? codeLabel( result.response_code )
				) }
			</p>
			{ answer && (
				<p>
					{ __( 'Slack answered:', 'userfeedback' ) }{ ' ' }
					<code>{ answer }</code>
				</p>
			) }
		</Notice>
	);
}

export function SlackPanel() {
	const destinations = useSlackDestinations();
	const create = useCreateSlackDestination();
	const update = useUpdateSlackDestination();
	const remove = useDeleteSlackDestination();
	const test = useTestSlackDestination();
	const toasts = useToasts();
	const [ editing, setEditing ] = useState< Editing >( null );
	const rows = useRowActions( {
		update,
		remove,
		test,
		texts: {
			turnedOn: __( 'Slack destination turned on.', 'userfeedback' ),
			turnedOff: __( 'Slack destination turned off.', 'userfeedback' ),
			deleted: __( 'Slack destination deleted.', 'userfeedback' ),
			tested: __( 'Test message posted.', 'userfeedback' ),
		},
	} );
	const { openLog, tested } = rows;
	const saveError = editing?.mode === 'add' ? create.error : update.error;

	const save = ( fields: SlackFields ) => {
		if ( editing?.mode === 'edit' ) {
			update.mutate(
				{ id: editing.destination.id, changes: fields },
				{
					onSuccess: () => {
						setEditing( null );
						toasts.show(
							__( 'Slack destination saved.', 'userfeedback' ),
							'success'
						);
					},
				}
			);
			return;
		}
		create.mutate(
			{ name: fields.name ?? '', url: fields.url ?? '' },
			{
				onSuccess: () => {
					setEditing( null );
					toasts.show(
						__(
							'Slack destination added. Choose it in a survey’s Notifications step.',
							'userfeedback'
						),
						'success'
					);
				},
			}
		);
	};

	const del = ( destination: SlackDestination ) =>
		rows.del(
			destination.id,
			sprintf(
				/* translators: %s: the destination's name. */
				__(
					'Delete the Slack destination “%s”? Its delivery log goes too, messages not yet sent are dropped, and surveys that chose it stop posting there.',
					'userfeedback'
				),
				destination.name
			)
		);

	if ( destinations.isPending || destinations.isError ) {
		return (
			<ListState
				query={ destinations }
				loading={ __( 'Loading Slack destinations…', 'userfeedback' ) }
				failed={ __(
					'The Slack destinations could not be loaded.',
					'userfeedback'
				) }
			/>
		);
	}

	const list = destinations.data;
	return (
		<div className="uf-slack__panel">
			{ list.length === 0 && ! editing && (
				<p>{ __( 'No Slack destinations yet.', 'userfeedback' ) }</p>
			) }
			{ list.length > 0 && (
				<table className="widefat striped uf-slack__table">
					<caption className="screen-reader-text">
						{ __( 'Slack destinations', 'userfeedback' ) }
					</caption>
					<thead>
						<tr>
							<th scope="col">
								{ __( 'Destination', 'userfeedback' ) }
							</th>
							<th scope="col">
								{ __( 'Webhook URL', 'userfeedback' ) }
							</th>
							<th scope="col">
								{ __( 'Last delivery', 'userfeedback' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ list.map( ( destination ) => (
							<Fragment key={ destination.id }>
								<tr
									className={
										destination.active ? '' : 'is-off'
									}
								>
									<td>
										<strong className="uf-slack__name">
											{ destination.name }
										</strong>
										{ ! destination.active && (
											<span className="uf-slack__off">
												{ __( 'Off', 'userfeedback' ) }
											</span>
										) }
										<RowActions
											className="uf-slack__actions"
											active={ destination.active }
											testing={
												test.isPending &&
												test.variables ===
													destination.id
											}
											testBusy={ test.isPending }
											logOpen={
												openLog === destination.id
											}
											editLabel={ sprintf(
												/* translators: %s: destination name. */
												__( 'Edit %s', 'userfeedback' ),
												destination.name
											) }
											onEdit={ () =>
												setEditing( {
													mode: 'edit',
													destination,
												} )
											}
											onTest={ () =>
												rows.sendTest( destination.id )
											}
											onToggleLog={ () =>
												rows.toggleLog( destination.id )
											}
											onToggleActive={ () =>
												rows.toggleActive(
													destination.id,
													destination.active
												)
											}
											onDelete={ () =>
												del( destination )
											}
										/>
									</td>
									<td>
										<code>{ destination.url_hint }</code>
									</td>
									<td>
										{ lastDeliveryLabel(
											destination.last_delivery
										) }
										{ destination.failures > 0 && (
											<p className="uf-slack__failures">
												{ sprintf(
													/* translators: %d: failed deliveries in a row. */
													_n(
														'%d failed delivery in a row',
														'%d failed deliveries in a row',
														destination.failures,
														'userfeedback'
													),
													destination.failures
												) }
											</p>
										) }
									</td>
								</tr>
								{ ( tested?.id === destination.id ||
									openLog === destination.id ) && (
									<tr className="uf-slack__more">
										<td colSpan={ 3 }>
											{ tested?.id === destination.id && (
												<TestResult
													result={ tested.result }
												/>
											) }
											{ openLog === destination.id && (
												<DeliveriesLog
													webhookId={ destination.id }
													source={ SLACK_DELIVERIES }
												/>
											) }
										</td>
									</tr>
								) }
							</Fragment>
						) ) }
					</tbody>
				</table>
			) }
			{ editing ? (
				<SlackForm
					key={
						editing.mode === 'edit' ? editing.destination.id : 'new'
					}
					destination={
						editing.mode === 'edit'
							? editing.destination
							: undefined
					}
					saving={ create.isPending || update.isPending }
					error={ saveError }
					onSave={ save }
					onCancel={ () => {
						create.reset();
						update.reset();
						setEditing( null );
					} }
				/>
			) : (
				<p>
					<button
						type="button"
						className="button button-primary"
						onClick={ () => {
							create.reset();
							setEditing( { mode: 'add' } );
						} }
					>
						{ __( 'Add Slack Destination', 'userfeedback' ) }
					</button>
				</p>
			) }
		</div>
	);
}
