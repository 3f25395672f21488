<?php
/**
 * One question's report: its options' counts and its answers.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Reporting\Filter\FilterLabel;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\ResultsService;

/**
 * Summary sheet: the question, answered and skipped, a score's average and median, its jump logic
 * in words (a row per jump), then each option with its count and percentage, a matrix's grid or a
 * ranking's places (the figures of its results card). Answers sheet: every answer in the range,
 * oldest first, with the response id, time, status and whether the response is completed (a
 * matrix one column per row, a ranking one per option, as in the general report), and the comment
 * or name given with it.
 */
final class QuestionReport implements Report {

	/**
	 * The results filter: the statistics and the listed responses are the matching ones.
	 *
	 * @var ResponseFilter
	 */
	private readonly ResponseFilter $filter;

	/**
	 * Constructor.
	 *
	 * @param array<string, mixed> $survey   The survey.
	 * @param array<string, mixed> $question The question.
	 * @param DateRange            $range    The range.
	 * @param \DateTimeImmutable   $now      Now, in the site's time zone.
	 * @param ResultsService       $results  The statistics.
	 * @param ResponseStream       $stream   The responses.
	 * @param ResponseFilter|null  $filter The results filter; none: every response.
	 */
	public function __construct( private readonly array $survey, private readonly array $question, private readonly DateRange $range, private readonly \DateTimeImmutable $now, private readonly ResultsService $results, private readonly ResponseStream $stream, ?ResponseFilter $filter = null ) {
		$this->filter = $filter ?? ResponseFilter::none();
	}

	public function total(): int {
		return $this->stream->total();
	}

	public function file_name(): string {
		return FileName::base( $this->survey, 'question', QuestionStats::id( $this->question ), $this->range );
	}

	/**
	 * Writes the Summary sheet and the Answers sheet's header.
	 *
	 * @param RowSink $sink Where rows go.
	 * @return array<string, mixed> The plan: {question, extra}.
	 * @throws \RuntimeException When the statistics cannot be computed.
	 */
	public function head( RowSink $sink ): array {
		$results = $this->results->survey_results( $this->survey, $this->range, $this->now, $this->filter );
		if ( null === $results ) {
			throw new \RuntimeException( 'The statistics could not be computed.' );
		}
		$id     = QuestionStats::id( $this->question );
		$number = 1;
		$stat   = array();
		foreach ( array_values( (array) $results['question_stats'] ) as $index => $candidate ) {
			if ( is_array( $candidate ) && (string) ( $candidate['id'] ?? '' ) === $id ) {
				$stat   = $candidate;
				$number = $index + 1;
			}
		}
		$title = Labels::question( $this->question, $number );
		$type  = (string) ( $this->question['type'] ?? '' );

		$sink->sheet( __( 'Summary', 'userfeedback' ) );
		foreach ( SummaryRows::about( $this->survey, __( 'Question', 'userfeedback' ), $this->range, $this->now, FilterLabel::describe( $this->filter, array_values( array_filter( (array) $this->survey['questions'], 'is_array' ) ) ) ) as $row ) {
			$sink->row( $row );
		}
		$sink->row( array( __( 'Question', 'userfeedback' ), $title ) );
		$sink->row( array( __( 'Type', 'userfeedback' ), Labels::type( $type ) ) );
		$sink->row( array( __( 'Responses', 'userfeedback' ), (int) $results['responses_count'] ) );
		$sink->row( array( __( 'Answered', 'userfeedback' ), (int) ( $stat['total_answers'] ?? 0 ) ) );
		$sink->row( array( __( 'Skipped', 'userfeedback' ), (int) ( $stat['skipped'] ?? 0 ) ) );
		foreach ( SummaryRows::score_pairs( $stat ) as $row ) {
			$sink->row( $row );
		}
		$questions = array_values( array_filter( (array) $this->survey['questions'], 'is_array' ) );
		foreach ( Labels::jumps( $this->question, $questions ) as $index => $sentence ) {
			$sink->row( array( 0 === $index ? __( 'Jump logic', 'userfeedback' ) : '', $sentence ) );
		}
		$options = SummaryRows::options( $stat );
		if ( array() !== $options ) {
			$sink->row( array() );
			$sink->row( array( __( 'Option', 'userfeedback' ), __( 'Count', 'userfeedback' ), __( 'Percentage', 'userfeedback' ) ), true );
			foreach ( $options as $option ) {
				$sink->row( $option );
			}
		}
		if ( is_array( $stat['matrix'] ?? null ) ) {
			SummaryRows::matrix_table( $sink, $title, $stat['matrix'] );
		}
		if ( is_array( $stat['ranking'] ?? null ) ) {
			SummaryRows::ranking_table( $sink, $title, $stat['ranking'] );
		}

		$extra = 'email' === $type ? __( 'Name', 'userfeedback' ) : ( in_array( $type, QuestionStats::TEXT_TYPES, true ) ? null : __( 'Comment', 'userfeedback' ) );
		$parts = AnswerColumns::parts( $this->question );
		// A matrix's rows and a ranking's options get the columns they have in the general report.
		$heads = array_merge( array( __( 'Response ID', 'userfeedback' ), Labels::submitted_at(), __( 'Status', 'userfeedback' ), Labels::completed_header() ), null === $parts ? array( __( 'Answer', 'userfeedback' ) ) : AnswerColumns::headers( $title, $parts ) );
		if ( null !== $extra ) {
			$heads[] = $extra;
		}
		$sink->sheet( __( 'Answers', 'userfeedback' ) );
		$sink->row( $heads, true );
		return array(
			'question'  => GeneralReport::essentials( $this->question ),
			'extra'     => null !== $extra,
			'completed' => true,
			'parts'     => $parts,
		);
	}

	/**
	 * Writes the answers of the next responses (those that answered the question).
	 *
	 * @param RowSink                                   $sink  Where rows go.
	 * @param array<string, mixed>                      $plan  From head().
	 * @param array{submitted_at: string, id: int}|null $after Cursor.
	 * @param int                                       $limit Most responses.
	 * @return array{cursor: array{submitted_at: string, id: int}|null, read: int, done: bool}
	 */
	public function batch( RowSink $sink, array $plan, ?array $after, int $limit ): array {
		$question = (array) ( $plan['question'] ?? array() );
		$id       = QuestionStats::id( $question );
		$batch    = $this->stream->next( $after, $limit, array( $question ), true );
		foreach ( $batch['responses'] as $response ) {
			$answer = $batch['answers'][ (int) $response['id'] ][ $id ] ?? null;
			if ( null === $answer ) {
				continue;
			}
			$row = array( (int) $response['id'], (string) $response['submitted_local'], Labels::status( (string) $response['status'] ) );
			// A job planned before the column existed (an update during a background export)
			// keeps its header's columns.
			if ( ! empty( $plan['completed'] ) ) {
				$row[] = Labels::completed( $response['completed'] );
			}
			array_push( $row, ...AnswerColumns::cells( (string) ( $question['type'] ?? '' ), is_array( $plan['parts'] ?? null ) ? array_map( 'strval', $plan['parts'] ) : null, $answer['value'] ) );
			if ( ! empty( $plan['extra'] ) ) {
				$row[] = (string) $answer['extra'];
			}
			$sink->row( $row );
		}
		return array(
			'cursor' => $batch['cursor'],
			'read'   => count( $batch['responses'] ),
			'done'   => $batch['done'],
		);
	}
}
