<?php
/**
 * Locked templates may not be newly chosen through the surveys route (docs/gates.md finding 3).
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Gates;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;

/**
 * Configuration.md §5, §6: Pro templates need a valid licence and the templates add-on (and the
 * question-types add-on when they ask an NPS or star-rating question). GET survey-templates marks
 * them disabled; these prove POST surveys refuses the same key, naming the field, and lets a
 * survey keep a key it already has.
 */
final class TemplateGatesTest extends GatesTestCase {

	/**
	 * A Pro template without Pro question types.
	 */
	private const PRO_TEMPLATE = 'customer-effort';

	/**
	 * Situations that lock the Pro template → the refusal's message.
	 *
	 * @return array<string, array{string, string|null, string[], string}>
	 */
	public static function locked(): array {
		return array(
			'Lite'                             => array( 'lite', null, AddonRegistry::KEYS, 'Customer Effort Score (CES) is a PRO feature' ),
			'Pro without a licence'            => array( 'pro', null, AddonRegistry::KEYS, 'Please enter a valid license key to enable Pro templates.' ),
			'Pro without the templates add-on' => array( 'pro', 'elite', array( 'question-types' ), 'Requires Templates addon' ),
		);
	}

	/**
	 * A locked template is refused with a 400 naming `template`, and nothing is stored.
	 *
	 * @param string      $edition 'lite' or 'pro'.
	 * @param string|null $licence Licence type, null for none.
	 * @param string[]    $addons  Active add-ons.
	 * @param string      $message The refusal.
	 */
	#[DataProvider( 'locked' )]
	public function test_a_locked_template_is_refused_on_create( string $edition, ?string $licence, array $addons, string $message ): void {
		$this->license( $licence );
		$this->set_active_addons( $addons );
		if ( 'lite' === $edition ) {
			$this->use_lite_surveys();
		}
		$this->act_as( 'administrator' );
		$before = $this->survey_count();

		$response = $this->rest( 'POST', self::SURVEYS, self::plain_survey( self::PRO_TEMPLATE ) );

		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $message, $response->get_data()['data']['params']['template'] ?? null, (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $before, $this->survey_count(), 'nothing is stored' );
	}

	public function test_free_and_unknown_templates_pass_in_lite(): void {
		$this->use_lite_surveys();
		$this->act_as( 'administrator' );

		foreach ( array( 'content-feedback', 'blank', '', 'a-retired-template' ) as $key ) {
			$response = $this->rest( 'POST', self::SURVEYS, self::plain_survey( $key ) );
			$this->assertSame( 201, $response->get_status(), $key . ': ' . wp_json_encode( $response->get_data() ) );
		}
	}

	public function test_a_licensed_site_with_the_addon_may_choose_it(): void {
		$this->license( 'plus' );
		$this->set_active_addons( array( 'templates' ) );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', self::SURVEYS, self::plain_survey( self::PRO_TEMPLATE ) );

		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( self::PRO_TEMPLATE, $response->get_data()['template'] );
	}

	public function test_a_template_needing_question_types_is_refused_without_that_addon(): void {
		$this->license( 'elite' );
		$this->set_active_addons( array( 'templates' ) );
		$this->act_as( 'administrator' );

		$response = $this->rest( 'POST', self::SURVEYS, self::plain_survey( 'csat' ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'Requires Question Types addon', $response->get_data()['data']['params']['template'] ?? null );
	}

	public function test_a_survey_keeps_its_template_after_a_downgrade_but_cannot_switch_to_another(): void {
		$this->license( 'elite' );
		$this->set_active_addons( AddonRegistry::KEYS );
		$this->act_as( 'administrator' );
		$created = $this->rest( 'POST', self::SURVEYS, self::plain_survey( self::PRO_TEMPLATE ) )->get_data();

		$this->license( null );
		$edited = array_merge(
			self::plain_survey( self::PRO_TEMPLATE ),
			array(
				'id'    => $created['id'],
				'title' => 'Renamed',
			)
		);
		$kept   = $this->rest( 'POST', self::SURVEYS, $edited );
		$this->assertSame( 200, $kept->get_status(), (string) wp_json_encode( $kept->get_data() ) );
		$this->assertSame( 'Renamed', $kept->get_data()['title'] );

		$switched = $this->rest( 'POST', self::SURVEYS, array_merge( $edited, array( 'template' => 'website-experience' ) ) );
		$this->assertSame( 400, $switched->get_status() );
		$this->assertArrayHasKey( 'template', $switched->get_data()['data']['params'] );
	}

	/**
	 * A draft with one plain question, made from a template.
	 *
	 * @param string $template Template key.
	 * @return array<string, mixed>
	 */
	private static function plain_survey( string $template ): array {
		return array(
			'id'            => null,
			'title'         => 'From a template',
			'template'      => $template,
			'status'        => 'draft',
			'questions'     => array(
				array(
					'id'     => 'q1',
					'type'   => 'radio-button',
					'title'  => 'How easy was it?',
					'config' => array( 'options' => array( 'Easy', 'Hard' ) ),
				),
			),
			'settings'      => array(),
			'notifications' => array(),
		);
	}

	/**
	 * Surveys stored, whatever their status.
	 *
	 * @return int
	 */
	private function survey_count(): int {
		global $wpdb;
		$table = userfeedback()->tables()->surveys();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from the plugin.
	}
}
