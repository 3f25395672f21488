<?php
/**
 * Jump logic in the widget's bootstrap.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Frontend;

use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetBootstrapSchema;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Tests\Contract\StrictSchema;
use UserFeedback\Visitors\SubmissionToken;

/**
 * A page's surveys carry their questions' jumps only on a licensed Pro site with the
 * question-types add-on (the gate "required" has), and only on the questions that have some;
 * floating and inline alike, and the bootstrap still matches its schema key for key.
 */
final class WidgetBootstrapJumpsTest extends FrontendTestCase {

	/**
	 * The stored survey: q1 jumps to q3 on "Yes".
	 *
	 * @return array<string, mixed>
	 */
	private static function survey(): array {
		return array_merge(
			array( 'id' => 5 ),
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Jumps',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'     => 'q1',
							'type'   => 'radio-button',
							'title'  => 'Found it?',
							'config' => array( 'options' => array( 'Yes', 'No' ) ),
							'jumps'  => self::jumps(),
						),
						array(
							'id'    => 'q2',
							'type'  => 'text',
							'title' => 'Where?',
						),
						array(
							'id'    => 'q3',
							'type'  => 'text',
							'title' => 'Thanks?',
						),
					),
				)
			)
		);
	}

	/**
	 * The first question's jumps.
	 *
	 * @return array<int, array<string, string>>
	 */
	private static function jumps(): array {
		return array(
			array(
				'compare' => '==',
				'value'   => 'Yes',
				'to'      => 'q3',
			),
		);
	}

	/**
	 * The bootstrap with the survey floating and inline, through JSON as the page prints it.
	 *
	 * @param Entitlements $entitlements The site's entitlements.
	 * @return array<string, mixed>
	 */
	private function bootstrap( Entitlements $entitlements ): array {
		$builder = new WidgetBootstrap( new SiteGlobals( $entitlements ), $entitlements, new WidgetTheming( new SettingsStore(), $entitlements ), new SubmissionToken( wp_salt( 'nonce' ) ), false );
		$json    = json_decode( (string) wp_json_encode( $builder->build( array( self::survey() ), array( self::survey() ) ) ), true );
		$result  = rest_validate_value_from_schema( $json, StrictSchema::of( WidgetBootstrapSchema::bootstrap() ), 'userfeedbackWidget' );
		$this->assertTrue( true === $result, is_wp_error( $result ) ? $result->get_error_message() : '' );
		return $json;
	}

	/**
	 * Each page survey's questions: id => whether it carries jumps, and the first one's jumps.
	 *
	 * @param array<string, mixed> $bootstrap The bootstrap.
	 * @return array<int, array{array<string, bool>, mixed}>
	 */
	private static function carried( array $bootstrap ): array {
		$carried = array();
		foreach ( array_merge( $bootstrap['surveys'], $bootstrap['inline'] ) as $survey ) {
			$has = array();
			foreach ( $survey['questions'] as $question ) {
				$has[ $question['id'] ] = array_key_exists( 'jumps', $question );
			}
			$carried[] = array( $has, $survey['questions'][0]['jumps'] ?? null );
		}
		return $carried;
	}

	public function test_jumps_reach_the_widget_only_with_the_question_types_addon(): void {
		$none = array(
			array(
				'q1' => false,
				'q2' => false,
				'q3' => false,
			),
			null,
		);
		( new LicenseStore() )->clear();
		$this->assertSame( array( $none, $none ), self::carried( $this->bootstrap( $this->entitlements( 'lite' ) ) ), 'Lite' );
		$this->assertSame( array( $none, $none ), self::carried( $this->bootstrap( $this->entitlements() ) ), 'Pro without a licence' );

		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( array( 'targeting', 'branding', 'behavior', 'templates' ) );
		$this->assertSame( array( $none, $none ), self::carried( $this->bootstrap( $this->entitlements() ) ), 'licensed, without the add-on: stored but inert' );

		$this->set_active_addons( AddonRegistry::KEYS );
		$with = array(
			array(
				'q1' => true,
				'q2' => false,
				'q3' => false,
			),
			self::jumps(),
		);
		$this->assertSame( array( $with, $with ), self::carried( $this->bootstrap( $this->entitlements() ) ), 'with the add-on; empty lists stay off the page' );
	}
}
