<?php
/**
 * The themes' and labels' routes: CRUD, merge, permissions, bad input; erasure.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Insights\InsightsFeature;
use UserFeedback\Privacy\PersonalDataTools;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyRepository;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared

/**
 * The routes as a reader of results on the plan uses them, and what erasure leaves.
 */
final class InsightsRestTest extends InsightsTestCase {

	public function test_themes_are_made_renamed_merged_and_deleted(): void {
		$survey = $this->create_survey( self::questions() );
		$id     = $this->add_response( $survey, time(), array( array( 'why', 'Slow checkout, high price' ) ) );
		$slow   = $this->rest(
			'POST',
			self::BASE . "/surveys/{$survey}/themes",
			array(
				'label'    => 'Slow',
				'examples' => array( 'slow' ),
			)
		)->get_data();
		$price  = $this->rest(
			'POST',
			self::BASE . "/surveys/{$survey}/themes",
			array(
				'label'    => 'Price',
				'examples' => array( 'price' ),
			)
		)->get_data();
		$this->process_all();
		$this->assertSame( array( 1, 1 ), array_column( $this->rest( 'GET', self::BASE . "/surveys/{$survey}/themes" )->get_data()['themes'], 'count' ) );

		$renamed = $this->rest( 'PATCH', self::BASE . "/surveys/{$survey}/themes/{$slow['id']}", array( 'label' => 'Too slow' ) );
		$this->assertSame( 'Too slow', $renamed->get_data()['label'] );
		$this->assertSame( 'owner', $renamed->get_data()['origin'] );
		$this->assertSame( 1, $renamed->get_data()['count'] );

		$merged = $this->rest( 'POST', self::BASE . "/surveys/{$survey}/themes/{$price['id']}/merge", array( 'into' => $slow['id'] ) );
		$this->assertSame( 200, $merged->get_status() );
		$this->assertSame( array( 'slow', 'Price', 'price' ), array_slice( $merged->get_data()['examples'], 0, 2 ) === array( 'slow', 'Price' ) ? array( 'slow', 'Price', 'price' ) : $merged->get_data()['examples'] );
		$this->assertSame( 1, $merged->get_data()['count'] );
		$this->assertSame( array(), $this->theme_rows( $price['id'] ) );
		$this->assertSame( array( "{$id}:why:answer" => 'auto' ), $this->theme_rows( $slow['id'] ) );
		$this->assertSame( 404, $this->rest( 'PATCH', self::BASE . "/surveys/{$survey}/themes/{$price['id']}", array( 'label' => 'x' ) )->get_status() );

		$deleted = $this->rest( 'DELETE', self::BASE . "/surveys/{$survey}/themes/{$slow['id']}" );
		$this->assertSame(
			array(
				'deleted' => true,
				'id'      => $slow['id'],
			),
			$deleted->get_data()
		);
		$this->assertSame( array(), $this->theme_rows( $slow['id'] ) );
		$this->assertSame( array(), $this->rest( 'GET', self::BASE . "/surveys/{$survey}/themes" )->get_data()['themes'] );
	}

	public function test_bad_input_is_refused_with_a_message(): void {
		$survey  = $this->create_survey( self::questions() );
		$other   = $this->create_survey( self::questions() );
		$id      = $this->add_response( $survey, time(), array( array( 'why', 'Slow' ), array( 'score', 9 ) ) );
		$theme   = $this->rest( 'POST', self::BASE . "/surveys/{$survey}/themes", array( 'label' => 'Speed' ) )->get_data();
		$foreign = $this->rest( 'POST', self::BASE . "/surveys/{$other}/themes", array( 'label' => 'Else' ) )->get_data();
		$base    = self::BASE . "/surveys/{$survey}";

		$cases = array(
			array( 'POST', "{$base}/themes", array( 'label' => '   ' ), 400 ),
			array( 'POST', "{$base}/themes", array( 'label' => 'speed' ), 400 ),
			array( 'POST', "{$base}/themes", array( 'label' => str_repeat( 'x', 121 ) ), 400 ),
			array(
				'POST',
				"{$base}/themes",
				array(
					'label'    => 'A',
					'examples' => array_fill( 0, 21, 'x' ),
				),
				400,
			),
			array( 'POST', "{$base}/themes", array(), 400 ),
			array( 'POST', self::BASE . '/surveys/999999/themes', array( 'label' => 'A' ), 404 ),
			array( 'PATCH', "{$base}/themes/{$theme['id']}", array(), 400 ),
			array( 'PATCH', "{$base}/themes/{$foreign['id']}", array( 'label' => 'B' ), 404 ),
			array( 'POST', "{$base}/themes/{$theme['id']}/merge", array( 'into' => $theme['id'] ), 400 ),
			array( 'POST', "{$base}/themes/{$theme['id']}/merge", array( 'into' => $foreign['id'] ), 400 ),
			array( 'DELETE', "{$base}/themes/999999", array(), 404 ),
			array(
				'PATCH',
				"{$base}/responses/{$id}/insights",
				array(
					'question_id' => 'why',
					'part'        => 'body',
					'sentiment'   => 'positive',
				),
				400,
			),
			array(
				'PATCH',
				"{$base}/responses/{$id}/insights",
				array(
					'question_id' => 'why',
					'part'        => 'answer',
					'sentiment'   => 'angry',
				),
				400,
			),
			array(
				'PATCH',
				"{$base}/responses/{$id}/insights",
				array(
					'question_id' => 'why',
					'part'        => 'answer',
				),
				400,
			),
			array(
				'PATCH',
				"{$base}/responses/{$id}/insights",
				array(
					'question_id' => 'why',
					'part'        => 'answer',
					'theme_ids'   => array( $foreign['id'] ),
				),
				400,
			),
			array(
				'PATCH',
				"{$base}/responses/{$id}/insights",
				array(
					'question_id' => 'why',
					'part'        => 'answer',
					'theme_ids'   => array( $theme['id'] ),
				),
				400,
			),
			array(
				'PATCH',
				"{$base}/responses/{$id}/insights",
				array(
					'question_id' => 'score',
					'part'        => 'comment',
					'sentiment'   => 'positive',
				),
				404,
			),
			array(
				'PATCH',
				"{$base}/responses/{$id}/insights",
				array(
					'question_id' => 'mail',
					'part'        => 'answer',
					'sentiment'   => 'positive',
				),
				404,
			),
			array(
				'PATCH',
				self::BASE . "/surveys/{$other}/responses/{$id}/insights",
				array(
					'question_id' => 'why',
					'part'        => 'answer',
					'sentiment'   => 'positive',
				),
				404,
			),
		);
		foreach ( $cases as $case ) {
			$response = $this->rest( $case[0], $case[1], $case[2] );
			$this->assertSame( $case[3], $response->get_status(), $case[0] . ' ' . $case[1] . ' ' . wp_json_encode( $case[2] ) );
			$this->assertNotSame( '', (string) ( $response->get_data()['message'] ?? '' ) );
		}
		// Not analysed yet: a sentiment makes the label whole.
		$this->assertSame(
			200,
			$this->rest(
				'PATCH',
				"{$base}/responses/{$id}/insights",
				array(
					'question_id' => 'why',
					'part'        => 'answer',
					'sentiment'   => 'negative',
					'theme_ids'   => array( $theme['id'] ),
				)
			)->get_status()
		);
	}

	public function test_readers_of_results_on_the_plan_only(): void {
		$survey = $this->create_survey( self::questions() );
		$path   = self::BASE . "/surveys/{$survey}/themes";

		$this->act_as( 'editor' );
		$this->assertSame( 200, $this->rest( 'GET', $path )->get_status(), 'an editor reads results by default' );
		$this->assertSame( 201, $this->rest( 'POST', $path, array( 'label' => 'Editor theme' ) )->get_status() );
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', $path )->get_status() );
		$this->act_as( '' );
		$this->assertSame( 401, $this->rest( 'GET', $path )->get_status() );

		$this->act_as( 'administrator' );
		$this->license( 'plus' );
		$refused = $this->rest( 'POST', $path, array( 'label' => 'Plus' ) );
		$this->assertSame( 403, $refused->get_status() );
		$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $refused ) );
		$this->assertSame( 403, $this->rest( 'GET', $path )->get_status() );

		global $wpdb;
		$lite = null;
		foreach ( InsightsFeature::hooks( $wpdb, userfeedback()->tables(), new SurveyRepository( $wpdb, userfeedback()->tables() ), new Entitlements( 'lite', new LicenseStore(), new AddonRegistry() ) ) as $hook ) {
			if ( $hook instanceof \UserFeedback\Insights\InsightsController ) {
				$lite = $hook;
			}
		}
		$this->assertNotNull( $lite );
		$this->license( 'elite' );
		$check = $lite->permissions_check();
		$this->assertInstanceOf( \WP_Error::class, $check );
		$this->assertSame( 403, $check->get_error_data()['status'] );
	}

	public function test_deleting_a_response_or_its_survey_removes_what_was_read_from_it(): void {
		$survey = $this->create_survey( self::questions() );
		$theme  = $this->rest( 'POST', self::BASE . "/surveys/{$survey}/themes", array( 'label' => 'Slow' ) )->get_data();
		$gone   = $this->add_response( $survey, time(), array( array( 'why', 'Slow' ) ) );
		$kept   = $this->add_response( $survey, time(), array( array( 'why', 'Slow too' ) ) );
		$this->process_all();
		$this->assertCount( 2, $this->theme_rows( $theme['id'] ) );

		global $wpdb;
		$this->assertSame( array( $gone ), ( new ResponsesRepository( $wpdb, userfeedback()->tables(), userfeedback()->rollups() ) )->delete_for_good( $survey, array( $gone ) ) );
		$this->assertSame( 0, $this->rows_of( userfeedback()->tables()->answer_insights(), array( $gone ) ) );
		$this->assertSame( 0, $this->rows_of( userfeedback()->tables()->answer_themes(), array( $gone ) ) );
		$this->assertSame( 1, $this->rows_of( userfeedback()->tables()->answer_insights(), array( $kept ) ) );

		$repository = new SurveyRepository( $wpdb, userfeedback()->tables() );
		$repository->set_status( array( $survey ), 'trash', array( 'publish' ) );
		$this->assertSame( array( $survey ), $repository->delete_trashed( array( $survey ) ) );
		$this->assertSame( 0, $this->rows_of( userfeedback()->tables()->answer_insights(), array( $kept ) ) );
		$this->assertSame( 0, $this->rows_of( userfeedback()->tables()->answer_themes(), array( $kept ) ) );
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . userfeedback()->tables()->insight_themes() . ' WHERE survey_id = %d', $survey ) ) );
	}

	/**
	 * The privacy eraser in both modes.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function erasure_modes(): array {
		return array(
			'delete'    => array( 'delete' ),
			'anonymise' => array( 'anonymise' ),
		);
	}

	/**
	 * Erased words take their sentiment and themes with them, deleted or anonymised.
	 *
	 * @param string $mode The eraser's setting.
	 */
	#[DataProvider( 'erasure_modes' )]
	public function test_the_privacy_eraser_removes_what_was_read_from_a_persons_words( string $mode ): void {
		userfeedback()->settings()->update( array( 'privacy_erasure' => $mode ) );
		$survey = $this->create_survey( self::questions() );
		$theme  = $this->rest( 'POST', self::BASE . "/surveys/{$survey}/themes", array( 'label' => 'Slow' ) )->get_data();
		$ann    = $this->add_response( $survey, time(), array( array( 'why', 'Slow' ), array( 'mail', 'ann@example.com', 'Ann' ) ) );
		$bob    = $this->add_response( $survey, time(), array( array( 'why', 'Slow' ), array( 'mail', 'bob@example.com', 'Bob' ) ) );
		$this->process_all();

		$erasers = apply_filters( 'wp_privacy_personal_data_erasers', array() );
		$erasers[ PersonalDataTools::ERASER ]['callback']( 'ann@example.com', 1 );

		$this->assertSame( 0, $this->rows_of( userfeedback()->tables()->answer_insights(), array( $ann ) ) );
		$this->assertSame( array( "{$bob}:why:answer" => 'auto' ), $this->theme_rows( $theme['id'] ) );

		$this->analyzer->analysed = array();
		$this->rest( 'PATCH', self::BASE . "/surveys/{$survey}/themes/{$theme['id']}", array( 'examples' => array( 'removed' ) ) );
		$this->process_all();
		$this->assertNotContains( '[removed]', $this->analyzer->analysed, 'anonymised words are never read' );
		$this->assertSame( 0, $this->rows_of( userfeedback()->tables()->answer_insights(), array( $ann ) ) );
	}
}
