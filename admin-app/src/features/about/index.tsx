/**
 * About area routes (spec §2.7): About Us, Getting Started, and Lite vs Pro — the comparison
 * exists only for sites that are not Pro; in Pro its route redirects to About Us.
 */
import { Navigate, Route } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { AreaRoutes } from '../../components/AreaRoutes';
import { Page } from '../../components/Page';
import { TabNav, type TabItem } from '../../components/TabNav';
import { useEntitlements } from '../../data/use-entitlements';

function AboutTabs() {
	const { data } = useEntitlements();
	const items: TabItem[] = [
		{ to: '/', label: __( 'About Us', 'userfeedback' ) },
		{
			to: '/getting-started',
			label: __( 'Getting Started', 'userfeedback' ),
		},
	];
	if ( ! data.is_pro ) {
		items.push( {
			to: '/lite-vs-pro',
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

function AboutPage( { title }: { title: string } ) {
	return (
		<Page title={ title }>
			<AboutTabs />
		</Page>
	);
}

function LiteVsProRoute() {
	const { data } = useEntitlements();
	if ( data.is_pro ) {
		return <Navigate to="/" replace />;
	}
	return <AboutPage title={ __( 'Lite vs Pro', 'userfeedback' ) } />;
}

export function AboutRoutes() {
	return (
		<AreaRoutes backLabel={ __( 'Back to About Us', 'userfeedback' ) }>
			<Route
				index
				element={
					<AboutPage title={ __( 'About Us', 'userfeedback' ) } />
				}
			/>
			<Route
				path="getting-started"
				element={
					<AboutPage
						title={ __( 'Getting Started', 'userfeedback' ) }
					/>
				}
			/>
			<Route path="lite-vs-pro" element={ <LiteVsProRoute /> } />
		</AreaRoutes>
	);
}
