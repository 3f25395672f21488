<?php
/**
 * Plugin capabilities granted through the roles chosen in settings.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Access;

use UserFeedback\Access\Capabilities;
use UserFeedback\Tests\TestCase;

/**
 * Defaults (administrator and editor) and a changed setting.
 */
final class CapabilitiesTest extends TestCase {

	public function test_defaults_grant_admins_and_editors_only(): void {
		foreach ( array(
			'administrator' => true,
			'editor'        => true,
			'author'        => false,
			'subscriber'    => false,
		) as $role => $expected ) {
			$user = $this->create_user( $role );
			foreach ( array( Capabilities::CREATE_EDIT_SURVEYS, Capabilities::VIEW_RESULTS, Capabilities::DELETE_SURVEYS ) as $cap ) {
				$this->assertSame( $expected, user_can( $user, $cap ), "{$role} {$cap}" );
			}
			$this->assertSame( 'administrator' === $role, user_can( $user, Capabilities::MANAGE_SETTINGS ), $role );
		}
	}

	public function test_settings_choose_the_roles_but_managers_keep_everything(): void {
		userfeedback()->settings()->update( array( 'view_results' => array( 'author' ) ) );
		$this->assertTrue( user_can( $this->create_user( 'author' ), Capabilities::VIEW_RESULTS ) );
		$this->assertFalse( user_can( $this->create_user( 'editor' ), Capabilities::VIEW_RESULTS ) );
		$this->assertTrue( user_can( $this->create_user( 'administrator' ), Capabilities::VIEW_RESULTS ) );
		$this->assertTrue( user_can( $this->create_user( 'editor' ), Capabilities::CREATE_EDIT_SURVEYS ) );
	}
}
