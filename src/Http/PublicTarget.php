<?php
/**
 * Whether a URL may be requested from the site, and the request itself.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Http;

/**
 * The one gate of every outgoing request to an address an administrator configures (webhooks,
 * the AI model's base URL), against server-side request forgery: a saved URL must not make the
 * site read its cloud metadata (169.254.169.254), its own services or the private network it sits
 * in. Checked when the address is saved (check(), for a clear 400) and again at every request
 * (request()), on what the host resolves to then.
 *
 * A URL passes when its scheme is http or https, it carries no user name or password, its host is
 * a host name, a canonical dotted-quad IPv4 or a bracketed IPv6 address (2130706433, 0x7f.1 or
 * 127.1 are refused, not interpreted), a port it names is one of WordPress's safe ports (any port
 * with Reach::AlsoOwnNetwork), and EVERY address the host resolves to (A and AAAA) is public
 * unicast (AddressRules). A host that does not resolve is refused. WordPress's own filters stay
 * the way a site widens this: http_request_host_is_external allows a host whose addresses are not
 * public, http_allowed_safe_ports another port.
 *
 * WordPress's wp_safe_remote_*() is not enough: it refuses only 0/8, 10/8, 127/8, 172.16/12 and
 * 192.168/16 (so 169.254.169.254, 100.64/10 or 198.18/15 pass), refuses every IPv6 literal, and
 * curl resolves the host again after its check, so a name that answers a public address to the
 * check and a private one to curl (DNS rebinding) gets through. request() therefore checks the
 * addresses immediately before sending and pins the connection to them. Redirects are never
 * followed: the request goes where it was checked.
 */
final class PublicTarget {

	/** The error code of a refused URL; the message says why. */
	public const REFUSED = 'userfeedback_address_refused';

	/** The curl version (7.59.0) from which CURLOPT_RESOLVE takes several addresses for a host. */
	private const CURL_RESOLVE_LIST = 0x073b00;

	/** WordPress's safe ports (wp_http_validate_url()), before http_allowed_safe_ports. */
	private const SAFE_PORTS = array( 80, 443, 8080 );

	/**
	 * Host name → its addresses.
	 *
	 * @var \Closure(string): array<mixed>
	 */
	private readonly \Closure $resolve;

	/**
	 * Constructor.
	 *
	 * @param Reach         $reach   Which addresses besides public ones are allowed.
	 * @param \Closure|null $resolve Host name → list of IP addresses; the system's resolver when null (tests give their own).
	 */
	public function __construct( private readonly Reach $reach = Reach::PublicOnly, ?\Closure $resolve = null ) {
		$this->resolve = $resolve ?? \Closure::fromCallable( array( self::class, 'dns' ) );
	}

	/**
	 * Whether a URL may be requested now, with the addresses it resolved to.
	 *
	 * @param string $url The URL.
	 * @return Target|\WP_Error The checked target, or the refusal (status 400) saying why.
	 */
	public function check( string $url ): Target|\WP_Error {
		$target = $this->parse( $url );
		return is_wp_error( $target ) ? $target : $this->resolved( $target, $url );
	}

	/**
	 * Sends a request through WordPress's HTTP API to a URL that passes check() now, pinned to the
	 * addresses checked: nothing reaches the HTTP API (nor a plugin hooked to it) for a refused URL.
	 *
	 * With curl, WordPress's transport, the request is pinned through http_api_curl with
	 * CURLOPT_RESOLVE: curl connects to the checked addresses and resolves nothing itself, so a
	 * name cannot answer one address to the check and another to the connection (DNS rebinding).
	 * Another transport (fsockopen where curl is missing) or a proxy resolves the host again; there
	 * the check made a moment before is what protects.
	 *
	 * @param string               $url  The URL.
	 * @param array<string, mixed> $args wp_remote_request()'s arguments; redirects are never followed.
	 * @return array<string, mixed>|\WP_Error The response, or why it was not sent (REFUSED) or failed.
	 */
	public function request( string $url, array $args ) {
		$target = $this->check( $url );
		if ( is_wp_error( $target ) ) {
			return $target;
		}
		// The entry binds only this host and port, so it is set on whatever handle curl uses here.
		$pin = static function ( $handle ) use ( $target ): void {
			if ( ! $target->literal ) {
				$list = ( curl_version()['version_number'] ?? 0 ) >= self::CURL_RESOLVE_LIST;
				// phpcs:ignore WordPress.WP.AlternativeFunctions.curl_curl_setopt -- WordPress's own curl handle, handed to http_api_curl for options like this one.
				curl_setopt( $handle, CURLOPT_RESOLVE, array( $target->curl_resolve( $list ) ) );
			}
		};
		add_action( 'http_api_curl', $pin );
		try {
			return wp_remote_request(
				$target->url,
				array_merge(
					$args,
					array(
						'redirection'        => 0,
						// wp_http_validate_url()'s rules were applied above, more strictly; it would also refuse every IPv6 address.
						'reject_unsafe_urls' => false,
					)
				)
			);
		} finally {
			remove_action( 'http_api_curl', $pin );
		}
	}

	/**
	 * The system's addresses of a host: A through the system resolver (hosts file included, as
	 * curl sees it), AAAA through DNS.
	 *
	 * @param string $host Host name.
	 * @return list<string>
	 */
	public static function dns( string $host ): array {
		$v4        = gethostbynamel( $host );
		$addresses = is_array( $v4 ) ? $v4 : array();
		$v6        = @dns_get_record( $host, DNS_AAAA ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a warning when there is no answer; an empty list says the same.
		foreach ( is_array( $v6 ) ? $v6 : array() as $record ) {
			if ( is_string( $record['ipv6'] ?? null ) ) {
				$addresses[] = $record['ipv6'];
			}
		}
		return $addresses;
	}

	/**
	 * Everything that is decided without the network: scheme, credentials, host form and port.
	 *
	 * @param string $url The URL.
	 * @return Target|\WP_Error
	 */
	private function parse( string $url ): Target|\WP_Error {
		// Spaces, control characters and backslashes are where URL parsers disagree about the host.
		if ( 1 === preg_match( '/[\x00-\x20\x7f\\\\]/', $url ) ) {
			return self::refused( __( 'The address cannot contain spaces, control characters or backslashes.', 'userfeedback' ) );
		}
		$parts  = wp_parse_url( $url );
		$scheme = is_array( $parts ) ? strtolower( (string) ( $parts['scheme'] ?? '' ) ) : '';
		$host   = is_array( $parts ) ? strtolower( (string) ( $parts['host'] ?? '' ) ) : '';
		if ( ! is_array( $parts ) || ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host ) {
			return self::refused( __( 'Use a complete http:// or https:// address.', 'userfeedback' ) );
		}
		if ( isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return self::refused( __( 'The address cannot contain a user name or password.', 'userfeedback' ) );
		}
		$host = self::host( $host );
		if ( is_wp_error( $host ) ) {
			return $host;
		}
		$explicit = isset( $parts['port'] );
		$port     = $explicit ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
		$problem  = $this->port_problem( $host['name'], $port, $explicit, $url );
		if ( null !== $problem ) {
			return self::refused( $problem );
		}
		$authority = ( $host['literal'] && str_contains( $host['name'], ':' ) ? "[{$host['name']}]" : $host['name'] ) . ( $explicit ? ":{$port}" : '' );
		$rebuilt   = $scheme . '://' . $authority . ( $parts['path'] ?? '' ) . ( isset( $parts['query'] ) ? '?' . $parts['query'] : '' );
		return new Target( $rebuilt, $host['name'], $port, $host['literal'] );
	}

	/**
	 * A URL's host as a name or an IP address.
	 *
	 * @param string $host The host, lower case (IPv6 in brackets).
	 * @return array{name: string, literal: bool}|\WP_Error
	 */
	private static function host( string $host ): array|\WP_Error {
		if ( str_starts_with( $host, '[' ) ) {
			$ip = substr( $host, 1, -1 );
			if ( ! str_ends_with( $host, ']' ) || false === filter_var( $ip, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
				return self::refused( __( 'The address has no valid IPv6 address between its brackets.', 'userfeedback' ) );
			}
			return array(
				'name'    => $ip,
				'literal' => true,
			);
		}
		$host = rtrim( $host, '.' );
		if ( AddressRules::is_canonical_ipv4( $host ) ) {
			return array(
				'name'    => $host,
				'literal' => true,
			);
		}
		// A host whose last label is a number is read as an IPv4 address by resolvers and curl.
		if ( 1 === preg_match( '/(?:^|\.)(?:0x[0-9a-f]*|\d+)$/D', $host ) ) {
			return self::refused( __( 'Write an IPv4 address as four numbers from 0 to 255 separated by dots, without leading zeros; other ways of writing an IP address are refused.', 'userfeedback' ) );
		}
		if ( strlen( $host ) > 253 || 1 !== preg_match( '/^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?\.)*[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?$/D', $host ) ) {
			return self::refused( __( 'The address has no valid host name (write an international domain name in its xn-- form).', 'userfeedback' ) );
		}
		return array(
			'name'    => $host,
			'literal' => false,
		);
	}

	/**
	 * Why a port is refused, or null. WordPress's rule: a port in the URL must be a safe one.
	 *
	 * @param string $host     The host.
	 * @param int    $port     The port.
	 * @param bool   $explicit Whether the URL names it.
	 * @param string $url      The URL, for the filter.
	 * @return string|null
	 */
	private function port_problem( string $host, int $port, bool $explicit, string $url ): ?string {
		if ( $port < 1 || $port > 65535 ) {
			return __( 'The address has no valid port.', 'userfeedback' );
		}
		if ( ! $explicit || Reach::AlsoOwnNetwork === $this->reach ) {
			return null;
		}
		$allowed = apply_filters( 'http_allowed_safe_ports', self::SAFE_PORTS, $host, $url ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, as wp_http_validate_url() applies it.
		if ( is_array( $allowed ) && in_array( $port, $allowed, true ) ) {
			return null;
		}
		return sprintf(
			/* translators: 1: port number, 2: comma-separated port numbers. */
			__( 'Port %1$d is not allowed: requests go only to ports %2$s unless the site allows another (the http_allowed_safe_ports filter).', 'userfeedback' ),
			$port,
			implode( ', ', array_map( 'intval', is_array( $allowed ) ? $allowed : self::SAFE_PORTS ) )
		);
	}

	/**
	 * The target with its addresses, when every one of them is allowed.
	 *
	 * @param Target $target The parsed target.
	 * @param string $url    The URL as given, for the filter.
	 * @return Target|\WP_Error
	 */
	private function resolved( Target $target, string $url ): Target|\WP_Error {
		$addresses = $target->literal ? array( $target->host ) : $this->addresses( $target->host );
		if ( array() === $addresses ) {
			/* translators: %s: host name. */
			return self::refused( sprintf( __( 'The host name %s could not be resolved.', 'userfeedback' ), $target->host ) );
		}
		foreach ( $addresses as $ip ) {
			$refused_by = AddressRules::refused_by( $ip );
			if ( null === $refused_by || ( Reach::AlsoOwnNetwork === $this->reach && AddressRules::is_own_network( $ip ) ) ) {
				continue;
			}
			// phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, as wp_http_validate_url() applies it: how a site allows its own hosts.
			if ( (bool) apply_filters( 'http_request_host_is_external', false, $target->host, $url ) ) {
				break;
			}
			return self::refused( $this->private_message( $target, $ip, $refused_by ) );
		}
		return $target->with_addresses( $addresses );
	}

	/**
	 * A host's valid addresses, each once.
	 *
	 * @param string $host Host name.
	 * @return list<string>
	 */
	private function addresses( string $host ): array {
		$valid = array();
		foreach ( ( $this->resolve )( $host ) as $ip ) {
			if ( is_string( $ip ) && false !== filter_var( $ip, FILTER_VALIDATE_IP ) ) {
				$valid[] = $ip;
			}
		}
		return array_values( array_unique( $valid ) );
	}

	/**
	 * Why an address is refused, in words.
	 *
	 * @param Target $target     The target.
	 * @param string $ip         The refused address.
	 * @param string $refused_by The block it is in.
	 * @return string
	 */
	private function private_message( Target $target, string $ip, string $refused_by ): string {
		$unless = Reach::AlsoOwnNetwork === $this->reach
			? __( 'Only public addresses, this server and private networks are allowed unless the site allows this host (the http_request_host_is_external filter).', 'userfeedback' )
			: __( 'Only public addresses are allowed unless the site allows this host (the http_request_host_is_external filter).', 'userfeedback' );
		if ( $target->literal ) {
			/* translators: 1: IP address, 2: address block, 3: what is allowed instead. */
			return sprintf( __( 'This address points to a private or reserved network (%1$s is in %2$s). %3$s', 'userfeedback' ), $ip, $refused_by, $unless );
		}
		/* translators: 1: host name, 2: IP address, 3: address block, 4: what is allowed instead. */
		return sprintf( __( '%1$s points to a private or reserved network (%2$s is in %3$s). %4$s', 'userfeedback' ), $target->host, $ip, $refused_by, $unless );
	}

	/**
	 * A refusal.
	 *
	 * @param string $message Why, for people.
	 * @return \WP_Error
	 */
	private static function refused( string $message ): \WP_Error {
		return new \WP_Error( self::REFUSED, $message, array( 'status' => 400 ) );
	}
}
