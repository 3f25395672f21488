/**
 * Add-ons area routes (spec §2.5). The add-on cards arrive later.
 */
import { Route, Routes } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { NotFound } from '../../components/NotFound';
import { Page } from '../../components/Page';

export function AddonsRoutes() {
	return (
		<Routes>
			<Route
				index
				element={
					<Page
						title={ __( 'UserFeedback Addons', 'userfeedback' ) }
					/>
				}
			/>
			<Route
				path="*"
				element={
					<NotFound
						backLabel={ __( 'Back to Add-ons', 'userfeedback' ) }
					/>
				}
			/>
		</Routes>
	);
}
