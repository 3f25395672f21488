/**
 * The filter bar: one chip per condition, each with a labelled remove button, an
 * "Add filter" form (a question and the comparisons its type allows, device, page URL,
 * completion, NPS group, tag, dates, the survey's hidden fields) and Clear all. Every change is said in a polite live region
 * ("Filter removed: Device: Mobile"), and focus stays on the bar (the next chip, else Add filter).
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { languageName } from '../../../data/languages';
import type { Question } from '../../../data/survey-types';
import {
	FILTER_COMPLETIONS,
	FILTER_DEVICES,
	FILTER_SENTIMENTS,
	NPS_BUCKETS,
	comparatorLabel,
	completionLabel,
	deviceLabel,
	filterChips,
	isValidFieldValue,
	isValidTag,
	npsBucketLabel,
	sentimentLabel,
	withCondition,
	withField,
	withoutPart,
	type Comparator,
	type FilterCompletion,
	type FilterDevice,
	type FilterPart,
	type FilterSentiment,
	type NpsBucket,
	type ResultsFilter,
} from './model';
import { QuestionValueFields } from './QuestionValueFields';
import {
	conditionFromFields,
	offeredComparators,
	valueField,
} from './type-values';

/** What the Add filter form offers besides the questions. */
export type FilterKind =
	| 'device'
	| 'page_url'
	| 'completion'
	| 'nps_bucket'
	| 'tag'
	| 'language'
	| 'sentiment'
	| 'theme'
	| 'range';

export const ALL_FILTER_KINDS: readonly FilterKind[] = [
	'device',
	'page_url',
	'completion',
	'nps_bucket',
	'tag',
	'language',
	'sentiment',
	'theme',
	'range',
];

interface FilterBarProps {
	filter: ResultsFilter;
	/** The new filter and what happened, to announce. */
	onChange: ( next: ResultsFilter ) => void;
	questions: Question[];
	/** The extra kinds offered (the NPS screen's range belongs to its picker). */
	kinds?: readonly FilterKind[];
	/** Tags to suggest (results' `tags`). */
	tags?: ReadonlyArray< { tag: string; count: number } >;
	/**
	 * The survey's themes, for a theme filter's chip and the Add filter form (results' `themes`);
	 * absent without the insights, which then offers neither sentiment nor theme.
	 */
	themes?: ReadonlyArray< { id: number; label: string } >;
	/** The survey's languages (results' `languages`): a language filter only with two or more. */
	languages?: readonly string[];
	/** The group's name: "Filter" or "Second filter". */
	label?: string;
	formatDay?: ( day: string ) => string;
	/** The survey's hidden fields' names: each filtered by an exact value. */
	fieldNames?: readonly string[];
}

const QUESTION_PREFIX = 'q:';
const FIELD_PREFIX = 'f:';

/**
 * A question's value before anything is picked: its one possible value when it has only one (a
 * consent given), else none.
 *
 * @param question The question.
 */
function initialValue( question: Question ): string {
	const field = valueField( question );
	return field.kind === 'choice' && field.options.length === 1
		? field.options[ 0 ].value
		: '';
}

function kindLabel( kind: FilterKind ): string {
	switch ( kind ) {
		case 'device':
			return __( 'Device', 'userfeedback' );
		case 'page_url':
			return __( 'Page URL contains', 'userfeedback' );
		case 'completion':
			return __( 'Completed or partial', 'userfeedback' );
		case 'nps_bucket':
			return __( 'NPS group', 'userfeedback' );
		case 'tag':
			return __( 'Tag', 'userfeedback' );
		case 'language':
			return __( 'Language', 'userfeedback' );
		case 'sentiment':
			return __( 'Sentiment', 'userfeedback' );
		case 'theme':
			return __( 'Theme', 'userfeedback' );
		case 'range':
			return __( 'Dates', 'userfeedback' );
	}
}

interface AddFilterFormProps {
	filter: ResultsFilter;
	questions: Question[];
	kinds: readonly FilterKind[];
	tags: ReadonlyArray< { tag: string; count: number } >;
	themes: ReadonlyArray< { id: number; label: string } >;
	languages: readonly string[];
	fieldNames: readonly string[];
	onAdd: ( next: ResultsFilter ) => void;
	onCancel: () => void;
}

function AddFilterForm( {
	filter,
	questions,
	kinds,
	tags,
	themes,
	languages,
	fieldNames,
	onAdd,
	onCancel,
}: AddFilterFormProps ) {
	const id = useId();
	const filterable = questions.filter(
		( question ) => offeredComparators( question ).length > 0
	);
	const [ what, setWhat ] = useState< string >(
		filterable[ 0 ]
			? QUESTION_PREFIX + filterable[ 0 ].id
			: ( kinds[ 0 ] ?? '' )
	);
	const [ compare, setCompare ] = useState< Comparator >( '==' );
	const [ value, setValue ] = useState( () =>
		filterable[ 0 ] ? initialValue( filterable[ 0 ] ) : ''
	);
	// A matrix's column, a ranking's place.
	const [ second, setSecond ] = useState( '' );
	const [ to, setTo ] = useState( '' );
	const [ error, setError ] = useState< string | null >( null );

	const question = what.startsWith( QUESTION_PREFIX )
		? ( filterable.find(
				( entry ) => QUESTION_PREFIX + entry.id === what
			) ?? null )
		: null;
	const comparators = question ? offeredComparators( question ) : [];

	const choose = ( next: string ) => {
		const chosen = filterable.find(
			( entry ) => QUESTION_PREFIX + entry.id === next
		);
		setWhat( next );
		setCompare( chosen ? offeredComparators( chosen )[ 0 ] : '==' );
		setValue( chosen ? initialValue( chosen ) : '' );
		setSecond( '' );
		setTo( '' );
		setError( null );
	};

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		if ( question ) {
			const condition = conditionFromFields(
				question,
				compare,
				value,
				second
			);
			if ( typeof condition === 'string' ) {
				setError( condition );
				return;
			}
			onAdd( withCondition( filter, condition ) );
			return;
		}
		const text = value.trim();
		if ( what.startsWith( FIELD_PREFIX ) ) {
			if ( ! isValidFieldValue( text ) ) {
				setError(
					__(
						'Enter the value to match, at most 200 characters.',
						'userfeedback'
					)
				);
				return;
			}
			onAdd(
				withField( filter, what.slice( FIELD_PREFIX.length ), text )
			);
			return;
		}
		const kind = what as FilterKind;
		if ( kind === 'range' ) {
			if ( ! text || ! to || text > to ) {
				setError(
					__(
						'Enter a start date on or before the end date.',
						'userfeedback'
					)
				);
				return;
			}
			onAdd( { ...filter, from: text, to } );
			return;
		}
		if ( text === '' ) {
			setError( __( 'Choose or enter a value.', 'userfeedback' ) );
			return;
		}
		if ( kind === 'tag' && ! isValidTag( text.toLowerCase() ) ) {
			setError(
				__(
					'A tag has 1 to 40 letters, digits, spaces, hyphens or underscores.',
					'userfeedback'
				)
			);
			return;
		}
		onAdd( {
			...filter,
			[ kind ]: kind === 'tag' ? text.toLowerCase() : text,
		} );
	};

	const valueId = `${ id }-value`;
	const errorId = `${ id }-error`;
	const describedBy = error ? errorId : undefined;
	let kindField = null;
	if ( ! question ) {
		const options: Array< [ string, string ] > | null =
			( what === 'device' &&
				FILTER_DEVICES.map( ( device: FilterDevice ) => [
					device,
					deviceLabel( device ),
				] ) ) ||
			( what === 'completion' &&
				FILTER_COMPLETIONS.map( ( entry: FilterCompletion ) => [
					entry,
					completionLabel( entry ),
				] ) ) ||
			( what === 'nps_bucket' &&
				NPS_BUCKETS.map( ( bucket: NpsBucket ) => [
					bucket,
					npsBucketLabel( bucket ),
				] ) ) ||
			( what === 'language' &&
				languages.map( ( locale ) => [
					locale,
					languageName( locale ),
				] ) ) ||
			( what === 'sentiment' &&
				FILTER_SENTIMENTS.map( ( sentiment: FilterSentiment ) => [
					sentiment,
					sentimentLabel( sentiment ),
				] ) ) ||
			( what === 'theme' &&
				themes.map( ( theme ) => [
					String( theme.id ),
					theme.label,
				] ) ) ||
			null;
		if ( options ) {
			kindField = (
				<select
					id={ valueId }
					value={ value }
					aria-describedby={ describedBy }
					onChange={ ( event ) => setValue( event.target.value ) }
				>
					<option value="">
						{ __( 'Choose…', 'userfeedback' ) }
					</option>
					{ options.map( ( [ key, label ] ) => (
						<option key={ key } value={ key }>
							{ label }
						</option>
					) ) }
				</select>
			);
		} else if ( what === 'range' ) {
			kindField = (
				<>
					<input
						id={ valueId }
						type="date"
						value={ value }
						aria-describedby={ describedBy }
						onChange={ ( event ) => setValue( event.target.value ) }
					/>
					<label htmlFor={ `${ id }-to` }>
						{ __( 'to', 'userfeedback' ) }
					</label>
					<input
						id={ `${ id }-to` }
						type="date"
						value={ to }
						onChange={ ( event ) => setTo( event.target.value ) }
					/>
				</>
			);
		} else {
			kindField = (
				<>
					<input
						id={ valueId }
						type="text"
						value={ value }
						list={ what === 'tag' ? `${ id }-tags` : undefined }
						aria-describedby={ describedBy }
						onChange={ ( event ) => setValue( event.target.value ) }
					/>
					{ what === 'tag' && (
						<datalist id={ `${ id }-tags` }>
							{ tags.map( ( entry ) => (
								<option key={ entry.tag } value={ entry.tag } />
							) ) }
						</datalist>
					) }
				</>
			);
		}
	}

	return (
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape from any field closes the form (keyboard users' way out).
		<form
			className="uf-filter-add"
			onSubmit={ submit }
			onKeyDown={ ( event ) => {
				if ( event.key === 'Escape' ) {
					event.preventDefault();
					onCancel();
				}
			} }
		>
			<div className="uf-filter-add__field">
				<label htmlFor={ `${ id }-what` }>
					{ __( 'Filter by', 'userfeedback' ) }
				</label>
				<select
					id={ `${ id }-what` }
					value={ what }
					onChange={ ( event ) => choose( event.target.value ) }
					// eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the user's own click.
					autoFocus
				>
					{ filterable.length > 0 && (
						<optgroup label={ __( 'Answers', 'userfeedback' ) }>
							{ filterable.map( ( entry, index ) => (
								<option
									key={ entry.id }
									value={ QUESTION_PREFIX + entry.id }
								>
									{ sprintf(
										/* translators: 1: question number. 2: question title. */
										__( 'Q%1$d %2$s', 'userfeedback' ),
										questions.indexOf( entry ) + 1 ||
											index + 1,
										entry.title.trim() ||
											__(
												'(untitled question)',
												'userfeedback'
											)
									) }
								</option>
							) ) }
						</optgroup>
					) }
					{ fieldNames.length > 0 && (
						<optgroup
							label={ __( 'Hidden fields', 'userfeedback' ) }
						>
							{ fieldNames.map( ( name ) => (
								<option
									key={ name }
									value={ FIELD_PREFIX + name }
								>
									{ name }
								</option>
							) ) }
						</optgroup>
					) }
					{ kinds.length > 0 && (
						<optgroup label={ __( 'Responses', 'userfeedback' ) }>
							{ kinds.map( ( kind ) => (
								<option key={ kind } value={ kind }>
									{ kindLabel( kind ) }
								</option>
							) ) }
						</optgroup>
					) }
				</select>
			</div>
			{ question && (
				<div className="uf-filter-add__field">
					<label htmlFor={ `${ id }-compare` }>
						{ __( 'Comparison', 'userfeedback' ) }
					</label>
					<select
						id={ `${ id }-compare` }
						value={ compare }
						onChange={ ( event ) =>
							setCompare( event.target.value as Comparator )
						}
					>
						{ comparators.map( ( entry ) => (
							<option key={ entry } value={ entry }>
								{ comparatorLabel( entry ) }
							</option>
						) ) }
					</select>
				</div>
			) }
			{ question ? (
				<QuestionValueFields
					field={ valueField( question ) }
					valueId={ valueId }
					secondId={ `${ id }-second` }
					value={ value }
					second={ second }
					onValue={ setValue }
					onSecond={ setSecond }
					describedBy={ describedBy }
				/>
			) : (
				<div className="uf-filter-add__field">
					<label htmlFor={ valueId }>
						{ what === 'range'
							? __( 'From', 'userfeedback' )
							: __( 'Value', 'userfeedback' ) }
					</label>
					{ kindField }
				</div>
			) }
			<div className="uf-filter-add__actions">
				<button type="submit" className="button button-primary">
					{ __( 'Apply filter', 'userfeedback' ) }
				</button>
				<button type="button" className="button" onClick={ onCancel }>
					{ __( 'Cancel', 'userfeedback' ) }
				</button>
			</div>
			{ error && (
				<p id={ errorId } className="uf-filter-add__error" role="alert">
					{ error }
				</p>
			) }
		</form>
	);
}

export function FilterBar( {
	filter,
	onChange,
	questions,
	kinds: offered = ALL_FILTER_KINDS,
	tags = [],
	themes: knownThemes,
	languages = [],
	label,
	formatDay,
	fieldNames = [],
}: FilterBarProps ) {
	const themes = knownThemes ?? [];
	// A survey in one language has nothing to filter by language; sentiment needs the insights,
	// a theme a theme the responses carry.
	const kinds = offered.filter(
		( kind ) =>
			( kind !== 'language' || languages.length > 1 ) &&
			( kind !== 'sentiment' || knownThemes !== undefined ) &&
			( kind !== 'theme' || themes.length > 0 )
	);
	const [ adding, setAdding ] = useState( false );
	const [ message, setMessage ] = useState( '' );
	const barRef = useRef< HTMLDivElement >( null );
	const addRef = useRef< HTMLButtonElement >( null );
	const chips = filterChips( filter, questions, formatDay, themes );
	const groupLabel = label ?? __( 'Filter', 'userfeedback' );

	const focusAfterRemoval = ( index: number ) => {
		window.requestAnimationFrame( () => {
			const buttons =
				barRef.current?.querySelectorAll< HTMLButtonElement >(
					'.uf-filter-chip__remove'
				) ?? [];
			const target =
				buttons[ Math.min( index, buttons.length - 1 ) ] ??
				addRef.current;
			target?.focus();
		} );
	};

	const remove = ( part: FilterPart, chipLabel: string, index: number ) => {
		onChange( withoutPart( filter, part ) );
		setMessage(
			sprintf(
				/* translators: %s: the filter's text (Device: Mobile). */
				__( 'Filter removed: %s', 'userfeedback' ),
				chipLabel
			)
		);
		focusAfterRemoval( index );
	};

	const add = ( next: ResultsFilter ) => {
		const before = new Set( chips.map( ( chip ) => chip.label ) );
		const added = filterChips( next, questions, formatDay, themes ).filter(
			( chip ) => ! before.has( chip.label )
		);
		onChange( next );
		setAdding( false );
		setMessage(
			sprintf(
				/* translators: %s: the filter's text (Device: Mobile). */
				__( 'Filter added: %s', 'userfeedback' ),
				added.map( ( chip ) => chip.label ).join( ', ' )
			)
		);
		window.requestAnimationFrame( () => addRef.current?.focus() );
	};

	const clearAll = () => {
		onChange( { where: [] } );
		setMessage( __( 'All filters cleared.', 'userfeedback' ) );
		window.requestAnimationFrame( () => addRef.current?.focus() );
	};

	return (
		<div
			className="uf-filter-bar"
			role="group"
			aria-label={ groupLabel }
			ref={ barRef }
		>
			<div className="uf-filter-bar__row">
				<span className="uf-filter-bar__label" aria-hidden="true">
					{ groupLabel }
				</span>
				{ chips.length === 0 && (
					<span className="uf-filter-bar__none">
						{ __( 'All responses', 'userfeedback' ) }
					</span>
				) }
				<ul className="uf-filter-bar__chips">
					{ chips.map( ( chip, index ) => (
						<li
							key={ `${ chip.part.kind }-${ index }` }
							className="uf-filter-chip"
						>
							<span className="uf-filter-chip__text">
								{ chip.label }
							</span>
							<button
								type="button"
								className="uf-filter-chip__remove"
								aria-label={ sprintf(
									/* translators: %s: the filter's text (Device: Mobile). */
									__( 'Remove filter: %s', 'userfeedback' ),
									chip.label
								) }
								onClick={ () =>
									remove( chip.part, chip.label, index )
								}
							>
								<span aria-hidden="true">×</span>
							</button>
						</li>
					) ) }
				</ul>
				<button
					type="button"
					className="button uf-filter-bar__add"
					ref={ addRef }
					aria-expanded={ adding }
					onClick={ () => setAdding( ! adding ) }
				>
					{ __( 'Add filter', 'userfeedback' ) }
				</button>
				{ chips.length > 0 && (
					<button
						type="button"
						className="button-link uf-filter-bar__clear"
						onClick={ clearAll }
					>
						{ __( 'Clear all', 'userfeedback' ) }
					</button>
				) }
			</div>
			{ adding && (
				<AddFilterForm
					filter={ filter }
					questions={ questions }
					kinds={ kinds }
					tags={ tags }
					themes={ themes }
					languages={ languages }
					fieldNames={ fieldNames }
					onAdd={ add }
					onCancel={ () => {
						setAdding( false );
						addRef.current?.focus();
					} }
				/>
			) }
			<p className="screen-reader-text" role="status" aria-live="polite">
				{ message }
			</p>
		</div>
	);
}
