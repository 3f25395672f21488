<?php
/**
 * A survey's own page: its address, what visitors and editors get there.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Frontend;

use UserFeedback\Frontend\Shortcode;
use UserFeedback\Frontend\SurveyPage;
use UserFeedback\Frontend\SurveyPageUrl;
use UserFeedback\Surveys\SurveyRepository;

/**
 * The page is off until the owner turns it on; then a live survey is placed alone on it as the
 * shortcode places it; visitors of any other survey get "This survey is not available." (404),
 * its editors a preview that stores nothing; trashed surveys have no page.
 */
final class SurveyPageTest extends FrontendTestCase {

	protected function tearDown(): void {
		set_query_var( SurveyPageUrl::QUERY_VAR, '' );
		remove_all_filters( 'userfeedback_page_surveys' );
		remove_all_filters( 'document_title_parts' );
		remove_all_filters( 'wp_robots' );
		remove_all_actions( 'wp_head' );
		update_option( 'permalink_structure', '/%postname%/' );
		parent::tearDown();
	}

	public function test_the_address_with_and_without_pretty_permalinks_and_only_when_the_page_is_on(): void {
		$id = $this->create_survey( array( 'title' => 'Team lunch: where?' ) );
		$this->act_as( 'administrator' );
		$off = $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}" )->get_data();
		$this->assertArrayHasKey( 'share_url', $off );
		$this->assertNull( $off['share_url'], 'off by default' );

		update_option( 'permalink_structure', '/%postname%/' );
		$this->turn_on( $id );
		$this->assertSame( home_url( "/feedback/team-lunch-where-{$id}/" ), $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}" )->get_data()['share_url'] );
		update_option( 'permalink_structure', '' );
		$this->assertSame( home_url( "/?userfeedback_survey={$id}" ), $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}" )->get_data()['share_url'] );

		// The rule reads the id at the end, whatever the title became since.
		foreach ( array( "feedback/team-lunch-where-{$id}/", "feedback/renamed-{$id}", "feedback/{$id}/" ) as $path ) {
			$this->assertSame( 1, preg_match( '#' . SurveyPageUrl::RULE . '#', $path, $match ), $path );
			$this->assertSame( (string) $id, $match[1] ?? '' );
		}
		$this->assertSame( 0, preg_match( '#' . SurveyPageUrl::RULE . '#', 'feedback/team-lunch/' ) );
	}

	public function test_a_survey_stored_before_these_settings_reads_with_their_defaults(): void {
		$id = $this->create_survey();
		global $wpdb;
		$table    = userfeedback()->tables()->surveys();
		$settings = json_decode( (string) $wpdb->get_var( $wpdb->prepare( "SELECT settings FROM `{$table}` WHERE id = %d", $id ) ), true ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the stored row, on purpose.
		unset( $settings['page'], $settings['hidden_fields'], $settings['behavior']['once_per'], $settings['behavior']['show_results'] );
		$wpdb->update( $table, array( 'settings' => wp_json_encode( $settings ) ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the stored row, on purpose.
		wp_cache_flush();
		$this->act_as( 'administrator' );

		$read = $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}" )->get_data()['settings'];

		$this->assertSame(
			array(
				'enabled' => false,
				'layout'  => 'theme',
			),
			$read['page']
		);
		$this->assertSame( array(), $read['hidden_fields'] );
		$this->assertSame( 'none', $read['behavior']['once_per'] );
		$this->assertFalse( $read['behavior']['show_results'] );
		$this->assertSame( 'immediate', $read['behavior']['timing'], 'what is stored is kept' );
	}

	public function test_a_live_survey_with_its_page_on_is_placed_alone_with_its_title_and_noindex(): void {
		$id = $this->create_survey( array( 'title' => 'Team lunch' ) );
		$this->turn_on( $id );
		$page = $this->visit( $id );

		$view = $page['page']->view();
		$this->assertSame( 'Team lunch', $view['title'] );
		$this->assertSame( '', $view['notice'] );
		$this->assertSame( '<div class="userfeedback-inline" data-survey-id="' . $id . '"></div>', $view['html'] );
		$this->assertSame( array( $id ), $page['shortcode']->placed_ids() );
		$this->assertArrayNotHasKey( 'preview', $page['shortcode']->placed()[0] );
		$this->assertSame( array(), apply_filters( 'userfeedback_page_surveys', array( array( 'id' => 99 ) ) ), 'no floating survey' );
		$this->assertSame( 'Team lunch', apply_filters( 'document_title_parts', array( 'title' => 'Page' ) )['title'] );
		$this->assertTrue( apply_filters( 'wp_robots', array() )['noindex'] );
		ob_start();
		do_action( 'wp_head' );
		$head = (string) ob_get_clean();
		$this->assertStringContainsString( '<meta property="og:title" content="Team lunch" />', $head );
		$this->assertStringContainsString( '<meta property="og:description" content="Happy?" />', $head );
	}

	public function test_visitors_of_a_survey_they_cannot_answer_are_told_so_and_editors_get_a_preview(): void {
		$off = $this->create_survey();
		$this->assert_not_available( $this->visit( $off ) );

		$draft = $this->create_survey( array( 'status' => 'draft' ) );
		$this->turn_on( $draft );
		$this->assert_not_available( $this->visit( $draft ) );
		$this->assert_not_available( $this->visit( 999999 ) );

		$this->act_as( 'administrator' );
		$preview = $this->visit( $draft );
		$this->assertStringStartsWith( 'Preview: visitors cannot answer this survey now', $preview['page']->view()['notice'] );
		$this->assertTrue( $preview['shortcode']->placed()[0]['preview'] );
		$this->assertStringStartsWith( 'Preview: this survey’s page is off', $this->visit( $off )['page']->view()['notice'] );

		global $wpdb;
		$wpdb->update( userfeedback()->tables()->surveys(), array( 'status' => 'trash' ), array( 'id' => $draft ) );
		wp_cache_flush();
		$this->assert_not_available( $this->visit( $draft ), 'a trashed survey has no page, even for editors' );
	}

	/**
	 * Turns the survey's page on, as the admin.
	 *
	 * @param int $id The survey.
	 * @return void
	 */
	private function turn_on( int $id ): void {
		$user = get_current_user_id();
		$this->act_as( 'administrator' );
		$survey = $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}", array( 'context' => 'edit' ) )->get_data();
		$saved  = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array_merge(
				array_intersect_key( $survey, array_flip( array( 'id', 'title', 'type', 'template', 'status', 'publish_at', 'questions', 'notifications', 'language', 'translations' ) ) ),
				array( 'settings' => array_merge( $survey['settings'], array( 'page' => array( 'enabled' => true ) ) ) )
			)
		);
		$this->assertContains( $saved->get_status(), array( 200, 201 ), (string) wp_json_encode( $saved->get_data() ) );
		wp_set_current_user( $user );
	}

	/**
	 * A request for the survey's page, decided as WordPress would before choosing the template.
	 *
	 * @param int $id The survey.
	 * @return array{page: SurveyPage, shortcode: Shortcode}
	 */
	private function visit( int $id ): array {
		global $wpdb;
		wp_cache_flush();
		$eligibility = $this->eligibility();
		$shortcode   = new Shortcode( $eligibility );
		$page        = new SurveyPage( new SurveyRepository( $wpdb, userfeedback()->tables() ), $eligibility, $shortcode );
		set_query_var( SurveyPageUrl::QUERY_VAR, (string) $id );
		$page->decide();
		return array(
			'page'      => $page,
			'shortcode' => $shortcode,
		);
	}

	/**
	 * The visitor's refusal: the message, nothing placed.
	 *
	 * @param array{page: SurveyPage, shortcode: Shortcode} $visit   The request.
	 * @param string                                        $message What the case is.
	 * @return void
	 */
	private function assert_not_available( array $visit, string $message = '' ): void {
		$view = $visit['page']->view();
		$this->assertSame( 'This survey is not available.', $view['notice'], $message );
		$this->assertSame( '', $view['title'], $message );
		$this->assertSame( array(), $visit['shortcode']->placed(), $message );
	}
}
