<?php
/**
 * The e-mail about one response.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

use UserFeedback\Admin\AdminPages;
use UserFeedback\Reporting\AnswerValue;
use UserFeedback\Reporting\NpsMath;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Reporting\TypeStats;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\Recall;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Built when it is sent, from the committed rows: the survey title, every question with its answer
 * (choice labels, ticked options one per line, stars and NPS with their scale, the e-mail with the
 * first name, a comment where one was left), the page it was submitted on, the time in the site's
 * time zone and a link to the response in the results screen.
 */
final class NotificationMessage {

	public function __construct( private readonly SurveyRepository $surveys, private readonly ResponsesRepository $responses, private readonly SettingsStore $settings ) {
	}

	/**
	 * The message, or null when there is nothing to tell: the survey or response was deleted, or
	 * the response trashed, before the e-mail went.
	 *
	 * @param int $survey_id   Survey id.
	 * @param int $response_id Response id.
	 * @return array{subject: string, body: string, html: bool}|null
	 */
	public function build( int $survey_id, int $response_id ): ?array {
		return $this->build_many( array( $response_id => $survey_id ) )[ $response_id ];
	}

	/**
	 * The messages of several responses, read in three statements whatever their number (the
	 * surveys, the responses, their answers): a batch of the queue costs the database what one
	 * e-mail did.
	 *
	 * @param array<int, int> $surveys_by_response Survey id by response id.
	 * @return array<int, array{subject: string, body: string, html: bool}|null> By response id; null as build() says.
	 */
	public function build_many( array $surveys_by_response ): array {
		$surveys = array();
		foreach ( $this->surveys->find_many( array_values( $surveys_by_response ) ) as $survey ) {
			$surveys[ (int) $survey['id'] ] = $survey;
		}
		$found     = $this->responses->find_many( array_keys( $surveys_by_response ) );
		$published = array_filter( $found, static fn( array $response ): bool => 'publish' === $response['status'] && isset( $surveys_by_response[ $response['id'] ] ) && $surveys_by_response[ $response['id'] ] === $response['survey_id'] && isset( $surveys[ $response['survey_id'] ] ) );
		$answers   = $this->responses->answers_of( array_keys( $published ) );
		$messages  = array();
		foreach ( $surveys_by_response as $response_id => $survey_id ) {
			$messages[ $response_id ] = isset( $published[ $response_id ] ) ? $this->compose( $surveys[ $survey_id ], $published[ $response_id ], $answers[ $response_id ] ?? array() ) : null;
		}
		return $messages;
	}

	/**
	 * One message from its rows.
	 *
	 * @param array<string, mixed>                                                                                        $survey   The survey.
	 * @param array{id: int, survey_id: int, completed: bool, page_url: string, page_title: string, submitted_at: string} $response The published response.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}>              $rows     Its answer rows.
	 * @return array{subject: string, body: string, html: bool}
	 */
	private function compose( array $survey, array $response, array $rows ): array {
		$survey_id   = $response['survey_id'];
		$response_id = $response['id'];
		$title       = (string) $survey['title'];
		$answers     = array();
		foreach ( $rows as $row ) {
			$answers[ $row['question_id'] ][] = $row;
		}

		$partial = ! $response['completed'];
		$blocks  = array(
			array(
				'text',
				$partial
					/* translators: %s: survey title. */
					? sprintf( __( 'A visitor started your survey "%s" and has not finished it after 30 minutes. Their answers so far (a partial response):', 'userfeedback' ), $title )
					/* translators: %s: survey title. */
					: sprintf( __( 'A visitor answered your survey "%s".', 'userfeedback' ), $title ),
			),
		);
		foreach ( Recall::readable_titles( (array) $survey['questions'] ) as $question ) {
			if ( is_array( $question ) ) {
				$blocks[] = array( 'field', (string) ( $question['title'] ?? '' ), self::answer_lines( $question, $answers[ (string) ( $question['id'] ?? '' ) ] ?? array() ) );
			}
		}
		$page     = array_values( array_filter( array( $response['page_title'], $response['page_url'] ), static fn( string $part ): bool => '' !== $part ) );
		$blocks[] = array( 'field', __( 'Page submitted', 'userfeedback' ), array() === $page ? array( __( 'Unknown', 'userfeedback' ) ) : $page );
		$blocks[] = array( 'field', __( 'Submitted', 'userfeedback' ), array( self::site_time( $response['submitted_at'] ) ) );
		$blocks[] = array( 'link', __( 'View the response', 'userfeedback' ), self::response_url( $survey_id, $response_id ) );

		$html = (bool) $this->settings->get( 'summaries_html_template' );
		return array(
			'subject' => $partial
				/* translators: 1: site name, 2: survey title. */
				? sprintf( __( '[%1$s] New partial response to "%2$s"', 'userfeedback' ), wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ), $title )
				/* translators: 1: site name, 2: survey title. */
				: sprintf( __( '[%1$s] New response to "%2$s"', 'userfeedback' ), wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ), $title ),
			'body'    => EmailTemplate::render(
				/* translators: %s: survey title. */
				sprintf( __( 'New response: %s', 'userfeedback' ), $title ),
				$blocks,
				$html,
				(string) $this->settings->get( 'notifications_header_image' )
			),
			'html'    => $html,
		);
	}

	/**
	 * One question's answer as lines of text; empty when it was not answered.
	 *
	 * @param array<string, mixed>                                                                           $question The question.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $rows     Its answer rows (several for a checkbox).
	 * @return string[]
	 */
	public static function answer_lines( array $question, array $rows ): array {
		if ( array() === $rows ) {
			return array();
		}
		$value = $rows[0]['value'];
		$extra = $rows[0]['extra'];
		switch ( $question['type'] ?? '' ) {
			case 'checkbox':
			case 'image-choice':
				$lines = array_map( static fn( array $row ): string => '• ' . $row['value'], $rows );
				break;
			case 'matrix':
				$lines = array();
				foreach ( (array) AnswerValue::of( $question, array_column( $rows, 'value' ) ) as $row => $column ) {
					/* translators: 1: a matrix row, 2: the column chosen for it. */
					$lines[] = '• ' . sprintf( __( '%1$s: %2$s', 'userfeedback' ), $row, $column );
				}
				break;
			case 'ranking':
				$lines = array();
				foreach ( (array) AnswerValue::of( $question, array_column( $rows, 'value' ) ) as $place => $option ) {
					$lines[] = ( (int) $place + 1 ) . '. ' . $option;
				}
				break;
			case 'scale':
			case 'smiley':
				/* translators: 1: score given, 2: highest score. */
				$lines = array( sprintf( __( '%1$s out of %2$d', 'userfeedback' ), $value, (int) ( TypeStats::range( $question )[1] ?? 0 ) ) );
				break;
			case 'consent':
				$lines = array( __( 'Given', 'userfeedback' ) );
				break;
			case 'star-rating':
				/* translators: 1: stars given, 2: most stars. */
				$lines = array( sprintf( __( '%1$s out of %2$d stars', 'userfeedback' ), $value, 5 ) );
				break;
			case 'nps':
				$labels = array(
					'promoter'  => __( 'Promoter', 'userfeedback' ),
					'passive'   => __( 'Passive', 'userfeedback' ),
					'detractor' => __( 'Detractor', 'userfeedback' ),
				);
				/* translators: 1: score given, 2: highest score, 3: Promoter, Passive or Detractor. */
				$lines = array( sprintf( __( '%1$s out of %2$d (%3$s)', 'userfeedback' ), $value, 10, $labels[ NpsMath::bucket( (int) $value ) ] ) );
				break;
			case 'email':
				$lines = array( $value );
				if ( null !== $extra ) {
					/* translators: %s: the first name the visitor gave. */
					$lines[] = sprintf( __( 'Name: %s', 'userfeedback' ), $extra );
					$extra   = null;
				}
				break;
			default:
				$lines = array( $value );
		}
		if ( null !== $extra ) {
			/* translators: %s: the visitor's comment. */
			$lines[] = sprintf( __( 'Comment: %s', 'userfeedback' ), $extra );
		}
		return $lines;
	}

	/**
	 * A UTC DATETIME in the site's time zone and formats.
	 *
	 * @param string $utc Y-m-d H:i:s, UTC.
	 * @return string
	 */
	public static function site_time( string $utc ): string {
		$time = strtotime( $utc . ' UTC' );
		return false === $time ? $utc : (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) . ' T', $time );
	}

	/**
	 * The response in the results screen: `admin.php?page=userfeedback_results#/survey/3/responses/12`.
	 *
	 * @param int $survey_id   Survey id.
	 * @param int $response_id Response id.
	 * @return string
	 */
	public static function response_url( int $survey_id, int $response_id ): string {
		return admin_url( 'admin.php?page=' . AdminPages::slug( 'results' ) ) . '#/survey/' . $survey_id . '/responses/' . $response_id;
	}
}
