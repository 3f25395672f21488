<?php
/**
 * The checks every behaviour setting's tests make: tidied by the normaliser, refused by the
 * validator and by REST naming the field.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyValidator;

/**
 * For a TestCase (act_as(), rest(), error_code()).
 */
trait BehaviorSettingsChecks {

	/**
	 * The normaliser keeps what it can of behaviour input, and normalising twice changes nothing.
	 *
	 * @param array<string, mixed> $input    Behaviour input.
	 * @param array<string, mixed> $expected The stored values expected.
	 * @return void
	 */
	private function assert_normalised( array $input, array $expected ): void {
		$normalizer = new SurveyNormalizer();
		$survey     = $normalizer->survey( array( 'settings' => array( 'behavior' => $input ) ) );
		$this->assertSame( $expected, array_intersect_key( $survey['settings']['behavior'], $expected ) );
		$this->assertSame( $survey, $normalizer->survey( $survey ), 'normalising twice changes nothing' );
	}

	/**
	 * A survey is accepted (null) or refused naming `$field` with a message, by the validator and
	 * by REST (201, or 400 rest_invalid_param naming it).
	 *
	 * @param array<string, mixed> $payload A survey as POSTed.
	 * @param string|null          $field   The field refused; null when accepted.
	 * @return void
	 */
	private function assert_refused_naming( array $payload, ?string $field ): void {
		$errors = ( new SurveyValidator() )->errors( ( new SurveyNormalizer() )->survey( $payload ) );
		if ( null === $field ) {
			$this->assertSame( array(), $errors );
		} else {
			$this->assertArrayHasKey( $field, $errors );
			$this->assertNotSame( '', $errors[ $field ] );
		}
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/userfeedback/v1/surveys', $payload );
		if ( null === $field ) {
			$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			return;
		}
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$this->assertArrayHasKey( $field, $response->get_data()['data']['params'] );
	}
}
