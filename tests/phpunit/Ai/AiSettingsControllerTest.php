<?php
/**
 * The AI settings route.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Ai;

use UserFeedback\Ai\Settings\AiSettingsStore;

/**
 * `GET/POST ai-settings`: administrators only; the key is stored but never answered; the base URL
 * must be https unless the host is local; choosing the remote provider needs a URL and a model.
 */
final class AiSettingsControllerTest extends AiTestCase {

	public function test_defaults_are_the_on_site_summariser_without_a_key(): void {
		$this->assertSame(
			array(
				'provider'              => 'onsite',
				'base_url'              => '',
				'model'                 => '',
				'timeout'               => 30,
				'api_key_set'           => false,
				'api_key_from_constant' => false,
				'limits'                => array(
					'onsite_answers'    => 10000,
					'remote_answers'    => 300,
					'remote_characters' => 20000,
					'answer_characters' => 500,
				),
			),
			$this->data( $this->call( 'GET', '/ai-settings' ) )
		);
	}

	public function test_the_key_is_kept_on_the_server_and_never_answered(): void {
		$saved = $this->data(
			$this->call(
				'POST',
				'/ai-settings',
				array(
					'provider' => 'remote',
					// A host this machine resolves: the test machine has no DNS.
					'base_url' => 'https://localhost/v1/',
					'model'    => 'gpt-4o-mini',
					'timeout'  => 20,
					'api_key'  => 'sk-secret',
				)
			)
		);
		$this->assertSame( 'https://localhost/v1', $saved['base_url'], 'trailing slash dropped' );
		$this->assertTrue( $saved['api_key_set'] );
		$this->assertArrayNotHasKey( 'api_key', $saved );
		$read = $this->data( $this->call( 'GET', '/ai-settings' ) );
		$this->assertStringNotContainsString( 'sk-secret', (string) wp_json_encode( $read ) );
		$this->assertSame( 'sk-secret', ( new AiSettingsStore() )->get()->api_key() );

		$this->data( $this->call( 'POST', '/ai-settings', array( 'model' => 'other' ) ) );
		$this->assertSame( 'sk-secret', ( new AiSettingsStore() )->get()->api_key(), 'absent keeps the key' );
		$this->assertFalse( $this->data( $this->call( 'POST', '/ai-settings', array( 'api_key' => '' ) ) )['api_key_set'], 'empty removes it' );

		global $wpdb;
		$this->assertContains( $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", AiSettingsStore::OPTION ) ), array( 'no', 'off' ), 'not autoloaded' );
	}

	public function test_bad_settings_are_400_naming_the_field(): void {
		$cases = array(
			'base_url' => array(
				array(
					'provider' => 'remote',
					'base_url' => 'http://api.example.com/v1',
					'model'    => 'm',
				),
				array(
					'provider' => 'remote',
					'base_url' => 'https://user:pass@api.example.com/v1',
					'model'    => 'm',
				),
				array( 'base_url' => 'ftp://example.com' ),
				array(
					'provider' => 'remote',
					'model'    => 'm',
				),
			),
			'model'    => array(
				array(
					'provider' => 'remote',
					'base_url' => 'https://api.example.com/v1',
				),
				array( 'model' => 'has space' ),
			),
			'provider' => array( array( 'provider' => 'cloud' ) ),
			'timeout'  => array( array( 'timeout' => 0 ), array( 'timeout' => 121 ) ),
		);
		foreach ( $cases as $field => $bodies ) {
			foreach ( $bodies as $body ) {
				$response = $this->call( 'POST', '/ai-settings', $body );
				$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $body ) );
				$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
				$this->assertArrayHasKey( $field, $response->get_data()['data']['params'], (string) wp_json_encode( $body ) );
			}
		}
		$this->assertSame( 'onsite', ( new AiSettingsStore() )->get()->provider(), 'nothing saved' );
	}

	public function test_plain_http_is_allowed_to_local_hosts_only(): void {
		foreach ( array( 'http://127.0.0.1:11434/v1', 'http://localhost:8080/v1', 'http://[::1]:8000/v1', 'http://192.168.1.5/v1', 'http://10.0.0.2/v1' ) as $url ) {
			$response = $this->call(
				'POST',
				'/ai-settings',
				array(
					'provider' => 'remote',
					'base_url' => $url,
					'model'    => 'llama3',
				)
			);
			$this->assertSame( 200, $response->get_status(), $url );
		}
	}

	public function test_addresses_beyond_the_internet_this_server_and_private_networks_are_refused(): void {
		foreach ( array(
			'http://169.254.169.254/latest'       => '169.254.169.254 is in 169.254.0.0/16',
			'https://169.254.169.254/v1'          => '169.254.169.254 is in 169.254.0.0/16',
			'https://100.64.0.1/v1'               => '100.64.0.1 is in 100.64.0.0/10',
			'https://198.18.0.1/v1'               => '198.18.0.1 is in 198.18.0.0/15',
			'https://224.0.0.1/v1'                => '224.0.0.1 is in 224.0.0.0/4',
			'http://[fe80::1]:11434/v1'           => 'fe80::1 is in fe80::/10',
			'https://[::ffff:169.254.169.254]/v1' => '::ffff:169.254.169.254 is in 169.254.0.0/16',
			'https://2130706433/v1'               => 'four numbers',
			'https://no-such-host.invalid/v1'     => 'could not be resolved',
		) as $url => $why ) {
			$response = $this->call(
				'POST',
				'/ai-settings',
				array(
					'provider' => 'remote',
					'base_url' => $url,
					'model'    => 'llama3',
				)
			);
			$this->assertSame( 400, $response->get_status(), $url );
			$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
			$this->assertStringContainsString( $why, (string) $response->get_data()['data']['params']['base_url'], $url );
		}
		$this->assertSame( 'onsite', ( new AiSettingsStore() )->get()->provider(), 'nothing saved' );
	}

	public function test_only_settings_managers_may_read_or_change_them(): void {
		foreach ( array(
			'editor'     => 403,
			'subscriber' => 403,
			''           => 401,
		) as $role => $status ) {
			$this->act_as( $role );
			$this->assertSame( $status, $this->call( 'GET', '/ai-settings' )->get_status(), $role );
			$this->assertSame( $status, $this->call( 'POST', '/ai-settings', array( 'provider' => 'remote' ) )->get_status(), $role );
		}
	}
}
