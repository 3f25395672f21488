/**
 * The surveys list's display order (issue 23), without React: moving a survey, whether the order
 * changed, and what is announced. The order is what `POST surveys/priority` gets (ids, highest
 * priority first).
 */
import { __, sprintf } from '@wordpress/i18n';

import type { DisplayOrderItem } from '../../../data/use-surveys';

/**
 * The list with the item at `from` moved to `to` (a new array; out-of-range moves change nothing).
 *
 * @param items The order.
 * @param from  The item's index.
 * @param to    Its new index.
 */
export function moveItem< T >(
	items: readonly T[],
	from: number,
	to: number
): T[] {
	if (
		from === to ||
		from < 0 ||
		to < 0 ||
		from >= items.length ||
		to >= items.length
	) {
		return [ ...items ];
	}
	const next = [ ...items ];
	const [ moved ] = next.splice( from, 1 );
	next.splice( to, 0, moved );
	return next;
}

/**
 * Whether two orders differ.
 *
 * @param a One order's ids.
 * @param b The other's.
 */
export function orderChanged(
	a: readonly number[],
	b: readonly number[]
): boolean {
	return a.length !== b.length || a.some( ( id, i ) => id !== b[ i ] );
}

/**
 * A survey's title for the order, or its id when untitled.
 *
 * @param item The survey.
 */
export function orderTitle( item: Pick< DisplayOrderItem, 'id' | 'title' > ) {
	return item.title.trim() === ''
		? sprintf(
				/* translators: %d: survey id. */
				__( '(no title) #%d', 'userfeedback' ),
				item.id
			)
		: item.title;
}

/**
 * What a move announces.
 *
 * @param title    The survey's title.
 * @param position Its new position, from 1.
 * @param count    How many surveys the order has.
 */
export function movedMessage(
	title: string,
	position: number,
	count: number
): string {
	return sprintf(
		/* translators: 1: survey title, 2: new position, 3: number of surveys. */
		__( '“%1$s” moved to position %2$d of %3$d.', 'userfeedback' ),
		title,
		position,
		count
	);
}
