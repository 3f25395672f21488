<?php
/**
 * Where the last summary of each survey is kept.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Summary;

/**
 * One entry per survey, in a non-autoloaded option (`userfeedback_ai_summary_{id}`), holding the
 * latest summary with the key it was made under: the provider's fingerprint and the survey's
 * published response count. A summary is current only while that key still matches, so a new
 * response, a trashed one or another provider or model makes it stale. Options, not transients:
 * a remote summary costs money and must not vanish when an object cache evicts it, and the
 * options table is shared by every web node. 'Get AI Summary' replaces the entry.
 */
final class SummaryCache {

	/**
	 * Option name prefix; the survey id follows.
	 */
	public const OPTION_PREFIX = \UserFeedback\Ai\AiStorageNames::SUMMARY_PREFIX;

	/**
	 * The cached summary if it was made under this key.
	 *
	 * @param int    $survey_id Survey id.
	 * @param string $key       The current cache key (key()).
	 * @return array<string, mixed>|null
	 */
	public function get( int $survey_id, string $key ): ?array {
		$entry = get_option( self::OPTION_PREFIX . $survey_id );
		if ( ! is_array( $entry ) || ( $entry['key'] ?? null ) !== $key || ! is_array( $entry['summary'] ?? null ) ) {
			return null;
		}
		return $entry['summary'];
	}

	/**
	 * Stores a summary, replacing the survey's previous one.
	 *
	 * @param int                  $survey_id Survey id.
	 * @param string               $key       The cache key it was made under.
	 * @param array<string, mixed> $summary   The summary.
	 * @return void
	 */
	public function put( int $survey_id, string $key, array $summary ): void {
		update_option(
			self::OPTION_PREFIX . $survey_id,
			array(
				'key'     => $key,
				'summary' => $summary,
			),
			false
		);
	}

	public function forget( int $survey_id ): void {
		delete_option( self::OPTION_PREFIX . $survey_id );
	}

	/**
	 * The key a summary is cached under.
	 *
	 * @param string $fingerprint     The provider's fingerprint.
	 * @param int    $responses_count The survey's published responses.
	 * @return string
	 */
	public static function key( string $fingerprint, int $responses_count ): string {
		return $fingerprint . '|responses:' . $responses_count;
	}
}
