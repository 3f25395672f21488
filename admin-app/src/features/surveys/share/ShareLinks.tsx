/**
 * What an owner shares a survey with, once its page is on and saved: the link, its QR code and
 * the embed codes (the shortcode for this site, an iframe for any other), each copied with one
 * button whose outcome is announced.
 */
import { useId, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { lazyModule } from '../../../components/LazyModule';
import { copyToClipboard } from '../clipboard';
import './share.scss';

const QrCode = lazyModule(
	() => import( /* webpackChunkName: "share-qr" */ './QrCode' ),
	( module ) => module.QrCode,
	{ fallback: null }
);

export interface ShareLinksProps {
	id: number;
	title: string;
	url: string;
}

/**
 * The iframe another site embeds the survey page with.
 *
 * @param url   The survey page.
 * @param title The survey's title (the frame's accessible name).
 */
export function iframeCode( url: string, title: string ): string {
	const attribute = ( text: string ) =>
		text
			.replace( /&/g, '&amp;' )
			.replace( /"/g, '&quot;' )
			.replace( /</g, '&lt;' );
	return `<iframe src="${ attribute( url ) }" title="${ attribute(
		title
	) }" width="100%" height="600" style="border:0" loading="lazy"></iframe>`;
}

export function CopyField( {
	label,
	value,
	multiline,
	onCopied,
}: {
	label: string;
	value: string;
	multiline?: boolean;
	onCopied: ( message: string ) => void;
} ) {
	const id = useId();
	const field = useRef< HTMLInputElement & HTMLTextAreaElement >( null );
	const copy = async () => {
		field.current?.select();
		const copied = await copyToClipboard( value, field.current );
		onCopied(
			copied
				? sprintf(
						/* translators: %s: what was copied, e.g. Link. */
						__( '%s copied.', 'userfeedback' ),
						label
					)
				: __(
						'It could not be copied: select it and copy it yourself.',
						'userfeedback'
					)
		);
	};
	return (
		<div className="uf-share__field">
			<label htmlFor={ id }>{ label }</label>
			<span className="uf-share__row">
				{ multiline ? (
					<textarea
						id={ id }
						ref={ field }
						className="code"
						rows={ 3 }
						readOnly
						value={ value }
						onFocus={ ( event ) => event.currentTarget.select() }
					/>
				) : (
					<input
						id={ id }
						ref={ field }
						type="text"
						className="code"
						readOnly
						value={ value }
						onFocus={ ( event ) => event.currentTarget.select() }
					/>
				) }
				<button
					type="button"
					className="button"
					onClick={ () => void copy() }
				>
					{ sprintf(
						/* translators: %s: what to copy, e.g. Link. */
						__( 'Copy %s', 'userfeedback' ),
						label.toLowerCase()
					) }
				</button>
			</span>
		</div>
	);
}

export function ShareLinks( { id, title, url }: ShareLinksProps ) {
	const [ message, setMessage ] = useState( '' );
	return (
		<div className="uf-share">
			<CopyField
				label={ __( 'Link', 'userfeedback' ) }
				value={ url }
				onCopied={ setMessage }
			/>
			<p>
				<a href={ url } target="_blank" rel="noopener noreferrer">
					{ __( 'Open the survey page', 'userfeedback' ) }
					<span className="screen-reader-text">
						{ ' ' }
						{ __( '(opens in a new tab)', 'userfeedback' ) }
					</span>
				</a>
			</p>
			<QrCode
				url={ url }
				fileName={ `survey-${ id }-qr` }
				title={ title }
			/>
			<CopyField
				label={ __( 'Shortcode', 'userfeedback' ) }
				value={ `[userfeedback id="${ id }"]` }
				onCopied={ setMessage }
			/>
			<CopyField
				label={ __( 'Embed code', 'userfeedback' ) }
				value={ iframeCode( url, title ) }
				multiline
				onCopied={ setMessage }
			/>
			<p className="description">
				{ __(
					'The shortcode places the survey in a page or post of this site; the embed code shows its page on any other site.',
					'userfeedback'
				) }
			</p>
			<p className="uf-share__status" role="status">
				{ message }
			</p>
		</div>
	);
}
