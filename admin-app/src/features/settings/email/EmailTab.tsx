/**
 * Settings → Email (spec §2.4): the recipients (comma-separated, each a valid address; empty
 * allowed), the template (plain or HTML: summaries_html_template) and the header image of HTML
 * e-mails, chosen from the media library. Empty recipients mean the site's admin address
 * (src/Email/Recipients.php), and the field says which one.
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { getGlobals } from '../../../data/globals';

import { FieldRow, FormTable, Locked, useFieldAria, useLock } from '../fields';
import { useSettingsForm } from '../form';
import { ImageField } from '../ImageField';
import { SaveBar } from '../SaveBar';

export function EmailTab() {
	const recipientsId = useId();
	const { draft, set } = useSettingsForm();
	const adminEmail = getGlobals().admin_email;
	const recipientsAria = useFieldAria( 'notifications_recipients', true );
	const templateFeature = useLock( 'summaries_html_template' );
	const imageFeature = useLock( 'notifications_header_image' );
	return (
		<>
			<section className="uf-settings-section">
				<FormTable>
					<FieldRow
						label={ __( 'Email Recipients', 'userfeedback' ) }
						htmlFor={ recipientsId }
						field="notifications_recipients"
						description={ [
							__(
								'Who receives survey notifications and the email summaries. Separate several addresses with commas.',
								'userfeedback'
							),
							adminEmail
								? sprintf(
										/* translators: %s: the site's admin email address. */
										__(
											'Leave empty to send them to the site’s admin address, %s.',
											'userfeedback'
										),
										adminEmail
									)
								: __(
										'Leave empty to send them to the site’s admin address.',
										'userfeedback'
									),
						].join( ' ' ) }
					>
						<input
							id={ recipientsId }
							type="text"
							className="large-text"
							value={ draft.notifications_recipients }
							placeholder={
								adminEmail ||
								'you@example.com, team@example.com'
							}
							onChange={ ( event ) =>
								set(
									'notifications_recipients',
									event.target.value
								)
							}
							{ ...recipientsAria }
						/>
					</FieldRow>
					<FieldRow
						label={
							<span id="uf-email-template-label">
								{ __( 'Email Template', 'userfeedback' ) }
							</span>
						}
						field="summaries_html_template"
					>
						<Locked feature={ templateFeature }>
							<fieldset aria-labelledby="uf-email-template-label">
								<label
									className="uf-settings-radio"
									htmlFor="uf-email-template-html"
								>
									<input
										id="uf-email-template-html"
										type="radio"
										name="uf-email-template"
										checked={
											draft.summaries_html_template
										}
										disabled={ Boolean( templateFeature ) }
										onChange={ () =>
											set(
												'summaries_html_template',
												true
											)
										}
									/>
									{ __( 'HTML template', 'userfeedback' ) }
								</label>
								<label
									className="uf-settings-radio"
									htmlFor="uf-email-template-plain"
								>
									<input
										id="uf-email-template-plain"
										type="radio"
										name="uf-email-template"
										checked={
											! draft.summaries_html_template
										}
										disabled={ Boolean( templateFeature ) }
										onChange={ () =>
											set(
												'summaries_html_template',
												false
											)
										}
									/>
									{ __( 'Plain text', 'userfeedback' ) }
								</label>
							</fieldset>
						</Locked>
					</FieldRow>
					<FieldRow
						label={ __( 'Email Header Image', 'userfeedback' ) }
						field="notifications_header_image"
						description={ __(
							'Shown at the top of HTML emails; recommended size 300x100 or smaller.',
							'userfeedback'
						) }
					>
						<Locked feature={ imageFeature }>
							<ImageField
								field="notifications_header_image"
								label={ __(
									'Email Header Image',
									'userfeedback'
								) }
								value={ draft.notifications_header_image }
								disabled={ Boolean( imageFeature ) }
								hasDescription
								onChange={ ( url ) =>
									set( 'notifications_header_image', url )
								}
							/>
						</Locked>
					</FieldRow>
				</FormTable>
			</section>
			<SaveBar />
		</>
	);
}
