/**
 * Form pieces shared by the tabs, in wp-admin's own markup (form-table rows, regular-text
 * inputs, description paragraphs), wired to the settings draft: field messages under the
 * control (aria-describedby, aria-invalid), and Pro-locked controls (disabled, with a PRO badge;
 * a click anywhere on them opens the upgrade modal).
 */
import type { ReactNode } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { ProBadge } from '../../components/ProBadge';
import { useUpgradeModal } from '../../components/upgrade-modal';
import type { SettingsField } from '../../data/use-settings';
import { useSettingsForm } from './form';

export function FormTable( { children }: { children: ReactNode } ) {
	return (
		<table className="form-table uf-settings-table" role="presentation">
			<tbody>{ children }</tbody>
		</table>
	);
}

export function errorId( field: string ): string {
	return `uf-settings-error-${ field }`;
}

export function descriptionId( field: string ): string {
	return `uf-settings-description-${ field }`;
}

/**
 * The ARIA attributes of a control: its description and its message.
 *
 * @param field          The setting.
 * @param hasDescription Whether the row has a description.
 */
export function useFieldAria( field: SettingsField, hasDescription = false ) {
	const { errors } = useSettingsForm();
	const ids = [
		hasDescription ? descriptionId( field ) : '',
		errors[ field ] ? errorId( field ) : '',
	].filter( Boolean );
	return {
		'aria-invalid': errors[ field ] ? ( true as const ) : undefined,
		'aria-describedby': ids.length ? ids.join( ' ' ) : undefined,
	};
}

export function FieldError( { field }: { field: SettingsField } ) {
	const { errors } = useSettingsForm();
	const message = errors[ field ];
	if ( ! message ) {
		return null;
	}
	return (
		<p id={ errorId( field ) } className="uf-settings-field-error">
			{ message }
		</p>
	);
}

interface FieldRowProps {
	label: ReactNode;
	/** The control's id (a <label for>); omit for groups, which then use a legend-like heading. */
	htmlFor?: string;
	field?: SettingsField;
	description?: ReactNode;
	children: ReactNode;
}

export function FieldRow( {
	label,
	htmlFor,
	field,
	description,
	children,
}: FieldRowProps ) {
	return (
		<tr>
			<th scope="row">
				{ htmlFor ? (
					<label htmlFor={ htmlFor }>{ label }</label>
				) : (
					label
				) }
			</th>
			<td>
				{ children }
				{ description && (
					<p
						className="description"
						id={ field ? descriptionId( field ) : undefined }
					>
						{ description }
					</p>
				) }
				{ field && <FieldError field={ field } /> }
			</td>
		</tr>
	);
}

/**
 * Whether this site may change a field, and the feature name for the upgrade modal.
 *
 * @param fields The settings a control edits (locked if any is).
 */
export function useLock( ...fields: SettingsField[] ): string | null {
	const { locked } = useSettingsForm();
	for ( const field of fields ) {
		if ( locked[ field ] ) {
			return locked[ field ] ?? null;
		}
	}
	return null;
}

interface LockedProps {
	/** The feature name (from useLock), or null when not locked. */
	feature: string | null;
	children: ReactNode;
	className?: string;
}

/**
 * Wraps a control: when locked, a transparent button over it opens the upgrade modal (the
 * disabled control itself would swallow the click) and a PRO badge says why it is disabled.
 *
 * @param root0           Props.
 * @param root0.feature   The feature name, or null.
 * @param root0.children  The (disabled when locked) control.
 * @param root0.className Extra class.
 */
export function Locked( { feature, children, className }: LockedProps ) {
	const upgrade = useUpgradeModal();
	if ( ! feature ) {
		return <>{ children }</>;
	}
	return (
		<div className={ `uf-locked ${ className ?? '' }` }>
			{ children }
			<button
				type="button"
				className="uf-locked__overlay"
				onClick={ () => upgrade( feature ) }
			>
				<ProBadge />
				<span className="screen-reader-text">
					{ sprintf(
						/* translators: %s: feature name. */
						__(
							'%s is a PRO feature. Learn how to unlock it.',
							'userfeedback'
						),
						feature
					) }
				</span>
			</button>
		</div>
	);
}
