<?php
/**
 * What goes into a cell.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;
use UserFeedback\Export\Cell;

/**
 * Formula triggers get an apostrophe, nothing else changes, numbers stay numbers.
 */
final class CellTest extends TestCase {

	/**
	 * Values and the cell they make.
	 *
	 * @return array<string, array{mixed, mixed}>
	 */
	public static function values(): array {
		return array(
			'formula'       => array( '=1+1', "'=1+1" ),
			'HYPERLINK'     => array( '=HYPERLINK("http://x.example","y")', '\'=HYPERLINK("http://x.example","y")' ),
			'plus'          => array( '+1', "'+1" ),
			'minus'         => array( '-2', "'-2" ),
			'at'            => array( '@SUM(A1)', "'@SUM(A1)" ),
			'tab'           => array( "\t=1", "'\t=1" ),
			'carriage'      => array( "\r=1", "'\n=1" ),
			'CRLF inside'   => array( "a\r\nb\rc", "a\nb\nc" ),
			'plain'         => array( 'Hello', 'Hello' ),
			'leading zeros' => array( '007', '007' ),
			'unicode'       => array( 'Ünïcødé ✓ 日本語', 'Ünïcødé ✓ 日本語' ),
			'empty'         => array( '', '' ),
			'null'          => array( null, '' ),
			'int'           => array( -14, -14 ),
			'float'         => array( 42.5, 42.5 ),
			'not finite'    => array( INF, 'INF' ),
			'invalid UTF-8' => array( "a\xC3(b", 'a?(b' ),
			'an array'      => array( array( 'x' ), '' ),
			'quote first'   => array( "'=x", "'=x" ),
			'space first'   => array( ' =1', ' =1' ),
		);
	}

	/**
	 * A value makes the expected cell.
	 *
	 * @param mixed $value    Input.
	 * @param mixed $expected Cell.
	 */
	#[DataProvider( 'values' )]
	public function test_values( $value, $expected ): void {
		$this->assertSame( $expected, Cell::value( $value ) );
	}

	public function test_texts_are_cut_to_excels_cell_limit(): void {
		$this->assertSame( Cell::MAX_CHARACTERS, mb_strlen( Cell::text( str_repeat( 'é', Cell::MAX_CHARACTERS + 10 ) ) ) );
	}
}
