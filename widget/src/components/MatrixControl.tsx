/**
 * A matrix: rows of statements, each answered on the same scale of columns. Each row is a
 * radiogroup named by its row text (its row header), every radio named by its column, so a
 * screen reader hears "Price, radio group; Agree, radio button, 4 of 5" wherever the visitor is.
 * A native table cannot carry that: a table row must stay a row, never a radiogroup.
 *
 * Laid out as a table (the columns named once above, the rows under them) where the panel is
 * wide enough, and otherwise stacked: each row's text over its columns, named on every option,
 * so a phone never scrolls sideways. The panel's width decides (a container query), not the
 * screen's: the floating panel is narrow on any screen.
 */
import type { Question } from '../types';
import { groupKeys } from './ChoiceControl';

export interface MatrixProps {
	question: Question;
	/** The column chosen in each row answered so far. */
	value: Record< string, string > | null;
	labelledBy: string;
	describedBy?: string;
	onChange: ( value: Record< string, string > ) => void;
	onSubmit: () => void;
}

export function MatrixControl( props: MatrixProps ) {
	const { question, labelledBy } = props;
	const columns = question.config.options;
	const chosen = props.value ?? {};
	const set = ( row: string, column: string ) =>
		props.onChange( { ...chosen, [ row ]: column } );

	return (
		<div
			class="uf-matrix"
			role="group"
			aria-labelledby={ labelledBy }
			aria-describedby={ props.describedBy }
			style={ { '--uf-cols': columns.length } }
		>
			{ /* Seen only in the table layout; each radio carries its column's name itself. */ }
			<div class="uf-mhead" aria-hidden="true">
				<span />
				{ columns.map( ( column ) => (
					<span key={ column } dir="auto">
						{ column }
					</span>
				) ) }
			</div>
			{ ( question.settings.rows ?? [] ).map( ( row, r ) => {
				const id = `${ labelledBy }-${ r }`;
				return (
					// The radios take focus; their group hears their keys.
					// eslint-disable-next-line jsx-a11y/interactive-supports-focus
					<div
						key={ row }
						class="uf-mrow"
						role="radiogroup"
						aria-labelledby={ id }
						onKeyDown={ ( event ) =>
							groupKeys( event, props.onSubmit, ( input ) =>
								set( row, input.value )
							)
						}
					>
						<span id={ id } class="uf-mrow-head" dir="auto">
							{ row }
						</span>
						{ columns.map( ( column, c ) => {
							const checked = chosen[ row ] === column;
							return (
								<label
									key={ column }
									htmlFor={ `${ id }-${ c }` }
									class={ `uf-mcell${
										checked ? ' is-checked' : ''
									}` }
								>
									<input
										id={ `${ id }-${ c }` }
										type="radio"
										name={ id }
										value={ column }
										checked={ checked }
										onChange={ () => set( row, column ) }
									/>
									<span dir="auto">{ column }</span>
								</label>
							);
						} ) }
					</div>
				);
			} ) }
		</div>
	);
}
