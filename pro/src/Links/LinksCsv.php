<?php
/**
 * The file of new personal links.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Links;

use UserFeedback\Export\Cell;
use UserFeedback\Frontend\SurveyPageUrl;

/**
 * A CSV the owner merges into their e-mail tool: a `link` column, then the values each link
 * carries, one row a person, in the order given. UTF-8 with a byte order mark (Excel reads it
 * as UTF-8 then) and every value made safe for spreadsheets (Export\Cell: a value starting with
 * `=` is never run as a formula).
 */
final class LinksCsv {

	/**
	 * The file's text.
	 *
	 * @param array<string, mixed>                                       $survey The survey.
	 * @param string[]                                                   $names  The value columns, in order.
	 * @param list<array{secret: string, fields: array<string, string>}> $links  The links made.
	 * @return string
	 */
	public static function text( array $survey, array $names, array $links ): string {
		$page   = SurveyPageUrl::url( (int) $survey['id'], (string) $survey['title'] );
		$handle = fopen( 'php://temp', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- an in-memory stream for PHP's CSV writer, not a file.
		if ( false === $handle ) {
			return '';
		}
		fputcsv( $handle, array_merge( array( 'link' ), array_map( array( Cell::class, 'value' ), $names ) ), ',', '"', '' );
		foreach ( $links as $link ) {
			$row = array( add_query_arg( PersonalLinks::PARAM, $link['secret'], $page ) );
			foreach ( $names as $name ) {
				$row[] = Cell::value( $link['fields'][ $name ] ?? '' );
			}
			fputcsv( $handle, $row, ',', '"', '' );
		}
		rewind( $handle );
		$text = (string) stream_get_contents( $handle );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- the in-memory stream above.
		return "\xEF\xBB\xBF" . $text;
	}
}
