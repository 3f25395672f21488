/**
 * The generic wp-admin list table (spec §2.2), shared by the surveys and responses lists.
 */
export { AdminTable, type AdminTableProps } from './AdminTable';
export * from './table-state';
export type * from './types';
export * from './use-list-page';
