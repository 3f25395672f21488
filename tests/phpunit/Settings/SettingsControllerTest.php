<?php
/**
 * GET and POST userfeedback/v1/settings.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Settings;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Settings\SettingsStore;

/**
 * Every field's default, type and value checks, the whole-object rules (custom logo, roles), the
 * gates per tier, and who may read and save.
 */
final class SettingsControllerTest extends SettingsTestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->act_as( 'administrator' );
	}

	public function test_every_field_has_the_specs_default(): void {
		$this->assertSame(
			array(
				'widget_button_color'         => '#2D87F1',
				'widget_toggle_icon'          => 'field-userfeedback',
				'widget_toggle_color'         => '#23282D',
				'widget_toggle_text'          => '',
				'widget_font'                 => array(
					'family' => '',
					'weight' => '',
				),
				'widget_position'             => 'bottom_right',
				'widget_theme'                => 'light',
				'widget_color'                => '#FFFFFF',
				'widget_text_color'           => '#23282D',
				'widget_start_minimized'      => false,
				'widget_custom_logo'          => '',
				'widget_show_logo'            => false,
				'logo_type'                   => 'none',
				'widget_skip_text'            => 'Skip',
				'widget_next_text'            => 'Next',
				'widget_cooldown_days'        => 0,
				'widget_pause_after_response' => 30,
				'notifications_recipients'    => '',
				'summaries_html_template'     => true,
				'notifications_header_image'  => '',
				'create_edit_surveys'         => array( 'administrator', 'editor' ),
				'view_results'                => array( 'administrator', 'editor' ),
				'delete_surveys'              => array( 'administrator', 'editor' ),
				'allow_usage_tracking'        => false,
				'summaries_disabled'          => false,
				'automatic_updates'           => 'none',
				'ip_storage'                  => 'anonymised',
				'trusted_proxies'             => array(),
				'retention_days'              => 0,
				'privacy_erasure'             => 'delete',
				'delete_data_on_uninstall'    => false,
				'captcha_provider'            => '',
				'captcha_site_key'            => '',
				'captcha_secret_key'          => '',
				'captcha_fail_open'           => true,
				'captcha_min_score'           => 0.5,
				'analytics_events'            => false,
			),
			$this->settings()
		);
		$this->assertSame( ( new SettingsStore() )->defaults(), $this->settings(), 'the store reads the same schema' );
	}

	public function test_a_save_keeps_missing_keys_and_answers_the_whole_object(): void {
		$response = $this->save(
			array(
				'widget_toggle_text' => 'Feedback',
				'widget_toggle_icon' => 'field-heart',
				'automatic_updates'  => 'minor',
				'widget_font'        => array(
					'family' => 'Open Sans',
					'weight' => '700',
				),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$saved = (array) $response->get_data()['settings'];
		$this->assertSame( 'Feedback', $saved['widget_toggle_text'] );
		$this->assertSame( 'field-heart', $saved['widget_toggle_icon'] );
		$this->assertSame( 'minor', $saved['automatic_updates'] );
		$this->assertSame( 'Skip', $saved['widget_skip_text'], 'a key not sent keeps its value' );

		$this->save( array( 'widget_skip_text' => 'Later' ) );
		$again = $this->settings();
		$this->assertSame( 'Feedback', $again['widget_toggle_text'] );
		$this->assertSame( 'Later', $again['widget_skip_text'] );
		$this->assertSame(
			array(
				'family' => 'Open Sans',
				'weight' => '700',
			),
			$again['widget_font']
		);
		$this->assertSame( 'Later', userfeedback()->settings()->get( 'widget_skip_text' ), 'stored where the plugin reads it' );
	}

	public function test_the_whole_object_of_a_get_saves_unchanged(): void {
		$this->assertSame( 200, $this->save( $this->settings() )->get_status() );
	}

	/**
	 * A bad value for every field.
	 *
	 * @return array<string, array{0: string, 1: mixed}>
	 */
	public static function bad_values(): array {
		return array(
			'colour not hex'            => array( 'widget_button_color', 'blue' ),
			'colour 4 digits'           => array( 'widget_color', '#FFFF' ),
			'colour number'             => array( 'widget_text_color', 255 ),
			'toggle colour no hash'     => array( 'widget_toggle_color', '23282D' ),
			'unknown icon'              => array( 'widget_toggle_icon', 'field-rocket' ),
			'label array'               => array( 'widget_toggle_text', array( 'a' ) ),
			'label too long'            => array( 'widget_toggle_text', str_repeat( 'x', 61 ) ),
			'font string'               => array( 'widget_font', 'Arial' ),
			'font extra key'            => array(
				'widget_font',
				array(
					'family' => 'Arial',
					'weight' => '400',
					'style'  => 'x',
				),
			),
			'font italic weight'        => array(
				'widget_font',
				array(
					'family' => 'Arial',
					'weight' => '700italic',
				),
			),
			'position'                  => array( 'widget_position', 'top_left' ),
			'theme'                     => array( 'widget_theme', 'blue' ),
			'minimised string'          => array( 'widget_start_minimized', 'yes' ),
			'logo not a url'            => array( 'widget_custom_logo', 'logo.png' ),
			'logo javascript'           => array( 'widget_custom_logo', 'javascript:alert(1)' ),
			'show logo array'           => array( 'widget_show_logo', array() ),
			'logo type'                 => array( 'logo_type', 'big' ),
			'skip too long'             => array( 'widget_skip_text', str_repeat( 'x', 41 ) ),
			'next number'               => array( 'widget_next_text', 5 ),
			'cooldown over a year'      => array( 'widget_cooldown_days', 366 ),
			'cooldown negative'         => array( 'widget_cooldown_days', -1 ),
			'cooldown fraction'         => array( 'widget_cooldown_days', 1.5 ),
			'pause over a day'          => array( 'widget_pause_after_response', 1441 ),
			'pause negative'            => array( 'widget_pause_after_response', -1 ),
			'pause as a word'           => array( 'widget_pause_after_response', 'on' ),
			'recipients array'          => array( 'notifications_recipients', array( 'a@example.com' ) ),
			'html template'             => array( 'summaries_html_template', 'html' ),
			'header image ftp'          => array( 'notifications_header_image', 'ftp://example.com/a.png' ),
			'roles string'              => array( 'create_edit_surveys', 'editor' ),
			'roles unknown'             => array( 'view_results', array( 'editor', 'pirate' ) ),
			'roles object'              => array( 'delete_surveys', array( 'a' => 'editor' ) ),
			'usage tracking'            => array( 'allow_usage_tracking', 2 ),
			'summaries disabled'        => array( 'summaries_disabled', null ),
			'automatic updates'         => array( 'automatic_updates', 'major' ),
			'ip storage'                => array( 'ip_storage', 'partial' ),
			'proxies string'            => array( 'trusted_proxies', '10.0.0.1' ),
			'proxy not an ip'           => array( 'trusted_proxies', array( 'proxy.local' ) ),
			'proxy bad prefix'          => array( 'trusted_proxies', array( '10.0.0.0/33' ) ),
			'delete data on uninstall'  => array( 'delete_data_on_uninstall', 'please' ),
			'unknown key'               => array( 'widget_size', 'big' ),
			'unknown key like a number' => array( '0', true ),
		);
	}

	/**
	 * A bad value is a 400 naming its field, and nothing is stored.
	 *
	 * @param string $field The field.
	 * @param mixed  $value The bad value.
	 */
	#[DataProvider( 'bad_values' )]
	public function test_a_bad_value_is_refused_naming_the_field( string $field, $value ): void {
		$this->license( 'elite' );
		$this->set_active_addons( array( 'branding' ) );
		$params = $this->assert_invalid( $this->save( array( $field => $value ) ), array( $field ) );
		$this->assertNotSame( '', $params[ $field ] );
		$this->assertFalse( get_option( SettingsStore::OPTION ), 'nothing stored' );
	}

	public function test_every_bad_field_is_listed_at_once(): void {
		$params = $this->assert_invalid(
			$this->save(
				array(
					'widget_toggle_color'      => 'red',
					'automatic_updates'        => 'always',
					'mystery'                  => 1,
					'widget_toggle_text'       => 'Fine',
					'notifications_recipients' => 'a@example.com, not-an-address',
				)
			),
			array( 'widget_toggle_color', 'automatic_updates', 'mystery', 'notifications_recipients' )
		);
		$this->assertStringContainsString( 'not-an-address', $params['notifications_recipients'] );
		$this->assertSame( '', $this->settings()['widget_toggle_text'], 'a refused save stores nothing' );
	}

	public function test_settings_must_be_sent(): void {
		$this->assertSame( 400, $this->rest( 'POST', self::ROUTE, array() )->get_status() );
		$this->assertSame( 400, $this->save( 'widget_color' )->get_status() );
	}

	public function test_recipients_are_validated_and_normalised(): void {
		$this->assertSame( 200, $this->save( array( 'notifications_recipients' => '' ) )->get_status(), 'empty allowed' );
		$this->assertSame( 200, $this->save( array( 'notifications_recipients' => ' team@example.com,boss@example.org , ' ) )->get_status() );
		$this->assertSame( 'team@example.com, boss@example.org', $this->settings()['notifications_recipients'] );
		foreach ( array( 'team@example', 'team@example.com; boss@example.org', 'Team <team@example.com>' ) as $bad ) {
			$this->assert_invalid( $this->save( array( 'notifications_recipients' => $bad ) ), array( 'notifications_recipients' ) );
		}
	}

	public function test_a_custom_logo_type_needs_a_logo(): void {
		$this->license( 'elite' );
		$this->set_active_addons( array( 'branding' ) );
		$params = $this->assert_invalid( $this->save( array( 'logo_type' => 'custom' ) ), array( 'widget_custom_logo' ) );
		$this->assertSame( 'You must select a custom logo.', $params['widget_custom_logo'] );
		$this->assert_invalid(
			$this->save(
				array(
					'logo_type'          => 'custom',
					'widget_custom_logo' => '',
				)
			),
			array( 'widget_custom_logo' )
		);

		$logo = 'https://example.com/wp-content/uploads/logo.png';
		$this->assertSame(
			200,
			$this->save(
				array(
					'logo_type'          => 'custom',
					'widget_custom_logo' => $logo,
				)
			)->get_status()
		);
		$this->assert_invalid( $this->save( array( 'widget_custom_logo' => '' ) ), array( 'widget_custom_logo' ) );
		$this->assertSame( 200, $this->save( array( 'logo_type' => 'userfeedback' ) )->get_status() );
		$this->assertSame( $logo, $this->settings()['widget_custom_logo'] );
	}

	public function test_role_lists_name_existing_roles_and_always_keep_the_administrators(): void {
		$response = $this->save(
			array(
				'create_edit_surveys' => array( 'author', 'author' ),
				'view_results'        => array(),
				'delete_surveys'      => array( 'editor', 'administrator' ),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$saved = (array) $response->get_data()['settings'];
		$this->assertSame( array( 'author', 'administrator' ), $saved['create_edit_surveys'] );
		$this->assertSame( array( 'administrator' ), $saved['view_results'] );
		$this->assertSame( array( 'editor', 'administrator' ), $saved['delete_surveys'] );

		// A role added later with manage_options is kept too.
		add_role( 'uf_site_manager', 'Site manager', array( 'manage_options' => true ) );
		try {
			$this->assertSame( array( 'administrator', 'uf_site_manager' ), $this->settings()['view_results'] );
		} finally {
			remove_role( 'uf_site_manager' );
		}

		$params = $this->assert_invalid( $this->save( array( 'view_results' => array( 'ghost' ) ) ), array( 'view_results' ) );
		$this->assertStringContainsString( 'ghost', $params['view_results'] );
	}

	public function test_stored_values_of_another_version_read_as_defaults_and_unknown_keys_are_dropped(): void {
		update_option(
			SettingsStore::OPTION,
			array(
				'widget_color'      => 'not a colour',
				'view_results'      => array( 'editor', 'deleted_role' ),
				'old_setting'       => 'x',
				'logo_type'         => 'custom',
				'automatic_updates' => 'minor',
			)
		);
		$settings = $this->settings();
		$this->assertSame( '#FFFFFF', $settings['widget_color'] );
		$this->assertSame( array( 'editor', 'administrator' ), $settings['view_results'] );
		$this->assertArrayNotHasKey( 'old_setting', $settings );
		$this->assertSame( 'userfeedback', $settings['logo_type'], 'a custom logo type without a logo shows the default logo, as the widget does' );
		$this->assertSame( 'minor', $settings['automatic_updates'] );
		$this->assertSame( 200, $this->save( $settings )->get_status(), 'what a GET answers can be saved back' );
	}

	public function test_text_is_stored_as_plain_text(): void {
		$this->save( array( 'widget_next_text' => ' <b>Go</b> on ' ) );
		$this->assertSame( 'Go on', $this->settings()['widget_next_text'] );
	}

	/**
	 * Who may read and save.
	 *
	 * @return array<string, array{0: string, 1: int}>
	 */
	public static function roles(): array {
		return array(
			'visitor'       => array( '', 401 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'editor'        => array( 'editor', 403 ),
			'author'        => array( 'author', 403 ),
			'administrator' => array( 'administrator', 200 ),
		);
	}

	/**
	 * Only settings managers read and save.
	 *
	 * @param string $role   Role, '' for a visitor.
	 * @param int    $status Expected status.
	 */
	#[DataProvider( 'roles' )]
	public function test_only_administrators_read_and_save( string $role, int $status ): void {
		$this->act_as( $role );
		$this->assertSame( $status, $this->get_settings()->get_status() );
		$this->assertSame( $status, $this->save( array( 'widget_toggle_text' => 'Hi' ) )->get_status() );
		$this->assertSame( 200 === $status ? 'Hi' : '', userfeedback()->settings()->get( 'widget_toggle_text' ) );
	}

	public function test_an_editor_given_every_role_list_still_cannot_manage_settings(): void {
		$this->save( array( 'create_edit_surveys' => array( 'editor' ) ) );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->save( array( 'view_results' => array( 'subscriber' ) ) )->get_status() );
	}
}
