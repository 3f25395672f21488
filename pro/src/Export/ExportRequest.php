<?php
/**
 * What an export link asks for.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Filter\ResponseFilter;

/**
 * The export URL's parameters, checked (docs/rest-api.md "Export"):
 * `survey_id` (required), `report` (`general`, `question` or `nps`; `question` when only
 * `question_id` is given, else `general`), `question_id` (required for `question`, optional for
 * `nps`), `start` / `end` (site days, Y-m-d; none means all time), `format` (`xlsx` default or
 * `csv`), `include_trash` (`1` to list trashed responses too), and the results filter's parameters
(`where`, `nps_bucket`, `device`, `page_url`, `completion`, `tag`, checked against the
survey's questions by ReportFactory). Also what a background job stores
 * to run the same export later (to_array() / from_array()).
 */
final class ExportRequest {

	public const REPORTS = array( 'general', 'question', 'nps' );

	/**
	 * Constructor; use parse() or from_array().
	 *
	 * @param int                   $survey_id     Survey id.
	 * @param string                $report        'general', 'question' or 'nps'.
	 * @param string                $question_id   Question id or ''.
	 * @param string                $start         First day, '' for all time.
	 * @param string                $end           Last day, '' for all time.
	 * @param string                $format        'xlsx' or 'csv'.
	 * @param bool                  $include_trash Whether trashed responses are listed.
	 * @param array<string, string> $filter        The results filter's parameters as sent (ResponseFilter::PARAMS; empty ones left out).
	 */
	private function __construct( public readonly int $survey_id, public readonly string $report, public readonly string $question_id, public readonly string $start, public readonly string $end, public readonly string $format, public readonly bool $include_trash, public readonly array $filter = array() ) {
	}

	/**
	 * Checks the parameters as sent (already unslashed).
	 *
	 * @param array<string, mixed> $query The query parameters.
	 * @param \DateTimeImmutable   $now   Now, in the site's time zone.
	 * @return self|\WP_Error 400 naming each bad parameter.
	 */
	public static function parse( array $query, \DateTimeImmutable $now ) {
		$errors      = array();
		$survey_id   = self::text( $query, 'survey_id' );
		$question_id = self::text( $query, 'question_id' );
		$report      = self::text( $query, 'report' );
		$format      = strtolower( self::text( $query, 'format' ) );
		$trash       = self::text( $query, 'include_trash' );

		if ( ! preg_match( '/^[1-9]\d{0,18}$/D', $survey_id ) ) {
			$errors['survey_id'] = __( 'Choose a survey.', 'userfeedback' );
		}
		if ( '' === $report ) {
			$report = '' === $question_id ? 'general' : 'question';
		}
		if ( ! in_array( $report, self::REPORTS, true ) ) {
			$errors['report'] = __( 'The report must be general, question or nps.', 'userfeedback' );
		}
		if ( strlen( $question_id ) > 64 ) {
			$errors['question_id'] = __( 'This question is not part of the survey.', 'userfeedback' );
		} elseif ( 'question' === $report && '' === $question_id ) {
			$errors['question_id'] = __( 'Choose a question to export.', 'userfeedback' );
		}
		if ( '' === $format ) {
			$format = 'xlsx';
		} elseif ( ! in_array( $format, SpreadsheetFile::FORMATS, true ) ) {
			$errors['format'] = __( 'The format must be xlsx or csv.', 'userfeedback' );
		}
		if ( ! in_array( $trash, array( '', '0', '1' ), true ) ) {
			$errors['include_trash'] = __( 'include_trash must be 0 or 1.', 'userfeedback' );
		}

		$filter = self::filter( $query );
		if ( strlen( $filter['where'] ?? '' ) > 8000 ) {
			$errors['where'] = __( 'The filter is too long.', 'userfeedback' );
		}
		if ( strlen( $filter['fields'] ?? '' ) > 8000 ) {
			$errors['fields'] = __( 'The filter is too long.', 'userfeedback' );
		}

		$range = DateRange::parse_optional( self::nullable( $query, 'start' ), self::nullable( $query, 'end' ), $now, 'start', 'end' );
		if ( is_wp_error( $range ) ) {
			$data   = (array) $range->get_error_data();
			$errors = array_merge( $errors, (array) ( $data['params'] ?? array() ) );
		}
		if ( array() !== $errors || is_wp_error( $range ) ) {
			return new \WP_Error(
				'userfeedback_invalid_export',
				implode( ' ', array_map( 'strval', $errors ) ),
				array(
					'status' => 400,
					'params' => $errors,
				)
			);
		}
		return new self( (int) $survey_id, $report, $question_id, (string) $range->start(), (string) $range->end(), $format, '1' === $trash, $filter );
	}

	/**
	 * The request a job stored.
	 *
	 * @param array<string, mixed> $data From to_array().
	 * @return self
	 */
	public static function from_array( array $data ): self {
		$format = (string) ( $data['format'] ?? 'xlsx' );
		$report = (string) ( $data['report'] ?? 'general' );
		return new self(
			(int) ( $data['survey_id'] ?? 0 ),
			in_array( $report, self::REPORTS, true ) ? $report : 'general',
			(string) ( $data['question_id'] ?? '' ),
			(string) ( $data['start'] ?? '' ),
			(string) ( $data['end'] ?? '' ),
			in_array( $format, SpreadsheetFile::FORMATS, true ) ? $format : 'xlsx',
			! empty( $data['include_trash'] ),
			self::filter( is_array( $data['filter'] ?? null ) ? $data['filter'] : array() )
		);
	}

	/**
	 * The stored form.
	 *
	 * @return array{survey_id: int, report: string, question_id: string, start: string, end: string, format: string, include_trash: bool, filter: array<string, string>}
	 */
	public function to_array(): array {
		return array(
			'survey_id'     => $this->survey_id,
			'report'        => $this->report,
			'question_id'   => $this->question_id,
			'start'         => $this->start,
			'end'           => $this->end,
			'format'        => $this->format,
			'include_trash' => $this->include_trash,
			'filter'        => $this->filter,
		);
	}

	/**
	 * The range in the site's time zone.
	 *
	 * @param \DateTimeZone $zone The site's time zone.
	 * @return DateRange
	 */
	public function range( \DateTimeZone $zone ): DateRange {
		return '' === $this->start || '' === $this->end ? DateRange::all_time( $zone ) : DateRange::between( $this->start, $this->end, $zone );
	}

	/**
	 * The response statuses listed.
	 *
	 * @return string[]
	 */
	public function statuses(): array {
		return $this->include_trash ? array( 'publish', 'trash' ) : array( 'publish' );
	}

	/**
	 * The filter's parameters among the query's, as sent: `where` and `fields` are JSON (their text values may hold
	 * "<"), so nothing is stripped here; ResponseFilter checks each against the survey's questions
	 * and every value reaches SQL through prepare().
	 *
	 * @param array<string, mixed> $query The parameters.
	 * @return array<string, string>
	 */
	private static function filter( array $query ): array {
		$filter = array();
		foreach ( ResponseFilter::PARAMS as $name ) {
			$value = $query[ $name ] ?? '';
			if ( is_scalar( $value ) && '' !== trim( (string) $value ) ) {
				$filter[ $name ] = in_array( $name, array( 'where', 'fields' ), true ) ? (string) $value : trim( sanitize_text_field( (string) $value ) );
			}
		}
		return $filter;
	}

	/**
	 * A parameter as trimmed text ('' when absent or not text).
	 *
	 * @param array<string, mixed> $query The parameters.
	 * @param string               $name  Name.
	 * @return string
	 */
	private static function text( array $query, string $name ): string {
		$value = $query[ $name ] ?? '';
		return is_scalar( $value ) ? trim( sanitize_text_field( (string) $value ) ) : "\0";
	}

	/**
	 * A day parameter, or null when absent or empty.
	 *
	 * @param array<string, mixed> $query The parameters.
	 * @param string               $name  Name.
	 * @return string|null
	 */
	private static function nullable( array $query, string $name ): ?string {
		$value = self::text( $query, $name );
		return '' === $value ? null : $value;
	}
}
