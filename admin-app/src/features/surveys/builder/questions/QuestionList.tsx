/**
 * The question cards, reordered by drag and drop (configuration.md §2.3, §4 "Dragging a question
 * reorders it") with @dnd-kit: a handle per card for the pointer (after a small move, so clicks
 * in the card stay clicks) and the keyboard (focus the handle, Space to pick up, arrows to move,
 * Space to drop, Escape to cancel), with translated screen-reader instructions and announcements.
 * The move itself is the caller's (moveQuestion(), which also drops conditions that would point
 * forward).
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
import { useRef } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { Question } from '../../../../data/survey-types';
import { QuestionCard, type QuestionCardProps } from './QuestionCard';

export type CardProps = Omit<
	QuestionCardProps,
	'handle' | 'cardRef' | 'style' | 'isDragging'
>;

interface QuestionListProps {
	questions: Question[];
	/** Moves the question at `from` to `to`. */
	onMove: ( from: number, to: number ) => void;
	cardProps: ( question: Question, index: number ) => CardProps;
}

function SortableQuestion( props: CardProps ) {
	const {
		attributes,
		listeners,
		setNodeRef,
		setActivatorNodeRef,
		transform,
		transition,
		isDragging,
	} = useSortable( { id: props.question.id } );

	const handle = (
		<button
			ref={ setActivatorNodeRef }
			type="button"
			className="button-link uf-builder-card__handle"
			{ ...attributes }
			{ ...listeners }
			aria-label={ sprintf(
				/* translators: %d: question number. */
				__( 'Reorder question %d', 'userfeedback' ),
				props.index + 1
			) }
		>
			<span className="dashicons dashicons-move" aria-hidden="true" />
		</button>
	);

	return (
		<QuestionCard
			{ ...props }
			handle={ handle }
			cardRef={ setNodeRef }
			isDragging={ isDragging }
			style={ {
				transform: CSS.Translate.toString( transform ),
				transition,
			} }
		/>
	);
}

export function QuestionList( {
	questions,
	onMove,
	cardProps,
}: QuestionListProps ) {
	const sensors = useSensors(
		useSensor( PointerSensor, { activationConstraint: { distance: 5 } } ),
		useSensor( KeyboardSensor, {
			coordinateGetter: sortableKeyboardCoordinates,
		} )
	);
	const ids = questions.map( ( q ) => q.id );
	const position = ( id: UniqueIdentifier | undefined ) =>
		id === undefined ? -1 : ids.indexOf( String( id ) ) + 1;

	// dnd-kit reports the dragged card over itself right after pick-up; announcing that would
	// replace "Picked up…" before it is read.
	const moved = useRef( false );

	const announcements: Announcements = {
		onDragStart: ( { active } ) => {
			moved.current = false;
			return sprintf(
				/* translators: 1: question number, 2: number of questions. */
				__( 'Picked up question %1$d of %2$d.', 'userfeedback' ),
				position( active.id ),
				ids.length
			);
		},
		onDragOver: ( { active, over } ) => {
			if ( ! over || ( ! moved.current && over.id === active.id ) ) {
				return undefined;
			}
			moved.current = true;
			return sprintf(
				/* translators: 1: question number, 2: new position, 3: number of questions. */
				__(
					'Question %1$d moved to position %2$d of %3$d.',
					'userfeedback'
				),
				position( active.id ),
				position( over.id ),
				ids.length
			);
		},
		onDragEnd: ( { active, over } ) =>
			over
				? sprintf(
						/* translators: 1: question number, 2: new position, 3: number of questions. */
						__(
							'Question %1$d dropped at position %2$d of %3$d.',
							'userfeedback'
						),
						position( active.id ),
						position( over.id ),
						ids.length
					)
				: sprintf(
						/* translators: %d: question number. */
						__(
							'Question %d dropped where it was.',
							'userfeedback'
						),
						position( active.id )
					),
		onDragCancel: ( { active } ) =>
			sprintf(
				/* translators: %d: question number. */
				__(
					'Moving cancelled. Question %d is back where it was.',
					'userfeedback'
				),
				position( active.id )
			),
	};

	const onDragEnd = ( { active, over }: DragEndEvent ) => {
		if ( ! over || active.id === over.id ) {
			return;
		}
		const from = ids.indexOf( String( active.id ) );
		const to = ids.indexOf( String( over.id ) );
		if ( from !== -1 && to !== -1 ) {
			onMove( from, to );
		}
	};

	return (
		<DndContext
			sensors={ sensors }
			collisionDetection={ closestCenter }
			onDragEnd={ onDragEnd }
			accessibility={ {
				announcements,
				screenReaderInstructions: {
					draggable: __(
						'To move a question, press Space or Enter on its reorder button, use the Up and Down arrow keys to move it, then press Space or Enter again to drop it, or Escape to cancel.',
						'userfeedback'
					),
				},
			} }
		>
			<SortableContext
				items={ ids }
				strategy={ verticalListSortingStrategy }
			>
				<ol className="uf-builder-questions">
					{ questions.map( ( question, index ) => (
						<SortableQuestion
							key={ question.id }
							{ ...cardProps( question, index ) }
						/>
					) ) }
				</ol>
			</SortableContext>
		</DndContext>
	);
}
