/**
 * The responses screen's unused personal links (Pro with a licence): who has not answered
 * through their link yet — the values each carries, when it was made and when it expires — a
 * page at a time, each with Revoke. A link's address is never shown again (only its hash is
 * kept). Part of the links' Pro chunk.
 */
import { useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { getGlobals } from '../../data/globals';
import { formatDateTime } from '../../features/surveys/format-date';
import { Loading, LoadError } from '../../features/results/states';
import { ExpiresText, RevokeButton } from './LinkCells';
import { refusalText } from './PersonalLinksForm';
import { useRevokeLink, useUnusedLinks, type UnusedLink } from './use-links';
import './links.scss';

/**
 * A link's values in words, e.g. "customer: C-7, plan: gold".
 *
 * @param link The link.
 */
export function valuesText( link: Pick< UnusedLink, 'fields' > ): string {
	const pairs = Object.entries( link.fields );
	return pairs.length === 0
		? __( 'No values', 'userfeedback' )
		: pairs
				.map( ( [ name, value ] ) => `${ name }: ${ value }` )
				.join( ', ' );
}

export function UnusedLinksPanel( { surveyId }: { surveyId: number } ) {
	const links = useUnusedLinks( surveyId );
	const revoke = useRevokeLink( surveyId );
	const [ status, setStatus ] = useState( '' );
	const { locale, timezone } = getGlobals();
	const when = ( iso: string ) => formatDateTime( iso, locale, timezone );
	const items = links.data?.pages.flatMap( ( page ) => page.items ) ?? [];

	const onRevoke = async ( link: UnusedLink ) => {
		setStatus( '' );
		try {
			await revoke.mutateAsync( link.id );
			setStatus(
				sprintf(
					/* translators: %s: the link's values, e.g. customer: C-7. */
					__(
						'Link revoked (%s): it no longer opens the survey.',
						'userfeedback'
					),
					valuesText( link )
				)
			);
		} catch ( caught ) {
			setStatus( refusalText( caught ) );
		}
	};

	let body: JSX.Element;
	if ( links.isPending ) {
		body = (
			<Loading label={ __( 'Loading unused links…', 'userfeedback' ) } />
		);
	} else if ( links.isError ) {
		body = (
			<LoadError
				error={ links.error }
				title={ __(
					'The unused links could not be loaded.',
					'userfeedback'
				) }
				onRetry={ () => void links.refetch() }
				isRetrying={ links.isFetching }
			/>
		);
	} else if ( items.length === 0 ) {
		body = (
			<p>
				{ __(
					'No unused links: every personal link made for this survey has been used or revoked.',
					'userfeedback'
				) }
			</p>
		);
	} else {
		body = (
			<>
				<table className="widefat striped uf-links__table">
					<thead>
						<tr>
							<th scope="col">
								{ __( 'Values', 'userfeedback' ) }
							</th>
							<th scope="col">
								{ __( 'Made', 'userfeedback' ) }
							</th>
							<th scope="col">
								{ __( 'Expires', 'userfeedback' ) }
							</th>
							<td />
						</tr>
					</thead>
					<tbody>
						{ items.map( ( link ) => (
							<tr key={ link.id }>
								<td>{ valuesText( link ) }</td>
								<td>{ when( link.created_at ) }</td>
								<td>
									<ExpiresText
										expiresAt={ link.expires_at }
										expired={ link.expired }
										when={ when }
									/>
								</td>
								<td>
									<RevokeButton
										name={ valuesText( link ) }
										disabled={ revoke.isPending }
										onClick={ () => void onRevoke( link ) }
									/>
								</td>
							</tr>
						) ) }
					</tbody>
				</table>
				{ links.hasNextPage && (
					<p>
						<button
							type="button"
							className="button"
							disabled={ links.isFetchingNextPage }
							onClick={ () => void links.fetchNextPage() }
						>
							{ links.isFetchingNextPage
								? __( 'Loading…', 'userfeedback' )
								: __( 'Show more', 'userfeedback' ) }
						</button>
					</p>
				) }
			</>
		);
	}

	return (
		<section
			className="uf-links uf-links--unused"
			aria-labelledby="uf-unused-links-title"
		>
			<h2 id="uf-unused-links-title">
				{ __( 'Unused personal links', 'userfeedback' ) }
			</h2>
			{ body }
			<p className="uf-share__status" role="status">
				{ status }
			</p>
		</section>
	);
}
