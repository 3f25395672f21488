<?php
/**
 * The address rules of outgoing requests, and the pinned request.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Http;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Http\AddressRules;
use UserFeedback\Http\PublicTarget;
use UserFeedback\Http\Reach;
use UserFeedback\Http\Target;
use UserFeedback\Tests\LocalServer;
use UserFeedback\Tests\TestCase;

// The receiver's log is read directly.
// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * Every special-purpose block of the IPv4 and IPv6 registries is refused and public addresses
 * pass; odd ways of writing an address are refused, not interpreted; a host name passes only when
 * every address it resolves to does (resolution injected: the test machine has no DNS); a request
 * is pinned to the address checked (a name no resolver knows reaches the loopback receiver).
 */
final class PublicTargetTest extends TestCase {

	/**
	 * Filters added by a test, removed after it.
	 *
	 * @var array<int, array{0: string, 1: callable}>
	 */
	private array $filters = array();

	protected function setUp(): void {
		parent::setUp();
		// WordPress counts the site's own host as external, and the test site is http://127.0.0.1:8913.
		remove_filter( 'http_request_host_is_external', 'allowed_http_request_hosts', 10 );
	}

	protected function tearDown(): void {
		add_filter( 'http_request_host_is_external', 'allowed_http_request_hosts', 10, 2 );
		foreach ( $this->filters as list( $hook, $callback ) ) {
			remove_filter( $hook, $callback, 10 );
		}
		$this->filters = array();
		parent::tearDown();
	}

	/**
	 * Addresses that no request may reach, with the block that says so.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function refused_addresses(): array {
		return array(
			'this network'             => array( '0.0.0.0', '0.0.0.0/8' ),
			'this network, high'       => array( '0.255.255.255', '0.0.0.0/8' ),
			'private 10'               => array( '10.0.0.1', '10.0.0.0/8' ),
			'shared (CGNAT) low'       => array( '100.64.0.1', '100.64.0.0/10' ),
			'shared (CGNAT) high'      => array( '100.127.255.254', '100.64.0.0/10' ),
			'loopback'                 => array( '127.0.0.1', '127.0.0.0/8' ),
			'loopback, high'           => array( '127.255.255.254', '127.0.0.0/8' ),
			'cloud metadata'           => array( '169.254.169.254', '169.254.0.0/16' ),
			'private 172.16'           => array( '172.16.0.1', '172.16.0.0/12' ),
			'private 172.31'           => array( '172.31.255.255', '172.16.0.0/12' ),
			'protocol assignments'     => array( '192.0.0.8', '192.0.0.0/24' ),
			'TEST-NET-1'               => array( '192.0.2.1', '192.0.2.0/24' ),
			'6to4 relay anycast'       => array( '192.88.99.1', '192.88.99.0/24' ),
			'private 192.168'          => array( '192.168.1.1', '192.168.0.0/16' ),
			'benchmarking'             => array( '198.18.0.1', '198.18.0.0/15' ),
			'benchmarking, high'       => array( '198.19.255.255', '198.18.0.0/15' ),
			'TEST-NET-2'               => array( '198.51.100.7', '198.51.100.0/24' ),
			'TEST-NET-3'               => array( '203.0.113.9', '203.0.113.0/24' ),
			'multicast'                => array( '224.0.0.1', '224.0.0.0/4' ),
			'multicast, high'          => array( '239.255.255.250', '224.0.0.0/4' ),
			'reserved'                 => array( '240.0.0.1', '240.0.0.0/4' ),
			'broadcast'                => array( '255.255.255.255', '240.0.0.0/4' ),
			'v6 unspecified'           => array( '::', '::/128' ),
			'v6 loopback'              => array( '::1', '::1/128' ),
			'v6 IPv4-compatible'       => array( '::7f00:1', '::/96' ),
			'v4-mapped loopback'       => array( '::ffff:127.0.0.1', '127.0.0.0/8 (::ffff:0:0/96)' ),
			'v4-mapped metadata'       => array( '::ffff:a9fe:a9fe', '169.254.0.0/16 (::ffff:0:0/96)' ),
			'v4-mapped private'        => array( '::ffff:10.0.0.1', '10.0.0.0/8 (::ffff:0:0/96)' ),
			'NAT64 of private'         => array( '64:ff9b::a00:1', '10.0.0.0/8 (64:ff9b::/96)' ),
			'NAT64 of metadata'        => array( '64:ff9b::169.254.169.254', '169.254.0.0/16 (64:ff9b::/96)' ),
			'local-use NAT64'          => array( '64:ff9b:1::1', '64:ff9b:1::/48' ),
			'discard-only'             => array( '100::1', '100::/64' ),
			'Teredo'                   => array( '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001::/23' ),
			'benchmarking v6'          => array( '2001:2::1', '2001::/23' ),
			'documentation v6'         => array( '2001:db8::1', '2001:db8::/32' ),
			'documentation v6, new'    => array( '3fff::1', '3fff::/20' ),
			'6to4 of loopback'         => array( '2002:7f00:1::1', '127.0.0.0/8 (2002::/16)' ),
			'6to4 of metadata'         => array( '2002:a9fe:a9fe::1', '169.254.0.0/16 (2002::/16)' ),
			'SRv6'                     => array( '5f00::1', '5f00::/16' ),
			'unique local fc'          => array( 'fc00::1', 'fc00::/7' ),
			'unique local fd'          => array( 'fd00::1', 'fc00::/7' ),
			'link-local v6'            => array( 'fe80::1', 'fe80::/10' ),
			'site-local v6'            => array( 'fec0::1', 'fec0::/10' ),
			'multicast v6'             => array( 'ff02::1', 'ff00::/8' ),
			'unallocated below 2000::' => array( '1000::1', '::/3' ),
			'unallocated above 3fff::' => array( '4000::1', '4000::/2' ),
			'unallocated high'         => array( 'a000::1', '8000::/1' ),
		);
	}

	/**
	 * Public unicast addresses, including the edges of refused blocks.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function public_addresses(): array {
		$addresses = array( '8.8.8.8', '1.1.1.1', '9.255.255.255', '11.0.0.0', '100.63.255.255', '100.128.0.0', '126.255.255.255', '128.0.0.0', '169.253.255.255', '169.255.0.0', '172.15.255.255', '172.32.0.0', '192.0.1.1', '192.88.98.255', '192.167.255.255', '192.169.0.0', '198.17.255.255', '198.20.0.0', '223.255.255.255', '2606:4700:4700::1111', '2001:4860:4860::8888', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1', '2001:200::1' );
		return array_combine( $addresses, array_map( static fn( string $ip ): array => array( $ip ), $addresses ) );
	}

	#[DataProvider( 'refused_addresses' )]
	public function test_special_purpose_addresses_are_refused( string $ip, string $block ): void {
		$this->assertSame( $block, AddressRules::refused_by( $ip ) );
		$url     = str_contains( $ip, ':' ) ? "http://[{$ip}]/hook" : "http://{$ip}/hook";
		$checked = ( new PublicTarget() )->check( $url );
		$this->assertInstanceOf( \WP_Error::class, $checked, $url );
		$this->assertSame( PublicTarget::REFUSED, $checked->get_error_code() );
		$this->assertSame( 400, $checked->get_error_data()['status'] );
		$this->assertStringContainsString( "This address points to a private or reserved network ({$ip} is in {$block})", $checked->get_error_message() );
	}

	#[DataProvider( 'public_addresses' )]
	public function test_public_addresses_pass( string $ip ): void {
		$this->assertNull( AddressRules::refused_by( $ip ) );
		$url     = str_contains( $ip, ':' ) ? "https://[{$ip}]/hook" : "https://{$ip}/hook";
		$checked = ( new PublicTarget() )->check( $url );
		$this->assertInstanceOf( Target::class, $checked, $url );
		$this->assertSame( array( $ip ), $checked->addresses );
		$this->assertSame( $url, $checked->url );
	}

	/**
	 * URLs refused before any address is looked at, with a word of the reason.
	 *
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function refused_urls(): array {
		return array(
			'decimal IPv4'          => array( 'http://2130706433/', 'four numbers' ),
			'hex IPv4'              => array( 'http://0x7f000001/', 'four numbers' ),
			'octal IPv4'            => array( 'http://017700000001/', 'four numbers' ),
			'dotted hex'            => array( 'http://0x7f.0.0.1/', 'four numbers' ),
			'dotted octal'          => array( 'http://0177.0.0.1/', 'four numbers' ),
			'leading zero'          => array( 'http://127.0.0.01/', 'four numbers' ),
			'short form'            => array( 'http://127.1/', 'four numbers' ),
			'out of range'          => array( 'http://256.1.1.1/', 'four numbers' ),
			'public in decimal'     => array( 'http://134744072/', 'four numbers' ),
			'v6 zone'               => array( 'http://[fe80::1%25eth0]/', 'IPv6' ),
			'v6 not an address'     => array( 'http://[::g]/', 'IPv6' ),
			'ftp'                   => array( 'ftp://8.8.8.8/', 'http' ),
			'file'                  => array( 'file:///etc/passwd', 'http' ),
			'gopher'                => array( 'gopher://8.8.8.8:70/', 'http' ),
			'no host'               => array( 'http:///hook', 'http' ),
			'relative'              => array( '/wp-admin/', 'http' ),
			'empty'                 => array( '', 'http' ),
			'user and password'     => array( 'http://user:pass@8.8.8.8/', 'user name or password' ),
			'user only'             => array( 'http://user@8.8.8.8/', 'user name or password' ),
			'parser confusion'      => array( 'http://8.8.8.8\\@127.0.0.1/', 'backslashes' ),
			'space'                 => array( 'http://8.8.8.8 /', 'spaces' ),
			'newline'               => array( "http://8.8.8.8/\nHost: x", 'control characters' ),
			'unsafe port'           => array( 'http://8.8.8.8:22/', 'Port 22' ),
			'port zero'             => array( 'http://8.8.8.8:0/', 'valid port' ),
			'empty label'           => array( 'http://a..b/', 'valid host name' ),
			'non-ASCII host'        => array( 'http://bücher.example/', 'valid host name' ),
			'IPv6 without brackets' => array( 'http://::1/', 'host name' ),
		);
	}

	#[DataProvider( 'refused_urls' )]
	public function test_odd_urls_are_refused_without_resolving( string $url, string $why ): void {
		$asked   = array();
		$checked = ( new PublicTarget( Reach::PublicOnly, $this->resolver( array(), $asked ) ) )->check( $url );
		$this->assertInstanceOf( \WP_Error::class, $checked, $url );
		$this->assertSame( PublicTarget::REFUSED, $checked->get_error_code() );
		$this->assertStringContainsString( $why, $checked->get_error_message(), $url );
		$this->assertSame( array(), $asked, 'nothing resolved' );
	}

	public function test_a_host_passes_only_when_every_address_it_resolves_to_is_public(): void {
		$asked   = array();
		$targets = new PublicTarget(
			Reach::PublicOnly,
			$this->resolver(
				array(
					'public.test'   => array( '93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c' ),
					'mixed.test'    => array( '93.184.215.14', '10.0.0.7' ),
					'mixed-v6.test' => array( '2606:4700::6810:84e5', 'fd12::1' ),
					'metadata.test' => array( '169.254.169.254' ),
					'nothing.test'  => array(),
					'garbage.test'  => array( 'not-an-address', '' ),
					'twice.test'    => array( '8.8.8.8', '8.8.8.8' ),
				),
				$asked
			)
		);

		$public = $targets->check( 'https://Public.TEST./hooks/in?x=1#part' );
		$this->assertInstanceOf( Target::class, $public );
		$this->assertSame( 'https://public.test/hooks/in?x=1', $public->url, 'rebuilt from what was checked' );
		$this->assertSame( array( '93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c' ), $public->addresses );
		$this->assertSame( 'public.test:443:93.184.215.14,2606:2800:21f:cb07:6820:80da:af6b:8b2c', $public->curl_resolve() );
		$this->assertSame( 'public.test:443:93.184.215.14', $public->curl_resolve( false ), 'for curl older than 7.59' );
		$this->assertSame( array( '8.8.8.8' ), $this->target( $targets->check( 'http://twice.test/' ) )->addresses );

		foreach ( array(
			'http://mixed.test/'    => 'mixed.test points to a private or reserved network (10.0.0.7 is in 10.0.0.0/8)',
			'http://mixed-v6.test/' => 'mixed-v6.test points to a private or reserved network (fd12::1 is in fc00::/7)',
			'http://metadata.test/' => 'metadata.test points to a private or reserved network (169.254.169.254 is in 169.254.0.0/16)',
			'http://nothing.test/'  => 'The host name nothing.test could not be resolved.',
			'http://garbage.test/'  => 'The host name garbage.test could not be resolved.',
		) as $url => $message ) {
			$refused = $targets->check( $url );
			$this->assertInstanceOf( \WP_Error::class, $refused, $url );
			$this->assertStringStartsWith( $message, $refused->get_error_message() );
		}
		$this->assertContains( 'public.test', $asked, 'looked up without the trailing dot' );
	}

	public function test_the_system_resolver_finds_localhost_and_it_is_refused(): void {
		$this->assertContains( '127.0.0.1', PublicTarget::dns( 'localhost' ) );
		$refused = ( new PublicTarget() )->check( 'http://localhost/' );
		$this->assertInstanceOf( \WP_Error::class, $refused );
		$this->assertStringContainsString( '127.0.0.1 is in 127.0.0.0/8', $refused->get_error_message() );
		$this->assertSame( array(), PublicTarget::dns( 'no-such-host.invalid' ) );
	}

	public function test_a_site_allows_its_own_hosts_and_ports_with_wordpress_filters(): void {
		$asked   = array();
		$targets = new PublicTarget( Reach::PublicOnly, $this->resolver( array( 'n8n.lan' => array( '10.0.0.5' ) ), $asked ) );
		$this->assertInstanceOf( \WP_Error::class, $targets->check( 'http://n8n.lan:5678/hook' ) );

		$this->filter( 'http_request_host_is_external', static fn( $external, $host ) => 'n8n.lan' === $host ? true : $external );
		$port = $targets->check( 'http://n8n.lan:5678/hook' );
		$this->assertInstanceOf( \WP_Error::class, $port );
		$this->assertStringContainsString( 'Port 5678 is not allowed: requests go only to ports 80, 443, 8080', $port->get_error_message() );

		$this->filter( 'http_allowed_safe_ports', static fn( $ports, $host ) => 'n8n.lan' === $host ? array_merge( $ports, array( 5678 ) ) : $ports );
		$allowed = $targets->check( 'http://n8n.lan:5678/hook' );
		$this->assertInstanceOf( Target::class, $allowed );
		$this->assertSame( 'n8n.lan:5678:10.0.0.5', $allowed->curl_resolve() );
		$this->assertInstanceOf( \WP_Error::class, $targets->check( 'http://10.0.0.5/hook' ), 'only the host the site named' );
	}

	public function test_a_self_hosted_service_may_be_on_this_machine_or_a_private_network_but_not_elsewhere(): void {
		$asked   = array();
		$targets = new PublicTarget(
			Reach::AlsoOwnNetwork,
			$this->resolver(
				array(
					'ollama.lan' => array( '192.168.1.20' ),
					'localhost'  => array( '127.0.0.1', '::1' ),
				),
				$asked
			)
		);
		// Unlike wp_safe_remote_post(): a site that marks loopback as not external still reaches its own model.
		$this->filter( 'http_request_host_is_external', '__return_false' );
		foreach ( array( 'http://127.0.0.1:11434/v1', 'http://localhost:8080/v1', 'http://[::1]:8000/v1', 'http://10.0.0.2/v1', 'http://172.20.0.3:9000/v1', 'http://[fd00::5]/v1', 'http://ollama.lan:11434/v1', 'https://8.8.8.8:8443/v1' ) as $url ) {
			$this->assertInstanceOf( Target::class, $targets->check( $url ), $url );
		}
		foreach ( array( 'http://169.254.169.254/v1', 'http://100.64.0.1/v1', 'http://[fe80::1]/v1', 'http://198.18.0.1/v1', 'http://224.0.0.1/v1', 'http://255.255.255.255/v1', 'http://[::ffff:169.254.169.254]/v1', 'http://0.0.0.0/v1' ) as $url ) {
			$refused = $targets->check( $url );
			$this->assertInstanceOf( \WP_Error::class, $refused, $url );
			$this->assertStringContainsString( 'this server and private networks', $refused->get_error_message() );
		}
	}

	public function test_a_request_is_pinned_to_the_address_checked_and_a_refused_one_never_leaves(): void {
		$receiver = LocalServer::start( 'webhook-receiver.php', 'UF_WEBHOOK_LOG' );
		try {
			// The test site blocks every host but localhost and its own (WP_HTTP_BLOCK_EXTERNAL).
			$url     = "http://localhost:{$receiver->port}/ok";
			$asked   = array();
			$answers = array( 'localhost' => array( '127.0.0.1' ) );
			$this->filter( 'http_request_host_is_external', static fn( $external, $host ) => 'localhost' === $host ? true : $external );
			$this->filter( 'http_allowed_safe_ports', static fn( $ports ) => array_merge( $ports, array( $receiver->port ) ) );
			$sent = 0;
			$this->filter(
				'pre_http_request',
				static function ( $pre ) use ( &$sent ) {
					++$sent;
					return $pre;
				}
			);

			$response = ( new PublicTarget( Reach::PublicOnly, $this->resolver( $answers, $asked ) ) )->request( $url, array( 'method' => 'POST' ) );
			$this->assertIsArray( $response, is_wp_error( $response ) ? $response->get_error_message() : '' );
			$this->assertSame( 200, wp_remote_retrieve_response_code( $response ) );
			$this->assertSame( 'thanks', wp_remote_retrieve_body( $response ) );
			$this->assertFalse( has_action( 'http_api_curl' ), 'the pin is removed after the request' );

			// The system resolver says 127.0.0.1, where the receiver listens; curl goes where the check said.
			$answers['localhost'] = array( '127.0.0.2' );
			$elsewhere            = ( new PublicTarget( Reach::PublicOnly, $this->resolver( $answers, $asked ) ) )->request( $url, array( 'method' => 'POST' ) );
			$this->assertInstanceOf( \WP_Error::class, $elsewhere );
			$this->assertStringStartsWith( 'cURL error 7:', $elsewhere->get_error_message(), 'checked, sent and not connected' );
			$this->assertSame( 2, $sent );

			$refused = ( new PublicTarget() )->request( "http://127.0.0.1:{$receiver->port}/ok", array( 'method' => 'POST' ) );
			$this->assertInstanceOf( \WP_Error::class, $refused );
			$this->assertSame( PublicTarget::REFUSED, $refused->get_error_code() );
			$this->assertSame( 2, $sent, 'a refused URL never reaches the HTTP API' );
			$this->assertCount( 1, array_filter( explode( "\n", (string) file_get_contents( $receiver->log_dir . '/requests.jsonl' ) ) ), 'only the first request arrived' );
		} finally {
			$receiver->stop();
		}
	}

	public function test_the_sites_own_host_counts_as_external_as_in_wordpress(): void {
		add_filter( 'http_request_host_is_external', 'allowed_http_request_hosts', 10, 2 );
		$this->assertInstanceOf( Target::class, ( new PublicTarget() )->check( 'http://127.0.0.1/hook' ), 'the test site is http://127.0.0.1:8913' );
		$this->assertInstanceOf( \WP_Error::class, ( new PublicTarget() )->check( 'http://127.0.0.2/hook' ) );
	}

	public function test_redirects_are_not_followed(): void {
		$seen = array();
		$this->filter(
			'pre_http_request',
			static function ( $pre, $args ) use ( &$seen ) {
				$seen[] = $args;
				return $pre;
			}
		);
		$this->filter( 'pre_http_request', static fn() => new \WP_Error( 'stopped', 'not sent' ) );
		( new PublicTarget() )->request(
			'https://8.8.8.8/',
			array(
				'method'      => 'GET',
				'redirection' => 5,
			)
		);
		$this->assertSame( 0, $seen[0]['redirection'] );
	}

	/**
	 * A resolver answering from a table and noting what it was asked.
	 *
	 * @param array<string, list<string>> $answers Host → addresses.
	 * @param string[]                    $asked   Hosts asked, appended to.
	 * @return \Closure(string): list<string>
	 */
	private function resolver( array $answers, array &$asked ): \Closure {
		return static function ( string $host ) use ( $answers, &$asked ): array {
			$asked[] = $host;
			return $answers[ $host ] ?? array();
		};
	}

	/**
	 * A check that passed.
	 *
	 * @param Target|\WP_Error $checked The check's answer.
	 * @return Target
	 */
	private function target( $checked ): Target {
		$this->assertInstanceOf( Target::class, $checked, is_wp_error( $checked ) ? $checked->get_error_message() : '' );
		return $checked;
	}

	/**
	 * Adds a filter for this test.
	 *
	 * @param string   $hook     Hook.
	 * @param callable $callback Callback.
	 * @return void
	 */
	private function filter( string $hook, callable $callback ): void {
		add_filter( $hook, $callback, 10, 3 );
		$this->filters[] = array( $hook, $callback );
	}
}
