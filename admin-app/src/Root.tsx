/**
 * What the mount point renders: the app for a known area with readable globals, otherwise an
 * error notice (never a blank page or an uncaught exception).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { __, sprintf } from '@wordpress/i18n';

import { App } from './App';
import { isArea } from './areas';
import { Notice } from './components/Notice';
import { getGlobals } from './data/globals';

interface RootProps {
	area: string | undefined;
	queryClient: QueryClient;
}

export function Root( { area, queryClient }: RootProps ) {
	if ( ! isArea( area ) ) {
		return (
			<Notice status="error">
				<p>
					{ sprintf(
						/* translators: %s: the requested admin area key. */
						__( 'Unknown UserFeedback page "%s".', 'userfeedback' ),
						area ?? ''
					) }
				</p>
			</Notice>
		);
	}
	try {
		getGlobals();
	} catch {
		return (
			<Notice status="error">
				<p>
					{ __(
						'UserFeedback could not start: its page data is missing. Reload the page; if this persists, reinstall the plugin.',
						'userfeedback'
					) }
				</p>
			</Notice>
		);
	}
	return (
		<QueryClientProvider client={ queryClient }>
			<App area={ area } />
		</QueryClientProvider>
	);
}
