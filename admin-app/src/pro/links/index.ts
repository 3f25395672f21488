/**
 * Personal single-use links (Pro with a licence): the Share card's form and the responses
 * screen's unused links. Reached only through `proModule()` (chunk pro-links).
 */
export { PersonalLinksForm } from './PersonalLinksForm';
export { UnusedLinksPanel } from './UnusedLinksPanel';
