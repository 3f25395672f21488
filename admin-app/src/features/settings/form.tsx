/**
 * The settings draft shared by every tab: loaded once (GET settings), edited in place, saved as a
 * whole (POST settings) from any tab's Save Settings. Switching tabs keeps unsaved changes.
 * Client validation runs first ('Please fix errors on this page.'); a 400 from the server puts
 * its field messages next to the fields the same way.
 *
 * The AI provider section of the Misc tab has its own route (`POST ai-settings`); its draft lives
 * here too and the same Save sends it when it has changes, after the settings, with one message
 * for both. Leaving the page with changes not yet saved asks first (`beforeunload`, as the
 * survey builder does).
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

import { ApiError } from '../../data/api';
import {
	fieldErrorsOf,
	useSaveSettings,
	useSettings,
	type Settings,
	type SettingsData,
	type SettingsField,
} from '../../data/use-settings';
import { useAiSection, type AiSection } from './ai/ai-section';
import { settingsChanged } from './dirty';
import { validateSettings, type FieldErrors } from './validation';
import { useLeaveWarning } from '../../components/use-leave-warning';

/** How long 'Settings saved.' stays (spec §9: 5 s). */
export const SAVED_NOTICE_MS = 5000;

export type SaveStatus = 'idle' | 'saved' | 'invalid' | 'failed';

export interface SettingsForm {
	draft: Settings;
	saved: Settings;
	locked: SettingsData[ 'locked' ];
	lockedValues: SettingsData[ 'lockedValues' ];
	/** The stored secrets' last characters (they are never sent back). */
	secretHints: SettingsData[ 'secretHints' ];
	errors: FieldErrors;
	status: SaveStatus;
	/** The error of a save that failed for another reason than the fields (network, 500). */
	saveError: ApiError | null;
	isSaving: boolean;
	/** Whether anything on the screen (settings or the AI section) is not saved yet. */
	isDirty: boolean;
	/** The AI provider section (Misc), saved with the settings. */
	ai: AiSection;
	set: < K extends SettingsField >( field: K, value: Settings[ K ] ) => void;
	update: ( changes: Partial< Settings > ) => void;
	save: () => Promise< void >;
}

const FormContext = createContext< SettingsForm | null >( null );

interface ProviderProps {
	data: SettingsData;
	children: ReactNode;
}

function FormProvider( { data, children }: ProviderProps ) {
	const [ draft, setDraft ] = useState< Settings >( data.settings );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ status, setStatus ] = useState< SaveStatus >( 'idle' );
	const [ saveError, setSaveError ] = useState< ApiError | null >( null );
	const mutation = useSaveSettings();
	const ai = useAiSection();
	const timer = useRef< number | undefined >( undefined );
	const isDirty = settingsChanged( draft, data.settings ) || ai.isDirty;

	useEffect( () => () => window.clearTimeout( timer.current ), [] );

	// Leaving the page (reload, wp-admin menu) with unsaved changes asks first.
	useLeaveWarning( isDirty );

	const update = useCallback( ( changes: Partial< Settings > ) => {
		setDraft( ( old ) => ( { ...old, ...changes } ) );
		// An edited field's message goes away; the others stay until the next save.
		setErrors( ( old ) => {
			const keys = Object.keys( changes ) as SettingsField[];
			if ( ! keys.some( ( key ) => key in old ) ) {
				return old;
			}
			const next = { ...old };
			keys.forEach( ( key ) => delete next[ key ] );
			if ( changes.logo_type !== undefined ) {
				delete next.widget_custom_logo;
			}
			return next;
		} );
	}, [] );

	const set = useCallback(
		< K extends SettingsField >( field: K, value: Settings[ K ] ) =>
			update( { [ field ]: value } as Partial< Settings > ),
		[ update ]
	);

	const { mutateAsync } = mutation;
	const { save: saveAi } = ai;
	const save = useCallback( async () => {
		window.clearTimeout( timer.current );
		setSaveError( null );
		const found = validateSettings( draft, data.locked, data.secretHints );
		setErrors( found );
		if ( Object.keys( found ).length > 0 ) {
			setStatus( 'invalid' );
			return;
		}
		setStatus( 'idle' );
		try {
			const reply = await mutateAsync( draft );
			setDraft( ( old ) => ( {
				...reply.settings,
				// Still unset on the server: keep the screen's pending default.
				automatic_updates:
					reply.settings.automatic_updates || old.automatic_updates,
			} ) );
		} catch ( error ) {
			// The settings were refused: the AI section waits for the next Save.
			const fields = fieldErrorsOf( error );
			if ( Object.keys( fields ).length > 0 ) {
				setErrors( fields );
				setStatus( 'invalid' );
			} else {
				setSaveError( ApiError.from( error ) );
				setStatus( 'failed' );
			}
			return;
		}
		try {
			if ( ( await saveAi() ) === 'invalid' ) {
				setStatus( 'invalid' );
				return;
			}
		} catch ( error ) {
			setSaveError( ApiError.from( error ) );
			setStatus( 'failed' );
			return;
		}
		setStatus( 'saved' );
		timer.current = window.setTimeout(
			() => setStatus( 'idle' ),
			SAVED_NOTICE_MS
		);
	}, [ draft, data.locked, data.secretHints, mutateAsync, saveAi ] );

	const value = useMemo< SettingsForm >(
		() => ( {
			draft,
			saved: data.settings,
			locked: data.locked,
			lockedValues: data.lockedValues,
			secretHints: data.secretHints,
			errors,
			status,
			saveError,
			isSaving: mutation.isPending || ai.isSaving,
			isDirty,
			ai,
			set,
			update,
			save,
		} ),
		[
			draft,
			data,
			errors,
			status,
			saveError,
			mutation.isPending,
			isDirty,
			ai,
			set,
			update,
			save,
		]
	);

	return (
		<FormContext.Provider value={ value }>
			{ children }
		</FormContext.Provider>
	);
}

type SettingsQuery = ReturnType< typeof useSettings >;

const QueryContext = createContext< SettingsQuery | null >( null );

/**
 * Loads the settings once for every tab and, once loaded, provides the form.
 *
 * @param root0          Props.
 * @param root0.children The tabs.
 */
export function SettingsFormProvider( { children }: { children: ReactNode } ) {
	const query = useSettings();
	return (
		<QueryContext.Provider value={ query }>
			{ query.data ? (
				<FormProvider data={ query.data }>{ children }</FormProvider>
			) : (
				children
			) }
		</QueryContext.Provider>
	);
}

/** The settings request's state (loading, error), for the tabs' placeholders. */
export function useSettingsQuery(): SettingsQuery {
	const query = useContext( QueryContext );
	if ( ! query ) {
		throw new Error( 'useSettingsQuery() needs a <SettingsFormProvider>.' );
	}
	return query;
}

export function useSettingsForm(): SettingsForm {
	const form = useContext( FormContext );
	if ( ! form ) {
		throw new Error(
			'useSettingsForm() needs a loaded <SettingsFormProvider>.'
		);
	}
	return form;
}
