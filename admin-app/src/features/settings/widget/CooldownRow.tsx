/**
 * Settings → Widget, "Cooldown Between Surveys" (docs/decisions.md "Display rules across
 * surveys"): after a visitor was shown a survey, no other survey is shown to them for this many
 * days (0 is off; a survey can ignore it in its Behavior card). Saved with the rest of the form.
 *
 * Gated like the builder's behaviour settings (licensed Pro with the behavior add-on; the widget
 * gets 0 otherwise): Lite sees the field locked with the upgrade modal ('Survey Cooldown'), as the
 * other Pro fields of this screen; Pro without the licence or the add-on sees it disabled with a
 * link to what is missing. A field the server locks (`locked`) is locked too.
 */
import { useId } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { addonActive, isLicensed } from '../../../data/entitlements';
import {
	adminPageUrl,
	getGlobals,
	type Entitlements,
} from '../../../data/globals';
import { useEntitlements } from '../../../data/use-entitlements';
import { MAX_COOLDOWN_DAYS } from '../../../data/use-settings';
import { FieldRow, Locked, useLock } from '../fields';
import { useSettingsForm } from '../form';
import { NumberUnitField } from './NumberUnitField';

const FIELD = 'widget_cooldown_days';

export type CooldownGate = 'ok' | 'upgrade' | 'notice';

/** The upgrade modal's name for the setting. */
export function cooldownFeature(): string {
	return __( 'Survey Cooldown', 'userfeedback' );
}

/**
 * Whether a number of days is a whole number from 0 to 365 (NaN stands for an empty field).
 *
 * @param days The typed days.
 */
export function cooldownValid( days: number ): boolean {
	return Number.isInteger( days ) && days >= 0 && days <= MAX_COOLDOWN_DAYS;
}

/** What to say beside days out of range. */
export function cooldownMessage(): string {
	return sprintf(
		/* translators: %d: largest number of days. */
		__(
			'The cooldown must be a whole number of days from 0 to %d.',
			'userfeedback'
		),
		MAX_COOLDOWN_DAYS
	);
}

/**
 * Why a Pro site cannot set the cooldown: a licence, the add-on, or both; none when it can.
 *
 * @param ent The site's entitlements.
 */
export function cooldownNotices(
	ent: Entitlements
): Array< { text: string; href: string } > {
	const adminUrl = getGlobals().admin_url;
	const notices: Array< { text: string; href: string } > = [];
	if ( ! isLicensed( ent ) ) {
		notices.push( {
			text: __(
				'Please enter a valid license key to access this feature.',
				'userfeedback'
			),
			href: `${ adminPageUrl( adminUrl, 'settings' ) }#/general`,
		} );
	}
	if ( ! addonActive( ent, 'behavior' ) ) {
		notices.push( {
			text: __(
				'Please activate the Behavior addon to access this feature',
				'userfeedback'
			),
			href: adminPageUrl( adminUrl, 'addons' ),
		} );
	}
	return notices;
}

/**
 * The gate: open with the behavior add-on (which needs a licence); Lite gets the upgrade modal,
 * Pro without the licence or add-on a notice.
 *
 * @param ent The site's entitlements.
 */
export function cooldownGate( ent: Entitlements ): CooldownGate {
	if ( addonActive( ent, 'behavior' ) ) {
		return 'ok';
	}
	return ent.is_pro ? 'notice' : 'upgrade';
}

export function CooldownRow() {
	const id = useId();
	const { draft, set, errors } = useSettingsForm();
	const { data: entitlements } = useEntitlements();
	const serverLock = useLock( FIELD );
	const gate = serverLock ? 'upgrade' : cooldownGate( entitlements );
	const days = draft[ FIELD ];
	const serverError = errors[ FIELD ];
	const localError =
		gate === 'ok' && ! serverError && ! cooldownValid( days )
			? cooldownMessage()
			: null;
	const notices = gate === 'notice' ? cooldownNotices( entitlements ) : [];
	return (
		<FieldRow
			label={ __( 'Cooldown Between Surveys', 'userfeedback' ) }
			htmlFor={ id }
			field={ FIELD }
			description={ __(
				'After a visitor was shown a survey, no other survey is shown to them for this many days. 0 turns it off. A survey can ignore it (its Settings step, Behavior).',
				'userfeedback'
			) }
		>
			<Locked
				feature={
					gate === 'upgrade'
						? ( serverLock ?? cooldownFeature() )
						: null
				}
				className="uf-cooldown-field"
			>
				<NumberUnitField
					id={ id }
					field={ FIELD }
					min={ 0 }
					max={ MAX_COOLDOWN_DAYS }
					value={ Number.isFinite( days ) ? String( days ) : '' }
					disabled={ gate !== 'ok' }
					unit={ __( 'days (0 = off)', 'userfeedback' ) }
					unitAs="description"
					describedBy={ [
						localError ? `${ id }-error` : '',
						notices.length > 0 ? `${ id }-notice` : '',
					] }
					invalid={ Boolean( localError ) }
					onChange={ ( typed ) => {
						const text = typed.trim();
						set( FIELD, text === '' ? NaN : Number( text ) );
					} }
				/>
			</Locked>
			{ localError && (
				<p id={ `${ id }-error` } className="uf-settings-field-error">
					{ localError }
				</p>
			) }
			{ notices.length > 0 && (
				<div
					id={ `${ id }-notice` }
					className="notice notice-warning inline uf-cooldown-notice"
				>
					{ notices.map( ( notice ) => (
						<p key={ notice.text }>
							<a href={ notice.href }>{ notice.text }</a>
						</p>
					) ) }
				</div>
			) }
		</FieldRow>
	);
}
