<?php
/**
 * The actions a notification's buttons may run.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Notifications;

/**
 * `POST notifications/action {class, action}` names an action; this allow-list is the only thing
 * that decides what runs. The request's class is a key into a fixed map, never a PHP class name:
 * nothing is instantiated or called by a name the browser sent. Each entry has the capability it
 * needs. An action answers {reload: true} or {redirect_to: url} (or both absent).
 */
final class NotificationActions {

	/**
	 * Class => action => capability.
	 */
	public const ALLOWED = array(
		'license'       => array(
			'renew' => 'manage_options',
		),
		'notifications' => array(
			'refresh' => 'manage_options',
		),
	);

	public function __construct( private readonly LocalEvents $events, private readonly RemoteFeed $feed ) {
	}

	/**
	 * Runs an allowed action.
	 *
	 * @param string $class_key  The class key.
	 * @param string $action The action.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function run( string $class_key, string $action ) {
		$capability = self::ALLOWED[ $class_key ][ $action ] ?? null;
		if ( null === $capability ) {
			return new \WP_Error( 'userfeedback_unknown_action', __( 'This notification action does not exist.', 'userfeedback' ), array( 'status' => 400 ) );
		}
		if ( ! current_user_can( $capability ) ) {
			return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to run this notification action.', 'userfeedback' ), array( 'status' => rest_authorization_required_code() ) );
		}
		switch ( $class_key . '/' . $action ) {
			case 'license/renew':
				/** This filter is documented in src/Entitlements/LicenseNotices.php */
				$url = (string) apply_filters( 'userfeedback_license_renew_url', 'https://www.userfeedback.com/my-account/?utm_source=proplugin&utm_medium=license-notice&utm_campaign=renew' );
				return array( 'redirect_to' => esc_url_raw( $url ) );
			case 'notifications/refresh':
				$this->events->check();
				$this->feed->refresh( true );
				return array( 'reload' => true );
		}
		return new \WP_Error( 'userfeedback_unknown_action', __( 'This notification action does not exist.', 'userfeedback' ), array( 'status' => 400 ) );
	}
}
