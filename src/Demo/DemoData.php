<?php
/**
 * Demo surveys and responses.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Demo;

use UserFeedback\Database\Tables;
use UserFeedback\Database\Transaction;
use UserFeedback\Frontend\LiveSurveys;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Surveys\SurveyNormalizer;

// A data store for demo rows: direct writes to our own tables (names from Tables, never input),
// every value through prepare(). The answer rows go in as one multi-row INSERT per response, built
// from prepared tuples, which WPCS 2.3 cannot follow: hence each statement's ignore comment.

/**
 * Five surveys covering every question type and status, and a few hundred responses spread over
 * the last 60 days. Deterministic (seeded random numbers) so screenshots compare run to run.
 *
 * Shipped, not a development file, because `wp userfeedback demo seed` runs it on any site (the
 * release zips hold no bin/); bin/dev/install-site.php seeds the development sites through it.
 *
 * Rows go in through plain INSERTs (the seeder must stay fast at any size asked of it), one
 * transaction per survey: its row, responses, answers and impressions, then its rollups rebuilt
 * from them (Rollups::ensure_current()), so when a survey's transaction commits its counts are
 * already current and exact — no report has to rebuild them, and nothing reads half a survey.
 */
final class DemoData {

	/**
	 * The seed of the random numbers: the same demo data on every run.
	 */
	private const SEED = 20261121;

	/**
	 * Responses per live survey by default.
	 */
	public const DEFAULT_RESPONSES = 120;

	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly Rollups $rollups ) {
	}

	/**
	 * Whether the site has any survey, trashed ones included (then it is no place for demo data).
	 *
	 * @return bool
	 */
	public function site_has_surveys(): bool {
		$surveys = $this->tables->surveys();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; must see the table as it is now.
		return null !== $this->wpdb->get_var( "SELECT id FROM `{$surveys}` LIMIT 1" );
	}

	/**
	 * How many responses seed() writes in all.
	 *
	 * @param int $responses_per_live_survey Responses for each published survey.
	 * @return int
	 */
	public function responses_total( int $responses_per_live_survey ): int {
		$live = array_filter( $this->surveys(), static fn( array $survey ): bool => self::is_live( $survey ) );
		return count( $live ) * max( 0, $responses_per_live_survey );
	}

	/**
	 * Seeds unless the site already has surveys.
	 *
	 * @param int           $responses_per_live_survey Responses to create for each published survey.
	 * @param callable|null $progress                  Told after each response is written (with 1).
	 * @return array{surveys: int, responses: int}|null What was written; null when the site already
	 *                                                  had surveys (nothing written).
	 * @throws \RuntimeException When the database refused a write (that survey is rolled back).
	 */
	public function seed( int $responses_per_live_survey = self::DEFAULT_RESPONSES, ?callable $progress = null ): ?array {
		if ( $this->site_has_surveys() ) {
			return null;
		}
		// phpcs:ignore WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand -- seeded on purpose: the same demo data on every run.
		mt_srand( self::SEED );
		$written = array(
			'surveys'   => 0,
			'responses' => 0,
		);
		foreach ( $this->surveys() as $survey ) {
			$count = self::is_live( $survey ) ? max( 0, $responses_per_live_survey ) : 0;
			$ok    = Transaction::run(
				$this->wpdb,
				'userfeedback_demo',
				fn(): bool => $this->seed_survey( $survey, $count, $progress ),
				static fn( bool $done ): bool => $done,
				false
			);
			if ( ! $ok ) {
				LiveSurveys::invalidate();
				throw new \RuntimeException( sprintf( 'The demo survey "%s" could not be written: %s', $survey['title'], $this->wpdb->last_error ) );
			}
			++$written['surveys'];
			$written['responses'] += $count;
		}
		LiveSurveys::invalidate();
		return $written;
	}

	/**
	 * One survey with its responses, impressions and rollups, stopping at the first failure (the
	 * caller's transaction then rolls it all back).
	 *
	 * @param array{title: string, type: string, template: string, status: string, publish_at: string|null, questions: array<int, array<string, mixed>>} $survey   The survey.
	 * @param int                                                                                                                                        $count    Responses to write.
	 * @param callable|null                                                                                                                              $progress Told after each response.
	 * @return bool
	 */
	private function seed_survey( array $survey, int $count, ?callable $progress ): bool {
		$id = $this->insert_survey( $survey );
		if ( $id < 1 ) {
			return false;
		}
		if ( $count > 0 && ! $this->insert_responses( $id, $survey['questions'], $count, $progress ) ) {
			return false;
		}
		// Written in bulk, not through the response store: the rollups are built from the rows
		// now, inside the same transaction (the survey row has no rollup key yet, so this is a
		// rebuild, which also covers a survey without responses).
		return $this->rollups->ensure_current( $id );
	}

	/**
	 * Whether a demo survey is live now (published without a future date): only those get responses.
	 *
	 * @param array{status: string, publish_at: string|null} $survey The survey.
	 * @return bool
	 */
	private static function is_live( array $survey ): bool {
		return 'publish' === $survey['status'] && null === $survey['publish_at'];
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
	 * @return int The new id, 0 on failure.
	 */
	private function insert_survey( array $survey ): int {
		$normalizer = new SurveyNormalizer();
		$created    = gmdate( 'Y-m-d H:i:s', time() - 70 * DAY_IN_SECONDS + $this->rand( 0, 5 * DAY_IN_SECONDS ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- own table, name from Tables; a write.
		$ok = $this->wpdb->insert(
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
		return false === $ok ? 0 : (int) $this->wpdb->insert_id;
	}

	/**
	 * Inserts responses with their answer rows, spread over the last 60 days, plus impressions.
	 *
	 * @param int                              $survey_id Survey id.
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @param int                              $count     How many responses.
	 * @param callable|null                    $progress  Told after each response.
	 * @return bool False at the first failed write.
	 */
	private function insert_responses( int $survey_id, array $questions, int $count, ?callable $progress ): bool {
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
		$wpdb     = $this->wpdb;

		for ( $i = 0; $i < $count; $i++ ) {
			$submitted = time() - $this->rand( 0, 60 * DAY_IN_SECONDS - 1 );
			$page      = $pages[ $this->rand( 0, count( $pages ) - 1 ) ];
			$agent     = $agents[ $this->rand( 0, count( $agents ) - 1 ) ];
			$when      = gmdate( 'Y-m-d H:i:s', $submitted );
			$status    = 0 === $this->rand( 0, 24 ) ? 'trash' : 'publish';
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- own table, name from Tables; a write.
			$ok = $wpdb->insert(
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
			if ( false === $ok ) {
				return false;
			}
			$response_id = (int) $wpdb->insert_id;
			$rows        = array();
			foreach ( $questions as $question ) {
				if ( 0 === $this->rand( 0, 9 ) ) {
					continue; // About one answer in ten is skipped.
				}
				foreach ( $this->answer_values( $question, $comments ) as $answer ) {
					$rows[] = $this->answer_row( $response_id, $survey_id, (string) $question['id'], $answer, $status, $when );
				}
			}
			if ( array() !== $rows ) {
				$answers = $this->tables->answers();
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- own table, name from Tables; one multi-row INSERT of tuples built by answer_row() through prepare().
				if ( false === $wpdb->query( "INSERT INTO `{$answers}` (response_id, survey_id, question_id, value, value_num, extra, status, submitted_at) VALUES " . implode( ',', $rows ) ) ) {
					return false;
				}
			}
			$day             = gmdate( 'Y-m-d', $submitted );
			$per_day[ $day ] = ( $per_day[ $day ] ?? 0 ) + 1;
			if ( null !== $progress ) {
				$progress( 1 );
			}
		}

		$impressions = $this->tables->impressions();
		foreach ( $per_day as $day => $responses ) {
			// Impressions per UTC day, a few times the day's responses: a plausible display rate.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables, values prepared; a counter upsert.
			if ( false === $wpdb->query( $wpdb->prepare( "INSERT INTO `{$impressions}` (survey_id, day, count) VALUES (%d, %s, %d) ON DUPLICATE KEY UPDATE count = VALUES(count)", $survey_id, $day, $responses * $this->rand( 3, 8 ) ) ) ) {
				return false;
			}
		}
		return true;
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
		$comment = $comments[ $this->rand( 0, count( $comments ) - 1 ) ];
		switch ( $question['type'] ) {
			case 'star-rating':
				$stars = (string) max( 1, min( 5, $this->rand( 2, 5 ) + ( $this->rand( 0, 3 ) ? 0 : -1 ) ) );
				return array( $this->answer( $stars, $stars ) );
			case 'nps':
				$score = (string) ( $this->rand( 0, 9 ) < 6 ? $this->rand( 8, 10 ) : $this->rand( 1, 7 ) );
				return array( $this->answer( $score, $score, $comment ) );
			case 'radio-button':
				return array( $this->answer( (string) $options[ $this->rand( 0, count( $options ) - 1 ) ] ) );
			case 'checkbox':
				$ticked = array();
				foreach ( $options as $option ) {
					if ( $this->rand( 0, 1 ) ) {
						$ticked[] = $this->answer( (string) $option );
					}
				}
				return array() === $ticked ? array( $this->answer( (string) $options[0] ) ) : $ticked;
			case 'email':
				$n = $this->rand( 1, 500 );
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
		$extra = '' === $answer['extra'] ? 'NULL' : (string) $this->wpdb->prepare( '%s', $answer['extra'] );
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

	/**
	 * The next seeded random number: demo data must be the same on every run (screenshots compare
	 * run to run), which wp_rand() cannot give.
	 *
	 * @param int $min Lowest.
	 * @param int $max Highest.
	 * @return int
	 */
	private function rand( int $min, int $max ): int {
		return mt_rand( $min, $max ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rand_mt_rand -- seeded in seed(): the same demo data on every run.
	}
}
