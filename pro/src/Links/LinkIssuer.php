<?php
/**
 * Makes personal single-use links.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Links;

use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;

/**
 * Stores one row per link (its secret's hash, its values, when it expires) in one transaction,
 * in statements of BATCH rows: all the links asked for, or none. The secrets are answered once,
 * here, and never stored: a lost file's links cannot be shown again (the owner revokes them and
 * makes new ones).
 */
final class LinkIssuer {

	/**
	 * Rows per INSERT.
	 */
	private const BATCH = 100;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
	}

	/**
	 * Makes one link per row.
	 *
	 * @param int                         $survey_id  The survey.
	 * @param list<array<string, string>> $rows       Each person's values (LinkRows).
	 * @param string|null                 $expires_at When they stop working (UTC, Y-m-d H:i:s), or null for never.
	 * @return list<array{secret: string, fields: array<string, string>}>|null Null when the database failed (nothing stored).
	 */
	public function issue( int $survey_id, array $rows, ?string $expires_at ): ?array {
		$links = array_map(
			static fn( array $fields ): array => array(
				'secret' => PersonalLinks::new_secret(),
				'fields' => $fields,
			),
			$rows
		);
		$now   = gmdate( 'Y-m-d H:i:s' );
		$saved = Transaction::run(
			$this->wpdb,
			'userfeedback_links',
			function () use ( $survey_id, $links, $expires_at, $now ): bool {
				foreach ( array_chunk( $links, self::BATCH ) as $batch ) {
					if ( ! $this->insert( $survey_id, $batch, $expires_at, $now ) ) {
						return false;
					}
				}
				return true;
			},
			static fn( bool $ok ): bool => $ok,
			false
		);
		return $saved ? $links : null;
	}

	/**
	 * One INSERT of a batch.
	 *
	 * @param int                                                        $survey_id  The survey.
	 * @param list<array{secret: string, fields: array<string, string>}> $batch      The links.
	 * @param string|null                                                $expires_at Their expiry.
	 * @param string                                                     $now        Their creation time.
	 * @return bool
	 */
	private function insert( int $survey_id, array $batch, ?string $expires_at, string $now ): bool {
		$values = array();
		$params = array();
		foreach ( $batch as $link ) {
			$values[] = null === $expires_at ? '(%d, %s, %s, %s, NULL)' : '(%d, %s, %s, %s, %s)';
			array_push( $params, $survey_id, PersonalLinks::hash( $link['secret'] ), (string) wp_json_encode( (object) $link['fields'] ), $now );
			if ( null !== $expires_at ) {
				$params[] = $expires_at;
			}
		}
		$sql = "INSERT INTO `{$this->tables->links()}` (survey_id, secret_hash, fields, created_at, expires_at) VALUES " . implode( ', ', $values );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; the row placeholders are built above and every value goes through prepare().
		return false !== $this->wpdb->query( $this->wpdb->prepare( $sql, $params ) );
	}
}
