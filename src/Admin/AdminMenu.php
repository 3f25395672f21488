<?php
/**
 * The UserFeedback admin menu.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Admin;

use UserFeedback\Hookable;

/**
 * A top-level "UserFeedback" menu with one submenu per area. Each page prints only the mount
 * point; the app draws the rest.
 */
final class AdminMenu implements Hookable {

	public function add_hooks(): void {
		add_action( 'admin_menu', array( $this, 'register' ) );
	}

	public function register(): void {
		$areas = AdminPages::areas();
		$first = AdminPages::slug( 'surveys' );

		add_menu_page(
			__( 'UserFeedback', 'userfeedback' ),
			__( 'UserFeedback', 'userfeedback' ),
			$areas['surveys'],
			$first,
			array( $this, 'render' ),
			'dashicons-feedback',
			30
		);

		$titles = array(
			'surveys'  => __( 'Surveys', 'userfeedback' ),
			'results'  => __( 'Results', 'userfeedback' ),
			'settings' => __( 'Settings', 'userfeedback' ),
			'addons'   => __( 'Add-ons', 'userfeedback' ),
			'about'    => __( 'About', 'userfeedback' ),
		);
		foreach ( $areas as $area => $capability ) {
			add_submenu_page(
				$first,
				/* translators: %s: admin area name, e.g. Surveys. */
				sprintf( __( '%s ‹ UserFeedback', 'userfeedback' ), $titles[ $area ] ),
				$titles[ $area ],
				$capability,
				AdminPages::slug( $area ),
				array( $this, 'render' )
			);
		}
	}

	/**
	 * Prints the app's mount point for the current area.
	 *
	 * @return void
	 */
	public function render(): void {
		$area = (string) AdminPages::current_area();
		printf(
			'<div class="wrap userfeedback-wrap"><div id="userfeedback-app" class="uf-app" data-area="%1$s"><p class="uf-app__loading">%2$s</p></div><noscript><div class="notice notice-error"><p>%3$s</p></div></noscript></div>',
			esc_attr( $area ),
			esc_html__( 'Loading…', 'userfeedback' ),
			esc_html__( 'UserFeedback needs JavaScript to show this page.', 'userfeedback' )
		);
	}
}
