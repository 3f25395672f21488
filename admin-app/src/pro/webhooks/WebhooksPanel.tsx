/**
 * Settings → Integrations → Webhooks (Pro with a pro or elite licence), loaded from its
 * own chunk by features/settings/integrations/WebhooksSection: the site's endpoints with their
 * last delivery, and for each: Edit, Send test (its result shown at once), Deliveries (the log),
 * Turn off / on, New secret and Delete. A new endpoint's secret, and a replaced one, is shown once.
 * Every action says what happened (toasts, announced).
 */
import { Fragment, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { ErrorNotice, Notice } from '../../components/Notice';
import { useToasts } from '../../components/Toast';
import { ApiError } from '../../data/api';
import { DeliveriesLog } from './DeliveriesLog';
import { codeLabel, eventLabel, outcomeLabel } from './labels';
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
	const [ openLog, setOpenLog ] = useState< number | null >( null );
	const [ tested, setTested ] = useState< {
		id: number;
		result: WebhookTestResult;
	} | null >( null );
	const saveError = editing?.mode === 'add' ? create.error : update.error;

	const failed = ( error: ApiError ) =>
		toasts.show( error.message, 'error', {
			title: __( 'Something went wrong.', 'userfeedback' ),
		} );

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

	const toggleActive = ( webhook: Webhook ) =>
		update.mutate(
			{ id: webhook.id, changes: { active: ! webhook.active } },
			{
				onSuccess: ( changed ) =>
					toasts.show(
						changed.active
							? __( 'Webhook turned on.', 'userfeedback' )
							: __( 'Webhook turned off.', 'userfeedback' ),
						'success'
					),
				onError: failed,
			}
		);

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

	const del = ( webhook: Webhook ) => {
		if (
			// eslint-disable-next-line no-alert -- a destructive action's plain confirmation.
			! window.confirm(
				sprintf(
					/* translators: %s: the webhook's URL. */
					__(
						'Delete the webhook to %s? Its delivery log goes too, and deliveries not yet sent are dropped.',
						'userfeedback'
					),
					webhook.url
				)
			)
		) {
			return;
		}
		remove.mutate( webhook.id, {
			onSuccess: () => {
				if ( openLog === webhook.id ) {
					setOpenLog( null );
				}
				toasts.show(
					__( 'Webhook deleted.', 'userfeedback' ),
					'success'
				);
			},
			onError: failed,
		} );
	};

	const sendTest = ( webhook: Webhook ) => {
		setTested( null );
		test.mutate( webhook.id, {
			onSuccess: ( result ) => {
				setTested( { id: webhook.id, result } );
				toasts.show(
					result.outcome === 'delivered'
						? __( 'Test delivered.', 'userfeedback' )
						: __( 'Test failed.', 'userfeedback' ),
					result.outcome === 'delivered' ? 'success' : 'error'
				);
			},
			onError: failed,
		} );
	};

	if ( webhooks.isPending ) {
		return (
			<p role="status">
				<span className="spinner is-active" aria-hidden="true" />
				{ __( 'Loading webhooks…', 'userfeedback' ) }
			</p>
		);
	}
	if ( webhooks.isError ) {
		return (
			<>
				<ErrorNotice
					error={ webhooks.error }
					title={ __(
						'The webhooks could not be loaded.',
						'userfeedback'
					) }
				/>
				<p>
					<button
						type="button"
						className="button"
						onClick={ () => void webhooks.refetch() }
					>
						{ __( 'Retry', 'userfeedback' ) }
					</button>
				</p>
			</>
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
										<div className="uf-webhooks__actions">
											<button
												type="button"
												className="button-link"
												onClick={ () =>
													setEditing( {
														mode: 'edit',
														webhook,
													} )
												}
											>
												{ __( 'Edit', 'userfeedback' ) }
											</button>
											<button
												type="button"
												className="button-link"
												disabled={ test.isPending }
												onClick={ () =>
													sendTest( webhook )
												}
											>
												{ test.isPending &&
												test.variables === webhook.id
													? __(
															'Sending test…',
															'userfeedback'
														)
													: __(
															'Send test',
															'userfeedback'
														) }
											</button>
											<button
												type="button"
												className="button-link"
												aria-expanded={
													openLog === webhook.id
												}
												onClick={ () =>
													setOpenLog(
														openLog === webhook.id
															? null
															: webhook.id
													)
												}
											>
												{ __(
													'Deliveries',
													'userfeedback'
												) }
											</button>
											<button
												type="button"
												className="button-link"
												onClick={ () =>
													toggleActive( webhook )
												}
											>
												{ webhook.active
													? __(
															'Turn off',
															'userfeedback'
														)
													: __(
															'Turn on',
															'userfeedback'
														) }
											</button>
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
											<button
												type="button"
												className="button-link button-link-delete"
												onClick={ () => del( webhook ) }
											>
												{ __(
													'Delete',
													'userfeedback'
												) }
											</button>
										</div>
									</td>
									<td>
										{ webhook.events
											.map( eventLabel )
											.join( ', ' ) }
									</td>
									<td>{ surveysLabel( webhook ) }</td>
									<td>
										{ webhook.last_delivery
											? `${ outcomeLabel( webhook.last_delivery.outcome ) } · ${ codeLabel( webhook.last_delivery.response_code ) }`
											: __( 'None yet', 'userfeedback' ) }
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
