/**
 * The NPS screen's date-range picker (reporting.md §2, §5, §9): presets Today, Yesterday, Last
 * Week, Last Month, Last 7 days, Last 30 days, Last 90 days, and a custom from/to between
 * 2005-01-01 and today. Without the Pro plan, presets and custom spans longer than 7 days are
 * locked with 'Upgrade to Pro to unlock Date Ranges' (the server refuses them).
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

interface DateRangePickerProps {
	value: PickedRange;
	today: string;
	hasProPlan: boolean;
	onChange: ( range: PickedRange ) => void;
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
}: DateRangePickerProps ) {
	const { locale } = getGlobals();
	return (
		<fieldset className="uf-results-range">
			<legend className="uf-results-range__legend">
				{ __( 'Date range', 'userfeedback' ) }
			</legend>
			<div className="uf-results-segmented uf-results-range__presets">
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
					const isCurrent = value.preset === preset;
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
				key={ `${ value.from }|${ value.to }` }
				initial={ { from: value.from, to: value.to } }
				today={ today }
				hasProPlan={ hasProPlan }
				onApply={ ( range ) =>
					onChange( { preset: 'custom', ...range } )
				}
			/>
			<p className="uf-results-range__current" aria-live="polite">
				{ formatRange( value, locale ) }
			</p>
		</fieldset>
	);
}
