/**
 * Settings → Widget (spec §2.4; visitor.md §2, §3): Styles (toggle icon, icon colour, label,
 * font, position, colours) and Display (logo, start minimised, Skip and Next texts; the cooldown
 * between surveys, CooldownRow; the pause after a response, PauseRow), beside the live Preview.
 * Fields the server locks for this site (`locked` of GET settings) are disabled and open the
 * upgrade modal; middle positions follow the position picker's own rule.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { useUpgradeModal } from '../../../components/upgrade-modal';
import type {
	LogoType,
	Settings,
	SettingsField,
} from '../../../data/use-settings';
import { FieldRow, FormTable, Locked, useFieldAria, useLock } from '../fields';
import { useSettingsForm } from '../form';
import { ImageField } from '../ImageField';
import { SaveBar } from '../SaveBar';
import { CooldownRow } from './CooldownRow';
import { PauseRow } from './PauseRow';
import { FontPicker } from './FontPicker';
import { positionInEffect } from './position';
import { PositionPicker } from './PositionPicker';
import { TOGGLE_ICON_PATHS, toggleIconLabel } from './toggle-icons';
import { WidgetPreview } from './WidgetPreview';

type ColorField =
	| 'widget_toggle_color'
	| 'widget_color'
	| 'widget_text_color'
	| 'widget_button_color';

const PRESETS = {
	light: {
		widget_color: '#FFFFFF',
		widget_text_color: '#23282D',
		widget_button_color: '#2D87F1',
	},
	dark: {
		widget_color: '#333333',
		widget_text_color: '#FFFFFF',
		widget_button_color: '#2D87F1',
	},
} as const;

function ColorRow( { field, label }: { field: ColorField; label: string } ) {
	const id = useId();
	const { draft, set } = useSettingsForm();
	const feature = useLock( field );
	const aria = useFieldAria( field );
	const value = draft[ field ];
	return (
		<FieldRow label={ label } htmlFor={ id } field={ field }>
			<Locked feature={ feature } className="uf-color-field">
				<input
					id={ id }
					type="color"
					className="uf-color-field__swatch"
					value={
						/^#[0-9a-f]{6}$/i.test( value )
							? value.toLowerCase()
							: '#000000'
					}
					disabled={ Boolean( feature ) }
					onChange={ ( event ) =>
						set( field, event.target.value.toUpperCase() )
					}
					{ ...aria }
				/>
				<input
					type="text"
					className="small-text code uf-color-field__hex"
					aria-label={ `${ label } (hex)` }
					value={ value }
					maxLength={ 7 }
					disabled={ Boolean( feature ) }
					onChange={ ( event ) => set( field, event.target.value ) }
				/>
			</Locked>
		</FieldRow>
	);
}

function TextRow( {
	field,
	label,
	description,
	placeholder,
}: {
	field: 'widget_toggle_text' | 'widget_skip_text' | 'widget_next_text';
	label: string;
	description?: string;
	placeholder?: string;
} ) {
	const id = useId();
	const { draft, set } = useSettingsForm();
	const feature = useLock( field );
	const aria = useFieldAria( field, Boolean( description ) );
	return (
		<FieldRow
			label={ label }
			htmlFor={ id }
			field={ field }
			description={ description }
		>
			<Locked feature={ feature }>
				<input
					id={ id }
					type="text"
					className="regular-text"
					value={ draft[ field ] }
					placeholder={ placeholder }
					maxLength={ 100 }
					disabled={ Boolean( feature ) }
					onChange={ ( event ) => set( field, event.target.value ) }
					{ ...aria }
				/>
			</Locked>
		</FieldRow>
	);
}

function IconPicker() {
	const { draft, set } = useSettingsForm();
	const feature = useLock( 'widget_toggle_icon' );
	return (
		<FieldRow
			label={
				<span id="uf-widget-icon-label">
					{ __( 'Widget Icon', 'userfeedback' ) }
				</span>
			}
			field="widget_toggle_icon"
		>
			<Locked feature={ feature }>
				<div
					className="uf-icon-picker"
					role="radiogroup"
					aria-labelledby="uf-widget-icon-label"
				>
					{ Object.entries( TOGGLE_ICON_PATHS ).map(
						( [ name, path ] ) => (
							<label
								key={ name }
								className={ `uf-icon-picker__choice${
									draft.widget_toggle_icon === name
										? ' is-selected'
										: ''
								}` }
								title={ toggleIconLabel( name ) }
								htmlFor={ `uf-widget-icon-${ name }` }
							>
								<input
									type="radio"
									id={ `uf-widget-icon-${ name }` }
									className="uf-icon-picker__input"
									name="uf-widget-icon"
									value={ name }
									checked={
										draft.widget_toggle_icon === name
									}
									disabled={ Boolean( feature ) }
									onChange={ () =>
										set(
											'widget_toggle_icon',
											// A key of the same table the server's enum is.
											name as Settings[ 'widget_toggle_icon' ]
										)
									}
								/>
								<svg
									viewBox="0 0 24 24"
									width="24"
									height="24"
									aria-hidden="true"
									focusable="false"
									style={ {
										color: draft.widget_toggle_color,
									} }
								>
									<path d={ path } />
								</svg>
								<span className="screen-reader-text">
									{ toggleIconLabel( name ) }
								</span>
							</label>
						)
					) }
				</div>
			</Locked>
		</FieldRow>
	);
}

function ThemeRow() {
	const id = useId();
	const { draft, update } = useSettingsForm();
	const feature = useLock( 'widget_theme', 'widget_color' );
	return (
		<FieldRow
			label={ __( 'Color Scheme', 'userfeedback' ) }
			htmlFor={ id }
			field="widget_theme"
			description={ __(
				'Choosing a scheme sets the three colors below; adjust them after.',
				'userfeedback'
			) }
		>
			<Locked feature={ feature }>
				<select
					id={ id }
					value={ draft.widget_theme }
					disabled={ Boolean( feature ) }
					onChange={ ( event ) => {
						const theme =
							event.target.value === 'dark' ? 'dark' : 'light';
						update( { widget_theme: theme, ...PRESETS[ theme ] } );
					} }
				>
					<option value="light">
						{ __( 'Light', 'userfeedback' ) }
					</option>
					<option value="dark">
						{ __( 'Dark', 'userfeedback' ) }
					</option>
				</select>
			</Locked>
		</FieldRow>
	);
}

function StylesCard() {
	const { draft, set, lockedValues } = useSettingsForm();
	const upgrade = useUpgradeModal();
	const fontFeature = useLock( 'widget_font' );
	// The server says which positions this site may not choose (middle ones need Pro).
	const middleFeature =
		lockedValues.widget_position?.middle_left ??
		lockedValues.widget_position?.middle_right ??
		null;
	const positionFeature = useLock( 'widget_position' );
	return (
		<section
			className="uf-settings-card"
			aria-labelledby="uf-widget-styles"
		>
			<h2 id="uf-widget-styles" className="uf-settings-card__title">
				{ __( 'Styles', 'userfeedback' ) }
			</h2>
			<FormTable>
				<IconPicker />
				<ColorRow
					field="widget_toggle_color"
					label={ __( 'Icon Color', 'userfeedback' ) }
				/>
				<TextRow
					field="widget_toggle_text"
					label={ __( 'Widget Label', 'userfeedback' ) }
					description={ __(
						'Shown beside the icon on the toggle button. Leave empty for the icon alone.',
						'userfeedback'
					) }
				/>
				<FieldRow
					label={ __( 'Font', 'userfeedback' ) }
					field="widget_font"
				>
					<Locked feature={ fontFeature }>
						<FontPicker
							value={ draft.widget_font }
							disabled={ Boolean( fontFeature ) }
							onChange={ ( font ) => set( 'widget_font', font ) }
						/>
					</Locked>
				</FieldRow>
				<FieldRow
					label={ __( 'Widget Position', 'userfeedback' ) }
					field="widget_position"
				>
					<Locked feature={ positionFeature }>
						<PositionPicker
							value={ draft.widget_position }
							inEffect={ positionInEffect(
								draft.widget_position,
								lockedValues.widget_position
							) }
							isPro={ middleFeature === null }
							disabled={ Boolean( positionFeature ) }
							onChange={ ( position ) =>
								set( 'widget_position', position )
							}
							onSelect={ ( _requested, accepted ) => {
								if ( ! accepted ) {
									upgrade(
										middleFeature ??
											__(
												'Widget Position',
												'userfeedback'
											)
									);
								}
							} }
						/>
					</Locked>
				</FieldRow>
				<ThemeRow />
				<ColorRow
					field="widget_color"
					label={ __( 'Background Color', 'userfeedback' ) }
				/>
				<ColorRow
					field="widget_text_color"
					label={ __( 'Text Color', 'userfeedback' ) }
				/>
				<ColorRow
					field="widget_button_color"
					label={ __( 'Button Color', 'userfeedback' ) }
				/>
			</FormTable>
		</section>
	);
}

const LOGO_TYPES: Array< { value: LogoType; label: () => string } > = [
	{
		value: 'userfeedback',
		label: () => __( 'UserFeedback logo', 'userfeedback' ),
	},
	{ value: 'custom', label: () => __( 'Custom logo', 'userfeedback' ) },
	{ value: 'none', label: () => __( 'No logo', 'userfeedback' ) },
];

function LogoRow() {
	const { draft, update, lockedValues } = useSettingsForm();
	const typeFeature = useLock( 'logo_type' );
	const customFeature =
		useLock( 'widget_custom_logo' ) ??
		lockedValues.logo_type?.custom ??
		null;
	return (
		<FieldRow
			label={
				<span id="uf-widget-logo-label">
					{ __( 'Logo', 'userfeedback' ) }
				</span>
			}
			field="widget_custom_logo"
		>
			<fieldset aria-labelledby="uf-widget-logo-label">
				<Locked feature={ typeFeature }>
					{ LOGO_TYPES.map( ( type ) => {
						const lockedCustom =
							type.value === 'custom' ? customFeature : null;
						const choice = (
							<label
								key={ type.value }
								className="uf-settings-radio"
								htmlFor={ `uf-logo-type-${ type.value }` }
							>
								<input
									id={ `uf-logo-type-${ type.value }` }
									type="radio"
									name="uf-logo-type"
									value={ type.value }
									checked={ draft.logo_type === type.value }
									disabled={
										Boolean( typeFeature ) ||
										Boolean( lockedCustom )
									}
									onChange={ () =>
										update( {
											logo_type: type.value,
											widget_show_logo:
												type.value !== 'none',
										} )
									}
								/>
								{ type.label() }
							</label>
						);
						// Only the custom choice is locked: wrap it alone.
						return lockedCustom && ! typeFeature ? (
							<div key={ type.value }>
								<Locked feature={ lockedCustom }>
									{ choice }
								</Locked>
							</div>
						) : (
							choice
						);
					} ) }
				</Locked>
				{ draft.logo_type === 'custom' && ! customFeature && (
					<ImageField
						field="widget_custom_logo"
						label={ __( 'Custom logo', 'userfeedback' ) }
						value={ draft.widget_custom_logo }
						onChange={ ( url ) =>
							update( { widget_custom_logo: url } )
						}
					/>
				) }
			</fieldset>
		</FieldRow>
	);
}

function CheckboxRow( {
	field,
	label,
	text,
}: {
	field: Extract< SettingsField, 'widget_start_minimized' >;
	label: string;
	text: string;
} ) {
	const id = useId();
	const { draft, set } = useSettingsForm();
	const feature = useLock( field );
	return (
		<FieldRow label={ label } field={ field }>
			<Locked feature={ feature }>
				<label htmlFor={ id }>
					<input
						id={ id }
						type="checkbox"
						checked={ draft[ field ] as Settings[ typeof field ] }
						disabled={ Boolean( feature ) }
						onChange={ ( event ) =>
							set( field, event.target.checked )
						}
					/>
					{ text }
				</label>
			</Locked>
		</FieldRow>
	);
}

function DisplayCard() {
	return (
		<section
			className="uf-settings-card"
			aria-labelledby="uf-widget-display"
		>
			<h2 id="uf-widget-display" className="uf-settings-card__title">
				{ __( 'Display', 'userfeedback' ) }
			</h2>
			<FormTable>
				<LogoRow />
				<CheckboxRow
					field="widget_start_minimized"
					label={ __( 'Start Minimized', 'userfeedback' ) }
					text={ __(
						'Show only the toggle button until the visitor opens the survey',
						'userfeedback'
					) }
				/>
				<TextRow
					field="widget_skip_text"
					label={ __( 'Skip Text', 'userfeedback' ) }
					placeholder={ __( 'Skip', 'userfeedback' ) }
				/>
				<TextRow
					field="widget_next_text"
					label={ __( 'Next Text', 'userfeedback' ) }
					placeholder={ __( 'Next', 'userfeedback' ) }
				/>
				<CooldownRow />
				<PauseRow />
			</FormTable>
		</section>
	);
}

export function WidgetTab() {
	return (
		<div className="uf-widget-settings">
			<div className="uf-widget-settings__form">
				<StylesCard />
				<DisplayCard />
				<SaveBar />
			</div>
			<div className="uf-widget-settings__preview">
				<WidgetPreview />
			</div>
		</div>
	);
}
