/**
 * Results area routes. The reports arrive later.
 */
import { Route } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { AreaRoutes } from '../../components/AreaRoutes';
import { Page } from '../../components/Page';

export function ResultsRoutes() {
	return (
		<AreaRoutes backLabel={ __( 'Back to Results', 'userfeedback' ) }>
			<Route
				index
				element={ <Page title={ __( 'Results', 'userfeedback' ) } /> }
			/>
		</AreaRoutes>
	);
}
