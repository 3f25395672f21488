/** An icon-only delete button; its label names what it removes, e.g. "Remove rule 2". */
interface TrashButtonProps {
	className: string;
	label: string;
	onClick: () => void;
}

export function TrashButton( { className, label, onClick }: TrashButtonProps ) {
	return (
		<button
			type="button"
			className={ className }
			aria-label={ label }
			onClick={ onClick }
		>
			<span className="dashicons dashicons-trash" aria-hidden="true" />
		</button>
	);
}
