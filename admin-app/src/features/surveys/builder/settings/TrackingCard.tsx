/**
 * The Tracking card (configuration.md §2.3, §3 settings.enable_tracking, default off). The spec
 * ties it to the analytics plugin (§4 "Analytics plugin activation": forced on when that plugin is
 * active, off when not); that coupling comes with the Settings → Integrations work, so for now
 * this is the plain toggle.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { useBuilder } from '../BuilderContext';
import { SettingsCard } from './SettingsCard';

export function TrackingCard() {
	const { survey, update } = useBuilder();
	const id = useId();
	const enabled = survey.settings.enable_tracking;

	return (
		<SettingsCard
			title={ __( 'Tracking', 'userfeedback' ) }
			name="tracking"
		>
			<p className="uf-builder-toggle">
				<input
					id={ `${ id }-tracking` }
					type="checkbox"
					checked={ enabled }
					aria-describedby={ `${ id }-help` }
					onChange={ ( event ) => {
						const checked = event.target.checked;
						update( ( s ) => ( {
							...s,
							settings: {
								...s.settings,
								enable_tracking: checked,
							},
						} ) );
					} }
				/>
				<label htmlFor={ `${ id }-tracking` }>
					{ __( 'Enable tracking', 'userfeedback' ) }
				</label>
			</p>
			<p id={ `${ id }-help` } className="description">
				{ __(
					'Track survey impressions and responses in your analytics plugin.',
					'userfeedback'
				) }
			</p>
		</SettingsCard>
	);
}
