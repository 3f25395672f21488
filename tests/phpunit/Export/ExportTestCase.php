<?php
/**
 * Shared set-up of the export tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Export\ExportCron;
use UserFeedback\Export\Exporter;
use UserFeedback\Export\ExportPage;
use UserFeedback\Export\ExportStorage;
use UserFeedback\Export\JobRunner;
use UserFeedback\Export\JobStore;
use UserFeedback\Export\ReportFactory;
use UserFeedback\Export\RowSink;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Vendor\OpenSpout\Reader\Common\Creator\ReaderEntityFactory;
use UserFeedback\Vendor\OpenSpout\Reader\SheetInterface;

// Tests build their data with direct inserts into the plugin's own tables and read files they made.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.WP.AlternativeFunctions

/**
 * Empty tables, UTC, an elite licence, an administrator; export files in a temporary folder of
 * the test's own (removed afterwards), built from the real services; the page answers through a
 * RecordingResponder. Files are read back with the bundled OpenSpout reader.
 */
abstract class ExportTestCase extends TestCase {

	/**
	 * The test's folder (ExportStorage's base).
	 *
	 * @var string
	 */
	protected string $base = '';

	/**
	 * The responder the page answered through.
	 *
	 * @var RecordingResponder
	 */
	protected RecordingResponder $responder;

	/**
	 * The two file formats, for the tests run on each.
	 *
	 * @return array<string, array{string}>
	 */
	public static function formats(): array {
		return array(
			'xlsx' => array( 'xlsx' ),
			'csv'  => array( 'csv' ),
		);
	}

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		foreach ( userfeedback()->tables()->all() as $table ) {
			$wpdb->query( "DELETE FROM `{$table}`" );
		}
		// No jobs or folder name from elsewhere (inside the rolled-back transaction).
		$wpdb->query( "DELETE FROM {$wpdb->options} WHERE option_name LIKE 'userfeedback\\_export\\_%'" );
		$this->base = sys_get_temp_dir() . '/uf-export-test-' . bin2hex( random_bytes( 6 ) );
		mkdir( $this->base );
		$this->responder = new RecordingResponder();
		$this->license( 'elite' );
		$this->set_timezone( 'UTC' );
		$this->act_as( 'administrator' );
	}

	protected function tearDown(): void {
		self::remove( $this->base );
		parent::tearDown();
	}

	/**
	 * The storage of this test.
	 *
	 * @return ExportStorage
	 */
	protected function storage(): ExportStorage {
		$base = $this->base;
		return new ExportStorage( static fn(): string => $base );
	}

	/**
	 * The report factory over the real services.
	 *
	 * @return ReportFactory
	 */
	protected function reports(): ReportFactory {
		global $wpdb;
		$tables = userfeedback()->tables();
		return ReportFactory::create( $wpdb, $tables, userfeedback()->rollups(), new SurveyRepository( $wpdb, $tables ), userfeedback()->settings() );
	}

	/**
	 * A job runner of this test.
	 *
	 * @param int $batch Responses per batch.
	 * @return JobRunner
	 */
	protected function runner( int $batch = 2 ): JobRunner {
		global $wpdb;
		return new JobRunner( new JobStore( $wpdb ), $this->reports(), $this->storage(), $batch );
	}

	/**
	 * The export page for a tier.
	 *
	 * @param Entitlements|null $entitlements Null: Pro with the stored licence.
	 * @param int               $batch        Responses per batch of background jobs.
	 * @return ExportPage
	 */
	protected function page( ?Entitlements $entitlements = null, int $batch = 2 ): ExportPage {
		global $wpdb;
		$jobs   = new JobStore( $wpdb );
		$runner = $this->runner( $batch );
		return new ExportPage(
			$entitlements ?? self::pro(),
			$this->reports(),
			new Exporter(),
			$runner,
			$jobs,
			$this->storage(),
			new ExportCron( $runner, $jobs, $this->storage() ),
			$this->responder
		);
	}

	/**
	 * Pro, with whatever licence is stored.
	 *
	 * @return Entitlements
	 */
	protected static function pro(): Entitlements {
		return new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() );
	}

	/**
	 * Lite.
	 *
	 * @return Entitlements
	 */
	protected static function lite(): Entitlements {
		return new Entitlements( 'lite', new LicenseStore(), new AddonRegistry() );
	}

	/**
	 * An export link's query, nonce included.
	 *
	 * @param array<string, mixed> $params Parameters.
	 * @return array<string, mixed>
	 */
	protected static function query( array $params ): array {
		return array_merge(
			array(
				'page'     => ExportPage::SLUG,
				'_wpnonce' => wp_create_nonce( ExportPage::NONCE_ACTION ),
			),
			$params
		);
	}

	/**
	 * Runs the page and returns the file it sent.
	 *
	 * @param array<string, mixed> $params Export parameters (nonce added).
	 * @return array{name: string, mime: string, content: string, path: string, deleted: bool}
	 */
	protected function download( array $params ): array {
		$this->page()->handle( self::query( $params ) );
		$this->assertNull( $this->responder->failure, (string) wp_json_encode( $this->responder->failure ) );
		$this->assertNotNull( $this->responder->file, 'a file was sent' );
		return $this->responder->file;
	}

	/**
	 * A spreadsheet's sheets and rows (empty rows kept).
	 *
	 * @param string $content The file's bytes.
	 * @param string $format  'xlsx' or 'csv'.
	 * @return array<string, array<int, array<int, mixed>>> Sheet name => rows.
	 */
	protected function read( string $content, string $format ): array {
		$path = $this->base . '/read-' . bin2hex( random_bytes( 4 ) ) . '.' . $format;
		file_put_contents( $path, $content );
		$reader = 'xlsx' === $format ? ReaderEntityFactory::createXLSXReader() : ReaderEntityFactory::createCSVReader();
		$reader->setShouldPreserveEmptyRows( true );
		$reader->open( $path );
		$sheets = array();
		foreach ( $reader->getSheetIterator() as $sheet ) {
			if ( ! $sheet instanceof SheetInterface ) {
				continue;
			}
			$rows = array();
			foreach ( $sheet->getRowIterator() as $row ) {
				$rows[] = $row->toArray();
			}
			$sheets[ $sheet->getName() ] = $rows;
		}
		$reader->close();
		unlink( $path );
		return $sheets;
	}

	/**
	 * The file's sheets; a CSV's sheets are split at their name rows (a single cell naming a
	 * sheet, first or after an empty row).
	 *
	 * @param string $content The file.
	 * @param string $format  'xlsx' or 'csv'.
	 * @return array<string, array<int, array<int, mixed>>>
	 */
	protected function sheets( string $content, string $format ): array {
		$read = $this->read( $content, $format );
		if ( 'xlsx' === $format ) {
			return $read;
		}
		$sheets     = array();
		$name       = null;
		$prev_empty = true;
		foreach ( array_values( $read )[0] ?? array() as $row ) {
			$empty = array() === array_filter( $row, static fn( $cell ): bool => '' !== $cell );
			if ( $prev_empty && 1 === count( $row ) && in_array( $row[0], array( 'Summary', 'Responses', 'Answers', 'Daily scores' ), true ) ) {
				if ( null !== $name ) {
					array_pop( $sheets[ $name ] ); // The empty row between two sheets.
				}
				$name            = (string) $row[0];
				$sheets[ $name ] = array();
				$prev_empty      = false;
				continue;
			}
			$this->assertNotNull( $name, 'a CSV starts with its first sheet\'s name' );
			$sheets[ (string) $name ][] = $empty ? array() : $row;
			$prev_empty                 = $empty;
		}
		return $sheets;
	}

	/**
	 * The rows from the one whose first cell is $first.
	 *
	 * @param array<int, array<int, mixed>> $rows  Rows.
	 * @param string                        $first The header's first cell.
	 * @return array<int, array<int, mixed>>
	 */
	protected static function from_header( array $rows, string $first ): array {
		foreach ( $rows as $index => $row ) {
			if ( ( $row[0] ?? null ) === $first && count( $row ) > 2 ) {
				return array_values( array_filter( array_slice( $rows, $index ), static fn( array $r ): bool => array() !== $r ) );
			}
		}
		self::fail( "No table starting with {$first}." );
	}

	/**
	 * A row's cells as strings (numbers compared the same in both formats).
	 *
	 * @param array<int|string, mixed> $row A row.
	 * @return string[]
	 */
	protected static function strings( array $row ): array {
		return array_values( array_map( static fn( $cell ): string => is_float( $cell ) ? rtrim( rtrim( number_format( $cell, 1, '.', '' ), '0' ), '.' ) : (string) $cell, $row ) );
	}

	/**
	 * A table's rows as maps of header => cell (the first row is the header).
	 *
	 * @param array<int, array<int, mixed>> $rows Rows.
	 * @return array<int, array<string, mixed>>
	 */
	protected static function table( array $rows ): array {
		$head  = array_map( 'strval', (array) array_shift( $rows ) );
		$table = array();
		foreach ( $rows as $row ) {
			$table[] = array_combine( $head, array_slice( array_pad( $row, count( $head ), '' ), 0, count( $head ) ) );
		}
		return $table;
	}

	/**
	 * The label => value rows at the start of a summary sheet.
	 *
	 * @param array<int, array<int, mixed>> $rows Rows.
	 * @return array<string, mixed>
	 */
	protected static function pairs( array $rows ): array {
		$pairs = array();
		foreach ( $rows as $row ) {
			if ( 2 === count( $row ) && is_string( $row[0] ) ) {
				$pairs[ $row[0] ] = $row[1];
			}
		}
		return $pairs;
	}

	/**
	 * The query arguments of a URL, as strings.
	 *
	 * @param string|null $url A URL.
	 * @return array<string, string>
	 */
	protected static function url_args( ?string $url ): array {
		parse_str( (string) wp_parse_url( (string) $url, PHP_URL_QUERY ), $args );
		$strings = array();
		foreach ( $args as $key => $value ) {
			$strings[ (string) $key ] = is_string( $value ) ? $value : '';
		}
		return $strings;
	}

	/**
	 * A sink that keeps the rows.
	 *
	 * @return RowSink&object{rows: array<int, array<int, mixed>>}
	 */
	protected static function sink(): RowSink {
		return new class() implements RowSink {

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
	}

	/**
	 * The Responses sheet of a file (in a CSV, the rows after its name row).
	 *
	 * @param string $content The file.
	 * @param string $format  'xlsx' or 'csv'.
	 * @return array<int, array<int, mixed>>
	 */
	protected function responses_part( string $content, string $format ): array {
		$sheets = $this->read( $content, $format );
		if ( 'xlsx' === $format ) {
			return $sheets['Responses'];
		}
		$rows  = array_values( $sheets )[0] ?? array();
		$start = array_search( array( 'Responses' ), $rows, true );
		$this->assertIsInt( $start, 'the CSV has a Responses part' );
		return array_slice( $rows, $start + 1 );
	}

	/**
	 * Stores a survey directly.
	 *
	 * @param string                           $title     Title.
	 * @param array<int, array<string, mixed>> $questions Questions.
	 * @param string                           $type      '' or 'nps'.
	 * @return int
	 */
	protected function create_survey( string $title, array $questions, string $type = '' ): int {
		global $wpdb;
		$id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => $title,
					'type'      => $type,
					'status'    => 'publish',
					'questions' => $questions,
				)
			)
		);
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * A question in input form.
	 *
	 * @param string   $id      Id.
	 * @param string   $type    Type.
	 * @param string   $title   Title.
	 * @param string[] $options Options.
	 * @return array<string, mixed>
	 */
	protected static function question( string $id, string $type, string $title, array $options = array() ): array {
		return array(
			'id'     => $id,
			'type'   => $type,
			'title'  => $title,
			'config' => array( 'options' => $options ),
		);
	}


	/**
	 * Stores a licence of a type, or none.
	 *
	 * @param string|null $type Licence type, null for none.
	 * @return void
	 */
	protected function license( ?string $type ): void {
		if ( null === $type ) {
			( new LicenseStore() )->clear();
			return;
		}
		( new LicenseStore() )->save( new License( 'key', $type ) );
	}

	/**
	 * Sets the site's time zone by name.
	 *
	 * @param string $zone Zone name.
	 * @return void
	 */
	protected function set_timezone( string $zone ): void {
		update_option( 'timezone_string', $zone );
		update_option( 'gmt_offset', 0 );
	}

	/**
	 * Deletes a folder and everything in it.
	 *
	 * @param string $path Folder or file.
	 * @return void
	 */
	protected static function remove( string $path ): void {
		if ( is_dir( $path ) && ! is_link( $path ) ) {
			foreach ( (array) scandir( $path ) as $entry ) {
				if ( ! in_array( (string) $entry, array( '', '.', '..' ), true ) ) {
					self::remove( $path . '/' . $entry );
				}
			}
			rmdir( $path );
		} elseif ( file_exists( $path ) ) {
			unlink( $path );
		}
	}
}
