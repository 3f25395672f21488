<?php
/**
 * Read-only results links: their rows.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\ResultLinks;

use UserFeedback\Database\Tables;
use UserFeedback\Links\PersonalLinks;

/**
 * A results link is the site's address with `userfeedback_results={secret}` (32 random hexadecimal
 * characters, the same secrets as personal links: PersonalLinks::new_secret()); only the secret's
 * SHA-256 is stored. Each row says what its page shows beyond the overview (open answers, personal
 * data) and when it stops working. Revoking deletes the row.
 */
final class ResultLinkStore {

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Makes a link.
	 *
	 * @param int         $survey_id     The survey.
	 * @param string      $label         Who it is for (shown to the owner only).
	 * @param bool        $open_answers  Whether its page lists open answers.
	 * @param bool        $personal_data Whether its page shows e-mail addresses and names.
	 * @param int         $created_by    The user making it.
	 * @param string|null $expires_at    When it stops working (UTC), or null for never.
	 * @return array{id: int, secret: string}|null Null when the database failed.
	 */
	public function create( int $survey_id, string $label, bool $open_answers, bool $personal_data, int $created_by, ?string $expires_at ): ?array {
		$secret = PersonalLinks::new_secret();
		$saved  = $this->wpdb->insert(
			$this->tables->result_links(),
			array(
				'survey_id'     => $survey_id,
				'secret_hash'   => PersonalLinks::hash( $secret ),
				'label'         => $label,
				'open_answers'  => $open_answers ? 1 : 0,
				'personal_data' => $personal_data ? 1 : 0,
				'created_by'    => $created_by,
				'created_at'    => gmdate( 'Y-m-d H:i:s' ),
				'expires_at'    => $expires_at,
			),
			array( '%d', '%s', '%s', '%d', '%d', '%d', '%s', '%s' )
		);
		return false === $saved ? null : array(
			'id'     => (int) $this->wpdb->insert_id,
			'secret' => $secret,
		);
	}

	/**
	 * The survey's links, newest first.
	 *
	 * @param int $survey_id The survey.
	 * @return list<array{id: int, label: string, open_answers: bool, personal_data: bool, created_by: int, created_at: string, expires_at: string|null}>
	 */
	public function for_survey( int $survey_id ): array {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; values prepared; read fresh after every change.
		$rows = (array) $this->wpdb->get_results( $this->wpdb->prepare( "SELECT id, label, open_answers, personal_data, created_by, created_at, expires_at FROM `{$this->tables->result_links()}` WHERE survey_id = %d ORDER BY id DESC", $survey_id ), ARRAY_A );
		return array_map( array( self::class, 'row' ), $rows );
	}

	/**
	 * The link a secret opens while it works (not revoked, not expired), or null.
	 *
	 * @param string $secret The secret from the address.
	 * @return array{id: int, survey_id: int, open_answers: bool, personal_data: bool}|null
	 */
	public function open( string $secret ): ?array {
		if ( ! PersonalLinks::is_secret( $secret ) ) {
			return null;
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; values prepared; a revoked link must stop at once.
		$row = $this->wpdb->get_row( $this->wpdb->prepare( "SELECT id, survey_id, open_answers, personal_data FROM `{$this->tables->result_links()}` WHERE secret_hash = %s AND ( expires_at IS NULL OR expires_at > %s )", PersonalLinks::hash( $secret ), gmdate( 'Y-m-d H:i:s' ) ), ARRAY_A );
		return is_array( $row ) ? array(
			'id'            => (int) $row['id'],
			'survey_id'     => (int) $row['survey_id'],
			'open_answers'  => '1' === (string) $row['open_answers'],
			'personal_data' => '1' === (string) $row['personal_data'],
		) : null;
	}

	/**
	 * Revokes a link: it stops working at once.
	 *
	 * @param int $survey_id The survey.
	 * @param int $link_id   The link.
	 * @return bool|null True when revoked, false when the survey has no such link, null on a database error.
	 */
	public function revoke( int $survey_id, int $link_id ): ?bool {
		$deleted = $this->wpdb->delete(
			$this->tables->result_links(),
			array(
				'id'        => $link_id,
				'survey_id' => $survey_id,
			),
			array( '%d', '%d' )
		);
		return false === $deleted ? null : 1 === $deleted;
	}

	/**
	 * A stored row as the routes answer it.
	 *
	 * @param array<string, string|null> $row The row.
	 * @return array{id: int, label: string, open_answers: bool, personal_data: bool, created_by: int, created_at: string, expires_at: string|null}
	 */
	private static function row( array $row ): array {
		return array(
			'id'            => (int) $row['id'],
			'label'         => (string) $row['label'],
			'open_answers'  => '1' === (string) $row['open_answers'],
			'personal_data' => '1' === (string) $row['personal_data'],
			'created_by'    => (int) $row['created_by'],
			'created_at'    => (string) $row['created_at'],
			'expires_at'    => null === $row['expires_at'] ? null : (string) $row['expires_at'],
		);
	}
}
