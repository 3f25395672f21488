<?php
/**
 * All SQL that reads open answers for the insights.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Ai\Summary\SurveyQuestions;
use UserFeedback\Database\Tables;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyRepository;

// The processor's reads: direct, read-only queries on our own tables (names from Tables), values
// through prepare(), IN() lists of placeholders built here. Nothing is cached: each chunk reads
// rows once.

/**
 * Which answers are open (read as SurveyQuestions sorts them for the AI summary: text and long
 * text as written, the comment box of the comment types from `extra`; e-mail addresses never),
 * read in the answers' id order from the processor's cursor: the primary key's range, so a chunk
 * costs the same at any backlog. Every status is read — a trashed response's answer may be
 * restored, and the reports filter on the response's status anyway. A checkbox's comment is on
 * each tick's row: a part is returned once per chunk. Answers anonymised ('[removed]') or empty
 * are passed over.
 */
final class OpenAnswers {

	/**
	 * Surveys read so far: id => [open question id => part, survey locale], null when gone.
	 *
	 * @var array<int, array{parts: array<string, AnswerPart>, locale: string}|null>
	 */
	private array $surveys = array();

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly SurveyRepository $survey_rows ) {
	}

	/**
	 * The answers table.
	 *
	 * @return string
	 */
	public function table(): string {
		return $this->tables->answers();
	}

	/**
	 * Forgets the surveys read (their questions may have changed since).
	 *
	 * @return void
	 */
	public function forget_surveys(): void {
		$this->surveys = array();
	}

	/**
	 * The open parts among the next answer rows after the cursor.
	 *
	 * @param int $cursor Last answer id passed.
	 * @param int $limit  Most answer rows to read.
	 * @return array{parts: list<OpenPart>, last: int, rows: int} Parts, the last answer id read (the new cursor), rows read.
	 */
	public function after( int $cursor, int $limit ): array {
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; values prepared.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, survey_id, response_id, question_id, value, extra FROM `{$this->tables->answers()}` WHERE id > %d ORDER BY id ASC LIMIT %d", $cursor, $limit ), ARRAY_A );
		$last = $cursor;
		$open = array();
		foreach ( $rows as $row ) {
			$row  = (array) $row;
			$last = max( $last, (int) $row['id'] );
			$text = $this->text_of( (int) $row['survey_id'], (string) $row['question_id'], (string) $row['value'], null === $row['extra'] ? null : (string) $row['extra'] );
			if ( null !== $text ) {
				$open[] = array( $row, $text[0], $text[1] );
			}
		}
		return array(
			'parts' => $this->with_locales( $open ),
			'last'  => $last,
			'rows'  => count( $rows ),
		);
	}

	/**
	 * The current words of some analysed parts of one survey (a re-match after its themes
	 * changed), in the order asked; parts whose words are gone or removed are left out.
	 *
	 * @param int                                                              $survey_id Survey id.
	 * @param list<array{response_id: int, question_id: string, part: string}> $keys      The parts.
	 * @return list<OpenPart>
	 */
	public function parts( int $survey_id, array $keys ): array {
		if ( array() === $keys ) {
			return array();
		}
		$wanted = array();
		foreach ( $keys as $key ) {
			$wanted[ OpenPart::key_of( $key['response_id'], $key['question_id'], $key['part'] ) ] = true;
		}
		$ids  = array_values( array_unique( array_map( static fn( array $key ): int => $key['response_id'], $keys ) ) );
		$wpdb = $this->wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- own table, name from Tables; IN() list of %d placeholders.
		$rows = (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, survey_id, response_id, question_id, value, extra FROM `{$this->tables->answers()}` WHERE response_id IN (" . ResponsesRepository::placeholders( $ids ) . ') AND survey_id = %d ORDER BY id ASC', array_merge( $ids, array( $survey_id ) ) ), ARRAY_A );
		$open = array();
		foreach ( $rows as $row ) {
			$row  = (array) $row;
			$text = $this->text_of( $survey_id, (string) $row['question_id'], (string) $row['value'], null === $row['extra'] ? null : (string) $row['extra'] );
			if ( null !== $text && isset( $wanted[ OpenPart::key_of( (int) $row['response_id'], (string) $row['question_id'], $text[0]->value ) ] ) ) {
				$open[] = array( $row, $text[0], $text[1] );
			}
		}
		return $this->with_locales( $open );
	}

	/**
	 * The survey's language (SurveyLocale), null when the survey is gone.
	 *
	 * @param int $survey_id Survey id.
	 * @return string|null
	 */
	public function survey_locale( int $survey_id ): ?string {
		$survey = $this->survey( $survey_id );
		return null === $survey ? null : $survey['locale'];
	}

	/**
	 * An answer row's part and words, null when it has none to read.
	 *
	 * @param int         $survey_id   Survey id.
	 * @param string      $question_id Question id.
	 * @param string      $value       The answer.
	 * @param string|null $extra       Its comment (or a name), if any.
	 * @return array{0: AnswerPart, 1: string}|null
	 */
	private function text_of( int $survey_id, string $question_id, string $value, ?string $extra ): ?array {
		$part = $this->survey( $survey_id )['parts'][ $question_id ] ?? null;
		if ( null === $part ) {
			return null;
		}
		$text = trim( AnswerPart::Answer === $part ? $value : (string) $extra );
		if ( '' === $text || __( '[removed]', 'userfeedback' ) === $text ) {
			return null;
		}
		return array( $part, $text );
	}

	/**
	 * Open rows made parts, once each, with their language.
	 *
	 * @param list<array{0: array<string, mixed>, 1: AnswerPart, 2: string}> $open Rows with their part and words.
	 * @return list<OpenPart>
	 */
	private function with_locales( array $open ): array {
		if ( array() === $open ) {
			return array();
		}
		$ids       = array_values( array_unique( array_map( static fn( array $item ): int => (int) $item[0]['response_id'], $open ) ) );
		$wpdb      = $this->wpdb;
		$languages = array();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- own table, name from Tables; IN() list of %d placeholders.
		foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, language FROM `{$this->tables->responses()}` WHERE id IN (" . ResponsesRepository::placeholders( $ids ) . ')', $ids ), ARRAY_A ) as $row ) {
			$languages[ (int) $row['id'] ] = (string) $row['language'];
		}
		$parts = array();
		$seen  = array();
		foreach ( $open as $item ) {
			$survey_id = (int) $item[0]['survey_id'];
			$part      = new OpenPart( $survey_id, (int) $item[0]['response_id'], (string) $item[0]['question_id'], $item[1], $item[2], SurveyLocale::of_answer( $languages[ (int) $item[0]['response_id'] ] ?? '', (string) $this->survey_locale( $survey_id ) ) );
			if ( isset( $seen[ $part->key() ] ) ) {
				continue;
			}
			$seen[ $part->key() ] = true;
			$parts[]              = $part;
		}
		return $parts;
	}

	/**
	 * A survey's open questions and language, read once per chunk run.
	 *
	 * @param int $survey_id Survey id.
	 * @return array{parts: array<string, AnswerPart>, locale: string}|null
	 */
	private function survey( int $survey_id ): ?array {
		if ( ! array_key_exists( $survey_id, $this->surveys ) ) {
			$survey = $this->survey_rows->find( $survey_id );
			if ( null === $survey ) {
				$this->surveys[ $survey_id ] = null;
			} else {
				$questions = SurveyQuestions::from_survey( $survey );
				$parts     = array_fill_keys( $questions->text_ids(), AnswerPart::Answer ) + array_fill_keys( $questions->comment_ids(), AnswerPart::Comment );

				$this->surveys[ $survey_id ] = array(
					'parts'  => $parts,
					'locale' => SurveyLocale::of_survey( $survey ),
				);
			}
		}
		return $this->surveys[ $survey_id ];
	}
}
