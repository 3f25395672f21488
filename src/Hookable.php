<?php
/**
 * A feature that attaches itself to WordPress.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback;

/**
 * Every feature registers all of its hooks in this one method, and does nothing in its constructor,
 * so building the object graph has no side effects and `has_action()` can test the wiring.
 */
interface Hookable {

	/**
	 * Adds the feature's actions and filters.
	 *
	 * @return void
	 */
	public function add_hooks(): void;
}
