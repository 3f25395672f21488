<?php
/**
 * Loads the admin app on the plugin's pages.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Admin;

use UserFeedback\Assets\AssetManifest;
use UserFeedback\Hookable;

/**
 * Enqueues the built app with the dependencies its asset file lists, hands it the site globals
 * and its translations. A missing build degrades to a notice, never a fatal or a blank page.
 */
final class AdminAssets implements Hookable {

	public const HANDLE = 'userfeedback-admin';

	public const PREVIEW_HANDLE = 'userfeedback-widget-preview';

	/**
	 * The admin areas that show the widget's preview.
	 */
	public const PREVIEW_AREAS = array( 'surveys', 'settings' );

	/**
	 * The admin areas that pick images from the media library: the builder (an image choice
	 * question's images) and Settings (the widget's custom logo, the e-mail header image). The
	 * builder shares its page with the surveys list, so the list loads it too; WordPress's media
	 * scripts load in the footer and are not the app's own JS, which the size budget counts.
	 */
	public const MEDIA_AREAS = array( 'surveys', 'settings' );

	public function __construct( private readonly AssetManifest $manifest, private readonly SiteGlobals $globals ) {
	}

	public function add_hooks(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
		add_action( 'admin_notices', array( $this, 'missing_build_notice' ) );
	}

	/**
	 * Enqueues the app on the plugin's own pages only.
	 *
	 * @return void
	 */
	public function enqueue(): void {
		$area = AdminPages::current_area();
		if ( null === $area || ! $this->manifest->exists( 'admin' ) ) {
			return;
		}
		$asset = $this->manifest->asset( 'admin' );
		wp_enqueue_script( self::HANDLE, $this->manifest->url( 'admin.js' ), $asset['dependencies'], $asset['version'], true );
		wp_add_inline_script( self::HANDLE, 'window.userfeedback = ' . wp_json_encode( $this->globals->for_admin( $this->current_page( $area ) ) ) . ';', 'before' );
		wp_set_script_translations( self::HANDLE, 'userfeedback', USERFEEDBACK_DIR . '/languages' );

		// The real visitor widget in preview mode (window.userfeedbackPreview): registered on the
		// plugin's pages, loaded where a preview is shown (the builder, the widget customiser).
		$preview_src = $this->manifest->url( 'widget-preview.js' );
		if ( '' !== $preview_src && $this->manifest->exists( 'widget-preview' ) ) {
			$preview = $this->manifest->asset( 'widget-preview' );
			wp_register_script( self::PREVIEW_HANDLE, $preview_src, array(), $preview['version'], true );
			if ( in_array( $area, self::PREVIEW_AREAS, true ) ) {
				wp_enqueue_script( self::PREVIEW_HANDLE );
			}
		}

		// The library lists and takes uploads only for those who may upload (WordPress's own
		// check); anyone else gets the address fields the app shows without it.
		if ( in_array( $area, self::MEDIA_AREAS, true ) && current_user_can( 'upload_files' ) ) {
			wp_enqueue_media();
		}

		if ( $this->manifest->has_file( 'admin.css' ) ) {
			wp_enqueue_style( self::HANDLE, $this->manifest->url( 'admin.css' ), array(), $asset['version'] );
			// Right-to-left sites get the build's mirrored stylesheet (admin-rtl.css) instead.
			if ( $this->manifest->has_file( 'admin-rtl.css' ) ) {
				wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
			}
		}
	}

	/**
	 * Tells the admin, on the plugin's pages, that the app has not been built.
	 *
	 * @return void
	 */
	public function missing_build_notice(): void {
		if ( null === AdminPages::current_area() || $this->manifest->exists( 'admin' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html__( 'The UserFeedback admin app is missing from this copy of the plugin. Reinstall the plugin from a release zip, or run "npm run build" in its folder.', 'userfeedback' )
		);
	}

	/**
	 * The admin page being shown, as the app's current_page.
	 *
	 * @param string $area Area name.
	 * @return array{link: string, title: string}
	 */
	private function current_page( string $area ): array {
		return array(
			'link'  => admin_url( 'admin.php?page=' . AdminPages::slug( $area ) ),
			'title' => (string) get_admin_page_title(),
		);
	}
}
