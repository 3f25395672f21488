/**
 * The Targeting card (visitor.md §2 "Targeting options", §6; configuration.md §5): the Device Type
 * group and the Pages group (all pages, or advanced with the page-rule builder).
 *
 * Gates (see gates.ts):
 * - Lite and Pro without a licence: desktop only and all pages; activating a device opens the
 *   upgrade modal 'Custom Device Type', the advanced option 'Conditional Display'.
 * - plus plan: devices as above; page rules available (with the targeting add-on).
 * - pro and elite plans: everything, with the targeting add-on.
 * - A Pro site that lacks the targeting add-on: the controls are disabled under the notice
 *   'Please activate the Targeting addon to access this feature', linking to the add-ons screen.
 *
 * "Forced on mount": where devices are locked, the card shows desktop only, and the save stores
 * desktop only (forSave(), as the server's SurveyGate::reset() does). The draft itself is left
 * alone, so opening a survey does not mark it changed; the frame lists what the next save will
 * change in a stored survey (plan-changes.ts) before it happens.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { useUpgradeModal } from '../../../../components/upgrade-modal';
import type {
	Device,
	PageRule,
	SurveySettings,
} from '../../../../data/survey-types';
import { useBuilder } from '../BuilderContext';
import { defaultRule } from '../page-rules';
import { GateNotice, ProBadge } from '../shared/GateNotice';
import { DeviceTargeting } from './DeviceTargeting';
import { PageRulesEditor } from './PageRulesEditor';
import { SettingsCard } from './SettingsCard';
import {
	FEATURES,
	devicesGate,
	pagesGate,
	targetingAddonNotice,
} from './gates';

type Targeting = SurveySettings[ 'targeting' ];

export function TargetingCard() {
	const { survey, update, entitlements } = useBuilder();
	const upgrade = useUpgradeModal();
	const id = useId();
	const targeting = survey.settings.targeting;
	const deviceGate = devicesGate( entitlements );
	const pageGate = pagesGate( entitlements );

	const setTargeting = ( recipe: ( t: Targeting ) => Targeting ) =>
		update( ( s ) => ( {
			...s,
			settings: {
				...s.settings,
				targeting: recipe( s.settings.targeting ),
			},
		} ) );

	const devices: Device[] =
		deviceGate === 'ok' ? targeting.devices : [ 'desktop' ];
	const pages = pageGate === 'ok' ? targeting.pages : 'all';
	const noticeId = `${ id }-notice`;
	const needsNotice = deviceGate === 'notice' || pageGate === 'notice';
	const lockId = `${ id }-pages-lock`;

	const choosePages = ( value: Targeting[ 'pages' ] ) =>
		setTargeting( ( t ) => ( {
			...t,
			pages: value,
			page_rules:
				value === 'advanced' && t.page_rules.length === 0
					? [ defaultRule() ]
					: t.page_rules,
		} ) );

	const pagesDescribedBy =
		[
			pageGate === 'notice' ? noticeId : undefined,
			pageGate === 'upgrade' ? lockId : undefined,
		]
			.filter( Boolean )
			.join( ' ' ) || undefined;

	return (
		<SettingsCard
			title={ __( 'Targeting', 'userfeedback' ) }
			name="targeting"
		>
			{ needsNotice && (
				<GateNotice
					id={ noticeId }
					messages={ [ targetingAddonNotice() ] }
				/>
			) }
			<DeviceTargeting
				gate={ deviceGate }
				devices={ devices }
				noticeId={ noticeId }
				onChange={ ( next ) =>
					setTargeting( ( t ) => ( { ...t, devices: next } ) )
				}
			/>
			<fieldset className="uf-builder-pages">
				<legend className="uf-builder-settings__legend">
					{ __( 'Pages', 'userfeedback' ) }
					{ pageGate === 'upgrade' && <ProBadge /> }
				</legend>
				{ pageGate === 'upgrade' && (
					<span id={ lockId } className="screen-reader-text">
						{ __(
							'Showing the survey on chosen pages only is a PRO feature.',
							'userfeedback'
						) }
					</span>
				) }
				<p className="uf-builder-radio">
					<input
						id={ `${ id }-pages-all` }
						type="radio"
						name={ `${ id }-pages` }
						value="all"
						checked={ pages === 'all' }
						disabled={ pageGate === 'notice' }
						aria-describedby={ pagesDescribedBy }
						onChange={ () =>
							pageGate === 'ok' && choosePages( 'all' )
						}
					/>
					<label htmlFor={ `${ id }-pages-all` }>
						{ __( 'All pages', 'userfeedback' ) }
					</label>
				</p>
				<p className="uf-builder-radio">
					<input
						id={ `${ id }-pages-advanced` }
						type="radio"
						name={ `${ id }-pages` }
						value="advanced"
						checked={ pages === 'advanced' }
						disabled={ pageGate === 'notice' }
						aria-disabled={
							pageGate === 'upgrade' ? true : undefined
						}
						aria-describedby={ [
							`${ id }-pages-advanced-help`,
							pagesDescribedBy,
						]
							.filter( Boolean )
							.join( ' ' ) }
						onClick={ () => {
							if ( pageGate === 'upgrade' ) {
								upgrade( FEATURES.conditionalDisplay() );
							}
						} }
						onChange={ () =>
							pageGate === 'ok' && choosePages( 'advanced' )
						}
					/>
					<label htmlFor={ `${ id }-pages-advanced` }>
						{ __( 'Advanced', 'userfeedback' ) }
					</label>
					<span
						id={ `${ id }-pages-advanced-help` }
						className="description uf-builder-radio__help"
					>
						{ __(
							'Show the survey only on pages that meet the rules below.',
							'userfeedback'
						) }
					</span>
				</p>
				{ pages === 'advanced' && (
					<PageRulesEditor
						rules={ targeting.page_rules }
						onChange={ ( rules: PageRule[] ) =>
							setTargeting( ( t ) => ( {
								...t,
								page_rules: rules,
							} ) )
						}
					/>
				) }
			</fieldset>
		</SettingsCard>
	);
}
