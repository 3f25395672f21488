<?php
/**
 * How the owner's provider has been answering the insights.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Provider;

use UserFeedback\Support\OptionRow;

/**
 * One option (not autoloaded; removed with the insights' options on uninstall): after a failure
 * (timeout, HTTP error, refusal) the provider is not asked again before `retry_at`, a wait that
 * doubles with each failure in a row from BASE_WAIT up to MAX_WAIT, or longer when the provider
 * said how long (a 429's Retry-After). The last failure's code and message stay until the next
 * success, so the owner can be told why the insights wait. Written only from the processor's
 * steps (under its lock), and only when something changed: a run of successes writes nothing.
 *
 * @phpstan-type Status array{failures: int, retry_at: int, code: string, message: string, failed_at: int}
 */
final class ProviderBackoff {

	public const OPTION = 'userfeedback_insights_provider';

	/** Seconds waited after a first failure. */
	public const BASE_WAIT = 60;

	/** Longest wait: the provider is tried at least this often while it fails. */
	public const MAX_WAIT = HOUR_IN_SECONDS;

	/**
	 * The stored status.
	 *
	 * @return Status
	 */
	public function status(): array {
		$stored = OptionRow::get( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'failures'  => max( 0, (int) ( $stored['failures'] ?? 0 ) ),
			'retry_at'  => max( 0, (int) ( $stored['retry_at'] ?? 0 ) ),
			'code'      => is_string( $stored['code'] ?? null ) ? $stored['code'] : '',
			'message'   => is_string( $stored['message'] ?? null ) ? $stored['message'] : '',
			'failed_at' => max( 0, (int) ( $stored['failed_at'] ?? 0 ) ),
		);
	}

	/**
	 * When the provider may be asked again (0: now).
	 *
	 * @return int
	 */
	public function retry_at(): int {
		return $this->status()['retry_at'];
	}

	/**
	 * Records a failure and the wait before the next request.
	 *
	 * @param \WP_Error $error What failed (ReplyReader's error, or a refusal).
	 * @param int       $now   The time.
	 * @return int The time to retry at.
	 */
	public function failed( \WP_Error $error, int $now ): int {
		$failures = $this->status()['failures'] + 1;
		$wait     = (int) min( self::MAX_WAIT, self::BASE_WAIT * ( 2 ** min( 20, $failures - 1 ) ) );
		$data     = $error->get_error_data();
		if ( is_array( $data ) && is_numeric( $data['retry_after'] ?? null ) ) {
			$wait = max( $wait, min( self::MAX_WAIT, (int) $data['retry_after'] ) );
		}
		update_option(
			self::OPTION,
			array(
				'failures'  => $failures,
				'retry_at'  => $now + $wait,
				'code'      => (string) $error->get_error_code(),
				'message'   => $error->get_error_message(),
				'failed_at' => $now,
			),
			false
		);
		return $now + $wait;
	}

	/**
	 * Records a success: no wait, no failure kept.
	 *
	 * @return void
	 */
	public function succeeded(): void {
		if ( 0 !== $this->status()['failures'] ) {
			delete_option( self::OPTION );
		}
	}

	/**
	 * What the owner may be shown: whether the provider is waited for, until when and why.
	 *
	 * @param int $now The time.
	 * @return array{state: 'ok'|'waiting', failures: int, retry_at: int|null, code: string|null, message: string|null}
	 */
	public function to_public_array( int $now ): array {
		$status = $this->status();
		$ok     = 0 === $status['failures'];
		return array(
			'state'    => $ok ? 'ok' : 'waiting',
			'failures' => $status['failures'],
			'retry_at' => $ok ? null : max( $now, $status['retry_at'] ),
			'code'     => $ok ? null : $status['code'],
			'message'  => $ok ? null : $status['message'],
		);
	}
}
