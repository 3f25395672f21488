<?php
/**
 * The response.analyzed event: a new response with what its open answers were read as.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use UserFeedback\Email\EmailFeature;
use UserFeedback\Http\PublicTarget;
use UserFeedback\Http\Reach;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\Webhooks\ReceivesDeliveries;
use UserFeedback\Webhooks\WebhooksFeature;

/**
 * A subscriber to response.analyzed gets, from a real local receiver, each response the processor
 * reads — once, with its sentiments and themes — but never a response from before yesterday (a
 * backlog read when insights were first turned on), nor again when a theme change re-matches it.
 */
final class AnalyzedWebhookTest extends InsightsTestCase {

	use ReceivesDeliveries;

	/**
	 * The queue's feature, to run it as the minute event does.
	 *
	 * @var EmailFeature
	 */
	private EmailFeature $email;

	protected function setUp(): void {
		parent::setUp();
		$this->allow_receiver();
		global $wpdb;
		$plugin      = userfeedback();
		$surveys     = new SurveyRepository( $wpdb, $plugin->tables() );
		$this->email = new EmailFeature( $wpdb, $plugin->tables(), $plugin->rollups(), $surveys, $plugin->entitlements(), $plugin->settings() );
		// Delivers this queue's webhook jobs to the receiver (a loopback address only tests allow).
		new WebhooksFeature( $wpdb, $plugin->tables(), $this->email, new ResponsesRepository( $wpdb, $plugin->tables(), $plugin->rollups() ), $surveys, $plugin->entitlements(), new PublicTarget( Reach::PublicOnly, static fn(): array => array() ) );
	}

	protected function tearDown(): void {
		$this->disallow_receiver();
		parent::tearDown();
	}

	public function test_a_new_response_is_sent_once_with_its_sentiments_and_themes(): void {
		$survey  = $this->create_survey( self::questions() );
		$theme   = $this->call(
			'POST',
			"/surveys/{$survey}/themes",
			array(
				'label'    => 'Slow',
				'examples' => array( 'slow' ),
			)
		)->get_data();
		$created = $this->call(
			'POST',
			'/webhooks',
			array(
				'url'        => $this->url( '/ok' ),
				'events'     => array( 'response.analyzed' ),
				'survey_ids' => array( $survey ),
			)
		);
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$new = $this->add_response( $survey, time() - HOUR_IN_SECONDS, array( array( 'why', 'So slow' ), array( 'short', 'I love the design' ) ) );
		$this->add_response( $survey, time() - 3 * DAY_IN_SECONDS, array( array( 'why', 'slow, from the backlog' ) ) );
		$this->process_all();
		$this->email->worker()->drain( 50, 30.0 );

		$bodies = array_map( static fn( array $r ): array => json_decode( $r['body'], true ), $this->received() );
		$this->assertSame( array( 'response.analyzed' ), array_column( $bodies, 'event' ), 'the new response only' );
		$this->assertSame( $new, $bodies[0]['response']['id'] );
		$this->assertSame( $survey, $bodies[0]['survey']['id'] );
		$this->assertSame(
			array(
				'sentiments' => array( 'negative', 'positive' ),
				'themes'     => array(
					array(
						'id'    => $theme['id'],
						'label' => 'Slow',
					),
				),
			),
			$bodies[0]['response']['insights']
		);
		$this->assertCount( 2, $bodies[0]['response']['answers'] );

		// A theme change re-matches the answers: not a new reading, nothing sent.
		$this->call( 'POST', "/surveys/{$survey}/themes", array( 'label' => 'Design' ) );
		$this->process_all();
		$this->email->worker()->drain( 50, 30.0 );
		$this->assertCount( 1, $this->received() );
	}

	public function test_the_sample_of_the_event_shows_where_the_insights_go(): void {
		$sample = $this->call( 'GET', '/hooks/samples/response.analyzed' );
		$this->assertSame( 200, $sample->get_status(), (string) wp_json_encode( $sample->get_data() ) );
		$body = $sample->get_data()[0];
		$this->assertSame( 'response.analyzed', $body['event'] );
		$this->assertSame( array( 'negative', 'positive' ), $body['response']['insights']['sentiments'] );
		$this->assertSame( 'Checkout is too slow', $body['response']['insights']['themes'][0]['label'] );
	}
}
