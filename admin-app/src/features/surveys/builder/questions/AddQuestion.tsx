/**
 * The Add Question dropdown (configuration.md §2.3, §5): a menu button listing the question types,
 * each with its name and one line on what it asks. The Pro types (Star Rating, NPS and the types
 * beyond the spec) need Pro, a licence and the question-types add-on: in Lite they stay listed,
 * badged, and open the upgrade modal; on Pro without them they are disabled with a notice. The
 * whole control is disabled in NPS surveys and at the server's limit of questions.
 *
 * Keyboard: Enter, Space or ArrowDown opens the menu on its first item; ArrowUp/ArrowDown,
 * Home/End move; Escape closes and returns to the button; Tab closes.
 */
import {
	useEffect,
	useId,
	useRef,
	useState,
	type CSSProperties,
	type KeyboardEvent,
} from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ProBadge } from '../../../../components/ProBadge';
import type { QuestionType } from '../../../../data/survey-types';
import {
	PRO_QUESTION_TYPES,
	QUESTION_TYPES,
	questionTypeDescription,
	questionTypeLabel,
} from '../questions';
import type { Gate } from '../shared/gates';

interface AddQuestionProps {
	onAdd: ( type: QuestionType ) => void;
	onUpgrade: ( feature: string ) => void;
	proTypesGate: Gate;
	/** Why the Pro types are disabled on this Pro site. */
	proTypesNotice: string;
	/** Set when no question may be added: the reason, shown under the button. */
	disabledReason?: string | null;
}

export function AddQuestion( {
	onAdd,
	onUpgrade,
	proTypesGate,
	proTypesNotice,
	disabledReason = null,
}: AddQuestionProps ) {
	const [ open, setOpen ] = useState( false );
	const [ active, setActive ] = useState( 0 );
	const button = useRef< HTMLButtonElement >( null );
	const wrapper = useRef< HTMLDivElement >( null );
	const items = useRef< Array< HTMLButtonElement | null > >( [] );
	const id = useId();
	const menuId = `${ id }-menu`;
	const noticeId = `${ id }-notice`;
	const reasonId = `${ id }-reason`;

	useEffect( () => {
		if ( open ) {
			items.current[ active ]?.focus();
		}
	}, [ open, active ] );

	useEffect( () => {
		if ( ! open ) {
			return;
		}
		const onPointerDown = ( event: MouseEvent ) => {
			if ( ! wrapper.current?.contains( event.target as Node ) ) {
				setOpen( false );
			}
		};
		document.addEventListener( 'mousedown', onPointerDown );
		return () => document.removeEventListener( 'mousedown', onPointerDown );
	}, [ open ] );

	const close = ( returnFocus: boolean ) => {
		setOpen( false );
		if ( returnFocus ) {
			button.current?.focus();
		}
	};

	const choose = ( type: QuestionType ) => {
		const locked =
			PRO_QUESTION_TYPES.includes( type ) && proTypesGate !== 'ok';
		if ( locked ) {
			if ( proTypesGate === 'upgrade' ) {
				close( true );
				// The modal names the type: '{type} is a PRO feature'.
				onUpgrade( questionTypeLabel( type ) );
			}
			return;
		}
		close( false );
		onAdd( type );
	};

	const onMenuKeyDown = ( event: KeyboardEvent ) => {
		const last = QUESTION_TYPES.length - 1;
		switch ( event.key ) {
			case 'ArrowDown':
				event.preventDefault();
				setActive( ( i ) => ( i >= last ? 0 : i + 1 ) );
				break;
			case 'ArrowUp':
				event.preventDefault();
				setActive( ( i ) => ( i <= 0 ? last : i - 1 ) );
				break;
			case 'Home':
				event.preventDefault();
				setActive( 0 );
				break;
			case 'End':
				event.preventDefault();
				setActive( last );
				break;
			case 'Escape':
				event.preventDefault();
				event.stopPropagation();
				close( true );
				break;
			case 'Tab':
				setOpen( false );
				break;
		}
	};

	const disabled = disabledReason !== null;

	return (
		<div className="uf-builder-add" ref={ wrapper }>
			<button
				ref={ button }
				type="button"
				className="button button-primary uf-builder-add__button"
				aria-haspopup="menu"
				aria-expanded={ open }
				aria-controls={ open ? menuId : undefined }
				aria-describedby={ disabled ? reasonId : undefined }
				disabled={ disabled }
				onClick={ () => {
					setActive( 0 );
					setOpen( ( o ) => ! o );
				} }
				onKeyDown={ ( event ) => {
					if (
						event.key === 'ArrowDown' ||
						event.key === 'ArrowUp'
					) {
						event.preventDefault();
						setActive(
							event.key === 'ArrowDown'
								? 0
								: QUESTION_TYPES.length - 1
						);
						setOpen( true );
					}
				} }
			>
				<span
					className="dashicons dashicons-plus-alt2"
					aria-hidden="true"
				/>
				{ __( 'Add Question', 'userfeedback' ) }
			</button>
			{ disabled && (
				<p
					id={ reasonId }
					className="description uf-builder-add__reason"
				>
					{ disabledReason }
				</p>
			) }
			{ open && (
				<ul
					id={ menuId }
					role="menu"
					className="uf-builder-add__menu"
					style={
						{
							'--uf-add-rows': Math.ceil(
								QUESTION_TYPES.length / 2
							),
						} as CSSProperties
					}
					aria-label={ __( 'Question types', 'userfeedback' ) }
					onKeyDown={ onMenuKeyDown }
				>
					{ QUESTION_TYPES.map( ( type, index ) => {
						const locked =
							PRO_QUESTION_TYPES.includes( type ) &&
							proTypesGate !== 'ok';
						return (
							<li key={ type } role="none">
								<button
									ref={ ( el ) => {
										items.current[ index ] = el;
									} }
									type="button"
									role="menuitem"
									tabIndex={ index === active ? 0 : -1 }
									className={ `uf-builder-add__item${
										locked ? ' is-locked' : ''
									}` }
									aria-disabled={ locked ? true : undefined }
									aria-labelledby={ `${ id }-${ type }-name` }
									aria-describedby={ [
										`${ id }-${ type }-description`,
										locked && proTypesGate === 'notice'
											? noticeId
											: '',
									]
										.filter( Boolean )
										.join( ' ' ) }
									onClick={ () => choose( type ) }
								>
									<span
										id={ `${ id }-${ type }-name` }
										className="uf-builder-add__name"
									>
										{ questionTypeLabel( type ) }
										{ locked &&
											proTypesGate === 'upgrade' && (
												<ProBadge />
											) }
									</span>
									<span
										id={ `${ id }-${ type }-description` }
										className="uf-builder-add__description"
									>
										{ questionTypeDescription( type ) }
									</span>
								</button>
							</li>
						);
					} ) }
				</ul>
			) }
			{ open && proTypesGate === 'notice' && (
				<p
					id={ noticeId }
					className="description uf-builder-add__notice"
				>
					{ sprintf(
						/* translators: %s: why the types are unavailable. */
						__( 'PRO question types: %s', 'userfeedback' ),
						proTypesNotice
					) }
				</p>
			) }
		</div>
	);
}
