/**
 * The bulk actions select and its Apply button (wp-admin's `.bulkactions`). Apply stays disabled
 * until an action is chosen and at least one row is selected.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { canApplyBulkAction } from './table-state';
import type { BulkAction } from './types';

interface BulkActionsProps {
	actions: BulkAction[];
	value: string;
	onChange: ( value: string ) => void;
	selectedCount: number;
	isApplying: boolean;
	/** E.g. while the rows reload. */
	isDisabled?: boolean;
	onApply: () => void;
}

export function BulkActions( {
	actions,
	value,
	onChange,
	selectedCount,
	isApplying,
	isDisabled = false,
	onApply,
}: BulkActionsProps ) {
	const id = useId();
	const selectId = `${ id }-bulk-action`;

	return (
		<div className="alignleft actions bulkactions uf-admin-table__bulk">
			<label htmlFor={ selectId } className="screen-reader-text">
				{ __( 'Select bulk action', 'userfeedback' ) }
			</label>
			<select
				id={ selectId }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
				disabled={ isApplying }
			>
				<option value="">
					{ __( 'Bulk actions', 'userfeedback' ) }
				</option>
				{ actions.map( ( action ) => (
					<option key={ action.value } value={ action.value }>
						{ action.label }
					</option>
				) ) }
			</select>
			<button
				type="button"
				className="button action"
				disabled={
					isApplying ||
					isDisabled ||
					! canApplyBulkAction( value, selectedCount )
				}
				onClick={ onApply }
			>
				{ __( 'Apply', 'userfeedback' ) }
			</button>
			{ isApplying && (
				<span
					className="spinner is-active uf-admin-table__bulk-spinner"
					aria-hidden="true"
				/>
			) }
		</div>
	);
}
