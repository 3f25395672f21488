<?php
/**
 * A background export's rows so far, on disk.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

// A private temporary file written as a stream across requests: WP_Filesystem has no append,
// truncate or line-by-line read, so PHP's own file functions are used on purpose.

/**
 * A workbook cannot be reopened to add rows, so a background export writes its rows here first,
 * one JSON line each (a sheet start `{"s":name}`, a header row `{"h":[cells]}`, a row `[cells]`),
 * and writes the spreadsheet from it in one go at the end (replay()).
 *
 * Resuming: after each batch the job commits (commit()) and stores the file's length with its
 * cursor. A step that was killed may have written rows past that length; the next step opens the
 * file at the committed length (open() cuts the rest), so every row is in the file once.
 */
final class PartFile implements RowSink {

	/**
	 * The open file.
	 *
	 * @var resource
	 */
	private $handle;

	/**
	 * Constructor; use open().
	 *
	 * @param resource $handle The open file, at its end.
	 */
	private function __construct( $handle ) {
		$this->handle = $handle;
	}

	/**
	 * Opens the file (creating it) with exactly its first $committed bytes, positioned at the end.
	 *
	 * @param string $path      The file.
	 * @param int    $committed Bytes known to hold whole, committed rows.
	 * @return self
	 * @throws \RuntimeException When it cannot be opened.
	 */
	public static function open( string $path, int $committed ): self {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- a private temporary file appended across requests; WP_Filesystem cannot append or truncate.
		$handle = fopen( $path, 'c+b' );
		if ( false === $handle ) {
			throw new \RuntimeException( 'The export file could not be opened.' );
		}
		$stat = fstat( $handle );
		$size = false === $stat ? 0 : (int) $stat['size'];
		if ( $committed < 0 || $size < $committed || ! ftruncate( $handle, max( 0, $committed ) ) || 0 !== fseek( $handle, 0, SEEK_END ) ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- closes the stream opened above.
			fclose( $handle );
			throw new \RuntimeException( 'The export file is shorter than its committed length.' );
		}
		return new self( $handle );
	}

	public function sheet( string $name ): void {
		$this->line( array( 's' => $name ) );
	}

	/**
	 * Adds a row.
	 *
	 * @param array<int, int|float|string|null> $cells  The cells.
	 * @param bool                              $header Whether it is a header row.
	 * @return void
	 */
	public function row( array $cells, bool $header = false ): void {
		$cells = array_values( $cells );
		$this->line( $header ? array( 'h' => $cells ) : $cells );
	}

	/**
	 * Makes what was written durable and returns the file's length: the caller stores it with
	 * the cursor of the last row written.
	 *
	 * @return int Bytes.
	 * @throws \RuntimeException When the data cannot be flushed.
	 */
	public function commit(): int {
		if ( ! fflush( $this->handle ) ) {
			throw new \RuntimeException( 'The export file could not be written.' );
		}
		if ( function_exists( 'fsync' ) ) {
			fsync( $this->handle );
		}
		$position = ftell( $this->handle );
		return false === $position ? 0 : $position;
	}

	public function close(): void {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- closes the stream opened in open().
		fclose( $this->handle );
	}

	/**
	 * Writes the first $length bytes' rows into another sink.
	 *
	 * @param string  $path   The file.
	 * @param int     $length Committed bytes.
	 * @param RowSink $to     Where the rows go.
	 * @return int Rows written (sheet starts not counted).
	 * @throws \RuntimeException When the file cannot be read or holds something else.
	 */
	public static function replay( string $path, int $length, RowSink $to ): int {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- reads the file line by line; WP_Filesystem has no streaming read.
		$handle = fopen( $path, 'rb' );
		if ( false === $handle ) {
			throw new \RuntimeException( 'The export file could not be read.' );
		}
		$rows = 0;
		try {
			while ( ftell( $handle ) < $length ) {
				$line = fgets( $handle );
				if ( false === $line ) {
					throw new \RuntimeException( 'The export file ends early.' );
				}
				$item = json_decode( $line, true, 4, JSON_THROW_ON_ERROR );
				if ( is_array( $item ) && array_is_list( $item ) ) {
					$to->row( $item );
					++$rows;
				} elseif ( is_array( $item ) && is_string( $item['s'] ?? null ) ) {
					$to->sheet( $item['s'] );
				} elseif ( is_array( $item ) && is_array( $item['h'] ?? null ) ) {
					$to->row( array_values( $item['h'] ), true );
					++$rows;
				} else {
					throw new \RuntimeException( 'The export file holds an unknown line.' );
				}
			}
		} catch ( \JsonException $e ) {
			throw new \RuntimeException( 'The export file holds a broken line.', 0, $e );
		} finally {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- closes the stream opened above.
			fclose( $handle );
		}
		return $rows;
	}

	/**
	 * Writes one JSON line.
	 *
	 * @param array<int|string, mixed> $item The line's value.
	 * @return void
	 * @throws \RuntimeException When it cannot be written.
	 */
	private function line( array $item ): void {
		$json = wp_json_encode( $item, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_INVALID_UTF8_SUBSTITUTE | JSON_PRESERVE_ZERO_FRACTION );
		if ( false === $json || false === fwrite( $this->handle, $json . "\n" ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- appends to the stream; WP_Filesystem cannot append.
			throw new \RuntimeException( 'The export file could not be written.' );
		}
	}
}
