/**
 * The Device Type group (visitor.md §2 "Targeting options", §6): desktop, tablet and mobile
 * checkboxes. Locked by plan ('upgrade'), only desktop shows as chosen and activating any option
 * opens the upgrade modal ('Custom Device Type'); locked by a missing add-on ('notice'), the
 * options are disabled. At least one device is needed (the server refuses none).
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { useUpgradeModal } from '../../../../components/upgrade-modal';
import type { Device } from '../../../../data/survey-types';
import { DEVICES, deviceLabel } from '../survey';
import { FieldError } from '../shared/FieldError';
import { ProBadge } from '../shared/GateNotice';
import type { Gate } from '../shared/gates';
import { FEATURES } from './gates';

interface DeviceTargetingProps {
	gate: Gate;
	/** The devices shown as chosen (desktop only when locked). */
	devices: readonly Device[];
	onChange: ( devices: Device[] ) => void;
	/** The id of the notice explaining a 'notice' gate. */
	noticeId?: string;
}

export function DeviceTargeting( {
	gate,
	devices,
	onChange,
	noticeId,
}: DeviceTargetingProps ) {
	const id = useId();
	const upgrade = useUpgradeModal();
	const none = gate === 'ok' && devices.length === 0;
	const errorId = `${ id }-error`;
	const lockId = `${ id }-lock`;

	const describedBy = [
		gate === 'notice' ? noticeId : undefined,
		gate === 'upgrade' ? lockId : undefined,
		none ? errorId : undefined,
	]
		.filter( Boolean )
		.join( ' ' );

	return (
		<fieldset className="uf-builder-devices">
			<legend className="uf-builder-settings__legend">
				{ __( 'Device Type', 'userfeedback' ) }
				{ gate === 'upgrade' && <ProBadge /> }
			</legend>
			{ gate === 'upgrade' && (
				<span id={ lockId } className="screen-reader-text">
					{ __(
						'Only desktop is available on your plan. Choosing other devices is a PRO feature.',
						'userfeedback'
					) }
				</span>
			) }
			<ul className="uf-builder-devices__list">
				{ DEVICES.map( ( device ) => {
					const inputId = `${ id }-${ device }`;
					const checked = devices.includes( device );
					return (
						<li key={ device }>
							<input
								id={ inputId }
								type="checkbox"
								value={ device }
								checked={ checked }
								disabled={ gate === 'notice' }
								aria-disabled={
									gate === 'upgrade' ? true : undefined
								}
								aria-invalid={ none ? true : undefined }
								aria-describedby={ describedBy || undefined }
								onClick={ () => {
									if ( gate === 'upgrade' ) {
										upgrade( FEATURES.customDeviceType() );
									}
								} }
								onChange={ ( event ) => {
									if ( gate !== 'ok' ) {
										return;
									}
									const on = event.target.checked;
									onChange(
										DEVICES.filter( ( d ) =>
											d === device
												? on
												: devices.includes( d )
										)
									);
								} }
							/>
							<label htmlFor={ inputId }>
								{ deviceLabel( device ) }
							</label>
						</li>
					);
				} ) }
			</ul>
			{ none && (
				<FieldError
					id={ errorId }
					className="uf-builder-settings__error"
				>
					{ __( 'Choose at least one device type.', 'userfeedback' ) }
				</FieldError>
			) }
		</fieldset>
	);
}
