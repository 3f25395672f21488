/**
 * The renderer's entry (build/widget-renderer.[contenthash].js, webpack.config.js): the script the
 * loader adds when a survey is about to show. It hands the loader what it needs through
 * `window.userfeedbackRenderer`, read once the script has run (loader.ts, loadRenderer()).
 */
import { readAttributesFrom } from './hidden-fields';
import { mountFloating, mountInline } from './renderer';

const renderer = { mountFloating, mountInline, readAttributesFrom };

declare global {
	interface Window {
		userfeedbackRenderer?: typeof renderer;
	}
}

window.userfeedbackRenderer = renderer;
