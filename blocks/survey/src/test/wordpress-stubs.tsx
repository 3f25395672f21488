/**
 * Stand-ins for the WordPress editor packages, which WordPress provides at run time and are not
 * installed (see ../wordpress.d.ts): plain elements with the same roles and names, so the tests
 * exercise the block's own logic. The real components run in tests/e2e/block.spec.ts.
 *
 * vitest.config.ts aliases '@wordpress/components' and '@wordpress/block-editor' to this file for
 * the blocks project.
 */
import type { ReactNode, Ref } from 'react';

export function Placeholder( {
	label,
	instructions,
	children,
}: {
	label?: string;
	instructions?: string;
	children?: ReactNode;
} ) {
	return (
		<div role="group" aria-label={ label }>
			<p>{ instructions }</p>
			{ children }
		</div>
	);
}

export function SearchControl( {
	label,
	value,
	onChange,
}: {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
} ) {
	return (
		<input
			type="search"
			aria-label={ label }
			value={ value }
			onChange={ ( event ) => onChange( event.target.value ) }
		/>
	);
}

export function Button( {
	href,
	onClick,
	children,
	...rest
}: {
	href?: string;
	onClick?: () => void;
	children?: ReactNode;
	target?: string;
	rel?: string;
	'aria-describedby'?: string;
} ) {
	return href ? (
		<a href={ href } { ...rest }>
			{ children }
		</a>
	) : (
		<button type="button" onClick={ onClick }>
			{ children }
		</button>
	);
}

export function Spinner() {
	return <span className="components-spinner" />;
}

export function Notice( {
	status,
	actions = [],
	children,
}: {
	status?: string;
	actions?: Array< { label: string; onClick?: () => void } >;
	children?: ReactNode;
} ) {
	return (
		<div className={ `components-notice is-${ status }` }>
			{ children }
			{ actions.map( ( action ) => (
				<button
					key={ action.label }
					type="button"
					onClick={ action.onClick }
				>
					{ action.label }
				</button>
			) ) }
		</div>
	);
}

export function PanelBody( {
	title,
	children,
}: {
	title?: string;
	children?: ReactNode;
} ) {
	return (
		<section aria-label={ title } data-testid="inspector">
			{ children }
		</section>
	);
}

export function SelectControl( {
	label,
	value,
	options,
	onChange,
	help,
}: {
	label: string;
	value: string;
	options: Array< { value: string; label: string } >;
	onChange: ( value: string ) => void;
	help?: string;
} ) {
	return (
		<div>
			<select
				aria-label={ label }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
			{ help && <span>{ help }</span> }
		</div>
	);
}

export function ToolbarGroup( { children }: { children?: ReactNode } ) {
	return <div role="toolbar">{ children }</div>;
}

export function ToolbarButton( {
	onClick,
	children,
}: {
	onClick?: () => void;
	children?: ReactNode;
} ) {
	return (
		<button type="button" onClick={ onClick }>
			{ children }
		</button>
	);
}

export function useBlockProps( {
	className,
	ref,
}: { className?: string; ref?: Ref< HTMLElement > } = {} ) {
	return {
		className,
		ref,
		tabIndex: 0,
		'data-testid': 'block',
	};
}

export function BlockControls( { children }: { children?: ReactNode } ) {
	return <>{ children }</>;
}

export function InspectorControls( { children }: { children?: ReactNode } ) {
	return <>{ children }</>;
}
