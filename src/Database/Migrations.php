<?php
/**
 * Ordered data migrations.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

use UserFeedback\Reporting\Build\BuildEngine;
use UserFeedback\Reporting\Build\BuildKind;
use UserFeedback\Settings\SettingsStore;

/**
 * Version => migration, run in ascending order after dbDelta has brought the tables up to Schema.
 * Each migration must be idempotent: a request may die half way, and on a cluster two nodes may
 * start the same upgrade (Installer takes a lock, but a migration must still survive a re-run).
 */
final class Migrations {

	public function __construct( private readonly SettingsStore $settings ) {
	}

	/**
	 * The schema version this code expects: the highest key of all().
	 *
	 * @return int
	 */
	public function latest_version(): int {
		return (int) max( array_keys( $this->all() ) );
	}

	/**
	 * Every migration, keyed by the DB version it brings the site to.
	 *
	 * @return non-empty-array<int, callable(): void>
	 */
	public function all(): array {
		return array(
			1  => array( $this, 'seed_default_settings' ),
			2  => array( $this, 'drop_superseded_answer_index' ),
			3  => array( $this, 'retire_value_crc' ),
			4  => array( $this, 'add_email_queue' ),
			5  => array( $this, 'move_version_option' ),
			6  => array( $this, 'add_rate_limits' ),
			7  => array( $this, 'add_webhooks' ),
			8  => array( $this, 'add_counters' ),
			9  => array( $this, 'add_hour_counters' ),
			10 => array( $this, 'add_partial_responses' ),
			11 => array( $this, 'add_notify_state' ),
			12 => array( $this, 'add_tags_and_notes' ),
			13 => array( $this, 'add_response_facts' ),
			14 => array( $this, 'add_response_origin' ),
			15 => array( $this, 'move_build_state' ),
			16 => array( $this, 'keep_no_pause_after_response' ),
			17 => array( $this, 'add_languages' ),
			18 => array( $this, 'add_response_fields' ),
			19 => array( $this, 'add_links' ),
			20 => array( $this, 'add_result_links' ),
			21 => array( $this, 'add_integrations' ),
			22 => array( $this, 'add_insights' ),
			23 => array( $this, 'make_tables_cluster_safe' ),
			24 => array( $this, 'add_fact_sentiments' ),
			25 => array( $this, 'add_claims' ),
			26 => array( $this, 'add_counter_shards' ),
			27 => array( $this, 'add_theme_slots' ),
			28 => array( $this, 'add_build_fences' ),
		);
	}

	/**
	 * The migrations a site at $from still needs, in order.
	 *
	 * @param int $from The site's stored DB version.
	 * @return array<int, callable(): void>
	 */
	public function pending( int $from ): array {
		$pending = array_filter(
			$this->all(),
			static function ( int $version ) use ( $from ): bool {
				return $version > $from;
			},
			ARRAY_FILTER_USE_KEY
		);
		ksort( $pending );
		return $pending;
	}

	/**
	 * Version 1: stores the default settings so the first admin visit reads a complete object.
	 * add_option() never overwrites, so this is safe to run again.
	 *
	 * @return void
	 */
	public function seed_default_settings(): void {
		add_option( SettingsStore::OPTION, $this->settings->defaults() );
	}

	/**
	 * Version 2: the statistics indexes. dbDelta has already added the generated columns
	 * value_crc and has_extra and the covering indexes survey_question_time and
	 * survey_question_crc (Schema); this drops the index they supersede,
	 * (survey_id, question_id, status, submitted_at), a prefix of survey_question_time. Only
	 * when it is there, so a re-run does nothing.
	 *
	 * @return void
	 */
	public function drop_superseded_answer_index(): void {
		global $wpdb;
		$table = ( new Tables( $wpdb ) )->answers();
		// Our own table and index names, never input, so they are interpolated.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared; a schema read, not cacheable.
		$exists = $wpdb->get_var( $wpdb->prepare( "SHOW INDEX FROM `{$table}` WHERE Key_name = %s", 'survey_question_status_submitted' ) );
		if ( null !== $exists ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table (name from Tables): drops the superseded index.
			$wpdb->query( "ALTER TABLE `{$table}` DROP INDEX survey_question_status_submitted" );
		}
	}

	/**
	 * Version 3: the rollups. dbDelta has created the rollups table, surveys.rollup_key (empty:
	 * every survey's rollups are built by its next report, Reporting\Rollups) and the answers'
	 * survey_question_order index. Per-value counts no longer read the answers, so the CRC-32
	 * column goes with the two indexes that carried it (survey_question_order is
	 * survey_question_time without it): one ALTER, only while value_crc is there, so a re-run
	 * does nothing.
	 *
	 * @return void
	 */
	public function retire_value_crc(): void {
		global $wpdb;
		$table = ( new Tables( $wpdb ) )->answers();
		// Our own table and index names, never input, so they are interpolated.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared; a schema read, not cacheable.
		if ( null === $wpdb->get_var( $wpdb->prepare( "SHOW COLUMNS FROM `{$table}` LIKE %s", 'value_crc' ) ) ) {
			return;
		}
		$drops = array();
		foreach ( array( 'survey_question_crc', 'survey_question_time' ) as $index ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, value prepared; a schema read, not cacheable.
			if ( null !== $wpdb->get_var( $wpdb->prepare( "SHOW INDEX FROM `{$table}` WHERE Key_name = %s", $index ) ) ) {
				$drops[] = "DROP INDEX {$index}"; // phpcs:ignore WordPress.DB.DirectDatabaseQuery.SchemaChange -- not a query: the sniff reads this clause as part of the get_var() above.
			}
		}
		$drops[] = 'DROP COLUMN value_crc';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.DirectDatabaseQuery.SchemaChange, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table (name from Tables), clauses from our own index names: one ALTER.
		$wpdb->query( "ALTER TABLE `{$table}` " . implode( ', ', $drops ) );
	}

	/**
	 * Version 4: the e-mail queue (Email\EmailQueue). dbDelta has created the table; there is no
	 * data to move (notifications were never queued before), so this only records the version,
	 * which makes every node run dbDelta once. A re-run does nothing.
	 *
	 * @return void
	 */
	public function add_email_queue(): void {
	}

	/**
	 * Version 5: our schema version moves to its own option (Installer::VERSION_OPTION, written
	 * right after this). The old one, `userfeedback_db_version`, is also where UserFeedback 1.x
	 * keeps '1.0.0': only a bare number, ours, is deleted; 1.x's is left to the 1.x data.
	 *
	 * @return void
	 */
	public function move_version_option(): void {
		if ( ctype_digit( (string) get_option( Installer::OLD_VERSION_OPTION, '' ) ) ) {
			delete_option( Installer::OLD_VERSION_OPTION );
		}
	}

	/**
	 * Version 6: the rate_limits table and the responses' user_id index (the privacy tools find a
	 * user's responses on it), both made by dbDelta before the migrations run; the version bump
	 * makes every node run dbDelta once. A re-run does nothing.
	 *
	 * @return void
	 */
	public function add_rate_limits(): void {
	}

	/**
	 * Version 7: the webhooks' tables, and the queue's payload made mediumtext (it holds a
	 * delivery's body), all by dbDelta before the migrations run. A re-run does nothing.
	 *
	 * @return void
	 */
	public function add_webhooks(): void {
	}

	/**
	 * Version 8: exact response counters and background rebuilds (Reporting\Counts,
	 * Reporting\RollupBuild). dbDelta has created the counts and rollups_build tables and the
	 * surveys' counted and build_* columns; every survey starts not counted (its lists and
	 * overview figures are counted on the index as before), so nothing is read here: the migration
	 * stays instant on a site of millions of responses, and asks WP-Cron for the background
	 * rebuild, which counts each survey in bounded steps. A re-run only asks again.
	 *
	 * @return void
	 */
	public function add_counters(): void {
		BuildEngine::schedule_kind( BuildKind::Rollups );
	}

	/**
	 * Version 9: the counters gained hour rows (Reporting\CountScope::LiveHours), which readers now sum
	 * instead of quarter hours. A survey counted under version 8 has none, so every survey goes
	 * back to not counted (its figures counted on the index, exact, until the background rebuild
	 * counts it again, hours included). One UPDATE of the surveys table: instant at any size.
	 *
	 * @return void
	 */
	public function add_hour_counters(): void {
		global $wpdb;
		$surveys = ( new Tables( $wpdb ) )->surveys();
		// The columns exist only on a site that had version 8 (a new site gets the builds table).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; a schema read.
		if ( null !== $wpdb->get_var( "SHOW COLUMNS FROM `{$surveys}` LIKE 'counted'" ) ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; a migration's one write.
			$wpdb->query( "UPDATE `{$surveys}` SET counted = 0, build_key = ''" );
		}
		BuildEngine::schedule_kind( BuildKind::Rollups );
	}

	/**
	 * Version 10: partial responses (responses.completed, response_key, shown; counters' partial
	 * and partial_trashed), all added by dbDelta with defaults that are exact for every older row
	 * (completed, not tracked, no partials). The rollups' new kinds count partial and tracked
	 * responses, of which an older site has none, so nothing is recounted: this only records the
	 * version.
	 *
	 * @return void
	 */
	public function add_partial_responses(): void {
	}

	/**
	 * Version 11: responses.notify_state and its index (partial notifications), added by dbDelta
	 * with a default exact for every older row (1: nothing due). Its own version because it
	 * followed version 10 on development sites that had already taken 10.
	 *
	 * @return void
	 */
	public function add_notify_state(): void {
	}

	/**
	 * Version 12: the response_tags and response_notes tables, made by dbDelta; nothing
	 * to move.
	 *
	 * @return void
	 */
	public function add_tags_and_notes(): void {
	}

	/**
	 * Version 13: the response_facts table and the surveys' facts_* columns, made by
	 * dbDelta. Every survey starts without facts (facts_key ''): filtered reports read the answers
	 * until the background build (Reporting\Facts\FactsBuild) has packed them.
	 *
	 * @return void
	 */
	public function add_response_facts(): void {
		BuildEngine::schedule_kind( BuildKind::Facts );
	}

	/**
	 * Version 14: responses.origin (Visitors\ResponseOwnership), added by dbDelta as the last
	 * column (an instant change on MariaDB 10.3+ and MySQL 8, whatever the table's size). A response
	 * being answered during the upgrade has neither origin nor cookie: its later saves are refused
	 * and it stays the partial response it was.
	 *
	 * @return void
	 */
	public function add_response_origin(): void {
	}

	/**
	 * Version 15: the derived sets' bookkeeping moves from nine columns of the surveys table to
	 * the builds table (Reporting\Build\BuildStates), one row per survey and kind: the values are
	 * copied as they are (a running build goes on from its watermark), then the columns dropped.
	 * Idempotent: a survey that already has its rows keeps them, and only columns still there are
	 * copied and dropped.
	 *
	 * @return void
	 */
	public function move_build_state(): void {
		global $wpdb;
		$tables  = new Tables( $wpdb );
		$surveys = $tables->surveys();
		$builds  = $tables->builds();
		// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a schema migration of our own tables, names from Tables; no input.
		$columns = (array) $wpdb->get_col( "SHOW COLUMNS FROM `{$surveys}`" );
		$old     = array( 'rollup_key', 'counted', 'build_key', 'build_at', 'build_id', 'facts_key', 'facts_build_key', 'facts_at', 'facts_id' );
		if ( array() === array_diff( $old, $columns ) ) {
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO `{$builds}` (survey_id, kind, live_key, exact, build_key, build_at, build_id) SELECT id, %d, rollup_key, counted, build_key, build_at, build_id FROM `{$surveys}`", BuildKind::Rollups->value ) );
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO `{$builds}` (survey_id, kind, live_key, exact, build_key, build_at, build_id) SELECT id, %d, facts_key, 0, facts_build_key, facts_at, facts_id FROM `{$surveys}`", BuildKind::Facts->value ) );
		}
		$drop = array_intersect( $old, $columns );
		if ( array() !== $drop ) {
			$drops = implode( ', ', array_map( static fn( string $column ): string => "DROP COLUMN `{$column}`", $drop ) );
			$wpdb->query( "ALTER TABLE `{$surveys}` {$drops}" );
		}
		// phpcs:enable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	/**
	 * Version 16: the pause after a response (SettingsSchema `widget_pause_after_response`) is on
	 * for new installs, whose settings version 1 stored with it. A site installed before keeps the
	 * spec's behaviour, another floating survey right after a response: its stored settings lack
	 * the key, so it gets 0 (off) until its owner turns the pause on. A re-run finds the key and
	 * changes nothing.
	 *
	 * @return void
	 */
	public function keep_no_pause_after_response(): void {
		$stored = get_option( SettingsStore::OPTION, null );
		if ( is_array( $stored ) && array_key_exists( 'widget_pause_after_response', $stored ) ) {
			return;
		}
		$this->settings->update( array( 'widget_pause_after_response' => 0 ) );
	}

	/**
	 * Version 17: a survey's language and translations, a response's and its facts' language.
	 * dbDelta adds the columns, each appended (an instant change on MariaDB 10.3+ and MySQL 8,
	 * whatever the table's size); nothing is copied: the surveys keep the site's language ('')
	 * and no translation, and the responses so far have no language recorded ('').
	 *
	 * @return void
	 */
	public function add_languages(): void {
	}

	/**
	 * Version 18: the response_fields table (hidden fields' values), made by dbDelta; responses so
	 * far carry none, so nothing is moved.
	 *
	 * @return void
	 */
	public function add_response_fields(): void {
	}

	/**
	 * Version 19: the links table (personal single-use links), made by dbDelta; there are none
	 * yet, so nothing is moved.
	 *
	 * @return void
	 */
	public function add_links(): void {
	}

	/**
	 * Version 20: the result_links table (read-only results links), made by dbDelta; there are
	 * none yet, so nothing is moved.
	 *
	 * @return void
	 */
	public function add_result_links(): void {
	}

	/**
	 * Version 21: the delivery_health table and the webhooks' kind, source and name columns, made
	 * by dbDelta; their defaults ('webhook', 'owner', '') describe every existing endpoint, so
	 * nothing is moved.
	 *
	 * @return void
	 */
	public function add_integrations(): void {
	}

	/**
	 * Version 22: the insights' tables (answer_insights, insight_themes, answer_themes), made by
	 * dbDelta. Nothing is analysed here: the Pro module's background processor works through the
	 * answers so far in bounded steps from its cursor (0 on a site that never had it).
	 *
	 * @return void
	 */
	public function add_insights(): void {
	}

	/**
	 * Version 23: every table on InnoDB with its primary key (ClusterSafeTables), which a Galera
	 * cluster needs. Schema now names the engine, and dbDelta has added any key it could; this
	 * repairs what dbDelta cannot (a key over duplicate rows, a missing AUTO_INCREMENT id, the
	 * engine). A healthy site's tables are only looked up, so it is instant; a re-run does nothing.
	 *
	 * @return void
	 */
	public function make_tables_cluster_safe(): void {
		global $wpdb;
		( new ClusterSafeTables( $wpdb, new Tables( $wpdb ) ) )->repair();
	}

	/**
	 * Version 24: the facts rows' `sentiments` column, made by dbDelta (0, no reading, on every
	 * row). FactLayout's version moved with it, so every survey's facts are packed again in the
	 * background with the readings; until a survey's are, its filtered reports read the answers.
	 *
	 * @return void
	 */
	public function add_fact_sentiments(): void {
	}

	/**
	 * Version 25: the claims table (WorkClaims: background tasks held across cluster nodes instead
	 * of per-node named locks) and surveys.guard_seq (the row a completion under a response limit
	 * or one answer each writes first, so two nodes' completions conflict), made by dbDelta; both
	 * start empty or 0, so nothing is moved.
	 *
	 * @return void
	 */
	public function add_claims(): void {
	}

	/**
	 * Version 26: the counter tables' rows per database node (Database\CounterShard: counts,
	 * rollups, rollups_build, impressions). dbDelta has added the `shard` column, 0 on every row,
	 * so each old row is its key's shard 0 and every sum is unchanged; the primary keys gain the
	 * shard here (ShardedCounterKeys: dbDelta cannot change a primary key). A re-run finds the
	 * keys done and does nothing.
	 *
	 * @return void
	 */
	public function add_counter_shards(): void {
		global $wpdb;
		( new ShardedCounterKeys( $wpdb, new Tables( $wpdb ) ) )->apply();
	}

	/**
	 * Version 27: a theme's bit in its responses' facts rows. dbDelta has added
	 * insight_themes.slot (NULL, unique per survey) and response_facts.themes (0); this gives each
	 * survey's themes their slots, oldest (lowest id) first, the first 64 of them — in one
	 * statement, and only in surveys with no slot yet, so a re-run, or a theme created meanwhile
	 * by code already running on another node, changes nothing. FactLayout's version moved with
	 * it: every survey's facts are packed again in the background with the bits, and until then
	 * its filtered reports read the answers.
	 *
	 * @return void
	 */
	public function add_theme_slots(): void {
		global $wpdb;
		$table = ( new Tables( $wpdb ) )->insight_themes();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; no values.
		$wpdb->query( "UPDATE `{$table}` t INNER JOIN ( SELECT id, ROW_NUMBER() OVER ( PARTITION BY survey_id ORDER BY id ) - 1 AS n, MAX( slot IS NOT NULL ) OVER ( PARTITION BY survey_id ) AS slotted FROM `{$table}` ) r ON r.id = t.id SET t.slot = r.n WHERE r.n < 64 AND r.slotted = 0" );
	}

	/**
	 * Version 28: the build fences (Reporting\Build\WriteFences), made by dbDelta; they start
	 * empty, so nothing is moved.
	 *
	 * @return void
	 */
	public function add_build_fences(): void {
	}
}
