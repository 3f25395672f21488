<?php
/**
 * Read-only results links: made, opened, narrowed to what the owner ticked, revoked.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\ResultLinks;

use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Links\PersonalLinks;
use UserFeedback\Reporting\ResultsRepository;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\ResultLinks\ResultLinkStore;
use UserFeedback\ResultLinks\SharedResultsPage;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\Frontend\FrontendTestCase;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- the tests age and read the links' rows directly, on purpose.

/**
 * Through the real REST server and the page's own code: people who read results make a link on a
 * licensed Pro site and get its address once; the page shows the overview, the choices' counts
 * and NPS to anyone with the link, open answers and e-mail addresses only when ticked, escaped;
 * a revoked or expired link, a trashed survey or a lapsed licence all read "not available" (404).
 */
final class ResultLinksTest extends FrontendTestCase {

	private int $survey_id = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->survey_id = $this->create_survey(
			array(
				'title'     => 'Lunch & co',
				'questions' => array(
					array(
						'id'     => 'q1',
						'type'   => 'radio-button',
						'title'  => 'Happy?',
						'config' => array( 'options' => array( 'Yes', 'No' ) ),
					),
					array(
						'id'     => 'why',
						'type'   => 'text',
						'title'  => 'Why?',
						'config' => array(),
					),
					array(
						'id'     => 'mail',
						'type'   => 'email',
						'title'  => 'Your e-mail?',
						'config' => array(),
					),
				),
			)
		);
		$this->insert_response( $this->survey_id, gmdate( 'Y-m-d H:i:s', time() - 3600 ), array( array( 'q1', 'Yes' ), array( 'why', 'The <b>soup</b>' ), array( 'mail', 'ada@example.com', 'Ada' ) ) );
		$this->insert_response( $this->survey_id, gmdate( 'Y-m-d H:i:s', time() - 1800 ), array( array( 'q1', 'Yes' ) ) );
		$this->insert_response( $this->survey_id, gmdate( 'Y-m-d H:i:s', time() - 600 ), array( array( 'q1', 'No' ) ) );
	}

	public function test_a_link_is_answered_once_and_its_page_shows_the_overview_and_counts_only(): void {
		$made = $this->make( array( 'label' => 'Board' ) );
		$this->assertSame( 201, $made->get_status(), (string) wp_json_encode( $made->get_data() ) );
		$url = (string) $made->get_data()['url'];
		$this->assertSame( 0, strpos( $url, home_url( '/?userfeedback_results=' ) ) );
		$this->assertSame( 'Board', $made->get_data()['label'] );
		$this->assertFalse( $made->get_data()['open_answers'] );

		$this->act_as( 'editor' );
		$list = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/result-links" )->get_data();
		$this->assertCount( 1, $list );
		$this->assertArrayNotHasKey( 'url', $list[0], 'the address is shown once' );
		global $wpdb;
		$this->assertSame( PersonalLinks::hash( $this->secret( $url ) ), $wpdb->get_var( 'SELECT secret_hash FROM `' . userfeedback()->tables()->result_links() . '`' ) );

		$page = $this->page( $url );
		$this->assertSame( 200, $page['status'] );
		$html = $page['html'];
		$this->assertStringContainsString( '<h1>Lunch &amp; co</h1>', $html, 'escaped' );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( '<meta name="robots" content="noindex, nofollow" />', $html );
		$this->assertMatchesRegularExpression( '#<dt>Responses</dt><dd>3</dd>#', $html );
		$this->assertMatchesRegularExpression( '#<th scope="row">Yes</th><td>2</td><td><span class="uf-shared__bar" style="width:47%"></span> 67%</td>#', $html );
		$this->assertStringNotContainsString( 'soup', $html, 'open answers only when ticked' );
		$this->assertStringNotContainsString( 'ada@example.com', $html, 'personal data only when ticked' );
		$this->assertStringNotContainsString( 'Ada', $html );
	}

	public function test_open_answers_and_personal_data_each_when_ticked(): void {
		$open = $this->page( (string) $this->make( array( 'open_answers' => true ) )->get_data()['url'] )['html'];
		$this->assertStringContainsString( '<li>The &lt;b&gt;soup&lt;/b&gt;</li>', $open );
		$this->assertStringNotContainsString( 'ada@example.com', $open, 'an address is personal data, not an open answer' );

		$personal = $this->page( (string) $this->make( array( 'personal_data' => true ) )->get_data()['url'] )['html'];
		$this->assertStringContainsString( '<li>ada@example.com (Ada)</li>', $personal );
		$this->assertStringNotContainsString( 'soup', $personal );
	}

	public function test_a_revoked_or_expired_link_a_trashed_survey_or_a_lapsed_licence_are_not_available(): void {
		$url     = (string) $this->make()->get_data()['url'];
		$expired = (string) $this->make()->get_data()['url'];
		global $wpdb;
		$wpdb->update( userfeedback()->tables()->result_links(), array( 'expires_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ), array( 'secret_hash' => PersonalLinks::hash( $this->secret( $expired ) ) ) );
		$this->assert_not_available( $this->page( $expired ) );
		$this->assert_not_available( $this->page( home_url( '/?userfeedback_results=' . str_repeat( 'c', 32 ) ) ) );
		$this->assert_not_available( $this->page( home_url( '/?userfeedback_results=nope' ) ) );

		( new LicenseStore() )->clear();
		$this->assert_not_available( $this->page( $url ) );
		( new LicenseStore() )->save( new \UserFeedback\Entitlements\License( 'key', 'elite' ) );
		$this->assertSame( 200, $this->page( $url )['status'] );

		$wpdb->update( userfeedback()->tables()->surveys(), array( 'status' => 'trash' ), array( 'id' => $this->survey_id ) );
		wp_cache_flush();
		$this->assert_not_available( $this->page( $url ) );
		$wpdb->update( userfeedback()->tables()->surveys(), array( 'status' => 'publish' ), array( 'id' => $this->survey_id ) );
		wp_cache_flush();

		$this->act_as( 'administrator' );
		$id = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/result-links" )->get_data()[1]['id'];
		$this->assertSame( 200, $this->rest( 'DELETE', "/userfeedback/v1/surveys/{$this->survey_id}/result-links/{$id}" )->get_status() );
		$this->assertSame( 404, $this->rest( 'DELETE', "/userfeedback/v1/surveys/{$this->survey_id}/result-links/{$id}" )->get_status() );
		$this->assert_not_available( $this->page( $url ) );
	}

	public function test_who_may_make_links_and_bad_requests(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'POST', "/userfeedback/v1/surveys/{$this->survey_id}/result-links" )->get_status() );
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'POST', "/userfeedback/v1/surveys/{$this->survey_id}/result-links" )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/result-links" )->get_status() );
		$this->assertSame( 404, $this->make( array(), 999999 )->get_status() );
		$past = $this->make( array( 'expires_at' => '2020-01-01T00:00:00Z' ) );
		$this->assertSame( 400, $past->get_status() );
		$this->assertSame( 'The link must expire in the future, within five years.', $past->get_data()['data']['params']['expires_at'] );
		$this->assertSame( 400, $this->make( array( 'label' => str_repeat( 'x', 101 ) ) )->get_status() );
		( new LicenseStore() )->clear();
		$this->assertSame( 'userfeedback_upgrade_required', $this->make()->get_data()['code'] );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->result_links() . '`' ) );
	}

	/**
	 * POST surveys/{id}/result-links as the administrator.
	 *
	 * @param array<string, mixed> $params    The body.
	 * @param int|null             $survey_id Another survey.
	 * @return \WP_REST_Response
	 */
	private function make( array $params = array(), ?int $survey_id = null ): \WP_REST_Response {
		$this->act_as( 'administrator' );
		$made = $this->rest( 'POST', '/userfeedback/v1/surveys/' . ( $survey_id ?? $this->survey_id ) . '/result-links', $params );
		wp_set_current_user( 0 );
		return $made;
	}

	/**
	 * The page a link's address opens, as a visitor without an account.
	 *
	 * @param string $url The address.
	 * @return array{status: int, html: string}
	 */
	private function page( string $url ): array {
		global $wpdb;
		wp_set_current_user( 0 );
		wp_cache_flush();
		$tables  = userfeedback()->tables();
		$surveys = new SurveyRepository( $wpdb, $tables );
		$page    = new SharedResultsPage( new ResultLinkStore( $wpdb, $tables ), new ResultsService( new ResultsRepository( $wpdb, $tables ), $surveys, userfeedback()->rollups(), new RollupQueries( $wpdb, $tables ) ), $this->entitlements() );
		return $page->page( $this->secret( $url ) );
	}

	/**
	 * The secret in an address.
	 *
	 * @param string $url The address.
	 * @return string
	 */
	private function secret( string $url ): string {
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$secret = $query[ SharedResultsPage::QUERY_VAR ] ?? '';
		return is_string( $secret ) ? $secret : '';
	}

	/**
	 * The page of a link that opens nothing.
	 *
	 * @param array{status: int, html: string} $page The page.
	 * @return void
	 */
	private function assert_not_available( array $page ): void {
		$this->assertSame( 404, $page['status'] );
		$this->assertStringContainsString( 'These results are not available.', $page['html'] );
		$this->assertStringNotContainsString( 'Happy?', $page['html'] );
	}
}
