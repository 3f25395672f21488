/**
 * Why a Pro site cannot use a feature (configuration.md §8 'Please activate the …
 * addon to access this feature'). Each message links to where it is fixed: the add-ons screen,
 * or the licence key on Settings → General.
 */
import { Notice } from '../../../../components/Notice';
import { ProBadge as SharedProBadge } from '../../../../components/ProBadge';
import { adminPageUrl, getGlobals } from '../../../../data/globals';
import { licenceNotice } from './gates';

interface GateNoticeProps {
	messages: string[];
	/** Referenced by the disabled controls' aria-describedby. */
	id?: string;
}

/**
 * Where a message sends the admin.
 *
 * @param message The notice text.
 */
function linkFor( message: string ): string {
	const adminUrl = getGlobals().admin_url;
	return message === licenceNotice()
		? `${ adminPageUrl( adminUrl, 'settings' ) }#/general`
		: adminPageUrl( adminUrl, 'addons' );
}

export function GateNotice( { messages, id }: GateNoticeProps ) {
	if ( messages.length === 0 ) {
		return null;
	}
	return (
		<div id={ id } className="uf-builder-gate-notice">
			<Notice status="warning">
				{ messages.map( ( message ) => (
					<p key={ message }>
						<a href={ linkFor( message ) }>{ message }</a>
					</p>
				) ) }
			</Notice>
		</div>
	);
}

/**
 * The small "PRO" tag beside a locked option. Hidden from assistive technology: the option's
 * description says it is locked.
 */
export function ProBadge() {
	return <SharedProBadge decorative />;
}
