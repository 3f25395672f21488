/**
 * An area's routes plus the one catch-all every area shares: an unknown hash route shows "Page
 * not found" with a link back to the area root.
 */
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

import { NotFound } from './NotFound';

interface AreaRoutesProps {
	/** Label of the link back to the area root, e.g. "Back to Results". */
	backLabel: string;
	/** The area's own `<Route>` elements. */
	children: ReactNode;
}

export function AreaRoutes( { backLabel, children }: AreaRoutesProps ) {
	return (
		<Routes>
			{ children }
			<Route path="*" element={ <NotFound backLabel={ backLabel } /> } />
		</Routes>
	);
}
