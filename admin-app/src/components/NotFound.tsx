/**
 * Shown for a hash route the area does not know.
 */
import { Link } from 'react-router-dom';
import { __ } from '@wordpress/i18n';

import { Page } from './Page';

interface NotFoundProps {
	/** Label of the link back to the area root, e.g. "Back to Surveys". */
	backLabel: string;
}

export function NotFound( { backLabel }: NotFoundProps ) {
	return (
		<Page title={ __( 'Page not found', 'userfeedback' ) }>
			<p>
				{ __(
					'The page you are looking for does not exist.',
					'userfeedback'
				) }
			</p>
			<p>
				<Link className="button" to="/">
					{ backLabel }
				</Link>
			</p>
		</Page>
	);
}
