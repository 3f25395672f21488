<?php
/**
 * The theme panel's routes: a theme's or a sentiment's answers, a split, one response's readings.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

/**
 * The routes the screens read besides the themes' own, as a reader of results on the plan uses
 * them, and what they refuse.
 */
final class InsightsScreensRestTest extends InsightsTestCase {

	public function test_answers_are_paged_newest_first_by_theme_sentiment_and_question(): void {
		$survey = $this->create_survey( self::questions() );
		$slow   = $this->rest(
			'POST',
			self::BASE . "/surveys/{$survey}/themes",
			array(
				'label'    => 'Speed',
				'examples' => array( 'slow' ),
			)
		)->get_data();
		$now    = time();
		$old    = $this->add_response( $survey, $now - 300, array( array( 'why', 'Slow checkout' ), array( 'score', 3, 'Bad and slow' ) ) );
		$mid    = $this->add_response( $survey, $now - 200, array( array( 'why', 'I love it' ) ) );
		$new    = $this->add_response( $survey, $now - 100, array( array( 'why', 'So slow again' ) ) );
		$gone   = $this->add_response( $survey, $now, array( array( 'why', 'Slow in the trash' ) ), 'trash' );
		$this->process_all();
		$path = self::BASE . "/surveys/{$survey}/insights/answers";

		$all = $this->data( $this->rest( 'GET', $path ) );
		$this->assertSame( 4, $all['total'], 'published responses only: the trashed one is left out' );
		$this->assertSame( array( $new, $mid, $old, $old ), array_column( $all['answers'], 'response_id' ) );
		$this->assertNotContains( $gone, array_column( $all['answers'], 'response_id' ) );
		$first = $all['answers'][0];
		$this->assertSame( 'why', $first['question_id'] );
		$this->assertSame( 'What could we do better?', $first['question_title'] );
		$this->assertSame( 'answer', $first['part'] );
		$this->assertSame( 'So slow again', $first['text'] );
		$this->assertSame( 'negative', $first['sentiment'] );
		$this->assertEqualsWithDelta( -0.6, $first['score'], 0.001 );
		$this->assertSame( array( $slow['id'] ), $first['theme_ids'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/', $first['submitted_at'] );
		$this->assertSame( array( 'comment', 'Bad and slow' ), array( $all['answers'][3]['part'], $all['answers'][3]['text'] ) );

		$themed = $this->data( $this->rest( 'GET', $path, array( 'theme' => $slow['id'] ) ) );
		$this->assertSame( 3, $themed['total'] );
		$this->assertSame( array( $new, $old, $old ), array_column( $themed['answers'], 'response_id' ) );

		$positive = $this->data( $this->rest( 'GET', $path, array( 'sentiment' => 'positive' ) ) );
		$this->assertSame( array( $mid ), array_column( $positive['answers'], 'response_id' ) );
		$this->assertSame( 1, $positive['total'] );

		$both = $this->data(
			$this->rest(
				'GET',
				$path,
				array(
					'theme'       => $slow['id'],
					'sentiment'   => 'negative',
					'question_id' => 'score',
				)
			)
		);
		$this->assertSame( 1, $both['total'] );
		$this->assertSame( 'comment', $both['answers'][0]['part'] );

		$page2 = $this->data(
			$this->rest(
				'GET',
				$path,
				array(
					'page'     => 2,
					'per_page' => 3,
				)
			)
		);
		$this->assertSame( 4, $page2['total'] );
		$this->assertSame( array( $old ), array_column( $page2['answers'], 'response_id' ) );
		$this->assertSame( array(), $this->data( $this->rest( 'GET', $path, array( 'page' => 9 ) ) )['answers'] );
	}

	public function test_a_split_moves_the_examples_and_rematches_in_the_background(): void {
		$survey = $this->create_survey( self::questions() );
		$theme  = $this->rest(
			'POST',
			self::BASE . "/surveys/{$survey}/themes",
			array(
				'label'    => 'Checkout',
				'examples' => array( 'slow', 'price', 'Expensive' ),
			)
		)->get_data();
		$slow   = $this->add_response( $survey, time(), array( array( 'why', 'Slow pages' ) ) );
		$dear   = $this->add_response( $survey, time(), array( array( 'why', 'Too expensive' ) ) );
		$this->process_all();
		$this->assertCount( 2, $this->theme_rows( $theme['id'] ) );

		$split = $this->rest(
			'POST',
			self::BASE . "/surveys/{$survey}/themes/{$theme['id']}/split",
			array(
				'label'    => 'Prices',
				'examples' => array( 'PRICE', 'expensive', ' ' ),
			)
		);
		$data  = $this->data( $split, 201 );
		$this->assertSame( array( 'slow' ), $data['kept']['examples'] );
		$this->assertSame( 'owner', $data['kept']['origin'] );
		$this->assertSame( 2, $data['kept']['count'], 'counted as stored until the background re-match' );
		$this->assertSame( 'Prices', $data['created']['label'] );
		$this->assertSame( array( 'PRICE', 'expensive' ), $data['created']['examples'] );
		$this->assertSame( 'owner', $data['created']['origin'] );
		$this->assertSame( 'processing', $this->rest( 'GET', self::BASE . "/surveys/{$survey}/themes" )->get_data()['state'] );

		$this->process_all();
		$this->assertSame( array( "{$slow}:why:answer" => 'auto' ), $this->theme_rows( $theme['id'] ) );
		$this->assertSame( array( "{$dear}:why:answer" => 'auto' ), $this->theme_rows( $data['created']['id'] ) );
	}

	public function test_one_responses_readings_are_read_as_the_label_route_answers(): void {
		$survey = $this->create_survey( self::questions() );
		$theme  = $this->rest( 'POST', self::BASE . "/surveys/{$survey}/themes", array( 'label' => 'Slow' ) )->get_data();
		$id     = $this->add_response( $survey, time(), array( array( 'why', 'Slow' ), array( 'short', 'I love it' ) ) );
		$path   = self::BASE . "/surveys/{$survey}/responses/{$id}/insights";
		$this->assertSame( array( 'insights' => array() ), $this->data( $this->rest( 'GET', $path ) ) );
		$this->process_all();

		$read = $this->data( $this->rest( 'GET', $path ) );
		$this->assertSame( array( 'short', 'why' ), array_column( $read['insights'], 'question_id' ) );
		$this->assertSame( array( 'positive', 'negative' ), array_column( $read['insights'], 'sentiment' ) );
		$this->assertSame( array( array(), array( $theme['id'] ) ), array_column( $read['insights'], 'theme_ids' ) );

		$labelled = $this->data(
			$this->rest(
				'PATCH',
				$path,
				array(
					'question_id' => 'why',
					'part'        => 'answer',
					'sentiment'   => 'neutral',
				)
			)
		);
		$this->assertSame( $labelled, $this->data( $this->rest( 'GET', $path ) ) );
		$this->assertSame( 'owner', $labelled['insights'][1]['origin'] );
	}

	public function test_bad_input_and_unknown_ids_are_refused_with_a_message(): void {
		$survey  = $this->create_survey( self::questions() );
		$other   = $this->create_survey( self::questions() );
		$id      = $this->add_response( $survey, time(), array( array( 'why', 'Slow' ) ) );
		$theme   = $this->rest(
			'POST',
			self::BASE . "/surveys/{$survey}/themes",
			array(
				'label'    => 'Speed',
				'examples' => array( 'slow' ),
			)
		)->get_data();
		$foreign = $this->rest( 'POST', self::BASE . "/surveys/{$other}/themes", array( 'label' => 'Else' ) )->get_data();
		$base    = self::BASE . "/surveys/{$survey}";
		$cases   = array(
			array( 'GET', "{$base}/insights/answers", array( 'per_page' => 51 ), 400 ),
			array( 'GET', "{$base}/insights/answers", array( 'page' => 0 ), 400 ),
			array( 'GET', "{$base}/insights/answers", array( 'sentiment' => 'angry' ), 400 ),
			array( 'GET', "{$base}/insights/answers", array( 'theme' => 'x' ), 400 ),
			array( 'GET', "{$base}/insights/answers", array( 'theme' => $foreign['id'] ), 404 ),
			array( 'GET', self::BASE . '/surveys/999999/insights/answers', array(), 404 ),
			array( 'POST', "{$base}/themes/{$theme['id']}/split", array( 'examples' => array( 'slow' ) ), 400 ),
			array(
				'POST',
				"{$base}/themes/{$theme['id']}/split",
				array(
					'label'    => 'Speed',
					'examples' => array( 'slow' ),
				),
				400,
			),
			array(
				'POST',
				"{$base}/themes/{$theme['id']}/split",
				array(
					'label'    => 'New',
					'examples' => array(),
				),
				400,
			),
			array(
				'POST',
				"{$base}/themes/{$theme['id']}/split",
				array(
					'label'    => 'New',
					'examples' => array( '   ' ),
				),
				400,
			),
			array(
				'POST',
				"{$base}/themes/{$theme['id']}/split",
				array(
					'label'    => 'New',
					'examples' => array_fill( 0, 21, 'x' ),
				),
				400,
			),
			array(
				'POST',
				"{$base}/themes/{$foreign['id']}/split",
				array(
					'label'    => 'New',
					'examples' => array( 'x' ),
				),
				404,
			),
			array(
				'POST',
				self::BASE . "/surveys/999999/themes/{$theme['id']}/split",
				array(
					'label'    => 'New',
					'examples' => array( 'x' ),
				),
				404,
			),
			array( 'GET', self::BASE . "/surveys/{$other}/responses/{$id}/insights", array(), 404 ),
			array( 'GET', "{$base}/responses/999999/insights", array(), 404 ),
			array( 'GET', self::BASE . "/surveys/999999/responses/{$id}/insights", array(), 404 ),
		);
		foreach ( $cases as $case ) {
			$response = $this->rest( $case[0], $case[1], $case[2] );
			$this->assertSame( $case[3], $response->get_status(), $case[0] . ' ' . $case[1] . ' ' . wp_json_encode( $case[2] ) );
			$this->assertNotSame( '', (string) ( $response->get_data()['message'] ?? '' ) );
		}
		$this->assertSame( array( 'Speed', 'Else' ), array( $theme['label'], $foreign['label'] ) );
		$this->assertSame( array( 'slow' ), $this->rest( 'GET', "{$base}/themes" )->get_data()['themes'][0]['examples'], 'nothing split by a refused request' );
	}

	public function test_readers_of_results_on_the_plan_only(): void {
		$survey = $this->create_survey( self::questions() );
		$id     = $this->add_response( $survey, time(), array( array( 'why', 'Slow' ) ) );
		$theme  = $this->rest( 'POST', self::BASE . "/surveys/{$survey}/themes", array( 'label' => 'Speed' ) )->get_data();
		$routes = array(
			array( 'GET', self::BASE . "/surveys/{$survey}/insights/answers", array() ),
			array( 'GET', self::BASE . "/surveys/{$survey}/responses/{$id}/insights", array() ),
			array(
				'POST',
				self::BASE . "/surveys/{$survey}/themes/{$theme['id']}/split",
				array(
					'label'    => 'Split',
					'examples' => array( 'x' ),
				),
			),
		);
		foreach ( $routes as $route ) {
			$this->act_as( 'subscriber' );
			$this->assertSame( 403, $this->rest( ...$route )->get_status(), $route[1] );
			$this->act_as( '' );
			$this->assertSame( 401, $this->rest( ...$route )->get_status(), $route[1] );
			$this->act_as( 'administrator' );
			$this->license( 'plus' );
			$refused = $this->rest( ...$route );
			$this->assertSame( 403, $refused->get_status(), $route[1] );
			$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $refused ) );
			$this->license( 'elite' );
		}
		$this->act_as( 'editor' );
		$this->assertSame( 200, $this->rest( 'GET', self::BASE . "/surveys/{$survey}/insights/answers" )->get_status(), 'an editor reads results by default' );
		$this->assertSame( 201, $this->rest( ...$routes[2] )->get_status() );
	}
}
