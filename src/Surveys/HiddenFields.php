<?php
/**
 * A survey's hidden fields: their stored shape and what blocks a save.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

/**
 * `settings.hidden_fields` is a list of `{ name, source, key }` (SurveyDefaults::HIDDEN_FIELD_*).
 * The normaliser keeps what was sent as text (bounded), so the validator can name a bad name or
 * key in its own words instead of a save silently changing it: a name that travels as a JSON key,
 * a CSV column and a `{{field:NAME}}` placeholder must be exactly what the owner typed.
 */
final class HiddenFields {

	/** More than this many entries are not even looked at (the validator refuses over the limit). */
	private const MAX_READ = 100;

	/** Longest text kept from a name or key before validation. */
	private const MAX_TEXT = 500;

	/**
	 * The stored shape of any input.
	 *
	 * @param mixed $input The `hidden_fields` sent.
	 * @return list<array{name: string, source: string, key: string}>
	 */
	public static function normalise( $input ): array {
		if ( ! is_array( $input ) ) {
			return array();
		}
		$fields = array();
		foreach ( array_slice( array_values( $input ), 0, self::MAX_READ ) as $item ) {
			if ( ! is_array( $item ) ) {
				continue;
			}
			$fields[] = array(
				'name'   => self::text( $item['name'] ?? '' ),
				'source' => self::text( $item['source'] ?? '' ),
				'key'    => self::text( $item['key'] ?? '' ),
			);
		}
		return $fields;
	}

	/**
	 * Errors by field path (settings.hidden_fields…), in the builder's words.
	 *
	 * @param array<mixed> $fields Normalised fields (normalise()).
	 * @return array<string, string>
	 */
	public static function errors( array $fields ): array {
		$path = 'settings.hidden_fields';
		if ( count( $fields ) > SurveyDefaults::MAX_HIDDEN_FIELDS ) {
			/* translators: %d: most hidden fields. */
			return array( $path => sprintf( __( 'A survey can have at most %d hidden fields.', 'userfeedback' ), SurveyDefaults::MAX_HIDDEN_FIELDS ) );
		}
		$errors = array();
		$seen   = array();
		foreach ( array_values( $fields ) as $i => $field ) {
			$field = self::normalise( array( $field ) )[0] ?? array(
				'name'   => '',
				'source' => '',
				'key'    => '',
			);
			$name  = $field['name'];
			if ( '' === $name ) {
				$errors[ "{$path}.{$i}.name" ] = __( 'Every hidden field needs a name.', 'userfeedback' );
			} elseif ( ! self::is_name( $name ) ) {
				$errors[ "{$path}.{$i}.name" ] = __( 'A hidden field’s name starts with a letter and holds only letters, digits and underscores (at most 40).', 'userfeedback' );
			} elseif ( isset( $seen[ strtolower( $name ) ] ) ) {
				// Names are compared as the database does (any case): one value per name and response.
				$errors[ "{$path}.{$i}.name" ] = __( 'Two hidden fields cannot have the same name.', 'userfeedback' );
			}
			$seen[ strtolower( $name ) ] = true;
			$key_error                   = self::key_error( $field['source'], $field['key'] );
			if ( null !== $key_error ) {
				$errors[ "{$path}.{$i}." . ( in_array( $field['source'], SurveyDefaults::HIDDEN_FIELD_SOURCES, true ) ? 'key' : 'source' ) ] = $key_error;
			}
		}
		return $errors;
	}

	/**
	 * Whether a text is a hidden field's name.
	 *
	 * @param string $name The text.
	 * @return bool
	 */
	public static function is_name( string $name ): bool {
		return 1 === preg_match( '/' . SurveyDefaults::HIDDEN_FIELD_NAME_PATTERN . '/D', $name );
	}

	/**
	 * What is wrong with a field's source and key, or null.
	 *
	 * @param string $source The source.
	 * @param string $key    The key.
	 * @return string|null
	 */
	private static function key_error( string $source, string $key ): ?string {
		switch ( $source ) {
			case 'user':
				return in_array( $key, SurveyDefaults::HIDDEN_FIELD_USER_KEYS, true ) ? null : __( 'Choose the user’s ID or role.', 'userfeedback' );
			case 'page':
				return in_array( $key, SurveyDefaults::HIDDEN_FIELD_PAGE_KEYS, true ) ? null : __( 'Choose the page’s post type or category.', 'userfeedback' );
			case 'query':
			case 'cookie':
			case 'js':
				break;
			default:
				return __( 'Choose where the hidden field’s value comes from.', 'userfeedback' );
		}
		if ( '' === $key ) {
			$words = array(
				'query'  => __( 'Enter the name of the URL parameter to read.', 'userfeedback' ),
				'cookie' => __( 'Enter the name of the cookie to read.', 'userfeedback' ),
				'js'     => __( 'Enter the name of the attribute the site’s code sets.', 'userfeedback' ),
			);
			return $words[ $source ];
		}
		if ( mb_strlen( $key ) > SurveyDefaults::HIDDEN_FIELD_KEY_MAX || 1 === preg_match( '/[\x00-\x20\x7f;=]/u', $key ) ) {
			/* translators: %d: most characters. */
			return sprintf( __( 'The key can be at most %d characters long, without spaces, “;” or “=”.', 'userfeedback' ), SurveyDefaults::HIDDEN_FIELD_KEY_MAX );
		}
		return null;
	}

	/**
	 * A scalar as trimmed text, bounded; anything else ''.
	 *
	 * @param mixed $value The value.
	 * @return string
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? mb_substr( trim( (string) $value ), 0, self::MAX_TEXT ) : '';
	}
}
