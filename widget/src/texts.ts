/**
 * The widget's own words. PHP prints them translated in the bootstrap (`texts`, every key: a
 * PHPUnit test holds WidgetBootstrap::texts() to these keys), since the widget carries no i18n
 * runtime. These English defaults (visitor.md §8) fill the gaps of an admin screen's preview
 * bootstrap (preview.tsx); visitor pages never need them, so widget.js does not carry them.
 */
export const DEFAULT_TEXTS = {
	next: 'Next',
	skip: 'Skip',
	close: 'Close',
	thanks: 'Thanks for your feedback!',
	placeholder: 'Type your answer here...',
	email: 'Email Address',
	firstName: 'First Name',
	notLikely: 'Not Likely',
	extremelyLikely: 'Extremely Likely',
	comment: 'Add a comment (optional)',
	open: 'Open survey',
	minimize: 'Minimize survey',
	invalidEmail: 'Please enter a valid email address.',
	required: 'Please answer this question.',
	/** %1$s: question number, %2$s: question count. */
	progress: 'Question %1$s of %2$s',
};

export type Texts = typeof DEFAULT_TEXTS;

export function texts( overrides?: Partial< Texts > ): Texts {
	return { ...DEFAULT_TEXTS, ...overrides };
}

export function format( text: string, ...args: Array< string | number > ) {
	return args.reduce< string >(
		( out, arg, i ) => out.replace( `%${ i + 1 }$s`, String( arg ) ),
		text
	);
}
