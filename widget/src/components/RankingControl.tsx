/**
 * A ranking: the options as an ordered list, each with Move up and Move down buttons (named
 * "Move Price up"), so it is answered by keyboard, pointer or screen reader alike, and dragged
 * by a pointer (on a touch screen by its number, so that a finger elsewhere still scrolls); each
 * move is announced ("Price moved to position 2 of 5"). The answer is the whole order: the order shown
 * is the visitor's until they change it, so Next keeps it and only Skip leaves no answer.
 *
 * The buttons at the ends are aria-disabled, not disabled (pressed, they do nothing), so focus
 * stays on the button pressed, which follows its option to its new place.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

import { CHEVRON, Icon } from '../icons';
import { format, type Texts } from '../texts';

export interface RankingProps {
	options: string[];
	value: string[] | null;
	labelledBy: string;
	texts: Texts;
	onChange: ( order: string[] ) => void;
}

export function RankingControl( props: RankingProps ) {
	const { texts } = props;
	const order = props.value ?? props.options;
	const [ said, say ] = useState( '' );
	const list = useRef< HTMLOListElement >( null );
	// The button to focus once the list is redrawn: the option's place and the button's.
	const focus = useRef< [ number, number ] | null >( null );

	useEffect( () => {
		if ( ! props.value ) {
			props.onChange( order );
		}
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps

	// Moving the focused option's node takes the focus away: it is given back in the same task as
	// the redraw, before the browser handles the next key (a second Enter would else be lost).
	useLayoutEffect( () => {
		if ( focus.current ) {
			const [ at, button ] = focus.current;
			focus.current = null;
			list.current?.children[ at ]
				.querySelectorAll( 'button' )
				[ button ].focus();
		}
	} );

	// The place of the option being dragged, while one is.
	const dragged = useRef< number | null >( null );

	/**
	 * Moves an option and says so.
	 * @param from   Its place.
	 * @param to     Its new place.
	 * @param button The button pressed (0 up, 1 down), to keep focus on; none for a drag.
	 */
	const move = ( from: number, to: number, button?: number ) => {
		if ( to < 0 || to >= order.length || to === from ) {
			return;
		}
		if ( button !== undefined ) {
			focus.current = [ to, button ];
		}
		const next = order.slice();
		next.splice( to, 0, next.splice( from, 1 )[ 0 ] );
		props.onChange( next );
		say( format( texts.moved, order[ from ], to + 1, order.length ) );
	};

	return (
		<>
			<ol
				class="uf-rank"
				aria-labelledby={ props.labelledBy }
				ref={ list }
				// A pointer drags an option over the others (the list holds the pointer, so
				// the option can move in the page under it).
				onPointerMove={ ( event ) => {
					const from = dragged.current;
					if ( from !== null ) {
						const to = Array.from(
							list.current!.children,
							( li ) => li.getBoundingClientRect().bottom
						).findIndex( ( bottom ) => event.clientY < bottom );
						dragged.current = to < 0 ? order.length - 1 : to;
						move( from, dragged.current );
					}
				} }
				onPointerUp={ () => ( dragged.current = null ) }
				onPointerCancel={ () => ( dragged.current = null ) }
			>
				{ order.map( ( option, i ) => (
					<li
						key={ option }
						onPointerDown={ ( event ) => {
							if (
								! ( event.target as Element ).closest(
									'button'
								)
							) {
								dragged.current = i;
								list.current!.setPointerCapture?.(
									event.pointerId
								);
							}
						} }
					>
						{ /* The list tells screen readers the place already. */ }
						<b aria-hidden="true">{ i + 1 }</b>
						<span dir="auto">{ option }</span>
						{ [ -1, 1 ].map( ( by ) => (
							<button
								key={ by }
								type="button"
								class={ by < 0 ? 'uf-up' : undefined }
								aria-label={ format(
									by < 0 ? texts.moveUp : texts.moveDown,
									option
								) }
								aria-disabled={
									by < 0 ? i === 0 : i === order.length - 1
								}
								onClick={ () =>
									move( i, i + by, by > 0 ? 1 : 0 )
								}
							>
								<Icon d={ CHEVRON } />
							</button>
						) ) }
					</li>
				) ) }
			</ol>
			<div class="uf-sr" role="status">
				{ said }
			</div>
		</>
	);
}
