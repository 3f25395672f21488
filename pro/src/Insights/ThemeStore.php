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

/**
 * A survey's themes: suggested ones (origin 'suggested') and the owner's (made, renamed,
 * merged into: 'owner'). Examples are stored as a JSON list of short phrases.
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

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables ) {
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
	 * Creates a theme.
	 *
	 * @param int      $survey_id Survey id.
	 * @param string   $label     Label (clean).
	 * @param string[] $examples  Examples (clean).
	 * @param string   $origin    'suggested' or 'owner'.
	 * @return int The new id, 0 when the database failed.
	 */
	public function create( int $survey_id, string $label, array $examples, string $origin ): int {
		$now = gmdate( 'Y-m-d H:i:s' );
		$ok  = $this->wpdb->insert(
			$this->tables->insight_themes(),
			array(
				'survey_id'  => $survey_id,
				'label'      => $label,
				'examples'   => self::encode( $examples ),
				'origin'     => $origin,
				'created_at' => $now,
				'updated_at' => $now,
			),
			array( '%d', '%s', '%s', '%s', '%s', '%s' )
		);
		return false === $ok ? 0 : (int) $this->wpdb->insert_id;
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
	 * Deletes a theme and its answers' rows, in one transaction.
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
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
			fn(): bool => false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->answer_themes()}` WHERE theme_id = %d AND survey_id = %d", $theme_id, $survey_id ) )
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
				&& false !== $wpdb->query( $wpdb->prepare( "DELETE FROM `{$this->tables->insight_themes()}` WHERE id = %d AND survey_id = %d", $theme_id, $survey_id ) ),
			static fn( bool $ok ): bool => $ok,
			false
		);
	}

	/**
	 * Merges a theme into another, in one transaction: its answers carry the other (their rows
	 * moved, keeping the owner's origin), its label and examples become the other's examples, the
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
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables (names from Tables), values through prepare(); IN() lists of placeholders built here.
			fn(): bool => false !== $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO `{$themes_t}` (survey_id, theme_id, response_id, question_id, part, origin) SELECT survey_id, %d, response_id, question_id, part, origin FROM `{$themes_t}` WHERE theme_id = %d AND survey_id = %d", $into, $from, $survey_id ) )
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
