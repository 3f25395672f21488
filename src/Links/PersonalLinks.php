<?php
/**
 * Personal single-use links: reading one and claiming it.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Links;

use UserFeedback\Database\Tables;

/**
 * A personal link is the survey page's address with `uf_link={secret}`: 32 random hexadecimal
 * characters (128 bits), stored only as their SHA-256 (docs/decisions.md "Personal single-use
 * links"), so a copy of the database sends no one's link. The row holds the hidden fields' values
 * the owner gave that person, and is claimed by the first response that uses it, inside that
 * response's transaction (claim()).
 *
 * Reading and claiming are shared code, not a Pro module: links already sent must stay single-use
 * and carry their values whatever happens to the licence; making them is Pro (pro/src/Links).
 */
final class PersonalLinks {

	/**
	 * The query parameter of the survey page that carries a link's secret.
	 */
	public const PARAM = 'uf_link';

	/**
	 * A secret's shape: what anything else is refused as before any query.
	 */
	public const PATTERN = '^[0-9a-f]{32}$';

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * A new secret.
	 *
	 * @return string
	 */
	public static function new_secret(): string {
		return bin2hex( random_bytes( 16 ) );
	}

	/**
	 * What the table stores of a secret.
	 *
	 * @param string $secret The secret.
	 * @return string
	 */
	public static function hash( string $secret ): string {
		return hash( 'sha256', $secret );
	}

	/**
	 * Whether a value has a secret's shape.
	 *
	 * @param mixed $value The value.
	 * @return bool
	 */
	public static function is_secret( $value ): bool {
		return is_string( $value ) && 1 === preg_match( '/' . self::PATTERN . '/', $value );
	}

	/**
	 * The link a secret opens for a survey, with its state, or null when no link of that survey
	 * has it.
	 *
	 * @param int    $survey_id The survey.
	 * @param string $secret    The secret from the address.
	 * States: `open` (unused), `started` (claimed by a response still being answered: the
	 * browser that started it resumes it), `used` (its response is complete, or gone), `expired`.
	 *
	 * @return array{id: int, fields: array<string, string>, state: 'open'|'started'|'used'|'expired', response_id: int}|null
	 */
	public function find( int $survey_id, string $secret ): ?array {
		if ( ! self::is_secret( $secret ) ) {
			return null;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own tables, names from Tables; values prepared; a link's state must be read fresh.
		$row = $this->wpdb->get_row( $this->wpdb->prepare( "SELECT l.id, l.survey_id, l.fields, l.expires_at, l.used_at, l.response_id, r.completed FROM `{$this->tables->links()}` l LEFT JOIN `{$this->tables->responses()}` r ON r.id = l.response_id WHERE l.secret_hash = %s", self::hash( $secret ) ), ARRAY_A );
		if ( ! is_array( $row ) || (int) $row['survey_id'] !== $survey_id ) {
			return null;
		}
		$state = 'open';
		if ( null !== $row['used_at'] ) {
			$state = '0' === (string) $row['completed'] ? 'started' : 'used';
		} elseif ( null !== $row['expires_at'] && (string) $row['expires_at'] <= gmdate( 'Y-m-d H:i:s' ) ) {
			$state = 'expired';
		}
		return array(
			'id'          => (int) $row['id'],
			'fields'      => self::decode_fields( (string) $row['fields'] ),
			'state'       => $state,
			'response_id' => (int) $row['response_id'],
		);
	}

	/**
	 * Marks an open link used by a response, inside that response's transaction: one statement
	 * that changes the row only while it is unused and unexpired, so of two responses at once
	 * one claims it and the other (whose transaction then rolls back) is refused.
	 *
	 * @param int $link_id     The link.
	 * @param int $response_id The response that uses it.
	 * @return bool|null True when claimed, false when used or expired meanwhile, null on a database error.
	 */
	public function claim( int $link_id, int $response_id ): ?bool {
		$now = gmdate( 'Y-m-d H:i:s' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; values prepared.
		$changed = $this->wpdb->query( $this->wpdb->prepare( "UPDATE `{$this->tables->links()}` SET used_at = %s, response_id = %d WHERE id = %d AND used_at IS NULL AND ( expires_at IS NULL OR expires_at > %s )", $now, $response_id, $link_id, $now ) );
		if ( false === $changed ) {
			return null;
		}
		return 1 === $changed;
	}

	/**
	 * A stored values object, read defensively (a row edited by hand gives no values, never an
	 * error).
	 *
	 * @param string $json The stored JSON.
	 * @return array<string, string>
	 */
	public static function decode_fields( string $json ): array {
		$decoded = json_decode( $json, true );
		$fields  = array();
		foreach ( is_array( $decoded ) ? $decoded : array() as $name => $value ) {
			if ( is_string( $name ) && is_string( $value ) ) {
				$fields[ $name ] = $value;
			}
		}
		return $fields;
	}
}
