<?php
/**
 * Work claims: take, renew, release, takeover of a lapsed claim, fences and guard rows.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Database;

use UserFeedback\Database\Claim;
use UserFeedback\Database\Transaction;
use UserFeedback\Database\WorkClaims;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.DB -- the test reads and ages the claims table directly, on purpose.

/**
 * Claims belong to their holder's token, not to a connection, so two WorkClaims objects on the
 * test's one connection are two processes here (ParallelClaimsTest races real ones).
 */
final class WorkClaimsTest extends TestCase {

	private function claims(): WorkClaims {
		global $wpdb;
		return new WorkClaims( $wpdb, userfeedback()->tables() );
	}

	/**
	 * A claim's row, or null.
	 *
	 * @param string $name Claim name.
	 * @return array<string, mixed>|null
	 */
	private function row( string $name ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM `' . userfeedback()->tables()->claims() . '` WHERE name = %s', $name ), ARRAY_A );
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Lets a claim lapse: its expiry a minute ago.
	 *
	 * @param string $name Claim name.
	 * @return void
	 */
	private function lapse( string $name ): void {
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->claims(), array( 'expires_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ), array( 'name' => $name ) );
	}

	public function test_a_free_claim_is_taken_once_and_held_until_released(): void {
		$first = $this->claims()->take( 'drain', 60 );

		$this->assertInstanceOf( Claim::class, $first );
		$this->assertSame( 1, $first->fence );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $first->token );
		$row = (array) $this->row( 'drain' );
		$this->assertSame( $first->token, $row['token'] );
		$this->assertEqualsWithDelta( time() + 60, strtotime( $row['expires_at'] . ' UTC' ), 2 );
		$this->assertNull( $this->claims()->take( 'drain', 60 ), 'held: no one else takes it' );
		$this->assertInstanceOf( Claim::class, $this->claims()->take( 'insights', 60 ), 'another name is another claim' );

		$this->assertTrue( $this->claims()->release( $first ) );
		$this->assertNull( $this->row( 'drain' ) );
		$this->assertFalse( $this->claims()->release( $first ), 'released once' );
		$again = $this->claims()->take( 'drain', 60 );
		$this->assertInstanceOf( Claim::class, $again );
		$this->assertNotSame( $first->token, $again->token );
	}

	public function test_renewing_moves_the_expiry_and_counts_even_within_one_second(): void {
		$claim = $this->claims()->take( 'drain', 5 );
		$this->assertInstanceOf( Claim::class, $claim );

		// The same expiry twice in one second must still read as held: the row really changes.
		$this->assertTrue( $this->claims()->renew( $claim, 300 ) );
		$this->assertTrue( $this->claims()->renew( $claim, 300 ) );
		$this->assertTrue( $this->claims()->still_holds( $claim, 300 ) );

		$row = (array) $this->row( 'drain' );
		$this->assertEqualsWithDelta( time() + 300, strtotime( $row['expires_at'] . ' UTC' ), 2 );
		$this->assertSame( '3', (string) $row['renewals'] );
		$forged = new Claim( 'drain', str_repeat( 'e', 32 ), 1, 0 );
		$this->assertFalse( $this->claims()->renew( $forged, 300 ), 'only the holder renews' );
		$this->assertFalse( $this->claims()->release( $forged ), 'only the holder releases' );
		$this->assertNotNull( $this->row( 'drain' ) );
	}

	public function test_a_lapsed_claim_is_taken_over_with_the_next_fence_and_its_old_holder_no_longer_holds_it(): void {
		$old = $this->claims()->take( 'legacy_import', 60 );
		$this->assertInstanceOf( Claim::class, $old );
		$this->assertNull( $this->claims()->take( 'legacy_import', 60 ), 'not lapsed yet' );
		$this->lapse( 'legacy_import' );

		$new = $this->claims()->take( 'legacy_import', 60 );

		$this->assertInstanceOf( Claim::class, $new );
		$this->assertSame( 2, $new->fence, 'each takeover bumps the fence' );
		$this->assertFalse( $this->claims()->still_holds( $old, 60 ), 'the old holder must stop' );
		$this->assertFalse( $this->claims()->renew( $old, 60 ) );
		$this->assertFalse( $this->claims()->release( $old ), 'nor can it let its successor\'s claim go' );
		$this->assertSame( $new->token, ( (array) $this->row( 'legacy_import' ) )['token'] );
		$this->assertNull( $this->claims()->take( 'legacy_import', 60 ) );

		$this->lapse( 'legacy_import' );
		$third = $this->claims()->take( 'legacy_import', 60 );
		$this->assertInstanceOf( Claim::class, $third );
		$this->assertSame( 3, $third->fence );
	}

	public function test_work_that_checks_its_claim_in_its_transaction_rolls_back_after_a_takeover(): void {
		global $wpdb;
		$old = $this->claims()->take( 'insights', 60 );
		$this->assertInstanceOf( Claim::class, $old );
		$this->lapse( 'insights' );
		$this->assertInstanceOf( Claim::class, $this->claims()->take( 'insights', 60 ) );

		$wrote = Transaction::run(
			$wpdb,
			'test_claim_work',
			function () use ( $old ): bool {
				update_option( 'userfeedback_test_claim_work', 'written', false );
				return $this->claims()->still_holds( $old, 60 );
			},
			static fn( bool $held ): bool => $held,
			false
		);

		$this->assertFalse( $wrote );
		wp_cache_delete( 'userfeedback_test_claim_work', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'userfeedback_test_claim_work' ) ), 'the work rolled back' );
	}

	public function test_guard_rows_count_their_writes_and_are_never_taken(): void {
		$this->assertTrue( $this->claims()->guard( 'webhooks_add' ) );
		$this->assertTrue( $this->claims()->guard( 'webhooks_add' ) );

		$row = (array) $this->row( 'guard:webhooks_add' );
		$this->assertSame( '2', (string) $row['fence'] );
		$this->assertSame( '', $row['token'] );
		$this->assertNull( $this->claims()->take( 'guard:webhooks_add', 60 ), 'a guard is nobody\'s claim' );
		$this->assertNull( $this->claims()->take( '', 60 ) );
		$this->assertNull( $this->claims()->take( str_repeat( 'n', WorkClaims::MAX_NAME + 1 ), 60 ), 'longer than the column' );
	}

	public function test_the_claims_table_is_innodb_keyed_on_the_name(): void {
		global $wpdb;
		$table = userfeedback()->tables()->claims();
		$this->assertSame( 'InnoDB', $wpdb->get_var( $wpdb->prepare( 'SELECT ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s', $table ) ) );
		$this->assertSame( array( 'name' ), $wpdb->get_col( $wpdb->prepare( "SELECT COLUMN_NAME FROM information_schema.STATISTICS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = %s AND INDEX_NAME = 'PRIMARY'", $table ) ) );
		$this->assertSame( array( 'name', 'token', 'fence', 'renewals', 'claimed_at', 'expires_at' ), $wpdb->get_col( "SHOW COLUMNS FROM `{$table}`" ) );
	}
}
