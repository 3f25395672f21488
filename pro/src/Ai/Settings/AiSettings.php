<?php
/**
 * The AI summary's settings.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Settings;

/**
 * Which provider writes summaries and, for a remote model, where it is. The API key is only ever
 * read on the server (api_key()); to_public_array() — what the REST API shows — says whether one
 * is set, never what it is.
 */
final class AiSettings {

	public const PROVIDERS = array( 'onsite', 'remote' );

	public const DEFAULT_TIMEOUT = 30;
	public const MIN_TIMEOUT     = 1;
	public const MAX_TIMEOUT     = 120;

	/**
	 * 'onsite' or 'remote'.
	 *
	 * @var string
	 */
	private readonly string $provider;

	/**
	 * Seconds to wait for the model.
	 *
	 * @var int
	 */
	private readonly int $timeout;

	/**
	 * Constructor.
	 *
	 * @param string $provider          'onsite' or 'remote'; anything else is onsite.
	 * @param string $base_url          The OpenAI-compatible API's base URL, e.g. https://api.openai.com/v1 ('' when unset).
	 * @param string $model             Model name.
	 * @param int    $timeout           Seconds, clamped to MIN_TIMEOUT … MAX_TIMEOUT.
	 * @param string $api_key           API key ('' when none: local servers often need none).
	 * @param bool   $key_from_constant Whether the key comes from wp-config.php.
	 */
	public function __construct( string $provider = 'onsite', private readonly string $base_url = '', private readonly string $model = '', int $timeout = self::DEFAULT_TIMEOUT, private readonly string $api_key = '', private readonly bool $key_from_constant = false ) {
		$this->provider = in_array( $provider, self::PROVIDERS, true ) ? $provider : 'onsite';
		$this->timeout  = max( self::MIN_TIMEOUT, min( self::MAX_TIMEOUT, $timeout ) );
	}

	/**
	 * 'onsite' or 'remote'.
	 *
	 * @return string
	 */
	public function provider(): string {
		return $this->provider;
	}

	/**
	 * The base URL ('' when unset).
	 *
	 * @return string
	 */
	public function base_url(): string {
		return $this->base_url;
	}

	public function model(): string {
		return $this->model;
	}

	/**
	 * Seconds to wait.
	 *
	 * @return int
	 */
	public function timeout(): int {
		return $this->timeout;
	}

	/**
	 * The API key: server side only.
	 *
	 * @return string
	 */
	public function api_key(): string {
		return $this->api_key;
	}

	/**
	 * Whether a remote model is set up enough to be asked (a key is optional).
	 *
	 * @return bool
	 */
	public function is_remote_ready(): bool {
		return '' !== $this->base_url && '' !== $this->model;
	}

	/**
	 * The stored form (the option's value).
	 *
	 * @return array{provider: string, base_url: string, model: string, timeout: int, api_key: string}
	 */
	public function to_stored_array(): array {
		return array(
			'provider' => $this->provider,
			'base_url' => $this->base_url,
			'model'    => $this->model,
			'timeout'  => $this->timeout,
			'api_key'  => $this->key_from_constant ? '' : $this->api_key,
		);
	}

	/**
	 * What the REST API shows: everything but the key.
	 *
	 * @return array{provider: string, base_url: string, model: string, timeout: int, api_key_set: bool, api_key_from_constant: bool}
	 */
	public function to_public_array(): array {
		return array(
			'provider'              => $this->provider,
			'base_url'              => $this->base_url,
			'model'                 => $this->model,
			'timeout'               => $this->timeout,
			'api_key_set'           => '' !== $this->api_key,
			'api_key_from_constant' => $this->key_from_constant,
		);
	}
}
