/**
 * A field's error message with the error icon, referenced by the field's aria-describedby.
 */
interface FieldErrorProps {
	id: string;
	/** The step's error style: the Questions step's by default, or the Settings steps'. */
	className?: 'uf-builder-field-error' | 'uf-builder-settings__error';
	children: string;
}

export function FieldError( {
	id,
	className = 'uf-builder-field-error',
	children,
}: FieldErrorProps ) {
	return (
		<p id={ id } className={ className }>
			<span className="dashicons dashicons-warning" aria-hidden="true" />
			{ children }
		</p>
	);
}
