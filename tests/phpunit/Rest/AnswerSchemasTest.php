<?php
/**
 * The admin app's answers are what their schemas say.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\Contract\StrictSchema;
use UserFeedback\Tests\TestCase;

/**
 * The admin app trusts our routes' answers (no guards in the browser: docs/decisions.md "One
 * contract for three runtimes"), so each answer it reads is checked here, through the real REST
 * server on an elite site with data, against the schema its types are generated from: every
 * field present unless its schema says `'required' => false`, no field the schema does not name,
 * every type and enum.
 */
final class AnswerSchemasTest extends TestCase {

	private const BASE = '/userfeedback/v1';

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->act_as( 'administrator' );
	}

	public function test_the_admin_apps_answers_match_their_schemas(): void {
		global $wpdb;
		$id       = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Every question',
					'type'      => 'nps',
					'status'    => 'publish',
					'questions' => self::every_question_type(),
					// The settings' optional shapes: own theming, a picked redirect and page rule.
					'settings'  => array(
						'thank_you' => array(
							'type'        => 'redirect',
							'redirect_to' => array(
								'id'    => 1,
								'label' => 'Hello world',
							),
						),
						'targeting' => array(
							'pages'      => 'advanced',
							'page_rules' => array(
								array(
									'logic'    => 'page_is',
									'operator' => '&&',
									'data'     => array(
										'id'    => 1,
										'label' => 'Hello world',
									),
								),
								array(
									'logic'    => 'page_url_contains',
									'operator' => '||',
									'data'     => 'pricing',
								),
							),
						),
						'behavior'  => array(
							'run_time'  => 'expire',
							'expire_at' => array(
								'month' => 12,
								'day'   => 31,
							),
						),
						'theming'   => array(
							'color_scheme' => 'dark',
							'font'         => array(
								'family' => 'Lora',
								'weight' => '700',
							),
						),
					),
				)
			)
		);
		$now      = time();
		$response = 0;
		$texts    = array( 'Checkout kept failing on my phone.', 'Fast checkout, great support.', 'The checkout page is slow.' );
		for ( $day = 0; $day < 12; ++$day ) {
			$answers  = array(
				array( 'star', 1 + $day % 5, 'Nice' ),
				array( 'nps', $day % 11, 0 === $day % 3 ? 'Good' : null ),
				array( 'radio', 0 === $day % 2 ? 'Yes' : 'No' ),
				array( 'check', array( 'A', 'C' ) ),
				array( 'mail', 'jo@example.com', 'Jo' ),
				array( 'long', $texts[ $day % 3 ] ),
			);
			$response = $this->insert_response( $id, gmdate( 'Y-m-d H:i:s', $now - $day * DAY_IN_SECONDS - HOUR_IN_SECONDS ), $answers );
		}
		$this->insert_response( $id, gmdate( 'Y-m-d H:i:s', $now - 2 * HOUR_IN_SECONDS ), array( array( 'nps', 3 ) ), 'publish', array( 'completed' => '0' ) );
		$this->ok( 'POST', "/surveys/{$id}/responses/{$response}/tags", array( 'tags' => array( 'bug', 'praise' ) ) );
		$this->ok( 'POST', "/surveys/{$id}/responses/{$response}/notes", array( 'note' => 'Called back.' ) );
		// A loopback endpoint, allowed for the test (nothing is sent).
		add_filter( 'http_request_host_is_external', '__return_true' );
		$this->ok(
			'POST',
			'/webhooks',
			array(
				'url'    => 'http://127.0.0.1/hook',
				'events' => array( 'response.submitted' ),
			)
		);
		remove_filter( 'http_request_host_is_external', '__return_true' );

		$calls    = array(
			array( 'GET', '/surveys', array() ),
			array( 'GET', '/surveys', array( 'filter' => array( 'status' => 'trash' ) ) ),
			array( 'GET', '/surveys/priority', array() ),
			array( 'GET', "/surveys/{$id}", array() ),
			array( 'GET', "/surveys/{$id}", array( 'context' => 'edit' ) ),
			array( 'GET', '/results-summary', array() ),
			array( 'GET', "/surveys/{$id}/results", array() ),
			array( 'GET', "/surveys/{$id}/results", array( 'device' => 'desktop' ) ),
			array( 'GET', "/surveys/{$id}/answers", array( 'question_id' => 'long' ) ),
			array(
				'GET',
				"/surveys/{$id}/crosstab",
				array(
					'row'    => 'radio',
					'column' => 'check',
				),
			),
			array( 'GET', "/surveys/{$id}/responses", array() ),
			array( 'GET', "/surveys/{$id}/responses/{$response}", array() ),
			array( 'GET', "/surveys/{$id}/responses/{$response}/notes", array() ),
			array( 'GET', "/surveys/{$id}/tags", array() ),
			array( 'GET', '/settings', array() ),
			array( 'GET', '/ai-settings', array() ),
			array( 'GET', "/preload-ai-summary/{$id}", array() ),
			array( 'POST', "/ai-summary/{$id}", array() ),
			array( 'GET', "/preload-ai-summary/{$id}", array() ),
			array( 'GET', '/notifications', array() ),
			array( 'GET', '/entitlements', array() ),
			array( 'GET', '/legacy-import', array() ),
			array( 'GET', '/webhooks', array() ),
			array( 'GET', '/survey-templates', array() ),
			array( 'POST', '/surveys/publish', array( 'survey_ids' => array( $id ) ) ),
			array( 'POST', '/surveys/draft', array( 'survey_ids' => array( $id ) ) ),
		);
		$problems = array();
		foreach ( $calls as list( $method, $path, $params ) ) {
			$answer = $this->ok( $method, $path, $params );
			$schema = $this->schema_of( $answer );
			// Through JSON, as the browser reads it (objects and lists as such).
			$json   = json_decode( (string) wp_json_encode( $answer->get_data() ), true );
			$result = rest_validate_value_from_schema( $json, StrictSchema::of( $schema ), 'answer' );
			if ( str_starts_with( $path, '/ai-summary/' ) ) {
				// The on-site summary of the written answers: its parts are checked too.
				$this->assertIsArray( $json['summary'] ?? null );
			}
			if ( is_wp_error( $result ) ) {
				$problems[] = "{$method} {$path}: " . $result->get_error_message();
			}
		}
		$this->assertSame( array(), $problems );
	}

	/**
	 * A request through the real server, expected to succeed.
	 *
	 * @param string               $method Method.
	 * @param string               $path   Path under the namespace.
	 * @param array<string, mixed> $params Query (GET) or body.
	 * @return \WP_REST_Response
	 */
	private function ok( string $method, string $path, array $params = array() ): \WP_REST_Response {
		$response = $this->rest( $method, self::BASE . $path, $params );
		$this->assertLessThan( 300, $response->get_status(), "{$method} {$path}: " . wp_json_encode( $response->get_data() ) );
		return $response;
	}

	/**
	 * The schema the answer's types are generated from: its handler's `response_schema`, else
	 * its route's.
	 *
	 * @param \WP_REST_Response $response The answer.
	 * @return array<string, mixed>
	 */
	private function schema_of( \WP_REST_Response $response ): array {
		$handler  = (array) $response->get_matched_handler();
		$options  = (array) rest_get_server()->get_route_options( (string) $response->get_matched_route() );
		$callable = $handler['response_schema'] ?? $options['schema'] ?? null;
		$this->assertIsCallable( $callable, (string) $response->get_matched_route() );
		return (array) call_user_func( $callable );
	}
}
