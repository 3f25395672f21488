<?php
/**
 * `wp userfeedback`: the commands' namespace.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Cli;

/**
 * Manages UserFeedback surveys, responses and background work.
 *
 * Surveys and their responses, the reports' rollups, the background queue, the UserFeedback 1.x import and demo data. Every command works on the site WP-CLI loads (--path, --url) with the plugin active, with the rights of whoever may run WP-CLI on the server: no --user is needed.
 *
 * ## EXAMPLES
 *
 *     # The live surveys with their response counts.
 *     $ wp userfeedback surveys list --status=publish
 *
 *     # One survey as JSON, as the REST API gives it.
 *     $ wp userfeedback surveys get 12
 *
 *     # A survey's responses as a spreadsheet (Pro plan).
 *     $ wp userfeedback responses export 12 --format=xlsx --output=responses.xlsx
 *
 *     # Send what the background queue holds now.
 *     $ wp userfeedback queue run
 *
 * @package UserFeedback
 */
final class RootCommand extends \WP_CLI\Dispatcher\CommandNamespace {
}
