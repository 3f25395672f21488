/**
 * The QR code of a survey's link, with PNG and SVG downloads. Its own chunk (with the `qrcode`
 * library): loaded only when a Share panel shows a link.
 */
import { useEffect, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';
import { toDataURL, toString } from 'qrcode';

/** Big enough to scan from print, crisp on a screen. */
const SIZE = 512;

export interface QrCodeProps {
	url: string;
	/** The file names' stem, e.g. `survey-12-qr`. */
	fileName: string;
	/** The survey's title, for the image's description. */
	title: string;
}

export function QrCode( { url, fileName, title }: QrCodeProps ) {
	const [ code, setCode ] = useState< { png: string; svg: string } | null >(
		null
	);
	const [ failed, setFailed ] = useState( false );
	useEffect( () => {
		let current = true;
		const options = { errorCorrectionLevel: 'M' as const, margin: 2 };
		Promise.all( [
			toDataURL( url, { ...options, width: SIZE } ),
			toString( url, { ...options, type: 'svg' } ),
		] )
			.then( ( [ png, svg ] ) => {
				if ( current ) {
					setCode( {
						png,
						svg: `data:image/svg+xml;charset=utf-8,${ encodeURIComponent(
							svg
						) }`,
					} );
				}
			} )
			.catch( () => current && setFailed( true ) );
		return () => {
			current = false;
		};
	}, [ url ] );

	if ( failed ) {
		return (
			<p className="description">
				{ __( 'The QR code could not be drawn.', 'userfeedback' ) }
			</p>
		);
	}
	if ( ! code ) {
		return null;
	}
	return (
		<figure className="uf-share__qr">
			<img
				src={ code.png }
				width={ 160 }
				height={ 160 }
				alt={ sprintf(
					/* translators: %s: survey title. */
					__( 'QR code of the link to %s', 'userfeedback' ),
					title
				) }
			/>
			<figcaption>
				<a
					className="button"
					href={ code.png }
					download={ `${ fileName }.png` }
				>
					{ __( 'Download PNG', 'userfeedback' ) }
				</a>{ ' ' }
				<a
					className="button"
					href={ code.svg }
					download={ `${ fileName }.svg` }
				>
					{ __( 'Download SVG', 'userfeedback' ) }
				</a>
			</figcaption>
		</figure>
	);
}
