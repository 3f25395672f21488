<?php
/**
 * How a list of page rules combines, when some of them are not known yet.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Targeting;

/**
 * The semantics shared with the widget: rule i's operator joins it to rule i-1 (the first rule's
 * operator is ignored); && binds tighter than ||, so the list is a disjunction of AND-groups, true
 * when any group is all true; an empty list is true.
 *
 * The server knows only some rules. can_pass() treats the unknown ones (null) as true: if even
 * that cannot make the list true, nothing the widget finds can, and the survey need not be sent.
 */
final class RuleCombination {

	/**
	 * Whether the list can still be true once the unknown values are known.
	 *
	 * @param list<array{operator: string, value: bool|null}> $rules Each rule's operator and value (null: unknown).
	 * @return bool
	 */
	public static function can_pass( array $rules ): bool {
		if ( array() === $rules ) {
			return true;
		}
		$group_can_pass = true;
		foreach ( $rules as $i => $rule ) {
			if ( $i > 0 && '||' === $rule['operator'] ) {
				if ( $group_can_pass ) {
					return true;
				}
				$group_can_pass = true;
			}
			if ( false === $rule['value'] ) {
				$group_can_pass = false;
			}
		}
		return $group_can_pass;
	}
}
