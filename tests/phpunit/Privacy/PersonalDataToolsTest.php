<?php
/**
 * WordPress's Export / Erase Personal Data tools, with our responses.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Privacy;

use UserFeedback\Privacy\PersonalDataTools;
use UserFeedback\Privacy\PersonResponses;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the tests read our tables directly to check what is left.

/**
 * A person is found by the e-mail answers holding their address (any case) and by their user
 * account; the export lists their answers; the eraser deletes or anonymises them, keeping the
 * rollups equal to a rebuild and leaving everyone else's responses alone.
 */
final class PersonalDataToolsTest extends TestCase {

	private const ANN = 'ann@example.com';

	/**
	 * The survey.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * Responses by name.
	 *
	 * @var array<string, int>
	 */
	private array $responses = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->survey_id = ( new \UserFeedback\Surveys\SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new \UserFeedback\Surveys\SurveyNormalizer() )->survey(
				array(
					'title'     => 'Checkout',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'       => 'radio',
							'type'     => 'radio-button',
							'title'    => 'Found it?',
							'config'   => array( 'options' => array( 'Yes', 'No' ) ),
							'settings' => array( 'comment_box' => true ),
						),
						array(
							'id'     => 'mail',
							'type'   => 'email',
							'title'  => 'Your e-mail?',
							'config' => array( 'include_name' => true ),
						),
						array(
							'id'    => 'why',
							'type'  => 'long-text',
							'title' => 'Why?',
						),
					),
				)
			)
		);
		$user            = $this->create_user( 'subscriber' );
		wp_update_user(
			array(
				'ID'         => $user,
				'user_email' => 'bo@example.com',
			)
		);
		$this->responses = array(
			'ann'       => $this->insert_response(
				$this->survey_id,
				'2026-11-01 10:00:00',
				array(
					array( 'radio', 'No', 'Could not find the price' ),
					array( 'mail', 'Ann@Example.com', 'Ann' ),
					array( 'why', 'My card was refused.' ),
				),
				'publish',
				array(
					'user_ip'  => '203.0.113.0',
					'page_url' => 'https://example.test/checkout/',
				)
			),
			'ann_trash' => $this->insert_response( $this->survey_id, '2026-11-02 10:00:00', array( array( 'mail', 'ann@example.com' ) ), 'trash' ),
			'bo'        => $this->insert_response(
				$this->survey_id,
				'2026-11-03 10:00:00',
				array( array( 'radio', 'Yes' ) ),
				'publish',
				array( 'user_id' => (string) $user )
			),
			'other'     => $this->insert_response(
				$this->survey_id,
				'2026-11-04 10:00:00',
				array(
					array( 'radio', 'Yes', 'Fine' ),
					array( 'mail', 'cy@example.com', 'Cy' ),
				)
			),
		);
		$this->assertTrue( userfeedback()->rollups()->ensure_current( $this->survey_id ) );
	}

	public function test_the_tools_are_registered_with_wordpress(): void {
		$this->assertArrayHasKey( PersonalDataTools::EXPORTER, apply_filters( 'wp_privacy_personal_data_exporters', array() ) );
		$this->assertArrayHasKey( PersonalDataTools::ERASER, apply_filters( 'wp_privacy_personal_data_erasers', array() ) );
	}

	public function test_a_person_is_found_by_their_e_mail_answers_in_any_case_and_by_their_account(): void {
		global $wpdb;
		$person = new PersonResponses( $wpdb, userfeedback()->tables() );
		$this->assertSame( array( $this->responses['ann'], $this->responses['ann_trash'] ), $person->ids( 'ANN@example.COM' ) );
		$this->assertSame( array( $this->responses['bo'] ), $person->ids( 'bo@example.com' ), 'the user account' );
		$this->assertSame( array(), $person->ids( 'nobody@example.com' ) );
		$this->assertSame( array(), $person->ids( '' ) );
	}

	public function test_the_export_lists_each_response_with_its_survey_date_page_answers_comments_and_names(): void {
		$export = $this->tools()->export( self::ANN, 1 );

		$this->assertTrue( $export['done'] );
		$this->assertCount( 2, $export['data'] );
		$item = $export['data'][0];
		$this->assertSame( 'userfeedback-responses', $item['group_id'] );
		$this->assertSame( 'userfeedback-response-' . $this->responses['ann'], $item['item_id'] );
		$this->assertSame(
			array(
				'Survey'       => 'Checkout',
				'Submitted'    => '2026-11-01T10:00:00+00:00',
				'Page'         => 'https://example.test/checkout/',
				'Found it?'    => 'No — Comment: Could not find the price',
				'Your e-mail?' => 'Ann@Example.com — Name: Ann',
				'Why?'         => 'My card was refused.',
			),
			array_column( $item['data'], 'value', 'name' )
		);
	}

	public function test_the_export_is_paged_by_500(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		// 501 more of Ann's responses, by bulk SQL.
		for ( $i = 0; $i < PersonResponses::PAGE + 1; $i++ ) {
			$wpdb->insert(
				$tables->responses(),
				array(
					'survey_id'    => $this->survey_id,
					'status'       => 'publish',
					'submitted_at' => '2026-10-01 00:00:00',
				)
			);
			$wpdb->insert(
				$tables->answers(),
				array(
					'response_id'  => $wpdb->insert_id,
					'survey_id'    => $this->survey_id,
					'question_id'  => 'mail',
					'value'        => self::ANN,
					'status'       => 'publish',
					'submitted_at' => '2026-10-01 00:00:00',
				)
			);
		}

		$first  = $this->tools()->export( self::ANN, 1 );
		$second = $this->tools()->export( self::ANN, 2 );

		$this->assertCount( 500, $first['data'] );
		$this->assertFalse( $first['done'] );
		$this->assertCount( 3, $second['data'] );
		$this->assertTrue( $second['done'] );
	}

	public function test_erasing_deletes_the_person_s_responses_and_keeps_the_rollups_exact(): void {
		global $wpdb;
		$erased = $this->tools()->erase( self::ANN, 1 );

		$this->assertTrue( $erased['items_removed'] );
		$this->assertFalse( $erased['items_retained'] );
		$this->assertTrue( $erased['done'] );
		$this->assertSame( array( '2 survey responses were deleted.' ), $erased['messages'] );
		$left = array_map( 'intval', $wpdb->get_col( 'SELECT id FROM `' . userfeedback()->tables()->responses() . '` ORDER BY id' ) );
		$this->assertSame( array( $this->responses['bo'], $this->responses['other'] ), $left );
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->answers() . '` WHERE response_id IN (%d, %d)', $this->responses['ann'], $this->responses['ann_trash'] ) ) );
		$this->assert_rollups_equal_a_rebuild();

		$again = $this->tools()->erase( self::ANN, 1 );
		$this->assertFalse( $again['items_removed'] );
		$this->assertTrue( $again['done'] );
	}

	public function test_anonymising_replaces_what_identifies_and_keeps_choices(): void {
		global $wpdb;
		userfeedback()->settings()->update( array( 'privacy_erasure' => 'anonymise' ) );
		$before = $this->rollup_rows();

		$erased = $this->tools()->erase( 'bo@example.com', 1 );
		$this->assertTrue( $erased['items_removed'] );
		$this->assertStringContainsString( 'anonymised', $erased['messages'][0] );
		$erased = $this->tools()->erase( self::ANN, 1 );

		$this->assertSame( array( '2 survey responses were anonymised: their e-mail addresses, names, comments and written answers were removed; their choices and ratings were kept.' ), $erased['messages'] );
		$answers = $wpdb->get_results( $wpdb->prepare( 'SELECT question_id, value, extra FROM `' . userfeedback()->tables()->answers() . '` WHERE response_id = %d ORDER BY id', $this->responses['ann'] ), ARRAY_A );
		$this->assertSame(
			array(
				array(
					'question_id' => 'radio',
					'value'       => 'No',
					'extra'       => '[removed]',
				),
				array(
					'question_id' => 'mail',
					'value'       => '[removed]',
					'extra'       => '[removed]',
				),
				array(
					'question_id' => 'why',
					'value'       => '[removed]',
					'extra'       => null,
				),
			),
			$answers
		);
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT user_ip, user_id FROM `' . userfeedback()->tables()->responses() . '` WHERE id = %d', $this->responses['ann'] ), ARRAY_A );
		$this->assertSame(
			array(
				'user_ip' => '',
				'user_id' => '0',
			),
			$row
		);
		$this->assertSame( 0, (int) $wpdb->get_var( $wpdb->prepare( 'SELECT user_id FROM `' . userfeedback()->tables()->responses() . '` WHERE id = %d', $this->responses['bo'] ) ) );
		$this->assertSame( $before, $this->rollup_rows(), 'counts unchanged' );
		$this->assert_rollups_equal_a_rebuild();
		$this->assertSame( array(), ( new PersonResponses( $wpdb, userfeedback()->tables() ) )->ids( self::ANN ), 'no longer found' );
		$this->assertSame( 'cy@example.com', $wpdb->get_var( $wpdb->prepare( 'SELECT value FROM `' . userfeedback()->tables()->answers() . "` WHERE response_id = %d AND question_id = 'mail'", $this->responses['other'] ) ), 'others untouched' );
	}

	/**
	 * The tools as the plugin built them.
	 *
	 * @return PersonalDataTools
	 */
	private function tools(): PersonalDataTools {
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$this->assertIsArray( $exporters[ PersonalDataTools::EXPORTER ]['callback'] );
		return $exporters[ PersonalDataTools::EXPORTER ]['callback'][0];
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
