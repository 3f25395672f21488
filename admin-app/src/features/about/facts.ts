/**
 * Product facts the About and Welcome screens quote instead of testimonials. Every figure is a
 * measurement recorded in bench/README.md (results: `php bench/results.php`, p50 on the dev
 * machine), a budget the test command enforces (widget size: `node bin/check-widget-size.mjs`)
 * or a behaviour the code enforces;
 * update them together when the measurements change.
 */
import { __ } from '@wordpress/i18n';

export interface ProductFact {
	/** The figure or short claim, e.g. "Under 5 KB". */
	figure: string;
	title: string;
	detail: string;
}

export function productFacts(): ProductFact[] {
	return [
		{
			// The budget, not a measurement: the test command fails any build over it, so this
			// stays true as the widget changes (a measured size would drift).
			figure: __( 'Under 5 KB', 'userfeedback' ),
			title: __( 'A small visitor widget', 'userfeedback' ),
			detail: __(
				'A page with a survey loads under 5 KB gzipped of the survey widget; the rest (under 20 KB in all) loads only when a survey is shown. Every build is checked against both budgets.',
				'userfeedback'
			),
		},
		{
			figure: __( '23 ms', 'userfeedback' ),
			title: __( 'Results that stay fast', 'userfeedback' ),
			detail: __(
				'All-time results of a survey with 200,000 responses load in about 23 ms on our test server: statistics are kept as daily roll-ups, not recounted from every answer.',
				'userfeedback'
			),
		},
		{
			figure: __( 'Cache-safe', 'userfeedback' ),
			title: __( 'Works with page caching', 'userfeedback' ),
			detail: __(
				'Answers are accepted for at least 48 hours after a page was generated, so a cached page never turns into failed submissions.',
				'userfeedback'
			),
		},
		{
			figure: __( 'Private', 'userfeedback' ),
			title: __( 'Privacy by default', 'userfeedback' ),
			detail: __(
				'Visitor IP addresses are stored anonymized unless you choose otherwise, and nothing is sent to us unless you opt in to usage tracking.',
				'userfeedback'
			),
		},
	];
}
