<?php
/**
 * Makes chosen statements lose a deadlock, as the server reports one.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests;

/**
 * A 'query' filter swaps each chosen statement for a SIGNAL of error 1213 with InnoDB's message:
 * the server itself answers with the number and text a deadlock victim or a lost Galera
 * certification gets, so the code under test sees exactly what production would. A SIGNAL rolls
 * nothing back, so the test's own transaction is untouched. Call stop_deadlocks() in tearDown().
 */
trait LosesDeadlocks {

	/**
	 * The swapping filter while it is on.
	 *
	 * @var \Closure|null
	 */
	private ?\Closure $deadlock_swap = null;

	/**
	 * How many statements lost so far.
	 *
	 * @var int
	 */
	private int $deadlocks_lost = 0;

	/**
	 * From now on, the first $times statements containing $needle lose a deadlock.
	 *
	 * @param string $needle Part of the statement.
	 * @param int    $times  How many of them.
	 * @return void
	 */
	private function deadlock( string $needle, int $times ): void {
		$this->stop_deadlocks();
		$this->deadlock_swap = function ( string $query ) use ( $needle, $times ): string {
			if ( $this->deadlocks_lost < $times && str_contains( $query, $needle ) ) {
				++$this->deadlocks_lost;
				return "SIGNAL SQLSTATE '40001' SET MYSQL_ERRNO = 1213, MESSAGE_TEXT = 'Deadlock found when trying to get lock; try restarting transaction'";
			}
			return $query;
		};
		add_filter( 'query', $this->deadlock_swap, PHP_INT_MAX );
	}

	/**
	 * Takes the filter off.
	 *
	 * @return void
	 */
	private function stop_deadlocks(): void {
		if ( null !== $this->deadlock_swap ) {
			remove_filter( 'query', $this->deadlock_swap, PHP_INT_MAX );
			$this->deadlock_swap = null;
		}
	}
}
