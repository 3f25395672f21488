/**
 * The font picker (visitor.md §2, §4): the theme's font or a custom one; a custom font has a
 * family dropdown (the catalogue, loaded on demand) and, when the family has weights, a weight
 * dropdown without italics. Changes are reported by the rules of font-picker.ts.
 */
import { useEffect, useId, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { WidgetFont } from '../../../data/use-settings';
import {
	fontPickerChange,
	initialFontState,
	type FontPickerEvent,
} from './font-picker';
import { loadFontCatalogue, type FontFamily } from './fonts';

const WEIGHT_NAMES: Record< string, string > = {
	'100': 'Thin',
	'200': 'Extra Light',
	'300': 'Light',
	'400': 'Regular',
	'500': 'Medium',
	'600': 'Semi Bold',
	'700': 'Bold',
	'800': 'Extra Bold',
	'900': 'Black',
};

interface FontPickerProps {
	value: WidgetFont;
	onChange: ( font: WidgetFont ) => void;
	disabled?: boolean;
}

export function FontPicker( {
	value,
	onChange,
	disabled = false,
}: FontPickerProps ) {
	const id = useId();
	const [ state, setState ] = useState( () => initialFontState( value ) );
	const [ families, setFamilies ] = useState< FontFamily[] | null >( null );
	const [ loadError, setLoadError ] = useState( false );

	useEffect( () => {
		if ( state.mode !== 'custom' || families ) {
			return;
		}
		let live = true;
		loadFontCatalogue().then(
			( list ) => live && setFamilies( list ),
			() => live && setLoadError( true )
		);
		return () => {
			live = false;
		};
	}, [ state.mode, families ] );

	const dispatch = ( event: FontPickerEvent ) => {
		const result = fontPickerChange( state, event );
		setState( result.state );
		if ( result.report ) {
			onChange( result.report );
		}
	};

	const list = families ?? [];
	const current = list.find( ( f ) => f.family === state.family );
	// A saved family missing from this catalogue stays selectable.
	const options =
		state.family && ! current
			? [
					{
						family: state.family,
						weights: state.weight ? [ state.weight ] : [],
					},
					...list,
				]
			: list;
	const weights =
		current?.weights ?? ( state.weight ? [ state.weight ] : [] );

	return (
		<div className="uf-font-picker">
			<fieldset>
				<legend className="screen-reader-text">
					{ __( 'Font', 'userfeedback' ) }
				</legend>
				<label
					className="uf-font-picker__mode"
					htmlFor={ `${ id }-theme` }
				>
					<input
						id={ `${ id }-theme` }
						type="radio"
						name={ `${ id }-mode` }
						checked={ state.mode === 'theme' }
						disabled={ disabled }
						onChange={ () =>
							dispatch( { type: 'mode', mode: 'theme' } )
						}
					/>
					{ __( 'Use the theme’s font', 'userfeedback' ) }
				</label>
				<label
					className="uf-font-picker__mode"
					htmlFor={ `${ id }-custom` }
				>
					<input
						id={ `${ id }-custom` }
						type="radio"
						name={ `${ id }-mode` }
						checked={ state.mode === 'custom' }
						disabled={ disabled }
						onChange={ () =>
							dispatch( { type: 'mode', mode: 'custom' } )
						}
					/>
					{ __( 'Custom font', 'userfeedback' ) }
				</label>
			</fieldset>
			{ state.mode === 'custom' && (
				<div className="uf-font-picker__custom">
					{ loadError && (
						<p className="uf-settings-field-error">
							{ __(
								'The font list could not be loaded. Reload the page to try again.',
								'userfeedback'
							) }
						</p>
					) }
					<label htmlFor={ `${ id }-family` }>
						{ __( 'Font family', 'userfeedback' ) }
					</label>
					<select
						id={ `${ id }-family` }
						value={ state.family }
						disabled={ disabled || ( ! families && ! loadError ) }
						onChange={ ( event ) => {
							const family = event.target.value;
							const entry = options.find(
								( f ) => f.family === family
							);
							dispatch( {
								type: 'family',
								family,
								weights: entry?.weights ?? [],
							} );
						} }
					>
						<option value="">
							{ families
								? __( 'Select a font', 'userfeedback' )
								: __( 'Loading fonts…', 'userfeedback' ) }
						</option>
						{ options.map( ( f ) => (
							<option key={ f.family } value={ f.family }>
								{ f.family }
							</option>
						) ) }
					</select>
					{ state.family && weights.length > 0 && (
						<>
							<label htmlFor={ `${ id }-weight` }>
								{ __( 'Font weight', 'userfeedback' ) }
							</label>
							<select
								id={ `${ id }-weight` }
								value={ state.weight }
								disabled={ disabled }
								onChange={ ( event ) =>
									dispatch( {
										type: 'weight',
										weight: event.target.value,
									} )
								}
							>
								<option value="">
									{ __( 'Default weight', 'userfeedback' ) }
								</option>
								{ weights.map( ( w ) => (
									<option key={ w } value={ w }>
										{ WEIGHT_NAMES[ w ]
											? sprintf(
													/* translators: 1: weight number, e.g. 700. 2: its name, e.g. Bold. */
													__(
														'%1$s (%2$s)',
														'userfeedback'
													),
													w,
													WEIGHT_NAMES[ w ]
												)
											: w }
									</option>
								) ) }
							</select>
						</>
					) }
				</div>
			) }
		</div>
	);
}
