<?php
/**
 * Reads a chat-completions reply, or says what went wrong.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Remote;

/**
 * Maps what PublicTarget::request() returned to the summary text or to an error the screen can show
 * after 'Error: '. Each failure has its own code and the HTTP status this site answers with:
 * the provider's 401 is not the user's 401 (which would mean "log in again"), so provider
 * failures are 502 Bad Gateway, a timeout 504, a rate limit 429 with the provider's Retry-After.
 * The provider's own error text is passed on only for requests it rejected as malformed, cut
 * short and stripped of tags and of the API key.
 */
final class ReplyReader {

	/**
	 * Most characters of summary kept.
	 */
	public const MAX_TEXT = 8000;

	/**
	 * Most characters of the provider's error text passed on.
	 */
	private const MAX_PROVIDER_MESSAGE = 200;

	/**
	 * The summary text, or the error.
	 *
	 * @param array<string, mixed>|\WP_Error $response What the request returned (a refused address is an error too).
	 * @param int                            $timeout  The timeout used, in seconds.
	 * @param string                         $api_key  The key sent, to keep it out of messages.
	 * @return string|\WP_Error
	 */
	public function read( $response, int $timeout, string $api_key ) {
		if ( is_wp_error( $response ) ) {
			return self::transport_error( $response, $timeout );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$body   = (string) wp_remote_retrieve_body( $response );
		if ( $status >= 200 && $status < 300 ) {
			return self::content( $body );
		}
		if ( 401 === $status || 403 === $status ) {
			return self::error(
				'userfeedback_ai_auth_failed',
				/* translators: %d: HTTP status code. */
				sprintf( __( 'The AI provider refused the API key (HTTP %d). Check the key in the AI settings.', 'userfeedback' ), $status ),
				502
			);
		}
		if ( 404 === $status ) {
			return self::error( 'userfeedback_ai_not_found', __( 'The AI provider does not know this address or model (HTTP 404). Check the base URL and model in the AI settings.', 'userfeedback' ), 502 );
		}
		if ( 429 === $status ) {
			return self::rate_limited( $response );
		}
		if ( 408 === $status || 504 === $status ) {
			return self::timeout( $timeout );
		}
		if ( $status >= 500 ) {
			return self::error(
				'userfeedback_ai_provider_error',
				/* translators: %d: HTTP status code. */
				sprintf( __( 'The AI provider had an internal error (HTTP %d). Please try again later.', 'userfeedback' ), $status ),
				502
			);
		}
		$detail = self::provider_message( $body, $api_key );
		return self::error(
			'userfeedback_ai_rejected',
			'' === $detail
				/* translators: %d: HTTP status code. */
				? sprintf( __( 'The AI provider rejected the request (HTTP %d).', 'userfeedback' ), $status )
				/* translators: 1: HTTP status code, 2: the provider's explanation. */
				: sprintf( __( 'The AI provider rejected the request (HTTP %1$d): %2$s', 'userfeedback' ), $status, $detail ),
			502
		);
	}

	/**
	 * The first choice's message content of a 2xx reply.
	 *
	 * @param string $body The reply body.
	 * @return string|\WP_Error
	 */
	private static function content( string $body ) {
		$data    = json_decode( $body, true );
		$content = is_array( $data ) && is_array( $data['choices'] ?? null ) && is_array( $data['choices'][0] ?? null ) && is_array( $data['choices'][0]['message'] ?? null )
			? ( $data['choices'][0]['message']['content'] ?? null )
			: null;
		$text    = is_string( $content ) ? trim( sanitize_textarea_field( $content ) ) : '';
		if ( '' === $text ) {
			return self::error( 'userfeedback_ai_bad_reply', __( 'The AI provider sent a reply that could not be read as a chat completion.', 'userfeedback' ), 502 );
		}
		return mb_strlen( $text ) > self::MAX_TEXT ? mb_substr( $text, 0, self::MAX_TEXT - 1 ) . '…' : $text;
	}

	/**
	 * A failure before any HTTP reply: a timeout, or the host could not be reached.
	 *
	 * @param \WP_Error $error   What the HTTP API returned.
	 * @param int       $timeout The timeout used.
	 * @return \WP_Error
	 */
	private static function transport_error( \WP_Error $error, int $timeout ): \WP_Error {
		$message = $error->get_error_message();
		if ( 1 === preg_match( '/timed?\s*out|cURL error 28\b/i', $message ) ) {
			return self::timeout( $timeout );
		}
		return self::error(
			'userfeedback_ai_unreachable',
			/* translators: %s: the connection error. */
			sprintf( __( 'The AI provider could not be reached: %s', 'userfeedback' ), wp_strip_all_tags( $message ) ),
			502
		);
	}

	private static function timeout( int $timeout ): \WP_Error {
		return self::error(
			'userfeedback_ai_timeout',
			/* translators: %d: seconds. */
			sprintf( _n( 'The AI provider did not answer within %d second. Please try again later.', 'The AI provider did not answer within %d seconds. Please try again later.', $timeout, 'userfeedback' ), $timeout ),
			504
		);
	}

	/**
	 * The rate-limit error, with the wait the provider asked for when it said so in seconds.
	 *
	 * @param array<string, mixed> $response The reply.
	 * @return \WP_Error
	 */
	private static function rate_limited( array $response ): \WP_Error {
		$retry = wp_remote_retrieve_header( $response, 'retry-after' );
		$retry = is_array( $retry ) ? (string) reset( $retry ) : (string) $retry;
		$wait  = ctype_digit( trim( $retry ) ) ? (int) trim( $retry ) : 0;
		$error = self::error(
			'userfeedback_ai_rate_limited',
			$wait > 0
				/* translators: %d: seconds. */
				? sprintf( _n( 'The AI provider is receiving too many requests. Please try again in %d second.', 'The AI provider is receiving too many requests. Please try again in %d seconds.', $wait, 'userfeedback' ), $wait )
				: __( 'The AI provider is receiving too many requests. Please try again later.', 'userfeedback' ),
			429
		);
		if ( $wait > 0 ) {
			$error->add_data(
				array(
					'status'      => 429,
					'retry_after' => $wait,
				)
			);
		}
		return $error;
	}

	/**
	 * The provider's own explanation of a rejected request, if it gave one: OpenAI's
	 * `{ error: { message } }`, or `{ error: "…" }`, or `{ message }`.
	 *
	 * @param string $body    The reply body.
	 * @param string $api_key The key sent.
	 * @return string
	 */
	private static function provider_message( string $body, string $api_key ): string {
		$data = json_decode( $body, true );
		if ( ! is_array( $data ) ) {
			return '';
		}
		$error   = $data['error'] ?? null;
		$message = is_array( $error ) ? ( $error['message'] ?? null ) : ( $error ?? ( $data['message'] ?? null ) );
		if ( ! is_string( $message ) ) {
			return '';
		}
		if ( '' !== $api_key ) {
			$message = str_replace( $api_key, '[key]', $message );
		}
		$message = trim( sanitize_text_field( $message ) );
		return mb_strlen( $message ) > self::MAX_PROVIDER_MESSAGE ? mb_substr( $message, 0, self::MAX_PROVIDER_MESSAGE - 1 ) . '…' : $message;
	}

	/**
	 * An error with the status to answer with.
	 *
	 * @param string $code    Error code.
	 * @param string $message What to show after 'Error: '.
	 * @param int    $status  HTTP status.
	 * @return \WP_Error
	 */
	private static function error( string $code, string $message, int $status ): \WP_Error {
		return new \WP_Error( $code, $message, array( 'status' => $status ) );
	}
}
