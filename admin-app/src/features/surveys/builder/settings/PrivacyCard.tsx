/**
 * The Privacy card of the Settings step: how long this survey's responses are kept —
 * as the site's setting (Settings → Misc, the default), always, or a number of days after which
 * the daily clean-up deletes them. Not gated: keeping less data is never a paid feature.
 */
import { useId, useState } from 'react';
import { __ } from '@wordpress/i18n';

import { MAX_RETENTION_DAYS } from '../../../../data/use-settings';
import { useBuilder } from '../BuilderContext';
import { SettingsCard } from './SettingsCard';

type Choice = 'site' | 'keep' | 'days';

/** Days offered when "Delete them after" is chosen. */
const DEFAULT_DAYS = 365;

function choiceOf( days: number | null | undefined ): Choice {
	if ( days === null || days === undefined ) {
		return 'site';
	}
	return days === 0 ? 'keep' : 'days';
}

export function PrivacyCard() {
	const { survey, update, reveal } = useBuilder();
	const id = useId();
	const days = survey.settings.retention_days ?? null;
	// Kept here, not derived from the days: typing 0 must not flip the choice to "keep".
	const [ choice, setChoice ] = useState< Choice >( () => choiceOf( days ) );
	const [ text, setText ] = useState( () =>
		choice === 'days' ? String( days ) : ''
	);
	const [ touched, setTouched ] = useState( false );
	const invalid =
		choice === 'days' &&
		( ! Number.isInteger( days ) ||
			( days ?? 0 ) < 1 ||
			( days ?? 0 ) > MAX_RETENTION_DAYS );
	const showError = invalid && ( touched || reveal.count > 0 );

	const setDays = ( next: number | null ) =>
		update( ( s ) => ( {
			...s,
			settings: { ...s.settings, retention_days: next },
		} ) );

	const choose = ( next: Choice ) => {
		setChoice( next );
		if ( next === 'site' ) {
			setDays( null );
		} else if ( next === 'keep' ) {
			setDays( 0 );
		} else {
			setText( String( DEFAULT_DAYS ) );
			setDays( DEFAULT_DAYS );
		}
	};

	const options: Array< { value: Choice; label: string } > = [
		{
			value: 'site',
			label: __(
				'As the site’s setting (Settings → Misc)',
				'userfeedback'
			),
		},
		{
			value: 'keep',
			label: __( 'Keep them until I delete them', 'userfeedback' ),
		},
		{
			value: 'days',
			label: __( 'Delete them after a number of days', 'userfeedback' ),
		},
	];

	return (
		<SettingsCard title={ __( 'Privacy', 'userfeedback' ) } name="privacy">
			<fieldset className="uf-builder-behavior__group">
				<legend className="uf-builder-settings__legend">
					{ __( 'Keep Responses', 'userfeedback' ) }
				</legend>
				{ options.map( ( option ) => (
					<div key={ option.value } className="uf-builder-radio">
						<input
							id={ `${ id }-${ option.value }` }
							type="radio"
							name={ `${ id }-retention` }
							checked={ choice === option.value }
							onChange={ () => choose( option.value ) }
						/>
						<label htmlFor={ `${ id }-${ option.value }` }>
							{ option.label }
						</label>
					</div>
				) ) }
				{ choice === 'days' && (
					<p>
						<label htmlFor={ `${ id }-count` }>
							{ __( 'Days', 'userfeedback' ) }{ ' ' }
						</label>
						<input
							id={ `${ id }-count` }
							type="number"
							className="small-text"
							min={ 1 }
							max={ MAX_RETENTION_DAYS }
							step={ 1 }
							value={ text }
							aria-invalid={ showError || undefined }
							aria-describedby={
								showError ? `${ id }-error` : undefined
							}
							onBlur={ () => setTouched( true ) }
							onChange={ ( event ) => {
								const typed = event.target.value.trim();
								const number = Number( typed );
								setText( event.target.value );
								// Not a number of days (empty, 0): an invalid value the
								// step refuses, never "keep" or "the site's".
								setDays(
									typed === '' || ! ( number >= 1 )
										? -1
										: number
								);
							} }
						/>
					</p>
				) }
				{ showError && (
					<p
						id={ `${ id }-error` }
						className="uf-builder-settings__error"
					>
						<span
							className="dashicons dashicons-warning"
							aria-hidden="true"
						/>
						{ __(
							'Enter a whole number of days from 1 to 3650.',
							'userfeedback'
						) }
					</p>
				) }
				<p className="description">
					{ __(
						'Responses older than this are deleted by a daily clean-up, trashed ones included. Results then count only what is kept.',
						'userfeedback'
					) }
				</p>
			</fieldset>
		</SettingsCard>
	);
}
