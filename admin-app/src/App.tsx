/**
 * The shell around every admin area: the shared header, then the area's own hash router; the
 * one upgrade modal any locked control can open; the one toast system (components/Toast).
 */
import type { ComponentType } from 'react';
import { HashRouter } from 'react-router-dom';

import type { Area } from './areas';
import { AdminNotices } from './components/AdminNotices';
import { Header } from './components/Header';
import { ToastProvider } from './components/Toast';
import { UpgradeModalProvider } from './components/upgrade-modal';
import { AboutRoutes } from './features/about';
import { AddonsRoutes } from './features/addons';
import { ResultsRoutes } from './features/results';
import { SettingsRoutes } from './features/settings';
import { SurveysRoutes } from './features/surveys';

const AREA_ROUTES: Record< Area, ComponentType > = {
	surveys: SurveysRoutes,
	results: ResultsRoutes,
	settings: SettingsRoutes,
	addons: AddonsRoutes,
	about: AboutRoutes,
};

interface AppProps {
	area: Area;
}

export function App( { area }: AppProps ) {
	const AreaRoutes = AREA_ROUTES[ area ];
	return (
		<ToastProvider>
			<UpgradeModalProvider>
				<div className={ `uf-shell uf-shell--${ area }` }>
					<Header area={ area } />
					<main className="uf-shell__content">
						<HashRouter>
							<AdminNotices area={ area } />
							<AreaRoutes />
						</HashRouter>
					</main>
				</div>
			</UpgradeModalProvider>
		</ToastProvider>
	);
}
