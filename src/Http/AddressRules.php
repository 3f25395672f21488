<?php
/**
 * Which IP addresses are public unicast.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Http;

/**
 * The special-purpose blocks of the IANA IPv4 and IPv6 registries that a request from the site
 * must not reach, as CIDR tables compared bit by bit on inet_pton()'s packed form. PHP's
 * FILTER_FLAG_NO_PRIV_RANGE | FILTER_FLAG_NO_RES_RANGE is not used: it lets 100.64.0.0/10,
 * 198.18.0.0/15, 192.0.0.0/24, the documentation blocks, NAT64 and 6to4 of private addresses
 * through, depending on the PHP version.
 *
 * IPv6 forms that carry an IPv4 address (mapped, NAT64 and 6to4) are judged by that address: a
 * DNS64 network answers 64:ff9b::/96 for every IPv4-only host, which must keep working, while
 * ::ffff:127.0.0.1 is the loopback. Everything outside 2000::/3, the only IPv6 block handed out for
 * global unicast, is refused.
 */
final class AddressRules {

	/** Never reachable from the site: this network, shared (carrier-grade NAT), link-local (cloud metadata at 169.254.169.254), protocol assignments, documentation, 6to4 relays, benchmarking, multicast, reserved and broadcast. */
	private const IPV4_REFUSED = array(
		'0.0.0.0/8',
		'100.64.0.0/10',
		'169.254.0.0/16',
		'192.0.0.0/24',
		'192.0.2.0/24',
		'192.88.99.0/24',
		'198.18.0.0/15',
		'198.51.100.0/24',
		'203.0.113.0/24',
		'224.0.0.0/4',
		'240.0.0.0/4',
	);

	/** This machine and private networks: refused too, but a self-hosted service may live there (Reach::AlsoOwnNetwork). */
	private const IPV4_OWN_NETWORK = array(
		'10.0.0.0/8',
		'127.0.0.0/8',
		'172.16.0.0/12',
		'192.168.0.0/16',
	);

	/**
	 * Named blocks first, for a clear message; the last three are everything outside 2000::/3.
	 * Teredo (2001::/32) tunnels to any IPv4 address, so the protocol block 2001::/23 goes whole.
	 */
	private const IPV6_REFUSED = array(
		'::/128',
		'::/96',
		'64:ff9b:1::/48',
		'100::/64',
		'2001::/23',
		'2001:db8::/32',
		'3fff::/20',
		'5f00::/16',
		'fe80::/10',
		'fec0::/10',
		'ff00::/8',
		'::/3',
		'4000::/2',
		'8000::/1',
	);

	/** This machine and unique local addresses, as IPV4_OWN_NETWORK. */
	private const IPV6_OWN_NETWORK = array(
		'::1/128',
		'fc00::/7',
	);

	/** IPv6 blocks whose low bits are an IPv4 address: prefix => offset of that address in bytes. */
	private const IPV6_EMBEDDING_IPV4 = array(
		'::ffff:0:0/96' => 12,
		'64:ff9b::/96'  => 12,
		'2002::/16'     => 2,
	);

	/**
	 * The block that refuses an address, or null when it is public unicast.
	 *
	 * @param string $ip An IPv4 or IPv6 address (no brackets).
	 * @return string|null The block, e.g. '169.254.0.0/16' ('invalid' for what is not an address;
	 *                     for an IPv4 address inside IPv6, its IPv4 block and the IPv6 one).
	 */
	public static function refused_by( string $ip ): ?string {
		$packed = @inet_pton( $ip ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a warning for what is not an address; false says the same.
		if ( false === $packed ) {
			return 'invalid';
		}
		$embedded = self::embedded_ipv4( $packed );
		if ( null !== $embedded ) {
			$by = self::refused_by( (string) inet_ntop( $embedded ) );
			return null === $by ? null : $by . ' (' . self::match( $packed, array_keys( self::IPV6_EMBEDDING_IPV4 ) ) . ')';
		}
		if ( 4 === strlen( $packed ) ) {
			return self::match( $packed, array_merge( self::IPV4_OWN_NETWORK, self::IPV4_REFUSED ) );
		}
		return self::match( $packed, array_merge( self::IPV6_OWN_NETWORK, self::IPV6_REFUSED ) );
	}

	/**
	 * Whether an address is this machine or on a private network: IPv4 loopback and RFC 1918,
	 * IPv6 loopback and unique local (and those IPv4 addresses mapped into IPv6).
	 *
	 * @param string $ip An IPv4 or IPv6 address (no brackets).
	 * @return bool
	 */
	public static function is_own_network( string $ip ): bool {
		$packed = @inet_pton( $ip ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- as in refused_by().
		if ( false === $packed ) {
			return false;
		}
		if ( 16 === strlen( $packed ) && self::in( $packed, '::ffff:0:0/96' ) ) {
			$packed = substr( $packed, 12 );
		}
		$blocks = 4 === strlen( $packed ) ? self::IPV4_OWN_NETWORK : self::IPV6_OWN_NETWORK;
		return null !== self::match( $packed, $blocks );
	}

	/**
	 * Whether a host is written as an IPv4 address in canonical form: four decimal numbers from 0
	 * to 255 without leading zeros. Resolvers and curl also read 2130706433, 0x7f.1, 017700000001
	 * and 127.1 as 127.0.0.1; those forms are refused rather than interpreted.
	 *
	 * @param string $host The host.
	 * @return bool
	 */
	public static function is_canonical_ipv4( string $host ): bool {
		return 1 === preg_match( '/^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/D', $host );
	}

	/**
	 * The IPv4 address carried by a mapped, NAT64 or 6to4 IPv6 address.
	 *
	 * @param string $packed A packed address.
	 * @return string|null The packed IPv4 address.
	 */
	private static function embedded_ipv4( string $packed ): ?string {
		if ( 16 !== strlen( $packed ) ) {
			return null;
		}
		foreach ( self::IPV6_EMBEDDING_IPV4 as $block => $offset ) {
			if ( self::in( $packed, $block ) ) {
				return substr( $packed, $offset, 4 );
			}
		}
		return null;
	}

	/**
	 * The first block of a list that holds an address.
	 *
	 * @param string   $packed A packed address.
	 * @param string[] $blocks CIDR blocks.
	 * @return string|null
	 */
	private static function match( string $packed, array $blocks ): ?string {
		foreach ( $blocks as $block ) {
			if ( self::in( $packed, $block ) ) {
				return $block;
			}
		}
		return null;
	}

	/**
	 * Whether a block holds an address (false across families).
	 *
	 * @param string $packed A packed address.
	 * @param string $block  A CIDR block.
	 * @return bool
	 */
	private static function in( string $packed, string $block ): bool {
		list( $network, $bits ) = explode( '/', $block );
		$network                = (string) inet_pton( $network );
		if ( strlen( $network ) !== strlen( $packed ) ) {
			return false;
		}
		$bits  = (int) $bits;
		$bytes = intdiv( $bits, 8 );
		if ( substr( $packed, 0, $bytes ) !== substr( $network, 0, $bytes ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		return ( ord( $packed[ $bytes ] ) & $mask ) === ( ord( $network[ $bytes ] ) & $mask );
	}
}
