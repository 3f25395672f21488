/**
 * The Hidden fields card (Settings step, after Targeting): values each response carries beside
 * its answers — a name, where the value comes from (a URL parameter, a cookie, the logged-in user,
 * the page, or the site's code through `window.userfeedback.setAttributes()`) and its key there.
 * A field's problem shows under it once it was touched, in the server's words (hidden-fields.ts);
 * the server decides on save. Titles that recall a field follow its renaming as it is typed;
 * removing it leaves their fallback text. Licensed Pro with the targeting add-on; otherwise the PRO mark (Lite)
 * or the add-on notice (Pro), and the save stores none (survey.ts resetInactiveFeatures()).
 */
import { useId, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import { useBuilder } from '../BuilderContext';
import { FieldError } from '../shared/FieldError';
import { GateNotice, ProBadge } from '../shared/GateNotice';
import { TrashButton } from '../shared/TrashButton';
import { targetingAddonNotice } from './gates';
import {
	MAX_FIELDS,
	blankField,
	fieldProblems,
	hiddenFieldsGate,
	keysOf,
	withSource,
	type HiddenField,
} from './hidden-fields';
import { SettingsCard } from './SettingsCard';
import { renameFieldRecalls, settleRecalls } from '../questions/recall';

function sourceLabel( source: HiddenField[ 'source' ] ): string {
	switch ( source ) {
		case 'query':
			return __( 'URL parameter', 'userfeedback' );
		case 'cookie':
			return __( 'Cookie', 'userfeedback' );
		case 'user':
			return __( 'Logged-in user', 'userfeedback' );
		case 'page':
			return __( 'Page', 'userfeedback' );
		case 'js':
			return __( 'Site’s code (setAttributes)', 'userfeedback' );
	}
}

function keyLabel( key: string ): string {
	const labels: Record< string, string > = {
		id: __( 'User ID', 'userfeedback' ),
		role: __( 'Role', 'userfeedback' ),
		post_type: __( 'Post type', 'userfeedback' ),
		category: __( 'Category', 'userfeedback' ),
	};
	return labels[ key ] ?? key;
}

const SOURCES: Array< HiddenField[ 'source' ] > = [
	'query',
	'cookie',
	'user',
	'page',
	'js',
];

export function HiddenFieldsCard() {
	const { survey, update, entitlements } = useBuilder();
	const id = useId();
	const gate = hiddenFieldsGate( entitlements );
	const fields = survey.settings.hidden_fields ?? [];
	// Rows the admin changed or left: their problems show (a new, empty row waits).
	const [ touched, setTouched ] = useState< ReadonlySet< number > >(
		() => new Set( fields.map( ( _field, index ) => index ) )
	);
	const addRef = useRef< HTMLButtonElement >( null );
	// The name the recalls of the field whose name is being typed use (null: it has none of its
	// own, as a name another field shares). They take each name typed that is valid and no other
	// field's, so a title never recalls a name no field has, nor takes another field's recalls.
	const recallName = useRef< string | null >( null );
	const locked = gate !== 'ok';

	const setFields = ( next: HiddenField[] ) =>
		update( ( s ) => ( {
			...s,
			settings: { ...s.settings, hidden_fields: next },
		} ) );
	const change = ( index: number, field: HiddenField ) => {
		setTouched( new Set( touched ).add( index ) );
		setFields( fields.map( ( f, i ) => ( i === index ? field : f ) ) );
	};
	const namedByOthers = ( name: string, index: number ) =>
		fields.some(
			( f, i ) =>
				i !== index &&
				f.name.trim().toLowerCase() === name.trim().toLowerCase()
		);
	const rename = ( index: number, name: string ) => {
		const field = { ...fields[ index ], name };
		const from = recallName.current;
		const next = fields.map( ( f, i ) => ( i === index ? field : f ) );
		if (
			! from ||
			from === name ||
			fieldProblems( next, index ).name ||
			namedByOthers( name, index )
		) {
			change( index, field );
			return;
		}
		recallName.current = name;
		setTouched( new Set( touched ).add( index ) );
		update( ( s ) =>
			renameFieldRecalls(
				{ ...s, settings: { ...s.settings, hidden_fields: next } },
				from,
				name
			)
		);
	};
	const remove = ( index: number ) => {
		setTouched(
			new Set(
				[ ...touched ]
					.filter( ( i ) => i !== index )
					.map( ( i ) => ( i > index ? i - 1 : i ) )
			)
		);
		// A title that recalled the field reads its fallback instead (the server would refuse it).
		const name = fields[ index ]?.name ?? '';
		update( ( s ) =>
			settleRecalls(
				{
					...s,
					settings: {
						...s.settings,
						hidden_fields: fields.filter(
							( _f, i ) => i !== index
						),
					},
				},
				name || undefined
			)
		);
		window.requestAnimationFrame( () => addRef.current?.focus() );
	};

	return (
		<SettingsCard
			title={ __( 'Hidden fields', 'userfeedback' ) }
			name="hidden-fields"
		>
			{ gate === 'notice' && (
				<GateNotice messages={ [ targetingAddonNotice() ] } />
			) }
			<p className="description">
				{ __(
					'Store more about each response: a URL parameter such as utm_source, a cookie, the logged-in user, the page, or a value your site’s code sets.',
					'userfeedback'
				) }
				{ gate === 'upgrade' && <ProBadge /> }
			</p>
			{ fields.length > 0 && (
				<ul className="uf-builder-hidden-fields">
					{ fields.map( ( field, index ) => {
						const prefix = `${ id }-${ index }`;
						const number = index + 1;
						const problems = touched.has( index )
							? fieldProblems( fields, index )
							: {};
						const keys = keysOf( field.source );
						return (
							<li
								key={ index }
								className="uf-builder-rule uf-builder-hidden-field"
							>
								<div className="uf-builder-rule__fields">
									<span className="uf-builder-rule__field">
										<label htmlFor={ `${ prefix }-name` }>
											{ sprintf(
												/* translators: %d: hidden field number. */
												__(
													'Field %d name',
													'userfeedback'
												),
												number
											) }
										</label>
										<input
											id={ `${ prefix }-name` }
											type="text"
											className="regular-text"
											value={ field.name }
											placeholder="utm_source"
											disabled={ locked }
											spellCheck={ false }
											aria-invalid={
												problems.name ? true : undefined
											}
											aria-describedby={
												problems.name
													? `${ prefix }-name-error`
													: undefined
											}
											onFocus={ () => {
												recallName.current =
													field.name &&
													! namedByOthers(
														field.name,
														index
													)
														? field.name
														: null;
											} }
											onChange={ ( event ) =>
												rename(
													index,
													event.target.value
												)
											}
										/>
									</span>
									<span className="uf-builder-rule__field">
										<label htmlFor={ `${ prefix }-source` }>
											{ __(
												'Value from',
												'userfeedback'
											) }
										</label>
										<select
											id={ `${ prefix }-source` }
											value={ field.source }
											disabled={ locked }
											onChange={ ( event ) =>
												change(
													index,
													withSource(
														field,
														event.target
															.value as HiddenField[ 'source' ]
													)
												)
											}
										>
											{ SOURCES.map( ( source ) => (
												<option
													key={ source }
													value={ source }
												>
													{ sourceLabel( source ) }
												</option>
											) ) }
										</select>
									</span>
									<span className="uf-builder-rule__field">
										<label htmlFor={ `${ prefix }-key` }>
											{ __( 'Key', 'userfeedback' ) }
										</label>
										{ keys.length > 0 ? (
											<select
												id={ `${ prefix }-key` }
												value={ field.key }
												disabled={ locked }
												onChange={ ( event ) =>
													change( index, {
														...field,
														key: event.target.value,
													} )
												}
											>
												{ keys.map( ( key ) => (
													<option
														key={ key }
														value={ key }
													>
														{ keyLabel( key ) }
													</option>
												) ) }
											</select>
										) : (
											<input
												id={ `${ prefix }-key` }
												type="text"
												value={ field.key }
												disabled={ locked }
												spellCheck={ false }
												aria-invalid={
													problems.key
														? true
														: undefined
												}
												aria-describedby={
													problems.key
														? `${ prefix }-key-error`
														: undefined
												}
												onBlur={ () =>
													setTouched(
														new Set( touched ).add(
															index
														)
													)
												}
												onChange={ ( event ) =>
													change( index, {
														...field,
														key: event.target.value,
													} )
												}
											/>
										) }
									</span>
									<TrashButton
										className="button-link button-link-delete uf-builder-rule__remove"
										label={ sprintf(
											/* translators: %d: hidden field number. */
											__(
												'Remove field %d',
												'userfeedback'
											),
											number
										) }
										onClick={ () => remove( index ) }
									/>
								</div>
								{ problems.name && (
									<FieldError id={ `${ prefix }-name-error` }>
										{ problems.name }
									</FieldError>
								) }
								{ problems.key && (
									<FieldError id={ `${ prefix }-key-error` }>
										{ problems.key }
									</FieldError>
								) }
							</li>
						);
					} ) }
				</ul>
			) }
			<button
				type="button"
				className="button"
				ref={ addRef }
				disabled={ locked || fields.length >= MAX_FIELDS }
				onClick={ () => setFields( [ ...fields, blankField() ] ) }
			>
				{ __( 'Add hidden field', 'userfeedback' ) }
			</button>
		</SettingsCard>
	);
}
