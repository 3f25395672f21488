<?php
/**
 * Reads open answers in bounded background steps.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Ai\Summary\AiAnswersRepository;
use UserFeedback\Ai\Summary\SurveyQuestions;
use UserFeedback\Database\LockName;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Why not the build engine (Reporting\Build): its sets are exact at every commit because each
 * chunk holds the survey row and writers keep the rows in their own transaction. Reading
 * sentiment and themes is slow text work that must never run in a visitor's request nor hold the
 * row visitors write under, so insights are eventually current instead: a cursor on the answers'
 * id (answers arrive in id order, so every new response's answers are after it) and steps of at
 * most STEP_SECONDS, run by WP-Cron (InsightsCron), never in a page or REST request.
 *
 * A step takes, while its budget lasts and in this order:
 * 1. a survey due for theme suggestions (SUGGEST_AFTER parts analysed and none suggested, or
 *    SUGGEST_GROWTH times as many as when last suggested): suggest() on its SAMPLE newest open
 *    answers; new labels (not the survey's, not ones the owner deleted) are stored as suggested
 *    themes, which re-matches the survey;
 * 2. the next CHUNK answer rows after the cursor: each open part in a language the analyzer reads
 *    gets its sentiment and themes (the survey's themes passed in); the cursor moves past them;
 * 3. a re-match of a survey whose themes changed (ThemesRevision), REMATCH_CHUNK parts at a time
 *    in the order of its sentiment index: only their themes are replaced.
 * Parts the owner labelled are never rewritten (InsightStore). One step at a time per site (a
 * named lock): two overlapping cron runs never read the same chunk.
 */
final class InsightsProcessor {

	/** A step's budget, as the build engine's: no chunk started that would end past it. */
	public const STEP_SECONDS = 7.0;

	/** Answer rows per chunk. */
	public const CHUNK = 500;

	/** Analysed parts per re-match chunk. */
	public const REMATCH_CHUNK = 500;

	/** Parts a survey needs before themes are suggested: fewer recur too rarely to name. */
	public const SUGGEST_AFTER = 30;

	/** Themes are suggested again once a survey has this many times the parts it had. */
	public const SUGGEST_GROWTH = 4;

	/** Newest open answers a suggestion reads. */
	public const SAMPLE = 1000;

	/** Most themes one suggestion adds. */
	public const MAX_SUGGESTED = 12;

	/**
	 * Answer rows per chunk (CHUNK; smaller in tests).
	 *
	 * @var int
	 */
	private int $chunk = self::CHUNK;

	/**
	 * The step's analyzer.
	 *
	 * @var InsightAnalyzer|null
	 */
	private ?InsightAnalyzer $analyzer = null;

	/**
	 * Themes read this step, by survey.
	 *
	 * @var array<int, array<int, array{id: int, label: string, examples: list<string>}>>
	 */
	private array $themes = array();

	/**
	 * Constructor.
	 *
	 * @param \wpdb                       $wpdb      The database connection.
	 * @param OpenAnswers                 $answers   Open answers' reads.
	 * @param InsightStore                $store     Readings' writes.
	 * @param ThemeStore                  $theme_rows Themes.
	 * @param ThemesRevision              $revisions Themes' revisions.
	 * @param SurveyRepository            $surveys   Surveys.
	 * @param AiAnswersRepository         $latest    The newest open answers (the suggestions' sample).
	 * @param callable(): InsightAnalyzer $analyzers Gives the analyzer in force.
	 */
	public function __construct(
		private readonly \wpdb $wpdb,
		private readonly OpenAnswers $answers,
		private readonly InsightStore $store,
		private readonly ThemeStore $theme_rows,
		private readonly ThemesRevision $revisions,
		private readonly SurveyRepository $surveys,
		private readonly AiAnswersRepository $latest,
		private $analyzers
	) {
	}

	/**
	 * Sets the chunk size (tests and benchmarks).
	 *
	 * @param int $rows Answer rows per chunk, at least 1.
	 * @return void
	 */
	public function set_chunk( int $rows ): void {
		$this->chunk = max( 1, $rows );
	}

	/**
	 * One step.
	 *
	 * @param float         $seconds    Time after which no chunk is started.
	 * @param callable|null $on_chunk   Told after each chunk: (what: 'new'|'suggest'|'rematch', seconds it took).
	 * @param int           $max_chunks Most chunks (tests).
	 * @return bool Whether work remains.
	 */
	public function step( float $seconds = self::STEP_SECONDS, ?callable $on_chunk = null, int $max_chunks = PHP_INT_MAX ): bool {
		$wpdb = $this->wpdb;
		$lock = LockName::for( $wpdb, 'insights' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, not data.
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK(%s, 0)', $lock ) ) ) {
			return false; // Another step runs; it asks for the next one itself.
		}
		try {
			return $this->run( $seconds, $on_chunk, $max_chunks );
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a named lock, not data.
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK(%s)', $lock ) );
		}
	}

	/**
	 * Whether any work is waiting: new answers, suggestions or re-matches.
	 *
	 * @return bool
	 */
	public function has_work(): bool {
		$state          = ProcessorState::load();
		$this->analyzer = ( $this->analyzers )();
		return $state->cursor < $this->max_answer_id() || null !== $this->next_suggestion( $state ) || null !== $this->next_rematch( $state );
	}

	/**
	 * A survey's insights state for the reports and the theme panel.
	 *
	 * @param array<string, mixed> $survey The survey.
	 * @return 'ready'|'processing'|'not_available'
	 */
	public function survey_state( array $survey ): string {
		$survey_id = (int) $survey['id'];
		if ( ! ( $this->analyzers )()->supports( SurveyLocale::of_survey( $survey ) ) ) {
			return 'not_available';
		}
		$state = ProcessorState::load();
		$entry = $state->survey( $survey_id );
		if ( $entry['analysed'] > 0 && $this->revisions->of( $survey_id ) !== $entry['matched'] ) {
			return 'processing';
		}
		// The primary key's range after the cursor, stopping at the survey's first row.
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from the answers' reader; values prepared; must see the current rows.
		$waiting = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM `{$this->answers->table()}` WHERE id > %d AND survey_id = %d LIMIT 1", $state->cursor, $survey_id ) );
		return null === $waiting ? 'ready' : 'processing';
	}

	/**
	 * The step's chunks.
	 *
	 * @param float         $seconds    Budget.
	 * @param callable|null $on_chunk   Told after each chunk.
	 * @param int           $max_chunks Most chunks.
	 * @return bool Whether work remains.
	 */
	private function run( float $seconds, ?callable $on_chunk, int $max_chunks ): bool {
		$started        = microtime( true );
		$longest        = 0.0;
		$chunks         = 0;
		$state          = ProcessorState::load();
		$this->analyzer = ( $this->analyzers )();
		$this->themes   = array();
		$this->answers->forget_surveys();
		$max = $this->max_answer_id();
		while ( true ) {
			$suggest = $this->next_suggestion( $state );
			$rematch = null;
			if ( null === $suggest && $state->cursor >= $max ) {
				$max     = $this->max_answer_id();
				$rematch = $state->cursor >= $max ? $this->next_rematch( $state ) : null;
				if ( $state->cursor >= $max && null === $rematch ) {
					return false;
				}
			}
			if ( microtime( true ) - $started + $longest >= $seconds || $chunks >= $max_chunks ) {
				return true;
			}
			++$chunks;
			$chunk_started = microtime( true );
			$ok            = true;
			if ( null !== $suggest ) {
				$what = 'suggest';
				$this->suggest( $state, $suggest );
			} elseif ( null !== $rematch ) {
				$what = 'rematch';
				$ok   = $this->rematch( $state, $rematch );
			} else {
				$what = 'new';
				$ok   = $this->read_new( $state );
			}
			$state->save();
			$took    = microtime( true ) - $chunk_started;
			$longest = max( $longest, $took );
			if ( null !== $on_chunk ) {
				$on_chunk( $what, $took );
			}
			if ( ! $ok ) {
				return true; // The database failed: nothing of the chunk was kept; try again later.
			}
		}
	}

	/**
	 * The next chunk of new answers.
	 *
	 * @param ProcessorState $state The state (cursor and counts moved).
	 * @return bool False when the database failed.
	 */
	private function read_new( ProcessorState $state ): bool {
		$read     = $this->answers->after( $state->cursor, $this->chunk );
		$readings = array();
		foreach ( $read['parts'] as $part ) {
			$reading = $this->read( $part );
			if ( null !== $reading ) {
				$readings[] = $reading;
			}
		}
		if ( ! $this->store->save( $readings ) ) {
			return false;
		}
		$state->cursor = $read['last'];
		foreach ( $readings as $reading ) {
			$survey_id                    = $reading['part']->survey_id;
			$entry                        = $state->survey( $survey_id );
			$entry['analysed']           += 1;
			$state->surveys[ $survey_id ] = $entry;
		}
		return true;
	}

	/**
	 * Suggests themes for a survey.
	 *
	 * @param ProcessorState $state     The state.
	 * @param int            $survey_id The survey.
	 * @return void
	 */
	private function suggest( ProcessorState $state, int $survey_id ): void {
		$entry                        = $state->survey( $survey_id );
		$entry['suggested_at']        = max( 1, $entry['analysed'] );
		$state->surveys[ $survey_id ] = $entry;
		$survey                       = $this->surveys->find( $survey_id );
		if ( null === $survey ) {
			unset( $state->surveys[ $survey_id ] );
			return;
		}
		$locale = SurveyLocale::of_survey( $survey );
		$items  = $this->latest->latest( $survey_id, SurveyQuestions::from_survey( $survey ), self::SAMPLE )['items'];
		$texts  = array();
		foreach ( $items as $item ) {
			if ( __( '[removed]', 'userfeedback' ) !== $item->text ) {
				$texts[] = $item->text;
			}
		}
		if ( array() === $texts ) {
			return;
		}
		$known = array_fill_keys( $this->revisions->dismissed( $survey_id ), true );
		foreach ( $this->theme_rows->all( $survey_id ) as $theme ) {
			$known[ mb_strtolower( $theme['label'], 'UTF-8' ) ] = true;
		}
		$added = 0;
		foreach ( $this->analyzer()->suggest( $texts, $locale ) as $suggestion ) {
			$label = mb_substr( trim( sanitize_text_field( (string) $suggestion['label'] ) ), 0, ThemeStore::MAX_LABEL );
			$key   = mb_strtolower( $label, 'UTF-8' );
			if ( '' === $label || isset( $known[ $key ] ) ) {
				continue;
			}
			if ( $this->theme_rows->create( $survey_id, $label, ThemeStore::clean_examples( (array) $suggestion['examples'] ), ThemeStore::ORIGIN_SUGGESTED ) > 0 ) {
				$known[ $key ] = true;
				++$added;
			}
			if ( $added >= self::MAX_SUGGESTED ) {
				break;
			}
		}
		if ( $added > 0 ) {
			unset( $this->themes[ $survey_id ] );
			$this->revisions->changed( $survey_id );
		}
	}

	/**
	 * A chunk of a survey's re-match.
	 *
	 * @param ProcessorState $state     The state.
	 * @param int            $survey_id The survey.
	 * @return bool False when the database failed.
	 */
	private function rematch( ProcessorState $state, int $survey_id ): bool {
		$entry    = $state->survey( $survey_id );
		$revision = $this->revisions->of( $survey_id );
		if ( $entry['matching'] !== $revision || null === $entry['at'] ) {
			$entry['matching'] = $revision;
			$entry['at']       = array( -2, 0 );
		}
		unset( $this->themes[ $survey_id ] ); // Read them as they are now.
		$batch    = $this->store->rematch_batch( $survey_id, $entry['at'], self::REMATCH_CHUNK );
		$readings = array();
		foreach ( $this->answers->parts( $survey_id, $batch['keys'] ) as $part ) {
			$reading = $this->read( $part );
			if ( null !== $reading ) {
				$readings[] = $reading;
			}
		}
		if ( ! $this->store->save( $readings, true ) ) {
			return false;
		}
		if ( null === $batch['next'] ) {
			$entry['matched'] = $entry['matching'];
			$entry['at']      = null;
		} else {
			$entry['at'] = $batch['next'];
		}
		$state->surveys[ $survey_id ] = $entry;
		return true;
	}

	/**
	 * A part's reading, null when its language is not read.
	 *
	 * @param OpenPart $part The part.
	 * @return array{part: OpenPart, sentiment: Sentiment, score: float, themes: list<int>}|null
	 */
	private function read( OpenPart $part ): ?array {
		$analyzer = $this->analyzer();
		if ( ! $analyzer->supports( $part->locale ) ) {
			return null;
		}
		$themes  = $this->themes_of( $part->survey_id );
		$reading = $analyzer->analyze( $part->text, $part->locale, $themes );
		if ( null === $reading ) {
			return null;
		}
		$sentiment = Sentiment::from_label( (string) $reading['sentiment'] );
		if ( null === $sentiment ) {
			return null;
		}
		return array(
			'part'      => $part,
			'sentiment' => $sentiment,
			'score'     => (float) $reading['score'],
			'themes'    => array_values( array_filter( array_map( 'intval', (array) $reading['themes'] ), static fn( int $id ): bool => isset( $themes[ $id ] ) ) ),
		);
	}

	/**
	 * A survey's themes as the analyzer takes them, read once per step (again after a change).
	 *
	 * @param int $survey_id Survey id.
	 * @return array<int, array{id: int, label: string, examples: list<string>}>
	 */
	private function themes_of( int $survey_id ): array {
		if ( ! isset( $this->themes[ $survey_id ] ) ) {
			$this->themes[ $survey_id ] = array();
			foreach ( $this->theme_rows->all( $survey_id ) as $id => $theme ) {
				$this->themes[ $survey_id ][ $id ] = array(
					'id'       => $theme['id'],
					'label'    => $theme['label'],
					'examples' => $theme['examples'],
				);
			}
		}
		return $this->themes[ $survey_id ];
	}

	/**
	 * The first survey due for suggestions.
	 *
	 * @param ProcessorState $state The state.
	 * @return int|null
	 */
	private function next_suggestion( ProcessorState $state ): ?int {
		foreach ( $state->surveys as $survey_id => $entry ) {
			$due = 0 === $entry['suggested_at'] ? $entry['analysed'] >= self::SUGGEST_AFTER : $entry['analysed'] >= self::SUGGEST_GROWTH * $entry['suggested_at'];
			if ( $due ) {
				return $survey_id;
			}
		}
		return null;
	}

	/**
	 * The first survey whose themes changed since its answers were matched.
	 *
	 * @param ProcessorState $state The state.
	 * @return int|null
	 */
	private function next_rematch( ProcessorState $state ): ?int {
		foreach ( $state->surveys as $survey_id => $entry ) {
			if ( $entry['analysed'] > 0 && $this->revisions->of( $survey_id ) !== $entry['matched'] ) {
				return $survey_id;
			}
		}
		return null;
	}

	/**
	 * The analyzer of this step.
	 *
	 * @return InsightAnalyzer
	 */
	private function analyzer(): InsightAnalyzer {
		$this->analyzer ??= ( $this->analyzers )();
		return $this->analyzer;
	}

	/**
	 * The newest answer id.
	 *
	 * @return int
	 */
	private function max_answer_id(): int {
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from the answers' reader; the primary key's last entry.
		return (int) $this->wpdb->get_var( "SELECT MAX(id) FROM `{$this->answers->table()}`" );
	}
}
