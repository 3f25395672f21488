/**
 * Tags and notes on responses (Pro). Code outside admin-app/src/pro reaches these only
 * through a dynamic import (chunk `pro-tags` or the importer's own Pro chunk), e.g.
 * `proModule( () => import( /* webpackChunkName: "pro-tags" *\/ '../../../pro/tags' ), ( m ) => m.BulkTags )`.
 */
export { BulkTags, type BulkTagsProps } from './BulkTags';
export { NotesPanel, type NotesPanelProps } from './NotesPanel';
export { TagChips, type TagChipsProps } from './TagChips';
export { TagsEditor, type TagsEditorProps } from './TagsEditor';
