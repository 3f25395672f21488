<?php
/**
 * Shared set-up of the Site Health tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Health;

use UserFeedback\Health\QueueStats;
use UserFeedback\Health\Result;
use UserFeedback\Tests\TestCase;

/**
 * Each test starts from an empty queue (emptied inside its transaction) and arranges the rows it
 * needs with the times it needs; the checks get a fixed clock.
 */
abstract class HealthTestCase extends TestCase {

	/**
	 * The clock the checks are given.
	 *
	 * @var int
	 */
	protected int $now;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->now = time();
		$table     = userfeedback()->tables()->email_queue();
		$wpdb->query( "DELETE FROM `{$table}`" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables.
	}

	/**
	 * A queue row.
	 *
	 * @param string               $status    pending, sending, sent, skipped or failed.
	 * @param int                  $run_after Unix time: when it is due, or when it ended.
	 * @param string               $kind      The row's kind.
	 * @param array<string, mixed> $columns   More columns.
	 * @return int The row's id.
	 */
	protected function queue_row( string $status, int $run_after, string $kind = 'response', array $columns = array() ): int {
		global $wpdb;
		$wpdb->insert(
			userfeedback()->tables()->email_queue(),
			array_merge(
				array(
					'kind'       => $kind,
					'dedupe_key' => $kind . ':' . wp_generate_password( 12, false ),
					'recipients' => 'owner@example.com',
					'payload'    => '{}',
					'status'     => $status,
					'attempts'   => 'failed' === $status ? 5 : 0,
					'run_after'  => gmdate( 'Y-m-d H:i:s', $run_after ),
					'created_at' => gmdate( 'Y-m-d H:i:s', $run_after ),
				),
				$columns
			)
		);
		$this->assertGreaterThan( 0, (int) $wpdb->insert_id, (string) $wpdb->last_error );
		return (int) $wpdb->insert_id;
	}

	/**
	 * The queue's figures over the running site's tables.
	 *
	 * @return QueueStats
	 */
	protected function stats(): QueueStats {
		global $wpdb;
		return new QueueStats( $wpdb, userfeedback()->tables() );
	}

	/**
	 * The clock the checks are given.
	 *
	 * @return \Closure(): int
	 */
	protected function clock(): \Closure {
		$now = $this->now;
		return static fn(): int => $now;
	}

	/**
	 * Asserts the shape every result must have.
	 *
	 * @param array<string, mixed> $result The result.
	 * @param string               $test   The test's id.
	 * @param string               $status The expected status.
	 * @return void
	 */
	protected function assert_result( array $result, string $test, string $status ): void {
		$this->assertSame( array( 'label', 'status', 'badge', 'description', 'actions', 'test' ), array_keys( $result ) );
		$this->assertSame( $status, $result['status'], wp_strip_all_tags( (string) $result['description'] ) );
		$this->assertSame( $test, $result['test'] );
		$this->assertSame(
			array(
				'label' => 'UserFeedback',
				'color' => Result::BADGE_COLOR,
			),
			$result['badge']
		);
		$this->assertNotSame( '', $result['label'] );
		$this->assertStringStartsWith( '<p>', (string) $result['description'] );
	}

	/**
	 * A result's description as text, tags stripped.
	 *
	 * @param array<string, mixed> $result The result.
	 * @return string
	 */
	protected static function text( array $result ): string {
		return html_entity_decode( wp_strip_all_tags( (string) $result['description'] ), ENT_QUOTES );
	}
}
