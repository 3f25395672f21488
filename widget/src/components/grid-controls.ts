/**
 * The matrix and ranking controls, fetched when the renderer draws a survey that has such a
 * question (docs/decisions.md "Visitor widget: loader and renderer"): the renderer every survey
 * needs stays within its budget, and a survey with a grid gets its controls while its first
 * questions are answered. Loaded once per page, from the same folder and with the same CSP nonce
 * as the renderer (webpack's chunk loading).
 */
import { useEffect, useState } from 'preact/hooks';

import type { Question } from '../types';

type Grid = typeof import( './GridControls' );

let loaded: Grid | undefined;
// Where the chunk's rules go: the renderer's stylesheets (styles.ts), handed in by renderer.tsx so
// that this module, which every question view imports, does not pull the stylesheet in.
let addRules: ( rules: string ) => void = () => {};
let loading: Promise< Grid > | undefined;

/** The question types whose controls are in the chunk. */
const GRID_TYPES: ReadonlyArray< string > = [ 'matrix', 'ranking' ];

/**
 * Names where the chunk's rules go once it arrives.
 *
 * @param add Adds rules to every shadow root, drawn or to come.
 */
export function gridRulesTo( add: ( rules: string ) => void ): void {
	addRules = add;
}

/**
 * Fetches the controls once.
 */
export function loadGridControls(): Promise< Grid > {
	return ( loading ||= import(
		/* webpackChunkName: "widget-grid" */ './GridControls'
	).then( ( grid ) => {
		addRules( grid.css );
		return ( loaded = grid );
	} ) );
}

/**
 * Starts fetching the controls when a survey needs them.
 *
 * @param questions The survey's questions.
 */
export function prepareGridControls( questions: Question[] ): void {
	if (
		questions.some( ( question ) => GRID_TYPES.includes( question.type ) )
	) {
		loadGridControls().catch( () => {
			// A failed fetch is retried when the question shows (useGridControls).
			loading = undefined;
		} );
	}
}

/**
 * The controls for a question of a grid type: at once when fetched, else after a re-render.
 *
 * @param needed Whether the question is a matrix or a ranking.
 */
export function useGridControls( needed: boolean ): Grid | undefined {
	const [ grid, setGrid ] = useState( loaded );
	useEffect( () => {
		if ( needed && ! grid ) {
			loadGridControls().then( setGrid, () => {
				loading = undefined;
			} );
		}
	}, [ needed, grid ] );
	return grid;
}
