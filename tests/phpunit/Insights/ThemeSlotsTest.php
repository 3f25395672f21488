<?php
/**
 * Two themes created at once take distinct slots.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use UserFeedback\Insights\ThemeStore;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the test reads and clears its committed rows directly, on purpose.

/**
 * Real concurrency needs committed rows another connection sees, so this test works on two
 * connections of its own, outside the test's transaction, for a survey id no survey has, and
 * deletes its rows afterwards.
 */
final class ThemeSlotsTest extends TestCase {

	/**
	 * The survey id the themes are made for (no survey row needed).
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	/**
	 * The connections.
	 *
	 * @var \wpdb[]
	 */
	private array $connections = array();

	protected function setUp(): void {
		parent::setUp();
		$this->survey_id = 4000000000 + random_int( 0, 99999999 );
	}

	protected function tearDown(): void {
		foreach ( $this->connections as $connection ) {
			$connection->query( 'ROLLBACK' );
		}
		$own = $this->connection();
		$own->query( $own->prepare( 'DELETE FROM `' . userfeedback()->tables()->insight_themes() . '` WHERE survey_id = %d', $this->survey_id ) );
		foreach ( $this->connections as $connection ) {
			$connection->close();
		}
		parent::tearDown();
	}

	/**
	 * A create whose transaction began before another create committed sees the slot free in its
	 * snapshot: the unique key refuses it, and it takes the next one instead of failing or
	 * sharing it.
	 */
	public function test_a_create_that_cannot_see_another_takes_the_next_slot(): void {
		$tables = userfeedback()->tables();
		$late   = $this->connection();
		$first  = $this->connection();
		$late->query( 'START TRANSACTION' );
		$this->assertSame( '0', (string) $late->get_var( $late->prepare( 'SELECT COUNT(*) FROM `' . $tables->insight_themes() . '` WHERE survey_id = %d', $this->survey_id ) ), 'the late transaction\'s snapshot: no theme' );

		$a = ( new ThemeStore( $first, $tables ) )->create( $this->survey_id, 'First', array(), ThemeStore::ORIGIN_OWNER );
		$b = ( new ThemeStore( $late, $tables ) )->create( $this->survey_id, 'Late', array(), ThemeStore::ORIGIN_OWNER );
		$this->assertGreaterThan( 0, $a );
		$this->assertGreaterThan( 0, $b, 'the late create is not refused' );
		$this->assertSame( '', $late->last_error );
		$late->query( 'COMMIT' );

		$slots = $first->get_results( $first->prepare( 'SELECT id, slot FROM `' . $tables->insight_themes() . '` WHERE survey_id = %d ORDER BY id', $this->survey_id ), ARRAY_A );
		$this->assertSame(
			array(
				array(
					'id'   => (string) $a,
					'slot' => '0',
				),
				array(
					'id'   => (string) $b,
					'slot' => '1',
				),
			),
			$slots
		);
	}

	/**
	 * A connection of the test's own, outside its transaction.
	 *
	 * @return \wpdb
	 */
	private function connection(): \wpdb {
		$connection          = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$this->connections[] = $connection;
		return $connection;
	}
}
