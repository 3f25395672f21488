/**
 * Add-ons area routes (spec §2.5).
 */
import { Route } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { AreaRoutes } from '../../components/AreaRoutes';
import { AddonsPage } from './AddonsPage';

export function AddonsRoutes() {
	return (
		<AreaRoutes backLabel={ __( 'Back to Add-ons', 'userfeedback' ) }>
			<Route index element={ <AddonsPage /> } />
		</AreaRoutes>
	);
}
