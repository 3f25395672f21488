<?php
/**
 * A survey's responses in the range, batch after batch, with their answers.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\QuestionStats;

/**
 * Reads one batch at a time (ExportQueries, keyset-paged) and turns the answer rows into one answer
 * per response and question the way the results screens do (QuestionStats::answer_items(): a
 * checkbox's ticks become one list in the question's option order, ratings become numbers).
 * The cursor is the last response read, so a batch can be asked for again after a restart.
 */
final class ResponseStream {

	/**
	 * UTC, for reading stored times.
	 *
	 * @var \DateTimeZone
	 */
	private readonly \DateTimeZone $utc;

	/**
	 * Constructor.
	 *
	 * @param ExportQueries $queries   The exports' SQL.
	 * @param int           $survey_id Survey id.
	 * @param DateRange     $range     The range.
	 * @param string[]      $statuses  Statuses listed.
	 * @param string        $condition The results filter's prepared condition on the responses row `r` ('' for none).
	 */
	public function __construct( private readonly ExportQueries $queries, private readonly int $survey_id, private readonly DateRange $range, private readonly array $statuses, private readonly string $condition = '' ) {
		$this->utc = new \DateTimeZone( 'UTC' );
	}

	public function total(): int {
		return $this->queries->count_responses( $this->survey_id, $this->range, $this->statuses, $this->condition );
	}

	/**
	 * The next batch.
	 *
	 * @param array{submitted_at: string, id: int}|null $after     The last response already read; null to start.
	 * @param int                                       $limit     Most responses.
	 * @param array<int, array<string, mixed>>          $questions The questions whose answers to read.
	 * @param bool                                      $only_one  Read only the first question's answer rows.
	 * @return array{responses: array<int, array{id: int, status: string, completed: bool, submitted_at: string, submitted_local: string, page_url: string, page_title: string, user_ip: string, user_browser: string, user_os: string, user_device: string, language: string}>, answers: array<int, array<string, array{response_id: int, value: string|int|array<int|string, string>, extra: string|null, date: string|null}>>, cursor: array{submitted_at: string, id: int}|null, done: bool}
	 *         Answers: response id => question id => answer.
	 */
	public function next( ?array $after, int $limit, array $questions, bool $only_one = false ): array {
		$responses = $this->queries->responses_after( $this->survey_id, $this->range, $this->statuses, $after, $limit, $this->condition );
		$last      = end( $responses );
		$cursor    = false === $last ? $after : array(
			'submitted_at' => $last['submitted_at'],
			'id'           => $last['id'],
		);

		$rows = array();
		if ( array() !== $responses && array() !== $questions ) {
			$rows = $this->queries->answers_of( array_column( $responses, 'id' ), $only_one ? QuestionStats::id( $questions[0] ) : null );
		}
		$answers = array();
		foreach ( $questions as $question ) {
			$id = QuestionStats::id( $question );
			if ( ! isset( $rows[ $id ] ) ) {
				continue;
			}
			foreach ( QuestionStats::answer_items( $question, $rows[ $id ], $this->range ) as $item ) {
				$answers[ $item['response_id'] ][ $id ] = $item;
			}
		}

		$listed = array();
		foreach ( $responses as $response ) {
			$response['submitted_local'] = $this->site_time( $response['submitted_at'] );
			$listed[]                    = $response;
		}
		return array(
			'responses' => $listed,
			'answers'   => $answers,
			'cursor'    => $cursor,
			'done'      => count( $responses ) < max( 1, $limit ),
		);
	}

	/**
	 * The hidden fields' values of a batch's responses: one query, whatever the batch's size.
	 *
	 * @param int[] $ids Response ids.
	 * @return array<int, array<string, string>> Response id => name => value.
	 */
	public function fields( array $ids ): array {
		return $this->queries->fields_of( $this->survey_id, $ids );
	}

	/**
	 * The hidden fields' columns: the survey's fields in its order, then any other name its
	 * responses carry (a field since removed), A to Z.
	 *
	 * @param array<string, mixed> $survey The survey.
	 * @return string[]
	 */
	public function field_names( array $survey ): array {
		$names = array();
		foreach ( (array) ( $survey['settings']['hidden_fields'] ?? array() ) as $field ) {
			if ( is_array( $field ) && is_string( $field['name'] ?? null ) && '' !== $field['name'] ) {
				$names[ strtolower( $field['name'] ) ] = $field['name'];
			}
		}
		foreach ( $this->queries->field_names( $this->survey_id ) as $name ) {
			$names[ strtolower( $name ) ] ??= $name;
		}
		return array_values( $names );
	}

	/**
	 * The tags and notes of a batch's responses: one query per table, whatever the batch's size.
	 *
	 * @param int[] $ids The batch's response ids.
	 * @return array{tags: array<int, string[]>, notes: array<int, array<int, array{author: string|null, note: string, created_local: string}>>}
	 *         Response id => its tags A to Z / its notes oldest first, times in the site's zone.
	 */
	public function tags_and_notes( array $ids ): array {
		$notes = array();
		foreach ( $this->queries->notes_of( $ids ) as $id => $list ) {
			foreach ( $list as $note ) {
				$notes[ $id ][] = array(
					'author'        => $note['author'],
					'note'          => $note['note'],
					'created_local' => $this->site_time( $note['created_at'] ),
				);
			}
		}
		return array(
			'tags'  => $this->queries->tags_of( $ids ),
			'notes' => $notes,
		);
	}

	/**
	 * A stored UTC time in the site's time zone, as a spreadsheet shows it.
	 *
	 * @param string $utc MySQL DATETIME in UTC.
	 * @return string Y-m-d H:i:s.
	 */
	private function site_time( string $utc ): string {
		try {
			return ( new \DateTimeImmutable( $utc, $this->utc ) )->setTimezone( $this->range->zone() )->format( 'Y-m-d H:i:s' );
		} catch ( \Exception $e ) {
			return $utc;
		}
	}

	/**
	 * An answer as cell text: a checkbox's ticks (a ranking's options, in order) joined with
	 * ", ", a matrix's rows as "row: column".
	 *
	 * @param string|int|array<int|string, string> $value The answer's value.
	 * @return string|int
	 */
	public static function cell( $value ) {
		if ( ! is_array( $value ) ) {
			return $value;
		}
		if ( array_is_list( $value ) ) {
			return implode( ', ', array_map( 'strval', $value ) );
		}
		$rows = array();
		foreach ( $value as $row => $column ) {
			$rows[] = $row . ': ' . $column;
		}
		return implode( ', ', $rows );
	}
}
