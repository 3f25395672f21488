<?php
/**
 * A CSV file written row by row.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

// The file is a private temporary file written as a stream (see ExportStorage): WP_Filesystem has
// no streaming API, so PHP's own file functions are used on purpose.

/**
 * UTF-8 with a byte-order mark (so Excel reads accents right), comma-separated, RFC 4180 quoting:
 * fields with a comma, quote or line break are enclosed in double quotes, a quote is doubled, and
 * a backslash is an ordinary character (PHP's default escape character would leave `\"`
 * undoubled). PHP's fputcsv() does the quoting in C: about 2 µs a row against about 11 µs through
 * the spreadsheet library's row and cell objects (bench/README.md), which is what lets a 200,000-
 * response CSV export stay under its 10-second target.
 */
final class CsvStream {

	/**
	 * The open file.
	 *
	 * @var resource
	 */
	private $handle;

	/**
	 * Constructor.
	 *
	 * @param resource $handle An open file, written from its start.
	 */
	private function __construct( $handle ) {
		$this->handle = $handle;
	}

	/**
	 * Creates (or empties) the file and writes the byte-order mark.
	 *
	 * @param string $path The file.
	 * @return self
	 * @throws \RuntimeException When the file cannot be opened.
	 */
	public static function open( string $path ): self {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- a private temporary file written as a stream; WP_Filesystem cannot stream.
		$handle = fopen( $path, 'wb' );
		if ( false === $handle ) {
			throw new \RuntimeException( 'The CSV file cannot be opened.' );
		}
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- the byte-order mark, first write of the stream opened above.
		fwrite( $handle, "\xEF\xBB\xBF" );
		return new self( $handle );
	}

	/**
	 * Writes a row of scalar cells.
	 *
	 * @param array<int, int|float|string|null> $cells The cells.
	 * @return void
	 * @throws \RuntimeException When the disk refuses the write.
	 */
	public function write( array $cells ): void {
		if ( false === fputcsv( $this->handle, $cells, ',', '"', '' ) ) {
			throw new \RuntimeException( 'The CSV file cannot be written.' );
		}
	}

	public function close(): void {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- closes the stream opened in open().
		fclose( $this->handle );
	}
}
