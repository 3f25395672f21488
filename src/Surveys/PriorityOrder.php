<?php
/**
 * The priorities that make an order of surveys come true, changing as few as possible.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

/**
 * A page gets the eligible survey with the highest `settings.behavior.priority`, the oldest (lowest
 * id) first among equals. The surveys list's Display Order and the builder's Priority field are two
 * views of that one number, so saving an order must not renumber surveys the owner did not move:
 * the builder would then show a number the owner never typed. So an order is turned into
 * priorities by keeping every survey whose priority already fits the new order (the most that
 * can be kept, found by dynamic programming over the order) and giving only the others a number
 * between their kept neighbours: just above the next survey when moved to the top, just below
 * the previous one when moved to the bottom, halfway between two otherwise. Among equally long
 * choices, the one leaving fewer equal priorities side by side wins (equal numbers read as a tie
 * to the owner even though the older survey goes first).
 *
 * Pure: no database, no WordPress.
 */
final class PriorityOrder {

	/**
	 * The new priorities of the surveys whose priority must change for `$order` to be the order
	 * pages consider them in.
	 *
	 * @param array<int, array{id: int, priority: int}> $order The surveys, the first shown first,
	 *                                                         with their current priorities.
	 * @return array<int, int> New priority by survey id, only for the surveys that change.
	 * @throws \InvalidArgumentException For more surveys than there are priorities.
	 */
	public static function changes( array $order ): array {
		$order = array_values( $order );
		$count = count( $order );
		if ( 0 === $count ) {
			return array();
		}
		if ( $count > SurveyDefaults::MAX_PRIORITY ) {
			throw new \InvalidArgumentException( 'An order lists at most MAX_PRIORITY surveys.' );
		}

		// Positions 1…n are the surveys; 0 is a virtual survey above them all (priority MAX, any
		// survey may equal it) and n+1 one below them all (priority 0, any survey may equal it).
		$priority = array( SurveyDefaults::MAX_PRIORITY );
		$ids      = array( null );
		foreach ( $order as $item ) {
			$priority[] = (int) $item['priority'];
			$ids[]      = (int) $item['id'];
		}
		$priority[] = 0;
		$ids[]      = null;
		$last       = $count + 1;

		// descents[k]: how many steps among positions 0…k must go strictly down (a newer survey
		// shown before an older one cannot share its priority).
		$descents = array( 0 );
		for ( $k = 1; $k <= $last; $k++ ) {
			$down           = null !== $ids[ $k - 1 ] && null !== $ids[ $k ] && $ids[ $k ] < $ids[ $k - 1 ];
			$descents[ $k ] = $descents[ $k - 1 ] + ( $down ? 1 : 0 );
		}

		// best[j]: [kept, -ties] of the best choice that keeps position j; from[j] its kept predecessor.
		$best = array( 0 => array( 0, 0 ) );
		$from = array();
		for ( $j = 1; $j <= $last; $j++ ) {
			$real = $j <= $count;
			if ( $real && ( $priority[ $j ] < 0 || $priority[ $j ] > SurveyDefaults::MAX_PRIORITY ) ) {
				continue;
			}
			for ( $i = 0; $i < $j; $i++ ) {
				if ( ! isset( $best[ $i ] ) ) {
					continue;
				}
				$room = $priority[ $i ] - $priority[ $j ];
				if ( $room < $descents[ $j ] - $descents[ $i ] ) {
					continue;
				}
				$score = array(
					$best[ $i ][0] + ( $real ? 1 : 0 ),
					$best[ $i ][1] - self::ties( $i, $j, $last, $room ),
				);
				if ( ! isset( $best[ $j ] ) || $score > $best[ $j ] ) {
					$best[ $j ] = $score;
					$from[ $j ] = $i;
				}
			}
		}

		$changes = array();
		$j       = $last;
		while ( $j > 0 ) {
			$i     = $from[ $j ];
			$k     = $i;
			$value = $priority[ $i ];
			foreach ( self::drops( $i, $j, $last, $priority[ $i ] - $priority[ $j ], $ids ) as $drop ) {
				$value -= $drop;
				++$k;
				if ( $k < $j && $value !== $priority[ $k ] ) {
					$changes[ (int) $ids[ $k ] ] = $value;
				}
			}
			$j = $i;
		}
		return $changes;
	}

	/**
	 * How many pairs of neighbours in the segment between two kept positions end up with equal
	 * priorities (transitions to the virtual ends do not count).
	 *
	 * @param int $i    The upper kept position.
	 * @param int $j    The lower kept position.
	 * @param int $last The virtual bottom's position.
	 * @param int $room Priority between them.
	 * @return int
	 */
	private static function ties( int $i, int $j, int $last, int $room ): int {
		$steps = $j - $i - ( 0 === $i ? 1 : 0 ) - ( $last === $j ? 1 : 0 );
		return max( 0, $steps - $room );
	}

	/**
	 * How much the priority drops at each step from position $i to $j (j − i steps, summing to
	 * $room, each at least 1 where a newer survey comes before an older one).
	 *
	 * @param int                  $i    The upper kept position.
	 * @param int                  $j    The lower kept position.
	 * @param int                  $last The virtual bottom's position.
	 * @param int                  $room Priority between them.
	 * @param array<int, int|null> $ids  Survey id by position (null for the virtual ends).
	 * @return int[]
	 */
	private static function drops( int $i, int $j, int $last, int $room, array $ids ): array {
		$steps  = $j - $i;
		$forced = array();
		for ( $s = 0; $s < $steps; $s++ ) {
			$upper    = $ids[ $i + $s ];
			$lower    = $ids[ $i + $s + 1 ];
			$forced[] = null !== $upper && null !== $lower && $lower < $upper ? 1 : 0;
		}
		if ( 1 === $steps ) {
			return array( $room );
		}

		// The step that takes what is left: from the virtual top when the moved surveys lead (so
		// they sit just above the next one), to the virtual bottom when they trail (just below
		// the previous one); none between two kept surveys (spread evenly).
		$absorber = null;
		if ( 0 === $i ) {
			$absorber = 0;
		} elseif ( $last === $j ) {
			$absorber = $steps - 1;
		}

		$drops = array();
		if ( null === $absorber ) {
			$base = intdiv( $room, $steps );
			$rest = $room % $steps;
			for ( $s = 0; $s < $steps; $s++ ) {
				$drops[] = $base + ( $s < $rest ? 1 : 0 );
			}
			if ( $base >= 1 ) {
				return $drops;
			}
		} else {
			$others = $steps - 1;
			if ( $room - $others >= $forced[ $absorber ] ) {
				$drops              = array_fill( 0, $steps, 1 );
				$drops[ $absorber ] = $room - $others;
				return $drops;
			}
		}

		// Too little room for a step of 1 everywhere: the forced steps first, then one more step
		// wherever room is left, so as few neighbours as possible share a priority.
		$drops = $forced;
		$left  = $room - array_sum( $forced );
		for ( $s = 0; $s < $steps && $left > 0; $s++ ) {
			if ( 0 === $drops[ $s ] && $s !== $absorber ) {
				$drops[ $s ] = 1;
				--$left;
			}
		}
		$drops[ $absorber ?? 0 ] += $left;
		return $drops;
	}
}
