<?php
/**
 * A background export's part file.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use PHPUnit\Framework\TestCase;
use UserFeedback\Export\PartFile;
use UserFeedback\Export\RowSink;

// The test writes and damages its own temporary file.
// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * Rows survive the trip with their types; opening at the committed length drops what a killed
 * step wrote after it.
 */
final class PartFileTest extends TestCase {

	public function test_rows_come_back_as_written_and_uncommitted_ones_are_dropped(): void {
		$path = (string) tempnam( sys_get_temp_dir(), 'uf-part' );
		try {
			$part = PartFile::open( $path, 0 );
			$part->sheet( 'Summary' );
			$part->row( array( 'Survey', '007', 12, 1.5, null ), true );
			$committed = $part->commit();
			$part->row( array( 'lost' ) );
			$part->close();
			file_put_contents( $path, '["half', FILE_APPEND );

			$part = PartFile::open( $path, $committed );
			$this->assertSame( $committed, filesize( $path ) );
			$part->row( array( 'Ünïcødé ✓', "a\nb" ) );
			$length = $part->commit();
			$part->close();

			$sink = new class() implements RowSink {
				/**
				 * What arrived.
				 *
				 * @var array<int, mixed>
				 */
				public array $got = array();

				public function sheet( string $name ): void {
					$this->got[] = array( 'sheet', $name );
				}

				public function row( array $cells, bool $header = false ): void {
					$this->got[] = array( $header ? 'header' : 'row', $cells );
				}
			};
			$this->assertSame( 2, PartFile::replay( $path, $length, $sink ) );
			$this->assertSame(
				array(
					array( 'sheet', 'Summary' ),
					array( 'header', array( 'Survey', '007', 12, 1.5, null ) ),
					array( 'row', array( 'Ünïcødé ✓', "a\nb" ) ),
				),
				$sink->got
			);
		} finally {
			unlink( $path );
		}
	}

	public function test_a_file_shorter_than_its_commit_is_refused(): void {
		$path = (string) tempnam( sys_get_temp_dir(), 'uf-part' );
		try {
			$this->expectException( \RuntimeException::class );
			PartFile::open( $path, 10 );
		} finally {
			unlink( $path );
		}
	}
}
