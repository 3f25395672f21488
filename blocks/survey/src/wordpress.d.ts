/**
 * The few APIs the block uses of WordPress's editor packages. WordPress provides them at run time
 * (wp.blocks, wp.blockEditor, wp.components: externals, listed in index.asset.php), so they are
 * not npm dependencies; their published types describe the newest WordPress, not 6.5, and would
 * bring in hundreds of packages for a dozen names. These declarations follow WordPress 6.5.
 */
declare module '@wordpress/blocks' {
	import type { ComponentType, ReactElement } from 'react';

	export interface BlockEditProps< A > {
		attributes: A;
		setAttributes: ( attributes: Partial< A > ) => void;
		clientId: string;
		isSelected: boolean;
	}

	/** Registers the client side of a block registered on the server (block.json). */
	export function registerBlockType< A extends object >(
		name: string,
		settings: {
			icon?: ReactElement;
			edit: ComponentType< BlockEditProps< A > >;
			save: () => null;
		}
	): unknown;
}

declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode, Ref } from 'react';

	/** The block wrapper's props (class, data attributes, focus handling, ref). */
	export function useBlockProps(
		props?: { className?: string; ref?: Ref< HTMLElement > } & Record<
			string,
			unknown
		>
	): Record< string, unknown >;

	export const BlockControls: ComponentType< {
		group?: 'default' | 'block' | 'inline' | 'parent' | 'other';
		children?: ReactNode;
	} >;

	export const InspectorControls: ComponentType< { children?: ReactNode } >;
}

declare module '@wordpress/components' {
	import type { ComponentType, ReactElement, ReactNode } from 'react';

	export const Placeholder: ComponentType< {
		icon?: ReactElement | string;
		label?: string;
		instructions?: string;
		className?: string;
		children?: ReactNode;
	} >;

	export const SearchControl: ComponentType< {
		label: string;
		value: string;
		onChange: ( value: string ) => void;
		placeholder?: string;
		hideLabelFromVision?: boolean;
		className?: string;
		__nextHasNoMarginBottom?: boolean;
	} >;

	export const Button: ComponentType< {
		variant?: 'primary' | 'secondary' | 'tertiary' | 'link';
		href?: string;
		target?: string;
		rel?: string;
		onClick?: () => void;
		className?: string;
		'aria-describedby'?: string;
		children?: ReactNode;
	} >;

	export const Spinner: ComponentType< Record< string, never > >;

	export const Notice: ComponentType< {
		status?: 'warning' | 'success' | 'error' | 'info';
		isDismissible?: boolean;
		actions?: Array< {
			label: string;
			onClick?: () => void;
			url?: string;
			variant?: 'primary' | 'secondary' | 'link';
		} >;
		className?: string;
		children?: ReactNode;
	} >;

	export const PanelBody: ComponentType< {
		title?: string;
		initialOpen?: boolean;
		children?: ReactNode;
	} >;

	export const SelectControl: ComponentType< {
		label: string;
		value: string;
		options: Array< { value: string; label: string } >;
		onChange: ( value: string ) => void;
		help?: string;
		__nextHasNoMarginBottom?: boolean;
	} >;

	export const ToolbarGroup: ComponentType< { children?: ReactNode } >;

	export const ToolbarButton: ComponentType< {
		onClick?: () => void;
		children?: ReactNode;
	} >;
}
