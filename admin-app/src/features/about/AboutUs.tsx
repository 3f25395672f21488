/**
 * About Us (spec §2.7): who makes the plugin and why (a team card without invented people or
 * photos: the product's own mark and what the team stands behind), then the other plugins the
 * site can install from here.
 */
import { __ } from '@wordpress/i18n';

import { getGlobals } from '../../data/globals';
import { adminRoute } from './links';
import { PluginCards } from './PluginCards';

export function AboutUs() {
	const { assets } = getGlobals();
	return (
		<>
			<div className="uf-about__intro">
				<section
					className="uf-about__card uf-about__mission"
					aria-labelledby="uf-about-mission"
				>
					<h2 id="uf-about-mission">
						{ __( 'Why UserFeedback exists', 'userfeedback' ) }
					</h2>
					<p>
						{ __(
							'Analytics tell you what visitors do on your site; only your visitors can tell you why. UserFeedback lets you ask them, in a short survey at the right moment, and read the answers in your own WordPress dashboard.',
							'userfeedback'
						) }
					</p>
					<p>
						{ __(
							'We hold it to three rules: it must not slow your site down, it must respect your visitors’ privacy, and everyone must be able to answer — with a keyboard, a screen reader or a phone.',
							'userfeedback'
						) }
					</p>
					<p>
						<a href={ adminRoute( 'about', '/getting-started' ) }>
							{ __(
								'New here? Read Getting Started',
								'userfeedback'
							) }
						</a>
					</p>
				</section>
				<section
					className="uf-about__card uf-about__team"
					aria-labelledby="uf-about-team"
				>
					<img
						className="uf-about__team-logo"
						src={ `${ assets }images/userfeedback-logo.svg` }
						alt=""
						width={ 64 }
						height={ 64 }
					/>
					<h2 id="uf-about-team">
						{ __( 'The UserFeedback team', 'userfeedback' ) }
					</h2>
					<p>
						{ __(
							'UserFeedback is made by a small team of WordPress developers. We write the code, the tests and the documentation, and we measure what we claim: the figures on the Welcome screen come from our own benchmarks.',
							'userfeedback'
						) }
					</p>
					<p>
						{ __(
							'UserFeedback is free software, licensed under the GPL version 2 or later.',
							'userfeedback'
						) }
					</p>
				</section>
			</div>
			<section
				className="uf-about__plugins"
				aria-labelledby="uf-about-plugins"
			>
				<h2 id="uf-about-plugins">
					{ __(
						'Plugins that work well with UserFeedback',
						'userfeedback'
					) }
				</h2>
				<p className="uf-about__lead">
					{ __(
						'Installed from wordpress.org through WordPress’s own installer, like any plugin from the Plugins screen.',
						'userfeedback'
					) }
				</p>
				<PluginCards />
			</section>
		</>
	);
}
