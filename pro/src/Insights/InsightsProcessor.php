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
use UserFeedback\Database\Claim;
use UserFeedback\Database\Tables;
use UserFeedback\Database\WorkClaims;
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
 * work claim, renewed after each chunk, held across every node of a cluster): two overlapping
 * cron runs never read the same chunk.
 *
 * An analyzer that reads many answers per call (BatchInsightAnalyzer: the owner's model) is
 * given whole chunks instead of one answer at a time: a chunk is its batch_size() open parts (the
 * rows after the cursor read until that many parts are found), and so is a re-match chunk. When
 * it fails (null), nothing of the chunk is kept, the cursor, the re-match position and the
 * suggestion count stay, and the step ends: resume_at() says when to run the next one. Parts it
 * left out of its readings (a reply that did not hold for them) wait in the state's retry list
 * and are read first in a later chunk, at most RETRIES times, then left unanalysed: a guess is
 * never stored.
 */
final class InsightsProcessor {

	/** A step's budget, as the build engine's: no chunk started that would end past it. */
	public const STEP_SECONDS = 7.0;

	/**
	 * How long the step's claim holds without a renewal: longer than any one chunk (a model's
	 * batch call included), so only a step that died loses it.
	 */
	public const CLAIM_SECONDS = 5 * MINUTE_IN_SECONDS;

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

	/** Most themes one suggestion adds: as many as the analyzers suggest (on-site and provider, 15). */
	public const MAX_SUGGESTED = 15;

	/** Times a part a batch analyzer left unread is read again before it is left unanalysed. */
	public const RETRIES = 3;

	/** Most reads of answer rows to fill one batch chunk (rows without open parts are many). */
	private const FILL_READS = 8;

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
	 * When the next step should run, after a batch analyzer failed (0: now).
	 *
	 * @var int
	 */
	private int $resume_at = 0;

	/**
	 * The work claims (one step at a time per site).
	 *
	 * @var WorkClaims
	 */
	private readonly WorkClaims $claims;

	/**
	 * The running step's claim.
	 *
	 * @var Claim|null
	 */
	private ?Claim $claim = null;

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
		$this->claims = new WorkClaims( $wpdb, new Tables( $wpdb ) );
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
		$this->claim = $this->claims->take( 'insights', self::CLAIM_SECONDS );
		if ( null === $this->claim ) {
			return false; // Another step runs; it asks for the next one itself.
		}
		try {
			return $this->run( $seconds, $on_chunk, $max_chunks );
		} finally {
			$this->claims->release( $this->claim );
			$this->claim = null;
		}
	}

	/**
	 * Whether any work is waiting: new answers, parts to read again, suggestions or re-matches.
	 *
	 * @return bool
	 */
	public function has_work(): bool {
		$state          = ProcessorState::load();
		$this->analyzer = ( $this->analyzers )();
		return null !== $this->new_version( $state ) || $state->cursor < $this->max_answer_id() || array() !== $state->retry || null !== $this->next_suggestion( $state ) || null !== $this->next_rematch( $state );
	}

	/**
	 * When the next step should run: 0 (now) unless the last step ended because its analyzer
	 * failed and asked not to be called before a time.
	 *
	 * @return int A Unix time, or 0.
	 */
	public function resume_at(): int {
		return $this->resume_at;
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
		foreach ( $state->retry as $retry ) {
			if ( $retry['survey_id'] === $survey_id ) {
				return 'processing';
			}
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
		$this->resume_at = 0;
		$this->follow_version( $state );
		$max = $this->max_answer_id();
		while ( true ) {
			$suggest = $this->next_suggestion( $state );
			$rematch = null;
			if ( null === $suggest && $state->cursor >= $max && array() === $state->retry ) {
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
			if ( null !== $this->claim && ! $this->claims->renew( $this->claim, self::CLAIM_SECONDS ) ) {
				return true; // It lapsed and another step took over: that one goes on.
			}
			if ( ! $ok ) {
				return true; // The database failed: nothing of the chunk was kept; try again later.
			}
			if ( $this->resume_at > 0 ) {
				return true; // The analyzer failed: nothing of the chunk was kept; try again at resume_at().
			}
		}
	}

	/**
	 * The analyzer's version when it differs from the one that read the answers so far, else null
	 * (also for an analyzer without versions, and on a site that has read nothing yet).
	 *
	 * @param ProcessorState $state The state.
	 * @return string|null
	 */
	private function new_version( ProcessorState $state ): ?string {
		$analyzer = $this->analyzer();
		if ( ! $analyzer instanceof VersionedAnalyzer ) {
			return null;
		}
		$version = $analyzer->version();
		return $version === $state->analyzer ? null : $version;
	}

	/**
	 * A new version of the analyzer reads every answer again, from the first: the cursor goes
	 * back, parts waiting to be read again are dropped (they will be), and the surveys' counts
	 * start over so suggestions come when they would have. The owner's labels stay. A state that
	 * never saved a version but read answers was read by a version before versions were kept.
	 *
	 * @param ProcessorState $state The state (saved).
	 * @return void
	 */
	private function follow_version( ProcessorState $state ): void {
		$version = $this->new_version( $state );
		if ( null === $version ) {
			return;
		}
		if ( '' !== $state->analyzer || $state->cursor > 0 ) {
			$state->cursor = 0;
			$state->retry  = array();
			foreach ( array_keys( $state->surveys ) as $survey_id ) {
				$state->surveys[ $survey_id ]['analysed'] = 0;
			}
		}
		$state->analyzer = $version;
		$state->save();
	}

	/**
	 * The next chunk of new answers.
	 *
	 * @param ProcessorState $state The state (cursor and counts moved).
	 * @return bool False when the database failed.
	 */
	private function read_new( ProcessorState $state ): bool {
		$analyzer = $this->analyzer();
		if ( array() !== $state->retry ) {
			return $this->read_again( $state );
		}
		if ( $analyzer instanceof BatchInsightAnalyzer ) {
			return $this->read_new_batch( $state, $analyzer );
		}
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
		$before                       = $entry['suggested_at'];
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
		$analyzer = $this->analyzer();
		if ( $analyzer instanceof BatchInsightAnalyzer ) {
			$names       = $this->latest->names( $survey_id, SurveyQuestions::from_survey( $survey ), array_values( array_unique( array_map( static fn( $item ): int => $item->response_id, $items ) ) ) );
			$suggestions = $analyzer->suggest_batch( $texts, $locale, $names );
			if ( null === $suggestions ) {
				// The provider failed: suggest again once it answers.
				$entry['suggested_at']        = $before;
				$state->surveys[ $survey_id ] = $entry;
				$this->wait_for( $analyzer );
				return;
			}
		} else {
			$suggestions = $analyzer->suggest( $texts, $locale );
		}
		$known = array_fill_keys( $this->revisions->dismissed( $survey_id ), true );
		foreach ( $this->theme_rows->all( $survey_id ) as $theme ) {
			$known[ mb_strtolower( $theme['label'], 'UTF-8' ) ] = true;
		}
		$added = 0;
		foreach ( $suggestions as $suggestion ) {
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
		$analyzer = $this->analyzer();
		$batch    = $this->store->rematch_batch( $survey_id, $entry['at'], $analyzer instanceof BatchInsightAnalyzer ? min( self::REMATCH_CHUNK, max( 1, $analyzer->batch_size() ) ) : self::REMATCH_CHUNK );
		$read     = $this->read_parts( $this->answers->parts( $survey_id, $batch['keys'] ) );
		if ( null === $read ) {
			$state->surveys[ $survey_id ] = $entry; // The position stays: this chunk is matched again.
			return true;
		}
		if ( ! $this->store->save( $read['readings'], true ) ) {
			return false;
		}
		$this->retry_later( $state, $read['unread'], array() );
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
	 * The next open parts after the cursor, one batch analyzer call for all of them.
	 *
	 * @param ProcessorState       $state    The state (cursor, counts and retry list moved).
	 * @param BatchInsightAnalyzer $analyzer The analyzer.
	 * @return bool False when the database failed.
	 */
	private function read_new_batch( ProcessorState $state, BatchInsightAnalyzer $analyzer ): bool {
		$want   = min( $this->chunk, max( 1, $analyzer->batch_size() ) );
		$parts  = array();
		$cursor = $state->cursor;
		$limit  = $want;
		for ( $reads = 0; $limit > 0 && $reads < self::FILL_READS; $reads++ ) {
			$read = $this->answers->after( $cursor, $limit );
			foreach ( $read['parts'] as $part ) {
				$parts[ $part->key() ] = $part; // A checkbox's comment on ticks read apart is one part.
			}
			$cursor = $read['last'];
			if ( $read['rows'] < $limit ) {
				break;
			}
			$limit = $want - count( $parts );
		}
		$read = $this->read_parts( array_values( $parts ) );
		if ( null === $read ) {
			return true; // The cursor stays: these answers are read again.
		}
		if ( ! $this->store->save( $read['readings'] ) ) {
			return false;
		}
		$state->cursor = $cursor;
		$this->count_analysed( $state, $read['readings'] );
		$this->retry_later( $state, $read['unread'], array() );
		return true;
	}

	/**
	 * Parts left unread earlier, read again.
	 *
	 * @param ProcessorState $state The state (its retry list and counts moved).
	 * @return bool False when the database failed.
	 */
	private function read_again( ProcessorState $state ): bool {
		$analyzer = $this->analyzer();
		$taken    = array_slice( $state->retry, 0, $analyzer instanceof BatchInsightAnalyzer ? max( 1, $analyzer->batch_size() ) : $this->chunk );
		$attempts = array();
		$keys     = array();
		foreach ( $taken as $retry ) {
			$attempts[ OpenPart::key_of( $retry['response_id'], $retry['question_id'], $retry['part'] ) ] = $retry['attempts'];
			$keys[ $retry['survey_id'] ][] = array(
				'response_id' => $retry['response_id'],
				'question_id' => $retry['question_id'],
				'part'        => $retry['part'],
			);
		}
		$parts = array();
		foreach ( $keys as $survey_id => $survey_keys ) {
			$parts = array_merge( $parts, $this->answers->parts( $survey_id, $survey_keys ) );
		}
		$read = $this->read_parts( $parts );
		if ( null === $read ) {
			return true; // The list stays as it is.
		}
		if ( ! $this->store->save( $read['readings'] ) ) {
			return false;
		}
		// Taken off the list: read, gone (the answer deleted or anonymised), or back on it below.
		$state->retry = array_slice( $state->retry, count( $taken ) );
		$this->count_analysed( $state, $read['readings'] );
		$this->retry_later( $state, $read['unread'], $attempts );
		return true;
	}

	/**
	 * Some parts' readings: one call of a batch analyzer, or analyze() per part.
	 *
	 * @param OpenPart[] $parts The parts.
	 * @return array{readings: list<array{part: OpenPart, sentiment: Sentiment, score: float, themes: list<int>}>, unread: list<OpenPart>}|null Null when the batch analyzer failed (resume_at() set).
	 */
	private function read_parts( array $parts ): ?array {
		$analyzer = $this->analyzer();
		if ( ! $analyzer instanceof BatchInsightAnalyzer ) {
			$readings = array();
			foreach ( $parts as $part ) {
				$reading = $this->read( $part );
				if ( null !== $reading ) {
					$readings[] = $reading;
				}
			}
			return array(
				'readings' => $readings,
				'unread'   => array(),
			);
		}
		$items = array();
		$names = array();
		foreach ( $parts as $index => $part ) {
			if ( ! $analyzer->supports( $part->locale ) ) {
				continue;
			}
			$names[ $part->survey_id ][ $part->response_id ] = $part->response_id;
			$items[ $index ]                                 = array(
				'text'   => $part->text,
				'locale' => $part->locale,
				'themes' => $this->themes_of( $part->survey_id ),
				'names'  => array(),
			);
		}
		if ( array() === $items ) {
			return array(
				'readings' => array(),
				'unread'   => array(),
			);
		}
		foreach ( $names as $survey_id => $response_ids ) {
			$survey              = $this->surveys->find( $survey_id );
			$names[ $survey_id ] = null === $survey ? array() : $this->latest->names( $survey_id, SurveyQuestions::from_survey( $survey ), array_values( $response_ids ) );
		}
		foreach ( $items as $index => $item ) {
			$items[ $index ]['names'] = array_values( array_map( 'strval', $names[ $parts[ $index ]->survey_id ] ) );
		}
		$read = $analyzer->analyze_batch( $items );
		if ( null === $read ) {
			$this->wait_for( $analyzer );
			return null;
		}
		$readings = array();
		$unread   = array();
		foreach ( array_keys( $items ) as $index ) {
			$reading = isset( $read[ $index ] ) ? $this->checked( $parts[ $index ], $read[ $index ] ) : null;
			if ( null === $reading ) {
				$unread[] = $parts[ $index ];
			} else {
				$readings[] = $reading;
			}
		}
		return array(
			'readings' => $readings,
			'unread'   => $unread,
		);
	}

	/**
	 * Counts new readings in their surveys' states (a part left unread was not counted before).
	 *
	 * @param ProcessorState                                                                     $state    The state.
	 * @param list<array{part: OpenPart, sentiment: Sentiment, score: float, themes: list<int>}> $readings The readings.
	 * @return void
	 */
	private function count_analysed( ProcessorState $state, array $readings ): void {
		foreach ( $readings as $reading ) {
			$survey_id                    = $reading['part']->survey_id;
			$entry                        = $state->survey( $survey_id );
			$entry['analysed']           += 1;
			$state->surveys[ $survey_id ] = $entry;
		}
	}

	/**
	 * Puts parts left unread on the retry list, unless they were tried RETRIES times already.
	 *
	 * @param ProcessorState     $state    The state.
	 * @param OpenPart[]         $unread   Parts left unread.
	 * @param array<string, int> $attempts Attempts so far by part key (none: first).
	 * @return void
	 */
	private function retry_later( ProcessorState $state, array $unread, array $attempts ): void {
		foreach ( $unread as $part ) {
			$tried = ( $attempts[ $part->key() ] ?? 0 ) + 1;
			if ( $tried > self::RETRIES ) {
				continue; // Left unanalysed: never a guess.
			}
			$state->retry[] = array(
				'survey_id'   => $part->survey_id,
				'response_id' => $part->response_id,
				'question_id' => $part->question_id,
				'part'        => $part->part->value,
				'attempts'    => $tried,
			);
		}
	}

	/**
	 * Ends the step until the analyzer may be asked again.
	 *
	 * @param BatchInsightAnalyzer $analyzer The analyzer that failed.
	 * @return void
	 */
	private function wait_for( BatchInsightAnalyzer $analyzer ): void {
		$this->resume_at = max( time() + 1, $analyzer->retry_at() );
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
		$reading = $analyzer->analyze( $part->text, $part->locale, $this->themes_of( $part->survey_id ) );
		return null === $reading ? null : $this->checked( $part, $reading );
	}

	/**
	 * An analyzer's reading of a part as stored: its sentiment known, its themes the survey's.
	 *
	 * @param OpenPart     $part    The part.
	 * @param array<mixed> $reading The analyzer's reading.
	 * @return array{part: OpenPart, sentiment: Sentiment, score: float, themes: list<int>}|null
	 */
	private function checked( OpenPart $part, array $reading ): ?array {
		$themes    = $this->themes_of( $part->survey_id );
		$sentiment = Sentiment::from_label( (string) ( $reading['sentiment'] ?? '' ) );
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
