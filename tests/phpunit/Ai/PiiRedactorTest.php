<?php
/**
 * Personal data removed before anything leaves the site.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Ai;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Ai\Remote\PiiRedactor;
use UserFeedback\Tests\TestCase;

/**
 * E-mail addresses, IPs, phone numbers and given names become placeholders; dates, times,
 * versions and prices stay.
 */
final class PiiRedactorTest extends TestCase {

	/**
	 * Text, names given, expected text.
	 *
	 * @return array<string, array{string, string[], string}>
	 */
	public static function texts(): array {
		return array(
			'e-mail'             => array( 'Write to ann.lee+shop@mail.example.co.uk now', array(), 'Write to [email] now' ),
			'unicode e-mail'     => array( 'josé@correo.es dijo', array(), '[email] dijo' ),
			'international'      => array( 'Call +44 20 7946 0958, thanks', array(), 'Call [phone], thanks' ),
			'US'                 => array( 'Ring (555) 123-4567 today', array(), 'Ring [phone] today' ),
			'local'              => array( 'Dial 555-1234', array(), 'Dial [phone]' ),
			'IPv4'               => array( 'From 192.168.1.20 and 8.8.8.8.', array(), 'From [ip] and [ip].' ),
			'IPv6'               => array( 'v6 2001:db8::1 or fe80::1ff:fe23:4567:890a here', array(), 'v6 [ip] or [ip] here' ),
			'names'              => array( 'Ann Lee said hi; ann and JO too. John is fine.', array( 'Ann Lee', 'Jo' ), '[name] said hi; [name] and [name] too. John is fine.' ),
			'name inside a word' => array( 'Annual report by Annika', array( 'Ann' ), 'Annual report by Annika' ),
			'accented name'      => array( 'Ñoño wrote this', array( 'Ñoño' ), '[name] wrote this' ),
			'kept'               => array( 'On 2025-03-10 at 12:30:45, version 1.2.3.4.5, price 1,299.00, 10/03/2025', array(), 'On 2025-03-10 at 12:30:45, version 1.2.3.4.5, price 1,299.00, 10/03/2025' ),
		);
	}

	/**
	 * Removes personal data.
	 *
	 * @param string   $text     Text.
	 * @param string[] $names    Names given.
	 * @param string   $expected Expected.
	 */
	#[DataProvider( 'texts' )]
	public function test_personal_data_becomes_placeholders( string $text, array $names, string $expected ): void {
		$redactor = new PiiRedactor();
		$this->assertSame( $expected, $redactor->redact( $text, $redactor->names_pattern( $names ) )['text'] );
	}

	public function test_what_was_removed_is_counted(): void {
		$redactor = new PiiRedactor();
		$result   = $redactor->redact( 'a@b.io, b@c.io, +1 202 555 0143, 10.1.1.1, Bo', $redactor->names_pattern( array( 'Bo' ) ) );
		$this->assertSame(
			array(
				'emails' => 2,
				'ips'    => 1,
				'phones' => 1,
				'names'  => 1,
			),
			$result['removed']
		);
	}

	public function test_malformed_input_is_repaired_not_fatal(): void {
		$redactor = new PiiRedactor();
		$this->assertNull( $redactor->names_pattern( array( '', ' ', 'J' ) ), 'nothing long enough to remove' );
		$result = $redactor->redact( "bad \xff bytes a@b.io", $redactor->names_pattern( array( "Bad\xff" ) ) );
		$this->assertSame( 'bad ? bytes [email]', $result['text'] );
	}
}
