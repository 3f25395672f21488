<?php
/**
 * Ends a licence admin-ajax action under test.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Entitlements;

/**
 * Thrown by the tests' wp_die handler so a reply ends the action, not the process.
 */
final class LicenseAjaxDied extends \RuntimeException {
}
