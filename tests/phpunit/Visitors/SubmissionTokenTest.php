<?php
/**
 * The anti-spam token of the public widget.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Visitors;

use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

/**
 * Validity window driven by an injected clock, and refusal of anything not issued for the survey.
 */
final class SubmissionTokenTest extends TestCase {

	private const SECRET = 'test-secret';

	/**
	 * The time the fake clock returns.
	 *
	 * @var int
	 */
	private int $now = 0;

	/**
	 * A token service reading the fake clock.
	 *
	 * @param string $secret Site secret.
	 * @return SubmissionToken
	 */
	private function tokens( string $secret = self::SECRET ): SubmissionToken {
		return new SubmissionToken( $secret, fn(): int => $this->now );
	}

	public function test_issued_token_has_the_documented_format(): void {
		$this->now = 1_800_000_000;
		$day       = intdiv( $this->now, 86400 );
		$key       = hash_hmac( 'sha256', 'day|' . $day, self::SECRET );
		$this->assertSame(
			$day . '.' . hash_hmac( 'sha256', 'userfeedback|7|' . $day, $key ),
			$this->tokens()->issue( 7 )
		);
	}

	public function test_accepted_47_hours_later_and_refused_73_hours_later_whatever_the_time_of_day(): void {
		$midnight = 20_000 * 86400;
		foreach ( array( 0, 1, 3600, 43_200, 86_399 ) as $offset ) {
			$this->now = $midnight + $offset;
			$token     = $this->tokens()->issue( 5 );
			$this->assertTrue( $this->tokens()->verify( 5, $token ), "now +{$offset}" );

			$this->now = $midnight + $offset + 47 * 3600;
			$this->assertTrue( $this->tokens()->verify( 5, $token ), "47h +{$offset}" );

			$this->now = $midnight + $offset + 73 * 3600;
			$this->assertFalse( $this->tokens()->verify( 5, $token ), "73h +{$offset}" );
		}
	}

	public function test_token_from_the_future_is_refused(): void {
		$this->now = 20_000 * 86400 + 100;
		$token     = $this->tokens()->issue( 5 );
		$this->now = 20_000 * 86400 - 100;
		$this->assertFalse( $this->tokens()->verify( 5, $token ) );
	}

	public function test_other_survey_other_secret_and_tampering_are_refused(): void {
		$this->now = 1_800_000_000;
		$token     = $this->tokens()->issue( 5 );
		$this->assertFalse( $this->tokens()->verify( 6, $token ) );
		$this->assertFalse( $this->tokens( 'other-secret' )->verify( 5, $token ) );

		$last     = substr( $token, -1 );
		$tampered = substr( $token, 0, -1 ) . ( '0' === $last ? '1' : '0' );
		$this->assertFalse( $this->tokens()->verify( 5, $tampered ) );
		$this->assertFalse( $this->tokens()->verify( 5, strtoupper( $token ) ) );
		$this->assertFalse( $this->tokens()->verify( 5, $token . ' ' ) );

		// A valid hmac moved to another (still accepted) day must not pass either.
		$parts = explode( '.', $token );
		$this->assertFalse( $this->tokens()->verify( 5, ( (int) $parts[0] - 1 ) . '.' . $parts[1] ) );
	}

	public function test_garbage_is_refused(): void {
		$this->now = 1_800_000_000;
		$tokens    = $this->tokens();
		foreach ( array( '', '.', 'abc', '123', '99999999999999999999.x', '-1.' . str_repeat( 'a', 64 ), '1.' . str_repeat( 'a', 64 ), str_repeat( '1', 81 ) ) as $garbage ) {
			$this->assertFalse( $tokens->verify( 5, $garbage ), $garbage );
		}
	}

	public function test_tokens_longer_than_80_characters_are_refused(): void {
		$this->now = 1_800_000_000;
		$token     = $this->tokens()->issue( 5 );
		$this->assertLessThanOrEqual( 80, strlen( $token ) );
		$this->assertFalse( $this->tokens()->verify( 5, str_pad( $token, 81, '0', STR_PAD_LEFT ) ) );
	}

	public function test_default_clock_is_the_current_time(): void {
		$tokens = new SubmissionToken( self::SECRET );
		$this->assertTrue( $tokens->verify( 3, $tokens->issue( 3 ) ) );
		$this->assertStringStartsWith( intdiv( time(), 86400 ) . '.', $tokens->issue( 3 ) );
	}

	public function test_a_lazy_secret_is_read_once_and_gives_the_same_tokens(): void {
		$reads = 0;
		$lazy  = new SubmissionToken(
			static function () use ( &$reads ): string {
				++$reads;
				return self::SECRET;
			}
		);
		$this->assertSame( 0, $reads, 'nothing read until a token is needed' );
		$token = $lazy->issue( 7 );
		$this->assertSame( ( new SubmissionToken( self::SECRET ) )->issue( 7 ), $token );
		$this->assertTrue( $lazy->verify( 7, $token ) );
		$this->assertSame( 1, $reads );
	}
}
