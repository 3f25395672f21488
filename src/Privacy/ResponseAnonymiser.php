<?php
/**
 * Anonymises responses, for the personal data eraser.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Privacy;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\ResponseFields;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Reporting\RollupWriter;

// The eraser's writes: direct queries on our own tables, names from Tables (never input), every
// value through prepare(); IN() lists are placeholders built by ResponsesRepository::placeholders(),
// which WPCS 2.3 cannot follow. Each such statement says so in its own phpcs:ignore.

/**
 * The 'anonymise' erasure (the site's `privacy_erasure` setting, PersonalDataTools): what counts
 * as personal in a response and how it is removed. The change runs through
 * ResponsesRepository::change(), so it is all or nothing and keeps the rollups, counters and
 * facts exact, as every write of responses does.
 */
final class ResponseAnonymiser {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly ResponsesRepository $responses ) {
	}

	/**
	 * Anonymises the survey's responses among the ids (privacy erasure with the site's
	 * 'anonymise' setting): every answer but those to the given choice and rating questions is
	 * replaced, every comment and name too, and an e-mail address left under a kept question
	 * (one that was an e-mail question before its type changed); the page address keeps its
	 * scheme, host and path only (a query string or fragment may carry the address); the IP and
	 * the WordPress user are forgotten, so are its hidden fields' values, and any e-mail still queued for them is dropped. The
	 * rollups count choices, ratings and whether a comment was left, which only the kept
	 * questions' addresses change: those responses are taken out of the rollups and counted again.
	 *
	 * @param int      $survey_id Survey id.
	 * @param int[]    $ids       Response ids.
	 * @param string[] $kept      Ids of the questions whose answers are kept.
	 * @return int[]|null|false See ResponsesRepository::change().
	 */
	public function anonymise( int $survey_id, array $ids, array $kept ) {
		$result = $this->responses->change(
			$survey_id,
			$ids,
			null,
			function ( array $changed, RollupWriter $rollups ) use ( $survey_id, $kept ): bool {
				$wpdb    = $this->wpdb;
				$in      = ResponsesRepository::placeholders( $changed );
				$removed = __( '[removed]', 'userfeedback' );
				$keep    = array() === $kept ? '' : ' AND question_id NOT IN (' . implode( ',', array_fill( 0, count( $kept ), '%s' ) ) . ')';
				return $this->anonymise_kept_addresses( $changed, $kept, $rollups, $removed )
					// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
					&& false !== $wpdb->query( $wpdb->prepare( "UPDATE `{$this->tables->answers()}` SET value = %s WHERE response_id IN ({$in}){$keep}", array_merge( array( $removed ), $changed, $kept ) ) )
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
					&& false !== $wpdb->query( $wpdb->prepare( "UPDATE `{$this->tables->answers()}` SET extra = %s WHERE response_id IN ({$in}) AND extra IS NOT NULL", array_merge( array( $removed ), $changed ) ) )
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
					&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->email_queue()}` WHERE response_id IN ({$in})", $changed ) )
					// Hidden fields say who the visitor is or where they came from (a user id,
					// a campaign, a cookie): anonymising forgets them all.
					&& ( new ResponseFields( $wpdb, $this->tables ) )->delete_for_responses( $changed )
					&& $this->scrub_page_urls( $survey_id, $changed )
					// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
					&& false !== $wpdb->query( $wpdb->prepare( "UPDATE `{$this->tables->responses()}` SET user_ip = '', user_id = 0, origin = NULL WHERE survey_id = %d AND id IN ({$in})", array_merge( array( $survey_id ), $changed ) ) );
			}
		);
		if ( is_array( $result ) && array() !== $result ) {
			/**
			 * Fires after responses were anonymised (committed): what was derived from their
			 * words (the insights' sentiment and themes) goes too.
			 *
			 * @since 0.3.0
			 * @param int[] $response_ids The responses anonymised.
			 * @param int   $survey_id    Their survey.
			 */
			do_action( 'userfeedback_responses_anonymised', $result, $survey_id );
		}
		return $result;
	}

	/**
	 * Replaces the e-mail addresses among the kept questions' answers of the responses, inside
	 * anonymise()'s transaction. They count in the rollups (a choice is counted by its value), so
	 * the published responses concerned leave the rollups before and come back after.
	 *
	 * @param int[]        $changed The responses being anonymised.
	 * @param string[]     $kept    Ids of the questions whose answers are kept.
	 * @param RollupWriter $rollups The write's derived sets.
	 * @param string       $removed What replaces them.
	 * @return bool False when the database failed.
	 */
	private function anonymise_kept_addresses( array $changed, array $kept, RollupWriter $rollups, string $removed ): bool {
		if ( array() === $kept ) {
			return true;
		}
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own tables (names from Tables); values prepared, IN() lists of %d and %s placeholders.
		$rows      = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, response_id, value FROM `{$this->tables->answers()}` WHERE response_id IN (" . ResponsesRepository::placeholders( $changed ) . ') AND question_id IN (' . implode( ',', array_fill( 0, count( $kept ), '%s' ) ) . ') AND value LIKE %s', array_merge( $changed, $kept, array( '%@%' ) ) ), ARRAY_A );
		$answers   = array();
		$responses = array();
		foreach ( $rows as $row ) {
			if ( false !== is_email( trim( (string) $row['value'] ) ) ) {
				$answers[]   = (int) $row['id'];
				$responses[] = (int) $row['response_id'];
			}
		}
		if ( '' !== $wpdb->last_error ) {
			return false;
		}
		if ( array() === $answers ) {
			return true;
		}
		$published = $rollups->keeps() ? $this->responses->published( array_values( array_unique( $responses ) ) ) : array();
		return is_array( $published )
			&& $rollups->subtract( $published )
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
			&& false !== $wpdb->query( $wpdb->prepare( "UPDATE `{$this->tables->answers()}` SET value = %s WHERE id IN (" . ResponsesRepository::placeholders( $answers ) . ')', array_merge( array( $removed ), $answers ) ) )
			&& $rollups->add( $published );
	}

	/**
	 * Cuts the responses' page addresses down to scheme, host and path, inside anonymise()'s
	 * transaction: one UPDATE per distinct address left, most responses sharing a few pages.
	 *
	 * @param int   $survey_id Survey id.
	 * @param int[] $changed   The responses being anonymised.
	 * @return bool False when the database failed.
	 */
	private function scrub_page_urls( int $survey_id, array $changed ): bool {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, page_url FROM `{$this->tables->responses()}` WHERE survey_id = %d AND id IN (" . ResponsesRepository::placeholders( $changed ) . ')', array_merge( array( $survey_id ), $changed ) ), ARRAY_A );
		if ( '' !== $wpdb->last_error ) {
			return false;
		}
		$by_url = array();
		foreach ( $rows as $row ) {
			$url = self::scrubbed_url( (string) $row['page_url'] );
			if ( $url !== (string) $row['page_url'] ) {
				$by_url[ $url ][] = (int) $row['id'];
			}
		}
		foreach ( $by_url as $url => $ids ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables (names from Tables); values prepared, IN() lists of %d placeholders.
			if ( false === $wpdb->query( $wpdb->prepare( "UPDATE `{$this->tables->responses()}` SET page_url = %s WHERE id IN (" . ResponsesRepository::placeholders( $ids ) . ')', array_merge( array( (string) $url ), $ids ) ) ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * A page address with only its scheme, host (and port) and path: no query string or fragment,
	 * where a form or a mailing's link may have put an address, and no user name or password.
	 *
	 * @param string $url The page address as stored.
	 * @return string
	 */
	private static function scrubbed_url( string $url ): string {
		$url = (string) preg_replace( '/[?#].*/s', '', $url );
		return (string) preg_replace( '~^([a-z][a-z0-9+.\-]*:)?//[^/]*@~i', '$1//', $url );
	}
}
