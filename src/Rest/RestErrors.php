<?php
/**
 * The REST errors every controller answers alike.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

/**
 * One place for the errors many routes give, so a client reads them the same everywhere: a bad
 * parameter is always `rest_invalid_param` with `data.params.{name}` saying what is wrong (as
 * WordPress's own argument checks answer), a failed write is one 500, an unknown response one 404.
 */
final class RestErrors {

	/**
	 * A bad parameter in WordPress's words ("Invalid parameter(s): where"), the detail in
	 * `data.params` — for checks that continue WordPress's schema checks.
	 *
	 * @param string $param   The parameter.
	 * @param string $message What is wrong with it.
	 * @return \WP_Error 400.
	 */
	public static function invalid_param( string $param, string $message ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			/* translators: %s: parameter name. */
			sprintf( __( 'Invalid parameter(s): %s', 'userfeedback' ), $param ),
			array(
				'status' => 400,
				'params' => array( $param => $message ),
			)
		);
	}

	/**
	 * A bad parameter whose message is the detail itself, for a screen that shows it as it comes
	 * ("A theme with this label exists."); also in `data.params`.
	 *
	 * @param string $param   The parameter.
	 * @param string $message What is wrong with it, for the person who typed it.
	 * @return \WP_Error 400.
	 */
	public static function refused( string $param, string $message ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			$message,
			array(
				'status' => 400,
				'params' => array( $param => $message ),
			)
		);
	}

	/**
	 * The 500 of a write that failed (nothing changed).
	 *
	 * @return \WP_Error
	 */
	public static function db_error(): \WP_Error {
		return new \WP_Error( 'userfeedback_db_error', __( 'The change could not be saved. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
	}

	/**
	 * The 404 of a response that is not the survey's (or not there).
	 *
	 * @return \WP_Error
	 */
	public static function response_not_found(): \WP_Error {
		return new \WP_Error( 'userfeedback_response_not_found', __( 'Response not found.', 'userfeedback' ), array( 'status' => 404 ) );
	}
}
