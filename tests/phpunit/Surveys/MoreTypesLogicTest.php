<?php
/**
 * Logic conditions and jumps on the question types beyond the spec's seven.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\TestCase;

/**
 * Through the survey route the builder saves with: a consent is a source ("is" given, nothing
 * else), each type keeps the comparisons that make sense for it, and a condition on a type that
 * is no source is refused in words that name the sources.
 */
final class MoreTypesLogicTest extends TestCase {

	private const NOT_A_SOURCE = 'A condition can only use an earlier multiple choice, checkbox, dropdown, image choice, NPS, star rating, scale, smiley or consent question.';

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key-elite', 'elite' ) );
		$this->set_active_addons( array( 'question-types' ) );
		$this->act_as( 'administrator' );
	}

	/**
	 * Saves a survey whose last question shows on one condition, and the e-mail logic given.
	 *
	 * @param array<string, mixed>             $source    The question the condition uses.
	 * @param array<string, mixed>             $condition The condition (question_id filled in).
	 * @param array<int, array<string, mixed>> $email     E-mail conditions.
	 * @return \WP_REST_Response
	 */
	private function save( array $source, array $condition, array $email = array() ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'         => 'Logic',
				'status'        => 'draft',
				'questions'     => array(
					$source,
					array(
						'id'    => 'later',
						'type'  => 'text',
						'title' => 'Why?',
						'logic' => array(
							'enabled'    => true,
							'action'     => 'show',
							'conditions' => array( array( 'question_id' => $source['id'] ) + $condition ),
						),
					),
				),
				'notifications' => array(
					'email' => array(
						'active' => false,
						'logic'  => array(
							'enable'     => array() !== $email,
							'action'     => 'send',
							'conditions' => $email,
						),
					),
				),
			)
		);
	}

	/**
	 * The errors of a refused save, by field.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @return array<string, string>
	 */
	private static function errors( \WP_REST_Response $response ): array {
		return (array) ( $response->get_data()['data']['params'] ?? array() );
	}

	public function test_a_consent_is_a_source_of_is_given_only(): void {
		$consent = array(
			'id'    => 'ok',
			'type'  => 'consent',
			'title' => 'May we write to you?',
			'jumps' => array(
				array(
					'compare' => '==',
					'value'   => 'accepted',
					'to'      => 'end',
				),
			),
		);
		$saved   = $this->save(
			$consent,
			array(
				'compare' => '==',
				'value'   => 'accepted',
			),
			array(
				array(
					'question_id' => 'ok',
					'compare'     => '==',
					'value'       => 'accepted',
				),
			)
		);
		$this->assertSame( 201, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( 'accepted', $saved->get_data()['questions'][1]['logic']['conditions'][0]['value'] );
		$this->assertSame( 'end', $saved->get_data()['questions'][0]['jumps'][0]['to'], 'a consent keeps its jumps' );

		$refused = $this->save(
			$consent,
			array(
				'compare' => '!=',
				'value'   => 'accepted',
			)
		);
		$this->assertSame( 400, $refused->get_status() );
		$this->assertSame( 'The comparison must be one of: ==.', self::errors( $refused )['questions.1.logic.conditions.0.compare'] ?? null );
	}

	/**
	 * [source question, comparator, value, refused field or null].
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string|string[], 3: string|null}>
	 */
	public static function comparisons(): array {
		$scale  = array(
			'id'       => 's',
			'type'     => 'scale',
			'title'    => 'Effort?',
			'settings' => array( 'preset' => 'ces' ),
		);
		$smiley = array(
			'id'    => 's',
			'type'  => 'smiley',
			'title' => 'Mood?',
		);
		$drop   = array(
			'id'     => 's',
			'type'   => 'dropdown',
			'title'  => 'Country?',
			'config' => array( 'options' => array( 'France', 'Spain' ) ),
		);
		$images = array(
			'id'       => 's',
			'type'     => 'image-choice',
			'title'    => 'Which?',
			'config'   => array( 'options' => array( 'Light', 'Dark' ) ),
			'settings' => array( 'multiple' => true ),
		);
		return array(
			'a scale below a score'          => array( $scale, '<', '3', null ),
			'a smiley above a face'          => array( $smiley, '>', '3', null ),
			'a dropdown is an option'        => array( $drop, '==', 'Spain', null ),
			'a dropdown is never lower'      => array( $drop, '<', 'Spain', 'questions.1.logic.conditions.0.compare' ),
			'an image choice includes'       => array( $images, 'includes', array( 'Dark' ), null ),
			'an image choice is never lower' => array( $images, '<', '1', 'questions.1.logic.conditions.0.compare' ),
		);
	}

	/**
	 * Each type's comparisons.
	 *
	 * @param array<string, mixed> $source  The source question.
	 * @param string               $compare The comparator.
	 * @param string|string[]      $value   The value.
	 * @param string|null          $refused The field refused, or null when stored.
	 * @return void
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'comparisons' )]
	public function test_each_type_compares_as_it_makes_sense( array $source, string $compare, $value, ?string $refused ): void {
		$response = $this->save(
			$source,
			array(
				'compare' => $compare,
				'value'   => $value,
			)
		);
		if ( null === $refused ) {
			$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
			return;
		}
		$this->assertSame( 400, $response->get_status() );
		$this->assertArrayHasKey( $refused, self::errors( $response ) );
	}

	public function test_a_date_a_matrix_and_a_ranking_are_no_sources_and_the_message_names_the_sources(): void {
		$sources = array(
			array(
				'id'    => 'd',
				'type'  => 'date',
				'title' => 'When?',
			),
			array(
				'id'       => 'm',
				'type'     => 'matrix',
				'title'    => 'Agree?',
				'settings' => array( 'rows' => array( 'Fast' ) ),
			),
			array(
				'id'     => 'r',
				'type'   => 'ranking',
				'title'  => 'Order?',
				'config' => array( 'options' => array( 'A', 'B' ) ),
			),
		);
		foreach ( $sources as $source ) {
			$response = $this->save(
				$source,
				array(
					'compare' => '==',
					'value'   => 'x',
				),
				array(
					array(
						'question_id' => $source['id'],
						'compare'     => '==',
						'value'       => 'x',
					),
				)
			);
			$this->assertSame( 400, $response->get_status(), $source['type'] );
			$errors = self::errors( $response );
			$this->assertSame( self::NOT_A_SOURCE, $errors['questions.1.logic.conditions.0.question_id'] ?? null, $source['type'] );
			// E-mail logic reads every answer once the response is in: no "earlier" there.
			$this->assertSame(
				'A condition can only use a multiple choice, checkbox, dropdown, image choice, NPS, star rating, scale, smiley or consent question.',
				$errors['notifications.email.logic.conditions.0.question_id'] ?? null,
				$source['type']
			);
		}
	}
}
