<?php
/**
 * The survey's general report: a summary and every response.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Insights\Reports\ResponseInsights;
use UserFeedback\Reporting\Filter\FilterLabel;
use UserFeedback\Reporting\Filter\ResponseFilter;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\RollupQueries;

/**
 * Summary sheet: the survey, the range, the totals, each question's counts and percentages, its
 * jump logic in words (when it has some), the scores' averages, each matrix's grid and each
 * ranking's places (SummaryRows::type_tables()) and, when the survey has an NPS question, its
 * overview — the figures of the results screen, from the same service (ResultsService), so the
 * two never disagree. Responses sheet: one row per response, oldest first — id, time in the
 * site's zone, status, completed (Yes, or No for a partial response saved as the visitor went),
 * page, device, browser, OS, language (the locale it was answered in), IP (unless the site stores
 * none), then one column per question in survey order (a matrix one per row, a ranking one per
 * option: AnswerColumns), plus a column for the comments of a question that has a comment box
 * (or received comments) and for the names given with an e-mail question; then one column per
 * hidden field (ResponseStream::field_names(), headed by its name); last, where the site
 * has the Tags module, the response's tags (A to Z, comma separated) and notes (oldest first,
 * "author (date): text", a blank line between two), read for a whole batch at once: two more
 * queries per batch, whatever its size.
 */
final class GeneralReport implements Report {

	/**
	 * The results filter: the statistics and the listed responses are the matching ones.
	 *
	 * @var ResponseFilter
	 */
	private readonly ResponseFilter $filter;

	/**
	 * Constructor.
	 *
	 * @param array<string, mixed>  $survey  The survey (decoded row).
	 * @param ExportRequest         $request The export asked for.
	 * @param DateRange             $range   The range.
	 * @param \DateTimeImmutable    $now     Now, in the site's time zone.
	 * @param ResultsService        $results The statistics.
	 * @param RollupQueries         $counts  The rollups' counts.
	 * @param ResponseStream        $stream  The responses.
	 * @param bool                  $with_ip Whether to list IP addresses.
	 * @param ResponseFilter|null   $filter The results filter; none: every response.
	 * @param bool                  $with_tags Whether to list tags and notes (the site has the Tags module).
	 * @param ResponseInsights|null $insights The responses' sentiments and themes, listed when the survey's answers were read (none: the site has no Insights module).
	 */
	public function __construct( private readonly array $survey, private readonly ExportRequest $request, private readonly DateRange $range, private readonly \DateTimeImmutable $now, private readonly ResultsService $results, private readonly RollupQueries $counts, private readonly ResponseStream $stream, private readonly bool $with_ip, ?ResponseFilter $filter = null, private readonly bool $with_tags = false, private readonly ?ResponseInsights $insights = null ) {
		$this->filter = $filter ?? ResponseFilter::none();
	}

	public function total(): int {
		return $this->stream->total();
	}

	public function file_name(): string {
		return FileName::base( $this->survey, 'general', '', $this->range );
	}

	/**
	 * Writes the Summary sheet and the Responses sheet's header.
	 *
	 * @param RowSink $sink Where rows go.
	 * @return array<string, mixed> The plan: {questions: [{question, extra}], ip: bool, completed: true, tags_notes: bool, fields: string[]}.
	 * @throws \RuntimeException When the statistics cannot be computed.
	 */
	public function head( RowSink $sink ): array {
		$results = $this->results->survey_results( $this->survey, $this->range, $this->now, $this->filter );
		if ( null === $results ) {
			throw new \RuntimeException( 'The statistics could not be computed.' );
		}
		$questions = array_values( array_filter( (array) $this->survey['questions'], 'is_array' ) );

		$sink->sheet( __( 'Summary', 'userfeedback' ) );
		foreach ( SummaryRows::about( $this->survey, __( 'General', 'userfeedback' ), $this->range, $this->now, FilterLabel::describe( $this->filter, array_values( array_filter( (array) $this->survey['questions'], 'is_array' ) ) ) ) as $row ) {
			$sink->row( $row );
		}
		$sink->row( array( __( 'Responses', 'userfeedback' ), (int) $results['responses_count'] ) );
		$sink->row( array( __( 'Impressions', 'userfeedback' ), (int) $results['impressions'] ) );
		if ( $this->request->include_trash ) {
			$sink->row( array( __( 'Trashed responses', 'userfeedback' ), __( 'Listed in the Responses sheet, not counted in the statistics.', 'userfeedback' ) ) );
		}
		if ( is_array( $results['nps_overview'] ) ) {
			$sink->row( array() );
			foreach ( SummaryRows::nps( $results['nps_overview'] ) as $row ) {
				$sink->row( $row );
			}
		}
		$sink->row( array() );
		SummaryRows::question_table( $sink, (array) $results['question_stats'] );
		SummaryRows::type_tables( $sink, (array) $results['question_stats'] );
		SummaryRows::jump_table( $sink, $questions );

		// Which questions get a second column: a comment box now, or comments already given; the
		// name asked with an e-mail address.
		$given = $this->counts->answered_counts( (int) $this->survey['id'], $this->range, array_map( array( QuestionStats::class, 'id' ), $questions ) );
		$plan  = array(
			'ip'         => $this->with_ip,
			'completed'  => true,
			'tags_notes' => $this->with_tags,
			'insights'   => null !== $this->insights && $this->insights->exist( (int) $this->survey['id'] ),
			'questions'  => array(),
		);
		$heads = array( __( 'Response ID', 'userfeedback' ), Labels::submitted_at(), __( 'Status', 'userfeedback' ), Labels::completed_header(), __( 'Page title', 'userfeedback' ), __( 'Page URL', 'userfeedback' ), __( 'Device', 'userfeedback' ), __( 'Browser', 'userfeedback' ), __( 'Operating system', 'userfeedback' ), __( 'Language', 'userfeedback' ) );
		if ( $this->with_ip ) {
			$heads[] = __( 'IP address', 'userfeedback' );
		}
		foreach ( $questions as $number => $question ) {
			$title = Labels::question( $question, $number + 1 );
			$extra = self::extra_label( $question, $title, ( $given[ QuestionStats::id( $question ) ]['comments'] ?? 0 ) > 0 );
			$parts = AnswerColumns::parts( $question );
			array_push( $heads, ...AnswerColumns::headers( $title, $parts ) );
			if ( null !== $extra ) {
				$heads[] = $extra;
			}
			$plan['questions'][] = array(
				'question' => self::essentials( $question ),
				'extra'    => null !== $extra,
				'parts'    => $parts,
			);
		}
		// The hidden fields after the answers, one column each, headed by the field's name.
		$plan['fields'] = $this->stream->field_names( $this->survey );
		array_push( $heads, ...$plan['fields'] );
		if ( $this->with_tags ) {
			$heads[] = __( 'Tags', 'userfeedback' );
			$heads[] = __( 'Notes', 'userfeedback' );
		}
		if ( $plan['insights'] ) {
			$heads[] = __( 'Sentiment', 'userfeedback' );
			$heads[] = __( 'Themes', 'userfeedback' );
		}
		$sink->sheet( __( 'Responses', 'userfeedback' ) );
		$sink->row( $heads, true );
		return $plan;
	}

	/**
	 * Writes the next responses' rows.
	 *
	 * @param RowSink                                   $sink  Where rows go.
	 * @param array<string, mixed>                      $plan  From head().
	 * @param array{submitted_at: string, id: int}|null $after Cursor.
	 * @param int                                       $limit Most responses.
	 * @return array{cursor: array{submitted_at: string, id: int}|null, read: int, done: bool}
	 */
	public function batch( RowSink $sink, array $plan, ?array $after, int $limit ): array {
		$columns   = array_values( array_filter( (array) ( $plan['questions'] ?? array() ), 'is_array' ) );
		$questions = array();
		foreach ( $columns as $column ) {
			$questions[] = (array) ( $column['question'] ?? array() );
		}
		$ids    = array_map( array( QuestionStats::class, 'id' ), $questions );
		$extras = array_map( static fn( array $column ): bool => ! empty( $column['extra'] ), $columns );
		// A job planned before matrix rows and ranked options had columns of their own keeps one
		// column per question, as its header has.
		$parts   = array_map( static fn( array $column ): ?array => is_array( $column['parts'] ?? null ) ? array_map( 'strval', $column['parts'] ) : null, $columns );
		$with_ip = ! empty( $plan['ip'] );
		// A job planned before the Completed column existed (an update during a background
		// export) keeps its header's columns.
		$with_done = ! empty( $plan['completed'] );
		// Likewise a job planned before the Tags and Notes columns: its header has none.
		$with_tags = ! empty( $plan['tags_notes'] );
		$statuses  = array(
			'publish' => Labels::status( 'publish' ),
			'trash'   => Labels::status( 'trash' ),
		);
		// A job planned before hidden fields had columns: its header has none.
		$fields    = array_values( array_map( 'strval', (array) ( $plan['fields'] ?? array() ) ) );
		$batch     = $this->stream->next( $after, $limit, $questions );
		$values    = array() === $fields ? array() : $this->stream->fields( array_column( $batch['responses'], 'id' ) );
		$annotated = $with_tags ? $this->stream->tags_and_notes( array_column( $batch['responses'], 'id' ) ) : null;
		// A job planned before the insights' columns, or of a survey never read: none.
		$insights = ! empty( $plan['insights'] ) && null !== $this->insights ? $this->insights->of( array_column( $batch['responses'], 'id' ) ) : null;
		foreach ( $batch['responses'] as $response ) {
			$row = array(
				$response['id'],
				$response['submitted_local'],
				$statuses[ $response['status'] ] ?? $response['status'],
			);
			if ( $with_done ) {
				$row[] = Labels::completed( $response['completed'] );
			}
			array_push(
				$row,
				$response['page_title'],
				$response['page_url'],
				$response['user_device'],
				$response['user_browser'],
				$response['user_os'],
				$response['language']
			);
			if ( $with_ip ) {
				$row[] = $response['user_ip'];
			}
			$answers = $batch['answers'][ $response['id'] ] ?? array();
			foreach ( $ids as $index => $id ) {
				$answer = $answers[ $id ] ?? null;
				array_push( $row, ...AnswerColumns::cells( (string) ( $questions[ $index ]['type'] ?? '' ), $parts[ $index ], $answer['value'] ?? null ) );
				if ( $extras[ $index ] ) {
					$row[] = null === $answer ? '' : (string) $answer['extra'];
				}
			}
			$carried = array_change_key_case( $values[ $response['id'] ] ?? array() );
			foreach ( $fields as $name ) {
				$row[] = $carried[ strtolower( $name ) ] ?? '';
			}
			if ( null !== $annotated ) {
				$row[] = implode( ', ', $annotated['tags'][ $response['id'] ] ?? array() );
				$row[] = implode(
					"\n\n",
					array_map(
						static fn( array $note ): string => Labels::note( $note['author'], $note['created_local'], $note['note'] ),
						$annotated['notes'][ $response['id'] ] ?? array()
					)
				);
			}
			if ( null !== $insights ) {
				$row[] = Labels::sentiments( $insights['sentiments'][ $response['id'] ] ?? array() );
				$row[] = implode( ', ', array_column( $insights['themes'][ $response['id'] ] ?? array(), 'label' ) );
			}
			$sink->row( $row );
		}
		return array(
			'cursor' => $batch['cursor'],
			'read'   => count( $batch['responses'] ),
			'done'   => $batch['done'],
		);
	}

	/**
	 * The header of a question's second column, or null when it has none.
	 *
	 * @param array<string, mixed> $question  The question.
	 * @param string               $title     Its title.
	 * @param bool                 $commented Whether answers in the range carry comments or names.
	 * @return string|null
	 */
	private static function extra_label( array $question, string $title, bool $commented ): ?string {
		$type = (string) ( $question['type'] ?? '' );
		if ( 'email' === $type ) {
			/* translators: %s: question title. */
			return ! empty( $question['config']['include_name'] ) || $commented ? sprintf( __( '%s (name)', 'userfeedback' ), $title ) : null;
		}
		if ( in_array( $type, QuestionStats::TEXT_TYPES, true ) ) {
			return null;
		}
		/* translators: %s: question title. */
		return ! empty( $question['settings']['comment_box'] ) || $commented ? sprintf( __( '%s (comment)', 'userfeedback' ), $title ) : null;
	}

	/**
	 * What the batches need of a question: id, type, options (for a checkbox's order) and whether
	 * an image choice takes several.
	 *
	 * @param array<string, mixed> $question The question.
	 * @return array<string, mixed>
	 */
	public static function essentials( array $question ): array {
		$options = is_array( $question['config']['options'] ?? null ) ? array_values( $question['config']['options'] ) : array();
		return array(
			'id'       => QuestionStats::id( $question ),
			'type'     => (string) ( $question['type'] ?? '' ),
			'config'   => array( 'options' => $options ),
			'settings' => array( 'multiple' => ! empty( $question['settings']['multiple'] ) ),
		);
	}
}
