<?php
/**
 * The question types beyond the spec's seven in the exports.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Export\ExportJob;
use UserFeedback\Export\ExportRequest;
use UserFeedback\Export\GeneralReport;
use UserFeedback\Export\RowSink;
use UserFeedback\Visitors\SubmissionToken;

/**
 * A survey with one question of each new type, answered through the visitors' route, exported
 * in both formats: a matrix one column per row (the column chosen, empty for a row left out), a
 * ranking one column per option (its place as a number), scores as numbers, choices as their
 * labels, a date as its day, a consent as "Given"; the Summary's scores, grid and places; texts
 * of rows and options that look like formulas neutralised.
 */
final class QuestionTypesExportTest extends ExportTestCase {

	/**
	 * The survey.
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	/**
	 * Response ids, oldest first.
	 *
	 * @var int[]
	 */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		$this->set_active_addons( array( 'question-types' ) );
	}

	#[DataProvider( 'formats' )]
	public function test_each_type_has_its_columns_in_the_responses_sheet( string $format ): void {
		$this->seed();
		$rows = self::table( $this->sheets( $this->download( $this->params( $format ) )['content'], $format )['Responses'] );
		$this->assertSame(
			array(
				'Language',
				'IP address',
				'How likely?',
				'How satisfied?',
				'Mood?',
				'Country?',
				'Country? (comment)',
				'Rate us — Speed',
				'Rate us — Price',
				'Rate us — Support',
				'Rank these — Reports',
				'Rank these — Exports',
				'Rank these — Tags',
				'Designs?',
				'Design?',
				'Last visit?',
				'Contact?',
				'Why?',
				'Tags',
				'Notes',
			),
			array_slice( array_keys( $rows[0] ), 9 ),
			'survey order, a matrix row and a ranked option each a column; the spec columns as they were'
		);
		$this->assertCount( 3, $rows );
		$first = self::strings( $rows[0] );
		$this->assertSame(
			array( '9', '5', '4', 'Spain', 'Quick!', 'Great', 'Good', 'Great', '2', '1', '3', 'Blue, Green', 'Green', '2026-03-14', 'Given', 'Fast' ),
			array_slice( $first, 11, 16 ),
			'scores, labels, the matrix\'s columns, the ranking\'s places, ticks in option order, the day, the consent'
		);
		$this->assertSame(
			array( 'Great', '', 'Fair' ),
			array( $rows[1]['Rate us — Speed'], $rows[1]['Rate us — Price'], $rows[1]['Rate us — Support'] ),
			'a row left out is an empty cell'
		);
		$this->assertSame( '', $rows[1]['Contact?'], 'a consent not given is empty, like a skip' );
		$this->assertSame( array( '', '', '', '', '', '', '' ), array_slice( self::strings( $rows[2] ), 15, 7 ), 'a response that skipped the matrix and the ranking' );
		if ( 'xlsx' === $format ) {
			$this->assertSame( array( 9, 5, 4 ), array( $rows[0]['How likely?'], $rows[0]['How satisfied?'], $rows[0]['Mood?'] ), 'scores are number cells' );
			$this->assertSame( array( 2, 1, 3 ), array( $rows[0]['Rank these — Reports'], $rows[0]['Rank these — Exports'], $rows[0]['Rank these — Tags'] ), 'places are number cells' );
			$this->assertSame( '2026-03-14', $rows[0]['Last visit?'], 'a day stays text' );
		}
	}

	#[DataProvider( 'formats' )]
	public function test_the_question_report_has_the_same_columns( string $format ): void {
		$this->seed();
		$matrix = $this->sheets( $this->download( $this->params( $format, array( 'question_id' => 'matrix' ) ) )['content'], $format );
		$rows   = self::table( $matrix['Answers'] );
		$this->assertSame( array( 'Response ID', 'Submitted at (UTC)', 'Status', 'Completed', 'Rate us — Speed', 'Rate us — Price', 'Rate us — Support', 'Comment' ), array_keys( $rows[0] ), 'the columns of the general report' );
		$this->assertSame( array( $this->ids[0], $this->ids[1] ), array_map( 'intval', array_column( $rows, 'Response ID' ) ), 'only the responses that answered' );
		$this->assertSame( array( 'Great', '', 'Fair' ), array( $rows[1]['Rate us — Speed'], $rows[1]['Rate us — Price'], $rows[1]['Rate us — Support'] ) );
		$this->assertSame( 'Matrix', self::pairs( $matrix['Summary'] )['Type'] );
		$this->assertSame(
			array(
				array( 'Question', 'Row', 'Poor', 'Fair', 'Good', 'Great', 'Answered' ),
				array( 'Rate us', 'Speed', '0', '0', '0', '2', '2' ),
				array( '', 'Price', '0', '0', '1', '0', '1' ),
				array( '', 'Support', '0', '1', '0', '1', '2' ),
			),
			array_map( array( self::class, 'strings' ), array_slice( self::from_header( $matrix['Summary'], 'Question' ), 0, 4 ) ),
			'the grid of the results screen\'s heat table'
		);

		$this->responder = new RecordingResponder();
		$ranking         = $this->sheets( $this->download( $this->params( $format, array( 'question_id' => 'rank' ) ) )['content'], $format );
		$rows            = self::table( $ranking['Answers'] );
		$this->assertSame( array( 'Rank these — Reports', 'Rank these — Exports', 'Rank these — Tags' ), array_slice( array_keys( $rows[0] ), 4, 3 ) );
		$this->assertSame( array( array( '2', '1', '3' ), array( '3', '1', '2' ) ), array_map( static fn( array $row ): array => array_slice( self::strings( $row ), 4, 3 ), $rows ), 'every place of every option' );
		$this->assertSame(
			array(
				array( 'Question', 'Option', 'Average place', 'First choice (%)', 'Place 1', 'Place 2', 'Place 3' ),
				array( 'Rank these', 'Exports', '1', '100', '2', '0', '0' ),
				array( '', 'Reports', '2.5', '0', '0', '1', '1' ),
				array( '', 'Tags', '2.5', '0', '0', '1', '1' ),
			),
			array_map( array( self::class, 'strings' ), array_slice( self::from_header( $ranking['Summary'], 'Question' ), 0, 4 ) ),
			'best first, ties in the question\'s order'
		);

		$this->responder = new RecordingResponder();
		$csat            = $this->sheets( $this->download( $this->params( $format, array( 'question_id' => 'csat' ) ) )['content'], $format );
		$pairs           = self::pairs( $csat['Summary'] );
		$this->assertSame( array( 'Scale', '4', '4', '50' ), self::strings( array( $pairs['Type'], $pairs['Average'], $pairs['Median'], $pairs['Satisfied (%)'] ) ), 'a CSAT\'s figures beside its counts' );
		$this->assertSame( array( 5, 3 ), array_map( 'intval', array_column( self::table( $csat['Answers'] ), 'Answer' ) ) );
	}

	#[DataProvider( 'formats' )]
	public function test_the_general_summary_has_each_types_figures( string $format ): void {
		$this->seed();
		$summary = $this->sheets( $this->download( $this->params( $format ) )['content'], $format )['Summary'];
		$rows    = array_map( array( self::class, 'strings' ), $summary );

		$types = array();
		foreach ( array_slice( $rows, (int) array_search( 'Type', array_map( static fn( array $row ): string => $row[1] ?? '', $rows ), true ) + 1 ) as $row ) {
			if ( array() === $row ) {
				break; // The end of the question table.
			}
			if ( '' !== $row[1] ) {
				$types[] = $row[1];
			}
		}
		$this->assertSame( array( 'Scale', 'Scale', 'Smiley Faces', 'Dropdown', 'Matrix', 'Ranking', 'Image Choice', 'Image Choice', 'Date', 'Consent', 'Long Text' ), $types, 'every type named as the builder names it' );

		$at = array_search( array( 'Contact?', 'Consent', '1', '2', 'Given', '1', '33.3' ), $rows, true );
		$this->assertIsInt( $at, 'a consent given, as on its results card' );
		$this->assertSame( array( '', '', '', '', 'Not given', '2', '66.7' ), $rows[ $at + 1 ], 'and not given by those shown it' );

		$scores = array_search( array( 'Question', 'Average', 'Median', 'Satisfied (%)' ), $rows, true );
		$this->assertIsInt( $scores, 'a table of the scores' );
		$this->assertSame(
			array(
				array( 'How likely?', '6.5', '6.5', '' ),
				array( 'How satisfied?', '4', '4', '50' ),
				array( 'Mood?', '3', '3', '' ),
			),
			array_slice( $rows, $scores + 1, 3 )
		);
		$this->assertContains( array( 'Question', 'Row', 'Poor', 'Fair', 'Good', 'Great', 'Answered' ), $rows, 'the matrix\'s grid' );
		$this->assertContains( array( 'Question', 'Option', 'Average place', 'First choice (%)', 'Place 1', 'Place 2', 'Place 3' ), $rows, 'the ranking\'s places' );
	}

	/**
	 * A survey of the spec's types only gets no table of the new ones.
	 */
	public function test_a_survey_without_the_new_types_keeps_its_summary(): void {
		$id      = $this->create_survey( 'Plain', array( self::question( 'q1', 'radio-button', 'Did you find it?', array( 'Yes', 'No' ) ) ) );
		$summary = array_map( array( self::class, 'strings' ), $this->sheets( $this->download( $this->params( 'csv', array( 'survey_id' => $id ) ) )['content'], 'csv' )['Summary'] );
		$this->assertContains( array( 'Did you find it?', 'Multiple Choice', '0', '0', 'Yes', '0', '0' ), $summary );
		foreach ( array( 'Average', 'Row', 'Average place' ) as $head ) {
			$this->assertSame( array(), array_filter( $summary, static fn( array $row ): bool => ( $row[1] ?? '' ) === $head ), $head );
		}
	}

	/**
	 * A matrix's rows and columns, a ranking's options that read as formulas, in headers, cells
	 * and the Summary's tables.
	 *
	 * @param string $format 'xlsx' or 'csv'.
	 */
	#[DataProvider( 'formats' )]
	public function test_row_and_option_texts_cannot_run( string $format ): void {
		$id = $this->create_survey(
			'Hostile',
			array(
				array(
					'id'       => 'm',
					'type'     => 'matrix',
					'title'    => '=Grid',
					'config'   => array( 'options' => array( '=SUM(A1)', '-1' ) ),
					'settings' => array( 'rows' => array( '@cmd', '+row' ) ),
				),
				self::question( 'r', 'ranking', 'Order', array( '=HYPERLINK("https://evil.example")', '@me' ) ),
			)
		);
		$this->answer(
			$id,
			array(
				'm' => array(
					'@cmd' => '=SUM(A1)',
					'+row' => '-1',
				),
				'r' => array( '@me', '=HYPERLINK("https://evil.example")' ),
			)
		);
		$sheets = $this->sheets( $this->download( $this->params( $format, array( 'survey_id' => $id ) ) )['content'], $format );
		$row    = self::table( $sheets['Responses'] )[0];
		$this->assertSame( "'=SUM(A1)", $row["'=Grid — @cmd"] );
		$this->assertSame( "'-1", $row["'=Grid — +row"] );
		$this->assertSame( array( '2', '1' ), array( (string) $row['Order — =HYPERLINK("https://evil.example")'], (string) $row['Order — @me'] ), 'a row or an option inside a header starts nothing' );
		$summary = array_map( array( self::class, 'strings' ), $sheets['Summary'] );
		$this->assertContains( array( 'Question', 'Row', "'=SUM(A1)", "'-1", 'Answered' ), $summary );
		$this->assertContains( array( "'=Grid", "'@cmd", '1', '0', '1' ), $summary );
		$this->assertContains( array( 'Order', "'@me", '1', '100', '1', '0' ), $summary );
		$this->assertContains( array( '', '\'=HYPERLINK("https://evil.example")', '2', '0', '0', '1' ), $summary );
	}

	/**
	 * A background export (its column plan stored with the job, its rows through a part file)
	 * writes the same Responses sheet as one made in the request.
	 */
	public function test_a_background_export_has_the_same_columns(): void {
		$this->seed();
		$request = ExportRequest::parse( array( 'survey_id' => (string) $this->survey_id ), current_datetime() );
		$this->assertInstanceOf( ExportRequest::class, $request );
		$report = $this->reports()->make( $request, current_datetime() );
		$this->assertInstanceOf( GeneralReport::class, $report );
		$runner = $this->runner( 1 );
		$job    = $runner->start( $request, $report, get_current_user_id() );
		$this->assertNotNull( $job );
		for ( $steps = 0; ExportJob::DONE !== $job->status && $steps < 10; $steps++ ) {
			$job = $runner->step( $job->id, microtime( true ) + 60, 1 );
			$this->assertNotNull( $job );
		}
		$this->assertSame( ExportJob::DONE, $job->status, (string) $job->error );
		$path = $this->storage()->path( (string) $job->file );
		$this->assertNotNull( $path );
		$background = $this->read( (string) file_get_contents( $path ), 'xlsx' )['Responses']; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file the job wrote.
		$this->assertSame( $this->read( $this->download( array( 'survey_id' => $this->survey_id ) )['content'], 'xlsx' )['Responses'], $background );
		$this->assertContains( 'Rate us — Price', $background[0] );
	}

	/**
	 * A background export planned before a matrix and a ranking had columns of their own keeps
	 * its header's one column per question (the whole answer in it), so no row shifts.
	 */
	public function test_a_job_planned_before_keeps_one_column_per_question(): void {
		$this->seed();
		$request = ExportRequest::parse( array( 'survey_id' => (string) $this->survey_id ), current_datetime() );
		$this->assertInstanceOf( ExportRequest::class, $request );
		$report = $this->reports()->make( $request, current_datetime() );
		$this->assertInstanceOf( GeneralReport::class, $report );
		$sink      = new class() implements RowSink {
			/**
			 * The rows written.
			 *
			 * @var array<int, array<int, mixed>>
			 */
			public array $rows = array();

			public function sheet( string $name ): void {
			}

			public function row( array $cells, bool $header = false ): void {
				$this->rows[] = $cells;
			}
		};
		$questions = array();
		foreach ( array( 'matrix', 'rank', 'consent' ) as $id ) {
			$question    = array_values( array_filter( self::questions(), static fn( array $q ): bool => $q['id'] === $id ) )[0];
			$questions[] = array(
				'question' => GeneralReport::essentials( $question ),
				'extra'    => false,
			);
		}
		$report->batch(
			$sink,
			array(
				'ip'        => false,
				'questions' => $questions,
			),
			null,
			10
		);
		$this->assertSame( array( 'Speed: Great, Price: Good, Support: Great', 'Exports, Reports, Tags', 'Given' ), array_slice( $sink->rows[0], 9 ) );
		$this->assertSame( array( 'Speed: Great, Support: Fair', 'Exports, Tags, Reports', '' ), array_slice( $sink->rows[1], 9 ) );
	}

	/**
	 * The export link's parameters.
	 *
	 * @param string               $format 'xlsx' or 'csv'.
	 * @param array<string, mixed> $more   More parameters.
	 * @return array<string, mixed>
	 */
	private function params( string $format, array $more = array() ): array {
		return array_merge(
			array(
				'survey_id' => $this->survey_id,
				'format'    => $format,
			),
			$more
		);
	}

	/**
	 * One question of each new type (two scales, two image choices), a text last.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function questions(): array {
		return array(
			array(
				'id'    => 'scale',
				'type'  => 'scale',
				'title' => 'How likely?',
			),
			array(
				'id'       => 'csat',
				'type'     => 'scale',
				'title'    => 'How satisfied?',
				'settings' => array( 'preset' => 'csat' ),
			),
			array(
				'id'    => 'smiley',
				'type'  => 'smiley',
				'title' => 'Mood?',
			),
			self::question( 'drop', 'dropdown', 'Country?', array( 'France', 'Spain', 'Japan' ) ) + array( 'settings' => array( 'comment_box' => true ) ),
			array(
				'id'       => 'matrix',
				'type'     => 'matrix',
				'title'    => 'Rate us',
				'config'   => array( 'options' => array( 'Poor', 'Fair', 'Good', 'Great' ) ),
				'settings' => array( 'rows' => array( 'Speed', 'Price', 'Support' ) ),
			),
			self::question( 'rank', 'ranking', 'Rank these', array( 'Reports', 'Exports', 'Tags' ) ),
			self::question( 'images', 'image-choice', 'Designs?', array( 'Blue', 'Green', 'Red' ) ) + array( 'settings' => array( 'multiple' => true ) ),
			self::question( 'image', 'image-choice', 'Design?', array( 'Blue', 'Green' ) ),
			array(
				'id'    => 'date',
				'type'  => 'date',
				'title' => 'Last visit?',
			),
			array(
				'id'    => 'consent',
				'type'  => 'consent',
				'title' => 'Contact?',
			),
			self::question( 'why', 'long-text', 'Why?' ),
		);
	}

	/**
	 * The survey and three responses: everything answered; a matrix row left out and no consent;
	 * only the text.
	 *
	 * @return void
	 */
	private function seed(): void {
		$this->survey_id = $this->create_survey( 'Every type', self::questions() );
		$this->ids       = array(
			$this->answer(
				$this->survey_id,
				array(
					'scale'   => 9,
					'csat'    => 5,
					'smiley'  => 4,
					'drop'    => 'Spain',
					'matrix'  => array(
						'Speed'   => 'Great',
						'Price'   => 'Good',
						'Support' => 'Great',
					),
					'rank'    => array( 'Exports', 'Reports', 'Tags' ),
					'images'  => array( 'Green', 'Blue' ),
					'image'   => 'Green',
					'date'    => '2026-03-14',
					'consent' => true,
					'why'     => 'Fast',
				),
				array( 'drop' => 'Quick!' )
			),
			$this->answer(
				$this->survey_id,
				array(
					'scale'   => 4,
					'csat'    => 3,
					'smiley'  => 2,
					'drop'    => 'France',
					'matrix'  => array(
						'Speed'   => 'Great',
						'Support' => 'Fair',
					),
					'rank'    => array( 'Exports', 'Tags', 'Reports' ),
					'images'  => array( 'Red' ),
					'image'   => 'Blue',
					'date'    => '2026-02-01',
					'consent' => false,
				)
			),
			$this->answer( $this->survey_id, array( 'why' => 'Nothing else' ) ),
		);
	}

	/**
	 * A visitor's response through the visitors' route.
	 *
	 * @param int                  $survey_id The survey.
	 * @param array<string, mixed> $answers   Question id => answer.
	 * @param array<string, mixed> $comments  Question id => comment.
	 * @return int The response id.
	 */
	private function answer( int $survey_id, array $answers, array $comments = array() ): int {
		$user = get_current_user_id();
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 250 );
		$list                   = array();
		foreach ( $answers as $id => $value ) {
			$list[] = array(
				'question_id' => $id,
				'value'       => $value,
			) + ( isset( $comments[ $id ] ) ? array( 'extra' => $comments[ $id ] ) : array() );
		}
		$response = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$survey_id}/responses",
			array(
				'answers' => $list,
				'shown'   => array_column( self::questions(), 'id' ),
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $survey_id ),
			)
		);
		wp_set_current_user( $user );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$id = (int) ( $response->get_data()['id'] ?? 0 );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}
}
