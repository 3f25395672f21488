<?php
/**
 * Where the AI settings are kept.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Settings;

use UserFeedback\Http\PublicTarget;
use UserFeedback\Http\Reach;
use UserFeedback\Support\OptionRow;

/**
 * Their own option, `userfeedback_ai`, not autoloaded: it holds the API key, which then is not
 * loaded into memory on every page, and only AI requests need it. The key can instead live in
 * wp-config.php as USERFEEDBACK_AI_API_KEY, keeping it out of the database (and its backups)
 * altogether; the constant wins over the option.
 *
 * Read from the option's row (OptionRow): with an object cache shared by several web nodes, a
 * request that began before the settings were first saved can leave them on WordPress's shared
 * 'notoptions' list, and a node would then read them as missing (on-site, no key) until their next
 * save; a save merges into what get() read, so it would also drop the stored key.
 */
final class AiSettingsStore {

	public const OPTION = \UserFeedback\Ai\AiStorageNames::SETTINGS_OPTION;

	public const KEY_CONSTANT = 'USERFEEDBACK_AI_API_KEY';

	/**
	 * Constructor.
	 *
	 * @param PublicTarget $targets Which base URLs a model may have (the requests check again).
	 */
	public function __construct( private readonly PublicTarget $targets = new PublicTarget( Reach::AlsoOwnNetwork ) ) {
	}

	/**
	 * The settings in force.
	 *
	 * @return AiSettings
	 */
	public function get(): AiSettings {
		$stored   = OptionRow::get( self::OPTION, array() );
		$stored   = is_array( $stored ) ? $stored : array();
		$constant = self::constant_key();
		return new AiSettings(
			is_string( $stored['provider'] ?? null ) ? $stored['provider'] : 'onsite',
			is_string( $stored['base_url'] ?? null ) ? $stored['base_url'] : '',
			is_string( $stored['model'] ?? null ) ? $stored['model'] : '',
			is_numeric( $stored['timeout'] ?? null ) ? (int) $stored['timeout'] : AiSettings::DEFAULT_TIMEOUT,
			$constant ?? ( is_string( $stored['api_key'] ?? null ) ? $stored['api_key'] : '' ),
			null !== $constant
		);
	}

	/**
	 * Changes some settings, keeping the others. `api_key`: absent or null keeps the key, ''
	 * removes it. Choosing the remote provider needs a base URL and a model.
	 *
	 * @param array<string, mixed> $changes Any of provider, base_url, model, timeout, api_key.
	 * @return AiSettings|\WP_Error The saved settings, or the 400 naming each bad field.
	 */
	public function update( array $changes ) {
		$current = $this->get()->to_stored_array();
		$errors  = array();

		$provider = is_string( $changes['provider'] ?? null ) ? $changes['provider'] : $current['provider'];
		$base_url = is_string( $changes['base_url'] ?? null ) ? untrailingslashit( trim( $changes['base_url'] ) ) : $current['base_url'];
		$model    = is_string( $changes['model'] ?? null ) ? trim( $changes['model'] ) : $current['model'];
		$timeout  = is_numeric( $changes['timeout'] ?? null ) ? (int) $changes['timeout'] : $current['timeout'];
		$api_key  = $current['api_key'];
		if ( is_string( $changes['api_key'] ?? null ) ) {
			if ( null !== self::constant_key() ) {
				$errors['api_key'] = __( 'The API key is set in wp-config.php (USERFEEDBACK_AI_API_KEY) and cannot be changed here.', 'userfeedback' );
			}
			$api_key = trim( $changes['api_key'] );
		}

		$problem = EndpointUrl::problem( $base_url ) ?? $this->address_problem( $base_url, $current['base_url'] );
		if ( null !== $problem ) {
			$errors['base_url'] = $problem;
		}
		if ( 'remote' === $provider ) {
			if ( '' === $base_url && ! isset( $errors['base_url'] ) ) {
				$errors['base_url'] = __( 'Enter the base URL of your model’s OpenAI-compatible API.', 'userfeedback' );
			}
			if ( '' === $model ) {
				$errors['model'] = __( 'Enter the name of the model to use.', 'userfeedback' );
			}
		}
		if ( array() !== $errors ) {
			return new \WP_Error(
				'rest_invalid_param',
				/* translators: %s: comma-separated parameter names. */
				sprintf( __( 'Invalid parameter(s): %s', 'userfeedback' ), implode( ', ', array_keys( $errors ) ) ),
				array(
					'status' => 400,
					'params' => $errors,
				)
			);
		}

		$settings = new AiSettings( $provider, $base_url, $model, $timeout, $api_key );
		update_option( self::OPTION, $settings->to_stored_array(), false );
		return $this->get();
	}

	/**
	 * Why a new base URL's host may not be requested, or null. Only a changed URL is resolved:
	 * an unrelated change (the provider back to on-site) must not fail because the saved host is
	 * unreachable at that moment.
	 *
	 * @param string $base_url The base URL asked for.
	 * @param string $current  The one saved.
	 * @return string|null
	 */
	private function address_problem( string $base_url, string $current ): ?string {
		if ( '' === $base_url || $current === $base_url ) {
			return null;
		}
		$checked = $this->targets->check( $base_url );
		return is_wp_error( $checked ) ? $checked->get_error_message() : null;
	}

	/**
	 * The key set in wp-config.php, if any.
	 *
	 * @return string|null
	 */
	private static function constant_key(): ?string {
		if ( ! defined( self::KEY_CONSTANT ) ) {
			return null;
		}
		$key = constant( self::KEY_CONSTANT );
		return is_string( $key ) && '' !== $key ? $key : null;
	}
}
