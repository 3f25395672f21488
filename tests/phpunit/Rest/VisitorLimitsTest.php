<?php
/**
 * What one visitor can ask of the public routes: impressions and responses per address.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Rest\PublicSurveysController;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;
use UserFeedback\Visitors\VisitorLimits;

// phpcs:disable WordPress.DB -- tests read our own tables directly to check what was stored.

/**
 * A script cannot inflate a survey's impressions (and so deflate its completion rate): a browser
 * counts once an hour per survey, an address IMPRESSIONS_PER_ADDRESS times; and an IPv6 client
 * cannot escape the response limit by changing addresses inside its /64.
 */
final class VisitorLimitsTest extends TestCase {

	private int $survey_id;

	/**
	 * $_SERVER and $_COOKIE before the test.
	 *
	 * @var array{0: array<string, mixed>, 1: array<string, mixed>}
	 */
	private array $globals;

	protected function setUp(): void {
		parent::setUp();
		$this->globals = array( $_SERVER, $_COOKIE );
		$this->act_as( 'administrator' );
		$created = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'        => null,
				'title'     => 'Limits',
				'status'    => 'publish',
				'questions' => array(
					array(
						'id'    => 'why',
						'type'  => 'long-text',
						'title' => 'Why?',
					),
				),
			)
		);
		$this->assertSame( 201, $created->get_status() );
		$this->survey_id = (int) $created->get_data()['id'];
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.80';
	}

	protected function tearDown(): void {
		list( $_SERVER, $_COOKIE ) = $this->globals;
		parent::tearDown();
	}

	public function test_a_browser_counts_one_impression_an_hour_per_survey(): void {
		$first = $this->impression();
		$this->assertTrue( $first->get_data()['counted'] );
		$header = (string) ( $first->get_headers()['Set-Cookie'] ?? '' );
		$this->assertSame( PublicSurveysController::SEEN_COOKIE . $this->survey_id . '=1; Max-Age=3600; Path=/; HttpOnly; SameSite=Lax', $header );

		$_COOKIE[ PublicSurveysController::SEEN_COOKIE . $this->survey_id ] = '1';
		$again = $this->impression();
		$this->assertSame( 200, $again->get_status() );
		$this->assertFalse( $again->get_data()['counted'] );
		$this->assertSame( 1, $this->impressions() );
	}

	public function test_an_address_without_cookies_counts_at_most_its_hourly_impressions(): void {
		if ( time() % HOUR_IN_SECONDS > HOUR_IN_SECONDS - 20 ) {
			sleep( 21 ); // The limit counts per clock hour: not across its edge.
		}
		$counted = 0;
		for ( $i = 0; $i < VisitorLimits::IMPRESSIONS_PER_ADDRESS + 10; $i++ ) {
			$response = $this->impression();
			$this->assertSame( 200, $response->get_status() );
			$counted += $response->get_data()['counted'] ? 1 : 0;
		}
		$this->assertSame( VisitorLimits::IMPRESSIONS_PER_ADDRESS, $counted );
		$this->assertSame( VisitorLimits::IMPRESSIONS_PER_ADDRESS, $this->impressions() );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.3';
		$this->assertTrue( $this->impression()->get_data()['counted'], 'another address counts' );
	}

	public function test_an_ipv6_client_is_limited_by_its_64_not_by_each_address(): void {
		if ( time() % VisitorLimits::RESPONSES_WINDOW > VisitorLimits::RESPONSES_WINDOW - 20 ) {
			sleep( 21 );
		}
		$statuses = array();
		for ( $i = 1; $i <= VisitorLimits::RESPONSES_PER_ADDRESS + 1; $i++ ) {
			$_SERVER['REMOTE_ADDR'] = sprintf( '2001:db8:1:2:%x::%x', $i, $i );
			$statuses[]             = $this->respond()->get_status();
		}
		$this->assertSame( array_fill( 0, VisitorLimits::RESPONSES_PER_ADDRESS, 201 ), array_slice( $statuses, 0, VisitorLimits::RESPONSES_PER_ADDRESS ) );
		$this->assertSame( 429, $statuses[ VisitorLimits::RESPONSES_PER_ADDRESS ] );

		$_SERVER['REMOTE_ADDR'] = '2001:db8:1:3::1';
		$this->assertSame( 201, $this->respond()->get_status(), 'the next /64 is another client' );
	}

	/**
	 * One impression.
	 *
	 * @return \WP_REST_Response
	 */
	private function impression(): \WP_REST_Response {
		return $this->rest( 'POST', "/userfeedback/v1/surveys/{$this->survey_id}/impression", array( 'nonce' => $this->token() ) );
	}

	/**
	 * One response.
	 *
	 * @return \WP_REST_Response
	 */
	private function respond(): \WP_REST_Response {
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array(
				'nonce'   => $this->token(),
				'answers' => array(
					array(
						'question_id' => 'why',
						'value'       => 'Because',
					),
				),
			)
		);
	}

	/**
	 * The page's token.
	 *
	 * @return string
	 */
	private function token(): string {
		return ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id );
	}

	/**
	 * Today's counted impressions.
	 *
	 * @return int
	 */
	private function impressions(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT SUM(count) FROM `' . userfeedback()->tables()->impressions() . '` WHERE survey_id = %d', $this->survey_id ) );
	}
}
