<?php
/**
 * Ends an admin-ajax action under test.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Plugins;

/**
 * Thrown by the tests' wp_die handler so a reply ends the action, not the process.
 */
final class AjaxDied extends \RuntimeException {
}
