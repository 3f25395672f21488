<?php
/**
 * A response's hidden fields when its first save arrives several times at once.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the test reads its committed rows directly, on purpose.

/**
 * The first save of one response (one response_key) sent several times side by side, each with
 * the hidden fields it read (VisitorRace): by one browser that retries, or by other visitors who
 * copied the key. One save creates the response with its fields; the same browser's others
 * continue it, other visitors' are refused; none adds or mixes fields, and nothing is left
 * without its response.
 */
final class HiddenFieldsRaceTest extends TestCase {

	use VisitorRace;

	private int $survey_id = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->enter_race( AddonRegistry::KEYS );
		global $wpdb;
		$this->survey_id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Campaigns',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'     => 'pick',
							'type'   => 'radio-button',
							'title'  => 'Pick?',
							'config' => array( 'options' => array( 'A', 'B' ) ),
						),
					),
					'settings'  => array(
						'behavior'      => array( 'save_partial' => true ),
						'hidden_fields' => array(
							array(
								'name'   => 'utm_source',
								'source' => 'query',
								'key'    => 'utm_source',
							),
							array(
								'name'   => 'plan',
								'source' => 'js',
								'key'    => 'plan',
							),
						),
					),
				)
			)
		);
		$this->assertGreaterThan( 0, $this->survey_id );
		wp_cache_flush();
	}

	protected function tearDown(): void {
		$this->leave_race( $this->survey_id );
		parent::tearDown();
	}

	/**
	 * Who sends the six saves, and what the five that do not create the response get.
	 *
	 * @return array<string, array{0: bool, 1: int}>
	 */
	public static function senders(): array {
		return array(
			'one browser retrying'        => array( true, 200 ),
			'other visitors with its key' => array( false, 409 ),
		);
	}

	/**
	 * Six first saves of one response at once.
	 *
	 * @param bool $same_browser Whether every save comes from one address and browser.
	 * @param int  $others       The status of the saves that do not create the response.
	 */
	#[DataProvider( 'senders' )]
	public function test_one_response_keeps_the_fields_of_the_save_that_created_it( bool $same_browser, int $others ): void {
		$key      = wp_generate_uuid4();
		$visitors = array();
		for ( $i = 1; $i <= 6; $i++ ) {
			$visitors[] = array(
				$same_browser ? '198.51.100.7' : "198.51.100.{$i}",
				'Browser',
				array(
					'nonce'        => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
					'response_key' => $key,
					'completed'    => false,
					'shown'        => array( 'pick' ),
					'answers'      => array(
						array(
							'question_id' => 'pick',
							'value'       => 'A',
						),
					),
					'fields'       => array(
						'utm_source' => "source-{$i}",
						'plan'       => "plan-{$i}",
					),
				),
			);
		}

		$results = $this->race( $visitors, "/userfeedback/v1/surveys/{$this->survey_id}/responses" );

		$created = array_keys( array_filter( $results, static fn ( array $result ): bool => 201 === $result['status'] ) );
		$this->assertCount( 1, $created, 'one save creates the response: ' . wp_json_encode( $results ) );
		$id = $results[ $created[0] ]['id'];
		unset( $results[ $created[0] ] );
		$this->assertSame( array( $others ), array_values( array_unique( array_column( $results, 'status' ) ) ), (string) wp_json_encode( $results ) );
		global $wpdb;
		$tables = userfeedback()->tables();
		$ids    = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM `{$tables->responses()}` WHERE survey_id = %d", $this->survey_id ) ) );
		$this->assertSame( array( $id ), $ids, 'one response' );
		$n    = $created[0] + 1;
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT response_id, name, value FROM `{$tables->response_fields()}` WHERE survey_id = %d ORDER BY name", $this->survey_id ), ARRAY_A );
		$this->assertSame(
			array(
				array(
					'response_id' => (string) $ids[0],
					'name'        => 'plan',
					'value'       => "plan-{$n}",
				),
				array(
					'response_id' => (string) $ids[0],
					'name'        => 'utm_source',
					'value'       => "source-{$n}",
				),
			),
			$rows,
			'the creating save\'s two values, together; none from another save'
		);
	}
}
