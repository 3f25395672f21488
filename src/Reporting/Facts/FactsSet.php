<?php
/**
 * The facts rows as a derived set the build engine builds.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Facts;

use UserFeedback\Reporting\Build\BuildKind;
use UserFeedback\Reporting\Build\BuildState;
use UserFeedback\Reporting\Build\DerivedSet;
use UserFeedback\Reporting\Build\Watermark;

/**
 * One packed row per published response, for a layout (FactLayout::key(): an option edited or a
 * question added changes it; '' when the survey cannot be packed). Built in place: each chunk
 * drops the rows of its range and packs its responses as they are now (a response trashed since
 * is gone), so there is no staging set to swap. Until the build ends, filtered reports read the
 * answers (FactsReport).
 */
final class FactsSet implements DerivedSet {

	public function __construct( private readonly \wpdb $wpdb, private readonly ResponseFacts $facts ) {
	}

	public function kind(): BuildKind {
		return BuildKind::Facts;
	}

	public function key( array $questions ): string {
		return FactLayout::key( $questions );
	}

	public function is_current( BuildState $state, string $key ): bool {
		return $key === $state->live_key;
	}

	public function start( int $survey_id ): bool {
		return true;
	}

	public function add( int $survey_id, array $questions, Watermark $from, ?Watermark $to ): bool {
		$range = "r.status = 'publish' AND " . Watermark::range_sql( $this->wpdb, $from, $to, 'r.submitted_at', 'r.id' );
		return $this->facts->delete_range( $survey_id, $from, $to ) && $this->facts->write( $survey_id, $questions, $range );
	}

	public function finish( int $survey_id ): bool {
		return true;
	}
}
