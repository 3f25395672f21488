/**
 * Settings → Misc (spec §2.4): usage tracking (off by default), e-mail summaries with Send Test
 * Email, automatic updates (all, minor, none; 'none' 300 ms after load when unset, spec §4),
 * privacy (how visitor IPs are stored, trusted proxies, deleting old responses, what an erasure
 * request does), data removal on uninstall, and the AI
 * provider settings; the one Save Settings at the bottom saves all of them (form.tsx).
 */
import { useEffect, useId, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type {
	AutomaticUpdates,
	IpStorage,
	PrivacyErasure,
} from '../../../data/use-settings';
import {
	MAX_RETENTION_DAYS,
	useSendSummaryTest,
} from '../../../data/use-settings';
import { AiProviderSettings } from '../ai/AiProviderSettings';
import { FieldRow, FormTable, Locked, useFieldAria, useLock } from '../fields';
import { useSettingsForm } from '../form';
import { SaveBar } from '../SaveBar';
import { useToasts } from '../toasts';

/** Spec §9: automatic updates default to 'none' 300 ms after load when unset. */
export const UPDATES_DEFAULT_MS = 300;

const UPDATES: Array< {
	value: AutomaticUpdates;
	label: () => string;
	description: () => string;
} > = [
	{
		value: 'all',
		label: () => __( 'Yes (Recommended)', 'userfeedback' ),
		description: () =>
			__(
				'Get the latest features, bug fixes and security updates as they are released.',
				'userfeedback'
			),
	},
	{
		value: 'minor',
		label: () => __( 'Minor Only', 'userfeedback' ),
		description: () =>
			__(
				'Get bug fixes and security updates, but not major features.',
				'userfeedback'
			),
	},
	{
		value: 'none',
		label: () => __( 'None', 'userfeedback' ),
		description: () => __( 'Manually update everything.', 'userfeedback' ),
	},
];

const IP_STORAGE: Array< { value: IpStorage; label: () => string } > = [
	{
		value: 'anonymised',
		label: () => __( 'Anonymized (the last part removed)', 'userfeedback' ),
	},
	{ value: 'full', label: () => __( 'Full IP address', 'userfeedback' ) },
	{
		value: 'none',
		label: () => __( 'Do not store IP addresses', 'userfeedback' ),
	},
];

const ERASURE: Array< {
	value: PrivacyErasure;
	label: () => string;
} > = [
	{
		value: 'delete',
		label: () => __( 'Delete the person’s responses', 'userfeedback' ),
	},
	{
		value: 'anonymise',
		label: () =>
			__(
				'Anonymize them: remove e-mail addresses, names, comments and written answers, keep choices and ratings for the results',
				'userfeedback'
			),
	},
];

/** Days offered when retention is switched on. */
const DEFAULT_RETENTION_DAYS = 365;

function SummaryTest() {
	const test = useSendSummaryTest();
	const toasts = useToasts();
	const { saved } = useSettingsForm();
	return (
		<p>
			<button
				type="button"
				className="button"
				disabled={ test.isPending }
				onClick={ () =>
					test.mutate( undefined, {
						onSuccess: ( result ) =>
							toasts.show(
								sprintf(
									/* translators: %s: e-mail addresses, comma-separated. */
									__(
										'Test email sent to %s.',
										'userfeedback'
									),
									( result.recipients ?? [] ).join( ', ' ) ||
										saved.notifications_recipients
								),
								'success'
							),
						onError: ( error ) =>
							toasts.show( error.message, 'error' ),
					} )
				}
			>
				{ test.isPending
					? __( 'Sending…', 'userfeedback' )
					: __( 'Send Test Email', 'userfeedback' ) }
			</button>
			{ test.isPending && <span className="spinner is-active" /> }
		</p>
	);
}

export function MiscTab() {
	const trackingId = useId();
	const summariesId = useId();
	const proxiesId = useId();
	const uninstallId = useId();
	const retentionId = useId();
	const retentionDaysId = useId();
	const [ daysText, setDaysText ] = useState( '' );
	const { draft, set, saved } = useSettingsForm();
	const proxiesAria = useFieldAria( 'trusted_proxies', true );
	const retentionAria = useFieldAria( 'retention_days', true );
	const updatesFeature = useLock( 'automatic_updates' );
	const [ proxiesText, setProxiesText ] = useState( () =>
		draft.trusted_proxies.join( '\n' )
	);

	useEffect( () => {
		if ( draft.automatic_updates !== '' ) {
			return undefined;
		}
		const timer = window.setTimeout(
			() => set( 'automatic_updates', 'none' ),
			UPDATES_DEFAULT_MS
		);
		return () => window.clearTimeout( timer );
	}, [ draft.automatic_updates, set ] );

	// After a save the server's list (normalised) replaces what was typed.
	useEffect( () => {
		setProxiesText( saved.trusted_proxies.join( '\n' ) );
	}, [ saved.trusted_proxies ] );

	return (
		<>
			<section className="uf-settings-section">
				<FormTable>
					<FieldRow
						label={ __( 'Usage Tracking', 'userfeedback' ) }
						field="allow_usage_tracking"
						description={ __(
							'Off by default: nothing is sent anywhere unless you turn this on. When on, UserFeedback may send anonymous usage data once a week — WordPress, PHP and plugin versions, the edition, and how many surveys and responses the site has — to help us improve the plugin. Never survey answers, email addresses or anything about your visitors.',
							'userfeedback'
						) }
					>
						<label htmlFor={ trackingId }>
							<input
								id={ trackingId }
								type="checkbox"
								checked={ draft.allow_usage_tracking }
								onChange={ ( event ) =>
									set(
										'allow_usage_tracking',
										event.target.checked
									)
								}
							/>
							{ __( 'Allow usage tracking', 'userfeedback' ) }
						</label>
					</FieldRow>
					<FieldRow
						label={ __( 'Email Summaries', 'userfeedback' ) }
						field="summaries_disabled"
						description={ __(
							'A weekly email with the responses of each survey, sent to the recipients of Settings → Email. The test email uses the saved recipients.',
							'userfeedback'
						) }
					>
						<label htmlFor={ summariesId }>
							<input
								id={ summariesId }
								type="checkbox"
								checked={ ! draft.summaries_disabled }
								onChange={ ( event ) =>
									set(
										'summaries_disabled',
										! event.target.checked
									)
								}
							/>
							{ __(
								'Send weekly email summaries',
								'userfeedback'
							) }
						</label>
						<SummaryTest />
					</FieldRow>
					<FieldRow
						label={
							<span id="uf-updates-label">
								{ __( 'Automatic Updates', 'userfeedback' ) }
							</span>
						}
						field="automatic_updates"
					>
						<Locked feature={ updatesFeature }>
							<fieldset aria-labelledby="uf-updates-label">
								{ UPDATES.map( ( option ) => (
									<label
										key={ option.value }
										className="uf-settings-radio uf-settings-radio--described"
										htmlFor={ `uf-updates-${ option.value }` }
									>
										<input
											id={ `uf-updates-${ option.value }` }
											type="radio"
											name="uf-automatic-updates"
											checked={
												draft.automatic_updates ===
												option.value
											}
											disabled={ Boolean(
												updatesFeature
											) }
											onChange={ () =>
												set(
													'automatic_updates',
													option.value
												)
											}
										/>
										<strong>{ option.label() }</strong>
										<span className="description">
											{ ' ' }
											{ option.description() }
										</span>
									</label>
								) ) }
							</fieldset>
						</Locked>
					</FieldRow>
				</FormTable>
			</section>
			<section
				className="uf-settings-section"
				aria-labelledby="uf-settings-privacy"
			>
				<h2 id="uf-settings-privacy" className="title">
					{ __( 'Privacy', 'userfeedback' ) }
				</h2>
				<FormTable>
					<FieldRow
						label={
							<span id="uf-ip-label">
								{ __( 'Visitor IP Addresses', 'userfeedback' ) }
							</span>
						}
						field="ip_storage"
						description={ __(
							'How the IP address of each response is stored. Anonymized keeps enough to tell regions apart, not people.',
							'userfeedback'
						) }
					>
						<fieldset aria-labelledby="uf-ip-label">
							{ IP_STORAGE.map( ( option ) => (
								<label
									key={ option.value }
									className="uf-settings-radio"
									htmlFor={ `uf-ip-${ option.value }` }
								>
									<input
										id={ `uf-ip-${ option.value }` }
										type="radio"
										name="uf-ip-storage"
										checked={
											draft.ip_storage === option.value
										}
										onChange={ () =>
											set( 'ip_storage', option.value )
										}
									/>
									{ option.label() }
								</label>
							) ) }
						</fieldset>
					</FieldRow>
					<FieldRow
						label={ __( 'Trusted Proxies', 'userfeedback' ) }
						htmlFor={ proxiesId }
						field="trusted_proxies"
						description={ __(
							'One IP address or CIDR range per line. Only requests from these proxies may set the visitor’s address through X-Forwarded-For; leave empty unless your site is behind a proxy or load balancer.',
							'userfeedback'
						) }
					>
						<textarea
							id={ proxiesId }
							className="large-text code"
							rows={ 3 }
							value={ proxiesText }
							onChange={ ( event ) => {
								setProxiesText( event.target.value );
								set(
									'trusted_proxies',
									event.target.value
										.split( /[\n,]/ )
										.map( ( line ) => line.trim() )
										.filter( Boolean )
								);
							} }
							{ ...proxiesAria }
						/>
					</FieldRow>
					<FieldRow
						label={ __( 'Old Responses', 'userfeedback' ) }
						field="retention_days"
						description={ __(
							'Checked every day; a survey can keep its responses longer or shorter (its Settings step, Privacy). Off by default.',
							'userfeedback'
						) }
					>
						<label htmlFor={ retentionId }>
							<input
								id={ retentionId }
								type="checkbox"
								checked={ draft.retention_days !== 0 }
								onChange={ ( event ) => {
									const days = event.target.checked
										? DEFAULT_RETENTION_DAYS
										: 0;
									setDaysText( String( days ) );
									set( 'retention_days', days );
								} }
							/>
							{ __(
								'Delete responses older than a number of days',
								'userfeedback'
							) }
						</label>
						{ draft.retention_days !== 0 && (
							<p>
								<label htmlFor={ retentionDaysId }>
									{ __( 'Days', 'userfeedback' ) }{ ' ' }
								</label>
								<input
									id={ retentionDaysId }
									type="number"
									className="small-text"
									min={ 1 }
									max={ MAX_RETENTION_DAYS }
									step={ 1 }
									value={
										daysText === ''
											? String( draft.retention_days )
											: daysText
									}
									onChange={ ( event ) => {
										setDaysText( event.target.value );
										set(
											'retention_days',
											event.target.value.trim() === ''
												? -1
												: Number( event.target.value )
										);
									} }
									{ ...retentionAria }
								/>
							</p>
						) }
					</FieldRow>
					<FieldRow
						label={
							<span id="uf-erasure-label">
								{ __( 'Erasure Requests', 'userfeedback' ) }
							</span>
						}
						field="privacy_erasure"
						description={ __(
							'What Tools → Erase Personal Data does to the responses of the person it names (found by the e-mail address they gave or their user account).',
							'userfeedback'
						) }
					>
						<fieldset aria-labelledby="uf-erasure-label">
							{ ERASURE.map( ( option ) => (
								<label
									key={ option.value }
									className="uf-settings-radio"
									htmlFor={ `uf-erasure-${ option.value }` }
								>
									<input
										id={ `uf-erasure-${ option.value }` }
										type="radio"
										name="uf-privacy-erasure"
										checked={
											draft.privacy_erasure ===
											option.value
										}
										onChange={ () =>
											set(
												'privacy_erasure',
												option.value
											)
										}
									/>
									{ option.label() }
								</label>
							) ) }
						</fieldset>
					</FieldRow>
					<FieldRow
						label={ __( 'Uninstall', 'userfeedback' ) }
						field="delete_data_on_uninstall"
						description={ __(
							'When on, deleting the plugin also deletes every survey, response and setting. This cannot be undone.',
							'userfeedback'
						) }
					>
						<label htmlFor={ uninstallId }>
							<input
								id={ uninstallId }
								type="checkbox"
								checked={ draft.delete_data_on_uninstall }
								onChange={ ( event ) =>
									set(
										'delete_data_on_uninstall',
										event.target.checked
									)
								}
							/>
							{ __(
								'Remove all UserFeedback data when the plugin is deleted',
								'userfeedback'
							) }
						</label>
					</FieldRow>
				</FormTable>
			</section>
			<AiProviderSettings />
			<SaveBar />
		</>
	);
}
