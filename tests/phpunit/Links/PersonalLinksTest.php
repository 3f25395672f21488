<?php
/**
 * Personal single-use links: made, opened, used once, listed and revoked.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Links;

use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Frontend\Shortcode;
use UserFeedback\Frontend\SurveyPage;
use UserFeedback\Frontend\SurveyPageUrl;
use UserFeedback\Links\PersonalLinks;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\Frontend\FrontendTestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared -- the tests read and age the links' rows directly, on purpose.

/**
 * Through the real REST server and the survey page: an owner makes links (a count or a CSV of
 * hidden fields' values) and gets them once as a CSV, only hashes kept; the page opens an unused
 * link with its values, and says so politely when it is used, expired or not valid; the response
 * that brings it uses it up in its transaction and stores the link's values over the browser's;
 * unused links are listed and revoked.
 */
final class PersonalLinksTest extends FrontendTestCase {

	private int $survey_id = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->survey_id        = $this->create_survey(
			array(
				'title'    => 'Customer check-in',
				'settings' => array_merge(
					SurveyDefaults::settings(),
					array(
						'page'          => array(
							'enabled' => true,
							'layout'  => 'theme',
						),
						'hidden_fields' => array(
							array(
								'name'   => 'customer',
								'source' => 'query',
								'key'    => 'c',
							),
							array(
								'name'   => 'plan',
								'source' => 'js',
								'key'    => 'plan',
							),
							array(
								'name'   => 'role',
								'source' => 'user',
								'key'    => 'role',
							),
						),
					)
				),
			)
		);
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
	}

	protected function tearDown(): void {
		set_query_var( SurveyPageUrl::QUERY_VAR, '' );
		remove_all_filters( 'userfeedback_page_surveys' );
		remove_all_filters( 'document_title_parts' );
		remove_all_filters( 'wp_robots' );
		remove_all_actions( 'wp_head' );
		parent::tearDown();
	}

	public function test_links_are_answered_once_as_a_csv_and_only_their_hashes_are_kept(): void {
		$made = $this->make( array( 'count' => 3 ) );
		$this->assertSame( 201, $made->get_status(), (string) wp_json_encode( $made->get_data() ) );
		$this->assertSame( 3, $made->get_data()['created'] );
		$this->assertNull( $made->get_data()['expires_at'] );

		$rows = $this->csv_rows( $made->get_data()['csv'] );
		$this->assertSame( array( 'link' ), $rows[0], 'no value columns for links without values' );
		$this->assertCount( 4, $rows );
		$secrets = array_map( fn( array $row ): string => $this->secret_of( $row[0] ), array_slice( $rows, 1 ) );
		$this->assertCount( 3, array_unique( $secrets ) );
		$this->assertSame( 0, strpos( $rows[1][0], home_url( '/feedback/customer-check-in-' . $this->survey_id . '/?uf_link=' ) ) );

		global $wpdb;
		$stored = $wpdb->get_col( $wpdb->prepare( 'SELECT secret_hash FROM `' . userfeedback()->tables()->links() . '` WHERE survey_id = %d ORDER BY id', $this->survey_id ) );
		$this->assertSame( array_map( array( PersonalLinks::class, 'hash' ), $secrets ), $stored );
		foreach ( $secrets as $secret ) {
			$this->assertNotContains( $secret, $stored );
		}
	}

	public function test_a_csv_gives_each_person_their_values_safe_for_spreadsheets(): void {
		$made = $this->make(
			array(
				'csv'        => "\xEF\xBB\xBFcustomer;plan\r\nC-1;gold\r\n\r\n=HYPERLINK(\"x\");\r\n",
				'expires_at' => gmdate( 'c', time() + DAY_IN_SECONDS ),
			)
		);
		$this->assertSame( 201, $made->get_status(), (string) wp_json_encode( $made->get_data() ) );
		$this->assertSame( 2, $made->get_data()['created'] );
		$this->assertNotNull( $made->get_data()['expires_at'] );
		$this->assertStringStartsWith( "\xEF\xBB\xBF", $made->get_data()['csv'] );
		$rows = $this->csv_rows( $made->get_data()['csv'] );
		$this->assertSame( array( 'link', 'customer', 'plan' ), $rows[0] );
		$this->assertSame( array( 'C-1', 'gold' ), array_slice( $rows[1], 1 ) );
		$this->assertSame( array( "'=HYPERLINK(\"x\")", '' ), array_slice( $rows[2], 1 ), 'a formula is never run' );

		$link = ( new PersonalLinks( $GLOBALS['wpdb'], userfeedback()->tables() ) )->find( $this->survey_id, $this->secret_of( $rows[2][0] ) );
		$this->assertSame( array( 'customer' => '=HYPERLINK("x")' ), $link['fields'] ?? null, 'stored as given' );
	}

	/**
	 * Requests that make nothing, with what they answer.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: int, 2: string}>
	 */
	public static function refused(): array {
		return array(
			'neither'        => array( array(), 400, 'either how many' ),
			'both'           => array(
				array(
					'count' => 2,
					'csv'   => "customer\nA",
				),
				400,
				'not both',
			),
			'too many'       => array( array( 'count' => 1001 ), 400, '' ),
			'unknown column' => array( array( 'csv' => "customer,email\nA,a@example.com" ), 400, 'The column “email” is not one of this survey’s hidden fields (customer, plan).' ),
			'user column'    => array( array( 'csv' => "role\nadministrator" ), 400, 'The column “role” is not one' ),
			'twice'          => array( array( 'csv' => "customer,customer\nA,B" ), 400, 'appears twice' ),
			'long value'     => array( array( 'csv' => "customer\n" . str_repeat( 'x', 201 ) ), 400, 'Line 2: the value of “customer” is longer than 200 characters.' ),
			'extra cells'    => array( array( 'csv' => "customer\nA,B" ), 400, 'Line 2 has more values' ),
			'header only'    => array( array( 'csv' => "customer\n" ), 400, 'has no people' ),
			'not UTF-8'      => array( array( 'csv' => "customer\n\xE9t\xE9" ), 400, 'saved as UTF-8' ),
			'past expiry'    => array(
				array(
					'count'      => 1,
					'expires_at' => '2020-01-01T00:00:00Z',
				),
				400,
				'in the future',
			),
		);
	}

	/**
	 * A bad request is refused with why, and makes no link.
	 *
	 * @param array<string, mixed> $params  The request.
	 * @param int                  $status  Its status.
	 * @param string               $message Part of its message.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'refused' )]
	public function test_a_bad_request_says_why_and_makes_nothing( array $params, int $status, string $message ): void {
		$made = $this->make( $params );
		$this->assertSame( $status, $made->get_status() );
		$this->assertStringContainsString( $message, (string) wp_json_encode( $made->get_data(), JSON_UNESCAPED_UNICODE ) );
		$this->assertSame( 0, $this->link_count() );
	}

	public function test_only_editors_of_surveys_on_a_licensed_pro_site_make_and_see_links(): void {
		$this->assertSame( 401, $this->make( array( 'count' => 1 ), '' )->get_status() );
		$this->assertSame( 403, $this->make( array( 'count' => 1 ), 'subscriber' )->get_status() );
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/links" )->get_status() );
		$this->assertSame( 403, $this->rest( 'DELETE', "/userfeedback/v1/surveys/{$this->survey_id}/links/1" )->get_status() );

		$this->assertSame( 404, $this->make( array( 'count' => 1 ), 'administrator', 999999 )->get_status() );
		( new LicenseStore() )->clear();
		$unlicensed = $this->make( array( 'count' => 1 ) );
		$this->assertSame( 403, $unlicensed->get_status() );
		$this->assertSame( 'userfeedback_upgrade_required', $unlicensed->get_data()['code'] );
		$this->assertSame( 0, $this->link_count() );
	}

	public function test_links_need_the_survey_page_on(): void {
		$off  = $this->create_survey();
		$made = $this->make( array( 'count' => 1 ), 'administrator', $off );
		$this->assertSame( 400, $made->get_status() );
		$this->assertSame( 'Turn on the survey’s page first: personal links open it.', $made->get_data()['message'] );
	}

	public function test_the_page_opens_an_unused_link_with_its_values_and_says_when_it_cannot(): void {
		$rows   = $this->csv_rows( $this->make( array( 'csv' => "customer,plan\nC-7,gold\nC-8,free" ) )->get_data()['csv'] );
		$secret = $this->secret_of( $rows[1][0] );

		$open = $this->visit( $secret );
		$this->assertSame( '', $open['page']->view()['notice'] );
		$placed = $open['shortcode']->placed()[0];
		$this->assertSame( $secret, $placed['link'] );
		$this->assertSame(
			array(
				'customer' => 'C-7',
				'plan'     => 'gold',
			),
			$placed['link_fields']
		);

		$this->assert_refused( $this->visit( str_repeat( 'a', 32 ) ), 'This link is not valid.' );
		$this->assert_refused( $this->visit( 'not-a-secret' ), 'This link is not valid.' );

		$this->age( $this->secret_of( $rows[2][0] ) );
		$this->assert_refused( $this->visit( $this->secret_of( $rows[2][0] ) ), 'This link has expired.' );

		$this->assertSame( 201, $this->respond( $secret )->get_status() );
		$this->assert_refused( $this->visit( $secret ), 'This link has already been used.' );
	}

	public function test_the_response_that_brings_a_link_uses_it_up_and_stores_its_values(): void {
		$rows   = $this->csv_rows( $this->make( array( 'csv' => "customer\nC-42" ) )->get_data()['csv'] );
		$secret = $this->secret_of( $rows[1][0] );
		$key    = wp_generate_uuid4();

		$first = $this->respond(
			$secret,
			array(
				'response_key'   => $key,
				'fields'         => array(
					'customer' => 'someone-else',
					'plan'     => 'gold',
				),
				'page_submitted' => array(
					'url'   => $rows[1][0] . '&utm=x',
					'title' => 'Check-in',
				),
			)
		);
		$this->assertSame( 201, $first->get_status(), (string) wp_json_encode( $first->get_data() ) );
		$id = (int) $first->get_data()['id'];

		global $wpdb;
		$tables = userfeedback()->tables();
		$this->assertSame(
			array(
				'customer' => 'C-42',
				'plan'     => 'gold',
			),
			array_column( (array) $wpdb->get_results( $wpdb->prepare( "SELECT name, value FROM `{$tables->response_fields()}` WHERE response_id = %d ORDER BY name", $id ), ARRAY_A ), 'value', 'name' ),
			'the link\'s value stands over the browser\'s'
		);
		$page_url = (string) $wpdb->get_var( $wpdb->prepare( "SELECT page_url FROM `{$tables->responses()}` WHERE id = %d", $id ) );
		$this->assertStringNotContainsString( $secret, $page_url, 'the secret is no part of the page stored' );
		$this->assertStringContainsString( 'utm=x', $page_url );
		$this->assertSame( (string) $id, $wpdb->get_var( $wpdb->prepare( "SELECT response_id FROM `{$tables->links()}` WHERE secret_hash = %s AND used_at IS NOT NULL", PersonalLinks::hash( $secret ) ) ) );

		$retried = $this->respond( $secret, array( 'response_key' => $key ) );
		$this->assertSame( 200, $retried->get_status(), 'a retried save whose reply was lost' );
		$this->assertSame( $id, $retried->get_data()['id'] );

		$again = $this->respond( $secret, array( 'response_key' => wp_generate_uuid4() ) );
		$this->assertSame( 409, $again->get_status() );
		$this->assertSame( 'userfeedback_link_used', $again->get_data()['code'] );
		$this->assertSame( 'This link has already been used.', $again->get_data()['message'] );

		$this->assertSame( 404, $this->respond( str_repeat( 'b', 32 ) )->get_status() );
		$this->assertSame( 400, $this->respond( 'short' )->get_status(), 'not a secret\'s shape' );
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->responses()}` WHERE survey_id = %d", $this->survey_id ) ) );
	}

	public function test_a_link_opens_only_its_own_survey(): void {
		$rows      = $this->csv_rows( $this->make( array( 'count' => 1 ) )->get_data()['csv'] );
		$secret    = $this->secret_of( $rows[1][0] );
		$other     = $this->create_survey(
			array(
				'settings' => array_merge(
					SurveyDefaults::settings(),
					array(
						'page' => array(
							'enabled' => true,
							'layout'  => 'theme',
						),
					)
				),
			)
		);
		$elsewhere = $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$other}/responses",
			array(
				'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $other ),
				'answers' => array(
					array(
						'question_id' => 'q1',
						'value'       => 'Yes',
					),
				),
				'link'    => $secret,
			)
		);
		$this->assertSame( 404, $elsewhere->get_status() );
		$this->assertSame( 'userfeedback_link_invalid', $elsewhere->get_data()['code'] );
		$this->act_as( 'administrator' );
		$id = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/links" )->get_data()['items'][0]['id'];
		$this->assertSame( 404, $this->rest( 'DELETE', "/userfeedback/v1/surveys/{$other}/links/{$id}" )->get_status(), 'another survey\'s link is not revoked through this one' );
		wp_set_current_user( 0 );
		$this->assertSame( 201, $this->respond( $secret )->get_status(), 'still open for its own survey' );
	}

	public function test_an_expired_link_stores_nothing(): void {
		$rows   = $this->csv_rows( $this->make( array( 'count' => 1 ) )->get_data()['csv'] );
		$secret = $this->secret_of( $rows[1][0] );
		$this->age( $secret );
		$late = $this->respond( $secret );
		$this->assertSame( 410, $late->get_status() );
		$this->assertSame( 'This link has expired.', $late->get_data()['message'] );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $this->survey_id ) ) );
	}

	public function test_unused_links_are_listed_a_page_at_a_time_and_revoked(): void {
		$rows    = $this->csv_rows( $this->make( array( 'count' => 52 ) )->get_data()['csv'] );
		$secrets = array_map( fn( array $row ): string => $this->secret_of( $row[0] ), array_slice( $rows, 1 ) );
		$this->assertSame( 201, $this->respond( $secrets[0] )->get_status() );

		$this->act_as( 'editor' );
		$first = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/links" )->get_data();
		$this->assertCount( 50, $first['items'] );
		$this->assertTrue( $first['more'] );
		$this->assertSame( array(), $first['items'][0]['fields'] );
		$this->assertFalse( $first['items'][0]['expired'] );
		$next = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/links", array( 'after' => end( $first['items'] )['id'] ) )->get_data();
		$this->assertCount( 1, $next['items'], 'the used one is not listed' );
		$this->assertFalse( $next['more'] );

		$last    = $next['items'][0]['id'];
		$revoked = $this->rest( 'DELETE', "/userfeedback/v1/surveys/{$this->survey_id}/links/{$last}" );
		$this->assertSame( 200, $revoked->get_status() );
		$this->assertSame( 404, $this->rest( 'DELETE', "/userfeedback/v1/surveys/{$this->survey_id}/links/{$last}" )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 404, $this->respond( $secrets[51] )->get_status(), 'a revoked link opens nothing' );

		global $wpdb;
		$used = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM `' . userfeedback()->tables()->links() . '` WHERE secret_hash = %s', PersonalLinks::hash( $secrets[0] ) ) );
		$this->act_as( 'editor' );
		$this->assertSame( 404, $this->rest( 'DELETE', "/userfeedback/v1/surveys/{$this->survey_id}/links/{$used}" )->get_status(), 'a used link stays with its response' );
	}

	public function test_deleting_the_survey_for_good_deletes_its_links(): void {
		$this->make( array( 'count' => 2 ) );
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->surveys(), array( 'status' => 'trash' ), array( 'id' => $this->survey_id ) );
		( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->delete_trashed( array( $this->survey_id ) );
		$this->assertSame( 0, $this->link_count() );
	}

	/**
	 * POST surveys/{id}/links as someone.
	 *
	 * @param array<string, mixed> $params    The body.
	 * @param string               $role      Who asks ('' logged out).
	 * @param int|null             $survey_id Another survey.
	 * @return \WP_REST_Response
	 */
	private function make( array $params, string $role = 'administrator', ?int $survey_id = null ): \WP_REST_Response {
		'' === $role ? wp_set_current_user( 0 ) : $this->act_as( $role );
		$made = $this->rest( 'POST', '/userfeedback/v1/surveys/' . ( $survey_id ?? $this->survey_id ) . '/links', $params );
		wp_set_current_user( 0 );
		return $made;
	}

	/**
	 * A visitor's response through a link.
	 *
	 * @param string               $secret The link's secret.
	 * @param array<string, mixed> $more   More of the body.
	 * @return \WP_REST_Response
	 */
	private function respond( string $secret, array $more = array() ): \WP_REST_Response {
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$this->survey_id}/responses",
			array_merge(
				array(
					'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
					'answers' => array(
						array(
							'question_id' => 'q1',
							'value'       => 'Yes',
						),
					),
					'link'    => $secret,
				),
				$more
			)
		);
	}

	/**
	 * The survey page opened with a link, decided as WordPress would before the template.
	 *
	 * @param string $secret The link's secret.
	 * @return array{page: SurveyPage, shortcode: Shortcode}
	 */
	private function visit( string $secret ): array {
		global $wpdb;
		wp_cache_flush();
		$eligibility = $this->eligibility();
		$shortcode   = new Shortcode( $eligibility );
		$page        = new SurveyPage( new SurveyRepository( $wpdb, userfeedback()->tables() ), $eligibility, $shortcode, new PersonalLinks( $wpdb, userfeedback()->tables() ) );
		set_query_var( SurveyPageUrl::QUERY_VAR, (string) $this->survey_id );
		$_GET[ PersonalLinks::PARAM ] = $secret;
		$page->decide();
		unset( $_GET[ PersonalLinks::PARAM ] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test clears the link it set.
		return array(
			'page'      => $page,
			'shortcode' => $shortcode,
		);
	}

	/**
	 * A link the page refuses: its message under the survey's title, nothing placed.
	 *
	 * @param array{page: SurveyPage, shortcode: Shortcode} $visit   The request.
	 * @param string                                        $message What it says.
	 * @return void
	 */
	private function assert_refused( array $visit, string $message ): void {
		$view = $visit['page']->view();
		$this->assertSame( $message, $view['notice'] );
		$this->assertSame( 'Customer check-in', $view['title'] );
		$this->assertSame( array(), $visit['shortcode']->placed() );
	}

	/**
	 * Makes a link expired an hour ago.
	 *
	 * @param string $secret The link's secret.
	 * @return void
	 */
	private function age( string $secret ): void {
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->links(), array( 'expires_at' => gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ) ), array( 'secret_hash' => PersonalLinks::hash( $secret ) ) );
	}

	/**
	 * The secret in a link.
	 *
	 * @param string $link The link.
	 * @return string
	 */
	private function secret_of( string $link ): string {
		parse_str( (string) wp_parse_url( $link, PHP_URL_QUERY ), $query );
		$secret = $query[ PersonalLinks::PARAM ] ?? '';
		return is_string( $secret ) ? $secret : '';
	}

	/**
	 * A CSV's rows, without its byte order mark.
	 *
	 * @param string $csv The text.
	 * @return array<int, array<int, string>>
	 */
	private function csv_rows( string $csv ): array {
		$lines = (array) preg_split( '/\r?\n/', rtrim( (string) preg_replace( '/^\xEF\xBB\xBF/', '', $csv ) ) );
		return array_map( static fn( $line ): array => array_map( 'strval', str_getcsv( (string) $line, ',', '"', '' ) ), $lines );
	}

	/**
	 * The survey's links.
	 *
	 * @return int
	 */
	private function link_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->links() . '`' );
	}
}
