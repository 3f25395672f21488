/**
 * One question: its title (focused when it appears, so keyboard and screen-reader users land on
 * it), its answer control and, with the question-types add-on, the comment box. Text answers are
 * kept here as drafts and handed up on Next.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';

import {
	commentBoxAllowed,
	displayOptions,
	LONG_TEXT_MAX,
	TEXT_MAX,
} from '../logic/questions';
import type { Answer, Question } from '../types';
import { ChoiceControl } from './ChoiceControl';
import { MatrixControl } from './MatrixControl';
import { RankingControl } from './RankingControl';
import type { Texts } from '../texts';

/** From this many options a dropdown gets a search box. */
const SEARCH_FROM = 10;

export interface QuestionViewProps {
	question: Question;
	/** Its title with earlier answers recalled (recall.ts). */
	title: string;
	answer: Answer | undefined;
	texts: Texts;
	/** Focus the title on mount: not for the first question of a panel that opened by itself. */
	focus: boolean;
	/** Why the answer cannot continue, shown under the control and tied to it. */
	error?: string;
	/** Focus left the answer control (an e-mail address is checked then). */
	onLeave?: () => void;
	onAnswer: ( answer: Answer, advance: boolean ) => void;
	onSubmit: () => void;
}

export function QuestionView( props: QuestionViewProps ) {
	const { question, answer, texts } = props;
	const titleId = `uf-q-${ question.id }`;
	const errorId = `uf-e-${ question.id }`;
	// On the control the visitor answers with: its error is read with it.
	const invalid = props.error
		? { 'aria-invalid': true, 'aria-describedby': errorId }
		: {};
	const title = useRef< HTMLHeadingElement >( null );
	const options = useMemo(
		() => displayOptions( question ),
		// Shuffled once per question, not on every render.
		[ question.id, question.config.options.join( '\n' ) ] // eslint-disable-line react-hooks/exhaustive-deps
	);
	const [ extra, setExtra ] = useState( answer?.extra ?? '' );
	const [ search, setSearch ] = useState( '' );

	useEffect( () => {
		if ( props.focus ) {
			title.current?.focus();
		}
	}, [ question.id ] ); // eslint-disable-line react-hooks/exhaustive-deps

	const value = answer?.value ?? null;
	const put = ( next: Answer[ 'value' ], advance: boolean, note = extra ) =>
		props.onAnswer(
			{
				question_id: question.id,
				value: next,
				...( note.trim() ? { extra: note.trim() } : {} ),
			},
			advance
		);

	// The comment box and the e-mail question's first name: the answer's `extra`.
	const onExtra = ( event: { currentTarget: { value: string } } ) => {
		setExtra( event.currentTarget.value );
		put( value, false, event.currentTarget.value );
	};

	const commentBox = commentBoxAllowed( question );
	const chosen = Array.isArray( value ) ? value.length > 0 : value !== null;
	// Right under the field it is about: the e-mail field has the first name after it.
	const error = props.error && (
		<p class="uf-error" id={ errorId } role="alert">
			{ props.error }
		</p>
	);
	let control;

	const { type, settings } = question;
	if ( type === 'text' || type === 'long-text' || type === 'date' ) {
		const long = type === 'long-text';
		const Tag = long ? 'textarea' : 'input';
		const max = long ? LONG_TEXT_MAX : TEXT_MAX;
		const text = typeof value === 'string' ? value : '';
		control = (
			<>
				{ /* A date: the browser's own field and picker, limited to the survey's days. */ }
				<Tag
					class="uf-input"
					aria-labelledby={ titleId }
					{ ...invalid }
					{ ...( type === 'date'
						? {
								type: 'date',
								min: settings.min_date || undefined,
								max: settings.max_date || undefined,
							}
						: {
								placeholder: texts.placeholder,
								maxLength: max,
								rows: long ? 4 : undefined,
							} ) }
					value={ text }
					onInput={ ( event ) => {
						const next = event.currentTarget.value.slice( 0, max );
						put( next === '' ? null : next, false );
					} }
				/>
				{ long && (
					<div class="uf-count" aria-live="polite">
						{ text.length } / { max }
					</div>
				) }
			</>
		);
	} else if ( type === 'email' ) {
		control = (
			<>
				<input
					class="uf-input"
					type="email"
					autoComplete="email"
					aria-labelledby={ titleId }
					{ ...invalid }
					onBlur={ props.onLeave }
					placeholder={ texts.email }
					maxLength={ 254 }
					value={ typeof value === 'string' ? value : '' }
					onInput={ ( event ) =>
						put( event.currentTarget.value.trim() || null, false )
					}
				/>
				{ error }
				{ question.config.include_name && (
					<input
						class="uf-input"
						type="text"
						autoComplete="given-name"
						aria-label={ texts.firstName }
						placeholder={ texts.firstName }
						maxLength={ 100 }
						value={ extra }
						onInput={ onExtra }
					/>
				) }
			</>
		);
	} else if ( type === 'dropdown' ) {
		const find = search.toLowerCase();
		control = (
			<>
				{ /* A long list gets a filter over it; the chosen option stays in the list. */ }
				{ options.length >= SEARCH_FROM && (
					<input
						class="uf-input"
						type="search"
						aria-label={ texts.search }
						placeholder={ texts.search }
						value={ search }
						onInput={ ( event ) =>
							setSearch( event.currentTarget.value )
						}
						onKeyDown={ ( event ) => {
							// Enter filters; it does not leave the question.
							if ( event.key === 'Enter' ) {
								event.preventDefault();
							}
						} }
					/>
				) }
				<select
					class="uf-input"
					aria-labelledby={ titleId }
					{ ...invalid }
					value={ typeof value === 'string' ? value : '' }
					onChange={ ( event ) =>
						put( event.currentTarget.value || null, false )
					}
				>
					<option value="">{ texts.choose }</option>
					{ options
						.filter(
							( option ) =>
								option === value ||
								option.toLowerCase().includes( find )
						)
						.map( ( option ) => (
							<option key={ option }>{ option }</option>
						) ) }
				</select>
			</>
		);
	} else if ( type === 'consent' ) {
		control = (
			<label class="uf-opt" htmlFor={ `${ titleId }-c` }>
				<input
					id={ `${ titleId }-c` }
					type="checkbox"
					{ ...invalid }
					checked={ value === true }
					onChange={ ( event ) =>
						put( event.currentTarget.checked || null, false )
					}
				/>
				<span dir="auto">
					{ settings.consent_label || texts.agree }
				</span>
			</label>
		);
	} else if ( type === 'matrix' ) {
		control = (
			<MatrixControl
				question={ question }
				value={ value as Record< string, string > | null }
				labelledBy={ titleId }
				describedBy={ props.error ? errorId : undefined }
				onChange={ ( next ) => put( next, false ) }
				onSubmit={ props.onSubmit }
			/>
		);
	} else if ( type === 'ranking' ) {
		control = (
			<RankingControl
				options={ options }
				value={ value as string[] | null }
				labelledBy={ titleId }
				texts={ texts }
				onChange={ ( next ) => put( next, false ) }
			/>
		);
	} else {
		control = (
			<ChoiceControl
				question={ question }
				options={ options }
				value={ value }
				labelledBy={ titleId }
				describedBy={ props.error ? errorId : undefined }
				holdOnChange={ commentBox }
				texts={ texts }
				onChange={ ( next, advance ) => put( next, advance ) }
				onSubmit={ props.onSubmit }
			/>
		);
	}

	return (
		<div>
			{ /* dir="auto": a text shown in the survey's own language when not translated keeps
			its own direction inside a panel laid out the other way. */ }
			<h2
				class="uf-title"
				id={ titleId }
				tabIndex={ -1 }
				ref={ title }
				dir="auto"
			>
				{ props.title }
			</h2>
			{ control }
			{ question.type !== 'email' && error }
			{ commentBox && chosen && (
				<textarea
					class="uf-input"
					aria-label={ texts.comment }
					placeholder={ texts.comment }
					maxLength={ TEXT_MAX }
					rows={ 2 }
					value={ extra }
					onInput={ onExtra }
				/>
			) }
		</div>
	);
}
