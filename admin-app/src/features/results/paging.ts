/**
 * The page navigator of the NPS comments (reporting.md §5, §9): 10 per page, previous disabled on
 * page 1, next disabled on the last page.
 */
import type { ListPagination } from '../../data/use-surveys';

/** NPS comments per page. */
export const COMMENTS_PER_PAGE = 10;

export interface PagerState {
	page: number;
	/** At least 1, so "Page 1 of 1" reads right for an empty list. */
	pages: number;
	hasPrevious: boolean;
	hasNext: boolean;
}

/**
 * What the previous and next controls allow on a page.
 *
 * @param page       The page shown (1-based).
 * @param pagination The server's pagination, or null while unknown (next stays disabled).
 */
export function pagerState(
	page: number,
	pagination: Pick< ListPagination, 'pages' > | null
): PagerState {
	const pages = Math.max( 1, pagination?.pages ?? 1 );
	const current = Math.min( Math.max( 1, page ), pages );
	return {
		page: current,
		pages,
		hasPrevious: current > 1,
		hasNext: pagination !== null && current < pages,
	};
}
