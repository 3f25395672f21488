/**
 * Opens the one upgrade modal from any locked control: `const upgrade = useUpgradeModal();
 * upgrade( __( 'Custom Device Type', 'userfeedback' ) )`.
 */
import {
	createContext,
	useCallback,
	useContext,
	useState,
	type ReactNode,
} from 'react';

import { adminPageUrl, getGlobals } from '../../data/globals';
import { useEntitlements } from '../../data/use-entitlements';
import { UpgradeModal } from './UpgradeModal';

type OpenUpgradeModal = ( feature: string ) => void;

const UpgradeModalContext = createContext< OpenUpgradeModal | null >( null );

export function UpgradeModalProvider( { children }: { children: ReactNode } ) {
	const [ feature, setFeature ] = useState< string | null >( null );
	const { data: entitlements } = useEntitlements();
	const open = useCallback( ( name: string ) => setFeature( name ), [] );

	return (
		<UpgradeModalContext.Provider value={ open }>
			{ children }
			<UpgradeModal
				feature={ feature }
				licenseType={ entitlements.license_type }
				settingsUrl={ `${ adminPageUrl(
					getGlobals().admin_url,
					'settings'
				) }#/general` }
				onClose={ () => setFeature( null ) }
			/>
		</UpgradeModalContext.Provider>
	);
}

/**
 * @return A function that opens the upgrade modal for a feature.
 */
export function useUpgradeModal(): OpenUpgradeModal {
	const open = useContext( UpgradeModalContext );
	if ( ! open ) {
		throw new Error( 'useUpgradeModal() needs an <UpgradeModalProvider>.' );
	}
	return open;
}
