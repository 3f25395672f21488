/**
 * The Shortcode cell: a read-only field holding the survey's shortcode. Clicking it (or Enter)
 * selects and copies it; the caller shows the outcome as a toast.
 */
import { useRef, type KeyboardEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { copyToClipboard } from './clipboard';

interface ShortcodeCellProps {
	shortcode: string;
	/** The survey's title, for the field's label. */
	title: string;
	onCopy: ( copied: boolean ) => void;
}

export function ShortcodeCell( {
	shortcode,
	title,
	onCopy,
}: ShortcodeCellProps ) {
	const ref = useRef< HTMLInputElement >( null );

	const copy = async () => {
		ref.current?.select();
		onCopy( await copyToClipboard( shortcode, ref.current ) );
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			void copy();
		}
	};

	return (
		<input
			ref={ ref }
			type="text"
			className="code uf-shortcode"
			value={ shortcode }
			readOnly
			aria-label={ sprintf(
				/* translators: %s: survey title. */
				__( 'Shortcode for %s', 'userfeedback' ),
				title
			) }
			title={ __( 'Click to copy', 'userfeedback' ) }
			onFocus={ ( event ) => event.currentTarget.select() }
			onClick={ () => void copy() }
			onKeyDown={ onKeyDown }
		/>
	);
}
