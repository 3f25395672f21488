<?php
/**
 * The validator against the templates catalogue and the stored shape.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyValidator;
use UserFeedback\Surveys\TemplateCatalogue;
use UserFeedback\Tests\TestCase;

/**
 * Rules at the REST level live in Rest/SurveysControllerTest; here, what is easier to check
 * without a request.
 */
final class SurveyValidatorTest extends TestCase {

	public function test_every_template_is_a_publishable_survey_in_the_stored_shape(): void {
		$normalizer = new SurveyNormalizer();
		$validator  = new SurveyValidator();
		$catalogue  = new TemplateCatalogue( new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() ) );
		foreach ( $catalogue->all() as $template ) {
			if ( 'blank' === $template['key'] ) {
				continue;
			}
			$questions = $template['config']['questions'];
			$survey    = $normalizer->survey(
				array(
					'title'     => $template['name'],
					'type'      => $template['type'],
					'template'  => $template['key'],
					'status'    => 'publish',
					'questions' => $questions,
				)
			);
			$this->assertSame( $questions, $survey['questions'], "{$template['key']}: already normalised" );
			$this->assertSame( array(), $validator->errors( $survey ), $template['key'] );
			$this->assertSame( array(), $validator->question_errors( $survey['questions'] ), $template['key'] );
		}
	}

	public function test_normalising_twice_changes_nothing(): void {
		$normalizer = new SurveyNormalizer();
		$once       = $normalizer->survey(
			array(
				'title'         => ' Hello ',
				'questions'     => array(
					array(
						'id'     => 7,
						'type'   => 'email',
						'title'  => 'Mail?',
						'config' => array( 'include_name' => 1 ),
					),
				),
				'settings'      => array(
					'behavior' => array(
						'run_time'  => 'expire',
						'expire_at' => array(
							'month' => '12',
							'day'   => '24',
						),
					),
				),
				'notifications' => array( 'email' => array( 'addresses' => ' a@example.com ,b@example.com,, ' ) ),
			)
		);
		$this->assertSame( $once, $normalizer->survey( $once ) );
		$this->assertSame( '7', $once['questions'][0]['id'] );
		$this->assertTrue( $once['questions'][0]['config']['include_name'] );
		$this->assertSame(
			array(
				'month' => 12,
				'day'   => 24,
			),
			$once['settings']['behavior']['expire_at']
		);
		$this->assertSame( 'a@example.com, b@example.com', $once['notifications']['email']['addresses'] );
	}
}
