/**
 * Lite vs Pro (spec §2.7; only for non-Pro, the route redirects Pro to About Us): a header, the
 * comparison table of spec §1, and a footer with the Lite discount (spec §9: 50%).
 */
import { __ } from '@wordpress/i18n';

import { comparisonRows, type Coverage } from './comparison';
import { upgradeUrl } from './links';

function coverageLabel( coverage: Coverage ): string {
	switch ( coverage ) {
		case 'full':
			return __( 'Included', 'userfeedback' );
		case 'partial':
			return __( 'Limited', 'userfeedback' );
		default:
			return __( 'Not included', 'userfeedback' );
	}
}

const ICONS: Record< Coverage, string > = {
	full: 'dashicons-yes-alt',
	partial: 'dashicons-marker',
	none: 'dashicons-dismiss',
};

function Cell( { coverage, text }: { coverage: Coverage; text: string } ) {
	return (
		<td className={ `uf-compare__cell is-${ coverage }` }>
			<span
				className={ `dashicons ${ ICONS[ coverage ] }` }
				aria-hidden="true"
			/>
			<span className="screen-reader-text">
				{ coverageLabel( coverage ) }:{ ' ' }
			</span>
			{ text }
		</td>
	);
}

function UpgradeButton( { medium }: { medium: string } ) {
	return (
		<a
			className="button button-primary button-hero"
			href={ upgradeUrl( medium ) }
			target="_blank"
			rel="noopener noreferrer"
		>
			{ __( 'Upgrade to PRO', 'userfeedback' ) }
			<span className="screen-reader-text">
				{ ' ' }
				{ __( '(opens in a new tab)', 'userfeedback' ) }
			</span>
		</a>
	);
}

export function LiteVsPro() {
	return (
		<div className="uf-compare">
			<header className="uf-compare__header">
				<h2>
					{ __(
						'Lite vs Pro: what you get when you upgrade',
						'userfeedback'
					) }
				</h2>
				<p>
					{ __(
						'UserFeedback Lite never limits how many surveys you run or how many answers you collect. Pro adds the question types, targeting, branding and reporting that help you ask the right visitor at the right moment.',
						'userfeedback'
					) }
				</p>
			</header>
			<table className="widefat striped uf-compare__table">
				<caption className="screen-reader-text">
					{ __( 'Features of Lite and Pro', 'userfeedback' ) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Feature', 'userfeedback' ) }</th>
						<th scope="col">{ __( 'Lite', 'userfeedback' ) }</th>
						<th scope="col">{ __( 'Pro', 'userfeedback' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ comparisonRows().map( ( row ) => (
						<tr key={ row.key }>
							<th scope="row">{ row.feature }</th>
							<Cell { ...row.lite } />
							<Cell { ...row.pro } />
						</tr>
					) ) }
				</tbody>
			</table>
			<footer className="uf-compare__footer">
				<h2>
					{ __(
						'Get UserFeedback Pro and unlock every feature',
						'userfeedback'
					) }
				</h2>
				<p className="uf-compare__discount">
					<strong>{ __( 'Bonus:', 'userfeedback' ) }</strong>{ ' ' }
					{ __(
						'UserFeedback Lite users get 50% off the regular price, applied automatically at checkout.',
						'userfeedback'
					) }
				</p>
				<UpgradeButton medium="lite-vs-pro" />
			</footer>
		</div>
	);
}
