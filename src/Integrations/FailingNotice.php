<?php
/**
 * The admin notice about destinations that keep failing.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Integrations;

use UserFeedback\Hookable;

/**
 * An error notice on every wp-admin screen, for users who can manage the plugin's settings, while
 * any destination has failed DeliveryHealth::THRESHOLD times in a row: its name, how many times,
 * since when, the last error, and a link to where it is fixed. It is not dismissible: it goes away
 * by itself once a delivery (or a Send test) works, or the destination is turned off or removed —
 * an owner who dismissed it would again be an owner who does not know answers are being lost.
 * One indexed read (LIMITed) per screen, only for those users.
 */
final class FailingNotice implements Hookable {

	public function __construct( private readonly DeliveryHealth $health ) {
	}

	public function add_hooks(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Prints the notice when something is failing.
	 *
	 * @return void
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		$failing = $this->health->failing();
		if ( array() === $failing ) {
			return;
		}
		echo '<div class="notice notice-error userfeedback-failing-integrations" role="alert"><p><strong>';
		echo esc_html(
			_n( 'UserFeedback: an integration keeps failing, so responses are not reaching it.', 'UserFeedback: some integrations keep failing, so responses are not reaching them.', count( $failing ), 'userfeedback' )
		);
		echo '</strong></p><ul>';
		foreach ( $failing as $destination ) {
			echo '<li>' . esc_html( self::line( $destination ) ) . ' <a href="' . esc_url( DestinationScreen::url( $destination['destination'] ) ) . '">' . esc_html( DestinationScreen::link_text( $destination['destination'] ) ) . '</a></li>';
		}
		echo '</ul></div>';
	}

	/**
	 * One destination's sentence (also what Site Health lists).
	 *
	 * @param array{label: string, failures: int, last_error: string, last_failed_at: string|null} $destination The destination's health.
	 * @return string
	 */
	public static function line( array $destination ): string {
		$when = null === $destination['last_failed_at'] ? false : strtotime( $destination['last_failed_at'] . ' UTC' );
		return sprintf(
			/* translators: 1: the destination, e.g. "Slack: #feedback"; 2: how many attempts; 3: when the last one failed; 4: the error. */
			_n( '%1$s failed %2$s time in a row (last at %3$s): %4$s', '%1$s failed %2$s times in a row (last at %3$s): %4$s', $destination['failures'], 'userfeedback' ),
			$destination['label'],
			number_format_i18n( $destination['failures'] ),
			false === $when ? '—' : (string) wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $when ),
			$destination['last_error']
		);
	}
}
