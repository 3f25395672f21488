/**
 * The survey results' "Share these results" panel (Pro with a licence): make a read-only link to
 * this survey's results for people without an account — the overview, counts and NPS, open
 * answers and personal data only when ticked — shown once to copy; the links made, each with
 * Revoke. Part of the result links' Pro chunk.
 */
import { useId, useState } from 'react';
import { __ } from '@wordpress/i18n';

import { getGlobals } from '../../data/globals';
import { formatDateTime } from '../../features/surveys/format-date';
import { Loading, LoadError } from '../../features/results/states';
import { CopyField } from '../../features/surveys/share/ShareLinks';
import { ExpiresText, RevokeButton } from '../links/LinkCells';
import { expiryOf, refusalText } from '../links/PersonalLinksForm';
import {
	useMakeResultLink,
	useResultLinks,
	useRevokeResultLink,
	type ResultLink,
} from './use-result-links';
import '../links/links.scss';

/**
 * What a link's page shows beyond the overview, in words.
 *
 * @param link The link.
 */
export function showsText(
	link: Pick< ResultLink, 'open_answers' | 'personal_data' >
): string {
	if ( link.open_answers && link.personal_data ) {
		return __( 'Counts, open answers and personal data', 'userfeedback' );
	}
	if ( link.open_answers ) {
		return __( 'Counts and open answers', 'userfeedback' );
	}
	if ( link.personal_data ) {
		return __( 'Counts and personal data', 'userfeedback' );
	}
	return __( 'Counts only', 'userfeedback' );
}

export function ResultLinksPanel( { surveyId }: { surveyId: number } ) {
	const id = useId();
	const links = useResultLinks( surveyId );
	const make = useMakeResultLink( surveyId );
	const revoke = useRevokeResultLink( surveyId );
	const [ label, setLabel ] = useState( '' );
	const [ openAnswers, setOpenAnswers ] = useState( false );
	const [ personalData, setPersonalData ] = useState( false );
	const [ expires, setExpires ] = useState( '' );
	const [ made, setMade ] = useState< string | null >( null );
	const [ status, setStatus ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const { locale, timezone } = getGlobals();
	const when = ( iso: string ) => formatDateTime( iso, locale, timezone );

	const submit = async () => {
		setStatus( '' );
		setError( '' );
		setMade( null );
		try {
			const link = await make.mutateAsync( {
				label,
				open_answers: openAnswers,
				personal_data: personalData,
				expires_at: expiryOf( expires ),
			} );
			setMade( link.url );
			setLabel( '' );
			setStatus(
				__(
					'Link made. Copy it now: it is shown once.',
					'userfeedback'
				)
			);
		} catch ( caught ) {
			setError( refusalText( caught ) );
		}
	};

	const onRevoke = async ( link: ResultLink ) => {
		setStatus( '' );
		try {
			await revoke.mutateAsync( link.id );
			setStatus(
				__(
					'Link revoked: it no longer opens these results.',
					'userfeedback'
				)
			);
		} catch ( caught ) {
			setStatus( refusalText( caught ) );
		}
	};

	let list: JSX.Element;
	if ( links.isPending ) {
		list = <Loading label={ __( 'Loading links…', 'userfeedback' ) } />;
	} else if ( links.isError ) {
		list = (
			<LoadError
				error={ links.error }
				title={ __(
					'The results links could not be loaded.',
					'userfeedback'
				) }
				onRetry={ () => void links.refetch() }
				isRetrying={ links.isFetching }
			/>
		);
	} else if ( links.data.length === 0 ) {
		list = <p>{ __( 'No results links yet.', 'userfeedback' ) }</p>;
	} else {
		list = (
			<table className="widefat striped uf-links__table">
				<thead>
					<tr>
						<th scope="col">
							{ __( 'Who it is for', 'userfeedback' ) }
						</th>
						<th scope="col">{ __( 'Shows', 'userfeedback' ) }</th>
						<th scope="col">{ __( 'Made', 'userfeedback' ) }</th>
						<th scope="col">{ __( 'Expires', 'userfeedback' ) }</th>
						<td />
					</tr>
				</thead>
				<tbody>
					{ links.data.map( ( link ) => {
						const name =
							link.label || __( '(no label)', 'userfeedback' );
						return (
							<tr key={ link.id }>
								<td>{ name }</td>
								<td>{ showsText( link ) }</td>
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
										name={ name }
										disabled={ revoke.isPending }
										onClick={ () => void onRevoke( link ) }
									/>
								</td>
							</tr>
						);
					} ) }
				</tbody>
			</table>
		);
	}

	return (
		<section
			className="uf-results-section uf-links"
			aria-labelledby={ `${ id }-title` }
		>
			<h2 id={ `${ id }-title` }>
				{ __( 'Share these results', 'userfeedback' ) }
			</h2>
			<p className="description">
				{ __(
					'A read-only link to this survey’s results for people without an account: the overview, the answers’ counts and NPS. Anyone with the link can open it until it expires or you revoke it.',
					'userfeedback'
				) }
			</p>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					void submit();
				} }
			>
				<p className="uf-links__detail">
					<label htmlFor={ `${ id }-label` }>
						{ __( 'Who it is for (optional)', 'userfeedback' ) }
					</label>
					<input
						id={ `${ id }-label` }
						type="text"
						maxLength={ 100 }
						value={ label }
						onChange={ ( event ) => setLabel( event.target.value ) }
					/>
				</p>
				<p className="uf-links__detail">
					<input
						id={ `${ id }-open` }
						type="checkbox"
						checked={ openAnswers }
						onChange={ ( event ) =>
							setOpenAnswers( event.target.checked )
						}
					/>
					<label htmlFor={ `${ id }-open` }>
						{ __(
							'Include open answers (text answers and comments)',
							'userfeedback'
						) }
					</label>
				</p>
				<p className="uf-links__detail">
					<input
						id={ `${ id }-personal` }
						type="checkbox"
						checked={ personalData }
						onChange={ ( event ) =>
							setPersonalData( event.target.checked )
						}
					/>
					<label htmlFor={ `${ id }-personal` }>
						{ __(
							'Include personal data (e-mail addresses and the names given with them)',
							'userfeedback'
						) }
					</label>
				</p>
				<p className="uf-links__detail">
					<label htmlFor={ `${ id }-expires` }>
						{ __( 'Expires (optional)', 'userfeedback' ) }
					</label>
					<input
						id={ `${ id }-expires` }
						type="datetime-local"
						value={ expires }
						onChange={ ( event ) =>
							setExpires( event.target.value )
						}
					/>
				</p>
				<p>
					<button
						type="submit"
						className="button"
						disabled={ make.isPending }
					>
						{ make.isPending
							? __( 'Making the link…', 'userfeedback' )
							: __( 'Make a results link', 'userfeedback' ) }
					</button>
				</p>
			</form>
			{ made && (
				<CopyField
					label={ __( 'Results link', 'userfeedback' ) }
					value={ made }
					onCopied={ setStatus }
				/>
			) }
			<p className="uf-share__status" role="status">
				{ status }
			</p>
			<p className="uf-links__error" role="alert">
				{ error }
			</p>
			{ list }
		</section>
	);
}
