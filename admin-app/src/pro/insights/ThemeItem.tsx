/**
 * One theme in the panel: its label, responses and trend, and what the owner does with it —
 * open its comments, filter the results by it, rename it inline, merge it into another, split
 * some example phrases off into a new theme, or delete it (after a confirmation). One action is
 * open at a time; Escape closes it and gives the focus back to its button. Every outcome is
 * announced (the app's toasts, a polite or assertive live region); a refusal stays beside the
 * field that caused it.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { __, _n, sprintf } from '@wordpress/i18n';

import { useToasts } from '../../components/Toast';
import { ThemeAnswers } from './ThemeAnswers';
import { useThemeChange } from './data';
import {
	examplesProblem,
	labelProblem,
	parseExamples,
	trendLine,
	type PanelTheme,
} from './model';

type Mode = 'comments' | 'rename' | 'merge' | 'split' | 'delete' | null;

export interface ThemeItemProps {
	surveyId: number;
	theme: PanelTheme;
	/** Every theme of the survey (merge targets, label checks). */
	themes: readonly PanelTheme[];
	/** The trend's responses in both periods, when known. */
	trendTotals: { previous: number; current: number } | null;
	/** Whether the results are filtered by this theme. */
	isFilter: boolean;
	onFilter: ( themeId: number | null ) => void;
	/** The theme is gone (merged or deleted): where the focus goes. */
	onRemoved: () => void;
}

export function ThemeItem( {
	surveyId,
	theme,
	themes,
	trendTotals,
	isFilter,
	onFilter,
	onRemoved,
}: ThemeItemProps ) {
	const ids = useId();
	const toasts = useToasts();
	const change = useThemeChange( surveyId );
	const [ mode, setMode ] = useState< Mode >( null );
	const [ problem, setProblem ] = useState< string | null >( null );
	const [ label, setLabel ] = useState( theme.label );
	const [ into, setInto ] = useState( '' );
	const [ splitLabel, setSplitLabel ] = useState( '' );
	const [ picked, setPicked ] = useState< string[] >( [] );
	const [ extra, setExtra ] = useState( '' );
	const openerRef = useRef< HTMLButtonElement | null >( null );
	const firstFieldRef = useRef< HTMLElement | null >( null );

	useEffect( () => {
		if ( mode && mode !== 'comments' ) {
			firstFieldRef.current?.focus();
		}
	}, [ mode ] );

	const open = ( next: Mode, button: HTMLButtonElement ) => {
		openerRef.current = button;
		setProblem( null );
		change.reset();
		if ( next === 'rename' ) {
			setLabel( theme.label );
		}
		if ( next === 'split' ) {
			setSplitLabel( '' );
			setPicked( [] );
			setExtra( '' );
		}
		if ( next === 'merge' ) {
			setInto( '' );
		}
		setMode( mode === next ? null : next );
	};
	const close = () => {
		setMode( null );
		setProblem( null );
		window.requestAnimationFrame( () => openerRef.current?.focus() );
	};

	const run = async (
		variables: Parameters< typeof change.mutateAsync >[ 0 ],
		done: string
	) => {
		setProblem( null );
		toasts.show( __( 'Saving…', 'userfeedback' ) );
		try {
			await change.mutateAsync( variables );
			toasts.saved( done );
			setMode( null );
			return true;
		} catch ( error ) {
			const message =
				error instanceof Error
					? error.message
					: __( 'The change could not be saved.', 'userfeedback' );
			setProblem( message );
			toasts.failed( message );
			return false;
		}
	};

	const others = themes.filter( ( entry ) => entry.id !== theme.id );

	const submitRename = ( event: FormEvent ) => {
		event.preventDefault();
		const text = label.trim();
		if ( text === theme.label ) {
			close();
			return;
		}
		const why = labelProblem( text, themes, theme.id );
		if ( why ) {
			setProblem( why );
			return;
		}
		void run(
			{ kind: 'rename', id: theme.id, label: text },
			sprintf(
				/* translators: 1: old label. 2: new label. */
				__( 'Theme %1$s renamed to %2$s.', 'userfeedback' ),
				theme.label,
				text
			)
		).then( ( ok ) => ok && openerRef.current?.focus() );
	};

	const submitMerge = ( event: FormEvent ) => {
		event.preventDefault();
		const target = others.find( ( entry ) => String( entry.id ) === into );
		if ( ! target ) {
			setProblem(
				__( 'Choose the theme to merge into.', 'userfeedback' )
			);
			return;
		}
		if ( isFilter ) {
			onFilter( target.id );
		}
		void run(
			{ kind: 'merge', id: theme.id, into: target.id },
			sprintf(
				/* translators: 1: the theme merged. 2: the theme kept. */
				__( 'Theme %1$s merged into %2$s.', 'userfeedback' ),
				theme.label,
				target.label
			)
		).then( ( ok ) => ok && onRemoved() );
	};

	const submitSplit = ( event: FormEvent ) => {
		event.preventDefault();
		const text = splitLabel.trim();
		const examples = parseExamples( [ ...picked, extra ].join( '\n' ) );
		const why =
			labelProblem( text, themes ) ?? examplesProblem( examples, true );
		if ( why ) {
			setProblem( why );
			return;
		}
		void run(
			{ kind: 'split', id: theme.id, label: text, examples },
			sprintf(
				/* translators: 1: the new theme. 2: the theme split. */
				__(
					'Theme %1$s split off %2$s. Answers are being matched again.',
					'userfeedback'
				),
				text,
				theme.label
			)
		);
	};

	const remove = () => {
		if ( isFilter ) {
			onFilter( null );
		}
		void run(
			{ kind: 'delete', id: theme.id },
			sprintf(
				/* translators: %s: a theme. */
				__( 'Theme %s deleted.', 'userfeedback' ),
				theme.label
			)
		).then( ( ok ) => ok && onRemoved() );
	};

	const keyDown = ( event: React.KeyboardEvent ) => {
		if ( event.key === 'Escape' && mode ) {
			event.stopPropagation();
			close();
		}
	};

	const trend =
		theme.trend && trendTotals
			? trendLine(
					theme.trend.previous,
					trendTotals.previous,
					theme.trend.current,
					trendTotals.current,
					theme.trend.change,
					theme.trend.flagged
				)
			: null;
	const labelId = `${ ids }-label`;
	const problemId = `${ ids }-problem`;
	const busy = change.isPending;
	const actionButton = ( next: Exclude< Mode, null >, text: string ) => (
		<button
			type="button"
			className="button button-small"
			aria-expanded={ mode === next }
			aria-controls={ mode === next ? `${ ids }-${ next }` : undefined }
			onClick={ ( event ) => open( next, event.currentTarget ) }
		>
			{ text }
		</button>
	);
	const problemNote = problem && (
		<p id={ problemId } className="uf-insights-theme__problem" role="alert">
			{ problem }
		</p>
	);

	return (
		// eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes the open action inside.
		<li
			className={ `uf-insights-theme${ isFilter ? ' is-filter' : '' }` }
			aria-labelledby={ labelId }
			onKeyDown={ keyDown }
		>
			<div className="uf-insights-theme__head">
				<h4 id={ labelId } className="uf-insights-theme__label">
					{ theme.label }
				</h4>
				<span className="uf-insights-theme__count">
					{ sprintf(
						/* translators: %d: number of responses. */
						_n(
							'%d response',
							'%d responses',
							theme.count,
							'userfeedback'
						),
						theme.count
					) }
				</span>
				{ trend && (
					<span
						className={ `uf-insights-trend__line${
							trend.flagged ? ' is-flagged' : ''
						}` }
					>
						{ sprintf(
							/* translators: %s: the theme's share of responses, then and now (8% → 15% (+7)). */
							__( 'Share: %s', 'userfeedback' ),
							trend.text
						) }
						{ trend.flagged && (
							<strong className="uf-insights-flag">
								{ __( 'Notable change', 'userfeedback' ) }
							</strong>
						) }
					</span>
				) }
			</div>
			<div
				className="uf-insights-theme__actions"
				role="group"
				aria-label={ sprintf(
					/* translators: %s: a theme. */
					__( 'Actions for %s', 'userfeedback' ),
					theme.label
				) }
			>
				{ actionButton( 'comments', __( 'Comments', 'userfeedback' ) ) }
				<button
					type="button"
					className="button button-small"
					aria-pressed={ isFilter }
					onClick={ () => onFilter( isFilter ? null : theme.id ) }
				>
					{ __( 'Filter results by this theme', 'userfeedback' ) }
				</button>
				{ actionButton( 'rename', __( 'Rename', 'userfeedback' ) ) }
				{ others.length > 0 &&
					actionButton( 'merge', __( 'Merge', 'userfeedback' ) ) }
				{ actionButton( 'split', __( 'Split', 'userfeedback' ) ) }
				{ actionButton( 'delete', __( 'Delete', 'userfeedback' ) ) }
			</div>

			{ mode === 'comments' && (
				<div id={ `${ ids }-comments` }>
					<ThemeAnswers
						surveyId={ surveyId }
						theme={ theme.id }
						label={ sprintf(
							/* translators: %s: a theme. */
							__( 'Comments about %s', 'userfeedback' ),
							theme.label
						) }
					/>
				</div>
			) }

			{ mode === 'rename' && (
				<form
					id={ `${ ids }-rename` }
					className="uf-insights-form"
					onSubmit={ submitRename }
				>
					<label htmlFor={ `${ ids }-rename-field` }>
						{ __( 'New label', 'userfeedback' ) }
					</label>
					<input
						id={ `${ ids }-rename-field` }
						ref={ ( node ) => {
							firstFieldRef.current = node;
						} }
						type="text"
						value={ label }
						maxLength={ 120 }
						onChange={ ( event ) => setLabel( event.target.value ) }
						aria-invalid={ !! problem }
						aria-describedby={ problem ? problemId : undefined }
						disabled={ busy }
					/>
					<button
						type="submit"
						className="button button-primary"
						disabled={ busy }
					>
						{ __( 'Save label', 'userfeedback' ) }
					</button>
					<button type="button" className="button" onClick={ close }>
						{ __( 'Cancel', 'userfeedback' ) }
					</button>
					{ problemNote }
				</form>
			) }

			{ mode === 'merge' && (
				<form
					id={ `${ ids }-merge` }
					className="uf-insights-form"
					onSubmit={ submitMerge }
				>
					<label htmlFor={ `${ ids }-merge-field` }>
						{ sprintf(
							/* translators: %s: a theme. */
							__( 'Merge %s into', 'userfeedback' ),
							theme.label
						) }
					</label>
					<select
						id={ `${ ids }-merge-field` }
						ref={ ( node ) => {
							firstFieldRef.current = node;
						} }
						value={ into }
						onChange={ ( event ) => setInto( event.target.value ) }
						aria-invalid={ !! problem }
						aria-describedby={ problem ? problemId : undefined }
						disabled={ busy }
					>
						<option value="">
							{ __( 'Choose a theme', 'userfeedback' ) }
						</option>
						{ others.map( ( entry ) => (
							<option
								key={ entry.id }
								value={ String( entry.id ) }
							>
								{ entry.label }
							</option>
						) ) }
					</select>
					<button
						type="submit"
						className="button button-primary"
						disabled={ busy }
					>
						{ __( 'Merge theme', 'userfeedback' ) }
					</button>
					<button type="button" className="button" onClick={ close }>
						{ __( 'Cancel', 'userfeedback' ) }
					</button>
					<p className="uf-insights-form__help">
						{ __(
							'Its answers and example phrases move to the other theme; this theme is removed.',
							'userfeedback'
						) }
					</p>
					{ problemNote }
				</form>
			) }

			{ mode === 'split' && (
				<form
					id={ `${ ids }-split` }
					className="uf-insights-form uf-insights-form--stacked"
					onSubmit={ submitSplit }
				>
					<label htmlFor={ `${ ids }-split-label` }>
						{ __( 'New theme label', 'userfeedback' ) }
					</label>
					<input
						id={ `${ ids }-split-label` }
						ref={ ( node ) => {
							firstFieldRef.current = node;
						} }
						type="text"
						value={ splitLabel }
						maxLength={ 120 }
						onChange={ ( event ) =>
							setSplitLabel( event.target.value )
						}
						disabled={ busy }
					/>
					{ theme.examples.length > 0 && (
						<fieldset>
							<legend>
								{ __(
									'Example phrases the new theme takes',
									'userfeedback'
								) }
							</legend>
							{ theme.examples.map( ( example, index ) => (
								<div
									key={ example }
									className="uf-insights-check"
								>
									<input
										id={ `${ ids }-example-${ index }` }
										type="checkbox"
										checked={ picked.includes( example ) }
										onChange={ ( event ) =>
											setPicked(
												event.target.checked
													? [ ...picked, example ]
													: picked.filter(
															( entry ) =>
																entry !==
																example
														)
											)
										}
										disabled={ busy }
									/>
									<label
										htmlFor={ `${ ids }-example-${ index }` }
									>
										{ example }
									</label>
								</div>
							) ) }
						</fieldset>
					) }
					<label htmlFor={ `${ ids }-split-extra` }>
						{ __(
							'More example phrases (one per line)',
							'userfeedback'
						) }
					</label>
					<textarea
						id={ `${ ids }-split-extra` }
						rows={ 2 }
						value={ extra }
						onChange={ ( event ) => setExtra( event.target.value ) }
						disabled={ busy }
					/>
					<div className="uf-insights-form__buttons">
						<button
							type="submit"
							className="button button-primary"
							disabled={ busy }
						>
							{ __( 'Split theme', 'userfeedback' ) }
						</button>
						<button
							type="button"
							className="button"
							onClick={ close }
						>
							{ __( 'Cancel', 'userfeedback' ) }
						</button>
					</div>
					{ problemNote }
				</form>
			) }

			{ mode === 'delete' && (
				<div
					id={ `${ ids }-delete` }
					className="uf-insights-form"
					role="group"
					aria-labelledby={ `${ ids }-delete-text` }
				>
					<p id={ `${ ids }-delete-text` }>
						{ sprintf(
							/* translators: %s: a theme. */
							__(
								'Delete the theme %s? Its answers lose it, and it is not suggested again.',
								'userfeedback'
							),
							theme.label
						) }
					</p>
					<button
						type="button"
						className="button button-primary uf-insights-danger"
						ref={ ( node ) => {
							firstFieldRef.current = node;
						} }
						onClick={ remove }
						disabled={ busy }
					>
						{ __( 'Delete theme', 'userfeedback' ) }
					</button>
					<button type="button" className="button" onClick={ close }>
						{ __( 'Cancel', 'userfeedback' ) }
					</button>
					{ problemNote }
				</div>
			) }
		</li>
	);
}
