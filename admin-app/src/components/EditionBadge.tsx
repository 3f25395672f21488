/**
 * "Lite", "Pro", or "Pro · elite" for a licensed Pro site. Follows the entitlements query, so it
 * updates when entitlements are refreshed.
 */
import { __, sprintf } from '@wordpress/i18n';

import { useEntitlements } from '../data/use-entitlements';

export function EditionBadge() {
	const { data } = useEntitlements();
	const edition = data.is_pro
		? __( 'Pro', 'userfeedback' )
		: __( 'Lite', 'userfeedback' );
	const label =
		data.is_pro && data.is_licensed
			? sprintf(
					/* translators: 1: edition (Pro). 2: licence plan, e.g. elite. */
					__( '%1$s · %2$s', 'userfeedback' ),
					edition,
					data.license_type
				)
			: edition;

	return (
		<span
			className={ `uf-edition-badge ${
				data.is_pro ? 'is-pro' : 'is-lite'
			}` }
			data-testid="uf-edition-badge"
		>
			{ label }
		</span>
	);
}
