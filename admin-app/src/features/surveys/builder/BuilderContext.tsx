/**
 * The survey being built: a draft of the REST survey object shared by every step, the dirty flag
 * (changes not saved yet) and save(). Mounted once per builder session (a route parent), so the
 * draft survives moving between steps.
 *
 * Saving sends the whole draft (less the features whose add-on is off, as the server does too)
 * and replaces the draft with what the server stored.
 */
import {
	createContext,
	useCallback,
	useContext,
	useMemo,
	useState,
	type ReactNode,
} from 'react';

import type { ApiError } from '../../../data/api';
import type { Entitlements } from '../../../data/globals';
import type { SavedSurvey, Survey } from '../../../data/survey-types';
import { useSaveSurvey } from '../../../data/use-survey';
import { useEntitlements } from '../../../data/use-entitlements';
import { normalizeThankYou } from './steps';
import { resetInactiveFeatures } from './survey';

export interface Builder {
	/** The draft. */
	survey: Survey;
	/** Not saved yet (no id). */
	isNew: boolean;
	/** This builder session began as a new survey (the publish step presets Publish). */
	startedNew: boolean;
	/** A template was chosen in this session, or the survey already existed. */
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
	/**
	 * Saves the draft (with any last changes from `recipe`); resolves with the stored survey, or
	 * null when the save failed (see saveError).
	 */
	save: (
		recipe?: ( survey: Survey ) => Survey
	) => Promise< SavedSurvey | null >;
}

const BuilderContext = createContext< Builder | null >( null );

interface BuilderProviderProps {
	initial: Survey;
	startedNew: boolean;
	children: ReactNode;
}

export function BuilderProvider( {
	initial,
	startedNew,
	children,
}: BuilderProviderProps ) {
	const { data: entitlements } = useEntitlements();
	const [ survey, setSurvey ] = useState< Survey >( initial );
	const [ baseline, setBaseline ] = useState( () =>
		JSON.stringify( initial )
	);
	const [ templateChosen, setTemplateChosen ] = useState(
		initial.id !== null
	);
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
					resetInactiveFeatures(
						normalizeThankYou( draft ),
						entitlements
					)
				);
				// Edits typed while the save was on its way are kept (on top of the stored
				// survey's id and server fields), and stay marked unsaved.
				setSurvey( ( current ) =>
					current === draft
						? saved
						: { ...saved, ...current, id: saved.id }
				);
				setBaseline( JSON.stringify( saved ) );
				return saved;
			} catch {
				return null;
			}
		},
		[ survey, entitlements, mutateAsync, reset ]
	);

	const value = useMemo< Builder >(
		() => ( {
			survey,
			isNew: survey.id === null,
			startedNew,
			templateChosen,
			setTemplateChosen,
			entitlements,
			update,
			dirty: JSON.stringify( survey ) !== baseline,
			saving: isPending,
			saveError: error,
			save,
		} ),
		[
			survey,
			startedNew,
			templateChosen,
			entitlements,
			update,
			baseline,
			isPending,
			error,
			save,
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
