<?php
/**
 * A second connection whose COMMITs fail as a Galera node's do.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Database;

/**
 * Its own connection to the test site's database (outside the test's transaction, so a unit of
 * work runs at the top level and its COMMIT is real). Each error queued in $commit_errors makes
 * the next COMMIT fail the way a cluster node reports it: the server has already thrown the
 * transaction away (a lost certification, a node that left the primary component), so the
 * statements are rolled back and the COMMIT returns false with that error.
 */
final class FlakyCommitDb extends \wpdb {

	/**
	 * The errors the next COMMITs report, in order.
	 *
	 * @var string[]
	 */
	public array $commit_errors = array();

	/**
	 * START TRANSACTIONs sent.
	 *
	 * @var int
	 */
	public int $starts = 0;

	/**
	 * COMMITs asked for (failed ones included).
	 *
	 * @var int
	 */
	public int $commits = 0;

	public function __construct() {
		parent::__construct( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->suppress_errors( true );
		$this->hide_errors();
		$this->set_prefix( $GLOBALS['wpdb']->prefix );
	}

	/**
	 * Runs the statement, or fails the COMMIT as queued.
	 *
	 * @param string $query The statement.
	 * @return int|bool
	 */
	public function query( $query ) {
		if ( 'START TRANSACTION' === $query ) {
			++$this->starts;
		}
		if ( 'COMMIT' === $query ) {
			++$this->commits;
			$error = array_shift( $this->commit_errors );
			if ( null !== $error ) {
				parent::query( 'ROLLBACK' );
				$this->last_error = $error;
				return false;
			}
		}
		return parent::query( $query );
	}
}
