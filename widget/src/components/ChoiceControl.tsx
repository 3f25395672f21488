/**
 * Radio-button, checkbox, star-rating and NPS answers: native inputs (so arrow keys, Space and
 * screen readers work as everywhere) styled as options, stars or a 1-10 scale.
 *
 * A pointer choice saves and moves on at once (spec §4). Arrow keys in a radio group also change
 * the choice, so a keyboard change only saves; Enter, Space on a checked option or Next move on.
 * When a comment box follows the choice, the visitor moves on with Next.
 */
import { useRef } from 'preact/hooks';

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

export function ChoiceControl( props: ChoiceProps ) {
	const { question, options, value, labelledBy, npsLabels } = props;
	const keyed = useRef( false );
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
		props.onChange( choice, ! keyed.current && ! props.holdOnChange );
		keyed.current = false;
	};

	const onKeyDown = ( event: KeyboardEvent ) => {
		keyed.current = event.key.startsWith( 'Arrow' );
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			props.onSubmit();
		}
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
