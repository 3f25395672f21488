/**
 * Read-only results links (Pro with a licence): the survey results' "Share these results" panel.
 * Reached only through `proModule()` (chunk pro-result-links).
 */
export { ResultLinksPanel } from './ResultLinksPanel';
