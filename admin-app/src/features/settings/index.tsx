/**
 * Settings area routes (spec §2.4): `/` redirects to `/general`; one tab per route.
 * The forms arrive later.
 */
import { Navigate, Outlet, Route } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { AreaRoutes } from '../../components/AreaRoutes';
import { Page } from '../../components/Page';
import { TabNav } from '../../components/TabNav';

export const SETTINGS_TABS = [
	'general',
	'widget',
	'email',
	'integrations',
	'access',
	'misc',
] as const;

export type SettingsTab = ( typeof SETTINGS_TABS )[ number ];

function tabLabel( tab: SettingsTab ): string {
	switch ( tab ) {
		case 'general':
			return __( 'General', 'userfeedback' );
		case 'widget':
			return __( 'Widget', 'userfeedback' );
		case 'email':
			return __( 'Email', 'userfeedback' );
		case 'integrations':
			return __( 'Integrations', 'userfeedback' );
		case 'access':
			return __( 'Access', 'userfeedback' );
		case 'misc':
			return __( 'Misc', 'userfeedback' );
	}
}

function SettingsLayout() {
	return (
		<Page title={ __( 'Settings', 'userfeedback' ) }>
			<TabNav
				label={ __( 'Settings sections', 'userfeedback' ) }
				items={ SETTINGS_TABS.map( ( tab ) => ( {
					to: `/${ tab }`,
					label: tabLabel( tab ),
				} ) ) }
			/>
			<div className="uf-page__body">
				<Outlet />
			</div>
		</Page>
	);
}

function SettingsTabPage( { tab }: { tab: SettingsTab } ) {
	return (
		<section className="uf-settings-tab">
			<h2 className="uf-settings-tab__title">{ tabLabel( tab ) }</h2>
		</section>
	);
}

export function SettingsRoutes() {
	return (
		<AreaRoutes backLabel={ __( 'Back to Settings', 'userfeedback' ) }>
			<Route index element={ <Navigate to="/general" replace /> } />
			<Route element={ <SettingsLayout /> }>
				{ SETTINGS_TABS.map( ( tab ) => (
					<Route
						key={ tab }
						path={ tab }
						element={ <SettingsTabPage tab={ tab } /> }
					/>
				) ) }
			</Route>
		</AreaRoutes>
	);
}
