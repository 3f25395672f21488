<?php
/**
 * The site's spam protection provider, as the settings configure it.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors\Captcha;

use UserFeedback\Settings\SettingsStore;

/**
 * Reads the captcha_* settings (SettingsSchema) once and answers what the widget and the
 * responses route need: whether a provider is on (a provider and both keys), its script for the
 * widget and its verification endpoint, both overridable by filters so a site can self-host or
 * proxy them and tests can point them at local fakes. Off, nothing of this is sent or requested.
 */
final class Captcha {

	public const TURNSTILE = 'turnstile';
	public const RECAPTCHA = 'recaptcha';

	/** The longest token accepted: Turnstile documents 2,048 characters; reCAPTCHA's are shorter. */
	public const MAX_TOKEN = 2048;

	/** The action the widget names when it asks reCAPTCHA v3 for a token. */
	public const ACTION = 'submit';

	/**
	 * The settings' values.
	 *
	 * @var array<string, mixed>
	 */
	private readonly array $settings;

	/**
	 * Constructor.
	 *
	 * @param SettingsStore $store Plugin settings.
	 */
	public function __construct( SettingsStore $store = new SettingsStore() ) {
		$this->settings = $store->all();
	}

	/**
	 * The provider when one is chosen and both its keys are stored, else ''.
	 *
	 * @return string '', self::TURNSTILE or self::RECAPTCHA.
	 */
	public function provider(): string {
		$provider = (string) ( $this->settings['captcha_provider'] ?? '' );
		if ( ! in_array( $provider, array( self::TURNSTILE, self::RECAPTCHA ), true ) || '' === $this->site_key() || '' === $this->secret() ) {
			return '';
		}
		return $provider;
	}

	public function is_on(): bool {
		return '' !== $this->provider();
	}

	public function site_key(): string {
		return (string) ( $this->settings['captcha_site_key'] ?? '' );
	}

	public function secret(): string {
		return (string) ( $this->settings['captcha_secret_key'] ?? '' );
	}

	/**
	 * Whether a provider that cannot be reached lets responses through.
	 *
	 * @return bool
	 */
	public function fails_open(): bool {
		return false !== ( $this->settings['captcha_fail_open'] ?? true );
	}

	/**
	 * The lowest reCAPTCHA v3 score that passes.
	 *
	 * @return float
	 */
	public function min_score(): float {
		return (float) ( $this->settings['captcha_min_score'] ?? 0.5 );
	}

	/**
	 * What the widget gets: the provider, the site key and the script it loads before the save
	 * that creates a response; null when no provider is on (the bootstrap then has no `captcha`).
	 *
	 * @return array{provider: string, site_key: string, script: string}|null
	 */
	public function for_widget(): ?array {
		$provider = $this->provider();
		if ( '' === $provider ) {
			return null;
		}
		$script = self::TURNSTILE === $provider
			? 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
			: 'https://www.google.com/recaptcha/api.js?render=' . rawurlencode( $this->site_key() );
		/**
		 * Filters the provider script the widget loads before the save that creates a response.
		 *
		 * @param string $script   The script's URL.
		 * @param string $provider 'turnstile' or 'recaptcha'.
		 * @param string $site_key The site key.
		 */
		$script = (string) apply_filters( 'userfeedback_captcha_script_url', $script, $provider, $this->site_key() );
		return array(
			'provider' => $provider,
			'site_key' => $this->site_key(),
			'script'   => esc_url_raw( $script ),
		);
	}

	/**
	 * Where tokens are verified: the provider's documented siteverify endpoint, unless filtered.
	 *
	 * @return string
	 */
	public function verify_url(): string {
		$provider = $this->provider();
		$url      = self::TURNSTILE === $provider
			? 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
			: 'https://www.google.com/recaptcha/api/siteverify';
		/**
		 * Filters the endpoint tokens are verified at (a form-encoded POST of secret, response and
		 * remoteip that answers the provider's JSON). Requests go to public addresses only.
		 *
		 * @param string $url      The endpoint.
		 * @param string $provider 'turnstile' or 'recaptcha'.
		 */
		return (string) apply_filters( 'userfeedback_captcha_verify_url', $url, $provider );
	}
}
