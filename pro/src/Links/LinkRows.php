<?php
/**
 * The hidden fields' values of the personal links to make, checked.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Links;

use UserFeedback\Surveys\SurveyDefaults;

/**
 * One row a person: their values by hidden field name. From a CSV the owner uploads (a header
 * row of field names, then one row a person; read by PHP's own CSV parser) or, for links that
 * carry no values, a count. Only the survey's hidden fields that a link can fill are accepted
 * (not `user` ones: those are the logged-in visitor's, resolved on the server); every refusal is
 * a 400 naming the column or the row, and nothing is made.
 */
final class LinkRows {

	/**
	 * Most links one request makes.
	 */
	public const MAX = 1000;

	/**
	 * Most bytes of an uploaded CSV (1,000 rows of 20 values of 200 characters fit well within).
	 */
	public const MAX_CSV_BYTES = 2000000;

	/**
	 * `$count` rows of no values.
	 *
	 * @param int $count How many links.
	 * @return list<array<string, string>>
	 */
	public static function empty_rows( int $count ): array {
		return array_fill( 0, max( 0, min( self::MAX, $count ) ), array() );
	}

	/**
	 * The names a link may give values to: the survey's hidden fields but `user` ones.
	 *
	 * @param array<string, mixed> $survey The survey.
	 * @return string[]
	 */
	public static function names( array $survey ): array {
		$names = array();
		foreach ( (array) ( $survey['settings']['hidden_fields'] ?? array() ) as $field ) {
			if ( is_array( $field ) && is_string( $field['name'] ?? null ) && 'user' !== ( $field['source'] ?? '' ) ) {
				$names[] = $field['name'];
			}
		}
		return $names;
	}

	/**
	 * The rows of an uploaded CSV, or the 400 saying what is wrong with it.
	 *
	 * @param string   $csv   The file's text.
	 * @param string[] $names The names a link may fill (names()).
	 * @return list<array<string, string>>|\WP_Error
	 */
	public static function from_csv( string $csv, array $names ): array|\WP_Error {
		if ( strlen( $csv ) > self::MAX_CSV_BYTES ) {
			return self::invalid( __( 'The file is too large: at most 1,000 people at a time.', 'userfeedback' ) );
		}
		if ( ! mb_check_encoding( $csv, 'UTF-8' ) ) {
			return self::invalid( __( 'The file must be a CSV saved as UTF-8.', 'userfeedback' ) );
		}
		$csv    = str_starts_with( $csv, "\xEF\xBB\xBF" ) ? substr( $csv, 3 ) : $csv;
		$handle = fopen( 'php://temp', 'w+b' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- an in-memory stream for PHP's CSV parser, not a file.
		if ( false === $handle ) {
			return self::invalid( __( 'The file could not be read.', 'userfeedback' ) );
		}
		fwrite( $handle, $csv ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- the in-memory stream above.
		rewind( $handle );
		$header = null;
		$rows   = array();
		$line   = 0;
		// phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- the usual fgetcsv() loop.
		while ( false !== ( $cells = fgetcsv( $handle, null, self::delimiter( $csv ), '"', '' ) ) ) {
			++$line;
			if ( array( null ) === $cells ) {
				continue; // A blank line.
			}
			$cells = array_map( static fn( $cell ): string => trim( (string) $cell ), $cells );
			if ( null === $header ) {
				$header = self::header( $cells, $names );
				if ( $header instanceof \WP_Error ) {
					fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- the in-memory stream above.
					return $header;
				}
				continue;
			}
			$row = self::row( $header, $cells, $line );
			if ( $row instanceof \WP_Error ) {
				fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- the in-memory stream above.
				return $row;
			}
			$rows[] = $row;
			if ( count( $rows ) > self::MAX ) {
				fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- the in-memory stream above.
				/* translators: %d: most links at a time. */
				return self::invalid( sprintf( __( 'The file has more than %d people: split it and make their links in turns.', 'userfeedback' ), self::MAX ) );
			}
		}
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- the in-memory stream above.
		if ( array() === $rows ) {
			return self::invalid( __( 'The file has no people: a header row of hidden field names, then one row a person.', 'userfeedback' ) );
		}
		return $rows;
	}

	/**
	 * The separator: a semicolon when the first line has more of them than commas (the CSV a
	 * spreadsheet saves in many European locales), else a comma.
	 *
	 * @param string $csv The file's text.
	 * @return string
	 */
	private static function delimiter( string $csv ): string {
		$first = strtok( $csv, "\n" );
		$first = false === $first ? '' : $first;
		return substr_count( $first, ';' ) > substr_count( $first, ',' ) ? ';' : ',';
	}

	/**
	 * The header row's names, checked against the survey's.
	 *
	 * @param string[] $cells The header row.
	 * @param string[] $names The names a link may fill.
	 * @return string[]|\WP_Error
	 */
	private static function header( array $cells, array $names ): array|\WP_Error {
		$seen = array();
		foreach ( $cells as $name ) {
			if ( ! in_array( $name, $names, true ) ) {
				return self::invalid(
					array() === $names
						? __( 'This survey has no hidden fields a link can fill: add them in the builder (Settings step), or make links without a file.', 'userfeedback' )
						/* translators: 1: a column's name, 2: the survey's hidden field names. */
						: sprintf( __( 'The column “%1$s” is not one of this survey’s hidden fields (%2$s).', 'userfeedback' ), mb_substr( sanitize_text_field( $name ), 0, 40 ), implode( ', ', $names ) )
				);
			}
			if ( isset( $seen[ $name ] ) ) {
				/* translators: %s: a column's name. */
				return self::invalid( sprintf( __( 'The column “%s” appears twice.', 'userfeedback' ), $name ) );
			}
			$seen[ $name ] = true;
		}
		return $cells;
	}

	/**
	 * One person's values (empty ones left out).
	 *
	 * @param string[] $header The names, in column order.
	 * @param string[] $cells  The row.
	 * @param int      $line   Its line in the file.
	 * @return array<string, string>|\WP_Error
	 */
	private static function row( array $header, array $cells, int $line ): array|\WP_Error {
		if ( count( $cells ) > count( $header ) ) {
			/* translators: %d: a line of the file. */
			return self::invalid( sprintf( __( 'Line %d has more values than the header row has names.', 'userfeedback' ), $line ) );
		}
		$row = array();
		foreach ( $header as $i => $name ) {
			$value = trim( (string) preg_replace( '/[\x00-\x1f\x7f]+/u', ' ', $cells[ $i ] ?? '' ) );
			if ( mb_strlen( $value ) > SurveyDefaults::HIDDEN_FIELD_VALUE_MAX ) {
				/* translators: 1: a line of the file, 2: a column's name, 3: most characters. */
				return self::invalid( sprintf( __( 'Line %1$d: the value of “%2$s” is longer than %3$d characters.', 'userfeedback' ), $line, $name, SurveyDefaults::HIDDEN_FIELD_VALUE_MAX ) );
			}
			if ( '' !== $value ) {
				$row[ $name ] = $value;
			}
		}
		return $row;
	}

	/**
	 * The 400 of a bad file.
	 *
	 * @param string $message What is wrong.
	 * @return \WP_Error
	 */
	private static function invalid( string $message ): \WP_Error {
		return new \WP_Error(
			'rest_invalid_param',
			/* translators: %s: parameter name. */
			sprintf( __( 'Invalid parameter(s): %s', 'userfeedback' ), 'csv' ),
			array(
				'status' => 400,
				'params' => array( 'csv' => $message ),
			)
		);
	}
}
