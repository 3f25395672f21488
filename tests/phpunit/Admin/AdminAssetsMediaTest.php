<?php
/**
 * Where the admin app gets WordPress's media library.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Admin;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Admin\AdminAssets;
use UserFeedback\Tests\TestCase;

/**
 * The builder (image choice images) and Settings (logo, e-mail header) open wp.media; the other
 * plugin pages do not pay for it.
 */
final class AdminAssetsMediaTest extends TestCase {

	private mixed $scripts;

	private mixed $styles;

	/**
	 * Each case enqueues into fresh script and style registries, as a request of its own does;
	 * the process's own are put back afterwards.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->scripts         = $GLOBALS['wp_scripts'] ?? null;
		$this->styles          = $GLOBALS['wp_styles'] ?? null;
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		// wp_enqueue_media() runs once per request.
		unset( $GLOBALS['wp_actions']['wp_enqueue_media'] );
	}

	protected function tearDown(): void {
		$GLOBALS['wp_scripts'] = $this->scripts;
		$GLOBALS['wp_styles']  = $this->styles;
		parent::tearDown();
	}

	/**
	 * Plugin pages → whether they load the media library.
	 *
	 * @return array<string, array{string, bool}>
	 */
	public static function pages(): array {
		return array(
			'surveys (the builder)' => array( 'userfeedback_surveys', true ),
			'settings'              => array( 'userfeedback_settings', true ),
			'results'               => array( 'userfeedback_results', false ),
			'add-ons'               => array( 'userfeedback_addons', false ),
		);
	}

	/**
	 * The media library is enqueued on the pages that pick images only.
	 *
	 * @param string $page  The plugin page.
	 * @param bool   $media Whether it loads wp.media.
	 */
	#[DataProvider( 'pages' )]
	public function test_the_media_library_loads_where_images_are_picked( string $page, bool $media ): void {
		$this->act_as( 'administrator' );
		$this->enqueue_on( $page );

		$this->assertSame( $media ? 1 : 0, did_action( 'wp_enqueue_media' ), $page );
		$this->assertSame( $media, wp_script_is( 'media-editor', 'enqueued' ), $page );
	}

	public function test_a_user_who_may_not_upload_gets_no_library(): void {
		// A contributor given the builder in the plugin's settings: WordPress would refuse them
		// the library's list and uploads, so the builder offers addresses instead.
		$this->act_as( 'contributor' );
		$this->assertFalse( current_user_can( 'upload_files' ) );
		$this->enqueue_on( 'userfeedback_surveys' );

		$this->assertSame( 0, did_action( 'wp_enqueue_media' ) );
		$this->assertTrue( wp_script_is( AdminAssets::HANDLE, 'enqueued' ), 'the app itself loads' );
	}

	/**
	 * Runs the admin enqueue of a plugin page.
	 *
	 * @param string $page The plugin page.
	 */
	private function enqueue_on( string $page ): void {
		$_GET['page']           = $page;
		$GLOBALS['pagenow']     = 'admin.php';
		$GLOBALS['plugin_page'] = $page;
		$GLOBALS['title']       = 'UserFeedback';
		set_current_screen( 'toplevel_page_' . $page );
		do_action( 'admin_enqueue_scripts', 'toplevel_page_' . $page );
	}
}
