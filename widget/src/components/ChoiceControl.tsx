/**
 * Answers chosen from a set: radio buttons, checkboxes, stars, the NPS and numeric scales,
 * smiley faces and image cards. Native inputs (so Tab, Space and screen readers work as
 * everywhere) styled as options, stars, a row of numbers, faces or cards.
 *
 * A pointer choice saves and moves on at once (spec §4). Arrow keys in a radio group also change
 * the choice, so a keyboard change only saves; Enter, Space on a checked option or Next move on.
 * When a comment box follows the choice, the visitor moves on with Next.
 *
 * The arrows are handled here rather than left to the browser, so that they do the same in every
 * browser: Left and Right follow the order on screen — in a right-to-left survey, whose stars and
 * scales start on the right, Left goes to the next value — while Up and Down go to the next and
 * the previous in either direction; the last wraps round to the first, as native radios do.
 */
import { Icon, STAR } from '../icons';
import type { Texts } from '../texts';
import type { Answer, Question } from '../types';

export interface ChoiceProps {
	question: Question;
	options: string[];
	value: Answer[ 'value' ];
	labelledBy: string;
	/** The id of the error under the control, while there is one. */
	describedBy?: string;
	onChange: ( value: string | number | string[], advance: boolean ) => void;
	onSubmit: () => void;
	/** The comment box follows the choice, so a choice never moves on by itself. */
	holdOnChange: boolean;
	texts: Texts;
}

/** Each arrow's move in a left-to-right control: to the next choice (1) or the previous (-1). */
const ARROWS: Record< string, number > = {
	ArrowDown: 1,
	ArrowRight: 1,
	ArrowUp: -1,
	ArrowLeft: -1,
};

/**
 * The keys of a group of radios (a question's options, a matrix row): Enter moves on; an arrow
 * checks the next or previous radio of the group and hands it to `pick` (saved, not moved on).
 *
 * @param event  The keydown on the group.
 * @param submit Moves on (Next).
 * @param pick   Saves the radio the arrow went to.
 */
export function groupKeys(
	event: KeyboardEvent,
	submit: () => void,
	pick: ( input: HTMLInputElement ) => void
): void {
	if ( event.key === 'Enter' ) {
		event.preventDefault();
		submit();
		return;
	}
	const input = event.target as HTMLInputElement;
	const radios = Array.from(
		( event.currentTarget as HTMLElement ).querySelectorAll( 'input' )
	);
	const at = radios.indexOf( input );
	let step = ARROWS[ event.key ];
	// With a modifier the key is the browser's (Alt+Left goes back a page).
	if (
		input.type !== 'radio' ||
		! step ||
		at < 0 ||
		event.altKey ||
		event.ctrlKey ||
		event.metaKey
	) {
		return;
	}
	event.preventDefault();
	// The direction the browser lays the control out in: the survey's own, or the page's.
	if (
		/Left|Right/.test( event.key ) &&
		input.ownerDocument.defaultView?.getComputedStyle( input ).direction ===
			'rtl'
	) {
		step = -step;
	}
	const to = radios[ ( at + step + radios.length ) % radios.length ];
	to.focus();
	pick( to );
}

/**
 * The numbers 1…n, or from…to.
 * @param from
 * @param to
 */
const range = ( from: number, to: number ) =>
	Array.from( { length: to - from + 1 }, ( _, i ) => String( from + i ) );

/** The faces' names, saddest first; three faces take the middle three. */
export const FACES = [
	'veryUnhappy',
	'unhappy',
	'neutral',
	'happy',
	'veryHappy',
] as const;

/**
 * A face: a circle, two eyes and a mouth curved by the face's place (-2 saddest … 2 happiest).
 * @param root0
 * @param root0.mood The face's place from the neutral one.
 */
const Face = ( { mood }: { mood: number } ) => (
	<Icon
		d={ `M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20M9 9.5h.01M15 9.5h.01M8 ${
			15 - mood / 2
		}q4 ${ mood * 2 } 8 0` }
	/>
);

export function ChoiceControl( props: ChoiceProps ) {
	const { question, options, value, texts } = props;
	const { type, settings } = question;
	const isCheckbox =
		type === 'checkbox' ||
		( type === 'image-choice' && !! settings.multiple );
	const ticked = Array.isArray( value ) ? value : [];
	const numeric = type === 'scale' || type === 'smiley';
	const faces = settings.faces === 3 ? 3 : 5;
	let kind = 'opt';
	let choices = options;
	let ends: string[] = [];

	if ( type === 'star-rating' ) {
		kind = 'star';
		choices = range( 1, 5 );
	} else if ( type === 'smiley' ) {
		kind = 'face';
		choices = range( 1, faces );
	} else if ( type === 'image-choice' ) {
		kind = 'img';
	} else if ( type === 'nps' || type === 'scale' ) {
		kind = 'nps';
		const preset = settings.preset ?? 'numeric';
		const [ from, to ] = {
			csat: [ 1, 5 ],
			ces: [ 1, 7 ],
			numeric:
				type === 'nps'
					? [ 1, 10 ]
					: [ settings.scale_min ?? 0, settings.scale_max ?? 10 ],
		}[ preset ];
		choices = range( from, to );
		// The preset's own words where the survey leaves the end labels empty.
		const words = {
			csat: [ texts.csatLow, texts.csatHigh ],
			ces: [ texts.cesLow, texts.cesHigh ],
			numeric: [ '', '' ],
		}[ preset ];
		ends =
			type === 'nps'
				? [ texts.notLikely, texts.extremelyLikely ]
				: [
						settings.min_label || words[ 0 ],
						settings.max_label || words[ 1 ],
					];
	}

	const change = ( choice: string, checked: boolean ) => {
		if ( isCheckbox ) {
			const next = checked
				? [ ...ticked, choice ]
				: ticked.filter( ( t ) => t !== choice );
			props.onChange( next, false );
			return;
		}
		props.onChange(
			numeric ? Number( choice ) : choice,
			! props.holdOnChange
		);
	};

	const starValue = kind === 'star' ? Number( value ) : 0;
	// A scale of more than seven numbers takes two rows (0-10 as 6 + 5, as the NPS's 5 + 5).
	const n = choices.length;
	const perRow = n > 7 ? Math.ceil( n / 2 ) : n;

	return (
		<div
			role={ isCheckbox ? 'group' : 'radiogroup' }
			aria-labelledby={ props.labelledBy }
			aria-describedby={ props.describedBy }
			class={ `uf-choices uf-choices--${ kind }` }
			style={ { '--uf-cols': perRow } }
			onKeyDown={ ( event ) =>
				groupKeys( event, props.onSubmit, ( input ) =>
					props.onChange(
						numeric ? Number( input.value ) : input.value,
						false
					)
				)
			}
		>
			{ choices.map( ( choice, i ) => {
				const checked = isCheckbox
					? ticked.includes( choice )
					: value !== null && String( value ) === choice;
				const id = `uf-${ question.id }-${ i }`;
				const image = kind === 'img' && settings.images?.[ i ];
				const end =
					type === 'scale' &&
					( i ? i === n - 1 && ends[ 1 ] : ends[ 0 ] );
				return (
					<label
						key={ choice }
						htmlFor={ id }
						class={ `uf-${ kind }${ checked ? ' is-checked' : '' }${
							i < starValue ? ' is-lit' : ''
						}` }
					>
						<input
							id={ id }
							type={ isCheckbox ? 'checkbox' : 'radio' }
							name={ `uf-${ question.id }` }
							value={ choice }
							checked={ checked }
							onClick={ () => {
								// Space or a click on the already chosen option: move on.
								if (
									! isCheckbox &&
									checked &&
									! props.holdOnChange
								) {
									props.onSubmit();
								}
							} }
							onChange={ ( event ) =>
								change( choice, event.currentTarget.checked )
							}
						/>
						{ kind === 'star' && <Icon d={ STAR } /> }
						{ kind === 'face' && (
							<Face mood={ ( i * 4 ) / ( faces - 1 ) - 2 } />
						) }
						{ /* A fixed box, so a late image moves nothing. */ }
						{ image && image.url && (
							<span class="uf-pic">
								<img
									src={ image.url }
									alt={ image.alt }
									loading="lazy"
								/>
							</span>
						) }
						{ kind === 'face' || kind === 'star' ? (
							<span class="uf-sr">
								{ kind === 'face'
									? texts[ FACES[ faces === 3 ? i + 1 : i ] ]
									: choice }
							</span>
						) : (
							<span dir="auto">
								{ choice }
								{ /* The end's meaning with its number, for screen readers. */ }
								{ end && <span class="uf-sr"> { end }</span> }
							</span>
						) }
					</label>
				);
			} ) }
			{ ends.some( Boolean ) && (
				<div class="uf-nps-labels" aria-hidden={ type === 'scale' }>
					<span>{ ends[ 0 ] }</span>
					<span>{ ends[ 1 ] }</span>
				</div>
			) }
		</div>
	);
}
