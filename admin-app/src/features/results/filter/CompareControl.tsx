/**
 * "Compare with": nothing, the previous period of the same length (needs a range), or
 * a second filter built with the same filter bar. The pro or elite plan (has_pro_plan); without it
 * the upsell in place.
 */
import { useId } from 'react';
import { __ } from '@wordpress/i18n';

import { UpgradeNotice } from '../../../components/UpgradeNotice';
import type { Question } from '../../../data/survey-types';
import { FilterBar, type FilterKind } from './FilterBar';
import type { CompareMode, ResultsFilter } from './model';

interface CompareControlProps {
	canCompare: boolean;
	mode: CompareMode | null;
	onModeChange: ( mode: CompareMode | null ) => void;
	/** Whether the view has a range (the previous period needs one). */
	hasRange: boolean;
	second: ResultsFilter;
	onSecondChange: ( next: ResultsFilter ) => void;
	questions: Question[];
	kinds?: readonly FilterKind[];
	tags?: ReadonlyArray< { tag: string; count: number } >;
	/** The survey's themes (results' `themes`; absent without the insights). */
	themes?: ReadonlyArray< { id: number; label: string } >;
}

export function CompareControl( {
	canCompare,
	mode,
	onModeChange,
	hasRange,
	second,
	onSecondChange,
	questions,
	kinds,
	tags,
	themes,
}: CompareControlProps ) {
	const id = useId();
	if ( ! canCompare ) {
		return (
			<div className="uf-compare-upsell">
				<UpgradeNotice>
					{ __(
						'Compare results with the previous period or another segment, side by side.',
						'userfeedback'
					) }
				</UpgradeNotice>
			</div>
		);
	}
	return (
		<div className="uf-compare">
			<div className="uf-compare__mode">
				<label htmlFor={ id }>
					{ __( 'Compare with', 'userfeedback' ) }
				</label>
				<select
					id={ id }
					value={ mode ?? '' }
					aria-describedby={ ! hasRange ? `${ id }-note` : undefined }
					onChange={ ( event ) =>
						onModeChange(
							( event.target.value || null ) as CompareMode | null
						)
					}
				>
					<option value="">
						{ __( 'Nothing', 'userfeedback' ) }
					</option>
					<option value="previous" disabled={ ! hasRange }>
						{ __( 'Previous period', 'userfeedback' ) }
					</option>
					<option value="filter">
						{ __( 'A second filter', 'userfeedback' ) }
					</option>
				</select>
				{ ! hasRange && (
					<span id={ `${ id }-note` } className="uf-compare__note">
						{ __(
							'Add a date range to compare with the previous period.',
							'userfeedback'
						) }
					</span>
				) }
			</div>
			{ mode === 'filter' && (
				<FilterBar
					filter={ second }
					onChange={ onSecondChange }
					questions={ questions }
					kinds={ kinds }
					tags={ tags }
					themes={ themes }
					label={ __( 'Second filter', 'userfeedback' ) }
				/>
			) }
		</div>
	);
}
