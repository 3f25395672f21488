<?php
/**
 * Where the UserFeedback 1.x import stands.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Legacy;

// The state row is read and written with plain SQL on the options table (see the class comment);
// the table name is WordPress's own, every value goes through prepare().

/**
 * One option (`userfeedback_legacy_import`, not autoloaded) holding the import's progress. It is
 * written with plain SQL inside each batch's transaction, so a batch and the progress it records
 * commit together or not at all: a crash or a timeout between two batches resumes exactly where
 * the last commit left it, and no row is imported twice. It is read with plain SQL too, past the
 * object cache, which a rolled-back write could otherwise have left holding a value that never
 * committed.
 *
 * @phpstan-type Skip array{kind: string, id: int, reason: string}
 * @phpstan-type State array{state: string, phase: string, surveys: array{total: int, imported: int}, responses: array{total: int, imported: int, skipped: int, renumbered: int}, survey_cursor: int, survey_ids: list<int>, cursor: int, skipped: list<Skip>, settings: array{mapped: list<string>, not_mapped: list<string>}, failures: int, error: string|null, started_at: string|null, finished_at: string|null, removed: bool, reopened: bool}
 */
final class ImportState {

	public const OPTION = 'userfeedback_legacy_import';

	/** How many skipped rows are listed by id (all of them are counted). */
	public const MAX_LISTED = 100;

	public function __construct( private readonly \wpdb $wpdb ) {
	}

	/**
	 * The state of a site with nothing to import.
	 *
	 * @return State
	 */
	public static function none(): array {
		return array(
			'state'         => 'none',
			'phase'         => 'surveys',
			'survey_cursor' => 0,
			'survey_ids'    => array(),
			'surveys'       => array(
				'total'    => 0,
				'imported' => 0,
			),
			'responses'     => array(
				'total'      => 0,
				'imported'   => 0,
				'skipped'    => 0,
				'renumbered' => 0,
			),
			'cursor'        => 0,
			'skipped'       => array(),
			'settings'      => array(
				'mapped'     => array(),
				'not_mapped' => array(),
			),
			'failures'      => 0,
			'error'         => null,
			'started_at'    => null,
			'finished_at'   => null,
			'removed'       => false,
			'reopened'      => false,
		);
	}

	/**
	 * The stored state, or none().
	 *
	 * @return State
	 */
	public function get(): array {
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- WordPress's options table, value prepared by $this->wpdb->prepare(), which WPCS 2.3 does not recognise.
		$raw = $this->wpdb->get_var( $this->wpdb->prepare( "SELECT option_value FROM {$this->wpdb->options} WHERE option_name = %s", self::OPTION ) );
		if ( null === $raw ) {
			return self::none();
		}
		$stored = json_decode( (string) $raw, true );
		if ( ! is_array( $stored ) ) {
			return self::none();
		}
		$int     = static fn( $value ): int => is_numeric( $value ) ? (int) $value : 0;
		$strings = static fn( $list ): array => array_values( array_map( 'strval', array_filter( (array) $list, 'is_scalar' ) ) );
		$skipped = array();
		foreach ( (array) ( $stored['skipped'] ?? array() ) as $skip ) {
			$skipped[] = array(
				'kind'   => (string) ( $skip['kind'] ?? '' ),
				'id'     => $int( $skip['id'] ?? 0 ),
				'reason' => (string) ( $skip['reason'] ?? '' ),
			);
		}
		$state = array(
			'state'         => (string) ( $stored['state'] ?? 'none' ),
			'phase'         => (string) ( $stored['phase'] ?? 'surveys' ),
			'survey_cursor' => $int( $stored['survey_cursor'] ?? 0 ),
			'survey_ids'    => array_values( array_map( $int, (array) ( $stored['survey_ids'] ?? array() ) ) ),
			'surveys'       => array(
				'total'    => $int( $stored['surveys']['total'] ?? 0 ),
				'imported' => $int( $stored['surveys']['imported'] ?? 0 ),
			),
			'responses'     => array(
				'total'      => $int( $stored['responses']['total'] ?? 0 ),
				'imported'   => $int( $stored['responses']['imported'] ?? 0 ),
				'skipped'    => $int( $stored['responses']['skipped'] ?? 0 ),
				'renumbered' => $int( $stored['responses']['renumbered'] ?? 0 ),
			),
			'cursor'        => $int( $stored['cursor'] ?? 0 ),
			'skipped'       => $skipped,
			'settings'      => array(
				'mapped'     => $strings( $stored['settings']['mapped'] ?? array() ),
				'not_mapped' => $strings( $stored['settings']['not_mapped'] ?? array() ),
			),
			'failures'      => $int( $stored['failures'] ?? 0 ),
			'error'         => isset( $stored['error'] ) ? (string) $stored['error'] : null,
			'started_at'    => isset( $stored['started_at'] ) ? (string) $stored['started_at'] : null,
			'finished_at'   => isset( $stored['finished_at'] ) ? (string) $stored['finished_at'] : null,
			'removed'       => ! empty( $stored['removed'] ),
			'reopened'      => ! empty( $stored['reopened'] ),
		);
		return $state;
	}

	/**
	 * Stores the state (inside the caller's transaction, when there is one).
	 *
	 * @param array<string, mixed> $state The state.
	 * @phpstan-param State $state
	 * @return bool
	 */
	public function put( array $state ): bool {
		$json = (string) wp_json_encode( $state );
		$ok   = false !== $this->wpdb->query(
			$this->wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $this->wpdb->prepare(), which WPCS 2.3 does not recognise.
				"INSERT INTO {$this->wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no') ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- WordPress's options table name from $wpdb.
				self::OPTION, // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
				$json // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- an argument of the prepare() above.
			)
		);
		wp_cache_delete( self::OPTION, 'options' );
		return $ok;
	}

	/**
	 * Forgets the import (after the 1.x data was removed for good, or in tests).
	 *
	 * @return void
	 */
	public function delete(): void {
		$this->wpdb->delete( $this->wpdb->options, array( 'option_name' => self::OPTION ) );
		wp_cache_delete( self::OPTION, 'options' );
	}

	/**
	 * Adds a skipped row to a state: counted always, listed while the list is short.
	 *
	 * @param array<string, mixed> $state  The state.
	 * @param string               $kind   'survey' or 'response'.
	 * @param int                  $id     The 1.x row's id.
	 * @param string               $reason Why it was skipped.
	 * @return array<string, mixed>
	 * @phpstan-param State $state
	 * @phpstan-return State
	 */
	public static function skip( array $state, string $kind, int $id, string $reason ): array {
		if ( 'response' === $kind ) {
			++$state['responses']['skipped'];
		}
		if ( count( $state['skipped'] ) < self::MAX_LISTED ) {
			$state['skipped'][] = array(
				'kind'   => $kind,
				'id'     => $id,
				'reason' => $reason,
			);
		}
		return $state;
	}
}
