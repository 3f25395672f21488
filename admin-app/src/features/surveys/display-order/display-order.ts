/**
 * The surveys list's display order, without React: moving a survey, whether the order
 * changed, what is announced, and which priorities a saved order changed. The order is what
 * `POST surveys/priority` gets (ids, the first shown first).
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

/** A survey whose priority a saved order changed. */
export interface PriorityChange {
	id: number;
	title: string;
	from: number;
	to: number;
}

/**
 * The surveys whose priority differs between two readings of the order, in the new order.
 *
 * @param before The order before saving.
 * @param after  The order the server answered.
 */
export function priorityChanges(
	before: readonly DisplayOrderItem[],
	after: readonly DisplayOrderItem[]
): PriorityChange[] {
	const was = new Map( before.map( ( item ) => [ item.id, item.priority ] ) );
	return after.flatMap( ( item ) => {
		const from = was.get( item.id );
		return from === undefined || from === item.priority
			? []
			: [
					{
						id: item.id,
						title: orderTitle( item ),
						from,
						to: item.priority,
					},
				];
	} );
}

/**
 * What a survey's row says of its priority.
 *
 * @param priority The survey's priority.
 */
export function priorityLabel( priority: number ): string {
	return sprintf(
		/* translators: %d: the survey's priority (0 to 1000). */
		__( 'Priority %d', 'userfeedback' ),
		priority
	);
}
