<?php
/**
 * The live surveys, whole, as the front end reads them.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

use UserFeedback\Surveys\ResponseLimit;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Every front-end page with a live survey needs the surveys' questions and settings: one
 * find_many() query, cached in the object cache under the surveys' "last changed" stamp and the
 * live ids (a scheduled survey going live changes the ids without a write). With a persistent
 * object cache a page view costs no survey query at all; any survey write invalidates the entry.
 *
 * The list is the same for every visitor (docs/decisions.md "Display rules across
 * surveys"), so page caches stay right:
 * - ordered by settings.behavior.priority, highest first, then oldest first (all-zero priorities
 *   keep the spec's order: the first eligible survey is the oldest);
 * - a survey whose completed responses reached its settings.behavior.response_limit is left out
 *   (ResponseLimit; the response that reaches the limit calls LiveSurveys::invalidate() in its
 *   transaction). Only surveys with a limit are counted, so a site without limits pays nothing.
 */
final class LiveSurveyRows {

	/**
	 * Ids of the surveys (given whole, each with a response limit) that have reached their limit.
	 *
	 * @var \Closure(list<array<string, mixed>>): int[]
	 */
	private readonly \Closure $reached;

	/**
	 * Constructor.
	 *
	 * @param LiveSurveys      $live       Which surveys are live.
	 * @param SurveyRepository $repository The survey data store.
	 * @param \Closure|null    $reached    Ids of the given surveys at their response limit;
	 *                                     ResponseLimit::for_site()->reached_ids() when null.
	 */
	public function __construct( private readonly LiveSurveys $live, private readonly SurveyRepository $repository, ?\Closure $reached = null ) {
		$this->reached = $reached ?? static fn( array $surveys ): array => ResponseLimit::for_site()->reached_ids( $surveys );
	}

	/**
	 * The live surveys by id, in the order pages get them: priority (highest first), then id
	 * (oldest first). Surveys at their response limit are left out.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function all(): array {
		return $this->read()['rows'];
	}

	/**
	 * One live survey, or null when it does not exist, is not live or reached its response limit.
	 *
	 * @param int $id Survey id.
	 * @return array<string, mixed>|null
	 */
	public function get( int $id ): ?array {
		return $this->all()[ $id ] ?? null;
	}

	/**
	 * Whether a live survey is left out because it reached its response limit.
	 *
	 * @param int $id Survey id.
	 * @return bool
	 */
	public function limit_reached( int $id ): bool {
		return in_array( $id, $this->limit_reached_ids(), true );
	}

	/**
	 * Ids of the live surveys left out because they reached their response limit.
	 *
	 * @return int[]
	 */
	public function limit_reached_ids(): array {
		return $this->read()['reached'];
	}

	/**
	 * A survey's priority as stored (0 when none).
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @return int
	 */
	public static function priority( array $survey ): int {
		$behavior = $survey['settings']['behavior'] ?? null;
		return is_array( $behavior ) && is_numeric( $behavior['priority'] ?? null ) ? (int) $behavior['priority'] : 0;
	}

	/**
	 * Surveys by id, in page order: priority (highest first), then id (oldest first).
	 *
	 * @param array<int, array<string, mixed>> $rows Surveys by id.
	 * @return array<int, array<string, mixed>>
	 */
	public static function in_page_order( array $rows ): array {
		uksort(
			$rows,
			static fn( int $a, int $b ): int => array( self::priority( $rows[ $b ] ), $a ) <=> array( self::priority( $rows[ $a ] ), $b )
		);
		return $rows;
	}

	/**
	 * The live rows and the ids at their limit, from the cache when possible (without a
	 * persistent object cache, the request's own: read once per page).
	 *
	 * @return array{rows: array<int, array<string, mixed>>, reached: int[]}
	 */
	private function read(): array {
		$ids = $this->live->ids();
		if ( array() === $ids ) {
			return array(
				'rows'    => array(),
				'reached' => array(),
			);
		}
		$key    = 'page-rows:' . wp_cache_get_last_changed( LiveSurveys::CACHE_GROUP ) . ':' . implode( ',', $ids );
		$cached = wp_cache_get( $key, LiveSurveys::CACHE_GROUP );
		if ( is_array( $cached ) && is_array( $cached['rows'] ?? null ) && is_array( $cached['reached'] ?? null ) ) {
			/**
			 * The shape written below.
			 *
			 * @var array{rows: array<int, array<string, mixed>>, reached: int[]} $cached
			 */
			return $cached;
		}
		$rows    = array();
		$limited = array();
		foreach ( $this->repository->find_many( $ids ) as $row ) {
			$rows[ (int) $row['id'] ] = $row;
			if ( ResponseLimit::limit( $row ) > 0 ) {
				$limited[] = $row;
			}
		}
		$reached = array() === $limited ? array() : array_values( array_map( 'intval', ( $this->reached )( $limited ) ) );
		$read    = array(
			'rows'    => self::in_page_order( array_diff_key( $rows, array_flip( $reached ) ) ),
			'reached' => $reached,
		);
		wp_cache_set( $key, $read, LiveSurveys::CACHE_GROUP, LiveSurveys::CACHE_SECONDS );
		return $read;
	}
}
