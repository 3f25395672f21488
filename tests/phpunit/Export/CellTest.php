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
 * Formula triggers get an apostrophe, what XML 1.0 forbids goes (invalid UTF-8 becomes U+FFFD),
 * nothing else changes, numbers stay numbers.
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
			'invalid UTF-8' => array( "a\xC3(b", "a\u{FFFD}(b" ),
			'surrogate'     => array( "a\xED\xA0\x80b", "a\u{FFFD}b" ),
			'U+FFFE'        => array( "a\u{FFFE}b", 'ab' ),
			'U+FFFF'        => array( "a\u{FFFF}b", 'ab' ),
			'NUL'           => array( "a\x00b", 'ab' ),
			'C0 controls'   => array( "a\x01\x07\x08\x0E\x1Fb", 'ab' ),
			'vertical tab'  => array( "a\x0Bb", "a\nb" ),
			'form feed'     => array( "a\x0Cb", "a\nb" ),
			'only controls' => array( "\x00\u{FFFF}", '' ),
			'hidden =1'     => array( "\x00=1", "'=1" ),
			'hidden @'      => array( "\u{FFFE}@SUM(A1)", "'@SUM(A1)" ),
			'allowed edges' => array( "\u{D7FF}\u{E000}\u{FFFD}\u{10000}\u{10FFFF}\u{FDD0}\x7F\u{85}", "\u{D7FF}\u{E000}\u{FFFD}\u{10000}\u{10FFFF}\u{FDD0}\x7F\u{85}" ),
			'emoji'         => array( '👍🏽 🎉', '👍🏽 🎉' ),
			'Arabic'        => array( 'شكرا لكم', 'شكرا لكم' ),
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

	public function test_clean_keeps_formulas_for_sheet_names_and_drops_what_xml_forbids(): void {
		$this->assertSame( "=Sheet\u{FFFD}\t\n\r", Cell::clean( "=Sheet\xED\xA0\x80\u{FFFF}\x00\t\n\r" ) );
	}

	public function test_texts_are_cut_to_excels_cell_limit(): void {
		$this->assertSame( Cell::MAX_CHARACTERS, mb_strlen( Cell::text( str_repeat( 'é', Cell::MAX_CHARACTERS + 10 ) ) ) );
	}
}
