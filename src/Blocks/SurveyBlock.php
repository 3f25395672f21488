<?php
/**
 * The block editor's "UserFeedback Survey" block.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Blocks;

use UserFeedback\Access\Capabilities;
use UserFeedback\Admin\AdminAssets;
use UserFeedback\Admin\AdminPages;
use UserFeedback\Assets\AssetManifest;
use UserFeedback\Frontend\Shortcode;
use UserFeedback\Frontend\SurveyEligibility;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Hookable;
use UserFeedback\Rest\SurveyDisplayFields;

/**
 * `userfeedback/survey` (attribute `surveyId`), in Lite and Pro alike. Registered from its
 * block.json, which the build copies beside the editor script (build/blocks/survey/). On the
 * page it is the shortcode: render() hands the id to Shortcode::render(), so the block gets the
 * same placeholder, the same eligibility (SurveyEligibility::inline()) and the same single
 * placement in the page's bootstrap (WidgetLoader), hence one impression per view however the
 * survey is placed. Nothing is stored in the post but the id.
 *
 * In the editor the script (blocks/survey/src/) picks a survey through `GET surveys?search=`,
 * previews it with the widget's preview bundle (handle userfeedback-widget-preview, listed in
 * block.json) and reads `display` and `page_survey` (Rest\SurveyDisplayFields); the page data it
 * starts from is printed before it as `window.userfeedbackSurveyBlock`. Its strings are
 * translated from the plugin's JSON files (bin/make-json.mjs).
 */
final class SurveyBlock implements Hookable {

	public const NAME = 'userfeedback/survey';

	/**
	 * The block's folder inside the build (block.json, index.js, index.asset.php, index.css).
	 */
	public const FOLDER = 'blocks/survey';

	/**
	 * Constructor.
	 *
	 * @param AssetManifest   $manifest  The build's files.
	 * @param Shortcode       $shortcode Renders the inline survey.
	 * @param WidgetBootstrap $bootstrap Builds the widget's page data for the editor's preview.
	 */
	public function __construct( private readonly AssetManifest $manifest, private readonly Shortcode $shortcode, private readonly WidgetBootstrap $bootstrap ) {
	}

	/**
	 * The block and the survey fields its editor reads, for the composition root.
	 *
	 * @param AssetManifest     $manifest    The build's files.
	 * @param Shortcode         $shortcode   Renders the inline survey.
	 * @param SurveyEligibility $eligibility Decides whether an inline survey is shown.
	 * @param WidgetBootstrap   $bootstrap   Builds the widget's page data.
	 * @return Hookable[]
	 */
	public static function hooks( AssetManifest $manifest, Shortcode $shortcode, SurveyEligibility $eligibility, WidgetBootstrap $bootstrap ): array {
		return array(
			new self( $manifest, $shortcode, $bootstrap ),
			new SurveyDisplayFields( $eligibility, $bootstrap ),
		);
	}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		add_action( 'enqueue_block_editor_assets', array( $this, 'editor_data' ) );
	}

	/**
	 * Registers the block from its built block.json, when the build has it; a copy without the
	 * build keeps the shortcode and simply offers no block.
	 *
	 * @return void
	 */
	public function register(): void {
		if ( self::is_visitor_call( $_SERVER, $_GET ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only which route this is, nothing acted on.
			return;
		}
		if ( ! $this->manifest->has_file( self::FOLDER . '/block.json' ) || ! $this->manifest->exists( self::FOLDER . '/index' ) ) {
			return;
		}
		// The widget's preview bundle, which block.json lists among the editor scripts. The admin
		// app's pages register the same handle (AdminAssets); whoever comes first registers it.
		$preview_src = $this->manifest->url( 'widget-preview.js' );
		if ( '' !== $preview_src && $this->manifest->exists( 'widget-preview' ) && ! wp_script_is( AdminAssets::PREVIEW_HANDLE, 'registered' ) ) {
			wp_register_script( AdminAssets::PREVIEW_HANDLE, $preview_src, array(), $this->manifest->asset( 'widget-preview' )['version'], true );
		}
		$type = register_block_type( $this->manifest->path( self::FOLDER ), array( 'render_callback' => array( $this, 'render' ) ) );
		if ( ! $type instanceof \WP_Block_Type ) {
			return;
		}
		// WordPress looks for the script's JSON translations in wp-content/languages only; the
		// plugin ships its own in languages/ (bin/make-json.mjs), as for the admin app.
		foreach ( $this->own_editor_scripts( $type ) as $handle ) {
			wp_set_script_translations( $handle, 'userfeedback', USERFEEDBACK_DIR . '/languages' );
		}
	}

	/**
	 * Whether this request is one of the widget's own calls: a visitor's response or impression
	 * (Rest\PublicSurveysController), POSTed to `/wp-json/userfeedback/v1/surveys/{id}/…` or to
	 * `?rest_route=…`. They answer JSON and never render or list a block, and they are the
	 * plugin's busiest requests, so they skip reading and registering block.json (about 1.3 ms of
	 * each on the production-like stack). Every other request — pages, the editor, the
	 * block-renderer and block-types REST routes, admin-ajax — registers the block as before.
	 *
	 * @param array<string, mixed> $server The request's $_SERVER.
	 * @param array<string, mixed> $query  The request's $_GET.
	 * @return bool
	 */
	public static function is_visitor_call( array $server, array $query ): bool {
		if ( 'POST' !== ( $server['REQUEST_METHOD'] ?? '' ) ) {
			return false;
		}
		$route = '#^/userfeedback/v1/surveys/\d+/(?:responses|impression)/?$#';
		if ( isset( $query['rest_route'] ) && is_string( $query['rest_route'] ) ) {
			return 1 === preg_match( $route, $query['rest_route'] );
		}
		$path   = is_string( $server['REQUEST_URI'] ?? null ) ? (string) wp_parse_url( $server['REQUEST_URI'], PHP_URL_PATH ) : '';
		$prefix = '/' . rest_get_url_prefix() . '/';
		$at     = strpos( $path, $prefix );
		return false !== $at && 1 === preg_match( $route, substr( $path, $at + strlen( $prefix ) - 1 ) );
	}

	/**
	 * The block's HTML: the shortcode's, for the same survey.
	 *
	 * @param mixed $attributes The block's attributes (an array from WordPress).
	 * @return string
	 */
	public function render( $attributes ): string {
		$id = is_array( $attributes ) ? ( $attributes['surveyId'] ?? null ) : null;
		if ( ! is_int( $id ) && ! ( is_float( $id ) && floor( $id ) === $id ) ) {
			return '';
		}
		// Shortcode::render() takes digits only: a negative id renders nothing, as there. `lang`
		// (a locale) shows the survey in that language, as the shortcode's attribute does.
		$lang = is_string( $attributes['lang'] ?? null ) ? $attributes['lang'] : '';
		return $this->shortcode->render(
			array(
				'id'   => (string) (int) $id,
				'lang' => $lang,
			)
		);
	}

	/**
	 * Prints, before the block's editor script, the page data it starts from: the widget's
	 * bootstrap without surveys (entitlements, texts, logo) for the preview, where surveys are
	 * made, and whether this user may make one.
	 *
	 * @return void
	 */
	public function editor_data(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( self::NAME );
		if ( null === $type ) {
			return;
		}
		$data = wp_json_encode(
			array(
				'bootstrap'  => array_merge(
					$this->bootstrap->build( array(), array() ),
					array(
						'surveys' => array(),
						'inline'  => array(),
					)
				),
				'surveysUrl' => admin_url( 'admin.php?page=' . AdminPages::slug( 'surveys' ) ),
				'canCreate'  => current_user_can( Capabilities::CREATE_EDIT_SURVEYS ),
			),
			// JSON_HEX_* escape <, >, & and quotes, so no text can end the script tag.
			JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES
		);
		if ( false === $data ) {
			return;
		}
		foreach ( $this->own_editor_scripts( $type ) as $handle ) {
			wp_add_inline_script( $handle, 'window.userfeedbackSurveyBlock = ' . $data . ';', 'before' );
		}
	}

	/**
	 * The block's own editor script handles (block.json's file: entries), not the preview's.
	 *
	 * @param \WP_Block_Type $type The registered block type.
	 * @return string[]
	 */
	private function own_editor_scripts( \WP_Block_Type $type ): array {
		return array_values( array_diff( $type->editor_script_handles, array( AdminAssets::PREVIEW_HANDLE ) ) );
	}
}
