/**
 * Results area routes. The reports arrive later.
 */
import { Route, Routes } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';

export function ResultsRoutes() {
	return (
		<Routes>
			<Route
				index
				element={ <Page title={ __( 'Results', 'userfeedback' ) } /> }
			/>
			<Route
				path="*"
				element={
					<NotFound
						backLabel={ __( 'Back to Results', 'userfeedback' ) }
					/>
				}
			/>
		</Routes>
	);
}
