<?php
/**
 * The live surveys, whole, as the front end reads them.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Frontend;

use UserFeedback\Surveys\SurveyRepository;

/**
 * Every front-end page with a live survey needs the surveys' questions and settings: one
 * find_many() query, cached in the object cache under the surveys' "last changed" stamp and the
 * live ids (a scheduled survey going live changes the ids without a write). With a persistent
 * object cache a page view costs no survey query at all; any survey write invalidates the entry.
 */
final class LiveSurveyRows {

	/**
	 * Which surveys are live.
	 *
	 * @var LiveSurveys
	 */
	private LiveSurveys $live;

	/**
	 * The survey data store.
	 *
	 * @var SurveyRepository
	 */
	private SurveyRepository $repository;

	/**
	 * Constructor.
	 *
	 * @param LiveSurveys      $live       Which surveys are live.
	 * @param SurveyRepository $repository The survey data store.
	 */
	public function __construct( LiveSurveys $live, SurveyRepository $repository ) {
		$this->live       = $live;
		$this->repository = $repository;
	}

	/**
	 * The live surveys by id, in id order (oldest first).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function all(): array {
		$ids = $this->live->ids();
		if ( array() === $ids ) {
			return array();
		}
		$key    = 'rows:' . wp_cache_get_last_changed( LiveSurveys::CACHE_GROUP ) . ':' . implode( ',', $ids );
		$cached = wp_cache_get( $key, LiveSurveys::CACHE_GROUP );
		if ( is_array( $cached ) ) {
			return $cached;
		}
		$rows = array();
		foreach ( $this->repository->find_many( $ids ) as $row ) {
			$rows[ (int) $row['id'] ] = $row;
		}
		ksort( $rows );
		wp_cache_set( $key, $rows, LiveSurveys::CACHE_GROUP );
		return $rows;
	}

	/**
	 * One live survey, or null when it does not exist or is not live.
	 *
	 * @param int $id Survey id.
	 * @return array<string, mixed>|null
	 */
	public function get( int $id ): ?array {
		return $this->all()[ $id ] ?? null;
	}
}
