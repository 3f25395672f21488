/**
 * Copies text to the clipboard: the async Clipboard API where the page may use it (secure
 * contexts), otherwise the old `execCommand( 'copy' )` on a selected field, which still works on
 * plain-http admin sites.
 */

function copyWithSelection(
	text: string,
	field?: HTMLInputElement | null
): boolean {
	const target: HTMLInputElement | HTMLTextAreaElement =
		field ?? document.createElement( 'textarea' );
	const isTemporary = ! field;
	if ( isTemporary ) {
		target.value = text;
		target.setAttribute( 'readonly', '' );
		target.style.position = 'fixed';
		target.style.opacity = '0';
		document.body.appendChild( target );
	}
	target.select();
	try {
		return document.execCommand( 'copy' );
	} catch {
		return false;
	} finally {
		if ( isTemporary ) {
			target.remove();
		}
	}
}

/**
 * Resolves true when the text was copied.
 *
 * @param text  The text to copy.
 * @param field A field already holding the text, to select for the fallback.
 */
export async function copyToClipboard(
	text: string,
	field?: HTMLInputElement | null
): Promise< boolean > {
	if ( window.isSecureContext && navigator.clipboard?.writeText ) {
		try {
			await navigator.clipboard.writeText( text );
			return true;
		} catch {
			// Refused (permissions, no focus): try the selection route below.
		}
	}
	return copyWithSelection( text, field );
}
