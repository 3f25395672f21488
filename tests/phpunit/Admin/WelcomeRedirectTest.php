<?php
/**
 * The redirect to the welcome screen after the first activation.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Admin;

use UserFeedback\Admin\WelcomeRedirect;
use UserFeedback\Tests\TestCase;

/**
 * Once, for the activating admin, on an ordinary admin page; never for bulk or network
 * activation, another user, or a second activation.
 */
final class WelcomeRedirectTest extends TestCase {

	/**
	 * Clears the request fields the class reads.
	 *
	 * @return void
	 */
	protected function tearDown(): void {
		unset( $_REQUEST['action'], $_REQUEST['action2'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test cleanup.
		parent::tearDown();
	}

	/**
	 * The hook is registered.
	 *
	 * @return void
	 */
	public function test_hooks_admin_init(): void {
		$redirect = new WelcomeRedirect();
		$redirect->add_hooks();
		$this->assertSame( 10, has_action( 'admin_init', array( $redirect, 'maybe_redirect' ) ) );
	}

	/**
	 * The activating admin is sent to the welcome route once; the next page load stays.
	 *
	 * @return void
	 */
	public function test_first_activation_redirects_the_activating_admin_once(): void {
		$this->act_as( 'administrator' );
		WelcomeRedirect::on_activation( false );
		$redirect = new WelcomeRedirect();

		$this->assertSame( admin_url( 'admin.php?page=userfeedback_about#/welcome' ), $redirect->target() );
		$this->assertNull( $redirect->target() );
		$this->assertNotFalse( get_option( WelcomeRedirect::OFFERED_OPTION ) );

		// Deactivating and activating again: no second trip.
		WelcomeRedirect::on_activation( false );
		$this->assertFalse( get_transient( WelcomeRedirect::TRANSIENT ) );
		$this->assertNull( $redirect->target() );
	}

	/**
	 * Network activation and bulk activation never note a redirect.
	 *
	 * @return void
	 */
	public function test_network_and_bulk_activation_do_not_redirect(): void {
		$this->act_as( 'administrator' );
		WelcomeRedirect::on_activation( true );
		$this->assertFalse( get_transient( WelcomeRedirect::TRANSIENT ) );

		$_REQUEST['action'] = 'activate-selected';
		WelcomeRedirect::on_activation( false );
		$this->assertFalse( get_transient( WelcomeRedirect::TRANSIENT ) );

		unset( $_REQUEST['action'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- test cleanup.
		$_REQUEST['action2'] = 'activate-selected';
		WelcomeRedirect::on_activation( false );
		$this->assertFalse( get_transient( WelcomeRedirect::TRANSIENT ) );
	}

	/**
	 * Landing on the bulk-activation page consumes the note without redirecting.
	 *
	 * @return void
	 */
	public function test_bulk_landing_page_consumes_the_note(): void {
		$this->act_as( 'administrator' );
		WelcomeRedirect::on_activation( false );
		$_GET['activate-multi'] = 'true';
		$this->assertNull( ( new WelcomeRedirect() )->target() );
		$this->assertFalse( get_transient( WelcomeRedirect::TRANSIENT ) );
	}

	/**
	 * Another user's page load neither follows nor consumes the activating admin's note; users
	 * who cannot activate plugins never leave one.
	 *
	 * @return void
	 */
	public function test_only_the_activating_admin_is_redirected(): void {
		$this->act_as( 'administrator' );
		WelcomeRedirect::on_activation( false );
		$this->act_as( 'administrator' );
		$this->assertNull( ( new WelcomeRedirect() )->target() );
		$this->assertNotFalse( get_transient( WelcomeRedirect::TRANSIENT ) );

		delete_transient( WelcomeRedirect::TRANSIENT );
		$this->act_as( 'editor' );
		WelcomeRedirect::on_activation( false );
		$this->assertFalse( get_transient( WelcomeRedirect::TRANSIENT ) );
	}
}
