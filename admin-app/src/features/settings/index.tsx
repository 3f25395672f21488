/**
 * Settings area routes (spec §2.4): `/` redirects to `/general`; one tab per route (route names
 * settings-{tab}). The settings are loaded once for all tabs and edited as one draft
 * (form.tsx); each tab has Save Settings (on Integrations, under its Spam protection section,
 * which comes last: it saves Analytics events too).
 *
 * The Widget tab (its live preview shares the builder's survey rules, and its font list) is a
 * chunk of its own, `settings-widget`, loaded when the tab opens.
 */
import { Navigate, Outlet, Route } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { AreaRoutes } from '../../components/AreaRoutes';
import { lazyModule } from '../../components/LazyModule';
import { ErrorNotice } from '../../components/Notice';
import { Page } from '../../components/Page';
import { TabNav } from '../../components/TabNav';
import { AccessTab } from './access/AccessTab';
import { EmailTab } from './email/EmailTab';
import { SettingsFormProvider, useSettingsQuery } from './form';
import { GeneralTab } from './general/GeneralTab';
import { AnalyticsEventsSection } from './integrations/AnalyticsEventsSection';
import { IntegrationsTab } from './integrations/IntegrationsTab';
import { SlackSection } from './integrations/SlackSection';
import { SpamProtectionSection } from './integrations/SpamProtectionSection';
import { WebhooksSection } from './integrations/WebhooksSection';
import { MiscTab } from './misc/MiscTab';

import './settings.scss';

const WidgetTab = lazyModule(
	() =>
		import(
			/* webpackChunkName: "settings-widget" */ './widget/WidgetTab'
		),
	( module ) => module.WidgetTab
);

export const SETTINGS_TABS = [
	'general',
	'widget',
	'email',
	'integrations',
	'access',
	'misc',
] as const;

export type SettingsTab = ( typeof SETTINGS_TABS )[ number ];

/**
 * The spec's route name of a tab.
 * @param tab The tab.
 */
export function routeName( tab: SettingsTab ): string {
	return `settings-${ tab }`;
}

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
		<Page
			title={ __( 'Settings', 'userfeedback' ) }
			className="uf-settings"
		>
			<TabNav
				label={ __( 'Settings sections', 'userfeedback' ) }
				items={ SETTINGS_TABS.map( ( tab ) => ( {
					to: `/${ tab }`,
					label: tabLabel( tab ),
				} ) ) }
			/>
			<div className="uf-page__body">
				<SettingsFormProvider>
					<Outlet />
				</SettingsFormProvider>
			</div>
		</Page>
	);
}

function SettingsTabPage( { tab }: { tab: SettingsTab } ) {
	const query = useSettingsQuery();
	let content;
	switch ( tab ) {
		case 'general':
			content = <GeneralTab />;
			break;
		case 'widget':
			content = <WidgetTab />;
			break;
		case 'email':
			content = <EmailTab />;
			break;
		case 'integrations':
			content = (
				<>
					<IntegrationsTab />
					<WebhooksSection />
					<SlackSection />
					<AnalyticsEventsSection />
					<SpamProtectionSection />
				</>
			);
			break;
		case 'access':
			content = <AccessTab />;
			break;
		case 'misc':
			content = <MiscTab />;
			break;
	}
	if ( query.isError ) {
		content = (
			<ErrorNotice
				error={ query.error }
				title={ __(
					'The settings could not be loaded.',
					'userfeedback'
				) }
			/>
		);
	} else if ( ! query.data ) {
		content = (
			<p className="uf-settings__loading">
				<span className="spinner is-active" />
				{ __( 'Loading settings…', 'userfeedback' ) }
			</p>
		);
	}
	return (
		<div
			className={ `uf-settings-tab uf-settings-tab--${ tab }` }
			data-route={ routeName( tab ) }
		>
			{ /* The tab's name for assistive technology; the tab list shows it visually. */ }
			<h2 className="uf-settings-tab__title screen-reader-text">
				{ tabLabel( tab ) }
			</h2>
			{ content }
		</div>
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
