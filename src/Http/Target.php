<?php
/**
 * A URL that PublicTarget checked.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Http;

/**
 * The URL as it is sent (rebuilt from the parts that were checked, so the HTTP client cannot read
 * another host out of it than the one checked), its host and port, and the addresses it resolved
 * to, every one of them allowed. A request is pinned to these addresses.
 */
final class Target {

	/**
	 * Constructor.
	 *
	 * @param string   $url       The URL to send to: scheme, host, port, path and query.
	 * @param string   $host      Lower-case host name or address, IPv6 without brackets.
	 * @param int      $port      The port connected to.
	 * @param bool     $literal   Whether the host is an IP address (nothing to resolve).
	 * @param string[] $addresses The addresses checked; empty until resolved.
	 * @phpstan-param list<string> $addresses
	 */
	public function __construct(
		public readonly string $url,
		public readonly string $host,
		public readonly int $port,
		public readonly bool $literal,
		public readonly array $addresses = array()
	) {
	}

	/**
	 * The same target with its checked addresses.
	 *
	 * @param string[] $addresses The addresses.
	 * @phpstan-param list<string> $addresses
	 * @return self
	 */
	public function with_addresses( array $addresses ): self {
		return new self( $this->url, $this->host, $this->port, $this->literal, $addresses );
	}

	/**
	 * The CURLOPT_RESOLVE entry that makes curl connect to the checked addresses instead of
	 * resolving the host again: "host:port:address[,address…]".
	 *
	 * @param bool $all All addresses (curl 7.59 or newer reads a list), else the first.
	 * @return string
	 */
	public function curl_resolve( bool $all = true ): string {
		$addresses = $all ? $this->addresses : array_slice( $this->addresses, 0, 1 );
		return $this->host . ':' . $this->port . ':' . implode( ',', $addresses );
	}
}
