/**
 * The Share card's personal links (Pro with a licence): make links that each open the survey's
 * page once — a number of them, or one per person from a CSV of hidden fields' values — with an
 * optional expiry, and download them at once as a CSV to merge into e-mails. The links are shown
 * once: the server keeps only their hashes, and the screen says so. Part of the links' Pro chunk.
 */
import { useId, useRef, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { readText, saveFile } from '../../components/files';
import { ApiError } from '../../data/api';
import { useMakeLinks, type MakeLinks } from './use-links';
import './links.scss';

export interface PersonalLinksFormProps {
	surveyId: number;
	/** The hidden fields a link can fill (not `user` ones), as saved. */
	fieldNames: string[];
}

type Source = 'count' | 'csv';

/**
 * What a refused request says: the field's own message (a CSV's line and column) over the
 * generic "Invalid parameter(s)".
 *
 * @param error What the request rejected with.
 */
export function refusalText( error: unknown ): string {
	const apiError = ApiError.from( error );
	const data = apiError.data as { params?: unknown } | undefined;
	if ( data?.params && typeof data.params === 'object' ) {
		const messages = Object.values( data.params ).filter(
			( message ): message is string => typeof message === 'string'
		);
		if ( messages.length > 0 ) {
			return messages.join( ' ' );
		}
	}
	return apiError.message;
}

/**
 * The local time typed in a datetime-local field as RFC 3339, or undefined when empty.
 *
 * @param value The field's value (`2026-12-31T18:00`).
 */
export function expiryOf( value: string ): string | undefined {
	if ( ! value ) {
		return undefined;
	}
	const time = new Date( value );
	return Number.isNaN( time.getTime() ) ? undefined : time.toISOString();
}

export function PersonalLinksForm( {
	surveyId,
	fieldNames,
}: PersonalLinksFormProps ) {
	const id = useId();
	const make = useMakeLinks( surveyId );
	const [ source, setSource ] = useState< Source >( 'count' );
	const [ count, setCount ] = useState( '10' );
	const [ expires, setExpires ] = useState( '' );
	const [ message, setMessage ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const file = useRef< HTMLInputElement >( null );

	const submit = async () => {
		setMessage( '' );
		setError( '' );
		const body: MakeLinks = { expires_at: expiryOf( expires ) };
		if ( source === 'csv' ) {
			const chosen = file.current?.files?.[ 0 ];
			if ( ! chosen ) {
				setError(
					__( 'Choose the CSV file of people first.', 'userfeedback' )
				);
				return;
			}
			body.csv = await readText( chosen );
		} else {
			body.count = Number( count );
		}
		try {
			const made = await make.mutateAsync( body );
			const filename = `survey-${ surveyId }-links.csv`;
			saveFile( filename, made.csv, 'text/csv' );
			setMessage(
				sprintf(
					/* translators: 1: number of links, 2: a file name. */
					_n(
						'Made %1$d link: %2$s is downloading. Keep it: the links cannot be shown again.',
						'Made %1$d links: %2$s is downloading. Keep it: the links cannot be shown again.',
						made.created,
						'userfeedback'
					),
					made.created,
					filename
				)
			);
		} catch ( caught ) {
			setError( refusalText( caught ) );
		}
	};

	return (
		<form
			className="uf-links"
			aria-labelledby={ `${ id }-title` }
			onSubmit={ ( event ) => {
				event.preventDefault();
				void submit();
			} }
		>
			<h3 id={ `${ id }-title` }>
				{ __( 'Personal links', 'userfeedback' ) }
			</h3>
			<p className="description">
				{ __(
					'Links that each open this survey once, for one person each (an e-mail merge, a customer list). Once its answer is sent, a link says it has been used; each response stores the values its link carries.',
					'userfeedback'
				) }
			</p>
			<fieldset>
				<legend className="screen-reader-text">
					{ __( 'Which links', 'userfeedback' ) }
				</legend>
				<p className="uf-builder-radio">
					<input
						id={ `${ id }-count` }
						type="radio"
						name={ `${ id }-source` }
						checked={ source === 'count' }
						onChange={ () => setSource( 'count' ) }
					/>
					<label htmlFor={ `${ id }-count` }>
						{ __( 'A number of links', 'userfeedback' ) }
					</label>
				</p>
				{ source === 'count' && (
					<p className="uf-links__detail">
						<label htmlFor={ `${ id }-how-many` }>
							{ __( 'How many', 'userfeedback' ) }
						</label>
						<input
							id={ `${ id }-how-many` }
							type="number"
							min={ 1 }
							max={ 1000 }
							required
							className="small-text"
							value={ count }
							onChange={ ( event ) =>
								setCount( event.target.value )
							}
						/>
					</p>
				) }
				<p className="uf-builder-radio">
					<input
						id={ `${ id }-csv` }
						type="radio"
						name={ `${ id }-source` }
						checked={ source === 'csv' }
						disabled={ fieldNames.length === 0 }
						aria-describedby={ `${ id }-csv-help` }
						onChange={ () => setSource( 'csv' ) }
					/>
					<label htmlFor={ `${ id }-csv` }>
						{ __(
							'One link per person, from a CSV file',
							'userfeedback'
						) }
					</label>
				</p>
				<p id={ `${ id }-csv-help` } className="description">
					{ fieldNames.length === 0
						? __(
								'To give each link its own values, add hidden fields to this survey (Settings step) and save it.',
								'userfeedback'
							)
						: sprintf(
								/* translators: %s: hidden field names, e.g. customer, plan. */
								__(
									'A header row of hidden field names (%s), then one row a person; at most 1,000.',
									'userfeedback'
								),
								fieldNames.join( ', ' )
							) }
				</p>
				{ source === 'csv' && (
					<p className="uf-links__detail">
						<label htmlFor={ `${ id }-file` }>
							{ __( 'File of people (CSV)', 'userfeedback' ) }
						</label>
						<input
							id={ `${ id }-file` }
							ref={ file }
							type="file"
							accept=".csv,text/csv"
						/>
					</p>
				) }
			</fieldset>
			<p className="uf-links__detail">
				<label htmlFor={ `${ id }-expires` }>
					{ __( 'Expires (optional)', 'userfeedback' ) }
				</label>
				<input
					id={ `${ id }-expires` }
					type="datetime-local"
					value={ expires }
					onChange={ ( event ) => setExpires( event.target.value ) }
				/>
			</p>
			<p>
				<button
					type="submit"
					className="button"
					disabled={ make.isPending }
				>
					{ make.isPending
						? __( 'Making links…', 'userfeedback' )
						: __( 'Make links', 'userfeedback' ) }
				</button>
			</p>
			<p className="uf-share__status" role="status">
				{ message }
			</p>
			<p className="uf-links__error" role="alert">
				{ error }
			</p>
		</form>
	);
}
