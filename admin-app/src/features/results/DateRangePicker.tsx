/**
 * The results screens' date-range picker (reporting.md §2, §5, §9), under the survey switcher
 * (ResultsToolbar): presets Today, Yesterday, Last Week, Last Month, Last 7 days, Last 30 days,
 * Last 90 days, and a custom from/to between 2005-01-01 and today. Without the Pro plan, presets
 * and custom spans longer than 7 days are locked with 'Upgrade to Pro to unlock Date Ranges' (the
 * server refuses them). A screen whose default is every response (a survey's results) also offers
 * "All dates", open to every tier. The line under it says which days the page covers.
 */
import { useId, useState } from 'react';
import { __ } from '@wordpress/i18n';

import { getGlobals } from '../../data/globals';
import {
	MIN_DATE,
	PRESETS,
	customRangeError,
	formatRange,
	isRangeAllowed,
	presetLabel,
	presetRange,
	type DateRange,
	type PickedRange,
} from './date-range';
import { upgradeDateRangesText } from './gates';
import { LockedButton } from './Tooltip';

export interface DateRangePickerProps {
	/** The range shown; null: all dates (only with `allDates`). */
	value: PickedRange | null;
	today: string;
	hasProPlan: boolean;
	onChange: ( range: PickedRange ) => void;
	/** Offers "All dates" (no range): what it covers in words, and the choice. */
	allDates?: { description: string; onChoose: () => void };
}

interface CustomRangeProps {
	initial: DateRange;
	today: string;
	hasProPlan: boolean;
	onApply: ( range: DateRange ) => void;
}

function CustomRange( {
	initial,
	today,
	hasProPlan,
	onApply,
}: CustomRangeProps ) {
	const id = useId();
	const [ draft, setDraft ] = useState< DateRange >( initial );
	const [ error, setError ] = useState< string | null >( null );
	const problem = customRangeError( draft, today );
	const isLocked = problem === null && ! isRangeAllowed( draft, hasProPlan );
	const errorId = `${ id }-error`;

	const update = ( change: Partial< DateRange > ) => {
		setDraft( ( current ) => ( { ...current, ...change } ) );
		setError( null );
	};

	return (
		<div className="uf-results-range__custom">
			<div className="uf-results-range__field">
				<label htmlFor={ `${ id }-from` }>
					{ __( 'From', 'userfeedback' ) }
				</label>
				<input
					id={ `${ id }-from` }
					type="date"
					min={ MIN_DATE }
					max={ today }
					value={ draft.from }
					aria-invalid={ error !== null }
					aria-describedby={ error ? errorId : undefined }
					onChange={ ( event ) =>
						update( { from: event.target.value } )
					}
				/>
			</div>
			<div className="uf-results-range__field">
				<label htmlFor={ `${ id }-to` }>
					{ __( 'To', 'userfeedback' ) }
				</label>
				<input
					id={ `${ id }-to` }
					type="date"
					min={ MIN_DATE }
					max={ today }
					value={ draft.to }
					aria-invalid={ error !== null }
					aria-describedby={ error ? errorId : undefined }
					onChange={ ( event ) =>
						update( { to: event.target.value } )
					}
				/>
			</div>
			{ isLocked ? (
				<LockedButton
					label={ __( 'Apply', 'userfeedback' ) }
					tooltip={ upgradeDateRangesText() }
				/>
			) : (
				<button
					type="button"
					className="button"
					onClick={ () => {
						if ( problem ) {
							setError( problem );
							return;
						}
						onApply( draft );
					} }
				>
					{ __( 'Apply', 'userfeedback' ) }
				</button>
			) }
			{ error && (
				<p
					id={ errorId }
					className="uf-results-range__error"
					role="alert"
				>
					{ error }
				</p>
			) }
		</div>
	);
}

export function DateRangePicker( {
	value,
	today,
	hasProPlan,
	onChange,
	allDates,
}: DateRangePickerProps ) {
	const { locale } = getGlobals();
	// The typed dates start from the range shown, or the last 7 days (open to every tier).
	const initial = value ?? presetRange( 'last-7-days', today );
	return (
		<fieldset className="uf-results-range">
			<legend className="uf-results-range__legend">
				{ __( 'Date range', 'userfeedback' ) }
			</legend>
			<div className="uf-results-segmented uf-results-range__presets">
				{ allDates && (
					<button
						type="button"
						className={ `button${ value === null ? ' is-pressed' : '' }` }
						aria-pressed={ value === null }
						onClick={ allDates.onChoose }
					>
						{ __( 'All dates', 'userfeedback' ) }
					</button>
				) }
				{ PRESETS.map( ( preset ) => {
					const range = presetRange( preset, today );
					if ( ! isRangeAllowed( range, hasProPlan ) ) {
						return (
							<LockedButton
								key={ preset }
								label={ presetLabel( preset ) }
								tooltip={ upgradeDateRangesText() }
								pressed={ false }
							/>
						);
					}
					const isCurrent = value?.preset === preset;
					return (
						<button
							key={ preset }
							type="button"
							className={ `button${ isCurrent ? ' is-pressed' : '' }` }
							aria-pressed={ isCurrent }
							onClick={ () => onChange( { preset, ...range } ) }
						>
							{ presetLabel( preset ) }
						</button>
					);
				} ) }
			</div>
			<CustomRange
				// A new range (a preset) resets the typed dates.
				key={ value ? `${ value.from }|${ value.to }` : 'all' }
				initial={ { from: initial.from, to: initial.to } }
				today={ today }
				hasProPlan={ hasProPlan }
				onApply={ ( range ) =>
					onChange( { preset: 'custom', ...range } )
				}
			/>
			<p className="uf-results-range__current" aria-live="polite">
				{ value ? formatRange( value, locale ) : allDates?.description }
			</p>
		</fieldset>
	);
}
