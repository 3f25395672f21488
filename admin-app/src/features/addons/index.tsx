/**
 * Add-ons area routes (spec §2.5). The add-on cards arrive later.
 */
import { Route } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { AreaRoutes } from '../../components/AreaRoutes';
import { Page } from '../../components/Page';

export function AddonsRoutes() {
	return (
		<AreaRoutes backLabel={ __( 'Back to Add-ons', 'userfeedback' ) }>
			<Route
				index
				element={
					<Page
						title={ __( 'UserFeedback Addons', 'userfeedback' ) }
					/>
				}
			/>
		</AreaRoutes>
	);
}
