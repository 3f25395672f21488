<?php
/**
 * The weekly e-mail summary.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

use UserFeedback\Admin\AdminPages;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\NpsMath;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Settings\SettingsStore;

/**
 * The digest of seven site days: responses per published survey (the results overview's own
 * query, ResultsService::summary()) and, for each published survey with an NPS question, its
 * promoters, passives, detractors and score over the same days from the rollups the results screen
 * reads (RollupQueries::value_counts(), NpsMath) — the e-mail and the screen always agree.
 */
final class SummaryDigest {

	public function __construct( private readonly ResultsService $results, private readonly Rollups $rollups, private readonly RollupQueries $counts, private readonly SettingsStore $settings ) {
	}

	/**
	 * The seven whole site days before $now's day: the week the summary reports.
	 *
	 * @param \DateTimeImmutable $now Now, in the site's time zone.
	 * @return DateRange
	 */
	public static function last_week( \DateTimeImmutable $now ): DateRange {
		return DateRange::last_days( 7, $now->modify( '-1 day' ) );
	}

	/**
	 * The figures: responses per published survey and NPS where a survey has an NPS question.
	 *
	 * @param DateRange $range A bounded range.
	 * @return array{total: int, surveys: array<int, array{id: int, title: string, responses: int, nps: array{detractor: int, passive: int, promoter: int, nps: int, total: int}|null}>}
	 */
	public function figures( DateRange $range ): array {
		$summary = $this->results->summary( $range, 0 );
		$surveys = array();
		$total   = 0;
		foreach ( null === $summary ? array() : (array) $summary['surveys'] as $row ) {
			if ( 'publish' !== $row['status'] ) {
				continue;
			}
			$responses = (int) $row['range_responses_count'];
			$total    += $responses;
			$surveys[] = array(
				'id'        => (int) $row['id'],
				'title'     => (string) $row['title'],
				'responses' => $responses,
				'nps'       => $this->nps( (int) $row['id'], $range ),
			);
		}
		return array(
			'total'   => $total,
			'surveys' => $surveys,
		);
	}

	/**
	 * The message for a range.
	 *
	 * @param DateRange $range A bounded range.
	 * @param bool      $test  Whether it is the "send test" e-mail.
	 * @return array{subject: string, body: string, html: bool}
	 */
	public function build( DateRange $range, bool $test = false ): array {
		$figures = $this->figures( $range );
		$period  = self::day_label( (string) $range->start() ) . ' – ' . self::day_label( (string) $range->end() );
		$blocks  = array(
			/* translators: 1: first day, 2: last day, 3: number of responses. */
			array( 'text', sprintf( _n( 'From %1$s to %2$s your surveys received %3$s response.', 'From %1$s to %2$s your surveys received %3$s responses.', $figures['total'], 'userfeedback' ), self::day_label( (string) $range->start() ), self::day_label( (string) $range->end() ), number_format_i18n( $figures['total'] ) ) ),
		);
		if ( array() === $figures['surveys'] ) {
			$blocks[] = array( 'text', __( 'You have no published surveys.', 'userfeedback' ) );
		} else {
			$blocks[] = array(
				'table',
				array( __( 'Survey', 'userfeedback' ), __( 'Responses', 'userfeedback' ) ),
				array_map( static fn( array $s ): array => array( $s['title'], number_format_i18n( $s['responses'] ) ), $figures['surveys'] ),
			);
		}
		$nps_rows = array();
		foreach ( $figures['surveys'] as $survey ) {
			if ( null !== $survey['nps'] ) {
				$nps        = $survey['nps'];
				$nps_rows[] = array(
					$survey['title'],
					(string) $nps['nps'],
					$nps['promoter'] . '%',
					$nps['passive'] . '%',
					$nps['detractor'] . '%',
					number_format_i18n( $nps['total'] ),
				);
			}
		}
		if ( array() !== $nps_rows ) {
			$blocks[] = array( 'text', __( 'Net Promoter Score', 'userfeedback' ) );
			$blocks[] = array(
				'table',
				array( __( 'Survey', 'userfeedback' ), __( 'NPS', 'userfeedback' ), __( 'Promoters', 'userfeedback' ), __( 'Passives', 'userfeedback' ), __( 'Detractors', 'userfeedback' ), __( 'Answers', 'userfeedback' ) ),
				$nps_rows,
			);
		}
		$blocks[] = array( 'link', __( 'View your results', 'userfeedback' ), admin_url( 'admin.php?page=' . AdminPages::slug( 'results' ) ) );
		$blocks[] = array( 'text', __( 'You can turn these summaries off in UserFeedback → Settings → Misc.', 'userfeedback' ) );

		$site = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		/* translators: 1: site name, 2: the week, e.g. "May 4, 2026 – May 10, 2026". */
		$subject = sprintf( __( '[%1$s] Your survey summary for %2$s', 'userfeedback' ), $site, $period );
		if ( $test ) {
			/* translators: %s: the summary's subject. */
			$subject = sprintf( __( 'Test: %s', 'userfeedback' ), $subject );
		}
		$html = (bool) $this->settings->get( 'summaries_html_template' );
		return array(
			'subject' => $subject,
			/* translators: %s: the week. */
			'body'    => EmailTemplate::render( sprintf( __( 'Your weekly summary: %s', 'userfeedback' ), $period ), $blocks, $html, (string) $this->settings->get( 'notifications_header_image' ) ),
			'html'    => $html,
		);
	}

	/**
	 * A survey's NPS over the range, or null when it has no NPS question.
	 *
	 * @param int       $survey_id Survey id.
	 * @param DateRange $range     The range.
	 * @return array{detractor: int, passive: int, promoter: int, nps: int, total: int}|null
	 */
	private function nps( int $survey_id, DateRange $range ): ?array {
		$survey = $this->results->find_survey( $survey_id );
		$nps_id = null === $survey ? null : QuestionStats::nps_question( array_values( array_filter( (array) $survey['questions'], 'is_array' ) ) );
		if ( null === $survey || null === $nps_id ) {
			return null;
		}
		if ( ! $this->rollups->is_current( $survey ) && ! $this->rollups->ensure_current( $survey_id ) ) {
			// In a request (the test e-mail) nothing is rebuilt: the background rebuild
			// is asked for and the e-mail shows the last consistent figures, as the reports do.
			$this->rollups->request_build();
		}
		$values = $this->counts->value_counts( $survey_id, $range, array( $nps_id ) );
		return NpsMath::overview( QuestionStats::scores( $values[ $nps_id ] ?? array() ) );
	}

	/**
	 * A day in the site's date format.
	 *
	 * @param string $day Y-m-d.
	 * @return string
	 */
	private static function day_label( string $day ): string {
		$date = date_create_immutable( $day . ' 12:00:00', wp_timezone() );
		return false === $date ? $day : (string) wp_date( (string) get_option( 'date_format' ), $date->getTimestamp() );
	}
}
