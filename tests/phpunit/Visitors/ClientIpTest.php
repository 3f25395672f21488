<?php
/**
 * The visitor's IP address behind proxies, and how it is stored.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Visitors;

use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\ClientIp;

/**
 * Spoofing without trusted proxies, proxy chains, garbage headers, anonymisation and storage modes.
 */
final class ClientIpTest extends TestCase {

	public function test_remote_addr_is_used_and_forwarded_for_ignored_without_trusted_proxies(): void {
		$ip = new ClientIp( array() );
		$this->assertSame(
			'203.0.113.57',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '203.0.113.57',
					'HTTP_X_FORWARDED_FOR' => '198.51.100.1',
				)
			)
		);
		$this->assertSame( '2001:db8::5', $ip->from_server( array( 'REMOTE_ADDR' => '2001:db8::5' ) ) );
	}

	public function test_forwarded_for_is_ignored_when_remote_addr_is_not_a_trusted_proxy(): void {
		$ip = new ClientIp( array( '10.0.0.1' ) );
		$this->assertSame(
			'203.0.113.57',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '203.0.113.57',
					'HTTP_X_FORWARDED_FOR' => '198.51.100.1',
				)
			)
		);
	}

	public function test_invalid_or_missing_remote_addr_gives_an_empty_string(): void {
		$ip = new ClientIp( array() );
		$this->assertSame( '', $ip->from_server( array() ) );
		$this->assertSame( '', $ip->from_server( array( 'REMOTE_ADDR' => 'not-an-ip' ) ) );
		$this->assertSame( '', $ip->from_server( array( 'REMOTE_ADDR' => array( '1.2.3.4' ) ) ) );
	}

	public function test_client_is_found_behind_a_single_trusted_proxy(): void {
		$ip = new ClientIp( array( '192.0.2.10' ) );
		$this->assertSame(
			'203.0.113.57',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '192.0.2.10',
					'HTTP_X_FORWARDED_FOR' => '203.0.113.57',
				)
			)
		);
	}

	public function test_client_is_found_behind_cidr_ranges_ipv4_and_ipv6(): void {
		$ip = new ClientIp( array( '10.0.0.0/8', '2001:db8:1:2::/64', '172.16.0.0/12' ) );
		$this->assertSame(
			'203.0.113.57',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '10.200.3.4',
					'HTTP_X_FORWARDED_FOR' => '203.0.113.57',
				)
			)
		);
		$this->assertSame(
			'2001:db8:ffff::9',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '2001:db8:1:2:abcd::1',
					'HTTP_X_FORWARDED_FOR' => '2001:db8:ffff::9',
				)
			)
		);
		// 172.32.0.1 is just outside 172.16.0.0/12 (a range not on a byte boundary).
		$this->assertSame(
			'172.32.0.1',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '172.32.0.1',
					'HTTP_X_FORWARDED_FOR' => '203.0.113.57',
				)
			)
		);
		$this->assertSame(
			'203.0.113.57',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '172.31.255.254',
					'HTTP_X_FORWARDED_FOR' => '203.0.113.57',
				)
			)
		);
		// Outside the IPv6 /64.
		$this->assertSame(
			'2001:db8:1:3::1',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '2001:db8:1:3::1',
					'HTTP_X_FORWARDED_FOR' => '2001:db8:ffff::9',
				)
			)
		);
	}

	public function test_chains_skip_trusted_proxies_from_the_right_and_ignore_spoofed_entries(): void {
		$ip = new ClientIp( array( '10.0.0.0/8', '192.0.2.10' ) );
		// The client sent a spoofed header; the CDN (192.0.2.10) and the load balancer appended.
		$this->assertSame(
			'203.0.113.57',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '10.0.0.2',
					'HTTP_X_FORWARDED_FOR' => '1.1.1.1, 8.8.8.8, 203.0.113.57, 192.0.2.10',
				)
			)
		);
		// Every hop is trusted: the left-most trusted hop is all we know, REMOTE_ADDR is the fallback.
		$this->assertSame(
			'10.0.0.2',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '10.0.0.2',
					'HTTP_X_FORWARDED_FOR' => '10.1.1.1, 192.0.2.10',
				)
			)
		);
		// Ports and brackets some proxies add are removed.
		$this->assertSame(
			'2001:db8::7',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '10.0.0.2',
					'HTTP_X_FORWARDED_FOR' => '[2001:db8::7]:443',
				)
			)
		);
		$this->assertSame(
			'203.0.113.57',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '10.0.0.2',
					'HTTP_X_FORWARDED_FOR' => '203.0.113.57:5123',
				)
			)
		);
	}

	public function test_garbage_headers_fall_back_to_remote_addr(): void {
		$ip = new ClientIp( array( '10.0.0.0/8', 'not-a-range', '10.0.0.0/99', 42 ) );
		foreach ( array( '', ' ', ',,,', 'unknown', '<script>', '999.1.1.1', '203.0.113.57, garbage', str_repeat( 'x,', 1000 ) ) as $header ) {
			$this->assertSame(
				'10.0.0.2',
				$ip->from_server(
					array(
						'REMOTE_ADDR'          => '10.0.0.2',
						'HTTP_X_FORWARDED_FOR' => $header,
					)
				),
				$header
			);
		}
		$this->assertSame(
			'10.0.0.2',
			$ip->from_server(
				array(
					'REMOTE_ADDR'          => '10.0.0.2',
					'HTTP_X_FORWARDED_FOR' => array( '203.0.113.57' ),
				)
			)
		);
	}

	public function test_anonymise_zeroes_the_host_part(): void {
		$this->assertSame( '203.0.113.0', ClientIp::anonymise( '203.0.113.57' ) );
		$this->assertSame( '2001:db8:abcd::', ClientIp::anonymise( '2001:db8:abcd:12::1' ) );
		$this->assertSame( '2001:db8:abcd::', ClientIp::anonymise( '2001:0db8:abcd:ffff:ffff:ffff:ffff:ffff' ) );
		$this->assertSame( '203.0.113.0', ClientIp::anonymise( '::ffff:203.0.113.57' ) );
		$this->assertSame( '', ClientIp::anonymise( '' ) );
		$this->assertSame( '', ClientIp::anonymise( 'garbage' ) );
		$this->assertSame( '', ClientIp::anonymise( '1.2.3.4/24' ) );
	}

	public function test_rate_key_groups_ipv6_by_its_64_and_keeps_ipv4_whole(): void {
		$this->assertSame( '203.0.113.57', ClientIp::rate_key( '203.0.113.57' ) );
		$this->assertSame( '203.0.113.57', ClientIp::rate_key( '::ffff:203.0.113.57' ), 'the IPv4 client a mapped address carries' );
		$this->assertSame( '2001:db8:1:2::/64', ClientIp::rate_key( '2001:db8:1:2::1' ) );
		$this->assertSame( '2001:db8:1:2::/64', ClientIp::rate_key( '2001:0db8:0001:0002:ffff:ffff:ffff:ffff' ) );
		$this->assertNotSame( ClientIp::rate_key( '2001:db8:1:2::1' ), ClientIp::rate_key( '2001:db8:1:3::1' ) );
		$this->assertSame( '', ClientIp::rate_key( 'garbage' ) );
	}

	public function test_for_storage_follows_the_mode(): void {
		$this->assertSame( '203.0.113.0', ClientIp::for_storage( '203.0.113.57', 'anonymised' ) );
		$this->assertSame( '203.0.113.0', ClientIp::for_storage( '203.0.113.57' ) );
		$this->assertSame( '203.0.113.0', ClientIp::for_storage( '203.0.113.57', 'unknown-mode' ) );
		$this->assertSame( '203.0.113.57', ClientIp::for_storage( '203.0.113.57', 'full' ) );
		$this->assertSame( '', ClientIp::for_storage( 'garbage', 'full' ) );
		$this->assertSame( '', ClientIp::for_storage( '203.0.113.57', 'none' ) );
	}

	public function test_settings_default_to_anonymised_storage_and_no_trusted_proxies(): void {
		$this->assertSame( 'anonymised', userfeedback()->settings()->get( 'ip_storage' ) );
		$this->assertSame( array(), userfeedback()->settings()->get( 'trusted_proxies' ) );
	}
}
