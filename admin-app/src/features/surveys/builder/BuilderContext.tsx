/**
 * The survey being built: a draft of the REST survey object shared by every step, the dirty flag
 * (changes not saved yet), save(), and what the frame shows about saving (the save banner, the
 * last save, the "show what is missing" signal). Mounted once per builder run (SurveyBuilder.tsx),
 * so the draft survives moving between steps and a new survey's first save.
 *
 * Saving sends what forSave() makes of the draft (less the features whose add-on is off, as the
 * server does too) and replaces the draft with what the server stored. Saves run one after
 * another, each reading the draft and the survey's id when its turn comes, so a save that follows
 * a new survey's first one updates the survey that one created.
 *
 * With `autosave` (the app's builder), a new survey is stored as a draft after its first edit and
 * a draft's edits a moment after the last one (autosave.ts); a published survey is saved only by
 * its owner. Edits not stored yet are kept for the tab and offered back after a reload
 * (builder-run.ts).
 */
import {
	createContext,
	useCallback,
	useContext,
	useEffect,
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
import {
	AUTOSAVE_DELAY_MS,
	SaveQueue,
	keepEdits,
	wantsAutosave,
} from './autosave';
import {
	forgetUnsaved,
	keepUnsaved,
	unsavedEdits,
	type UnsavedEdits,
	type UnsavedKey,
} from './builder-run';
import type { SaveOutcome } from './publish/SaveBanner';
import { priorityForSave } from './settings/behavior-rules';
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

/** Edits kept from before a reload, offered back. */
export interface RestoreOffer {
	/** The survey was saved since (elsewhere): the edits go on top of that version. */
	changedSince: boolean;
	/** The page went away while the survey's first save was on its way: it may be stored. */
	mayBeStored: boolean;
}

export interface Builder {
	/** The draft. */
	survey: Survey;
	/** The survey as last loaded from or saved to the server; null until a new one is saved. */
	stored: Survey | null;
	/** When `stored` last came from the server (ms), to tell older answers from newer ones. */
	storedAt: number;
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
	/** A save the owner asked for is on its way or waiting its turn (its buttons wait). */
	saving: boolean;
	/** An autosave is on its way. */
	autosaving: boolean;
	/** This survey is autosaved (new, or a draft); a published one is saved only by its owner. */
	autosaves: boolean;
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
	/** Unsaved edits from before a reload, until restored or discarded. */
	restoreOffer: RestoreOffer | null;
	restoreUnsaved: () => void;
	discardUnsaved: () => void;
	/** Drops the unsaved edits kept for the tab (the owner chose to leave without them). */
	forgetUnsavedEdits: () => void;
	/**
	 * The stored priority changed elsewhere (the surveys list's Display Order): the stored survey
	 * takes it, and so does the draft unless the owner changed the priority here.
	 */
	adoptStoredPriority: ( priority: number ) => void;
	/**
	 * The survey was saved on the server by something else than a save of this builder (a
	 * translator's file uploaded): it becomes both the stored survey and the draft. Only for a
	 * builder without unsaved changes, which would otherwise be lost.
	 */
	adoptSaved: ( saved: SavedSurvey ) => void;
}

const BuilderContext = createContext< Builder | null >( null );

interface BuilderProviderProps {
	initial: Survey;
	startedNew: boolean;
	/** Told the id of a new survey once its first save stored it. */
	onCreated?: ( id: number ) => void;
	/** Store new surveys and drafts by themselves, and keep unsaved edits for the tab. */
	autosave?: boolean;
	/** No autosave now (the setup step: choosing a template is not saved). */
	paused?: boolean;
	autosaveDelay?: number;
	children: ReactNode;
}

const key = ( id: number | null ): UnsavedKey => id ?? 'new';

/**
 * The draft the kept edits make of the survey as loaded: the fields the owner changed take their
 * edits, the others the loaded values (which may be newer).
 *
 * @param loaded The survey as loaded (or a new survey's fresh draft).
 * @param edits  The kept edits.
 */
function restoredDraft( loaded: Survey, edits: UnsavedEdits ): Survey {
	const draft =
		edits.base === null
			? edits.draft
			: keepEdits< Survey >( loaded, edits.base, edits.draft );
	return { ...draft, id: loaded.id };
}

interface Offer extends RestoreOffer {
	draft: Survey;
}

/**
 * The edits kept for a survey from before a reload, if they change anything.
 *
 * @param loaded The survey as loaded (or a new survey's fresh draft).
 */
function offerFor( loaded: Survey ): Offer | null {
	const edits = unsavedEdits( key( loaded.id ) );
	if ( edits === null ) {
		return null;
	}
	const draft = restoredDraft( loaded, edits );
	if ( JSON.stringify( draft ) === JSON.stringify( loaded ) ) {
		forgetUnsaved( key( loaded.id ) );
		return null;
	}
	return {
		draft,
		changedSince:
			edits.base !== null &&
			( edits.base.updated_at ?? null ) !== ( loaded.updated_at ?? null ),
		mayBeStored: edits.creating,
	};
}

function withPriority( survey: Survey, priority: number ): Survey {
	return {
		...survey,
		settings: {
			...survey.settings,
			behavior: { ...survey.settings.behavior, priority },
		},
	};
}

export function BuilderProvider( {
	initial,
	startedNew,
	onCreated,
	autosave = false,
	paused = false,
	autosaveDelay = AUTOSAVE_DELAY_MS,
	children,
}: BuilderProviderProps ) {
	const { data: entitlements } = useEntitlements();
	const [ survey, setSurveyState ] = useState< Survey >( initial );
	const [ stored, setStoredState ] = useState< Survey | null >(
		initial.id === null ? null : initial
	);
	const [ storedAt, setStoredAt ] = useState( () => Date.now() );
	const [ baseline, setBaselineState ] = useState( () =>
		JSON.stringify( initial )
	);
	const [ templateChosen, setTemplateChosenState ] = useState(
		initial.id !== null
	);
	const [ lastSavedStatus, setLastSavedStatus ] = useState<
		Survey[ 'status' ] | null
	>( null );
	const [ explicitSaves, setExplicitSaves ] = useState( 0 );
	const [ autosaving, setAutosaving ] = useState( false );
	const [ saveError, setSaveError ] = useState< ApiError | null >( null );
	const [ banner, setBanner ] = useState< Banner | null >( null );
	const bannerId = useRef( 0 );
	const [ reveal, setReveal ] = useState< Reveal >( {
		count: 0,
		focusField: false,
	} );
	const [ offer, setOffer ] = useState( () =>
		autosave ? offerFor( initial ) : null
	);

	// The saves read these when their turn comes, not when they were asked for.
	const latest = useRef( initial );
	const storedRef = useRef( stored );
	const baselineRef = useRef( baseline );
	const pristine = useRef( JSON.stringify( initial ) );
	const creating = useRef( false );
	const alive = useRef( true );
	const leaving = useRef( false );
	const entitlementsRef = useRef( entitlements );
	entitlementsRef.current = entitlements;
	const created = useRef( onCreated );
	created.current = onCreated;
	const queue = useRef( new SaveQueue() );
	const { mutateAsync } = useSaveSurvey();

	useEffect( () => {
		alive.current = true;
		return () => {
			alive.current = false;
		};
	}, [] );

	const setSurvey = useCallback( ( next: Survey ) => {
		latest.current = next;
		setSurveyState( next );
	}, [] );
	const setStored = useCallback( ( next: Survey ) => {
		storedRef.current = next;
		setStoredState( next );
		const json = JSON.stringify( next );
		baselineRef.current = json;
		setBaselineState( json );
	}, [] );

	const update = useCallback(
		( recipe: ( s: Survey ) => Survey ) =>
			setSurvey( recipe( latest.current ) ),
		[ setSurvey ]
	);

	// Choosing a template fills the draft: what it holds then is not an edit.
	const setTemplateChosen = useCallback( ( chosen: boolean ) => {
		if ( chosen ) {
			pristine.current = JSON.stringify( latest.current );
		}
		setTemplateChosenState( chosen );
	}, [] );

	const dirty = JSON.stringify( survey ) !== baseline;
	const autosaveFacts = {
		enabled: autosave && offer === null,
		paused,
		stored,
		baseline,
		pristine: pristine.current,
	};
	const wanted = wantsAutosave( {
		...autosaveFacts,
		draft: survey,
		effective: forSave( survey, entitlements ),
	} );
	const facts = useRef( autosaveFacts );
	facts.current = autosaveFacts;

	const pending = useRef( 0 );
	const run = useCallback(
		async < T, >( job: () => Promise< T > ): Promise< T > => {
			pending.current += 1;
			try {
				return await queue.current.run( job );
			} finally {
				pending.current -= 1;
			}
		},
		[]
	);

	const send = useCallback(
		async ( auto: boolean ): Promise< SavedSurvey | null > => {
			const draft = latest.current;
			const base = storedRef.current;
			const firstSave = base === null;
			const payload = priorityForSave(
				forSave(
					{ ...draft, id: base?.id ?? draft.id },
					entitlementsRef.current
				),
				base
			);
			if ( auto ) {
				setAutosaving( true );
			}
			setSaveError( null );
			creating.current = firstSave;
			if ( firstSave && facts.current.enabled ) {
				// A reload now may leave the survey stored without its id known here.
				keepUnsaved( 'new', { draft, base: null, creating: true } );
			}
			try {
				const saved = await mutateAsync( payload );
				const current = latest.current;
				// Edits made while the save was on its way are kept, and stay unsaved.
				setSurvey(
					current === draft
						? saved
						: {
								...keepEdits< Survey >( saved, draft, current ),
								id: saved.id,
							}
				);
				setStored( saved );
				setStoredAt( Date.now() );
				setLastSavedStatus( saved.status );
				if ( firstSave ) {
					forgetUnsaved( 'new' );
				}
				if ( current === draft ) {
					forgetUnsaved( saved.id );
				}
				if ( firstSave && alive.current ) {
					created.current?.( saved.id );
				}
				return saved;
			} catch ( caught ) {
				const error = ApiError.from( caught );
				setSaveError( error );
				// A live survey's save refused for incomplete questions (it stays live): the
				// error notice says which, and the questions show what they lack.
				if ( error.code === 'userfeedback_live_survey_incomplete' ) {
					setReveal( ( r ) => ( {
						count: r.count + 1,
						focusField: false,
					} ) );
				}
				return null;
			} finally {
				creating.current = false;
				if ( auto ) {
					setAutosaving( false );
				}
			}
		},
		[ mutateAsync, setSurvey, setStored ]
	);

	const save = useCallback(
		async ( recipe?: ( s: Survey ) => Survey ) => {
			if ( recipe ) {
				update( recipe );
			}
			// Asked while another save was on its way: that one may store everything already.
			const behind = pending.current > 0;
			setExplicitSaves( ( n ) => n + 1 );
			try {
				return await run( () => {
					const base = storedRef.current;
					if (
						behind &&
						base !== null &&
						base.id !== null &&
						JSON.stringify( latest.current ) === baselineRef.current
					) {
						return Promise.resolve( { ...base, id: base.id } );
					}
					return send( false );
				} );
			} finally {
				setExplicitSaves( ( n ) => n - 1 );
			}
		},
		[ update, run, send ]
	);

	// Debounced: every edit starts the wait again. Queued behind any save on its way, and asked
	// again when its turn comes (a Save pressed meanwhile may have stored everything).
	useEffect( () => {
		if ( ! wanted ) {
			return;
		}
		const timer = window.setTimeout( () => {
			void run( async () => {
				const draft = latest.current;
				const still =
					alive.current &&
					wantsAutosave( {
						...facts.current,
						stored: storedRef.current,
						baseline: baselineRef.current,
						pristine: pristine.current,
						draft,
						effective: forSave( draft, entitlementsRef.current ),
					} );
				return still ? send( true ) : null;
			} );
		}, autosaveDelay );
		return () => window.clearTimeout( timer );
	}, [ wanted, survey, autosaveDelay, run, send ] );

	// Edits not stored yet are kept for the tab, so a reload offers them back.
	useEffect( () => {
		if ( ! autosave || offer !== null || leaving.current ) {
			return;
		}
		const id = survey.id;
		const edited =
			dirty &&
			( id !== null || JSON.stringify( survey ) !== pristine.current );
		if ( edited ) {
			keepUnsaved( key( id ), {
				draft: survey,
				base: stored,
				creating: creating.current,
			} );
		} else {
			forgetUnsaved( key( id ) );
		}
	}, [ autosave, offer, survey, dirty, stored ] );

	const restoreUnsaved = useCallback( () => {
		if ( offer === null ) {
			return;
		}
		// Restored edits are edits: a new survey is autosaved once it can be stored.
		pristine.current = '';
		setTemplateChosenState( true );
		setSurvey( offer.draft );
		setOffer( null );
	}, [ offer, setSurvey ] );

	const discardUnsaved = useCallback( () => {
		forgetUnsaved( key( latest.current.id ) );
		setOffer( null );
	}, [] );

	const forgetUnsavedEdits = useCallback( () => {
		leaving.current = true;
		forgetUnsaved( key( latest.current.id ) );
	}, [] );

	const adoptStoredPriority = useCallback(
		( priority: number ) => {
			const base = storedRef.current;
			if ( ! base || base.settings.behavior.priority === priority ) {
				return;
			}
			const was = base.settings.behavior.priority;
			setStored( withPriority( base, priority ) );
			if ( latest.current.settings.behavior.priority === was ) {
				setSurvey( withPriority( latest.current, priority ) );
			}
		},
		[ setStored, setSurvey ]
	);

	const adoptSaved = useCallback(
		( saved: SavedSurvey ) => {
			setStored( saved );
			setStoredAt( Date.now() );
			setSurvey( saved );
			forgetUnsaved( saved.id );
		},
		[ setStored, setSurvey ]
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

	const restoreOffer = useMemo< RestoreOffer | null >(
		() =>
			offer && {
				changedSince: offer.changedSince,
				mayBeStored: offer.mayBeStored,
			},
		[ offer ]
	);

	const value = useMemo< Builder >(
		() => ( {
			survey,
			stored,
			storedAt,
			isNew: survey.id === null,
			startedNew,
			templateChosen,
			setTemplateChosen,
			entitlements,
			update,
			dirty,
			saving: explicitSaves > 0,
			autosaving,
			autosaves:
				autosave && ( stored === null || stored.status === 'draft' ),
			saveError,
			lastSavedStatus,
			save,
			banner,
			showBanner,
			hideBanner,
			reveal,
			revealMissing,
			restoreOffer,
			restoreUnsaved,
			discardUnsaved,
			forgetUnsavedEdits,
			adoptStoredPriority,
			adoptSaved,
		} ),
		[
			survey,
			stored,
			storedAt,
			startedNew,
			templateChosen,
			setTemplateChosen,
			entitlements,
			update,
			dirty,
			explicitSaves,
			autosaving,
			autosave,
			saveError,
			lastSavedStatus,
			save,
			banner,
			showBanner,
			hideBanner,
			reveal,
			revealMissing,
			restoreOffer,
			restoreUnsaved,
			discardUnsaved,
			forgetUnsavedEdits,
			adoptStoredPriority,
			adoptSaved,
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
