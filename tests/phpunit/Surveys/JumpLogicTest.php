<?php
/**
 * Jump logic on the server: the stored shape, the validator's errors and the gate.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\SurveyGate;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyValidator;
use UserFeedback\Tests\TestCase;

/**
 * `jumps: [{compare, value, to}]` on a choice, star-rating or NPS question: normalised like
 * conditions, dropped on other types, always present in the stored shape; refused with the exact
 * field path when `to` is not a later question or "end", when the comparator does not suit the
 * type, or when there are more than ten; reset on Lite only (stored but inert on Pro without the
 * question-types add-on, as "required" is).
 */
final class JumpLogicTest extends TestCase {

	/**
	 * Four questions: radio q1, checkbox q2, star q3, text q4; q1 carries the given jumps.
	 *
	 * @param array<int, mixed> $jumps q1's jumps.
	 * @return array<string, mixed>
	 */
	private static function input( array $jumps ): array {
		return array(
			'title'     => 'Jumps',
			'questions' => array(
				array(
					'id'     => 'q1',
					'type'   => 'radio-button',
					'title'  => 'Did you find it?',
					'config' => array( 'options' => array( 'Yes', 'No' ) ),
					'jumps'  => $jumps,
				),
				array(
					'id'     => 'q2',
					'type'   => 'checkbox',
					'title'  => 'What?',
					'config' => array( 'options' => array( 'A', 'B' ) ),
				),
				array(
					'id'    => 'q3',
					'type'  => 'star-rating',
					'title' => 'Stars?',
				),
				array(
					'id'    => 'q4',
					'type'  => 'text',
					'title' => 'Why?',
				),
			),
		);
	}

	public function test_jumps_are_stored_like_conditions_and_only_on_types_that_can_have_them(): void {
		$normalizer                     = new SurveyNormalizer();
		$input                          = self::input(
			array(
				array(
					'compare' => '==',
					'value'   => " Yes\t",
					'to'      => 'q<4>',
					'extra'   => 'dropped',
				),
				array(
					'compare' => 5,
					'value'   => array( 'No', array( 'nested' ) ),
					'to'      => 'end',
				),
				'not a jump',
			)
		);
		$input['questions'][3]['jumps'] = array(
			array(
				'compare' => '==',
				'value'   => 'x',
				'to'      => 'end',
			),
		);
		$survey                         = $normalizer->survey( $input );

		$this->assertSame(
			array(
				array(
					'compare' => '==',
					'value'   => 'Yes',
					'to'      => 'q4',
				),
				array(
					'compare' => '5',
					'value'   => array( 'No', '' ),
					'to'      => 'end',
				),
				array(
					'compare' => '',
					'value'   => '',
					'to'      => '',
				),
			),
			$survey['questions'][0]['jumps'],
			'cleaned as conditions and ids are; nothing dropped the validator must judge'
		);
		$this->assertSame( array( 'id', 'title', 'type', 'config', 'settings', 'logic', 'jumps' ), array_keys( $survey['questions'][1] ) );
		$this->assertSame( array(), $survey['questions'][1]['jumps'], 'none by default' );
		$this->assertSame( array(), $survey['questions'][3]['jumps'], 'a text question cannot have jumps' );
		$this->assertSame( $survey, $normalizer->survey( $survey ), 'normalising twice changes nothing' );
	}

	/**
	 * Jumps the validator refuses, with the one field each must name.
	 *
	 * @return array<string, array{array<int, mixed>, string, string}>
	 */
	public static function refused(): array {
		$jump  = static fn( string $to, string $compare = '==' ): array => array(
			'compare' => $compare,
			'value'   => 'Yes',
			'to'      => $to,
		);
		$later = 'A jump can only go to a later question or to the end of the survey.';
		return array(
			'to itself'               => array( array( $jump( 'end' ), $jump( 'q1' ) ), 'questions.0.jumps.1.to', $later ),
			'to a question not there' => array( array( $jump( 'q9' ) ), 'questions.0.jumps.0.to', $later ),
			'to nowhere'              => array( array( $jump( '' ) ), 'questions.0.jumps.0.to', $later ),
			'a comparator of ratings' => array( array( $jump( 'q3', '<' ) ), 'questions.0.jumps.0.compare', 'The comparison must be one of: == !=.' ),
			'an unknown comparator'   => array( array( $jump( 'q3', 'like' ) ), 'questions.0.jumps.0.compare', 'The comparison must be one of: == !=.' ),
			'eleven jumps'            => array( array_fill( 0, 11, $jump( 'end' ) ), 'questions.0.jumps', 'A question can have at most 10 jumps.' ),
		);
	}

	/**
	 * Refused jumps.
	 *
	 * @param array<int, mixed> $jumps   q1's jumps.
	 * @param string            $field   The field path named.
	 * @param string            $message The message.
	 */
	#[DataProvider( 'refused' )]
	public function test_the_validator_names_the_jump_at_fault( array $jumps, string $field, string $message ): void {
		$errors = ( new SurveyValidator() )->errors( ( new SurveyNormalizer() )->survey( self::input( $jumps ) ) );
		$this->assertSame( array( $field => $message ), $errors );
	}

	public function test_a_jump_from_a_later_question_back_to_an_earlier_one_is_refused(): void {
		$input                          = self::input( array() );
		$input['questions'][2]['jumps'] = array(
			array(
				'compare' => '<',
				'value'   => '3',
				'to'      => 'q2',
			),
			array(
				'compare' => '>',
				'value'   => '3',
				'to'      => 'q4',
			),
		);
		$errors                         = ( new SurveyValidator() )->errors( ( new SurveyNormalizer() )->survey( $input ) );
		// Only forward: no cycle can be built, so none has to be looked for.
		$this->assertSame( array( 'questions.2.jumps.0.to' => 'A jump can only go to a later question or to the end of the survey.' ), $errors );
	}

	public function test_jumps_to_later_questions_and_the_end_with_the_types_comparators_pass(): void {
		$input                          = self::input(
			array(
				array(
					'compare' => '==',
					'value'   => 'Yes',
					'to'      => 'q4',
				),
				array(
					'compare' => '!=',
					'value'   => 'Yes',
					'to'      => SurveyDefaults::JUMP_END,
				),
			)
		);
		$input['questions'][1]['jumps'] = array(
			array(
				'compare' => 'includes',
				'value'   => array( 'A' ),
				'to'      => 'q3',
			),
		);
		$input['questions'][2]['jumps'] = array_fill(
			0,
			SurveyDefaults::MAX_JUMPS,
			array(
				'compare' => '<',
				'value'   => '3',
				'to'      => 'end',
			)
		);
		$survey                         = ( new SurveyNormalizer() )->survey( $input );
		$this->assertSame( array(), ( new SurveyValidator() )->errors( $survey ) );
		$this->assertSame( array(), ( new SurveyValidator() )->question_errors( $survey['questions'] ), 'jumps never block publishing' );
	}

	public function test_lite_drops_jumps_and_pro_keeps_them_stored_with_or_without_the_addon(): void {
		$survey = ( new SurveyNormalizer() )->survey(
			self::input(
				array(
					array(
						'compare' => '==',
						'value'   => 'Yes',
						'to'      => 'q4',
					),
				)
			)
		);
		$jumps  = $survey['questions'][0]['jumps'];
		$gate   = static fn( string $edition ): SurveyGate => new SurveyGate( new Entitlements( $edition, new LicenseStore(), new AddonRegistry() ) );

		$this->set_active_addons( AddonRegistry::KEYS );
		$this->assertSame( array(), $gate( 'lite' )->reset( $survey )['questions'][0]['jumps'], 'Lite stores no Pro logic' );
		$this->assertSame( $jumps, $gate( 'pro' )->reset( $survey )['questions'][0]['jumps'], 'Pro without a licence: stored, inert' );

		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( array( 'targeting', 'branding', 'behavior', 'templates' ) );
		$this->assertSame( $jumps, $gate( 'pro' )->reset( $survey )['questions'][0]['jumps'], 'licensed Pro without the add-on: stored, inert' );
		$this->assertSame( array( 'questions.2.type' ), array_keys( $gate( 'pro' )->refusals( $survey ) ), 'only the star rating: jumps are never refused, a site that loses the add-on can still save' );

		$this->set_active_addons( AddonRegistry::KEYS );
		$this->assertSame( $jumps, $gate( 'pro' )->reset( $survey )['questions'][0]['jumps'] );
	}
}
