/**
 * What a locked section says in place of its Pro feature: one sentence and the upgrade link
 * (opens the pricing page in a new tab, and says so to screen readers).
 */
import type { ReactNode } from 'react';

import { Notice } from './Notice';
import { UpgradeLink } from './UpgradeLink';

export function UpgradeNotice( { children }: { children: ReactNode } ) {
	return (
		<Notice status="info">
			<p>{ children }</p>
			<p>
				<UpgradeLink />
			</p>
		</Notice>
	);
}
