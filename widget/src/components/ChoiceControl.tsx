/**
 * Radio-button, checkbox, star-rating and NPS answers: native inputs (so Tab, Space and screen
 * readers work as everywhere) styled as options, stars or a 1-10 scale.
 *
 * A pointer choice saves and moves on at once (spec §4). Arrow keys in a radio group also change
 * the choice, so a keyboard change only saves; Enter, Space on a checked option or Next move on.
 * When a comment box follows the choice, the visitor moves on with Next.
 *
 * The arrows are handled here rather than left to the browser, so that they do the same in every
 * browser: Left and Right follow the order on screen — in a right-to-left survey, whose stars and
 * scale start on the right, Left goes to the next value — while Up and Down go to the next and
 * the previous in either direction; the last wraps round to the first, as native radios do.
 */
import { Icon, STAR } from '../icons';
import type { Question } from '../types';

export interface ChoiceProps {
	question: Question;
	options: string[];
	value: string | string[] | null;
	labelledBy: string;
	/** The id of the error under the control, while there is one. */
	describedBy?: string;
	onChange: ( value: string | string[], advance: boolean ) => void;
	onSubmit: () => void;
	/** The comment box follows the choice, so a choice never moves on by itself. */
	holdOnChange: boolean;
	npsLabels: [ string, string ];
}

/** Stars 1-5 and the NPS scale 1-10 (spec §9); other choices list their options. */
const SCALES: Record< string, 'star' | 'nps' | undefined > = {
	'star-rating': 'star',
	nps: 'nps',
};

/** Each arrow's move in a left-to-right control: to the next choice (1) or the previous (-1). */
const ARROWS: Record< string, number > = {
	ArrowDown: 1,
	ArrowRight: 1,
	ArrowUp: -1,
	ArrowLeft: -1,
};

export function ChoiceControl( props: ChoiceProps ) {
	const { question, options, value, labelledBy, npsLabels } = props;
	const isCheckbox = question.type === 'checkbox';
	const ticked = Array.isArray( value ) ? value : [];

	const kind = SCALES[ question.type ] ?? 'opt';
	const choices =
		kind === 'opt'
			? options
			: Array.from( { length: kind === 'star' ? 5 : 10 }, ( _, i ) =>
					String( i + 1 )
				);

	const change = ( choice: string, checked: boolean ) => {
		if ( isCheckbox ) {
			const next = checked
				? [ ...ticked, choice ]
				: ticked.filter( ( t ) => t !== choice );
			props.onChange( next, false );
			return;
		}
		props.onChange( choice, ! props.holdOnChange );
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			props.onSubmit();
			return;
		}
		const input = event.target as HTMLInputElement;
		const at = choices.indexOf( input.value );
		let step = ARROWS[ event.key ];
		// With a modifier the key is the browser's (Alt+Left goes back a page).
		if (
			isCheckbox ||
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
			input.ownerDocument.defaultView?.getComputedStyle( input )
				.direction === 'rtl'
		) {
			step = -step;
		}
		const to = ( at + step + choices.length ) % choices.length;
		( event.currentTarget as HTMLElement )
			.querySelectorAll( 'input' )
			[ to ].focus();
		props.onChange( choices[ to ], false );
	};

	const starValue = typeof value === 'string' ? Number( value ) : 0;

	return (
		<div
			role={ isCheckbox ? 'group' : 'radiogroup' }
			aria-labelledby={ labelledBy }
			aria-describedby={ props.describedBy }
			class={ `uf-choices uf-choices--${ kind }` }
			onKeyDown={ onKeyDown }
		>
			{ choices.map( ( choice, i ) => {
				const checked = isCheckbox
					? ticked.includes( choice )
					: value === choice;
				const id = `uf-${ question.id }-${ i }`;
				return (
					<label
						key={ choice }
						htmlFor={ id }
						class={ `uf-${ kind }${ checked ? ' is-checked' : '' }${
							kind === 'star' && i < starValue ? ' is-lit' : ''
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
						{ kind === 'star' ? (
							<>
								<Icon d={ STAR } />
								<span class="uf-sr">{ choice }</span>
							</>
						) : (
							<span dir="auto">{ choice }</span>
						) }
					</label>
				);
			} ) }
			{ kind === 'nps' && (
				<div class="uf-nps-labels">
					<span>{ npsLabels[ 0 ] }</span>
					<span>{ npsLabels[ 1 ] }</span>
				</div>
			) }
		</div>
	);
}
