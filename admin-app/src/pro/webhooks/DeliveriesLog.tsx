/**
 * An endpoint's delivery log (the last 30 days, newest first, ten a page): when, what, how it went
 * and what the endpoint answered. A webhook's by default; a Slack destination's with its source.
 */
import { useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ErrorNotice } from '../../components/Notice';
import { getGlobals } from '../../data/globals';
import { formatDateTime } from '../../features/surveys/format-date';
import { codeLabel, eventLabel, outcomeLabel } from './labels';
import { useDeliveries, type DeliveriesSource } from './use-webhooks';

interface DeliveriesLogProps {
	webhookId: number;
	/** Whose log (a webhook's when absent). */
	source?: DeliveriesSource;
}

export function DeliveriesLog( { webhookId, source }: DeliveriesLogProps ) {
	const [ page, setPage ] = useState( 1 );
	const log = useDeliveries( webhookId, page, source );
	const { locale, timezone } = getGlobals();

	if ( log.isPending ) {
		return (
			<p role="status">
				<span className="spinner is-active" aria-hidden="true" />
				{ __( 'Loading deliveries…', 'userfeedback' ) }
			</p>
		);
	}
	if ( log.isError ) {
		return (
			<ErrorNotice
				error={ log.error }
				title={ __(
					'The deliveries could not be loaded.',
					'userfeedback'
				) }
			/>
		);
	}
	const { items, pagination } = log.data;
	if ( items.length === 0 ) {
		return <p>{ __( 'No deliveries yet.', 'userfeedback' ) }</p>;
	}
	return (
		<div className="uf-webhooks__log">
			<table className="widefat striped">
				<caption className="screen-reader-text">
					{ __( 'Deliveries, newest first', 'userfeedback' ) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'When', 'userfeedback' ) }</th>
						<th scope="col">{ __( 'Event', 'userfeedback' ) }</th>
						<th scope="col">{ __( 'Result', 'userfeedback' ) }</th>
						<th scope="col">{ __( 'Attempt', 'userfeedback' ) }</th>
						<th scope="col">{ __( 'Details', 'userfeedback' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ items.map( ( item ) => (
						<tr key={ item.id }>
							<td>
								{ item.created_at
									? formatDateTime(
											item.created_at,
											locale,
											timezone
										)
									: '' }
							</td>
							<td>{ eventLabel( item.event ) }</td>
							<td>
								<span
									className={ `uf-webhooks__outcome is-${ item.outcome }` }
								>
									{ outcomeLabel( item.outcome ) }
								</span>
								<br />
								{ codeLabel( item.response_code ) }
								{ item.duration_ms > 0 &&
									` · ${ sprintf(
										/* translators: %d: milliseconds. */
										__( '%d ms', 'userfeedback' ),
										item.duration_ms
									) }` }
							</td>
							<td>{ item.attempt }</td>
							<td className="uf-webhooks__details">
								{ item.error && <p>{ item.error }</p> }
								{ item.response_excerpt && (
									<code>{ item.response_excerpt }</code>
								) }
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
			{ pagination.pages > 1 && (
				<p className="uf-webhooks__pages">
					<button
						type="button"
						className="button"
						disabled={ page <= 1 }
						onClick={ () => setPage( page - 1 ) }
					>
						{ __( 'Newer', 'userfeedback' ) }
					</button>{ ' ' }
					{ sprintf(
						/* translators: 1: page number, 2: number of pages. */
						__( 'Page %1$d of %2$d', 'userfeedback' ),
						page,
						pagination.pages
					) }{ ' ' }
					<button
						type="button"
						className="button"
						disabled={ page >= pagination.pages }
						onClick={ () => setPage( page + 1 ) }
					>
						{ __( 'Older', 'userfeedback' ) }
					</button>
				</p>
			) }
		</div>
	);
}
