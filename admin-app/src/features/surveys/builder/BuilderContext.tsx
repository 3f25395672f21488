/**
 * The survey being built: a draft of the REST survey object shared by every step, the dirty flag
 * (changes not saved yet), save(), and what the frame shows about saving (the save banner, the
 * last save, the "show what is missing" signal). Mounted once per builder run (SurveyBuilder.tsx),
 * so the draft survives moving between steps and a new survey's first save.
 *
 * Saving sends what forSave() makes of the draft (less the features whose add-on is off, as the
 * server does too) and replaces the draft with what the server stored.
 */
import {
	createContext,
	useCallback,
	useContext,
	useMemo,
	useRef,
	useState,
	type ReactNode,
} from 'react';

import { ApiError } from '../../../data/api';
import type { Entitlements } from '../../../data/globals';
import type { SavedSurvey, Survey } from '../../../data/survey-types';
import { useSaveSurvey } from '../../../data/use-survey';
import { useEntitlements } from '../../../data/use-entitlements';
import type { SaveOutcome } from './publish/SaveBanner';
import { forSave } from './survey';

/** A banner with an id, so showing the same outcome twice restarts it. */
export interface Banner {
	id: number;
	outcome: SaveOutcome;
}

export interface Reveal {
	count: number;
	focusField: boolean;
}

export interface Builder {
	/** The draft. */
	survey: Survey;
	/** The survey as last loaded from or saved to the server; null until a new one is saved. */
	stored: Survey | null;
	/** Not saved yet (no id). */
	isNew: boolean;
	/** This builder run began as a new survey (the publish step presets Publish). */
	startedNew: boolean;
	/** A template was chosen in this run, or the survey already existed. */
	templateChosen: boolean;
	setTemplateChosen: ( chosen: boolean ) => void;
	entitlements: Entitlements;
	/** Changes the draft: `update( ( s ) => ( { ...s, title } ) )`. */
	update: ( recipe: ( survey: Survey ) => Survey ) => void;
	/** The draft differs from what was last loaded or saved. */
	dirty: boolean;
	saving: boolean;
	/** The last save's failure, cleared by the next save. */
	saveError: ApiError | null;
	/** The status the last successful save of this run stored, or null before one. */
	lastSavedStatus: Survey[ 'status' ] | null;
	/**
	 * Saves the draft (with any last changes from `recipe`); resolves with the stored survey, or
	 * null when the save failed (see saveError; the draft keeps the admin's edits).
	 */
	save: (
		recipe?: ( survey: Survey ) => Survey
	) => Promise< SavedSurvey | null >;
	/** The save banner on show (configuration.md §4 "A save banner reads…"). */
	banner: Banner | null;
	showBanner: ( outcome: SaveOutcome ) => void;
	hideBanner: () => void;
	/**
	 * Bumped by a blocked Next or "Show what is missing": steps then show every error, and with
	 * `focusField` move focus to the first field at fault.
	 */
	reveal: Reveal;
	revealMissing: ( focusField?: boolean ) => void;
}

const BuilderContext = createContext< Builder | null >( null );

interface BuilderProviderProps {
	initial: Survey;
	startedNew: boolean;
	/** Told the id of a new survey once its first save stored it. */
	onCreated?: ( id: number ) => void;
	children: ReactNode;
}

export function BuilderProvider( {
	initial,
	startedNew,
	onCreated,
	children,
}: BuilderProviderProps ) {
	const { data: entitlements } = useEntitlements();
	const [ survey, setSurvey ] = useState< Survey >( initial );
	const [ stored, setStored ] = useState< Survey | null >(
		initial.id === null ? null : initial
	);
	const [ baseline, setBaseline ] = useState( () =>
		JSON.stringify( initial )
	);
	const [ templateChosen, setTemplateChosen ] = useState(
		initial.id !== null
	);
	const [ lastSavedStatus, setLastSavedStatus ] = useState<
		Survey[ 'status' ] | null
	>( null );
	const [ banner, setBanner ] = useState< Banner | null >( null );
	const bannerId = useRef( 0 );
	const [ reveal, setReveal ] = useState< Reveal >( {
		count: 0,
		focusField: false,
	} );
	const created = useRef( onCreated );
	created.current = onCreated;
	const mutation = useSaveSurvey();
	const { mutateAsync, isPending, error, reset } = mutation;

	const update = useCallback(
		( recipe: ( s: Survey ) => Survey ) => setSurvey( recipe ),
		[]
	);

	const save = useCallback(
		async ( recipe?: ( s: Survey ) => Survey ) => {
			const draft = recipe ? recipe( survey ) : survey;
			setSurvey( draft );
			reset();
			try {
				const saved = await mutateAsync(
					forSave( draft, entitlements )
				);
				// Edits typed while the save was on its way are kept (on top of the stored
				// survey's id and server fields), and stay marked unsaved.
				setSurvey( ( current ) =>
					current === draft
						? saved
						: { ...saved, ...current, id: saved.id }
				);
				setBaseline( JSON.stringify( saved ) );
				setStored( saved );
				setLastSavedStatus( saved.status );
				if ( draft.id === null ) {
					created.current?.( saved.id );
				}
				return saved;
			} catch ( caught ) {
				// A live survey's save refused for incomplete questions (it stays live): the
				// error notice says which, and the questions show what they lack.
				if (
					ApiError.from( caught ).code ===
					'userfeedback_live_survey_incomplete'
				) {
					setReveal( ( r ) => ( {
						count: r.count + 1,
						focusField: false,
					} ) );
				}
				return null;
			}
		},
		[ survey, entitlements, mutateAsync, reset ]
	);

	const showBanner = useCallback( ( outcome: SaveOutcome ) => {
		bannerId.current += 1;
		setBanner( { id: bannerId.current, outcome } );
	}, [] );
	const hideBanner = useCallback( () => setBanner( null ), [] );
	const revealMissing = useCallback(
		( focusField = false ) =>
			setReveal( ( r ) => ( { count: r.count + 1, focusField } ) ),
		[]
	);

	const value = useMemo< Builder >(
		() => ( {
			survey,
			stored,
			isNew: survey.id === null,
			startedNew,
			templateChosen,
			setTemplateChosen,
			entitlements,
			update,
			dirty: JSON.stringify( survey ) !== baseline,
			saving: isPending,
			saveError: error,
			lastSavedStatus,
			save,
			banner,
			showBanner,
			hideBanner,
			reveal,
			revealMissing,
		} ),
		[
			survey,
			stored,
			startedNew,
			templateChosen,
			entitlements,
			update,
			baseline,
			isPending,
			error,
			lastSavedStatus,
			save,
			banner,
			showBanner,
			hideBanner,
			reveal,
			revealMissing,
		]
	);

	return (
		<BuilderContext.Provider value={ value }>
			{ children }
		</BuilderContext.Provider>
	);
}

export function useBuilder(): Builder {
	const builder = useContext( BuilderContext );
	if ( ! builder ) {
		throw new Error( 'useBuilder() needs a <BuilderProvider>.' );
	}
	return builder;
}
