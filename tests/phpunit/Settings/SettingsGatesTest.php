<?php
/**
 * The settings gates per tier: what a site may change, and what GET says is locked.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Settings;

use PHPUnit\Framework\Attributes\DataProvider;

/**
 * Lite: no branding, no middle positions, no start minimised, no access roles. Pro without the
 * branding add-on: no branding. Pro with it: everything. Unchanged values always pass.
 */
final class SettingsGatesTest extends SettingsTestCase {

	private const LOGO = 'https://example.com/logo.png';

	protected function setUp(): void {
		parent::setUp();
		$this->act_as( 'administrator' );
	}

	/**
	 * One change of every gated field.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public static function gated_changes(): array {
		return array(
			'button colour'   => array( array( 'widget_button_color' => '#000000' ), 'widget_button_color', 'branding' ),
			'background'      => array( array( 'widget_color' => '#000' ), 'widget_color', 'branding' ),
			'text colour'     => array( array( 'widget_text_color' => '#ABCDEF' ), 'widget_text_color', 'branding' ),
			'scheme'          => array( array( 'widget_theme' => 'dark' ), 'widget_theme', 'branding' ),
			'custom logo url' => array( array( 'widget_custom_logo' => self::LOGO ), 'widget_custom_logo', 'branding' ),
			'custom logo'     => array(
				array(
					'logo_type'          => 'custom',
					'widget_custom_logo' => self::LOGO,
				),
				'logo_type',
				'branding',
			),
			'middle left'     => array( array( 'widget_position' => 'middle_left' ), 'widget_position', 'pro' ),
			'middle right'    => array( array( 'widget_position' => 'middle_right' ), 'widget_position', 'pro' ),
			'start minimised' => array( array( 'widget_start_minimized' => true ), 'widget_start_minimized', 'pro' ),
			'create roles'    => array( array( 'create_edit_surveys' => array( 'administrator' ) ), 'create_edit_surveys', 'pro' ),
			'view roles'      => array( array( 'view_results' => array( 'author' ) ), 'view_results', 'pro' ),
			'delete roles'    => array( array( 'delete_surveys' => array( 'editor', 'author' ) ), 'delete_surveys', 'pro' ),
			'cooldown'        => array( array( 'widget_cooldown_days' => 7 ), 'widget_cooldown_days', 'behavior' ),
		);
	}

	/**
	 * Lite refuses every gated change with the spec's "{feature} is a PRO feature".
	 *
	 * @param array<string, mixed> $change The change.
	 * @param string               $field  The gated field reported.
	 */
	#[DataProvider( 'gated_changes' )]
	public function test_lite_refuses_a_gated_change( array $change, string $field ): void {
		$this->use_edition( 'lite' );
		$message = $this->assert_gated( $this->save( $change ), $field );
		$this->assertStringEndsWith( 'is a PRO feature', $message );
		$this->assertFalse( get_option( 'userfeedback_settings' ), 'nothing stored' );
	}

	/**
	 * Pro without the branding add-on refuses branding only; with it, everything passes.
	 *
	 * @param array<string, mixed> $change The change.
	 * @param string               $field  The gated field.
	 * @param string               $gate   'branding' or 'pro'.
	 */
	#[DataProvider( 'gated_changes' )]
	public function test_pro_allows_a_change_its_add_ons_allow( array $change, string $field, string $gate ): void {
		$this->license( 'pro' );
		$response = $this->save( $change );
		if ( 'branding' === $gate || 'behavior' === $gate ) {
			$this->assertSame( 'Please activate the ' . ucfirst( $gate ) . ' addon to access this feature', $this->assert_gated( $response, $field ) );
			$this->set_active_addons( array( $gate ) );
			$response = $this->save( $change );
		}
		$this->assertSame( 200, $response->get_status() );
		$saved = (array) $response->get_data()['settings'];
		foreach ( $change as $key => $value ) {
			$expected = is_array( $value ) ? array_values( array_unique( array_merge( $value, array( 'administrator' ) ) ) ) : $value;
			$this->assertSame( $expected, $saved[ $key ], $key );
		}
	}

	public function test_lite_saves_free_settings_and_the_whole_unchanged_object(): void {
		$this->use_edition( 'lite' );
		$settings                       = $this->settings();
		$settings['widget_position']    = 'bottom_left';
		$settings['logo_type']          = 'userfeedback';
		$settings['widget_toggle_icon'] = 'field-star';
		$settings['widget_font']        = array(
			'family' => 'Lato',
			'weight' => 'regular',
		);
		$response                       = $this->save( $settings );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'bottom_left', $response->get_data()['settings']['widget_position'] );
	}

	public function test_the_pause_after_a_response_is_every_editions(): void {
		// The running plugin: Pro, no licence, no add-on.
		$response = $this->save( array( 'widget_pause_after_response' => 0 ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertArrayNotHasKey( 'widget_pause_after_response', (array) $response->get_data()['locked'] );
		$this->assertSame( 0, userfeedback()->settings()->get( 'widget_pause_after_response' ) );

		$this->use_edition( 'lite' );
		$response = $this->save( array( 'widget_pause_after_response' => 5 ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertArrayNotHasKey( 'widget_pause_after_response', (array) $response->get_data()['locked'] );
		$this->assertSame( 5, userfeedback()->settings()->get( 'widget_pause_after_response' ) );
	}

	public function test_unchanged_gated_values_pass_even_after_losing_the_feature(): void {
		$this->license( 'elite' );
		$this->set_active_addons( array( 'branding' ) );
		$this->assertSame(
			200,
			$this->save(
				array(
					'widget_color'           => '#123456',
					'widget_position'        => 'middle_left',
					'widget_start_minimized' => true,
					'view_results'           => array( 'author' ),
				)
			)->get_status()
		);

		$this->use_edition( 'lite' );
		$settings                       = $this->settings();
		$settings['widget_color']       = '#123456';
		$settings['widget_toggle_text'] = 'Tell us';
		$this->assertSame( 200, $this->save( $settings )->get_status(), 'stored Pro values sent back unchanged' );
		$this->assertSame( 200, $this->save( array( 'widget_color' => '#123456' ) )->get_status(), 'colour case is not a change' );
		$this->assertSame( 200, $this->save( array( 'view_results' => array( 'administrator', 'author' ) ) )->get_status(), 'role order is not a change' );
		$this->assert_gated( $this->save( array( 'widget_position' => 'middle_right' ) ), 'widget_position' );
		$this->assertSame( 200, $this->save( array( 'widget_position' => 'bottom_left' ) )->get_status(), 'leaving a middle position is free' );
		$this->assert_gated( $this->save( array( 'widget_position' => 'middle_left' ) ), 'widget_position' );
	}

	public function test_every_refused_field_is_listed(): void {
		$this->use_edition( 'lite' );
		$response = $this->save(
			array(
				'widget_toggle_text'     => 'Fine',
				'widget_theme'           => 'dark',
				'widget_start_minimized' => true,
			)
		);
		$this->assert_gated( $response, 'widget_theme' );
		$this->assertSame( array( 'widget_theme', 'widget_start_minimized' ), $response->get_data()['data']['fields'] );
	}

	public function test_a_bad_value_is_a_400_before_any_gate(): void {
		$this->use_edition( 'lite' );
		$this->assert_invalid( $this->save( array( 'widget_color' => 'red' ) ), array( 'widget_color' ) );
	}

	/**
	 * What GET says is locked, per tier.
	 *
	 * @return array<string, array{0: string, 1: string|null, 2: string[], 3: string[]}>
	 */
	public static function tiers(): array {
		$branding = array( 'widget_button_color', 'widget_theme', 'widget_color', 'widget_text_color', 'widget_custom_logo' );
		// With the elite licence these run under, the pro plan's fields are locked on Lite only.
		$pro      = array( 'widget_start_minimized', 'create_edit_surveys', 'view_results', 'delete_surveys', 'analytics_events' );
		$behavior = array( 'widget_cooldown_days' );
		return array(
			'lite'                   => array( 'lite', null, array_merge( $branding, $pro, $behavior ), array( 'widget_position', 'logo_type' ) ),
			'pro, no branding'       => array( 'pro', null, array_merge( $branding, $behavior ), array( 'logo_type' ) ),
			'pro with branding'      => array( 'pro', 'branding', $behavior, array() ),
			'pro with behavior'      => array( 'pro', 'behavior', $branding, array( 'logo_type' ) ),
			'lite, branding ignored' => array( 'lite', 'branding', array_merge( $branding, $pro, $behavior ), array( 'widget_position', 'logo_type' ) ),
		);
	}

	/**
	 * GET lists the locked fields and values with their feature label.
	 *
	 * @param string      $edition Edition.
	 * @param string|null $addon   Active add-on.
	 * @param string[]    $fields  Locked fields.
	 * @param string[]    $values  Fields with locked values.
	 */
	#[DataProvider( 'tiers' )]
	public function test_get_lists_what_the_site_may_not_change( string $edition, ?string $addon, array $fields, array $values ): void {
		$this->license( 'elite' );
		$this->set_active_addons( null === $addon ? array() : array( $addon ) );
		$this->use_edition( $edition );
		$data   = (array) $this->get_settings()->get_data();
		$json   = (string) wp_json_encode( $data );
		$data   = (array) json_decode( $json, true );
		$locked = (array) $data['locked'];
		$this->assertEqualsCanonicalizing( $fields, array_keys( $locked ) );
		$this->assertEqualsCanonicalizing( $values, array_keys( (array) $data['locked_values'] ) );
		if ( 'lite' === $edition ) {
			$this->assertSame( 'Minimized Survey', $locked['widget_start_minimized'] );
			$this->assertSame( 'Branding', $locked['widget_color'] );
			$this->assertSame( 'Access Roles', $locked['view_results'] );
			$this->assertSame( 'Survey Cooldown', $locked['widget_cooldown_days'] );
			$this->assertSame( array( 'middle_left', 'middle_right' ), array_keys( $data['locked_values']['widget_position'] ) );
			$this->assertSame( array( 'custom' ), array_keys( $data['locked_values']['logo_type'] ) );
		}
		$this->assertStringContainsString( '"locked":{', $json, 'an object, even when empty' );
	}
}
