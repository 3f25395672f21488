<?php
/**
 * The plugin's part in WordPress's "Export Personal Data" and "Erase Personal Data" tools.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Privacy;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\Recall;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Support\Time;

// Reads of our own tables for the export, names from Tables, id lists cast to integers.

/**
 * Registered through `wp_privacy_personal_data_exporters` and `_erasers` (Tools → Export / Erase
 * Personal Data). A person's responses (PersonResponses) are handled PersonResponses::PAGE at a
 * time, as WordPress asks page after page.
 *
 * - Export: per response, the survey's title, when it was submitted, the page, and each question
 *   with its answer (ticked options joined), with the comment or the name given; then the
 *   answers to questions since removed from the survey, as "{question id} (removed question)";
 *   last its hidden fields' values, as "{name} (hidden field)".
 * - Erase: the site's `privacy_erasure` setting decides. 'delete' (default) deletes the responses
 *   with their answer rows and hidden fields' values; 'anonymise' keeps them for the statistics but replaces e-mail
 *   addresses, names, comments and written answers (those to removed questions too), cuts the
 *   page address down to scheme, host and path, and forgets the IP and the WordPress user,
 *   keeping choices and ratings (ResponseAnonymiser). Either way the rollups stay exact (both go
 *   through ResponsesRepository::change(), one transaction per survey), e-mails still queued for those responses are dropped, and the
 *   surveys' cached AI summaries (which quote answers) are forgotten.
 */
final class PersonalDataTools {

	public const EXPORTER = 'userfeedback-responses';
	public const ERASER   = 'userfeedback-responses';

	private PersonResponses $person;

	/**
	 * Constructor.
	 *
	 * @param \wpdb               $wpdb      The database connection.
	 * @param Tables              $tables    Table names.
	 * @param SurveyRepository    $surveys   Survey rows.
	 * @param ResponsesRepository $responses Response writes that keep the rollups exact.
	 * @param SettingsStore       $settings  Plugin settings.
	 */
	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly SurveyRepository $surveys, private readonly ResponsesRepository $responses, private readonly SettingsStore $settings ) {
		$this->person = new PersonResponses( $wpdb, $tables );
	}

	/**
	 * Adds the exporter.
	 *
	 * @param array<string, mixed> $exporters WordPress's exporters.
	 * @return array<string, mixed>
	 */
	public function register_exporter( $exporters ): array {
		$exporters                   = (array) $exporters;
		$exporters[ self::EXPORTER ] = array(
			'exporter_friendly_name' => __( 'UserFeedback survey responses', 'userfeedback' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Adds the eraser.
	 *
	 * @param array<string, mixed> $erasers WordPress's erasers.
	 * @return array<string, mixed>
	 */
	public function register_eraser( $erasers ): array {
		$erasers                 = (array) $erasers;
		$erasers[ self::ERASER ] = array(
			'eraser_friendly_name' => __( 'UserFeedback survey responses', 'userfeedback' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of the person's responses, as WordPress's export groups.
	 *
	 * @param string $email The address.
	 * @param int    $page  From 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( $email, $page = 1 ): array {
		$ids = $this->person->ids( (string) $email, ( max( 1, (int) $page ) - 1 ) * PersonResponses::PAGE );
		if ( array() === $ids ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		$list      = implode( ',', array_map( 'intval', $ids ) );
		$responses = (array) $this->wpdb->get_results( "SELECT id, survey_id, submitted_at, page_url, page_title FROM `{$this->tables->responses()}` WHERE id IN ({$list}) ORDER BY id", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; ids cast to integers.
		$answers   = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; ids cast to integers.
		foreach ( (array) $this->wpdb->get_results( "SELECT response_id, question_id, value, extra FROM `{$this->tables->answers()}` WHERE response_id IN ({$list}) ORDER BY id", ARRAY_A ) as $row ) {
			$answers[ (int) $row['response_id'] ][] = $row;
		}
		$fields = array();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; ids cast to integers.
		foreach ( (array) $this->wpdb->get_results( "SELECT response_id, name, value FROM `{$this->tables->response_fields()}` WHERE response_id IN ({$list}) ORDER BY response_id, name", ARRAY_A ) as $row ) {
			$fields[ (int) $row['response_id'] ][] = array(
				/* translators: %s: a hidden field's name (such as utm_source). */
				'name'  => sprintf( __( '%s (hidden field)', 'userfeedback' ), (string) $row['name'] ),
				'value' => (string) $row['value'],
			);
		}
		$surveys = array();
		foreach ( $this->surveys->find_many( array_column( $responses, 'survey_id' ) ) as $survey ) {
			$surveys[ (int) $survey['id'] ] = $survey;
		}

		$items = array();
		foreach ( $responses as $response ) {
			$survey  = $surveys[ (int) $response['survey_id'] ] ?? array(
				'title'     => '',
				'questions' => array(),
			);
			$items[] = array(
				'group_id'          => 'userfeedback-responses',
				'group_label'       => __( 'Survey responses', 'userfeedback' ),
				'group_description' => __( 'Your answers to the surveys on this site.', 'userfeedback' ),
				'item_id'           => 'userfeedback-response-' . (int) $response['id'],
				'data'              => array_merge(
					array(
						array(
							'name'  => __( 'Survey', 'userfeedback' ),
							'value' => (string) $survey['title'],
						),
						array(
							'name'  => __( 'Submitted', 'userfeedback' ),
							'value' => (string) Time::to_rest( (string) $response['submitted_at'] ),
						),
						array(
							'name'  => __( 'Page', 'userfeedback' ),
							'value' => trim( (string) $response['page_title'] . ' ' . (string) $response['page_url'] ),
						),
					),
					self::answer_data( (array) $survey['questions'], $answers[ (int) $response['id'] ] ?? array() ),
					$fields[ (int) $response['id'] ] ?? array()
				),
			);
		}
		return array(
			'data' => $items,
			'done' => count( $ids ) < PersonResponses::PAGE,
		);
	}

	/**
	 * Erases (deletes or anonymises) the next page of the person's responses. Erased responses no
	 * longer match the address, so each call takes the first page of what is left.
	 *
	 * @param string $email The address.
	 * @param int    $page  From 1 (unused: see above).
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( $email, $page = 1 ): array {
		$ids       = $this->person->ids( (string) $email );
		$anonymise = 'anonymise' === $this->settings->get( 'privacy_erasure' );
		$by_survey = array();
		if ( array() !== $ids ) {
			$list = implode( ',', array_map( 'intval', $ids ) );
			// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; ids cast to integers.
			foreach ( (array) $this->wpdb->get_results( "SELECT id, survey_id FROM `{$this->tables->responses()}` WHERE id IN ({$list})", ARRAY_A ) as $row ) {
				$by_survey[ (int) $row['survey_id'] ][] = (int) $row['id'];
			}
		}

		$done     = 0;
		$failed   = 0;
		$messages = array();
		foreach ( $by_survey as $survey_id => $response_ids ) {
			$result = $anonymise
				? ( new ResponseAnonymiser( $this->wpdb, $this->tables, $this->responses ) )->anonymise( $survey_id, $response_ids, self::choice_questions( $this->surveys->find( $survey_id ) ) )
				: $this->responses->delete_for_good( $survey_id, $response_ids );
			if ( is_array( $result ) ) {
				$done += count( $result );
			} else {
				$failed += count( $response_ids );
			}
		}
		if ( array() !== $by_survey ) {
			/**
			 * Responses were erased for a person (deleted or anonymised): caches that quote answers
			 * (the AI summaries) forget those surveys.
			 *
			 * @since 0.2.0
			 * @param int[] $survey_ids The surveys concerned.
			 */
			do_action( 'userfeedback_personal_data_erased', array_keys( $by_survey ) );
		}
		if ( $done > 0 ) {
			$messages[] = $anonymise
				/* translators: %d: number of survey responses. */
				? sprintf( _n( '%d survey response was anonymised: its e-mail address, name, comments and written answers were removed; its choices and ratings were kept.', '%d survey responses were anonymised: their e-mail addresses, names, comments and written answers were removed; their choices and ratings were kept.', $done, 'userfeedback' ), $done )
				/* translators: %d: number of survey responses. */
				: sprintf( _n( '%d survey response was deleted.', '%d survey responses were deleted.', $done, 'userfeedback' ), $done );
		}
		if ( $failed > 0 ) {
			/* translators: %d: number of survey responses. */
			$messages[] = sprintf( _n( '%d survey response could not be erased because of a database error. Run the eraser again.', '%d survey responses could not be erased because of a database error. Run the eraser again.', $failed, 'userfeedback' ), $failed );
		}
		return array(
			'items_removed'  => $done > 0,
			'items_retained' => $failed > 0,
			'messages'       => $messages,
			// Stop when a page failed: taking the first page again would loop on the same rows.
			'done'           => $failed > 0 || count( $ids ) < PersonResponses::PAGE,
		);
	}

	/**
	 * A response's answers as name/value pairs: the survey's current questions in its order,
	 * then the answers to questions no longer in it (in the order they were stored), named by
	 * their question id — the export holds every answer the site keeps.
	 *
	 * @param array<int, mixed>                 $questions The survey's questions.
	 * @param array<int, array<string, string>> $rows      The answer rows, in stored order.
	 * @return list<array{name: string, value: string}>
	 */
	private static function answer_data( array $questions, array $rows ): array {
		$questions   = Recall::readable_titles( $questions );
		$by_question = array();
		foreach ( $rows as $row ) {
			$by_question[ (string) $row['question_id'] ][] = $row;
		}
		$data = array();
		foreach ( $questions as $question ) {
			$question = is_array( $question ) ? $question : array();
			$id       = (string) ( $question['id'] ?? '' );
			if ( isset( $by_question[ $id ] ) ) {
				$is_email = 'email' === ( $question['type'] ?? '' );
				$data[]   = array(
					'name'  => (string) ( $question['title'] ?? $id ),
					'value' => self::answer_value( $by_question[ $id ], $is_email ),
				);
				unset( $by_question[ $id ] );
			}
		}
		foreach ( $by_question as $id => $answers ) {
			$data[] = array(
				/* translators: %s: the id of a question since removed from the survey. */
				'name'  => sprintf( __( '%s (removed question)', 'userfeedback' ), (string) $id ),
				'value' => self::answer_value( $answers, false ),
			);
		}
		return $data;
	}

	/**
	 * One question's answer: its values (ticked options joined), with the comment or the name
	 * given. The name belongs to an e-mail answer; for a question removed or no longer of that
	 * type, an answer that is an address tells it was one.
	 *
	 * @param array<int, array<string, string>> $rows     The question's answer rows.
	 * @param bool                              $is_email Whether the question is an e-mail question.
	 * @return string
	 */
	private static function answer_value( array $rows, bool $is_email ): string {
		$value = implode( ', ', array_column( $rows, 'value' ) );
		$extra = $rows[0]['extra'] ?? null;
		if ( null === $extra || '' === $extra ) {
			return $value;
		}
		return $is_email || false !== is_email( trim( $value ) )
			/* translators: %s: the name given with an e-mail address. */
			? $value . ' — ' . sprintf( __( 'Name: %s', 'userfeedback' ), $extra )
			/* translators: %s: the comment left with an answer. */
			: $value . ' — ' . sprintf( __( 'Comment: %s', 'userfeedback' ), $extra );
	}

	/**
	 * The ids of a survey's choice and rating questions, whose answers anonymising keeps; every
	 * other answer (written text, e-mail, and answers to questions no longer in the survey) is
	 * replaced.
	 *
	 * @param array<string, mixed>|null $survey The survey.
	 * @return string[]
	 */
	private static function choice_questions( ?array $survey ): array {
		$ids = array();
		foreach ( (array) ( $survey['questions'] ?? array() ) as $question ) {
			if ( is_array( $question ) && in_array( $question['type'] ?? '', array( 'radio-button', 'checkbox', 'star-rating', 'nps' ), true ) ) {
				$ids[] = (string) $question['id'];
			}
		}
		return $ids;
	}
}
