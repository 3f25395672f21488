/**
 * The surveys list's "Display Order" panel: the published surveys (live and scheduled)
 * in the order a page considers them — the first eligible one is shown — reordered by dragging
 * (@dnd-kit: a handle per row for the pointer and the keyboard, Space to pick up, arrows to move,
 * Space to drop, Escape to cancel) or by each row's Move up / Move down buttons; every move is
 * announced. Each row shows the survey's priority, the number its builder shows too. Save Order
 * sends the ids (`POST surveys/priority`) and the server changes only the priorities the new order
 * needs; the saved order replaces the list, and which priorities changed is said.
 *
 * Its own chunk (`surveys-display-order`): the list loads neither it nor @dnd-kit until the panel
 * is opened. Only mounted for sites with the behavior add-on (DisplayOrder.tsx decides).
 */
import {
	DndContext,
	KeyboardSensor,
	PointerSensor,
	closestCenter,
	useSensor,
	useSensors,
	type Announcements,
	type DragEndEvent,
	type UniqueIdentifier,
} from '@dnd-kit/core';
import {
	SortableContext,
	sortableKeyboardCoordinates,
	useSortable,
	verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, useState } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { ChunkLoading } from '../../../components/LazyModule';
import { ErrorNotice, Notice } from '../../../components/Notice';
import {
	useDisplayOrder,
	useSaveDisplayOrder,
	type DisplayOrderItem,
} from '../../../data/use-surveys';
import { limitReachedLabel } from '../labels';
import {
	moveItem,
	movedMessage,
	orderChanged,
	orderTitle,
	priorityChanges,
	priorityLabel,
	type PriorityChange,
} from './display-order';
import './display-order.scss';

interface RowProps {
	item: DisplayOrderItem;
	index: number;
	count: number;
	disabled: boolean;
	onMove: ( from: number, to: number ) => void;
}

function OrderRow( { item, index, count, disabled, onMove }: RowProps ) {
	const {
		attributes,
		listeners,
		setNodeRef,
		setActivatorNodeRef,
		transform,
		transition,
		isDragging,
	} = useSortable( { id: item.id, disabled } );
	const title = orderTitle( item );
	return (
		<li
			ref={ setNodeRef }
			className={ `uf-display-order__item${
				isDragging ? ' is-dragging' : ''
			}` }
			style={ {
				transform: CSS.Translate.toString( transform ),
				transition,
			} }
		>
			<button
				ref={ setActivatorNodeRef }
				type="button"
				className="button-link uf-display-order__handle"
				disabled={ disabled }
				{ ...attributes }
				{ ...listeners }
				aria-label={ sprintf(
					/* translators: %s: survey title. */
					__( 'Reorder “%s”', 'userfeedback' ),
					title
				) }
			>
				<span className="dashicons dashicons-move" aria-hidden="true" />
			</button>
			<span className="uf-display-order__position" aria-hidden="true">
				{ index + 1 }
			</span>
			<span className="uf-display-order__title">
				<strong>{ title }</strong>
				<span className="uf-display-order__priority">
					{ priorityLabel( item.priority ) }
				</span>
				{ item.is_scheduled && (
					<span className="uf-display-order__tag">
						{ __( 'Scheduled', 'userfeedback' ) }
					</span>
				) }
				{ item.limit_reached && (
					<span className="uf-display-order__tag is-closed">
						{ limitReachedLabel() }
					</span>
				) }
			</span>
			<span className="uf-display-order__moves">
				<button
					type="button"
					className="button button-small"
					disabled={ disabled || index === 0 }
					onClick={ () => onMove( index, index - 1 ) }
					aria-label={ sprintf(
						/* translators: %s: survey title. */
						__( 'Move “%s” up', 'userfeedback' ),
						title
					) }
				>
					<span
						className="dashicons dashicons-arrow-up-alt2"
						aria-hidden="true"
					/>
				</button>
				<button
					type="button"
					className="button button-small"
					disabled={ disabled || index === count - 1 }
					onClick={ () => onMove( index, index + 1 ) }
					aria-label={ sprintf(
						/* translators: %s: survey title. */
						__( 'Move “%s” down', 'userfeedback' ),
						title
					) }
				>
					<span
						className="dashicons dashicons-arrow-down-alt2"
						aria-hidden="true"
					/>
				</button>
			</span>
		</li>
	);
}

export function DisplayOrderPanel() {
	const order = useDisplayOrder();
	const save = useSaveDisplayOrder();
	const [ items, setItems ] = useState< DisplayOrderItem[] | null >( null );
	const [ announcement, setAnnouncement ] = useState( '' );
	const [ saved, setSaved ] = useState( false );
	const [ changes, setChanges ] = useState< PriorityChange[] >( [] );
	const moved = useRef( false );

	// The server's order, until the admin moves something (then theirs, until saved).
	const serverItems = order.data;
	useEffect( () => {
		setItems( null );
	}, [ serverItems ] );
	const shown = items ?? serverItems ?? [];
	const ids = shown.map( ( item ) => item.id );
	const dirty =
		!! serverItems &&
		orderChanged(
			ids,
			serverItems.map( ( item ) => item.id )
		);

	const sensors = useSensors(
		useSensor( PointerSensor, { activationConstraint: { distance: 5 } } ),
		useSensor( KeyboardSensor, {
			coordinateGetter: sortableKeyboardCoordinates,
		} )
	);

	const move = ( from: number, to: number, announce = true ) => {
		const next = moveItem( shown, from, to );
		setItems( next );
		setSaved( false );
		save.reset();
		if ( announce ) {
			setAnnouncement(
				movedMessage( orderTitle( shown[ from ] ), to + 1, next.length )
			);
		}
	};

	const titleOf = ( id: UniqueIdentifier | undefined ) => {
		const item = shown.find( ( s ) => s.id === id );
		return item ? orderTitle( item ) : '';
	};
	const position = ( id: UniqueIdentifier | undefined ) =>
		shown.findIndex( ( s ) => s.id === id ) + 1;

	const announcements: Announcements = {
		onDragStart: ( { active } ) => {
			moved.current = false;
			return sprintf(
				/* translators: 1: survey title, 2: its position, 3: number of surveys. */
				__(
					'Picked up “%1$s”, position %2$d of %3$d.',
					'userfeedback'
				),
				titleOf( active.id ),
				position( active.id ),
				shown.length
			);
		},
		onDragOver: ( { active, over } ) => {
			// Right after pick-up dnd-kit reports the row over itself; saying so would cut off
			// "Picked up…".
			if ( ! over || ( ! moved.current && over.id === active.id ) ) {
				return undefined;
			}
			moved.current = true;
			return movedMessage(
				titleOf( active.id ),
				position( over.id ),
				shown.length
			);
		},
		onDragEnd: ( { active, over } ) =>
			sprintf(
				/* translators: 1: survey title, 2: its position, 3: number of surveys. */
				__(
					'“%1$s” dropped at position %2$d of %3$d.',
					'userfeedback'
				),
				titleOf( active.id ),
				position( over?.id ?? active.id ),
				shown.length
			),
		onDragCancel: ( { active } ) =>
			sprintf(
				/* translators: %s: survey title. */
				__(
					'Moving cancelled. “%s” is back where it was.',
					'userfeedback'
				),
				titleOf( active.id )
			),
	};

	const onDragEnd = ( { active, over }: DragEndEvent ) => {
		if ( ! over || active.id === over.id ) {
			return;
		}
		const from = ids.indexOf( Number( active.id ) );
		const to = ids.indexOf( Number( over.id ) );
		if ( from !== -1 && to !== -1 ) {
			// dnd-kit announces the drop itself.
			move( from, to, false );
		}
	};

	const onSave = () => {
		setSaved( false );
		const before = serverItems ?? [];
		save.mutate( ids, {
			onSuccess: ( after ) => {
				setChanges( priorityChanges( before, after ) );
				setSaved( true );
				setAnnouncement( '' );
			},
		} );
	};

	if ( order.isPending ) {
		return <ChunkLoading />;
	}
	if ( order.error ) {
		return (
			<>
				<ErrorNotice
					error={ order.error }
					title={ __(
						'Could not load the display order.',
						'userfeedback'
					) }
				/>
				<p>
					<button
						type="button"
						className="button"
						onClick={ () => void order.refetch() }
					>
						{ __( 'Try again', 'userfeedback' ) }
					</button>
				</p>
			</>
		);
	}
	if ( shown.length === 0 ) {
		return (
			<p className="uf-display-order__empty">
				{ __(
					'No published surveys to order. Publish a survey to set the order.',
					'userfeedback'
				) }
			</p>
		);
	}

	return (
		<>
			<DndContext
				sensors={ sensors }
				collisionDetection={ closestCenter }
				onDragEnd={ onDragEnd }
				accessibility={ {
					announcements,
					screenReaderInstructions: {
						draggable: __(
							'To move a survey, press Space or Enter on its reorder button, use the Up and Down arrow keys to move it, then press Space or Enter again to drop it, or Escape to cancel. Or use its Move up and Move down buttons.',
							'userfeedback'
						),
					},
				} }
			>
				<SortableContext
					items={ ids }
					strategy={ verticalListSortingStrategy }
				>
					<ol
						className="uf-display-order__list"
						aria-label={ __(
							'Published surveys, first shown first',
							'userfeedback'
						) }
					>
						{ shown.map( ( item, index ) => (
							<OrderRow
								key={ item.id }
								item={ item }
								index={ index }
								count={ shown.length }
								disabled={ save.isPending }
								onMove={ move }
							/>
						) ) }
					</ol>
				</SortableContext>
			</DndContext>
			<div className="screen-reader-text" aria-live="assertive">
				{ announcement }
			</div>
			<div className="uf-display-order__actions">
				<button
					type="button"
					className="button button-primary"
					disabled={ ! dirty || save.isPending }
					onClick={ onSave }
				>
					{ save.isPending
						? __( 'Saving…', 'userfeedback' )
						: __( 'Save Order', 'userfeedback' ) }
				</button>
				<button
					type="button"
					className="button"
					disabled={ ! dirty || save.isPending }
					onClick={ () => {
						setItems( null );
						save.reset();
						setAnnouncement(
							__(
								'Order reset to the saved one.',
								'userfeedback'
							)
						);
					} }
				>
					{ __( 'Undo Changes', 'userfeedback' ) }
				</button>
				{ dirty && ! save.isPending && (
					<span className="uf-display-order__unsaved">
						{ __( 'Unsaved changes', 'userfeedback' ) }
					</span>
				) }
			</div>
			<div className="uf-display-order__result">
				{ saved && ! dirty && (
					<Notice status="success">
						<p>
							{ sprintf(
								/* translators: %d: number of surveys. */
								_n(
									'Display order saved for %d survey.',
									'Display order saved for %d surveys.',
									shown.length,
									'userfeedback'
								),
								shown.length
							) }
						</p>
						{ changes.length > 0 && (
							<>
								<p>
									{ __(
										'Priorities changed (each survey’s Settings step shows its new one); the other surveys keep theirs:',
										'userfeedback'
									) }
								</p>
								<ul className="uf-display-order__changes">
									{ changes.map( ( change ) => (
										<li key={ change.id }>
											{ sprintf(
												/* translators: 1: survey title, 2: its priority before, 3: its priority now. */
												__(
													'“%1$s”: %2$d → %3$d',
													'userfeedback'
												),
												change.title,
												change.from,
												change.to
											) }
										</li>
									) ) }
								</ul>
							</>
						) }
					</Notice>
				) }
				{ save.error && (
					<ErrorNotice
						error={ save.error }
						title={ __(
							'The order was not saved.',
							'userfeedback'
						) }
					/>
				) }
			</div>
		</>
	);
}
