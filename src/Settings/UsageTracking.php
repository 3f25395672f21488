<?php
/**
 * Opt-in anonymous usage reports.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Settings;

use UserFeedback\Hookable;

/**
 * Off by default (allow_usage_tracking). When an admin opts in, a weekly WP-Cron event sends the
 * anonymous UsageReport to an endpoint given by the USERFEEDBACK_USAGE_ENDPOINT constant or the
 * `userfeedback_usage_endpoint` filter; with no endpoint nothing is sent, and with the setting
 * off nothing is ever sent — the event checks the setting again when it runs. The event follows
 * the setting (scheduled on opt-in, cleared on opt-out, re-checked on admin requests) and is
 * cleared on deactivation and uninstall.
 */
final class UsageTracking implements Hookable {

	public const HOOK = 'userfeedback_usage_tracking';

	public function __construct( private readonly SettingsStore $settings, private readonly UsageReport $report ) {
	}

	/**
	 * Hooks the event and keeps its schedule in step with the setting.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_action( self::HOOK, array( $this, 'send' ) );
		add_action( 'add_option_' . SettingsStore::OPTION, array( $this, 'sync' ), 10, 0 );
		add_action( 'update_option_' . SettingsStore::OPTION, array( $this, 'sync' ), 10, 0 );
		add_action( 'admin_init', array( $this, 'sync' ) );
	}

	/**
	 * Schedules the weekly event when opted in, clears it otherwise.
	 *
	 * @return void
	 */
	public function sync(): void {
		if ( ! $this->enabled() ) {
			self::unschedule();
			return;
		}
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			// The first report a day after opting in, not during the save.
			wp_schedule_event( time() + DAY_IN_SECONDS, 'weekly', self::HOOK );
		}
	}

	/**
	 * Sends the report, only when opted in and an endpoint is configured.
	 *
	 * @return bool Whether a report was accepted (2xx).
	 */
	public function send(): bool {
		if ( ! $this->enabled() ) {
			self::unschedule();
			return false;
		}
		$endpoint = self::endpoint();
		if ( '' === $endpoint ) {
			return false;
		}
		$response = wp_safe_remote_post(
			$endpoint,
			array(
				'timeout'    => 15,
				// WordPress's default user agent carries the site URL; the report must not.
				'user-agent' => 'UserFeedback/' . USERFEEDBACK_VERSION,
				'headers'    => array( 'Content-Type' => 'application/json' ),
				'body'       => (string) wp_json_encode( $this->report->build() ),
			)
		);
		$code     = is_wp_error( $response ) ? 0 : (int) wp_remote_retrieve_response_code( $response );
		return $code >= 200 && $code < 300;
	}

	/**
	 * Where reports go: the constant, then the filter; '' (nowhere) unless an http(s) URL.
	 *
	 * @return string
	 */
	public static function endpoint(): string {
		$endpoint = defined( 'USERFEEDBACK_USAGE_ENDPOINT' ) ? (string) constant( 'USERFEEDBACK_USAGE_ENDPOINT' ) : '';
		/**
		 * Filters the URL anonymous usage reports are POSTed to ('' sends nothing).
		 *
		 * @param string $endpoint The endpoint.
		 */
		$endpoint = apply_filters( 'userfeedback_usage_endpoint', $endpoint );
		return is_string( $endpoint ) && preg_match( '#^https?://#i', $endpoint ) ? esc_url_raw( $endpoint, array( 'http', 'https' ) ) : '';
	}

	/**
	 * Clears the event (opt-out, deactivation, uninstall).
	 *
	 * @return void
	 */
	public static function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}

	/**
	 * Whether the admin opted in.
	 *
	 * @return bool
	 */
	private function enabled(): bool {
		return true === $this->settings->get( 'allow_usage_tracking' );
	}
}
