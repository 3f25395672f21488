<?php
/**
 * The counters' oracle: a recount of the responses.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Reporting;

use UserFeedback\Reporting\Build\BuildKind;
use UserFeedback\Reporting\CountScope;
use UserFeedback\Reporting\Counts;

/**
 * For tests of writers: after a write, a counted survey's live counters (its totals and its
 * published responses per UTC quarter hour and per UTC hour, zeros left out) must equal a COUNT
 * of its responses.
 */
trait CountersOracle {

	/**
	 * The survey is counted, and its live counters equal a recount of its responses.
	 *
	 * @param int    $survey_id Survey id.
	 * @param string $when      After what (the failure message).
	 * @return void
	 */
	protected function assert_counters_are_a_recount( int $survey_id, string $when ): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		// phpcs:disable WordPress.DB -- the oracle reads our tables directly, on purpose.
		$this->assertTrue( userfeedback()->rollups()->states()->of( $survey_id, BuildKind::Rollups )->exact, "{$when}: counted" );
		// Every key's shards summed (a database node adds into its own row of a key).
		$kept    = $wpdb->get_results( $wpdb->prepare( "SELECT slot, CAST( SUM( published ) AS CHAR ) AS published FROM `{$tables->counts()}` WHERE survey_id = %d AND scope = 0 AND slot <> %s GROUP BY slot HAVING SUM( published ) <> 0 ORDER BY slot", $survey_id, Counts::TOTALS ), ARRAY_A );
		$slot    = Counts::slot_sql( 'submitted_at' );
		$slots   = $wpdb->get_results( $wpdb->prepare( "SELECT {$slot} AS slot, CAST( COUNT(*) AS CHAR ) AS published FROM `{$tables->responses()}` WHERE survey_id = %d AND status = 'publish' GROUP BY slot ORDER BY slot", $survey_id ), ARRAY_A );
		$hours   = $wpdb->get_results( $wpdb->prepare( "SELECT slot, CAST( SUM( published ) AS CHAR ) AS published FROM `{$tables->counts()}` WHERE survey_id = %d AND scope = %d GROUP BY slot HAVING SUM( published ) <> 0 ORDER BY slot", $survey_id, CountScope::LiveHours->value ), ARRAY_A );
		$hour    = '( submitted_at - INTERVAL MINUTE( submitted_at ) MINUTE - INTERVAL SECOND( submitted_at ) SECOND )';
		$by_hour = $wpdb->get_results( $wpdb->prepare( "SELECT {$hour} AS slot, CAST( COUNT(*) AS CHAR ) AS published FROM `{$tables->responses()}` WHERE survey_id = %d AND status = 'publish' GROUP BY slot ORDER BY slot", $survey_id ), ARRAY_A );
		$total   = $wpdb->get_row( $wpdb->prepare( "SELECT COALESCE( SUM( status = 'publish' ), 0 ) AS published, COALESCE( SUM( status = 'trash' ), 0 ) AS trashed FROM `{$tables->responses()}` WHERE survey_id = %d", $survey_id ), ARRAY_A );
		$nonzero = $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM ( SELECT slot FROM `{$tables->counts()}` WHERE survey_id = %d AND scope = 0 AND slot <> %s GROUP BY slot HAVING SUM( trashed ) <> 0 ) t", $survey_id, Counts::TOTALS ) );
		// phpcs:enable WordPress.DB
		$this->assertSame( $slots, $kept, "{$when}: published per quarter hour" );
		$this->assertSame( $by_hour, $hours, "{$when}: published per hour" );
		$this->assertSame( '0', $nonzero, "{$when}: trashed responses are counted in the totals only" );
		$this->assertSame(
			array(
				'published' => (int) $total['published'],
				'trashed'   => (int) $total['trashed'],
			),
			$this->counted_totals( $survey_id ),
			"{$when}: totals"
		);
	}

	/**
	 * The survey's live totals (its totals rows of every shard, summed).
	 *
	 * @param int $survey_id Survey id.
	 * @return array{published: int, trashed: int}
	 */
	protected function counted_totals( int $survey_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB -- the oracle reads our table directly, on purpose.
		$row = (array) $wpdb->get_row( $wpdb->prepare( 'SELECT SUM( published ) AS published, SUM( trashed ) AS trashed FROM `' . userfeedback()->tables()->counts() . '` WHERE survey_id = %d AND scope = 0 AND slot = %s', $survey_id, Counts::TOTALS ), ARRAY_A );
		return array(
			'published' => (int) ( $row['published'] ?? 0 ),
			'trashed'   => (int) ( $row['trashed'] ?? 0 ),
		);
	}
}
