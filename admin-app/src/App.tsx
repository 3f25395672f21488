/**
 * The shell around every admin area: the shared header, then the area's own hash router; the
 * one upgrade modal any locked control can open; the one toast system (components/Toast).
 * The shell is admin.js; each area's screens come from a chunk of their own (`build/area-*.js`),
 * loaded at startup for the page's area (components/LazyModule.tsx), so a page never carries the
 * code of the other areas.
 *
 * WordPress's `#wpbody` already is the page's main landmark, so the content is no second `<main>`
 * nested in it but a region named after the area: the screens' own headers and footers (the
 * builder's steps, the about pages') are then that region's, not stray banners and content infos
 * inside WordPress's main.
 */
import type { ComponentType } from 'react';
import { HashRouter } from 'react-router-dom';

import { areaLabel, type Area } from './areas';
import { AdminNotices } from './components/AdminNotices';
import { Header } from './components/Header';
import { lazyModule } from './components/LazyModule';
import { ToastProvider } from './components/Toast';
import { UpgradeModalProvider } from './components/upgrade-modal';

const AREA_ROUTES: Record< Area, ComponentType > = {
	surveys: lazyModule(
		() =>
			import(
				/* webpackChunkName: "area-surveys" */ './features/surveys'
			),
		( module ) => module.SurveysRoutes
	),
	results: lazyModule(
		() =>
			import(
				/* webpackChunkName: "area-results" */ './features/results'
			),
		( module ) => module.ResultsRoutes
	),
	settings: lazyModule(
		() =>
			import(
				/* webpackChunkName: "area-settings" */ './features/settings'
			),
		( module ) => module.SettingsRoutes
	),
	addons: lazyModule(
		() =>
			import( /* webpackChunkName: "area-addons" */ './features/addons' ),
		( module ) => module.AddonsRoutes
	),
	about: lazyModule(
		() => import( /* webpackChunkName: "area-about" */ './features/about' ),
		( module ) => module.AboutRoutes
	),
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
					<section
						className="uf-shell__content"
						aria-label={ areaLabel( area ) }
					>
						<HashRouter>
							<AdminNotices area={ area } />
							<AreaRoutes />
						</HashRouter>
					</section>
				</div>
			</UpgradeModalProvider>
		</ToastProvider>
	);
}
