<?php
/**
 * Demo surveys and responses for the development site.
 *
 * @package UserFeedback
 */

// Seeded mt_rand() on purpose: the same demo data on every run.
// phpcs:disable WordPress.WP.AlternativeFunctions.rand_mt_rand, WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand

use UserFeedback\Database\Tables;
use UserFeedback\Frontend\LiveSurveys;
use UserFeedback\Surveys\SurveyNormalizer;

/**
 * Five surveys covering every question type and status, and a few hundred responses spread over
 * the last 60 days. Deterministic (seeded random numbers) so screenshots compare run to run.
 * Rows go in through multi-row INSERTs: the seeder must stay fast at any size asked of it.
 */
final class UserFeedback_Dev_Demo_Data {

	/**
	 * The database connection.
	 *
	 * @var wpdb
	 */
	private wpdb $wpdb;

	/**
	 * Table names.
	 *
	 * @var Tables
	 */
	private Tables $tables;

	/**
	 * Constructor.
	 *
	 * @param wpdb   $wpdb   The database connection.
	 * @param Tables $tables Table names.
	 */
	public function __construct( wpdb $wpdb, Tables $tables ) {
		$this->wpdb   = $wpdb;
		$this->tables = $tables;
	}

	/**
	 * Seeds unless the site already has surveys.
	 *
	 * @param int $responses_per_live_survey Responses to create for each published survey.
	 * @return bool Whether anything was written.
	 */
	public function seed( int $responses_per_live_survey = 120 ): bool {
		$surveys = $this->tables->surveys();
		if ( (int) $this->wpdb->get_var( "SELECT COUNT(*) FROM `{$surveys}`" ) > 0 ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
			return false;
		}
		mt_srand( 20261121 );
		foreach ( $this->surveys() as $survey ) {
			$id = $this->insert_survey( $survey );
			if ( 'publish' === $survey['status'] && null === $survey['publish_at'] ) {
				$this->insert_responses( $id, $survey['questions'], $responses_per_live_survey );
			}
		}
		LiveSurveys::invalidate();
		return true;
	}

	/**
	 * The demo surveys.
	 *
	 * @return array<int, array{title: string, type: string, template: string, status: string, publish_at: string|null, questions: array<int, array<string, mixed>>}>
	 */
	private function surveys(): array {
		return array(
			array(
				'title'      => 'Website Experience',
				'type'       => '',
				'template'   => 'website-experience',
				'status'     => 'publish',
				'publish_at' => null,
				'questions'  => array(
					$this->question( 1, 'star-rating', 'How would you rate your overall experience?' ),
					$this->question( 2, 'radio-button', 'Did you find what you were looking for?', array( 'Yes', 'Partly', 'No' ) ),
					$this->question( 3, 'long-text', 'What could we do better?' ),
					$this->question( 4, 'email', 'Can we follow up with you?', array(), true ),
				),
			),
			array(
				'title'      => 'Net Promoter Score',
				'type'       => 'nps',
				'template'   => 'nps',
				'status'     => 'publish',
				'publish_at' => null,
				'questions'  => array(
					$this->question( 1, 'nps', 'On a scale of 1-10, how likely would you recommend us to a friend or colleague?' ),
					$this->question( 2, 'long-text', 'What is the main reason for your score?' ),
				),
			),
			array(
				'title'      => 'Product Feedback',
				'type'       => '',
				'template'   => 'product-feedback',
				'status'     => 'publish',
				'publish_at' => null,
				'questions'  => array(
					$this->question( 1, 'checkbox', 'Which features do you use?', array( 'Reports', 'Exports', 'Widget', 'Integrations' ) ),
					$this->question( 2, 'radio-button', 'How often do you use the product?', array( 'Daily', 'Weekly', 'Monthly', 'Rarely' ) ),
					$this->question( 3, 'text', 'Which feature should we build next?' ),
				),
			),
			array(
				'title'      => 'Pricing Page Poll',
				'type'       => '',
				'template'   => 'blank',
				'status'     => 'draft',
				'publish_at' => null,
				'questions'  => array(
					$this->question( 1, 'radio-button', 'Is our pricing clear?', array( 'Yes', 'No' ) ),
				),
			),
			array(
				'title'      => 'Holiday Sale Survey',
				'type'       => '',
				'template'   => 'blank',
				'status'     => 'publish',
				'publish_at' => gmdate( 'Y-m-d H:i:s', time() + 14 * DAY_IN_SECONDS ),
				'questions'  => array(
					$this->question( 1, 'star-rating', 'How would you rate our holiday offers?' ),
				),
			),
		);
	}

	/**
	 * A question; the normaliser fills the rest of the stored shape (settings, logic) on insert.
	 *
	 * @param int      $id           Question id.
	 * @param string   $type         Question type.
	 * @param string   $title        Question title.
	 * @param string[] $options      Options for choice questions.
	 * @param bool     $include_name Ask for a name with an e-mail.
	 * @return array<string, mixed>
	 */
	private function question( int $id, string $type, string $title, array $options = array(), bool $include_name = false ): array {
		return array(
			'id'       => 'q' . $id,
			'title'    => $title,
			'type'     => $type,
			'config'   => array(
				'options'      => $options,
				'include_name' => $include_name,
			),
			// The NPS demo asks for a reason under the score.
			'settings' => array( 'comment_box' => 'nps' === $type ),
		);
	}

	/**
	 * Inserts one survey row.
	 *
	 * @param array{title: string, type: string, template: string, status: string, publish_at: string|null, questions: array<int, array<string, mixed>>} $survey The survey.
	 * @return int The new id.
	 */
	private function insert_survey( array $survey ): int {
		$normalizer = new SurveyNormalizer();
		$created    = gmdate( 'Y-m-d H:i:s', time() - 70 * DAY_IN_SECONDS + mt_rand( 0, 5 * DAY_IN_SECONDS ) );
		$this->wpdb->insert(
			$this->tables->surveys(),
			array(
				'title'         => $survey['title'],
				'type'          => $survey['type'],
				'template'      => $survey['template'],
				'status'        => $survey['status'],
				// Through the normaliser: demo rows have exactly the shape the REST API stores.
				'questions'     => (string) wp_json_encode( $normalizer->questions( $survey['questions'] ) ),
				'settings'      => (string) wp_json_encode( $normalizer->settings( array() ) ),
				'notifications' => (string) wp_json_encode( $normalizer->notifications( array() ) ),
				'publish_at'    => $survey['publish_at'],
				'created_at'    => $created,
				'updated_at'    => $created,
			)
		);
		return (int) $this->wpdb->insert_id;
	}

	/**
	 * Inserts responses with their answer rows, spread over the last 60 days, plus impressions.
	 *
	 * @param int                              $survey_id Survey id.
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @param int                              $count     How many responses.
	 * @return void
	 */
	private function insert_responses( int $survey_id, array $questions, int $count ): void {
		$pages    = array(
			array( home_url( '/' ), 'Home' ),
			array( home_url( '/pricing/' ), 'Pricing' ),
			array( home_url( '/contact/' ), 'Contact' ),
			array( home_url( '/blog/' ), 'Blog' ),
		);
		$agents   = array(
			array( 'Chrome', 'Windows', 'desktop' ),
			array( 'Safari', 'macOS', 'desktop' ),
			array( 'Safari', 'iOS', 'mobile' ),
			array( 'Chrome', 'Android', 'mobile' ),
			array( 'Firefox', 'Linux', 'desktop' ),
			array( 'Safari', 'iOS', 'tablet' ),
		);
		$comments = array( 'Great service, thank you!', 'The checkout was confusing.', 'Pages load slowly on my phone.', 'Love the new design.', 'Please add more payment options.', 'Support answered quickly.', 'Hard to find the pricing.', '' );
		$per_day  = array();

		for ( $i = 0; $i < $count; $i++ ) {
			$submitted = time() - mt_rand( 0, 60 * DAY_IN_SECONDS - 1 );
			$page      = $pages[ mt_rand( 0, count( $pages ) - 1 ) ];
			$agent     = $agents[ mt_rand( 0, count( $agents ) - 1 ) ];
			$when      = gmdate( 'Y-m-d H:i:s', $submitted );
			$status    = 0 === mt_rand( 0, 24 ) ? 'trash' : 'publish';
			$this->wpdb->insert(
				$this->tables->responses(),
				array(
					'survey_id'    => $survey_id,
					'status'       => $status,
					'submitted_at' => $when,
					'page_url'     => $page[0],
					'page_title'   => $page[1],
					'user_ip'      => '192.0.2.0',
					'user_browser' => $agent[0],
					'user_os'      => $agent[1],
					'user_device'  => $agent[2],
				)
			);
			$response_id = (int) $this->wpdb->insert_id;
			$rows        = array();
			foreach ( $questions as $question ) {
				if ( 0 === mt_rand( 0, 9 ) ) {
					continue; // About one answer in ten is skipped.
				}
				foreach ( $this->answer_values( $question, $comments ) as $answer ) {
					$rows[] = $this->answer_row( $response_id, $survey_id, (string) $question['id'], $answer, $status, $when );
				}
			}
			if ( array() !== $rows ) {
				$answers = $this->tables->answers();
				// Every row was built by answer_row() through prepare().
				$this->wpdb->query( "INSERT INTO `{$answers}` (response_id, survey_id, question_id, value, value_num, extra, status, submitted_at) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
			}
			$day             = gmdate( 'Y-m-d', $submitted );
			$per_day[ $day ] = ( $per_day[ $day ] ?? 0 ) + 1;
		}

		$impressions = $this->tables->impressions();
		$wpdb        = $this->wpdb;
		foreach ( $per_day as $day => $responses ) {
			$wpdb->query( $wpdb->prepare( "INSERT INTO `{$impressions}` (survey_id, day, count) VALUES (%d, %s, %d) ON DUPLICATE KEY UPDATE count = VALUES(count)", $survey_id, $day, $responses * mt_rand( 3, 8 ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		}
		// Written in bulk, not through the response store: the next report rebuilds the rollups.
		userfeedback()->rollups()->invalidate( array( $survey_id ) );
	}

	/**
	 * Plausible answers for a question: one row, or one per ticked checkbox option.
	 *
	 * @param array<string, mixed> $question The question.
	 * @param string[]             $comments Free-text samples.
	 * @return array<int, array{value: string, num: string, extra: string}>
	 */
	private function answer_values( array $question, array $comments ): array {
		$options = (array) ( $question['config']['options'] ?? array() );
		$comment = $comments[ mt_rand( 0, count( $comments ) - 1 ) ];
		switch ( $question['type'] ) {
			case 'star-rating':
				$stars = (string) max( 1, min( 5, mt_rand( 2, 5 ) + ( mt_rand( 0, 3 ) ? 0 : -1 ) ) );
				return array( $this->answer( $stars, $stars ) );
			case 'nps':
				$score = (string) ( mt_rand( 0, 9 ) < 6 ? mt_rand( 8, 10 ) : mt_rand( 1, 7 ) );
				return array( $this->answer( $score, $score, $comment ) );
			case 'radio-button':
				return array( $this->answer( (string) $options[ mt_rand( 0, count( $options ) - 1 ) ] ) );
			case 'checkbox':
				$ticked = array();
				foreach ( $options as $option ) {
					if ( mt_rand( 0, 1 ) ) {
						$ticked[] = $this->answer( (string) $option );
					}
				}
				return array() === $ticked ? array( $this->answer( (string) $options[0] ) ) : $ticked;
			case 'email':
				$n = mt_rand( 1, 500 );
				return array( $this->answer( "visitor{$n}@example.com", '', "Visitor {$n}" ) );
			default:
				return '' === $comment ? array() : array( $this->answer( $comment ) );
		}
	}

	/**
	 * One prepared VALUES tuple for the answers table; empty num and extra become NULL.
	 *
	 * @param int                                              $response_id Response id.
	 * @param int                                              $survey_id   Survey id.
	 * @param string                                           $question_id Question id.
	 * @param array{value: string, num: string, extra: string} $answer      The answer.
	 * @param string                                           $status      Response status.
	 * @param string                                           $when        Submission time (UTC).
	 * @return string
	 */
	private function answer_row( int $response_id, int $survey_id, string $question_id, array $answer, string $status, string $when ): string {
		$num   = '' === $answer['num'] ? 'NULL' : (string) (int) $answer['num'];
		$extra = '' === $answer['extra'] ? 'NULL' : $this->wpdb->prepare( '%s', $answer['extra'] );
		return $this->wpdb->prepare( '(%d, %d, %s, %s, ', $response_id, $survey_id, $question_id, $answer['value'] )
			. $num . ', ' . $extra . ', '
			. $this->wpdb->prepare( '%s, %s)', $status, $when );
	}

	/**
	 * One answer row's values.
	 *
	 * @param string $value The answer.
	 * @param string $num   Its numeric value for star and NPS ('' for none).
	 * @param string $extra Comment or name ('' for none).
	 * @return array{value: string, num: string, extra: string}
	 */
	private function answer( string $value, string $num = '', string $extra = '' ): array {
		return array(
			'value' => $value,
			'num'   => $num,
			'extra' => $extra,
		);
	}
}
