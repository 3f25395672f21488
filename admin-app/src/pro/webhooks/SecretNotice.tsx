/**
 * A new signing secret, shown once with a Copy button: the server never sends it again.
 */
import { useState } from 'react';
import { __ } from '@wordpress/i18n';

import { Notice } from '../../components/Notice';

interface SecretNoticeProps {
	secret: string;
	onDone: () => void;
}

export function SecretNotice( { secret, onDone }: SecretNoticeProps ) {
	const [ copied, setCopied ] = useState( false );
	const copy = async () => {
		try {
			await window.navigator.clipboard.writeText( secret );
			setCopied( true );
		} catch {
			// No clipboard (an insecure origin): the secret stays selectable on screen.
			setCopied( false );
		}
	};
	return (
		<Notice status="warning">
			<p>
				<strong>{ __( 'Signing secret', 'userfeedback' ) }</strong>
			</p>
			<p>
				<code className="uf-webhooks__secret">{ secret }</code>{ ' ' }
				<button type="button" className="button" onClick={ copy }>
					{ copied
						? __( 'Copied', 'userfeedback' )
						: __( 'Copy', 'userfeedback' ) }
				</button>
			</p>
			<p>
				{ __(
					'Copy it now: it is shown only once. The receiving service uses it to check the X-UserFeedback-Signature header (HMAC-SHA256 of the request body).',
					'userfeedback'
				) }
			</p>
			<p>
				<button type="button" className="button" onClick={ onDone }>
					{ __( 'I have copied it', 'userfeedback' ) }
				</button>
			</p>
		</Notice>
	);
}
