/**
 * The cells every list of links shares (unused personal links, results links): when a link
 * expires, and its Revoke button, named for screen readers by the link it revokes.
 */
import { __ } from '@wordpress/i18n';

export function ExpiresText( {
	expiresAt,
	expired,
	when,
}: {
	expiresAt: string | null;
	expired: boolean;
	when: ( iso: string ) => string;
} ) {
	return (
		<>
			{ expiresAt === null
				? __( 'Never', 'userfeedback' )
				: when( expiresAt ) }
			{ expired && ` (${ __( 'expired', 'userfeedback' ) })` }
		</>
	);
}

export function RevokeButton( {
	name,
	disabled,
	onClick,
}: {
	/** What the link is, e.g. its values or who it is for. */
	name: string;
	disabled: boolean;
	onClick: () => void;
} ) {
	return (
		<button
			type="button"
			className="button-link uf-links__revoke"
			disabled={ disabled }
			onClick={ onClick }
		>
			{ __( 'Revoke', 'userfeedback' ) }
			<span className="screen-reader-text">{ ` ${ name }` }</span>
		</button>
	);
}
