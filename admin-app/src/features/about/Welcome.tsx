/**
 * The welcome screen (spec §2.7, route /welcome of the About area): hero, "video" block,
 * features, upgrade banner (non-Pro, spec §1/§9: $199 a year, 50% off for Lite), facts in place
 * of testimonials, footer, and Create Your First Survey to the new-survey route.
 *
 * The video block embeds nothing from another site (the admin must work offline and visitors of
 * the dashboard are not reported to a video host): a local illustration of the widget with a link
 * to the live widget preview in Settings (docs/decisions.md, "About and welcome screens").
 */
import { __ } from '@wordpress/i18n';

import { getGlobals } from '../../data/globals';
import { useEntitlements } from '../../data/use-entitlements';
import { productFacts } from './facts';
import { adminRoute, newSurveyUrl, upgradeUrl } from './links';

/** The yearly price the welcome screen shows (spec §1, §9). */
export const PRO_PRICE_PER_YEAR = 199;

function CreateSurveyButton( { hero = false }: { hero?: boolean } ) {
	return (
		<a
			className={ `button button-primary${
				hero ? ' button-hero' : ''
			} uf-welcome__create` }
			href={ newSurveyUrl() }
		>
			{ __( 'Create Your First Survey', 'userfeedback' ) }
		</a>
	);
}

function features(): { icon: string; title: string; text: string }[] {
	return [
		{
			icon: 'dashicons-welcome-add-page',
			title: __( 'Ready-made templates', 'userfeedback' ),
			text: __(
				'Start from a template for content, product, store or website feedback, or from a blank survey.',
				'userfeedback'
			),
		},
		{
			icon: 'dashicons-editor-ul',
			title: __( 'Questions that fit', 'userfeedback' ),
			text: __(
				'Single and multiple choice, short and long text, email, star rating and NPS, with conditional logic.',
				'userfeedback'
			),
		},
		{
			icon: 'dashicons-visibility',
			title: __( 'The right page, the right moment', 'userfeedback' ),
			text: __(
				'Target pages and devices, and show a survey right away, after a delay, halfway down the page or on exit intent.',
				'userfeedback'
			),
		},
		{
			icon: 'dashicons-chart-bar',
			title: __( 'Results you can read', 'userfeedback' ),
			text: __(
				'Charts per question, NPS scores over time, and each response with the page it came from.',
				'userfeedback'
			),
		},
		{
			icon: 'dashicons-email-alt',
			title: __( 'Email notifications', 'userfeedback' ),
			text: __(
				'Hear about new responses by email, sent in the background so visitors never wait.',
				'userfeedback'
			),
		},
		{
			icon: 'dashicons-admin-appearance',
			title: __( 'A widget that looks like your site', 'userfeedback' ),
			text: __(
				'Choose the icon, label, font, colors and position, with a live preview.',
				'userfeedback'
			),
		},
	];
}

export function Welcome() {
	const { data } = useEntitlements();
	const { assets } = getGlobals();
	const price = `$${ PRO_PRICE_PER_YEAR }`;
	return (
		<div className="uf-welcome">
			<section className="uf-welcome__hero">
				<img
					className="uf-welcome__logo"
					src={ `${ assets }images/userfeedback-logo.svg` }
					alt=""
					width={ 56 }
					height={ 56 }
				/>
				<h1 className="uf-welcome__title">
					{ __( 'Welcome to UserFeedback', 'userfeedback' ) }
				</h1>
				<p className="uf-welcome__subtitle">
					{ __(
						'Ask your visitors what they think, right on your site, and read their answers in your dashboard.',
						'userfeedback'
					) }
				</p>
				<p className="uf-welcome__actions">
					<CreateSurveyButton hero />
					<a
						className="button button-hero"
						href={ adminRoute( 'about', '/getting-started' ) }
					>
						{ __( 'Read Getting Started', 'userfeedback' ) }
					</a>
				</p>
			</section>

			<section
				className="uf-welcome__video"
				aria-labelledby="uf-welcome-video"
			>
				<h2 id="uf-welcome-video">
					{ __( 'See how it works', 'userfeedback' ) }
				</h2>
				<figure className="uf-welcome__figure">
					<img
						src={ `${ assets }images/welcome-widget.svg` }
						alt={ __(
							'Illustration: a web page with the UserFeedback widget open in the bottom corner, asking for a star rating.',
							'userfeedback'
						) }
						width={ 640 }
						height={ 360 }
					/>
					<figcaption>
						{ __(
							'Your visitors see a small widget in the corner of the page: one question at a time, then a thank-you message.',
							'userfeedback'
						) }{ ' ' }
						<a href={ adminRoute( 'settings', '/widget' ) }>
							{ __(
								'Try the live preview in Settings → Widget',
								'userfeedback'
							) }
						</a>
					</figcaption>
				</figure>
			</section>

			<section
				className="uf-welcome__features"
				aria-labelledby="uf-welcome-features"
			>
				<h2 id="uf-welcome-features">
					{ __( 'What you can do', 'userfeedback' ) }
				</h2>
				<ul className="uf-welcome__feature-list">
					{ features().map( ( feature ) => (
						<li
							key={ feature.icon }
							className="uf-welcome__feature"
						>
							<span
								className={ `dashicons ${ feature.icon }` }
								aria-hidden="true"
							/>
							<h3>{ feature.title }</h3>
							<p>{ feature.text }</p>
						</li>
					) ) }
				</ul>
			</section>

			{ ! data.is_pro && (
				<section
					className="uf-welcome__upgrade"
					aria-labelledby="uf-welcome-upgrade"
				>
					<div>
						<h2 id="uf-welcome-upgrade">
							{ __(
								'Upgrade to UserFeedback Pro',
								'userfeedback'
							) }
						</h2>
						<p>
							{ __(
								'Star rating and NPS questions, page and device targeting, timing and scheduling, your own branding, 20+ premium templates and export to CSV or XLSX.',
								'userfeedback'
							) }
						</p>
						<p className="uf-welcome__discount">
							{ __(
								'As a Lite user, you get 50% off the regular price.',
								'userfeedback'
							) }
						</p>
					</div>
					<div className="uf-welcome__price">
						<p>
							<span className="uf-welcome__amount">
								{ price }
							</span>{ ' ' }
							<span>{ __( 'per year', 'userfeedback' ) }</span>
						</p>
						<a
							className="button button-primary button-hero"
							href={ upgradeUrl( 'welcome' ) }
							target="_blank"
							rel="noopener noreferrer"
						>
							{ __( 'Upgrade to PRO', 'userfeedback' ) }
							<span className="screen-reader-text">
								{ ' ' }
								{ __( '(opens in a new tab)', 'userfeedback' ) }
							</span>
						</a>
						<p>
							<a href={ adminRoute( 'about', '/lite-vs-pro' ) }>
								{ __( 'Compare Lite and Pro', 'userfeedback' ) }
							</a>
						</p>
					</div>
				</section>
			) }

			<section
				className="uf-welcome__facts"
				aria-labelledby="uf-welcome-facts"
			>
				<h2 id="uf-welcome-facts">
					{ __( 'What you can count on', 'userfeedback' ) }
				</h2>
				<ul className="uf-welcome__fact-list">
					{ productFacts().map( ( fact ) => (
						<li key={ fact.title } className="uf-welcome__fact">
							<p className="uf-welcome__figure-value">
								{ fact.figure }
							</p>
							<h3>{ fact.title }</h3>
							<p>{ fact.detail }</p>
						</li>
					) ) }
				</ul>
			</section>

			<footer className="uf-welcome__footer">
				<h2>
					{ __(
						'Ready to hear from your visitors?',
						'userfeedback'
					) }
				</h2>
				<CreateSurveyButton />
				<p>
					<a href={ adminRoute( 'about' ) }>
						{ __( 'About Us', 'userfeedback' ) }
					</a>
					{ ' · ' }
					<a href={ adminRoute( 'about', '/getting-started' ) }>
						{ __( 'Getting Started', 'userfeedback' ) }
					</a>
					{ ! data.is_pro && (
						<>
							{ ' · ' }
							<a href={ adminRoute( 'about', '/lite-vs-pro' ) }>
								{ __( 'Lite vs Pro', 'userfeedback' ) }
							</a>
						</>
					) }
				</p>
			</footer>
		</div>
	);
}
