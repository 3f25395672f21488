/**
 * The shell around every admin area: the shared header, then the area's own hash router; the
 * one upgrade modal any locked control can open.
 */
import type { ComponentType } from 'react';
import { HashRouter } from 'react-router-dom';

import type { Area } from './areas';
import { Header } from './components/Header';
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
		<UpgradeModalProvider>
			<div className={ `uf-shell uf-shell--${ area }` }>
				<Header area={ area } />
				<main className="uf-shell__content">
					<HashRouter>
						<AreaRoutes />
					</HashRouter>
				</main>
			</div>
		</UpgradeModalProvider>
	);
}
