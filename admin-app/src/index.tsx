/**
 * Admin app entry: mounts on `#userfeedback-app`, printed by PHP on every
 * `admin.php?page=userfeedback_{area}` page with `data-area` naming the area.
 */
// First: every stylesheet, in cascade order (styles.ts).
import './styles';

import { createRoot } from 'react-dom/client';

import { createQueryClient } from './query-client';
import { Root } from './Root';

const container = document.getElementById( 'userfeedback-app' );

if ( container ) {
	createRoot( container ).render(
		<Root
			area={ container.dataset.area }
			queryClient={ createQueryClient() }
		/>
	);
}
