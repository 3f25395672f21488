<?php
/**
 * POST rollups/step: the results screens run a stuck background rebuild's next step.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Access\Capabilities;
use UserFeedback\Hookable;
use UserFeedback\Reporting\Build\BuildEngine;

/**
 * Why: the background builds (Reporting\Build\BuildEngine) run on WP-Cron, which needs a loopback
 * request to start — on a host where loopbacks fail (a busy or locked-down server, PHP's built-in
 * server) or with WP-Cron off and no system cron, the step it asked for never runs and the
 * results screens would say "being updated" for ever. While they say it, they call this route in
 * the background (never the report's own request, which stays fast); it runs one bounded step
 * (BuildEngine::STEP_SECONDS) only when the step WP-Cron was asked for is overdue, so on a site
 * whose cron works it does nothing. Steps are safe side by side (each chunk locks its survey
 * row), so two open tabs or a late cron run change nothing.
 */
final class RollupStepController extends \WP_REST_Controller implements Hookable {

	/**
	 * How late the asked-for step must be before a screen runs it: longer than WP-Cron takes to
	 * start one on a working site.
	 */
	public const OVERDUE_SECONDS = 20;

	/**
	 * Constructor.
	 *
	 * @param BuildEngine      $build The rollups' rebuild.
	 * @param BuildEngine|null $facts The facts rows' build (filtered reports), if the plugin runs one.
	 */
	public function __construct( private readonly BuildEngine $build, private readonly ?BuildEngine $facts = null ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'rollups/step';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		register_rest_route(
			RestNamespace::V1,
			'/rollups/step',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Readers of results: the screens that say "being updated" are theirs.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Permissions::require_any(
			array( Capabilities::VIEW_RESULTS ),
			__( 'Sorry, you are not allowed to view results.', 'userfeedback' )
		);
	}

	/**
	 * Runs the overdue step, or nothing.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function create_item( $request ) {
		$ran       = false;
		$remaining = false;
		// The rollups' build, then the facts' (filtered reports), each only when overdue.
		foreach ( array_filter( array( $this->build, $this->facts ) ) as $build ) {
			$hook = $build->hook();
			$due  = wp_next_scheduled( $hook );
			if ( false === $due || $due > time() - self::OVERDUE_SECONDS ) {
				// Nothing asked for, or WP-Cron still has time to run it.
				$remaining = $remaining || false !== $due;
				continue;
			}
			$ran  = true;
			$left = $build->step( BuildEngine::STEP_SECONDS );
			if ( ! $left ) {
				wp_clear_scheduled_hook( $hook );
			}
			$remaining = $remaining || $left;
		}
		return rest_ensure_response(
			array(
				'ran'       => $ran,
				'remaining' => $remaining,
			)
		);
	}

	/**
	 * The answer's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-rollup-step',
			'type'       => 'object',
			'properties' => array(
				'ran'       => array(
					'type'        => 'boolean',
					'description' => __( 'Whether a step of the background rebuild ran in this request (only when WP-Cron had not run it).', 'userfeedback' ),
					'readonly'    => true,
				),
				'remaining' => array(
					'type'        => 'boolean',
					'description' => __( 'Whether rebuild work remains.', 'userfeedback' ),
					'readonly'    => true,
				),
			),
		);
	}
}
