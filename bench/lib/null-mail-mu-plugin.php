<?php
/**
 * Plugin Name: UserFeedback bench mail transport that costs nothing (temporary)
 * Description: Copied into a site's mu-plugins by `php bench/queue-throughput.php --mail none` for
 * the length of the run and deleted after it: wp_mail() reports every message sent without
 * building or handing it to any transport (WordPress's pre_wp_mail), so a run measures what the
 * plugin's own queue costs — queueing, claiming, building the message, marking it sent — apart
 * from the mail transport's CPU, which on a real site is spent by the mail server.
 *
 * @package UserFeedback
 */

// A measuring tool for bench runs, never shipped.
// phpcs:disable

add_filter( 'pre_wp_mail', static fn() => true );
