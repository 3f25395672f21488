/**
 * About area routes (spec §2.7): About Us, Getting Started, and Lite vs Pro — the comparison
 * exists only for sites that are not Pro; in Pro its route redirects to About Us. The welcome
 * screen (spec "/welcome") is this area's `/welcome` route, without the tabs
 * (`admin.php?page=userfeedback_about#/welcome`; docs/decisions.md "About and welcome screens").
 */
import type { ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { AreaRoutes } from '../../components/AreaRoutes';
import { Page } from '../../components/Page';
import { TabNav, type TabItem } from '../../components/TabNav';
import { useEntitlements } from '../../data/use-entitlements';
import { AboutUs } from './AboutUs';
import { GettingStarted } from './GettingStarted';
import { LiteVsPro } from './LiteVsPro';
import { Welcome } from './Welcome';
import './about.scss';

/** Route names (spec §2.7) and their paths inside this area. */
export const ABOUT_ROUTES = {
	about: '/',
	'getting-started': '/getting-started',
	'lite-vs-pro': '/lite-vs-pro',
	welcome: '/welcome',
} as const;

function AboutTabs() {
	const { data } = useEntitlements();
	const items: TabItem[] = [
		{ to: ABOUT_ROUTES.about, label: __( 'About Us', 'userfeedback' ) },
		{
			to: ABOUT_ROUTES[ 'getting-started' ],
			label: __( 'Getting Started', 'userfeedback' ),
		},
	];
	if ( ! data.is_pro ) {
		items.push( {
			to: ABOUT_ROUTES[ 'lite-vs-pro' ],
			label: __( 'Lite vs Pro', 'userfeedback' ),
		} );
	}
	return (
		<TabNav
			label={ __( 'About sections', 'userfeedback' ) }
			items={ items }
		/>
	);
}

function AboutPage( {
	title,
	children,
}: {
	title: string;
	children: ReactNode;
} ) {
	return (
		<Page title={ title } className="uf-about">
			<AboutTabs />
			{ children }
		</Page>
	);
}

function LiteVsProRoute() {
	const { data } = useEntitlements();
	if ( data.is_pro ) {
		return <Navigate to={ ABOUT_ROUTES.about } replace />;
	}
	return (
		<AboutPage title={ __( 'Lite vs Pro', 'userfeedback' ) }>
			<LiteVsPro />
		</AboutPage>
	);
}

export function AboutRoutes() {
	return (
		<AreaRoutes backLabel={ __( 'Back to About Us', 'userfeedback' ) }>
			<Route
				index
				element={
					<AboutPage title={ __( 'About Us', 'userfeedback' ) }>
						<AboutUs />
					</AboutPage>
				}
			/>
			<Route
				path="getting-started"
				element={
					<AboutPage
						title={ __( 'Getting Started', 'userfeedback' ) }
					>
						<GettingStarted />
					</AboutPage>
				}
			/>
			<Route path="lite-vs-pro" element={ <LiteVsProRoute /> } />
			<Route path="welcome" element={ <Welcome /> } />
		</AreaRoutes>
	);
}
