/**
 * The Share card's personal links: with Pro and a licence, the form that makes them (a Pro module,
 * chunk pro-links, not in the Lite zip); otherwise what they do and how to get them.
 */
import { __ } from '@wordpress/i18n';

import { proModule } from '../../../components/ProModule';
import { UpgradeNotice } from '../../../components/UpgradeNotice';
import { isLicensed } from '../../../data/entitlements';
import { useEntitlements } from '../../../data/use-entitlements';
import type { Survey } from '../../../data/survey-types';

const PersonalLinksForm = proModule(
	() => import( /* webpackChunkName: "pro-links" */ '../../../pro/links' ),
	( module ) => module.PersonalLinksForm
);

/**
 * The hidden fields a personal link can fill: all but the logged-in visitor's (`user`), which the
 * server resolves.
 *
 * @param survey The saved survey.
 */
export function linkFieldNames( survey: Pick< Survey, 'settings' > ): string[] {
	return survey.settings.hidden_fields
		.filter( ( field ) => field.source !== 'user' )
		.map( ( field ) => field.name );
}

export function PersonalLinksSection( {
	surveyId,
	fieldNames,
}: {
	surveyId: number;
	fieldNames: string[];
} ) {
	const { data: entitlements } = useEntitlements();
	if ( ! isLicensed( entitlements ) ) {
		return (
			<div className="uf-links">
				<h3>{ __( 'Personal links', 'userfeedback' ) }</h3>
				<UpgradeNotice>
					{ __(
						'Personal single-use links, each carrying its own values, come with UserFeedback Pro and an active license.',
						'userfeedback'
					) }
				</UpgradeNotice>
			</div>
		);
	}
	return (
		<PersonalLinksForm surveyId={ surveyId } fieldNames={ fieldNames } />
	);
}
