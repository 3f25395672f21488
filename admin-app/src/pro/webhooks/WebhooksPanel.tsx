/**
 * Settings → Integrations → Webhooks (Pro with a pro or elite licence), loaded from its
 * own chunk by features/settings/integrations/WebhooksSection: the site's endpoints with their
 * last delivery, and for each: Edit, Send test (its result shown at once), Deliveries (the log),
 * Turn off / on, New secret and Delete. A new endpoint's secret, and a replaced one, is shown once.
 * Every action says what happened (toasts, announced).
 */
import { Fragment, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { Notice } from '../../components/Notice';
import { useToasts } from '../../components/Toast';
import { DeliveriesLog } from './DeliveriesLog';
import {
	lastDeliveryLabel,
	ListState,
	RowActions,
	useRowActions,
} from './DestinationParts';
import { codeLabel, eventLabel } from './labels';
import { SecretNotice } from './SecretNotice';
import {
	useCreateWebhook,
	useDeleteWebhook,
	useTestWebhook,
	useUpdateWebhook,
	useWebhooks,
	type Webhook,
	type WebhookFields,
	type WebhookTestResult,
} from './use-webhooks';
import { WebhookForm } from './WebhookForm';

type Editing = { mode: 'add' } | { mode: 'edit'; webhook: Webhook } | null;

function TestResult( { result }: { result: WebhookTestResult } ) {
	if ( result.outcome === 'delivered' ) {
		return (
			<Notice status="success">
				<p>
					{ sprintf(
						/* translators: 1: e.g. HTTP 200, 2: milliseconds. */
						__(
							'Test delivered: %1$s in %2$d ms.',
							'userfeedback'
						),
						codeLabel( result.response_code ),
						result.duration_ms
					) }
				</p>
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
			{ result.response_excerpt && (
				<p>
					<code>{ result.response_excerpt }</code>
				</p>
			) }
		</Notice>
	);
}

function surveysLabel( webhook: Webhook ): string {
	const count = webhook.survey_ids.length;
	return count === 0
		? __( 'All surveys', 'userfeedback' )
		: sprintf(
				/* translators: %d: number of surveys. */
				_n( '%d survey', '%d surveys', count, 'userfeedback' ),
				count
			);
}

export function WebhooksPanel() {
	const webhooks = useWebhooks();
	const create = useCreateWebhook();
	const update = useUpdateWebhook();
	const remove = useDeleteWebhook();
	const test = useTestWebhook();
	const toasts = useToasts();
	const [ editing, setEditing ] = useState< Editing >( null );
	const [ secret, setSecret ] = useState< string | null >( null );
	const rows = useRowActions( {
		update,
		remove,
		test,
		texts: {
			turnedOn: __( 'Webhook turned on.', 'userfeedback' ),
			turnedOff: __( 'Webhook turned off.', 'userfeedback' ),
			deleted: __( 'Webhook deleted.', 'userfeedback' ),
			tested: __( 'Test delivered.', 'userfeedback' ),
		},
	} );
	const { openLog, tested, failed } = rows;
	const saveError = editing?.mode === 'add' ? create.error : update.error;

	const save = ( fields: WebhookFields ) => {
		if ( editing?.mode === 'edit' ) {
			update.mutate(
				{ id: editing.webhook.id, changes: fields },
				{
					onSuccess: () => {
						setEditing( null );
						toasts.show(
							__( 'Webhook saved.', 'userfeedback' ),
							'success'
						);
					},
				}
			);
			return;
		}
		create.mutate( fields, {
			onSuccess: ( created ) => {
				setEditing( null );
				setSecret( created.secret ?? null );
				toasts.show(
					__( 'Webhook added.', 'userfeedback' ),
					'success'
				);
			},
		} );
	};

	const rotate = ( webhook: Webhook ) => {
		if (
			// eslint-disable-next-line no-alert -- a destructive action's plain confirmation.
			! window.confirm(
				__(
					'Replace the signing secret? Deliveries are signed with the new one at once, so the receiving service must be given it too.',
					'userfeedback'
				)
			)
		) {
			return;
		}
		update.mutate(
			{ id: webhook.id, changes: { rotate_secret: true } },
			{
				onSuccess: ( changed ) => {
					setSecret( changed.secret ?? null );
					toasts.show(
						__( 'New secret made.', 'userfeedback' ),
						'success'
					);
				},
				onError: failed,
			}
		);
	};

	const del = ( webhook: Webhook ) =>
		rows.del(
			webhook.id,
			sprintf(
				/* translators: %s: the webhook's URL. */
				__(
					'Delete the webhook to %s? Its delivery log goes too, and deliveries not yet sent are dropped.',
					'userfeedback'
				),
				webhook.url
			)
		);

	if ( webhooks.isPending || webhooks.isError ) {
		return (
			<ListState
				query={ webhooks }
				loading={ __( 'Loading webhooks…', 'userfeedback' ) }
				failed={ __(
					'The webhooks could not be loaded.',
					'userfeedback'
				) }
			/>
		);
	}

	const list = webhooks.data;
	return (
		<div className="uf-webhooks__panel">
			{ secret && (
				<SecretNotice
					secret={ secret }
					onDone={ () => setSecret( null ) }
				/>
			) }
			{ list.length === 0 && ! editing && (
				<p>{ __( 'No webhooks yet.', 'userfeedback' ) }</p>
			) }
			{ list.length > 0 && (
				<table className="widefat striped uf-webhooks__table">
					<caption className="screen-reader-text">
						{ __( 'Webhooks', 'userfeedback' ) }
					</caption>
					<thead>
						<tr>
							<th scope="col">
								{ __( 'Endpoint', 'userfeedback' ) }
							</th>
							<th scope="col">
								{ __( 'Events', 'userfeedback' ) }
							</th>
							<th scope="col">
								{ __( 'Surveys', 'userfeedback' ) }
							</th>
							<th scope="col">
								{ __( 'Last delivery', 'userfeedback' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ list.map( ( webhook ) => (
							<Fragment key={ webhook.id }>
								<tr
									className={ webhook.active ? '' : 'is-off' }
								>
									<td>
										<code className="uf-webhooks__url">
											{ webhook.url }
										</code>
										{ ! webhook.active && (
											<span className="uf-webhooks__off">
												{ __( 'Off', 'userfeedback' ) }
											</span>
										) }
										{ webhook.source === 'rest_hook' && (
											<span className="uf-webhooks__source">
												{ __(
													'Added by an automation platform (Zapier, Make, n8n…): it goes away when its Zap or scenario is turned off.',
													'userfeedback'
												) }
											</span>
										) }
										<RowActions
											className="uf-webhooks__actions"
											active={ webhook.active }
											testing={
												test.isPending &&
												test.variables === webhook.id
											}
											testBusy={ test.isPending }
											logOpen={ openLog === webhook.id }
											onEdit={ () =>
												setEditing( {
													mode: 'edit',
													webhook,
												} )
											}
											onTest={ () =>
												rows.sendTest( webhook.id )
											}
											onToggleLog={ () =>
												rows.toggleLog( webhook.id )
											}
											onToggleActive={ () =>
												rows.toggleActive(
													webhook.id,
													webhook.active
												)
											}
											onDelete={ () => del( webhook ) }
										>
											<button
												type="button"
												className="button-link"
												onClick={ () =>
													rotate( webhook )
												}
											>
												{ __(
													'New secret',
													'userfeedback'
												) }
											</button>
										</RowActions>
									</td>
									<td>
										{ webhook.events
											.map( eventLabel )
											.join( ', ' ) }
									</td>
									<td>{ surveysLabel( webhook ) }</td>
									<td>
										{ lastDeliveryLabel(
											webhook.last_delivery
										) }
									</td>
								</tr>
								{ ( tested?.id === webhook.id ||
									openLog === webhook.id ) && (
									<tr className="uf-webhooks__more">
										<td colSpan={ 4 }>
											{ tested?.id === webhook.id && (
												<TestResult
													result={ tested.result }
												/>
											) }
											{ openLog === webhook.id && (
												<DeliveriesLog
													webhookId={ webhook.id }
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
				<WebhookForm
					key={ editing.mode === 'edit' ? editing.webhook.id : 'new' }
					webhook={
						editing.mode === 'edit' ? editing.webhook : undefined
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
						{ __( 'Add Webhook', 'userfeedback' ) }
					</button>
				</p>
			) }
		</div>
	);
}
