<?php
/**
 * Copied into the stack site's mu-plugins by bench/queue-throughput.php --runner cli while it
 * runs: the site says a system cron runs its queue, so no request sends after its reply.
 *
 * @package UserFeedback
 */

if ( ! defined( 'USERFEEDBACK_QUEUE_SYSTEM_CRON' ) ) {
	define( 'USERFEEDBACK_QUEUE_SYSTEM_CRON', true );
}
