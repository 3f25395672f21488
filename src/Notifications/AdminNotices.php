<?php
/**
 * The plugin's own admin notices and their dismissal.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Notifications;

use UserFeedback\Access\Capabilities;
use UserFeedback\Admin\AdminAssets;
use UserFeedback\Admin\AdminPages;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Hookable;

/**
 * Notices (reporting.md §3 "Notice": id, content, type, icon, dismissable, dismissed, global) come
 * from the `userfeedback_admin_notices` filter and one built in (the licence expires within 14
 * days). Each may be limited to (`routes`) or hidden on (`hidden_routes`) named routes of the admin
 * app ("{area}" or "{area}-{first hash segment}", e.g. "settings-general", "surveys-edit").
 *
 * - On the plugin's pages the admin app shows them (`window.userfeedbackNotices`, printed in the
 *   head, before the app's script) and a dismissal posts `userfeedback_remove_notice`.
 * - Elsewhere in wp-admin, `global` notices print through `admin_notices` as WordPress notices
 *   carrying `data-notice-id`; their dismiss button (hooked up 300 ms after load, once WordPress
 *   has added it) posts `userfeedback_remove_wp_notice`.
 *
 * Both actions take {notice_id, nonce} (each its own nonce), need a plugin capability and a notice
 * the user can see, and store the dismissal in the user's meta: dismissals are per user.
 *
 * @phpstan-type Notice array{id: string, content: string, type: string, icon: string, dismissable: bool, dismissed: bool, global: bool, routes: list<string>, hidden_routes: list<string>, capability: string}
 */
final class AdminNotices implements Hookable {

	public const USER_META = 'userfeedback_dismissed_notices';
	public const ACTIONS   = array( 'remove_notice', 'remove_wp_notice' );
	public const TYPES     = array( 'info', 'success', 'warning', 'error' );

	/**
	 * Constructor.
	 *
	 * @param Entitlements       $entitlements  Edition facts.
	 * @param LicenseStore       $licenses      The licence in force (read only).
	 * @param Notifications|null $notifications The drawer's notifications, for the badge count.
	 */
	public function __construct( private readonly Entitlements $entitlements, private readonly LicenseStore $licenses, private readonly ?Notifications $notifications = null ) {
	}

	/**
	 * Registers the printing, the app's data and the two admin-ajax actions.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
		add_action( 'admin_print_scripts', array( $this, 'app_data' ) );
		add_action( 'wp_ajax_userfeedback_remove_notice', array( $this, 'remove_notice' ) );
		add_action( 'wp_ajax_userfeedback_remove_wp_notice', array( $this, 'remove_wp_notice' ) );
	}

	/**
	 * Every notice the current user may see, dismissed ones flagged.
	 *
	 * @return list<Notice>
	 */
	public function notices(): array {
		$raw = $this->built_in();
		/**
		 * Filters the plugin's admin notices. Each: id, content (HTML, cleaned with wp_kses_post),
		 * type (info, success, warning, error), icon, dismissable, global (also shown on other
		 * wp-admin screens), routes and hidden_routes (named routes of the admin app), capability.
		 *
		 * @param array<int, array<string, mixed>> $notices The notices.
		 */
		$raw       = (array) apply_filters( 'userfeedback_admin_notices', $raw );
		$dismissed = $this->dismissed_ids();
		$notices   = array();
		foreach ( $raw as $notice ) {
			if ( ! is_array( $notice ) ) {
				continue;
			}
			$notice = self::normalize( $notice, $dismissed );
			if ( '' === $notice['id'] || isset( $notices[ $notice['id'] ] ) ) {
				continue;
			}
			$can = '' === $notice['capability'] ? Capabilities::current_user_can_use_admin() : current_user_can( $notice['capability'] );
			if ( $can ) {
				$notices[ $notice['id'] ] = $notice;
			}
		}
		return array_values( $notices );
	}

	/**
	 * The built-in notices: the licence expires within LocalEvents::LICENSE_WARNING_DAYS.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function built_in(): array {
		if ( ! $this->entitlements->is_pro() ) {
			return array();
		}
		$license = $this->licenses->get();
		$left    = $license->expires - time();
		if ( ! $license->is_valid() || $license->expires <= 0 || $left > LocalEvents::LICENSE_WARNING_DAYS * DAY_IN_SECONDS ) {
			return array();
		}
		$days = max( 1, (int) ceil( $left / DAY_IN_SECONDS ) );
		/** This filter is documented in src/Entitlements/LicenseNotices.php */
		$url = (string) apply_filters( 'userfeedback_license_renew_url', 'https://www.userfeedback.com/my-account/?utm_source=proplugin&utm_medium=license-notice&utm_campaign=renew' );
		return array(
			array(
				'id'          => 'license_expiring_' . $license->expires,
				/* translators: %d: number of days. */
				'content'     => esc_html( sprintf( _n( 'Your UserFeedback license expires in %d day.', 'Your UserFeedback license expires in %d days.', $days, 'userfeedback' ), $days ) ) . ' <a href="' . esc_url( $url ) . '" target="_blank" rel="noopener noreferrer">' . esc_html__( 'Renew it to keep Pro features and updates.', 'userfeedback' ) . '</a>',
				'type'        => 'warning',
				'dismissable' => true,
				'global'      => true,
				'capability'  => 'manage_options',
			),
		);
	}

	/**
	 * A notice with every field, cleaned.
	 *
	 * @param array<string, mixed> $notice    A notice from the filter.
	 * @param string[]             $dismissed Ids the user dismissed.
	 * @return Notice
	 */
	private static function normalize( array $notice, array $dismissed ): array {
		$id    = sanitize_key( (string) ( is_scalar( $notice['id'] ?? null ) ? $notice['id'] : '' ) );
		$type  = (string) ( is_string( $notice['type'] ?? null ) ? $notice['type'] : 'info' );
		$names = static fn( $list ): array => array_values( array_filter( array_map( 'sanitize_key', array_map( 'strval', array_filter( (array) $list, 'is_scalar' ) ) ) ) );
		return array(
			'id'            => $id,
			'content'       => wp_kses_post( (string) ( is_string( $notice['content'] ?? null ) ? $notice['content'] : '' ) ),
			'type'          => in_array( $type, self::TYPES, true ) ? $type : 'info',
			'icon'          => sanitize_key( (string) ( is_string( $notice['icon'] ?? null ) ? $notice['icon'] : '' ) ),
			'dismissable'   => ! empty( $notice['dismissable'] ),
			'dismissed'     => in_array( $id, $dismissed, true ),
			'global'        => ! empty( $notice['global'] ),
			'routes'        => $names( $notice['routes'] ?? array() ),
			'hidden_routes' => $names( $notice['hidden_routes'] ?? array() ),
			'capability'    => (string) ( is_string( $notice['capability'] ?? null ) ? $notice['capability'] : '' ),
		);
	}

	/**
	 * Ids the current user dismissed.
	 *
	 * @return string[]
	 */
	public function dismissed_ids(): array {
		$ids = get_user_meta( get_current_user_id(), self::USER_META, true );
		return is_array( $ids ) ? array_values( array_map( 'strval', $ids ) ) : array();
	}

	/**
	 * Prints the global, undismissed notices on wp-admin screens other than the plugin's own
	 * (where the admin app shows them), with the dismiss hook-up.
	 *
	 * @return void
	 */
	public function render(): void {
		if ( null !== AdminPages::current_area() ) {
			return;
		}
		$shown = false;
		foreach ( $this->notices() as $notice ) {
			if ( ! $notice['global'] || $notice['dismissed'] ) {
				continue;
			}
			$shown = true;
			printf(
				'<div class="notice notice-%1$s userfeedback-notice%2$s" data-notice-id="%3$s"><p>%4$s</p></div>',
				esc_attr( $notice['type'] ),
				$notice['dismissable'] ? ' is-dismissible' : '',
				esc_attr( $notice['id'] ),
				wp_kses_post( $notice['content'] )
			);
		}
		if ( $shown ) {
			add_action( 'admin_footer', array( $this, 'dismiss_script' ) );
		}
	}

	/**
	 * Posts a dismissal when a notice's dismiss button is clicked. WordPress adds that button
	 * after the page loads, so the click handler is attached 300 ms later (spec §9).
	 *
	 * @return void
	 */
	public function dismiss_script(): void {
		$data = array(
			'url'   => admin_url( 'admin-ajax.php' ),
			'nonce' => wp_create_nonce( 'userfeedback_remove_wp_notice' ),
		);
		wp_print_inline_script_tag(
			'(function(d){var c=' . wp_json_encode( $data ) . ';setTimeout(function(){d.querySelectorAll(".userfeedback-notice[data-notice-id] .notice-dismiss").forEach(function(b){b.addEventListener("click",function(){var n=b.closest(".userfeedback-notice");var f=new FormData();f.append("action","userfeedback_remove_wp_notice");f.append("nonce",c.nonce);f.append("notice_id",n.getAttribute("data-notice-id"));fetch(c.url,{method:"POST",credentials:"same-origin",body:f});});});},300);})(document);'
		);
	}

	/**
	 * On the plugin's pages, hands the admin app the notices, their dismissal nonce and the number
	 * of new notifications (the bell's badge, so the page needs no request to show it).
	 *
	 * @return void
	 */
	public function app_data(): void {
		if ( ! wp_script_is( AdminAssets::HANDLE, 'enqueued' ) ) {
			return;
		}
		$notices = array();
		foreach ( $this->notices() as $notice ) {
			unset( $notice['capability'] );
			$notices[] = $notice;
		}
		// Its own tag in the head, before the app's footer script, so the site globals' inline
		// data stays exactly what it is.
		wp_print_inline_script_tag(
			'window.userfeedbackNotices = ' . wp_json_encode(
				array(
					'notices'             => $notices,
					'nonce'               => wp_create_nonce( 'userfeedback_remove_notice' ),
					'notifications_count' => null === $this->notifications ? 0 : count( $this->notifications->for_current_user()['notifications'] ),
				)
			) . ';'
		);
	}

	/**
	 * `userfeedback_remove_notice`: a notice dismissed in the admin app.
	 *
	 * @return void
	 */
	public function remove_notice(): void {
		$this->remove( 'remove_notice' );
	}

	/**
	 * `userfeedback_remove_wp_notice`: a notice dismissed on another wp-admin screen.
	 *
	 * @return void
	 */
	public function remove_wp_notice(): void {
		$this->remove( 'remove_wp_notice' );
	}

	/**
	 * Checks the nonce, the capability and the notice, then stores the dismissal.
	 *
	 * @param string $action The action, without the userfeedback_ prefix.
	 * @return void
	 */
	private function remove( string $action ): void {
		if ( false === check_ajax_referer( 'userfeedback_' . $action, 'nonce', false ) ) {
			self::fail( 'invalid_nonce', __( 'Your session has expired. Reload the page and try again.', 'userfeedback' ), 403 );
		}
		if ( ! Capabilities::current_user_can_use_admin() ) {
			self::fail( 'rest_forbidden', __( 'Sorry, you are not allowed to dismiss UserFeedback notices.', 'userfeedback' ), 403 );
		}
		$id    = isset( $_POST['notice_id'] ) ? sanitize_key( wp_unslash( $_POST['notice_id'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- checked above.
		$ok    = false;
		$known = array();
		foreach ( $this->notices() as $notice ) {
			$known[] = $notice['id'];
			if ( $notice['id'] === $id && $notice['dismissable'] ) {
				$ok = true;
			}
		}
		if ( ! $ok ) {
			self::fail( 'notice_not_found', __( 'This notice does not exist or cannot be dismissed.', 'userfeedback' ), 400 );
		}
		// Ids of notices that no longer exist are dropped, so the meta stays small.
		$ids = array_values( array_intersect( array_unique( array_merge( $this->dismissed_ids(), array( $id ) ) ), $known ) );
		update_user_meta( get_current_user_id(), self::USER_META, $ids );
		wp_send_json_success( array( 'message' => '' ) );
	}

	/**
	 * Ends the request with an error reply in the licence actions' shape.
	 *
	 * @param string $code    Error code.
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 * @return never
	 */
	private static function fail( string $code, string $message, int $status ): never {
		wp_send_json_error(
			array(
				'message' => $message,
				'error'   => $code,
			),
			$status
		);
	}
}
