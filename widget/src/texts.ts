import { WIDGET_TEXTS } from '@userfeedback/contract';

/**
 * The widget's own words. PHP prints them translated in the bootstrap (`texts`), since the
 * widget carries no i18n runtime; their keys and English defaults come from the same PHP
 * (WidgetBootstrap::texts(), through the generated contract). These English defaults
 * (visitor.md §8) fill the gaps of an admin screen's preview bootstrap (preview.tsx); visitor
 * pages never need them, so widget.js does not carry them.
 */
export type Texts = { [ K in keyof typeof WIDGET_TEXTS ]: string };

/** The English defaults: WidgetBootstrap::texts() in the generated contract. */
export const DEFAULT_TEXTS: Texts = WIDGET_TEXTS;

export function texts( overrides?: Partial< Texts > ): Texts {
	return { ...DEFAULT_TEXTS, ...overrides };
}

export function format( text: string, ...args: Array< string | number > ) {
	return args.reduce< string >(
		( out, arg, i ) => out.replace( `%${ i + 1 }$s`, String( arg ) ),
		text
	);
}
