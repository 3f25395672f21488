<?php
/**
 * Puts the visitor widget on pages that have a survey.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Frontend;

use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Assets\AssetManifest;
use UserFeedback\Hookable;

/**
 * Enqueues the widget bundle, deferred, with its bootstrap data, only when a survey is live;
 * pages without one get nothing. (Which survey a page gets, by the spec's eligibility rules, is
 * the widget issue's job; until then any live survey loads the bundle.)
 */
final class WidgetLoader implements Hookable {

	public const HANDLE = 'userfeedback-widget';

	/**
	 * The build's asset files.
	 *
	 * @var AssetManifest
	 */
	private AssetManifest $manifest;

	/**
	 * The bootstrap data builder.
	 *
	 * @var SiteGlobals
	 */
	private SiteGlobals $globals;

	/**
	 * The live surveys.
	 *
	 * @var LiveSurveys
	 */
	private LiveSurveys $surveys;

	/**
	 * Constructor.
	 *
	 * @param AssetManifest $manifest The build's asset files.
	 * @param SiteGlobals   $globals  The bootstrap data builder.
	 * @param LiveSurveys   $surveys  The live surveys.
	 */
	public function __construct( AssetManifest $manifest, SiteGlobals $globals, LiveSurveys $surveys ) {
		$this->manifest = $manifest;
		$this->globals  = $globals;
		$this->surveys  = $surveys;
	}

	/**
	 * Hooks the enqueue.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the widget when a survey is live.
	 *
	 * @return void
	 */
	public function enqueue(): void {
		if ( ! $this->manifest->exists( 'widget' ) ) {
			return;
		}
		$ids = $this->surveys->ids();
		if ( array() === $ids ) {
			return;
		}
		$asset = $this->manifest->asset( 'widget' );
		wp_enqueue_script(
			self::HANDLE,
			$this->manifest->url( 'widget.js' ),
			array(),
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		$bootstrap = array_merge( $this->globals->for_widget(), array( 'survey_ids' => $ids ) );
		wp_add_inline_script( self::HANDLE, 'window.userfeedbackWidget = ' . wp_json_encode( $bootstrap ) . ';', 'before' );
	}
}
