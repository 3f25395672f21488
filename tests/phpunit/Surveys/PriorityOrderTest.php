<?php
/**
 * Turning a display order into priorities, changing as few as possible.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Surveys\PriorityOrder;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Tests\TestCase;

// Random orders from a seeded mt_rand, so a failure can be replayed.
// phpcs:disable WordPress.WP.AlternativeFunctions.rand_mt_rand, WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand

/**
 * The builder's Priority and the surveys list's Display Order are one value: an order saved
 * changes only the numbers it must (docs/decisions.md "Display rules across surveys").
 */
final class PriorityOrderTest extends TestCase {

	/**
	 * Orders and the changes they take.
	 *
	 * @return array<string, array{array<int, array{int, int}>, array<int, int>}>
	 */
	public static function orders(): array {
		return array(
			'unchanged order'                  => array( array( array( 1, 10 ), array( 2, 4 ), array( 3, 0 ) ), array() ),
			'all zero, oldest first'           => array( array( array( 1, 0 ), array( 2, 0 ), array( 3, 0 ) ), array() ),
			'last moved to the top'            => array( array( array( 3, 0 ), array( 1, 10 ), array( 2, 4 ) ), array( 3 => 11 ) ),
			'moved between two: halfway'       => array( array( array( 1, 10 ), array( 3, 0 ), array( 2, 4 ) ), array( 3 => 7 ) ),
			'first moved to the bottom'        => array( array( array( 2, 4 ), array( 3, 1 ), array( 1, 10 ) ), array( 1 => 0 ) ),
			'newer above older, all zero'      => array( array( array( 2, 0 ), array( 1, 0 ) ), array( 2 => 1 ) ),
			'nothing fits: n … 1'              => array(
				array( array( 3, 0 ), array( 2, 0 ), array( 1, 0 ) ),
				array(
					3 => 2,
					2 => 1,
				),
			),
			'an equal priority may stay equal' => array( array( array( 1, 5 ), array( 3, 5 ), array( 2, 1 ) ), array() ),
			'no room above 1000: n … 1'        => array(
				array( array( 2, 0 ), array( 1, 1000 ) ),
				array(
					2 => 2,
					1 => 1,
				),
			),
			'a value out of range is replaced' => array( array( array( 1, 5000 ), array( 2, 3 ) ), array( 1 => 4 ) ),
		);
	}

	/**
	 * Known orders.
	 *
	 * @param array<int, array{int, int}> $order   [id, priority] pairs, the first shown first.
	 * @param array<int, int>             $changes The expected new priorities by id.
	 */
	#[DataProvider( 'orders' )]
	public function test_known_orders( array $order, array $changes ): void {
		$items  = self::items( $order );
		$actual = PriorityOrder::changes( $items );
		ksort( $actual );
		ksort( $changes );
		$this->assertSame( $changes, $actual );
		$this->assertTrue( self::holds( self::applied( $items, $actual ) ) );
	}

	public function test_any_order_comes_true_with_the_fewest_changes(): void {
		mt_srand( 23 );
		for ( $run = 0; $run < 3000; $run++ ) {
			$count = mt_rand( 1, 7 );
			$ids   = range( 1, $count );
			shuffle( $ids );
			$items = array();
			foreach ( $ids as $id ) {
				$items[] = array(
					'id'       => $id,
					'priority' => mt_rand( 0, 1 ) ? mt_rand( 0, 4 ) : mt_rand( 0, SurveyDefaults::MAX_PRIORITY ),
				);
			}
			$changes = PriorityOrder::changes( $items );
			$label   = (string) wp_json_encode( $items );
			$this->assertTrue( self::holds( self::applied( $items, $changes ) ), $label );
			$this->assertSame( self::fewest_changes( $items ), count( $changes ), $label );
		}
	}

	public function test_a_thousand_surveys_reversed(): void {
		$items = array();
		for ( $id = SurveyDefaults::MAX_PRIORITY; $id >= 1; $id-- ) {
			$items[] = array(
				'id'       => $id,
				'priority' => 0,
			);
		}
		$changes = PriorityOrder::changes( $items );
		$this->assertTrue( self::holds( self::applied( $items, $changes ) ) );
		$this->assertCount( SurveyDefaults::MAX_PRIORITY - 1, $changes );
	}

	/**
	 * Items from [id, priority] pairs.
	 *
	 * @param array<int, array{int, int}> $pairs The pairs.
	 * @return array<int, array{id: int, priority: int}>
	 */
	private static function items( array $pairs ): array {
		return array_map(
			static fn( array $pair ): array => array(
				'id'       => $pair[0],
				'priority' => $pair[1],
			),
			$pairs
		);
	}

	/**
	 * The items with the changes made.
	 *
	 * @param array<int, array{id: int, priority: int}> $items   The order.
	 * @param array<int, int>                           $changes New priorities by id.
	 * @return array<int, array{id: int, priority: int}>
	 */
	private static function applied( array $items, array $changes ): array {
		foreach ( $items as &$item ) {
			$item['priority'] = $changes[ $item['id'] ] ?? $item['priority'];
		}
		return $items;
	}

	/**
	 * Whether pages consider the items in this order (priority down, then the older first), all
	 * within 0 … MAX_PRIORITY.
	 *
	 * @param array<int, array{id: int, priority: int}> $items The order.
	 * @return bool
	 */
	private static function holds( array $items ): bool {
		foreach ( $items as $k => $item ) {
			if ( $item['priority'] < 0 || $item['priority'] > SurveyDefaults::MAX_PRIORITY ) {
				return false;
			}
			if ( $k > 0 && array( -$items[ $k - 1 ]['priority'], $items[ $k - 1 ]['id'] ) >= array( -$item['priority'], $item['id'] ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The fewest changes any assignment needs, by trying every set of surveys to keep: a set
	 * works when the priority between each two kept neighbours (and the ends, 1000 and 0) leaves
	 * room for a step down wherever a newer survey precedes an older one.
	 *
	 * @param array<int, array{id: int, priority: int}> $items The order.
	 * @return int
	 */
	private static function fewest_changes( array $items ): int {
		$count = count( $items );
		$best  = $count;
		for ( $mask = 0; $mask < ( 1 << $count ); $mask++ ) {
			$kept    = array( -1 );
			$changes = $count;
			for ( $k = 0; $k < $count; $k++ ) {
				if ( $mask & ( 1 << $k ) ) {
					if ( $items[ $k ]['priority'] < 0 || $items[ $k ]['priority'] > SurveyDefaults::MAX_PRIORITY ) {
						continue 2;
					}
					$kept[] = $k;
					--$changes;
				}
			}
			$kept[] = $count;
			if ( $changes < $best && self::room_for_all( $items, $kept ) ) {
				$best = $changes;
			}
		}
		return $best;
	}

	/**
	 * Whether the surveys between kept positions fit.
	 *
	 * @param array<int, array{id: int, priority: int}> $items The order.
	 * @param int[]                                     $kept  Kept positions, with -1 and count as the ends.
	 * @return bool
	 */
	private static function room_for_all( array $items, array $kept ): bool {
		$count = count( $items );
		$ends  = count( $kept );
		for ( $x = 1; $x < $ends; $x++ ) {
			$from  = $kept[ $x - 1 ];
			$to    = $kept[ $x ];
			$upper = -1 === $from ? SurveyDefaults::MAX_PRIORITY : $items[ $from ]['priority'];
			$lower = $count === $to ? 0 : $items[ $to ]['priority'];
			$downs = 0;
			$end   = min( $to, $count - 1 );
			for ( $k = max( 1, $from + 1 ); $k <= $end; $k++ ) {
				if ( $items[ $k ]['id'] < $items[ $k - 1 ]['id'] ) {
					++$downs;
				}
			}
			if ( $upper - $lower < $downs ) {
				return false;
			}
		}
		return true;
	}
}
