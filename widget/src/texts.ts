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

/**
 * A text with its placeholders filled as PHP's sprintf() would: `%s`, `%d` in turn, or numbered
 * (`%2$s`, `%2$d`), as translators may reorder them.
 *
 * @param text The text.
 * @param args The values, in the original's order.
 */
export function format( text: string, ...args: Array< string | number > ) {
	let next = 0;
	return text.replace( /%(?:(\d)\$)?[sd]/g, ( _, n?: string ) =>
		String( args[ n ? +n - 1 : next++ ] )
	);
}
