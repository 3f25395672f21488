<?php
/**
 * A person's responses are found by any stored answer equal to their address, whatever the
 * survey's questions are now.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Privacy;

use UserFeedback\Privacy\PersonalDataTools;
use UserFeedback\Privacy\PersonResponses;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the tests read our tables directly to check what is left.

/**
 * Ann answered twice while the survey asked for her address in a question the admin later
 * removed, then six times through its new e-mail question: the exporter and the eraser must see
 * all eight, the anonymiser must leave no trace of her address (answers, names, comments, the
 * page's query string), and only her exact address may match.
 */
final class PersonAnyAnswerTest extends TestCase {

	private const ANN = 'ann@example.com';

	private const ANN_PAGE = 'https://example.test/checkout/?email=ann%40example.com&utm_source=mail#ann@example.com';

	/**
	 * The survey.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * Ann's two responses to the removed question.
	 *
	 * @var int[]
	 */
	private array $before_removal = array();

	/**
	 * Ann's six responses to the current e-mail question.
	 *
	 * @var int[]
	 */
	private array $after_removal = array();

	/**
	 * Cy's response to the removed question.
	 *
	 * @var int
	 */
	private int $cy;

	protected function setUp(): void {
		parent::setUp();
		$this->survey_id = $this->surveys()->insert( $this->survey( array( self::radio(), self::email( 'old_mail', 'E-mail (old)' ), self::why() ) ) );
		for ( $i = 0; $i < 2; $i++ ) {
			$this->before_removal[] = $this->insert_response(
				$this->survey_id,
				'2026-10-0' . ( $i + 1 ) . ' 10:00:00',
				array(
					array( 'radio', 'No', 'Too slow' ),
					array( 'old_mail', self::ANN, 'Ann' ),
					array( 'why', 'My card was refused.' ),
				),
				'publish',
				array(
					'user_ip'  => '203.0.113.0',
					'page_url' => self::ANN_PAGE,
				)
			);
		}
		$this->cy = $this->insert_response(
			$this->survey_id,
			'2026-10-05 10:00:00',
			array(
				array( 'radio', 'Yes', 'Fine' ),
				array( 'old_mail', 'cy@example.com', 'Cy' ),
			),
			'publish',
			array( 'page_url' => 'https://example.test/checkout/?email=cy%40example.com' )
		);
		// The admin replaces the e-mail question after those responses came in.
		$this->assertTrue( $this->surveys()->update( $this->survey_id, $this->survey( array( self::radio(), self::email( 'mail', 'Your e-mail?' ), self::why() ) ) ) );
		for ( $i = 0; $i < 6; $i++ ) {
			$this->after_removal[] = $this->insert_response(
				$this->survey_id,
				'2026-11-0' . ( $i + 1 ) . ' 10:00:00',
				array(
					array( 'radio', 'Yes' ),
					array( 'mail', 0 === $i ? 'Ann@Example.com' : self::ANN, 'Ann' ),
				),
				0 === $i ? 'trash' : 'publish'
			);
		}
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
	}

	public function test_the_export_includes_answers_to_a_removed_question_labelled_as_such(): void {
		$export = $this->tools()->export( self::ANN, 1 );

		$this->assertTrue( $export['done'] );
		$this->assertSame(
			array_map( static fn( int $id ): string => 'userfeedback-response-' . $id, array_merge( $this->before_removal, $this->after_removal ) ),
			array_column( $export['data'], 'item_id' )
		);
		$this->assertSame(
			array(
				'Survey'                      => 'Checkout',
				'Submitted'                   => '2026-10-01T10:00:00+00:00',
				'Page'                        => self::ANN_PAGE,
				'Found it?'                   => 'No — Comment: Too slow',
				'Why?'                        => 'My card was refused.',
				'old_mail (removed question)' => 'ann@example.com — Name: Ann',
			),
			array_column( $export['data'][0]['data'], 'value', 'name' ),
			'current questions first, in the survey\'s order, then the removed one'
		);
		$this->assertSame(
			array(
				'Survey'       => 'Checkout',
				'Submitted'    => '2026-11-02T10:00:00+00:00',
				'Page'         => '',
				'Found it?'    => 'Yes',
				'Your e-mail?' => 'ann@example.com — Name: Ann',
			),
			array_column( $export['data'][3]['data'], 'value', 'name' )
		);
	}

	public function test_erasing_deletes_every_response_holding_the_address(): void {
		global $wpdb;
		$erased = $this->tools()->erase( self::ANN, 1 );

		$this->assertSame( array( '8 survey responses were deleted.' ), $erased['messages'] );
		$this->assertTrue( $erased['done'] );
		$this->assertSame( 0, $this->answers_holding( self::ANN ), 'no answer with the address is left' );
		$this->assertSame( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$this->answers_table()}` WHERE extra = 'Ann'" ), 'nor her name' );
		$left = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $this->survey_id ) ) );
		$this->assertSame( array( $this->cy ), $left );
		$this->assert_rollups_equal_a_rebuild();
		$this->assertSame( array(), $this->tools()->erase( self::ANN, 1 )['messages'], 'nothing left to find' );
	}

	public function test_anonymising_replaces_answers_to_removed_questions_and_scrubs_the_page_s_query_string(): void {
		global $wpdb;
		userfeedback()->settings()->update( array( 'privacy_erasure' => 'anonymise' ) );
		$counts = $this->rollup_rows();

		$erased = $this->tools()->erase( self::ANN, 1 );

		$this->assertSame( array( '8 survey responses were anonymised: their e-mail addresses, names, comments and written answers were removed; their choices and ratings were kept.' ), $erased['messages'] );
		$this->assertSame( 0, $this->answers_holding( self::ANN ) );
		$this->assertSame(
			array(
				array( 'radio', 'No', '[removed]' ),
				array( 'old_mail', '[removed]', '[removed]' ),
				array( 'why', '[removed]', null ),
			),
			array_map( 'array_values', $wpdb->get_results( $wpdb->prepare( "SELECT question_id, value, extra FROM `{$this->answers_table()}` WHERE response_id = %d ORDER BY id", $this->before_removal[0] ), ARRAY_A ) )
		);
		$this->assertSame( 'https://example.test/checkout/', $this->page_url( $this->before_removal[1] ), 'query string and fragment gone, scheme, host and path kept' );
		$this->assertSame( 'https://example.test/checkout/?email=cy%40example.com', $this->page_url( $this->cy ), 'others untouched' );
		$this->assertSame( 'cy@example.com', $wpdb->get_var( $wpdb->prepare( "SELECT value FROM `{$this->answers_table()}` WHERE response_id = %d AND question_id = 'old_mail'", $this->cy ) ) );
		$this->assertSame( $counts, $this->rollup_rows(), 'nothing counted changed' );
		$this->assert_rollups_equal_a_rebuild();
		$this->assertSame( array(), $this->person()->ids( self::ANN ), 'no longer found' );
	}

	public function test_a_page_url_loses_its_credentials_too_and_keeps_its_port(): void {
		$response = $this->insert_response( $this->survey_id, '2026-12-01 10:00:00', array( array( 'mail', self::ANN ) ), 'publish', array( 'page_url' => 'https://ann:secret@example.test:8443/shop/?ref=ann@example.com' ) );
		userfeedback()->settings()->update( array( 'privacy_erasure' => 'anonymise' ) );

		$this->tools()->erase( self::ANN, 1 );

		$this->assertSame( 'https://example.test:8443/shop/', $this->page_url( $response ) );
	}

	public function test_a_question_whose_type_changed_from_email_to_text_is_still_found(): void {
		$this->assertTrue( $this->surveys()->update( $this->survey_id, $this->survey( array( self::radio(), self::text( 'mail', 'How can we reach you?' ), self::why() ) ) ) );
		// And an address typed into a text question.
		$typed = $this->insert_response( $this->survey_id, '2026-12-01 10:00:00', array( array( 'why', 'ANN@example.com' ) ) );

		$this->assertSame( array_merge( $this->before_removal, $this->after_removal, array( $typed ) ), $this->person()->ids( self::ANN ) );
		$export = $this->tools()->export( self::ANN, 1 );
		$this->assertSame( 'ann@example.com — Name: Ann', array_column( $export['data'][3]['data'], 'value', 'name' )['How can we reach you?'], 'still a current question, under its title now' );

		$erased = $this->tools()->erase( self::ANN, 1 );
		$this->assertSame( array( '9 survey responses were deleted.' ), $erased['messages'] );
		$this->assertSame( 0, $this->answers_holding( self::ANN ) );
	}

	public function test_an_address_left_under_a_question_that_is_now_a_choice_is_anonymised_with_the_rollups_exact(): void {
		$this->assertTrue( $this->surveys()->update( $this->survey_id, $this->survey( array( self::radio(), self::radio( 'mail' ), self::why() ) ) ) );
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		userfeedback()->settings()->update( array( 'privacy_erasure' => 'anonymise' ) );

		$erased = $this->tools()->erase( self::ANN, 1 );

		$this->assertSame( 1, preg_match( '/^8 survey responses were anonymised/', $erased['messages'][0] ) );
		$this->assertSame( 0, $this->answers_holding( self::ANN ) );
		$this->assertSame( 7, $this->answers_holding( 'Yes' ), 'the real choices are kept' );
		$this->assert_rollups_equal_a_rebuild();
		$this->assertSame( array(), $this->person()->ids( self::ANN ), 'no longer found' );
	}

	public function test_the_user_account_still_finds_responses_without_the_address(): void {
		$user = $this->create_user( 'subscriber' );
		wp_update_user(
			array(
				'ID'         => $user,
				'user_email' => 'bo@example.com',
			)
		);
		$bo = $this->insert_response( $this->survey_id, '2026-12-01 10:00:00', array( array( 'radio', 'Yes' ) ), 'publish', array( 'user_id' => (string) $user ) );

		$this->assertSame( array( $bo ), $this->person()->ids( ' Bo@Example.com ' ) );
		$this->assertSame( array( '1 survey response was deleted.' ), $this->tools()->erase( 'bo@example.com', 1 )['messages'] );
		$this->assertSame( array(), $this->person()->ids( 'bo@example.com' ) );
	}

	public function test_only_the_exact_address_is_found_in_any_case_with_surrounding_spaces(): void {
		$all    = array_merge( $this->before_removal, $this->after_removal );
		$accent = $this->insert_response( $this->survey_id, '2026-12-01 10:00:00', array( array( 'mail', 'änn@example.com' ) ) );

		$this->assertSame( $all, $this->person()->ids( '  ANN@example.COM ' ), 'not the accented one: the collation ignores accents, the match does not' );
		$this->assertNotContains( $accent, $this->person()->ids( self::ANN ) );
		foreach ( array( '', '   ', '%@example.com', '_nn@example.com', 'ann@example.co_', 'Yes', 'No', '%' ) as $input ) {
			$this->assertSame( array(), $this->person()->ids( $input ), "'{$input}' finds nothing" );
		}
		$this->assertSame(
			array(
				'data' => array(),
				'done' => true,
			),
			$this->tools()->export( '%', 1 )
		);
		$this->assertSame( array(), $this->tools()->erase( 'Yes', 1 )['messages'], 'an answer that is not an address never selects responses' );
	}

	/**
	 * A survey with these questions.
	 *
	 * @param array<int, array<string, mixed>> $questions Questions.
	 * @return array<string, mixed>
	 */
	private function survey( array $questions ): array {
		return ( new SurveyNormalizer() )->survey(
			array(
				'title'     => 'Checkout',
				'status'    => 'publish',
				'questions' => $questions,
			)
		);
	}

	/**
	 * A choice question with a comment box.
	 *
	 * @param string $id Question id.
	 * @return array<string, mixed>
	 */
	private static function radio( string $id = 'radio' ): array {
		return array(
			'id'       => $id,
			'type'     => 'radio-button',
			'title'    => 'radio' === $id ? 'Found it?' : 'Pick one',
			'config'   => array( 'options' => array( 'Yes', 'No' ) ),
			'settings' => array( 'comment_box' => true ),
		);
	}

	/**
	 * An e-mail question asking for a name.
	 *
	 * @param string $id    Question id.
	 * @param string $title Title.
	 * @return array<string, mixed>
	 */
	private static function email( string $id, string $title ): array {
		return array(
			'id'     => $id,
			'type'   => 'email',
			'title'  => $title,
			'config' => array( 'include_name' => true ),
		);
	}

	/**
	 * A one-line text question.
	 *
	 * @param string $id    Question id.
	 * @param string $title Title.
	 * @return array<string, mixed>
	 */
	private static function text( string $id, string $title ): array {
		return array(
			'id'    => $id,
			'type'  => 'text',
			'title' => $title,
		);
	}

	/**
	 * The long-text question.
	 *
	 * @return array<string, mixed>
	 */
	private static function why(): array {
		return array(
			'id'    => 'why',
			'type'  => 'long-text',
			'title' => 'Why?',
		);
	}

	private function surveys(): SurveyRepository {
		global $wpdb;
		return new SurveyRepository( $wpdb, userfeedback()->tables() );
	}

	private function person(): PersonResponses {
		global $wpdb;
		return new PersonResponses( $wpdb, userfeedback()->tables() );
	}

	/**
	 * The tools as the plugin built them.
	 *
	 * @return PersonalDataTools
	 */
	private function tools(): PersonalDataTools {
		$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		$this->assertIsArray( $erasers[ PersonalDataTools::ERASER ]['callback'] );
		return $erasers[ PersonalDataTools::ERASER ]['callback'][0];
	}

	private function answers_table(): string {
		return userfeedback()->tables()->answers();
	}

	/**
	 * How many answer rows hold this value (the table's collation: any case).
	 *
	 * @param string $value The value.
	 * @return int
	 */
	private function answers_holding( string $value ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$this->answers_table()}` WHERE survey_id = %d AND value = %s", $this->survey_id, $value ) );
	}

	private function page_url( int $response_id ): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( 'SELECT page_url FROM `' . userfeedback()->tables()->responses() . '` WHERE id = %d', $response_id ) );
	}

	/**
	 * The survey's rollup rows.
	 *
	 * @return array<int, array<string, string>>
	 */
	private function rollup_rows(): array {
		global $wpdb;
		return $wpdb->get_results( $wpdb->prepare( 'SELECT kind, question_id, day, HEX(value_hash) h, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `' . userfeedback()->tables()->rollups() . '` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash', $this->survey_id ), ARRAY_A );
	}

	/**
	 * The rollups kept so far equal a rebuild from the rows.
	 *
	 * @return void
	 */
	private function assert_rollups_equal_a_rebuild(): void {
		$kept = $this->rollup_rows();
		userfeedback()->rollups()->invalidate( array( $this->survey_id ) );
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
		$this->assertSame( $this->rollup_rows(), $kept );
	}
}
