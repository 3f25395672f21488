/**
 * An image setting chosen from the media library: a thumbnail, Select / Change and Remove; a URL
 * input when the media library is not on the page.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import type { SettingsField } from '../../data/use-settings';
import { useFieldAria } from './fields';
import { mediaLibraryAvailable, pickImage } from './media';

interface ImageFieldProps {
	field: SettingsField;
	value: string;
	onChange: ( url: string ) => void;
	/** The media frame's title and the field's name. */
	label: string;
	disabled?: boolean;
	hasDescription?: boolean;
}

export function ImageField( {
	field,
	value,
	onChange,
	label,
	disabled = false,
	hasDescription = false,
}: ImageFieldProps ) {
	const inputId = useId();
	const aria = useFieldAria( field, hasDescription );

	if ( ! mediaLibraryAvailable() ) {
		return (
			<input
				id={ inputId }
				type="url"
				className="regular-text"
				aria-label={ label }
				value={ value }
				disabled={ disabled }
				onChange={ ( event ) => onChange( event.target.value ) }
				{ ...aria }
			/>
		);
	}

	return (
		<div className="uf-settings-image">
			{ value && (
				<img
					className="uf-settings-image__preview"
					src={ value }
					alt=""
				/>
			) }
			<div className="uf-settings-image__actions">
				<button
					type="button"
					className="button"
					disabled={ disabled }
					onClick={ async () => {
						const url = await pickImage(
							label,
							__( 'Use this image', 'userfeedback' )
						);
						if ( url ) {
							onChange( url );
						}
					} }
					{ ...aria }
				>
					{ value
						? __( 'Change Image', 'userfeedback' )
						: __( 'Select Image', 'userfeedback' ) }
					<span className="screen-reader-text">{ `: ${ label }` }</span>
				</button>
				{ value && (
					<button
						type="button"
						className="button-link button-link-delete"
						disabled={ disabled }
						onClick={ () => onChange( '' ) }
					>
						{ __( 'Remove', 'userfeedback' ) }
						<span className="screen-reader-text">{ `: ${ label }` }</span>
					</button>
				) }
			</div>
		</div>
	);
}
