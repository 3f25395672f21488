/**
 * A field's error message with the error icon, referenced by the field's aria-describedby.
 */
interface FieldErrorProps {
	id: string;
	children: string;
}

export function FieldError( { id, children }: FieldErrorProps ) {
	return (
		<p id={ id } className="uf-builder-field-error">
			<span className="dashicons dashicons-warning" aria-hidden="true" />
			{ children }
		</p>
	);
}
