<?php
/**
 * The plugin's admin notices and their admin-ajax dismissal.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Notifications;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Notifications\AdminNotices;
use UserFeedback\Tests\Entitlements\LicenseAjaxDied;
use UserFeedback\Tests\TestCase;

/**
 * Contract "Notice admin-ajax" (docs/rest-api.md): `userfeedback_remove_notice` and
 * `userfeedback_remove_wp_notice` need their own nonce and a plugin capability, accept only a
 * dismissable notice the user can see, and store the dismissal per user; global notices print on
 * other wp-admin screens with data-notice-id until dismissed.
 */
final class AdminNoticesTest extends TestCase {

	/**
	 * The test's notices filter.
	 *
	 * @var callable
	 */
	private $notices;

	protected function setUp(): void {
		parent::setUp();
		$this->notices = static fn( array $notices ): array => array_merge(
			$notices,
			array(
				array(
					'id'            => 'survey_tips',
					'content'       => '<strong>Tip:</strong> add a thank-you message.<script>alert(1)</script>',
					'type'          => 'info',
					'dismissable'   => true,
					'global'        => true,
					'hidden_routes' => array( 'surveys-edit' ),
				),
				array(
					'id'          => 'fixed',
					'content'     => 'Cannot be dismissed.',
					'dismissable' => false,
				),
			)
		);
		add_filter( 'userfeedback_admin_notices', $this->notices );
	}

	protected function tearDown(): void {
		remove_filter( 'userfeedback_admin_notices', $this->notices );
		$_POST    = array(); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- resets the request under test.
		$_REQUEST = array();
		remove_all_filters( 'wp_die_ajax_handler' );
		remove_filter( 'wp_doing_ajax', '__return_true' );
		parent::tearDown();
	}

	/**
	 * Runs an admin-ajax action and answers its JSON reply.
	 *
	 * @param string      $action    Action without the prefix.
	 * @param string      $notice_id The notice id.
	 * @param string|null $nonce     Nonce action; null for the action's own, '' for none.
	 * @return array{success: bool, data: array<string, mixed>}
	 */
	private function ajax( string $action, string $notice_id, ?string $nonce = null ): array {
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter(
			'wp_die_ajax_handler',
			static fn() => static function (): void {
				throw new LicenseAjaxDied();
			}
		);
		$_POST = array( 'notice_id' => $notice_id ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the request under test.
		$nonce = $nonce ?? 'userfeedback_' . $action;
		if ( '' !== $nonce ) {
			$_POST['nonce'] = wp_create_nonce( $nonce );
		}
		$_REQUEST = $_POST; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the request under test.
		ob_start();
		try {
			do_action( 'wp_ajax_userfeedback_' . $action );
		} catch ( LicenseAjaxDied $died ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the reply ends here.
		} finally {
			$output = (string) ob_get_clean();
		}
		$reply = json_decode( $output, true );
		$this->assertIsArray( $reply, "no JSON reply from {$action}: {$output}" );
		$this->assertIsBool( $reply['success'] ?? null );
		$this->assertIsArray( $reply['data'] ?? null );
		/**
		 * Checked just above.
		 *
		 * @var array{success: bool, data: array<string, mixed>} $reply
		 */
		return $reply;
	}

	/**
	 * The service over the running site.
	 *
	 * @return AdminNotices
	 */
	private function service(): AdminNotices {
		return new AdminNotices( userfeedback()->entitlements(), new LicenseStore() );
	}

	/**
	 * Both actions.
	 *
	 * @return array<string, array{string}>
	 */
	public static function actions(): array {
		return array(
			'remove_notice'    => array( 'remove_notice' ),
			'remove_wp_notice' => array( 'remove_wp_notice' ),
		);
	}

	/**
	 * Nonce, capability and notice checks, then a per-user dismissal.
	 *
	 * @param string $action The action.
	 * @return void
	 */
	#[DataProvider( 'actions' )]
	public function test_dismissal_needs_nonce_capability_and_a_dismissable_notice( string $action ): void {
		$this->act_as( 'administrator' );
		$no_nonce = $this->ajax( $action, 'survey_tips', '' );
		$this->assertFalse( $no_nonce['success'] );
		$this->assertSame( 'invalid_nonce', $no_nonce['data']['error'] );
		$other = 'remove_notice' === $action ? 'userfeedback_remove_wp_notice' : 'userfeedback_remove_notice';
		$this->assertSame( 'invalid_nonce', $this->ajax( $action, 'survey_tips', $other )['data']['error'], 'each action has its own nonce' );

		$this->act_as( 'subscriber' );
		$subscriber = $this->ajax( $action, 'survey_tips' );
		$this->assertFalse( $subscriber['success'] );
		$this->assertSame( 'rest_forbidden', $subscriber['data']['error'] );
		$this->assertSame( '', get_user_meta( get_current_user_id(), AdminNotices::USER_META, true ) );

		$this->act_as( 'editor' );
		$this->assertSame( 'notice_not_found', $this->ajax( $action, 'made_up' )['data']['error'] );
		$this->assertSame( 'notice_not_found', $this->ajax( $action, 'fixed' )['data']['error'] );
		$editor = get_current_user_id();
		$this->assertTrue( $this->ajax( $action, 'survey_tips' )['success'] );
		$this->assertSame( array( 'survey_tips' ), get_user_meta( $editor, AdminNotices::USER_META, true ) );
		$this->assertTrue( $this->service()->notices()[0]['dismissed'] );

		$this->act_as( 'administrator' );
		$this->assertFalse( $this->service()->notices()[0]['dismissed'], 'another user still sees it' );
	}

	public function test_global_notices_print_on_other_screens_with_their_id_until_dismissed(): void {
		$this->act_as( 'administrator' );
		$_GET = array();
		ob_start();
		$this->service()->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'data-notice-id="survey_tips"', $html );
		$this->assertStringContainsString( 'is-dismissible', $html );
		$this->assertStringContainsString( '<strong>Tip:</strong>', $html );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'Cannot be dismissed.', $html, 'not global: only in the admin app' );

		$_GET['page'] = 'userfeedback_surveys';
		ob_start();
		$this->service()->render();
		$this->assertSame( '', (string) ob_get_clean(), 'the admin app shows them on its own pages' );

		$_GET = array();
		update_user_meta( get_current_user_id(), AdminNotices::USER_META, array( 'survey_tips' ) );
		ob_start();
		$this->service()->render();
		$this->assertStringNotContainsString( 'survey_tips', (string) ob_get_clean() );
	}

	public function test_notices_carry_the_spec_fields_and_routes(): void {
		$this->act_as( 'editor' );
		$notice = $this->service()->notices()[0];
		$this->assertSame( 'survey_tips', $notice['id'] );
		$this->assertSame( array( 'surveys-edit' ), $notice['hidden_routes'] );
		$this->assertSame( array(), $notice['routes'] );
		foreach ( array( 'content', 'type', 'icon', 'dismissable', 'dismissed', 'global' ) as $field ) {
			$this->assertArrayHasKey( $field, $notice );
		}
		$this->act_as( 'subscriber' );
		$this->assertSame( array(), $this->service()->notices(), 'no plugin capability, no notices' );
	}

	public function test_a_licence_expiring_soon_is_a_dismissable_global_notice_for_managers(): void {
		( new LicenseStore() )->save( new License( 'key', 'pro', false, false, false, time() + 3 * DAY_IN_SECONDS ) );
		$this->act_as( 'administrator' );
		$ids = array_column( $this->service()->notices(), 'id' );
		$this->assertContains( 'license_expiring_' . ( new LicenseStore() )->get()->expires, $ids );
		$this->act_as( 'editor' );
		$this->assertNotContains( 'license_expiring_' . ( new LicenseStore() )->get()->expires, array_column( $this->service()->notices(), 'id' ) );
	}

	public function test_the_admin_app_gets_the_notices_and_the_badge_count_on_its_pages_only(): void {
		$this->act_as( 'administrator' );
		ob_start();
		$this->service()->app_data();
		$this->assertSame( '', (string) ob_get_clean(), 'not on other screens' );

		wp_register_script( \UserFeedback\Admin\AdminAssets::HANDLE, false, array(), '1', true );
		wp_enqueue_script( \UserFeedback\Admin\AdminAssets::HANDLE );
		ob_start();
		$this->service()->app_data();
		$html = (string) ob_get_clean();
		wp_dequeue_script( \UserFeedback\Admin\AdminAssets::HANDLE );
		wp_deregister_script( \UserFeedback\Admin\AdminAssets::HANDLE );

		$this->assertSame( 1, preg_match( '/window\.userfeedbackNotices = (\{.*\});/s', $html, $match ) );
		$data = json_decode( $match[1] ?? '', true );
		$this->assertIsArray( $data );
		$this->assertSame( array( 'survey_tips', 'fixed' ), array_column( $data['notices'], 'id' ) );
		$this->assertArrayNotHasKey( 'capability', $data['notices'][0] );
		$this->assertSame( 0, $data['notifications_count'] );
		$this->assertNotFalse( wp_verify_nonce( $data['nonce'], 'userfeedback_remove_notice' ) );
	}
}
