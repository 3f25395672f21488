/**
 * Admin app entry: mounts on `#userfeedback-app`, printed by PHP on every
 * `admin.php?page=userfeedback_{area}` page with `data-area` naming the area.
 */
import { createRoot } from 'react-dom/client';

import { createQueryClient } from './query-client';
import { Root } from './Root';
import './app.scss';

const container = document.getElementById( 'userfeedback-app' );

if ( container ) {
	createRoot( container ).render(
		<Root
			area={ container.dataset.area }
			queryClient={ createQueryClient() }
		/>
	);
}
