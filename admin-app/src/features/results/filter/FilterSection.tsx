/**
 * The filter bar where the site may filter (Pro: the server's is_pro, as it gates `where` and the
 * other filter parameters), else the upsell in its place.
 */
import { __ } from '@wordpress/i18n';

import { UpgradeNotice } from '../../../components/UpgradeNotice';
import type { Question } from '../../../data/survey-types';
import { FilterBar, type FilterKind } from './FilterBar';
import type { ResultsFilter } from './model';

interface FilterSectionProps {
	canFilter: boolean;
	filter: ResultsFilter;
	onChange: ( next: ResultsFilter ) => void;
	questions: Question[];
	kinds?: readonly FilterKind[];
	tags?: ReadonlyArray< { tag: string; count: number } >;
	themes?: ReadonlyArray< { id: number; label: string } >;
	languages?: readonly string[];
	formatDay?: ( day: string ) => string;
	fieldNames?: readonly string[];
}

export function FilterSection( { canFilter, ...props }: FilterSectionProps ) {
	if ( ! canFilter ) {
		return (
			<div className="uf-filter-upsell">
				<UpgradeNotice>
					{ __(
						'Filter results and responses by answer, NPS group, device, page and tag, and share the filtered view as a link.',
						'userfeedback'
					) }
				</UpgradeNotice>
			</div>
		);
	}
	return <FilterBar { ...props } />;
}
