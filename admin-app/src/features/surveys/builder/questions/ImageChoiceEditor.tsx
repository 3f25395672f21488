/**
 * An image choice question's options: per option its label, its image from the WordPress media
 * library (wp.media, src/Admin/AdminAssets.php) or by its address — the only way where the
 * library is not on the page, behind "Use an image address" where it is — and the image's alt
 * text, required once there is an image; then "Allow several" (settings.multiple). Options and
 * images stay one to one (settings.images[i] belongs to config.options[i]); an option without an
 * image has id 0 and no address, as the server stores it.
 */
import { useEffect, useRef, useState } from 'react';
import { __, sprintf } from '@wordpress/i18n';

import type { Question } from '../../../../data/survey-types';
import { mediaLibraryAvailable, pickAttachment } from '../../../settings/media';
import { canAddOption, canRemoveOption, optionLimits } from '../questions';
import type { QuestionErrors } from '../questions';
import { FieldError } from '../shared/FieldError';
import {
	fitImages,
	noImage,
	withPickedImage,
	type ImageOption,
} from '../type-settings';

interface ImageChoiceEditorProps {
	question: Question;
	idPrefix: string;
	errors: QuestionErrors;
	onChange: ( question: Question ) => void;
}

export function ImageChoiceEditor( {
	question,
	idPrefix,
	errors,
	onChange,
}: ImageChoiceEditorProps ) {
	const options = question.config.options;
	const images = fitImages( question.settings.images ?? [], options.length );
	const { min, max } = optionLimits( question.type );
	const labels = useRef< Array< HTMLInputElement | null > >( [] );
	const addresses = useRef< Array< HTMLInputElement | null > >( [] );
	const alts = useRef< Array< HTMLInputElement | null > >( [] );
	const addButton = useRef< HTMLButtonElement >( null );
	const [ focusIndex, setFocusIndex ] = useState< number | null >( null );
	const [ focusField, setFocusField ] = useState< {
		field: 'address' | 'alt';
		index: number;
	} | null >( null );
	// Options whose owner asked for the address field while the library is there.
	const [ byAddress, setByAddress ] = useState< boolean[] >( [] );
	const hasLibrary = mediaLibraryAvailable();
	const optionsErrorId = `${ idPrefix }-options-error`;
	const altHelpId = `${ idPrefix }-alt-help`;

	useEffect( () => {
		if ( focusIndex === null ) {
			return;
		}
		( labels.current[ focusIndex ] ?? addButton.current )?.focus();
		setFocusIndex( null );
	}, [ focusIndex ] );

	useEffect( () => {
		if ( focusField === null ) {
			return;
		}
		const fields = focusField.field === 'alt' ? alts : addresses;
		fields.current[ focusField.index ]?.focus();
		setFocusField( null );
	}, [ focusField ] );

	// An image set by address (no attachment) shows its address; so does an option whose owner
	// chose to type one, and every option where there is no library to pick from.
	const showsAddress = ( index: number ) =>
		! hasLibrary ||
		byAddress[ index ] === true ||
		( images[ index ].id === 0 && images[ index ].url !== '' );

	const save = ( nextOptions: string[], nextImages: ImageOption[] ) =>
		onChange( {
			...question,
			config: { ...question.config, options: nextOptions },
			settings: { ...question.settings, images: nextImages },
		} );

	const setImage = ( index: number, image: Partial< ImageOption > ) =>
		save(
			options,
			images.map( ( current, i ) =>
				i === index ? { ...current, ...image } : current
			)
		);

	const add = () => {
		if ( ! canAddOption( question.type, options.length ) ) {
			return;
		}
		save( [ ...options, '' ], [ ...images, noImage() ] );
		setFocusIndex( options.length );
	};

	const remove = ( index: number ) => {
		if ( ! canRemoveOption( question.type, options.length ) ) {
			return;
		}
		save(
			options.filter( ( _, i ) => i !== index ),
			images.filter( ( _, i ) => i !== index )
		);
		setByAddress( byAddress.filter( ( _, i ) => i !== index ) );
		setFocusIndex( Math.max( 0, index - 1 ) );
	};

	const choose = async ( index: number ) => {
		const picked = await pickAttachment(
			__( 'Choose an image', 'userfeedback' ),
			__( 'Use this image', 'userfeedback' )
		);
		if ( ! picked ) {
			return;
		}
		const next = withPickedImage( images[ index ], picked );
		setImage( index, next );
		setByAddress(
			byAddress.map( ( on, i ) => ( i === index ? false : on ) )
		);
		// The attachment has no alt text in the library: the field that needs it is next.
		if ( next.alt.trim() === '' ) {
			setFocusField( { field: 'alt', index } );
		}
	};

	const typeAddress = ( index: number ) => {
		const next = [ ...byAddress ];
		next[ index ] = true;
		setByAddress( next );
		setFocusField( { field: 'address', index } );
	};

	return (
		<fieldset
			className="uf-builder-options uf-builder-images"
			aria-describedby={ errors.options ? optionsErrorId : undefined }
		>
			<legend className="uf-builder-options__legend">
				{ __( 'Options', 'userfeedback' ) }
			</legend>
			<p id={ altHelpId } className="description">
				{ __(
					'Alt text describes an image for people who cannot see it. Every image needs it.',
					'userfeedback'
				) }
			</p>
			<ol className="uf-builder-images__list">
				{ options.map( ( option, index ) => {
					const n = index + 1;
					const image = images[ index ];
					const id = `${ idPrefix }-option-${ index }`;
					const altId = `${ idPrefix }-alt-${ index }`;
					const altError = errors.alt?.[ index ];
					const altErrorId = `${ altId }-error`;
					return (
						<li key={ index } className="uf-builder-images__item">
							<div className="uf-builder-images__preview">
								{ image.url ? (
									<img src={ image.url } alt="" />
								) : (
									<span
										className="dashicons dashicons-format-image"
										aria-hidden="true"
									/>
								) }
							</div>
							<div className="uf-builder-images__fields">
								<label htmlFor={ id }>
									{ sprintf(
										/* translators: %d: option number. */
										__( 'Option %d', 'userfeedback' ),
										n
									) }
								</label>
								<input
									ref={ ( el ) => {
										labels.current[ index ] = el;
									} }
									id={ id }
									type="text"
									className="regular-text"
									value={ option }
									aria-invalid={
										errors.options && option.trim() === ''
											? true
											: undefined
									}
									onChange={ ( event ) =>
										save(
											options.map( ( o, i ) =>
												i === index
													? event.target.value
													: o
											),
											images
										)
									}
									onBlur={ () => {
										if ( option.trim() !== option ) {
											save(
												options.map( ( o, i ) =>
													i === index ? o.trim() : o
												),
												images
											);
										}
									} }
								/>
								{ hasLibrary && (
									<span className="uf-builder-images__buttons">
										<button
											type="button"
											className="button"
											onClick={ () => choose( index ) }
										>
											{ image.url !== ''
												? sprintf(
														/* translators: %d: option number. */
														__(
															'Replace image %d',
															'userfeedback'
														),
														n
													)
												: sprintf(
														/* translators: %d: option number. */
														__(
															'Choose image %d',
															'userfeedback'
														),
														n
													) }
										</button>
										{ image.url !== '' && (
											<button
												type="button"
												className="button-link button-link-delete"
												onClick={ () =>
													setImage( index, {
														id: 0,
														url: '',
													} )
												}
											>
												{ sprintf(
													/* translators: %d: option number. */
													__(
														'Remove image %d',
														'userfeedback'
													),
													n
												) }
											</button>
										) }
										{ ! showsAddress( index ) && (
											<button
												type="button"
												className="button-link"
												onClick={ () =>
													typeAddress( index )
												}
											>
												{ sprintf(
													/* translators: %d: option number. */
													__(
														'Use an address for image %d',
														'userfeedback'
													),
													n
												) }
											</button>
										) }
									</span>
								) }
								{ showsAddress( index ) && (
									<>
										<label htmlFor={ `${ id }-url` }>
											{ sprintf(
												/* translators: %d: option number. */
												__(
													'Image %d address',
													'userfeedback'
												),
												n
											) }
										</label>
										<input
											ref={ ( el ) => {
												addresses.current[ index ] = el;
											} }
											id={ `${ id }-url` }
											type="url"
											className="regular-text"
											value={ image.url }
											placeholder="https://"
											onChange={ ( event ) =>
												setImage( index, {
													id: 0,
													url: event.target.value.trim(),
												} )
											}
										/>
									</>
								) }
								<label htmlFor={ altId }>
									{ sprintf(
										/* translators: %d: option number. */
										__(
											'Image %d alt text',
											'userfeedback'
										),
										n
									) }
								</label>
								<input
									ref={ ( el ) => {
										alts.current[ index ] = el;
									} }
									id={ altId }
									type="text"
									className="regular-text"
									value={ image.alt }
									required={ image.url !== '' }
									aria-invalid={ altError ? true : undefined }
									aria-describedby={
										altError
											? `${ altErrorId } ${ altHelpId }`
											: altHelpId
									}
									onChange={ ( event ) =>
										setImage( index, {
											alt: event.target.value,
										} )
									}
								/>
								{ altError && (
									<FieldError id={ altErrorId }>
										{ altError }
									</FieldError>
								) }
							</div>
							<button
								type="button"
								className="button-link uf-builder-options__remove"
								disabled={
									! canRemoveOption(
										question.type,
										options.length
									)
								}
								aria-label={ sprintf(
									/* translators: %d: option number. */
									__( 'Remove option %d', 'userfeedback' ),
									n
								) }
								onClick={ () => remove( index ) }
							>
								<span
									className="dashicons dashicons-minus"
									aria-hidden="true"
								/>
							</button>
						</li>
					);
				} ) }
			</ol>
			{ errors.options && (
				<FieldError id={ optionsErrorId }>
					{ errors.options }
				</FieldError>
			) }
			<p className="uf-builder-options__footer">
				<button
					ref={ addButton }
					type="button"
					className="button"
					disabled={ ! canAddOption( question.type, options.length ) }
					onClick={ add }
				>
					{ __( 'Add Option', 'userfeedback' ) }
				</button>
				<span className="description">
					{ sprintf(
						/* translators: 1: fewest options, 2: most options. */
						__( 'From %1$d to %2$d options.', 'userfeedback' ),
						min,
						max
					) }
				</span>
			</p>
			<p className="uf-builder-images__multiple">
				<input
					id={ `${ idPrefix }-multiple` }
					type="checkbox"
					checked={ question.settings.multiple === true }
					onChange={ ( event ) =>
						onChange( {
							...question,
							settings: {
								...question.settings,
								images,
								multiple: event.target.checked,
							},
						} )
					}
				/>
				<label htmlFor={ `${ idPrefix }-multiple` }>
					{ __( 'Allow several', 'userfeedback' ) }
				</label>
			</p>
		</fieldset>
	);
}
