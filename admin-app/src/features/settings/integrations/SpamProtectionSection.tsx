/**
 * Settings → Integrations → Spam protection: an optional Cloudflare Turnstile or Google
 * reCAPTCHA v3 check on the save that creates a response (every edition). The provider, its site
 * key and secret key (write-only: the field stays empty and says which stored key it keeps), what
 * happens while the provider cannot be reached, and reCAPTCHA's lowest score. Part of the settings
 * draft: its Save Settings saves it with the rest, with the same announced messages and the
 * server's field errors under the fields.
 */
import { useId, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { CaptchaProvider } from '../../../data/use-settings';
import { FieldRow, FormTable, useFieldAria } from '../fields';
import { useSettingsForm } from '../form';
import { SaveBar } from '../SaveBar';

import './spam-protection.scss';

const PROVIDERS: Array< { value: CaptchaProvider; label: () => string } > = [
	{ value: '', label: () => __( 'None', 'userfeedback' ) },
	{
		value: 'turnstile',
		label: () => __( 'Cloudflare Turnstile', 'userfeedback' ),
	},
	{
		value: 'recaptcha',
		label: () => __( 'Google reCAPTCHA v3', 'userfeedback' ),
	},
];

export function SpamProtectionSection() {
	const { draft, set, secretHints } = useSettingsForm();
	const siteKeyId = useId();
	const secretId = useId();
	const scoreId = useId();
	const siteKeyAria = useFieldAria( 'captcha_site_key', true );
	const secretAria = useFieldAria( 'captcha_secret_key', true );
	const scoreAria = useFieldAria( 'captcha_min_score', true );
	// The score as typed, so an empty field stays empty (and is refused) instead of reading 0.
	const [ scoreText, setScoreText ] = useState< string | null >( null );
	const provider = draft.captcha_provider;
	const hint = secretHints.captcha_secret_key;
	const company =
		provider === 'recaptcha'
			? __( 'Google', 'userfeedback' )
			: __( 'Cloudflare', 'userfeedback' );

	return (
		<section
			className="uf-settings-section uf-spam-protection"
			aria-labelledby="uf-spam-protection-title"
		>
			<h2 id="uf-spam-protection-title" className="title">
				{ __( 'Spam protection', 'userfeedback' ) }
			</h2>
			<p>
				{ __(
					'Surveys already refuse simple bots (a hidden field, a page token and limits per visitor). A provider adds an invisible check before a new response is saved.',
					'userfeedback'
				) }
			</p>
			<FormTable>
				<FieldRow
					label={
						<span id="uf-captcha-provider-label">
							{ __( 'Provider', 'userfeedback' ) }
						</span>
					}
					field="captcha_provider"
				>
					<fieldset aria-labelledby="uf-captcha-provider-label">
						{ PROVIDERS.map( ( option ) => (
							<label
								key={ option.value || 'none' }
								className="uf-settings-radio"
								htmlFor={ `uf-captcha-${ option.value || 'none' }` }
							>
								<input
									id={ `uf-captcha-${ option.value || 'none' }` }
									type="radio"
									name="uf-captcha-provider"
									checked={ provider === option.value }
									onChange={ () =>
										set( 'captcha_provider', option.value )
									}
								/>
								{ option.label() }
							</label>
						) ) }
					</fieldset>
				</FieldRow>
				{ provider && (
					<>
						<FieldRow
							label={ __( 'Site Key', 'userfeedback' ) }
							htmlFor={ siteKeyId }
							field="captcha_site_key"
							description={ sprintf(
								/* translators: %s: Cloudflare or Google. */
								__(
									'The public key %s shows for this site; visitors’ browsers receive it.',
									'userfeedback'
								),
								company
							) }
						>
							<input
								id={ siteKeyId }
								type="text"
								className="regular-text code"
								autoComplete="off"
								spellCheck={ false }
								value={ draft.captcha_site_key }
								onChange={ ( event ) =>
									set(
										'captcha_site_key',
										event.target.value
									)
								}
								{ ...siteKeyAria }
							/>
						</FieldRow>
						<FieldRow
							label={ __( 'Secret Key', 'userfeedback' ) }
							htmlFor={ secretId }
							field="captcha_secret_key"
							description={
								hint
									? sprintf(
											/* translators: %s: the stored secret key's last four characters. */
											__(
												'A secret key ending in %s is saved. Leave this empty to keep it, or enter a new one to replace it. It is never shown again.',
												'userfeedback'
											),
											hint
										)
									: __(
											'Stays on the server: it is never shown again once saved.',
											'userfeedback'
										)
							}
						>
							<input
								id={ secretId }
								type="password"
								className="regular-text code"
								autoComplete="new-password"
								spellCheck={ false }
								placeholder={ hint ? `••••${ hint }` : '' }
								value={ draft.captcha_secret_key }
								onChange={ ( event ) =>
									set(
										'captcha_secret_key',
										event.target.value
									)
								}
								{ ...secretAria }
							/>
						</FieldRow>
						<FieldRow
							label={
								<span id="uf-captcha-outage-label">
									{ __(
										'When the Provider Cannot Be Reached',
										'userfeedback'
									) }
								</span>
							}
							field="captcha_fail_open"
						>
							<fieldset aria-labelledby="uf-captcha-outage-label">
								<label
									className="uf-settings-radio"
									htmlFor="uf-captcha-open"
								>
									<input
										id="uf-captcha-open"
										type="radio"
										name="uf-captcha-outage"
										checked={ draft.captcha_fail_open }
										onChange={ () =>
											set( 'captcha_fail_open', true )
										}
									/>
									{ __(
										'Let responses through (recommended: no feedback is lost)',
										'userfeedback'
									) }
								</label>
								<label
									className="uf-settings-radio"
									htmlFor="uf-captcha-closed"
								>
									<input
										id="uf-captcha-closed"
										type="radio"
										name="uf-captcha-outage"
										checked={ ! draft.captcha_fail_open }
										onChange={ () =>
											set( 'captcha_fail_open', false )
										}
									/>
									{ __(
										'Refuse them until it answers again',
										'userfeedback'
									) }
								</label>
							</fieldset>
						</FieldRow>
						{ provider === 'recaptcha' && (
							<FieldRow
								label={ __( 'Lowest Score', 'userfeedback' ) }
								htmlFor={ scoreId }
								field="captcha_min_score"
								description={ __(
									'reCAPTCHA scores each visitor from 0.0 (a bot) to 1.0 (a person); responses scored lower are refused. Google suggests 0.5 to start.',
									'userfeedback'
								) }
							>
								<input
									id={ scoreId }
									type="number"
									className="small-text"
									min={ 0 }
									max={ 1 }
									step={ 0.1 }
									value={
										scoreText ??
										String( draft.captcha_min_score )
									}
									onChange={ ( event ) => {
										const typed = event.target.value;
										setScoreText( typed );
										set(
											'captcha_min_score',
											typed.trim() === ''
												? -1
												: Number( typed )
										);
									} }
									{ ...scoreAria }
								/>
							</FieldRow>
						) }
					</>
				) }
			</FormTable>
			{ provider && (
				<p className="uf-spam-protection__privacy">
					{ sprintf(
						/* translators: %s: Cloudflare or Google. */
						__(
							'Before a new response is saved, your visitors’ browsers load a script from %s, which receives their IP address and may set its own cookies. Mention it in your privacy policy: the suggested text under Settings → Privacy now does.',
							'userfeedback'
						),
						company
					) }
				</p>
			) }
			<SaveBar />
		</section>
	);
}
