<?php
/**
 * The visitor's IP address, and how it is stored.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

/**
 * X-Forwarded-For is set by the client unless a proxy we trust overwrote it, so it is only read
 * when the request really came from a configured trusted proxy; otherwise REMOTE_ADDR is the only
 * address that cannot be spoofed. The header is walked from the right (each proxy appends the
 * address it saw), skipping our own proxies: the first address that is not one of them is the
 * visitor. IPs are personal data, so they are stored anonymised unless the admin chooses otherwise.
 */
final class ClientIp {

	/**
	 * Trusted proxies as binary network prefixes.
	 *
	 * @var array<int, array{0: string, 1: int}> Packed network address and prefix length in bits.
	 */
	private array $trusted = array();

	/**
	 * Parses the trusted proxies; entries that are not an IP or CIDR range are ignored.
	 *
	 * @param array<int|string, mixed> $trusted_proxies IPs or CIDR ranges, IPv4 or IPv6.
	 */
	public function __construct( array $trusted_proxies ) {
		foreach ( $trusted_proxies as $entry ) {
			if ( ! is_string( $entry ) ) {
				continue;
			}
			$parts  = explode( '/', trim( $entry ), 2 );
			$packed = filter_var( $parts[0], FILTER_VALIDATE_IP ) ? inet_pton( $parts[0] ) : false;
			if ( false === $packed ) {
				continue;
			}
			$max  = strlen( $packed ) * 8;
			$bits = $max;
			if ( isset( $parts[1] ) ) {
				if ( ! preg_match( '/^\d{1,3}$/D', $parts[1] ) || (int) $parts[1] > $max ) {
					continue;
				}
				$bits = (int) $parts[1];
			}
			$this->trusted[] = array( $packed, $bits );
		}
	}

	/**
	 * The visitor's IP from $_SERVER-like data, or '' when there is no valid address.
	 *
	 * @param array<string, mixed> $server Server variables.
	 * @return string
	 */
	public function from_server( array $server ): string {
		$remote = self::normalise( is_string( $server['REMOTE_ADDR'] ?? null ) ? $server['REMOTE_ADDR'] : '' );
		if ( '' === $remote || ! $this->is_trusted( $remote ) ) {
			return $remote;
		}
		$header = $server['HTTP_X_FORWARDED_FOR'] ?? '';
		if ( ! is_string( $header ) || '' === $header ) {
			return $remote;
		}
		foreach ( array_reverse( explode( ',', $header ) ) as $hop ) {
			$ip = self::normalise( $hop );
			if ( '' === $ip ) {
				// A trusted proxy only appends real addresses: garbage here means the rest of the
				// chain came from the client, so nothing further left can be believed.
				return $remote;
			}
			if ( ! $this->is_trusted( $ip ) ) {
				return $ip;
			}
		}
		return $remote;
	}

	/**
	 * The IP with its host part removed: IPv4 keeps 24 bits, IPv6 keeps 48 bits.
	 *
	 * @param string $ip An IP address.
	 * @return string The anonymised address, or '' when the input is not an IP.
	 */
	public static function anonymise( string $ip ): string {
		$ip     = trim( $ip );
		$packed = filter_var( $ip, FILTER_VALIDATE_IP ) ? inet_pton( $ip ) : false;
		if ( false === $packed ) {
			return '';
		}
		if ( 4 === strlen( $packed ) ) {
			$packed = substr( $packed, 0, 3 ) . "\0";
		} elseif ( str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			// IPv4-mapped IPv6 (::ffff:a.b.c.d): keeping 48 bits would keep nothing useful, so the
			// embedded IPv4 address is anonymised as IPv4.
			$packed = substr( $packed, 12, 3 ) . "\0";
		} else {
			$packed = substr( $packed, 0, 6 ) . str_repeat( "\0", 10 );
		}
		$text = inet_ntop( $packed );
		return false === $text ? '' : $text;
	}

	/**
	 * What a rate limit counts an address as: an IPv4 address itself, an IPv6 address by its /64
	 * network. One IPv6 subscriber is routed a whole /64 (often a /56 or /48), so counting full
	 * IPv6 addresses would give one client 2^64 separate allowances.
	 *
	 * @param string $ip An IP address.
	 * @return string The address or network; '' when the input is not an IP.
	 */
	public static function rate_key( string $ip ): string {
		$packed = filter_var( trim( $ip ), FILTER_VALIDATE_IP ) ? inet_pton( trim( $ip ) ) : false;
		if ( false === $packed ) {
			return '';
		}
		if ( 16 === strlen( $packed ) && str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			$packed = substr( $packed, 12 ); // IPv4-mapped IPv6 is the IPv4 client it carries.
		}
		if ( 16 === strlen( $packed ) ) {
			return inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
		}
		return (string) inet_ntop( $packed );
	}

	/**
	 * The value to store for an IP under the ip_storage setting.
	 *
	 * @param string $ip   An IP address.
	 * @param string $mode 'anonymised', 'full' or 'none'; anything else is treated as 'anonymised'.
	 * @return string
	 */
	public static function for_storage( string $ip, string $mode = 'anonymised' ): string {
		if ( 'none' === $mode ) {
			return '';
		}
		if ( 'full' === $mode ) {
			return self::normalise( $ip );
		}
		return self::anonymise( $ip );
	}

	private function is_trusted( string $ip ): bool {
		$packed = inet_pton( $ip );
		if ( false === $packed ) {
			return false;
		}
		foreach ( $this->trusted as $range ) {
			$network = $range[0];
			$bits    = $range[1];
			if ( strlen( $network ) !== strlen( $packed ) ) {
				continue;
			}
			$bytes = intdiv( $bits, 8 );
			if ( substr( $packed, 0, $bytes ) !== substr( $network, 0, $bytes ) ) {
				continue;
			}
			$rest = $bits % 8;
			if ( 0 === $rest ) {
				return true;
			}
			$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
			if ( ( ord( $packed[ $bytes ] ) & $mask ) === ( ord( $network[ $bytes ] ) & $mask ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A valid IP from a header value, without brackets or a port some proxies add, or ''.
	 *
	 * @param string $value Raw address.
	 * @return string
	 */
	private static function normalise( string $value ): string {
		$value = trim( $value );
		if ( preg_match( '/^\[([^\]]+)\](?::\d+)?$/D', $value, $match ) ) {
			$value = $match[1];
		} elseif ( preg_match( '/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/D', $value, $match ) ) {
			$value = $match[1];
		}
		return filter_var( $value, FILTER_VALIDATE_IP ) ? $value : '';
	}
}
