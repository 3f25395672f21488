<?php
/**
 * Removes personal data from feedback before it leaves the site.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Remote;

/**
 * Replaces e-mail addresses, IP addresses (v4 and v6), phone numbers and given names with
 * placeholders ([email], [ip], [phone], [name]) and counts what it replaced. Order matters: an
 * address is removed before its digits could look like a phone number. A "phone number" is a run
 * of 7 to 15 digits with the usual separators, an optional leading +, that is not a date — order
 * numbers of that length go too, which is the right side to err on. Names are those given with
 * the survey's e-mail answers, matched as whole words in any case; a name that is also a common
 * word ("Will") is removed wherever it appears, trading some wording for privacy.
 */
final class PiiRedactor {

	private const EMAIL = '/[\p{L}\p{N}._%+\-]+@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)*\.\p{L}{2,}/u';
	private const IPV4  = '/(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?![\d.]*\d)/';
	private const IPV6  = '/(?<![\w:])(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}(?![\w:])|(?<![\w:])(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*)?::(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*)?(?![\w:])/i';
	private const PHONE = '/(?<![\w+])\+?\(?\d[\d\s().\/\-]{6,}\d(?!\w)/u';
	private const DATE  = '/^(?:\d{4}[\-\/.]\d{1,2}[\-\/.]\d{1,2}|\d{1,2}[\-\/.]\d{1,2}[\-\/.]\d{2,4})$/';

	/**
	 * Shortest name part removed on its own ("Jo" yes, "J" no).
	 */
	private const MIN_NAME_LENGTH = 2;

	/**
	 * A pattern matching any of the names or their parts as whole words, or null for none.
	 *
	 * @param string[] $names Names as given ("Ann Lee").
	 * @return string|null
	 */
	public function names_pattern( array $names ): ?string {
		$parts = array();
		foreach ( $names as $name ) {
			$name = trim( (string) preg_replace( '/\s+/u', ' ', $name ) );
			if ( '' === $name || ! mb_check_encoding( $name, 'UTF-8' ) ) {
				continue;
			}
			if ( mb_strlen( $name ) >= self::MIN_NAME_LENGTH ) {
				$parts[ mb_strtolower( $name ) ] = true;
			}
			foreach ( explode( ' ', $name ) as $part ) {
				$part = trim( $part, " \t.,;:'\"()" );
				if ( mb_strlen( $part ) >= self::MIN_NAME_LENGTH ) {
					$parts[ mb_strtolower( $part ) ] = true;
				}
			}
		}
		if ( array() === $parts ) {
			return null;
		}
		$parts = array_map( 'strval', array_keys( $parts ) );
		// Longest first, so "Ann Lee" is one [name], not "[name] [name]".
		usort( $parts, static fn( string $a, string $b ): int => array( mb_strlen( $b ), $a ) <=> array( mb_strlen( $a ), $b ) );
		$quoted = array_map( static fn( string $part ): string => preg_quote( $part, '/' ), $parts );
		return '/(?<![\p{L}\p{N}])(?:' . implode( '|', $quoted ) . ')(?![\p{L}\p{N}])/iu';
	}

	/**
	 * The text without personal data, and what was removed.
	 *
	 * @param string      $text  Feedback.
	 * @param string|null $names A names_pattern(), or null.
	 * @return array{text: string, removed: array{emails: int, ips: int, phones: int, names: int}}
	 */
	public function redact( string $text, ?string $names ): array {
		if ( ! mb_check_encoding( $text, 'UTF-8' ) ) {
			$text = (string) mb_convert_encoding( $text, 'UTF-8', 'UTF-8' );
		}
		$removed           = array(
			'emails' => 0,
			'ips'    => 0,
			'phones' => 0,
			'names'  => 0,
		);
		$text              = self::replace( self::EMAIL, '[email]', $text, $removed['emails'] );
		$text              = self::replace( self::IPV6, '[ip]', $text, $removed['ips'] );
		$text              = self::replace( self::IPV4, '[ip]', $text, $removed['ips'] );
		$phones            = 0;
		$text              = (string) preg_replace_callback(
			self::PHONE,
			static function ( array $match ) use ( &$phones ): string {
				$candidate = trim( $match[0] );
				$digits    = (int) preg_match_all( '/\d/', $candidate );
				if ( $digits < 7 || $digits > 15 || 1 === preg_match( self::DATE, $candidate ) ) {
					return $match[0];
				}
				++$phones;
				// Keep the whitespace the match swallowed at its end.
				return '[phone]' . substr( $match[0], strlen( rtrim( $match[0] ) ) );
			},
			$text
		);
		$removed['phones'] = $phones;
		if ( null !== $names ) {
			$text = self::replace( $names, '[name]', $text, $removed['names'] );
		}
		return array(
			'text'    => $text,
			'removed' => $removed,
		);
	}

	/**
	 * Runs preg_replace, adding the replacements made to a counter.
	 *
	 * @param string $pattern     Pattern.
	 * @param string $replacement Placeholder.
	 * @param string $text        Text.
	 * @param int    $counter     Counter to add to.
	 * @return string
	 */
	private static function replace( string $pattern, string $replacement, string $text, int &$counter ): string {
		$count    = 0;
		$replaced = preg_replace( $pattern, $replacement, $text, -1, $count );
		if ( null === $replaced ) {
			return $text;
		}
		$counter += $count;
		return $replaced;
	}
}
