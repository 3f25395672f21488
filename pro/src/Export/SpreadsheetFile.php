<?php
/**
 * An XLSX or CSV file being written.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Vendor\OpenSpout\Common\Entity\Style\Style;
use UserFeedback\Vendor\OpenSpout\Writer\Common\Creator\Style\StyleBuilder;
use UserFeedback\Vendor\OpenSpout\Writer\Common\Creator\WriterEntityFactory;
use UserFeedback\Vendor\OpenSpout\Writer\XLSX\Writer as XlsxWriter;

/**
 * The only class that knows the spreadsheet library (OpenSpout, bundled under the plugin's
 * namespace by bin/prefix-vendor.php), so changing its version touches one file. CSV is written
 * by CsvStream (PHP's fputcsv, five times faster per row than the library). OpenSpout streams:
 * rows go to disk as they come (an XLSX sheet into a temporary XML file, zipped on close), so
 * memory stays flat whatever the number of rows.
 *
 * Every cell passes through Cell::value() here, whatever report wrote it, and every sheet name
 * through Cell::clean(): nothing XML 1.0 forbids reaches the file; strings are written as string
 * cells (never read as numbers, dates or formulas), numbers as numbers.
 *
 * CSV has no sheets: each sheet is written one after the other, introduced by a row holding its
 * name, with an empty row between two sheets, so a CSV carries what the workbook carries. The CSV
 * starts with a UTF-8 byte order mark, which Excel needs to read it as UTF-8.
 */
final class SpreadsheetFile implements RowSink {

	public const FORMATS = array( 'xlsx', 'csv' );

	/**
	 * The writer.
	 *
	 * @var XlsxWriter|CsvStream
	 */
	private $writer;

	/**
	 * Sheets started so far (names, for XLSX's uniqueness rule).
	 *
	 * @var string[]
	 */
	private array $sheets = array();

	/**
	 * Bold, for header rows.
	 *
	 * @var Style|null
	 */
	private ?Style $bold = null;

	/**
	 * Constructor; use create().
	 *
	 * @param XlsxWriter|CsvStream $writer The opened writer.
	 */
	private function __construct( $writer ) {
		$this->writer = $writer;
	}

	/**
	 * Opens a new file.
	 *
	 * @param string $format   'xlsx' or 'csv'.
	 * @param string $path     Where to write it (replaced if it exists).
	 * @param string $temp_dir Where an XLSX's parts are assembled (a private folder).
	 * @return self
	 * @throws \RuntimeException When the file cannot be written (the library's own exceptions, too).
	 */
	public static function create( string $format, string $path, string $temp_dir ): self {
		if ( 'xlsx' === $format ) {
			if ( ! class_exists( \ZipArchive::class ) ) {
				throw new \RuntimeException( 'The PHP zip extension is missing.' );
			}
			$writer = WriterEntityFactory::createXLSXWriter();
			$writer->setTempFolder( $temp_dir );
			$writer->setShouldUseInlineStrings( true );
			$writer->openToFile( $path );
			return new self( $writer );
		}
		return new self( CsvStream::open( $path ) );
	}

	/**
	 * The MIME type of a format.
	 *
	 * @param string $format 'xlsx' or 'csv'.
	 * @return string
	 */
	public static function mime_type( string $format ): string {
		return 'xlsx' === $format ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=UTF-8';
	}

	public function sheet( string $name ): void {
		$first = array() === $this->sheets;
		$name  = $this->sheet_name( $name );

		if ( $this->writer instanceof XlsxWriter ) {
			$sheet = $first ? $this->writer->getCurrentSheet() : $this->writer->addNewSheetAndMakeItCurrent();
			$sheet->setName( $name );
			return;
		}
		if ( ! $first ) {
			$this->row( array() );
		}
		$this->row( array( $name ), true );
	}

	/**
	 * Adds a row.
	 *
	 * @param array<int, int|float|string|null> $cells  The cells.
	 * @param bool                              $header Whether it is a header row.
	 * @return void
	 */
	public function row( array $cells, bool $header = false ): void {
		$values = array();
		foreach ( $cells as $value ) {
			$values[] = Cell::value( $value );
		}
		// The library types a cell from its PHP value: integers and floats are numbers, every
		// string a string — except one starting with "=", a formula, which Cell::value() never
		// returns (it gets an apostrophe first).
		if ( $this->writer instanceof CsvStream ) {
			$this->writer->write( $values );
			return;
		}
		$this->writer->addRow( WriterEntityFactory::createRowFromArray( $values, $header ? $this->bold() : null ) );
	}

	/**
	 * Finishes the file (an XLSX is zipped now).
	 *
	 * @return void
	 */
	public function close(): void {
		$this->writer->close();
	}

	/**
	 * A sheet name XLSX accepts: text XML can hold on one line, at most 31 characters, none of
	 * \ / ? * : [ ], unique. Names are translations, which can be as broken as any text.
	 *
	 * @param string $name The wanted name.
	 * @return string
	 */
	private function sheet_name( string $name ): string {
		$name = trim( str_replace( array( '\\', '/', '?', '*', ':', '[', ']', "\t", "\n", "\r" ), ' ', Cell::clean( $name ) ), " '" );
		$name = '' === $name ? 'Sheet' : mb_substr( $name, 0, 31 );
		$base = $name;
		$n    = 1;
		while ( in_array( $name, $this->sheets, true ) ) {
			++$n;
			$name = mb_substr( $base, 0, 31 - strlen( " {$n}" ) ) . " {$n}";
		}
		$this->sheets[] = $name;
		return $name;
	}

	/**
	 * The bold style, built once.
	 *
	 * @return Style
	 */
	private function bold(): Style {
		if ( null === $this->bold ) {
			$this->bold = ( new StyleBuilder() )->setFontBold()->build();
		}
		return $this->bold;
	}
}
