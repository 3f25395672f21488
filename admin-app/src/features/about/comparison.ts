/**
 * The Lite vs Pro comparison rows (spec §1): unlimited surveys and responses in both editions;
 * every other row full in Pro and limited or unavailable in Lite. The texts say what each edition
 * really does here (the gates are the server's: docs/gates.md and the Entitlements service); a
 * Pro feature that also needs the Pro or Elite plan (device targeting, conditional email,
 * export) says so, since a Plus licence does not have it.
 */
import { __ } from '@wordpress/i18n';

/** How much of a feature an edition has: drawn as a tick, a partial mark or a cross. */
export type Coverage = 'full' | 'partial' | 'none';

export interface ComparisonRow {
	key: string;
	feature: string;
	lite: { coverage: Coverage; text: string };
	pro: { coverage: Coverage; text: string };
}

export function comparisonRows(): ComparisonRow[] {
	const proIncluded = ( text: string ) => ( {
		coverage: 'full' as const,
		text,
	} );
	const unavailable = {
		coverage: 'none' as const,
		text: __( 'Not available', 'userfeedback' ),
	};
	return [
		{
			key: 'surveys',
			feature: __( 'Unlimited Surveys', 'userfeedback' ),
			lite: {
				coverage: 'full',
				text: __(
					'Create as many surveys as you like',
					'userfeedback'
				),
			},
			pro: proIncluded(
				__( 'Create as many surveys as you like', 'userfeedback' )
			),
		},
		{
			key: 'responses',
			feature: __( 'Unlimited Responses', 'userfeedback' ),
			lite: {
				coverage: 'full',
				text: __( 'No cap on answers', 'userfeedback' ),
			},
			pro: proIncluded( __( 'No cap on answers', 'userfeedback' ) ),
		},
		{
			key: 'question-types',
			feature: __( 'Question Types', 'userfeedback' ),
			lite: {
				coverage: 'partial',
				text: __(
					'Single choice, multiple choice, short text, long text, email',
					'userfeedback'
				),
			},
			pro: proIncluded(
				__( 'All of Lite, plus star rating and NPS', 'userfeedback' )
			),
		},
		{
			key: 'comment-boxes',
			feature: __( 'Comment Boxes', 'userfeedback' ),
			lite: unavailable,
			pro: proIncluded(
				__( 'An optional comment box under a question', 'userfeedback' )
			),
		},
		{
			key: 'templates',
			feature: __( 'Prebuilt Templates', 'userfeedback' ),
			lite: {
				coverage: 'partial',
				text: __( 'Blank and basic templates', 'userfeedback' ),
			},
			pro: proIncluded( __( '20+ premium templates', 'userfeedback' ) ),
		},
		{
			key: 'logo',
			feature: __( 'Logo', 'userfeedback' ),
			lite: {
				coverage: 'partial',
				text: __( 'UserFeedback logo or none', 'userfeedback' ),
			},
			pro: proIncluded(
				__( 'Your own logo in the widget', 'userfeedback' )
			),
		},
		{
			key: 'branding',
			feature: __( 'Branding', 'userfeedback' ),
			lite: {
				coverage: 'partial',
				text: __(
					'Widget icon and its color, label, font and a bottom corner',
					'userfeedback'
				),
			},
			pro: proIncluded(
				__(
					'Also a light or dark scheme, your own colors and the middle positions',
					'userfeedback'
				)
			),
		},
		{
			key: 'device-targeting',
			feature: __( 'Device Targeting', 'userfeedback' ),
			lite: {
				coverage: 'partial',
				text: __( 'Desktop only', 'userfeedback' ),
			},
			pro: proIncluded(
				__(
					'Desktop, tablet and mobile, each on or off (Pro and Elite plans)',
					'userfeedback'
				)
			),
		},
		{
			key: 'randomized-answers',
			feature: __( 'Randomized Answers', 'userfeedback' ),
			lite: unavailable,
			pro: proIncluded(
				__( 'Shuffle choices to avoid order bias', 'userfeedback' )
			),
		},
		{
			key: 'page-targeting',
			feature: __( 'Page Targeting', 'userfeedback' ),
			lite: {
				coverage: 'partial',
				text: __( 'All pages', 'userfeedback' ),
			},
			pro: proIncluded(
				__(
					'Rules by page, post type, category, URL, user role and more',
					'userfeedback'
				)
			),
		},
		{
			key: 'behavioral-targeting',
			feature: __( 'Behavioral Targeting', 'userfeedback' ),
			lite: {
				coverage: 'partial',
				text: __( 'Shown right away, until answered', 'userfeedback' ),
			},
			pro: proIncluded(
				__(
					'After a delay, halfway down the page or on exit intent; once, until answered or repeatedly',
					'userfeedback'
				)
			),
		},
		{
			key: 'scheduling',
			feature: __( 'Scheduling', 'userfeedback' ),
			lite: unavailable,
			pro: proIncluded(
				__(
					'Publish later, and end a survey on a set date',
					'userfeedback'
				)
			),
		},
		{
			key: 'notifications',
			feature: __( 'Enhanced Notifications', 'userfeedback' ),
			lite: {
				coverage: 'partial',
				text: __( 'An email for every response', 'userfeedback' ),
			},
			pro: proIncluded(
				__(
					'Email only when answers match your conditions (Pro and Elite plans)',
					'userfeedback'
				)
			),
		},
		{
			key: 'export',
			feature: __( 'Export to CSV or XLSX', 'userfeedback' ),
			lite: unavailable,
			pro: proIncluded(
				__(
					'Download responses as CSV or XLSX (Pro and Elite plans)',
					'userfeedback'
				)
			),
		},
		{
			key: 'support',
			feature: __( 'Support', 'userfeedback' ),
			lite: {
				coverage: 'partial',
				text: __( 'Community forum on WordPress.org', 'userfeedback' ),
			},
			pro: proIncluded( __( 'Priority support', 'userfeedback' ) ),
		},
	];
}
