/**
 * The shell's header: product name, edition badge, links to the five admin areas (real admin
 * page URLs, since each area is its own WordPress page) and the notifications drawer.
 *
 * A plain element, not `<header>`: the app renders inside WordPress's main landmark
 * (`#wpbody`, role main), and a banner there is not the page's banner (axe's
 * landmark-banner-is-top-level). The links keep their named navigation landmark.
 */
import { __ } from '@wordpress/i18n';

import { AREAS, AREA_CAPABILITY, areaLabel, type Area } from '../areas';
import { adminPageUrl, getGlobals } from '../data/globals';
import { EditionBadge } from './EditionBadge';
import { NotificationsDrawer } from './NotificationsDrawer';

interface HeaderProps {
	area: Area;
}

export function Header( { area }: HeaderProps ) {
	const { admin_url: adminUrl, capabilities } = getGlobals();
	// Links the server would refuse are left out; the current page is always listed.
	const areas = AREAS.filter(
		( key ) => key === area || capabilities[ AREA_CAPABILITY[ key ] ]
	);

	return (
		<div className="uf-header">
			<div className="uf-header__brand">
				<span className="uf-header__title">
					{ __( 'UserFeedback', 'userfeedback' ) }
				</span>
				<EditionBadge />
			</div>
			<nav
				className="uf-header__nav"
				aria-label={ __( 'UserFeedback sections', 'userfeedback' ) }
			>
				<ul className="uf-header__nav-list">
					{ areas.map( ( key ) => (
						<li key={ key } className="uf-header__nav-item">
							<a
								className={ `uf-header__nav-link${
									key === area ? ' is-active' : ''
								}` }
								href={ adminPageUrl( adminUrl, key ) }
								aria-current={
									key === area ? 'page' : undefined
								}
							>
								{ areaLabel( key ) }
							</a>
						</li>
					) ) }
				</ul>
			</nav>
			<div className="uf-header__actions">
				<NotificationsDrawer />
			</div>
		</div>
	);
}
