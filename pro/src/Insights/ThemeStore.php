<?php
/**
 * All SQL of a survey's themes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;
use UserFeedback\Reporting\Facts\ResponseFacts;

/**
 * A survey's themes: suggested ones (origin 'suggested') and the owner's (made, renamed,
 * merged into: 'owner'). Examples are stored as a JSON list of short phrases. The first 64 a
 * survey has at once hold a slot, their bit in the facts rows (ResponseFacts::THEME_SLOTS).
 *
 * @phpstan-type ThemeRow array{id: int, label: string, examples: list<string>, origin: string}
 */
final class ThemeStore {

	public const ORIGIN_SUGGESTED = 'suggested';
	public const ORIGIN_OWNER     = 'owner';

	/** Longest label (the column's width). */
	public const MAX_LABEL = 120;

	/** Most examples a theme keeps. */
	public const MAX_EXAMPLES = 20;

	/** Longest example phrase. */
	public const MAX_EXAMPLE = 200;

	/**
	 * The facts rows, whose `themes` bits follow a theme deleted or merged in the same transaction.
	 *
	 * @var ResponseFacts
	 */
	private readonly ResponseFacts $facts;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
		$this->facts = new ResponseFacts( $wpdb, $tables );
	}

	/**
	 * The survey's themes, oldest first.
	 *
	 * @param int $survey_id Survey id.
	 * @return array<int, ThemeRow> By id.
	 */
	public function all( int $survey_id ): array {
		$wpdb   = $this->wpdb;
		$themes = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, label, examples, origin FROM `{$this->tables->insight_themes()}` WHERE survey_id = %d ORDER BY id", $survey_id ), ARRAY_A ) as $row ) {
			$themes[ (int) $row['id'] ] = array(
				'id'       => (int) $row['id'],
				'label'    => (string) $row['label'],
				'examples' => self::decode( (string) $row['examples'] ),
				'origin'   => (string) $row['origin'],
			);
		}
		return $themes;
	}

	/**
	 * Creates a theme, with the lowest slot of its survey that is free (none past the 64th: its
	 * filter then joins the theme rows), in one transaction.
	 *
	 * Two creates at once may both see a slot free: the unique key (survey_id, slot) takes the
	 * first, and the other's INSERT IGNORE writes nothing and tries the next slot it has not tried
	 * — its transaction's snapshot may not show the winner's row, so it never asks for the same
	 * slot twice. On a cluster the loser is refused at COMMIT and the transaction runs again.
	 *
	 * @param int      $survey_id Survey id.
	 * @param string   $label     Label (clean).
	 * @param string[] $examples  Examples (clean).
	 * @param string   $origin    'suggested' or 'owner'.
	 * @return int The new id, 0 when the database failed.
	 */
	public function create( int $survey_id, string $label, array $examples, string $origin ): int {
		return Transaction::run(
			$this->wpdb,
			'userfeedback_theme_create',
			fn(): int => $this->insert( $survey_id, $label, $examples, $origin ),
			static fn( int $id ): bool => $id > 0,
			0
		);
	}

	/**
	 * Changes a theme's label or examples; it is the owner's from then on.
	 *
	 * @param int           $survey_id Survey id.
	 * @param int           $theme_id  Theme id.
	 * @param string|null   $label     New label, null to keep.
	 * @param string[]|null $examples  New examples, null to keep.
	 * @return bool
	 */
	public function update( int $survey_id, int $theme_id, ?string $label, ?array $examples ): bool {
		$data = array(
			'origin'     => self::ORIGIN_OWNER,
			'updated_at' => gmdate( 'Y-m-d H:i:s' ),
		);
		if ( null !== $label ) {
			$data['label'] = $label;
		}
		if ( null !== $examples ) {
			$data['examples'] = self::encode( $examples );
		}
		return false !== $this->wpdb->update(
			$this->tables->insight_themes(),
			$data,
			array(
				'id'        => $theme_id,
				'survey_id' => $survey_id,
			)
		);
	}

	/**
	 * Deletes a theme and its answers' rows, in one transaction: its bit is cleared on its
	 * responses' facts rows first, so the slot it frees is free of them for the next theme.
	 *
	 * @param int $survey_id Survey id.
	 * @param int $theme_id  Theme id.
	 * @return bool
	 */
	public function delete( int $survey_id, int $theme_id ): bool {
		$wpdb = $this->wpdb;
		return Transaction::run(
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
			$wpdb,
			'userfeedback_theme_delete',
			fn(): bool => $this->facts->move_theme_bits( $survey_id, $theme_id, $this->locked_slot( $survey_id, $theme_id ), null )
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
				&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->answer_themes()}` WHERE theme_id = %d AND survey_id = %d", $theme_id, $survey_id ) )
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
				&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->insight_themes()}` WHERE id = %d AND survey_id = %d", $theme_id, $survey_id ) ),
			static fn( bool $ok ): bool => $ok,
			false
		);
	}

	/**
	 * Merges a theme into another, in one transaction: its answers carry the other (their rows
	 * moved, keeping the owner's origin; their responses' facts rows take the other's bit and lose
	 * its own before its slot is freed), its label and examples become the other's examples, the
	 * other is the owner's, and it is deleted.
	 *
	 * @param int $survey_id Survey id.
	 * @param int $from      Theme merged (deleted).
	 * @param int $into      Theme kept.
	 * @return bool
	 */
	public function merge( int $survey_id, int $from, int $into ): bool {
		$themes = $this->all( $survey_id );
		if ( ! isset( $themes[ $from ], $themes[ $into ] ) ) {
			return false;
		}
		$examples = self::clean_examples( array_merge( $themes[ $into ]['examples'], array( $themes[ $from ]['label'] ), $themes[ $from ]['examples'] ) );
		$wpdb     = $this->wpdb;
		$themes_t = $this->tables->answer_themes();
		return Transaction::run(
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
			$wpdb,
			'userfeedback_theme_merge',
			fn(): bool => $this->facts->move_theme_bits( $survey_id, $from, $this->locked_slot( $survey_id, $from ), $this->locked_slot( $survey_id, $into ) )
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
				&& false !== $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO `{$themes_t}` (survey_id, theme_id, response_id, question_id, part, origin) SELECT survey_id, %d, response_id, question_id, part, origin FROM `{$themes_t}` WHERE theme_id = %d AND survey_id = %d", $into, $from, $survey_id ) )
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
				&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$themes_t}` WHERE theme_id = %d AND survey_id = %d", $from, $survey_id ) )
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
				&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->insight_themes()}` WHERE id = %d AND survey_id = %d", $from, $survey_id ) )
				&& $this->update( $survey_id, $into, null, $examples ),
			static fn( bool $ok ): bool => $ok,
			false
		);
	}

	/**
	 * The statements of create().
	 *
	 * @param int      $survey_id Survey id.
	 * @param string   $label     Label (clean).
	 * @param string[] $examples  Examples (clean).
	 * @param string   $origin    'suggested' or 'owner'.
	 * @return int The new id, 0 when the database failed.
	 */
	private function insert( int $survey_id, string $label, array $examples, string $origin ): int {
		$wpdb  = $this->wpdb;
		$now   = gmdate( 'Y-m-d H:i:s' );
		$table = $this->tables->insight_themes();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables), values through prepare().
		$taken = $wpdb->get_col( $wpdb->prepare( "SELECT slot FROM `{$table}` WHERE survey_id = %d AND slot IS NOT NULL", $survey_id ) );
		if ( '' !== $wpdb->last_error ) {
			return 0;
		}
		$taken = array_fill_keys( array_map( 'intval', $taken ), true );
		for ( $slot = 0; $slot < ResponseFacts::THEME_SLOTS; $slot++ ) {
			if ( isset( $taken[ $slot ] ) ) {
				continue;
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables), values through prepare().
			$written = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO `{$table}` (survey_id, label, examples, origin, created_at, updated_at, slot) VALUES (%d, %s, %s, %s, %s, %s, %d)", $survey_id, $label, self::encode( $examples ), $origin, $now, $now, $slot ) );
			if ( false === $written ) {
				return 0;
			}
			if ( 1 === $written ) {
				return (int) $wpdb->insert_id;
			}
			// Taken meanwhile by another create.
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables), values through prepare().
		$written = $wpdb->query( $wpdb->prepare( "INSERT INTO `{$table}` (survey_id, label, examples, origin, created_at, updated_at, slot) VALUES (%d, %s, %s, %s, %s, %s, NULL)", $survey_id, $label, self::encode( $examples ), $origin, $now, $now ) );
		return 1 === $written ? (int) $wpdb->insert_id : 0;
	}

	/**
	 * A theme's slot, the row locked until the transaction ends (null: no slot, or no such theme).
	 *
	 * @param int $survey_id Survey id.
	 * @param int $theme_id  Theme id.
	 * @return int|null
	 */
	private function locked_slot( int $survey_id, int $theme_id ): ?int {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables), values through prepare().
		$slot = $wpdb->get_var( $wpdb->prepare( "SELECT slot FROM `{$this->tables->insight_themes()}` WHERE id = %d AND survey_id = %d FOR UPDATE", $theme_id, $survey_id ) );
		return null === $slot ? null : (int) $slot;
	}

	/**
	 * Examples trimmed, de-duplicated (case-insensitive), empty ones and the excess dropped.
	 *
	 * @param mixed[] $examples Phrases.
	 * @return list<string>
	 */
	public static function clean_examples( array $examples ): array {
		$clean = array();
		foreach ( $examples as $example ) {
			$example = is_scalar( $example ) ? trim( sanitize_text_field( (string) $example ) ) : '';
			if ( '' === $example ) {
				continue;
			}
			$example                                       = mb_substr( $example, 0, self::MAX_EXAMPLE );
			$clean[ mb_strtolower( $example, 'UTF-8' ) ] ??= $example;
		}
		return array_slice( array_values( $clean ), 0, self::MAX_EXAMPLES );
	}

	/**
	 * Stored examples as a list.
	 *
	 * @param string $json The column.
	 * @return list<string>
	 */
	private static function decode( string $json ): array {
		$list = json_decode( $json, true );
		return is_array( $list ) ? array_values( array_map( 'strval', array_filter( $list, 'is_scalar' ) ) ) : array();
	}

	/**
	 * Examples as stored.
	 *
	 * @param string[] $examples Phrases.
	 * @return string
	 */
	private static function encode( array $examples ): string {
		return (string) wp_json_encode( array_values( $examples ) );
	}
}
