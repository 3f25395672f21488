<?php
/**
 * The CSV writer's bytes.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use PHPUnit\Framework\TestCase;
use UserFeedback\Export\CsvStream;

// A temporary file of the test itself.
// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * RFC 4180 with a byte-order mark: what Excel and every CSV reader expect.
 */
final class CsvStreamTest extends TestCase {

	public function test_it_writes_a_bom_and_rfc_4180_quoting(): void {
		$path = (string) tempnam( sys_get_temp_dir(), 'uf-csv' );
		$csv  = CsvStream::open( $path );
		$csv->write( array( 'Plain', 42, 1.5, '' ) );
		$csv->write( array( 'a,b', 'say "hi"', "two\nlines", 'C:\\"dir"\\' ) );
		$csv->close();

		$bytes = (string) file_get_contents( $path );
		unlink( $path );

		$this->assertSame(
			"\xEF\xBB\xBFPlain,42,1.5,\n\"a,b\",\"say \"\"hi\"\"\",\"two\nlines\",\"C:\\\"\"dir\"\"\\\"\n",
			$bytes
		);
		$this->assertSame( array( 'a,b', 'say "hi"', "two\nlines", 'C:\\"dir"\\' ), str_getcsv( explode( "\n", substr( $bytes, 3 ), 2 )[1], ',', '"', '' ) );
	}
}
