/**
 * Getting Started (spec §2.7): the four things a new owner does — create a survey, put it on
 * the site, read the results, adjust the settings — each linking to the real screen. Every
 * sentence holds for the site's edition and plan: what Lite cannot do is named as Pro, and
 * "Create Your First Survey" shows only while the site has no survey (one-row surveys query).
 */
import type { ReactNode } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { hasProPlan } from '../../data/entitlements';
import { getGlobals } from '../../data/globals';
import { useEntitlements } from '../../data/use-entitlements';
import { useSurveyList } from '../../data/use-surveys';
import { formatNumber } from '../results/DataCards';
import { adminRoute, newSurveyUrl } from './links';

/** The shortcode tag (src/Frontend/Shortcode.php TAG). */
export const SHORTCODE_EXAMPLE = '[userfeedback id="123"]';

interface StepProps {
	number: number;
	title: string;
	children: ReactNode;
}

function Step( { number, title, children }: StepProps ) {
	const id = `uf-getting-started-${ number }`;
	return (
		<li className="uf-about__card uf-steps__step" aria-labelledby={ id }>
			<span className="uf-steps__number" aria-hidden="true">
				{ number }
			</span>
			<div className="uf-steps__content">
				<h2 id={ id }>{ title }</h2>
				{ children }
			</div>
		</li>
	);
}

/**
 * How many surveys (not trashed) the site has; null while unknown or not readable.
 */
function useSurveyCount(): number | null {
	const list = useSurveyList( { per_page: 1 } );
	if ( ! list.data || list.isPlaceholderData ) {
		return null;
	}
	const all = list.data.status_filters.find(
		( filter ) => filter.status === 'all'
	);
	return list.data.pagination?.total ?? all?.count ?? null;
}

export function GettingStarted() {
	const { data } = useEntitlements();
	const surveyCount = useSurveyCount();
	const proPlan = hasProPlan( data );
	let ranges: string;
	if ( proPlan ) {
		ranges = __(
			'Choose any date range and export the answers to CSV or XLSX.',
			'userfeedback'
		);
	} else if ( data.is_pro ) {
		ranges = __(
			'Date ranges longer than 7 days and export to CSV or XLSX need a Pro or Elite license.',
			'userfeedback'
		);
	} else {
		ranges = __(
			'UserFeedback Lite shows the past 7 days; Pro adds longer date ranges and export to CSV or XLSX.',
			'userfeedback'
		);
	}
	return (
		<>
			<p className="uf-about__lead">
				{ __(
					'From nothing to your first answers in four steps. Each step links to the screen where you do it.',
					'userfeedback'
				) }{ ' ' }
				<a href={ adminRoute( 'about', '/welcome' ) }>
					{ __( 'See the Welcome overview', 'userfeedback' ) }
				</a>
			</p>
			<ol className="uf-steps">
				<Step
					number={ 1 }
					title={ __( 'Create a survey', 'userfeedback' ) }
				>
					<p>
						{ data.is_pro
							? __(
									'Pick a template (or start blank), write your questions and a thank-you message, choose on which pages and devices the survey appears and when, then publish it — or save it as a draft, or schedule it.',
									'userfeedback'
								)
							: __(
									'Pick a template (or start blank), write your questions, then publish it or save it as a draft. Choosing pages, devices and timing, and scheduling, come with Pro.',
									'userfeedback'
								) }
					</p>
					<p>
						<a
							className="button button-primary"
							href={ newSurveyUrl() }
						>
							{ surveyCount === 0
								? __(
										'Create Your First Survey',
										'userfeedback'
									)
								: __( 'Create New Survey', 'userfeedback' ) }
						</a>
						{ surveyCount !== null && surveyCount > 0 && (
							<>
								{ ' ' }
								<a
									className="button"
									href={ adminRoute( 'surveys' ) }
								>
									{ sprintf(
										/* translators: %s: number of surveys. */
										_n(
											'View your %s survey',
											'View your %s surveys',
											surveyCount,
											'userfeedback'
										),
										formatNumber(
											surveyCount,
											getGlobals().locale
										)
									) }
								</a>
							</>
						) }
					</p>
				</Step>
				<Step
					number={ 2 }
					title={ __( 'Show it to your visitors', 'userfeedback' ) }
				>
					<p>
						{ __(
							'A published survey appears by itself in the feedback widget at the corner of the pages it targets: nothing to add to your theme.',
							'userfeedback'
						) }
					</p>
					<p>
						{ __(
							'To place a survey inside a page or post instead, add its shortcode:',
							'userfeedback'
						) }{ ' ' }
						<code>{ SHORTCODE_EXAMPLE }</code>
					</p>
					<p>
						{ sprintf(
							/* translators: %s: column name. */
							__(
								'Each survey’s shortcode is in the %s column of the surveys list; click it to copy.',
								'userfeedback'
							),
							__( 'Shortcode', 'userfeedback' )
						) }{ ' ' }
						<a href={ adminRoute( 'surveys' ) }>
							{ __( 'Open the surveys list', 'userfeedback' ) }
						</a>
					</p>
					<p>
						{ __(
							'Change the widget’s icon, label, colors and position under Settings → Widget, with a live preview.',
							'userfeedback'
						) }{ ' ' }
						<a href={ adminRoute( 'settings', '/widget' ) }>
							{ __( 'Customize the widget', 'userfeedback' ) }
						</a>
					</p>
				</Step>
				<Step
					number={ 3 }
					title={ __( 'Read the results', 'userfeedback' ) }
				>
					<p>
						{ data.is_pro
							? __(
									'Results show each survey’s responses, impressions and every question as a chart or a list of answers, with NPS scores for NPS questions. Open one response to see everything a visitor answered, and where.',
									'userfeedback'
								)
							: __(
									'Results show each survey’s responses, impressions and every question as a chart or a list of answers, and the newest responses in a list. Opening one response to see everything a visitor answered, and where, comes with Pro.',
									'userfeedback'
								) }
					</p>
					<p>{ ranges }</p>
					<p>
						<a href={ adminRoute( 'results' ) }>
							{ __( 'Open Results', 'userfeedback' ) }
						</a>
					</p>
				</Step>
				<Step
					number={ 4 }
					title={ __( 'Adjust the settings', 'userfeedback' ) }
				>
					<ul className="uf-steps__links">
						<li>
							<a href={ adminRoute( 'settings', '/email' ) }>
								{ __( 'Email', 'userfeedback' ) }
							</a>
							{ ' — ' }
							{ __(
								'who receives an email for new responses, and how it looks.',
								'userfeedback'
							) }
						</li>
						<li>
							<a href={ adminRoute( 'settings', '/access' ) }>
								{ __( 'Access', 'userfeedback' ) }
							</a>
							{ ' — ' }
							{ data.is_pro
								? __(
										'which roles may create surveys, see results and delete them (administrators and editors by default).',
										'userfeedback'
									)
								: __(
										'administrators and editors create surveys, see results and delete them; choosing other roles comes with Pro.',
										'userfeedback'
									) }
						</li>
						<li>
							<a href={ adminRoute( 'settings', '/general' ) }>
								{ __( 'General', 'userfeedback' ) }
							</a>
							{ ' — ' }
							{ data.is_pro
								? __(
										'your license key, which unlocks the add-ons.',
										'userfeedback'
									)
								: __(
										'connect a license key to upgrade to Pro.',
										'userfeedback'
									) }
						</li>
						<li>
							<a
								href={ adminRoute(
									'settings',
									'/integrations'
								) }
							>
								{ __( 'Integrations', 'userfeedback' ) }
							</a>
							{ ' — ' }
							{ __(
								'send answers to other plugins and apps with an automation plugin.',
								'userfeedback'
							) }
						</li>
					</ul>
				</Step>
			</ol>
		</>
	);
}
