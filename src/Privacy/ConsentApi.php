<?php
/**
 * The WP Consent API: the plugin's registration and its cookies' declaration.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Privacy;

use UserFeedback\Hookable;

/**
 * When the WP Consent API plugin is active, UserFeedback says it follows it
 * (`wp_consent_api_registered_{basename}`), declares its cookies for the consent plugin's cookie
 * list, and tells the widget (the bootstrap's `consent_api`): the widget then writes its cookies and
 * local keys only with the visitor's `functional` consent and pushes analytics events only with
 * `statistics` consent (docs/analytics-events.md "Consent"). Without the API nothing changes.
 *
 * The server's own HttpOnly cookies (uf_seen_, uf_continue_, uf_answered_) are set by the visitor
 * routes as part of what the visitor asked for (counting a view once, continuing and not repeating
 * an answer): they are declared here as functional, and not withheld.
 */
final class ConsentApi implements Hookable {

	/**
	 * The plugin's basename, as the API's registration filter names it.
	 *
	 * @param string $basename plugin_basename( USERFEEDBACK_FILE ).
	 */
	public function __construct( private readonly string $basename ) {
	}

	/**
	 * Whether the WP Consent API is active on this site.
	 *
	 * @return bool
	 */
	public static function active(): bool {
		/**
		 * Filters whether the widget follows the WP Consent API's categories (by default: whether
		 * the API is active). A site whose consent plugin implements the API's browser functions
		 * without its PHP ones may turn it on.
		 *
		 * @param bool $active Whether wp_has_consent() exists.
		 */
		return (bool) apply_filters( 'userfeedback_consent_api_active', function_exists( 'wp_has_consent' ) );
	}

	/**
	 * Registers with the API (a no-op filter when it is absent) and declares the cookies once
	 * plugins are loaded, whichever loaded first.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_filter( 'wp_consent_api_registered_' . $this->basename, '__return_true' );
		add_action( 'plugins_loaded', array( $this, 'declare_cookies' ) );
	}

	/**
	 * Declares each cookie and local key with wp_add_cookie_info(), when the API has it.
	 *
	 * @return void
	 */
	public function declare_cookies(): void {
		if ( ! function_exists( 'wp_add_cookie_info' ) ) {
			return;
		}
		$service = __( 'UserFeedback', 'userfeedback' );
		foreach ( self::cookies() as $cookie ) {
			wp_add_cookie_info( $cookie[0], $service, 'functional', $cookie[1], $cookie[2], '', false, false, $cookie[3] );
		}
	}

	/**
	 * Every cookie and local key: name, lifetime, purpose, type (HTTP or LOCALSTORAGE). None holds
	 * personal data. `{id}` stands for a survey's number (its cookie name may be set per survey).
	 *
	 * @return list<array{0: string, 1: string, 2: string, 3: string}>
	 */
	public static function cookies(): array {
		$session = __( 'Session', 'userfeedback' );
		$year    = __( '1 year', 'userfeedback' );
		return array(
			array( 'userfeedback-{id}', $session, __( 'Remembers whether the visitor answered the survey, so it is not shown again.', 'userfeedback' ), 'HTTP' ),
			array( 'userfeedback-{id}-minimized', $session, __( 'Remembers whether the visitor minimized the survey.', 'userfeedback' ), 'HTTP' ),
			array( 'userfeedback-{id}-contact', $year, __( 'When the survey was last shown and answered, for surveys that ask again after some days.', 'userfeedback' ), 'HTTP' ),
			array( 'userfeedback-{id}-sample', $year, __( 'A random draw deciding whether a survey shown to some visitors only is shown.', 'userfeedback' ), 'HTTP' ),
			array( 'userfeedback_cooldown', __( 'The site\'s days between surveys', 'userfeedback' ), __( 'Which survey was shown last and when, to space surveys out.', 'userfeedback' ), 'HTTP' ),
			array( 'userfeedback_pause', $session, __( 'When the visitor last finished a survey, to space surveys out.', 'userfeedback' ), 'HTTP' ),
			array( 'userfeedback-{id}-once', __( 'Persistent', 'userfeedback' ), __( 'That this browser answered a survey taking one answer per browser.', 'userfeedback' ), 'LOCALSTORAGE' ),
			array( 'userfeedback-{id}-resume', __( '1 day', 'userfeedback' ), __( 'Unfinished answers, to continue the survey on the next page.', 'userfeedback' ), 'LOCALSTORAGE' ),
			array( 'uf_seen_{id}', __( '1 hour', 'userfeedback' ), __( 'Counts a view of a survey once.', 'userfeedback' ), 'HTTP' ),
			array( 'uf_continue_{id}', __( '1 day', 'userfeedback' ), __( 'Lets only this browser continue its unfinished answers.', 'userfeedback' ), 'HTTP' ),
			array( 'uf_answered_{id}', __( '400 days', 'userfeedback' ), __( 'That this browser answered a survey taking one answer per browser.', 'userfeedback' ), 'HTTP' ),
		);
	}
}
