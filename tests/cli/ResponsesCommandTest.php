<?php
/**
 * `wp userfeedback responses export`.
 *
 * @package UserFeedback
 */

namespace UserFeedback\CliTests;

use UserFeedback\Vendor\OpenSpout\Reader\Common\Creator\ReaderEntityFactory;
use UserFeedback\Vendor\OpenSpout\Reader\SheetInterface;

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.DB.PreparedSQL, WordPress.CodeAnalysis.AssignmentInCondition -- the tests read the exported files and our tables directly (names from Tables).

/**
 * The export module's spreadsheet through the command: CSV on standard output or in a file, XLSX
 * in a file, date ranges, progress, the Pro-plan gate and every refusal.
 */
final class ResponsesCommandTest extends CliTestCase {

	/**
	 * A private folder for the exported files.
	 *
	 * @var string
	 */
	private static string $dir = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::tier( 'pro' );
		self::reset_with_demo_data( 40 );
		self::$dir = sys_get_temp_dir() . '/uf-cli-export-' . bin2hex( random_bytes( 4 ) );
		mkdir( self::$dir );
	}

	public static function tearDownAfterClass(): void {
		foreach ( (array) glob( self::$dir . '/{,.}*', GLOB_BRACE ) as $file ) {
			if ( is_file( (string) $file ) ) {
				unlink( (string) $file );
			}
		}
		rmdir( self::$dir );
		self::tier( 'pro' );
		parent::tearDownAfterClass();
	}

	public function test_csv_on_standard_output_is_the_whole_export_and_nothing_else(): void {
		$id = self::survey_ids()['Website Experience'];

		$result = self::wp( array( 'userfeedback', 'responses', 'export', (string) $id ) );

		self::assertSucceeded( $result );
		self::assertStringStartsWith( "\xEF\xBB\xBFSummary\n", $result['out'], 'the file itself: byte-order mark, then the Summary sheet' );
		$sheets = self::csv_sheets( $result['out'] );
		self::assertSame( array( 'Summary', 'Responses' ), array_keys( $sheets ) );
		$summary = self::pairs( $sheets['Summary'] );
		self::assertSame( 'Website Experience', $summary['Survey'] );
		self::assertSame( 'All time', $summary['Date range'] );
		self::assertSame( (string) self::published_counts()[ $id ], $summary['Responses'] );
		$rows = $sheets['Responses'];
		self::assertSame( array( 'Response ID', 'Submitted at (Europe/London)', 'Status' ), array_slice( $rows[0], 0, 3 ) );
		self::assertSame( self::published_ids( $id ), array_map( 'intval', array_column( array_slice( $rows, 1 ), 0 ) ), 'every published response once, oldest first' );
	}

	public function test_csv_and_xlsx_files_hold_the_same_responses(): void {
		$id  = self::survey_ids()['Net Promoter Score'];
		$csv = self::$dir . '/nps.csv';

		$result = self::wp( array( 'userfeedback', 'responses', 'export', (string) $id, '--output=' . $csv ) );

		self::assertSucceeded( $result );
		$count = count( self::published_ids( $id ) );
		self::assertSame( "Success: Exported {$count} responses of survey {$id} to {$csv}.\n", $result['out'] );
		$from_csv = self::csv_sheets( (string) file_get_contents( $csv ) )['Responses'];
		self::assertCount( $count + 1, $from_csv );

		// A relative --output is the working folder's, as in any command.
		$xlsx = self::wp( array( 'userfeedback', 'responses', 'export', (string) $id, '--format=xlsx', '--output=nps.xlsx' ), array(), self::$dir );
		self::assertSucceeded( $xlsx );
		self::assertStringEndsWith( " to nps.xlsx.\n", $xlsx['out'] );
		$workbook = self::xlsx_sheets( self::$dir . '/nps.xlsx' );
		self::assertSame( array( 'Summary', 'Responses' ), array_keys( $workbook ) );
		self::assertSame( array_map( 'strval', array_column( $from_csv, 0 ) ), array_map( 'strval', array_column( $workbook['Responses'], 0 ) ), 'same responses in both formats' );
		self::assertSame( array(), glob( self::$dir . '/.*.part' ), 'no partial file left' );
	}

	public function test_from_and_to_limit_the_export_to_site_days(): void {
		$id    = self::survey_ids()['Product Feedback'];
		$today = current_datetime();
		$from  = $today->modify( '-30 days' )->format( 'Y-m-d' );
		$to    = $today->modify( '-10 days' )->format( 'Y-m-d' );

		$result = self::wp( array( 'userfeedback', 'responses', 'export', (string) $id, '--from=' . $from, '--to=' . $to ) );

		self::assertSucceeded( $result );
		$sheets = self::csv_sheets( $result['out'] );
		self::assertSame( "{$from} to {$to}", self::pairs( $sheets['Summary'] )['Date range'] );
		$expected = self::published_ids( $id, $from, $to );
		self::assertNotSame( array(), $expected );
		self::assertLessThan( count( self::published_ids( $id ) ), count( $expected ) );
		self::assertSame( $expected, array_map( 'intval', array_column( array_slice( $sheets['Responses'], 1 ), 0 ) ) );

		// --from alone runs to today.
		$since = self::csv_sheets( self::wp( array( 'userfeedback', 'responses', 'export', (string) $id, '--from=' . $from ) )['out'] );
		self::assertSame( "{$from} to " . $today->format( 'Y-m-d' ), self::pairs( $since['Summary'] )['Date range'] );
	}

	public function test_a_progress_bar_shows_on_a_terminal_when_writing_a_file(): void {
		$id = self::survey_ids()['Website Experience'];

		$result = self::wp( array( 'userfeedback', 'responses', 'export', (string) $id, '--output=' . self::$dir . '/bar.csv', '--no-color' ), array( 'SHELL_PIPE' => '0' ) );

		self::assertSucceeded( $result );
		self::assertMatchesRegularExpression( "/Exporting survey {$id}\\s+100%/", $result['out'] );
	}

	public function test_bad_input_fails_before_any_file_is_written(): void {
		$id = (string) self::survey_ids()['Website Experience'];

		self::assertFailedWith( self::wp( array( 'userfeedback', 'responses', 'export', '424242' ) ), 'There is no survey 424242 on this site.' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'responses', 'export', 'twelve' ) ), '"twelve" is not a survey id' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'responses', 'export', $id, '--format=pdf' ) ), "Invalid value specified for 'format'" );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'responses', 'export', $id, '--format=xlsx' ) ), 'name its file with --output=<file>' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'responses', 'export', $id, '--from=2026-02-30' ) ), '--from: Use a date in the form YYYY-MM-DD.' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'responses', 'export', $id, '--to=yesterday' ) ), '--to: Use a date in the form YYYY-MM-DD.' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'responses', 'export', $id, '--from=2026-06-02', '--to=2026-06-01' ) ), '--to: The end date cannot be earlier than the start date.' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'responses', 'export', $id, '--to=2999-01-01' ) ), '--to: The date cannot be in the future.' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'responses', 'export', $id, '--output=' . self::$dir . '/missing/folder/x.csv' ) ), 'its folder does not exist or is not writable' );
		self::assertFailedWith( self::wp( array( 'userfeedback', 'responses', 'export', $id, '--output=' . self::$dir ) ), 'it is a folder' );
		self::assertFileDoesNotExist( self::$dir . '/missing' );
	}

	public function test_without_the_pro_plan_the_export_is_refused_with_the_reason(): void {
		$id = (string) self::survey_ids()['Website Experience'];
		foreach ( array( 'lite', 'pro-unlicensed', 'plus' ) as $tier ) {
			self::tier( $tier );
			$result = self::wp( array( 'userfeedback', 'responses', 'export', $id ) );
			self::assertFailedWith( $result, 'Exporting responses is part of the Pro plan: it needs UserFeedback Pro with a valid Pro or Elite licence' );
			self::assertSame( '', $result['out'], "{$tier}: nothing exported" );
		}
		self::tier( 'elite' );
		self::assertSucceeded( self::wp( array( 'userfeedback', 'responses', 'export', $id, '--output=' . self::$dir . '/elite.csv' ) ) );
		self::tier( 'pro' );
	}

	/**
	 * The published responses of a survey, oldest first, optionally within site days.
	 *
	 * @param int         $survey_id Survey id.
	 * @param string|null $from      First site day (Y-m-d).
	 * @param string|null $to        Last site day.
	 * @return int[]
	 */
	private static function published_ids( int $survey_id, ?string $from = null, ?string $to = null ): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, submitted_at FROM `' . userfeedback()->tables()->responses() . "` WHERE survey_id = %d AND status = 'publish' ORDER BY submitted_at, id", $survey_id ), ARRAY_A );
		$ids  = array();
		foreach ( $rows as $row ) {
			$day = wp_date( 'Y-m-d', (int) strtotime( $row['submitted_at'] . ' UTC' ) );
			if ( ( null === $from || $day >= $from ) && ( null === $to || $day <= $to ) ) {
				$ids[] = (int) $row['id'];
			}
		}
		return $ids;
	}

	/**
	 * A CSV export's sheets: each starts with a row holding only its name (Summary, Responses),
	 * after an empty row (a summary has empty rows of its own, kept).
	 *
	 * @param string $csv The file's content.
	 * @return array<string, array<int, array<int, string>>>
	 */
	private static function csv_sheets( string $csv ): array {
		$stream = fopen( 'php://memory', 'w+b' );
		self::assertIsResource( $stream );
		fwrite( $stream, (string) preg_replace( '/^\xEF\xBB\xBF/', '', $csv ) );
		rewind( $stream );
		$sheets = array();
		$name   = null;
		$start  = true;
		while ( false !== ( $row = fgetcsv( $stream, null, ',', '"', '' ) ) ) {
			if ( array( null ) === $row ) {
				$start = true;
				continue;
			}
			if ( $start && 1 === count( $row ) && in_array( $row[0], array( 'Summary', 'Responses' ), true ) ) {
				$name            = (string) $row[0];
				$sheets[ $name ] = array();
				$start           = false;
				continue;
			}
			if ( null === $name ) {
				continue;
			}
			if ( $start && array() !== ( $sheets[ $name ] ?? array() ) ) {
				$sheets[ $name ][] = array();
			}
			$start             = false;
			$sheets[ $name ][] = array_map( 'strval', $row );
		}
		fclose( $stream );
		return $sheets;
	}

	/**
	 * A workbook's sheets and rows, read with the plugin's bundled OpenSpout.
	 *
	 * @param string $path The file.
	 * @return array<string, array<int, array<int, mixed>>>
	 */
	private static function xlsx_sheets( string $path ): array {
		$reader = ReaderEntityFactory::createXLSXReader();
		$reader->open( $path );
		$sheets = array();
		foreach ( $reader->getSheetIterator() as $sheet ) {
			if ( $sheet instanceof SheetInterface ) {
				$rows = array();
				foreach ( $sheet->getRowIterator() as $row ) {
					$rows[] = $row->toArray();
				}
				$sheets[ $sheet->getName() ] = $rows;
			}
		}
		$reader->close();
		return $sheets;
	}

	/**
	 * The label => value rows of a summary.
	 *
	 * @param array<int, array<int, string>> $rows Rows.
	 * @return array<string, string>
	 */
	private static function pairs( array $rows ): array {
		$pairs = array();
		foreach ( $rows as $row ) {
			if ( 2 === count( $row ) ) {
				$pairs[ $row[0] ] = $row[1];
			}
		}
		return $pairs;
	}
}
