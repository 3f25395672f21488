import { TOGGLE_ICONS as CONTRACT_TOGGLE_ICONS } from '@userfeedback/contract';

/**
 * The toggle's nine icons: stroked 24 × 24 paths, a few bytes each, coloured by currentColor —
 * ToggleIcons::PATHS through the generated contract. Plain data with no JSX, so the admin app's
 * icon picker (Settings → Widget) imports this very object instead of a copy.
 */
export const TOGGLE_ICONS: Record< string, string > = CONTRACT_TOGGLE_ICONS;
