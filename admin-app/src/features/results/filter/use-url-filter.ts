/**
 * The filter (and the compare view) as they live in the hash route's query string: reading them
 * and writing a new one, keeping every other key (the range picker's, the status view) and
 * going back to the first page of a list.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
	COMPARE_PREFIX,
	compareFromSearch,
	filterFromSearch,
	searchWithFilter,
	type CompareMode,
	type ResultsFilter,
} from './model';

export interface UrlFilter {
	filter: ResultsFilter;
	setFilter: ( next: ResultsFilter ) => void;
	compare: CompareMode | null;
	setCompare: ( next: CompareMode | null ) => void;
	/** The compare view's second filter. */
	second: ResultsFilter;
	setSecond: ( next: ResultsFilter ) => void;
}

export function useUrlFilter(): UrlFilter {
	const [ searchParams, setSearchParams ] = useSearchParams();
	const search = searchParams.toString();
	const filter = useMemo(
		() => filterFromSearch( new URLSearchParams( search ) ),
		[ search ]
	);
	const second = useMemo(
		() => filterFromSearch( new URLSearchParams( search ), COMPARE_PREFIX ),
		[ search ]
	);
	const compare = compareFromSearch( searchParams );

	const write = useCallback(
		( update: ( current: URLSearchParams ) => URLSearchParams ) =>
			setSearchParams( ( current ) => {
				const next = update( current );
				next.delete( 'page' );
				return next;
			} ),
		[ setSearchParams ]
	);

	return {
		filter,
		second,
		compare,
		setFilter: useCallback(
			( next ) =>
				write( ( current ) => searchWithFilter( current, next ) ),
			[ write ]
		),
		setSecond: useCallback(
			( next ) =>
				write( ( current ) =>
					searchWithFilter( current, next, COMPARE_PREFIX )
				),
			[ write ]
		),
		setCompare: useCallback(
			( next ) =>
				write( ( current ) => {
					const updated = new URLSearchParams( current );
					if ( next ) {
						updated.set( 'compare', next );
					} else {
						updated.delete( 'compare' );
					}
					if ( next !== 'filter' ) {
						for ( const key of Array.from( updated.keys() ) ) {
							if ( key.startsWith( COMPARE_PREFIX ) ) {
								updated.delete( key );
							}
						}
					}
					return updated;
				} ),
			[ write ]
		),
	};
}
