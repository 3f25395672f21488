<?php
/**
 * The hidden fields' values a new response stores.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Surveys\SurveyDefaults;

/**
 * Where each value comes from (docs/decisions.md "The right moment and the right context"):
 * - `query`, `cookie`, `js`: read in the visitor's browser (a cached page is the same for every
 *   visitor; these are not) and sent as the response's `fields`; `page`: printed on the page by
 *   WidgetBootstrap (the page's, not the visitor's) and sent back the same way. A value is the
 *   visitor's own word: only the survey's names are kept, as text of at most
 *   SurveyDefaults::HIDDEN_FIELD_VALUE_MAX characters (longer is a 400: the widget cuts its values
 *   to that length, so only a hand-made request sends more), control characters removed.
 * - `user`: never from the browser (a visitor could claim any id or role). Resolved here from the
 *   logged-in visitor (LoggedInVisitor: the logged_in cookie, trusted only from the site's own
 *   Origin).
 * Hidden fields are in force with the targeting add-on (Entitlements::can_use_hidden_fields());
 * without it a response stores none.
 */
final class HiddenFieldValues {

	public function __construct( private readonly Entitlements $entitlements ) {
	}

	/**
	 * The values to store (name => value, empty ones left out), or the 400 of a bad `fields`.
	 *
	 * @param array<string, mixed> $survey The stored survey.
	 * @param mixed                $sent   The request's `fields` (null when absent).
	 * @param array<string, mixed> $server $_SERVER (the Origin header).
	 * @return array<string, string>|\WP_Error
	 */
	public function for_response( array $survey, $sent, array $server ): array|\WP_Error {
		if ( null !== $sent && ! is_array( $sent ) ) {
			return self::invalid( __( 'The hidden fields must be an object of names and values.', 'userfeedback' ) );
		}
		$sent = (array) $sent;
		if ( count( $sent ) > SurveyDefaults::MAX_HIDDEN_FIELDS ) {
			/* translators: %d: most hidden fields. */
			return self::invalid( sprintf( __( 'A response can carry at most %d hidden fields.', 'userfeedback' ), SurveyDefaults::MAX_HIDDEN_FIELDS ) );
		}
		foreach ( $sent as $name => $value ) {
			if ( ! is_string( $value ) ) {
				/* translators: %s: a hidden field's name. */
				return self::invalid( sprintf( __( 'The hidden field “%s” must be text.', 'userfeedback' ), self::shown_name( (string) $name ) ) );
			}
			if ( mb_strlen( $value ) > SurveyDefaults::HIDDEN_FIELD_VALUE_MAX ) {
				/* translators: 1: a hidden field's name, 2: most characters. */
				return self::invalid( sprintf( __( 'The hidden field “%1$s” can be at most %2$d characters long.', 'userfeedback' ), self::shown_name( (string) $name ), SurveyDefaults::HIDDEN_FIELD_VALUE_MAX ) );
			}
		}
		$fields = (array) ( $survey['settings']['hidden_fields'] ?? array() );
		if ( array() === $fields || ! $this->entitlements->can_use_hidden_fields() ) {
			return array();
		}
		$values = array();
		foreach ( $fields as $field ) {
			if ( ! is_array( $field ) || ! is_string( $field['name'] ?? null ) ) {
				continue;
			}
			$name  = $field['name'];
			$value = 'user' === ( $field['source'] ?? '' )
				? $this->user_value( (string) ( $field['key'] ?? '' ), $server )
				: ( $sent[ $name ] ?? '' ); // Every value sent is text (checked above).
			$value = self::clean( $value );
			if ( '' !== $value ) {
				$values[ $name ] = $value;
			}
		}
		return $values;
	}

	/**
	 * The logged-in visitor's id or first role ('' for a visitor who is not logged in).
	 *
	 * @param string               $key    'id' or 'role'.
	 * @param array<string, mixed> $server $_SERVER.
	 * @return string
	 */
	private function user_value( string $key, array $server ): string {
		$id = LoggedInVisitor::id( $server );
		if ( $id <= 0 ) {
			return '';
		}
		if ( 'id' === $key ) {
			return (string) $id;
		}
		$user = get_userdata( $id );
		return 'role' === $key && $user instanceof \WP_User ? (string) ( array_values( $user->roles )[0] ?? '' ) : '';
	}

	/**
	 * A value as stored: control characters removed, trimmed, within the limit.
	 *
	 * @param string $value The value.
	 * @return string
	 */
	private static function clean( string $value ): string {
		$value = (string) preg_replace( '/[\x00-\x1f\x7f]+/u', ' ', wp_check_invalid_utf8( $value ) );
		return mb_substr( trim( $value ), 0, SurveyDefaults::HIDDEN_FIELD_VALUE_MAX );
	}

	/**
	 * A name as an error message quotes it: bounded, no markup.
	 *
	 * @param string $name A name as sent.
	 * @return string
	 */
	private static function shown_name( string $name ): string {
		return mb_substr( sanitize_text_field( $name ), 0, 40 );
	}

	/**
	 * The 400 of a bad `fields`.
	 *
	 * @param string $message What is wrong.
	 * @return \WP_Error
	 */
	private static function invalid( string $message ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			/* translators: %s: parameter name. */
			sprintf( __( 'Invalid parameter(s): %s', 'userfeedback' ), 'fields' ),
			array(
				'status' => 400,
				'params' => array( 'fields' => $message ),
			)
		);
	}
}
