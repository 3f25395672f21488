/**
 * The licence key area of Settings → General (spec §2.4, §4 "Licence", §8):
 * - Pro: the key with Verify, Deactivate and Refresh Key; typing a key verifies it 500 ms after
 *   the last keystroke;
 * - Lite: the connect-by-key form, Verify Key disabled while the key is empty; on success the page
 *   goes to the returned url, or reloads when the server says so.
 * Progress and results are toasts ('Verifying license...', 'Refreshing license...', the server's
 * message or 'Success', its error text). The expired / disabled / invalid notices are the
 * licence service's, shown on every plugin page. The admin-ajax actions belong to that service:
 * until it answers, a clear error toast says the action is not available.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { Notice } from '../../../components/Notice';
import type { Entitlements } from '../../../data/globals';
import {
	useLicense,
	useLicenseAction,
	type LicenseAction,
} from '../../../data/use-settings';
import { FieldRow, FormTable } from '../fields';
import { useToasts } from '../toasts';

/** Spec §9: licence verification debounce. */
export const VERIFY_DEBOUNCE_MS = 500;

function typeLabel( type: string ): string {
	return type ? type.charAt( 0 ).toUpperCase() + type.slice( 1 ) : '';
}

function ProLicense( { entitlements }: { entitlements: Entitlements } ) {
	const inputId = useId();
	const toasts = useToasts();
	const license = useLicense( true );
	const action = useLicenseAction();
	const stored = license.data?.key ?? '';
	const [ key, setKey ] = useState( '' );
	const [ typed, setTyped ] = useState( false );
	const lastVerified = useRef( '' );

	useEffect( () => {
		if ( ! typed ) {
			setKey( stored );
		}
	}, [ stored, typed ] );

	const run = ( name: LicenseAction, value?: string ) => {
		// eslint-disable-next-line @wordpress/i18n-ellipsis -- the spec's exact text.
		let progress: string = __( 'Verifying license...', 'userfeedback' );
		if ( name === 'validate_license' ) {
			// eslint-disable-next-line @wordpress/i18n-ellipsis -- the spec's exact text.
			progress = __( 'Refreshing license...', 'userfeedback' );
		} else if ( name === 'deactivate_license' ) {
			// eslint-disable-next-line @wordpress/i18n-ellipsis -- the spec's exact text.
			progress = __( 'Deactivating license...', 'userfeedback' );
		}
		toasts.show( progress, 'info' );
		action.mutate(
			{ action: name, ...( value !== undefined ? { key: value } : {} ) },
			{
				onSuccess: ( reply ) => {
					setTyped( false );
					toasts.show(
						reply.message || __( 'Success', 'userfeedback' ),
						'success'
					);
				},
				onError: ( error ) => {
					toasts.show(
						name === 'validate_license'
							? sprintf(
									/* translators: %s: the server's error text. */
									__(
										'There was an error refreshing your license: %s',
										'userfeedback'
									),
									error.message
								)
							: error.message,
						'error'
					);
				},
			}
		);
	};
	const runRef = useRef( run );
	runRef.current = run;

	// Spec §4: changing the key input verifies it after a 500 ms pause.
	useEffect( () => {
		const value = key.trim();
		if (
			! typed ||
			value === '' ||
			value === stored ||
			value === lastVerified.current
		) {
			return undefined;
		}
		const timer = window.setTimeout( () => {
			lastVerified.current = value;
			runRef.current( 'verify_license', value );
		}, VERIFY_DEBOUNCE_MS );
		return () => window.clearTimeout( timer );
	}, [ key, typed, stored ] );

	const busy = action.isPending;
	const hasStored = stored !== '';

	return (
		<>
			{ license.isError && (
				<Notice status="warning">
					<p>
						{ sprintf(
							/* translators: %s: the error message. */
							__(
								'The license could not be loaded: %s',
								'userfeedback'
							),
							license.error.message
						) }
					</p>
				</Notice>
			) }
			<FormTable>
				<FieldRow
					label={ __( 'License Key', 'userfeedback' ) }
					htmlFor={ inputId }
					description={
						entitlements.is_licensed
							? sprintf(
									/* translators: %s: plan name, e.g. Plus. */
									__(
										'Your license key type for this site is %s.',
										'userfeedback'
									),
									typeLabel( entitlements.license_type )
								)
							: __(
									'Add your license key to activate updates and the PRO features of UserFeedback.',
									'userfeedback'
								)
					}
				>
					<div className="uf-settings-license">
						<input
							id={ inputId }
							type="text"
							className="regular-text code"
							autoComplete="off"
							spellCheck={ false }
							value={ key }
							placeholder={ __(
								'Paste your license key here',
								'userfeedback'
							) }
							onChange={ ( event ) => {
								setTyped( true );
								setKey( event.target.value );
							} }
						/>
						{ ( ! hasStored || key.trim() !== stored ) && (
							<button
								type="button"
								className="button button-primary"
								disabled={ busy || key.trim() === '' }
								onClick={ () => {
									lastVerified.current = key.trim();
									run( 'verify_license', key.trim() );
								} }
							>
								{ __( 'Verify', 'userfeedback' ) }
							</button>
						) }
						{ hasStored && (
							<>
								<button
									type="button"
									className="button"
									disabled={ busy }
									onClick={ () =>
										run( 'deactivate_license', stored )
									}
								>
									{ __( 'Deactivate', 'userfeedback' ) }
								</button>
								<button
									type="button"
									className="button"
									disabled={ busy }
									onClick={ () =>
										run( 'validate_license', stored )
									}
								>
									{ __( 'Refresh Key', 'userfeedback' ) }
								</button>
							</>
						) }
						{ busy && <span className="spinner is-active" /> }
					</div>
				</FieldRow>
			</FormTable>
		</>
	);
}

function ConnectByKey() {
	const inputId = useId();
	const toasts = useToasts();
	const action = useLicenseAction();
	const [ key, setKey ] = useState( '' );

	const connect = () => {
		// eslint-disable-next-line @wordpress/i18n-ellipsis -- the spec's exact text.
		toasts.show( __( 'Verifying license...', 'userfeedback' ), 'info' );
		action.mutate(
			{ action: 'connect_url', key: key.trim() },
			{
				onSuccess: ( reply ) => {
					if ( reply.url ) {
						window.location.assign( reply.url );
						return;
					}
					if ( reply.reload ) {
						window.location.reload();
						return;
					}
					toasts.show(
						reply.message || __( 'Success', 'userfeedback' ),
						'success'
					);
				},
				onError: ( error ) => toasts.show( error.message, 'error' ),
			}
		);
	};

	return (
		<FormTable>
			<FieldRow
				label={ __( 'License Key', 'userfeedback' ) }
				htmlFor={ inputId }
				description={ __(
					'Already purchased? Enter your license key to connect this site to UserFeedback PRO.',
					'userfeedback'
				) }
			>
				<form
					className="uf-settings-license"
					onSubmit={ ( event ) => {
						event.preventDefault();
						if ( key.trim() !== '' && ! action.isPending ) {
							connect();
						}
					} }
				>
					<input
						id={ inputId }
						type="text"
						className="regular-text code"
						autoComplete="off"
						spellCheck={ false }
						value={ key }
						placeholder={ __(
							'Paste your license key here',
							'userfeedback'
						) }
						onChange={ ( event ) => setKey( event.target.value ) }
					/>
					<button
						type="submit"
						className="button button-primary"
						disabled={ key.trim() === '' || action.isPending }
					>
						{ __( 'Verify Key', 'userfeedback' ) }
					</button>
					{ action.isPending && (
						<span className="spinner is-active" />
					) }
				</form>
			</FieldRow>
		</FormTable>
	);
}

export function LicenseSection( {
	entitlements,
}: {
	entitlements: Entitlements;
} ) {
	return (
		<section
			className="uf-settings-section"
			aria-labelledby="uf-settings-license"
		>
			<h2 id="uf-settings-license" className="title">
				{ __( 'License', 'userfeedback' ) }
			</h2>
			{ entitlements.is_pro ? (
				<ProLicense entitlements={ entitlements } />
			) : (
				<ConnectByKey />
			) }
		</section>
	);
}
