<?php
/**
 * The background export's status route.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Access\Capabilities;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\Permissions;
use UserFeedback\Rest\RestNamespace;

/**
 * `GET userfeedback/v1/exports/{id}` (docs/rest-api.md "Export"): what the progress page
 * polls. Open to users who may view results on a site with the pro plan, and only for their own
 * jobs (anyone else's is a 404, as if it did not exist). A job that has not moved for STALL_SECONDS
 * gets a short step from the poll itself, so exports finish on sites where WP-Cron does not run.
 */
final class ExportsController extends \WP_REST_Controller implements Hookable {

	/**
	 * Seconds without progress after which a poll runs a step itself.
	 */
	public const STALL_SECONDS = 45;

	/**
	 * The length of a step run by a poll.
	 */
	public const POLL_STEP_SECONDS = 8;

	public function __construct( private readonly Entitlements $entitlements, private readonly JobStore $jobs, private readonly JobRunner $runner ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'exports';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 *
	 * @return void
	 */
	public function register_routes() {
		register_rest_route(
			RestNamespace::V1,
			'/exports/(?P<id>[a-f0-9]{32})',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id' => array(
								'description' => __( 'The export job.', 'userfeedback' ),
								'type'        => 'string',
								'pattern'     => '^[a-f0-9]{32}$',
								'required'    => true,
							),
						)
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * View results, and the pro plan (export is gated like the export page).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		$allowed = Permissions::require_any( array( Capabilities::VIEW_RESULTS ), __( 'Sorry, you are not allowed to export results.', 'userfeedback' ) );
		if ( true !== $allowed ) {
			return $allowed;
		}
		if ( ! $this->entitlements->has_pro_plan() ) {
			return new \WP_Error( 'userfeedback_upgrade_required', __( 'Upgrade to Pro to unlock Export Results', 'userfeedback' ), array( 'status' => 403 ) );
		}
		return true;
	}

	/**
	 * A job's status.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		$id  = (string) $request['id'];
		$job = $this->jobs->find( $id );
		if ( null === $job || get_current_user_id() !== $job->user_id ) {
			return new \WP_Error( 'userfeedback_export_not_found', __( 'This export does not exist, or it has expired. Exports are kept for a day.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		if ( ! $job->is_over() && time() - $job->updated >= self::STALL_SECONDS ) {
			$job = $this->runner->step( $id, microtime( true ) + self::POLL_STEP_SECONDS ) ?? $job;
		}
		return $this->prepare_item_for_response( $job, $request );
	}

	/**
	 * A job as the route returns it.
	 *
	 * @param ExportJob        $item    The job.
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function prepare_item_for_response( $item, $request ) {
		$format = $item->export_request()->format;
		return rest_ensure_response(
			array(
				'id'           => $item->id,
				'status'       => $item->status,
				'processed'    => $item->read,
				'total'        => $item->total,
				'progress'     => $item->progress(),
				'file_name'    => $item->file_name . '.' . $format,
				'message'      => ExportPage::status_text( $item ),
				'download_url' => ExportJob::DONE === $item->status ? ExportPage::job_url( $item->id, true ) : null,
			)
		);
	}

	/**
	 * The response's schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-export',
			'type'       => 'object',
			'properties' => array(
				'id'           => array(
					'type'        => 'string',
					'description' => __( 'The export job.', 'userfeedback' ),
				),
				'status'       => array(
					'type'        => 'string',
					'enum'        => array( ExportJob::QUEUED, ExportJob::RUNNING, ExportJob::FINISHING, ExportJob::DONE, ExportJob::FAILED ),
					'description' => __( 'Where the export is.', 'userfeedback' ),
				),
				'processed'    => array(
					'type'        => 'integer',
					'description' => __( 'Responses written so far.', 'userfeedback' ),
				),
				'total'        => array(
					'type'        => 'integer',
					'description' => __( 'Responses to write.', 'userfeedback' ),
				),
				'progress'     => array(
					'type'        => 'integer',
					'minimum'     => 0,
					'maximum'     => 100,
					'description' => __( 'Percent done.', 'userfeedback' ),
				),
				'file_name'    => array(
					'type'        => 'string',
					'description' => __( 'The name the file downloads under.', 'userfeedback' ),
				),
				'message'      => array(
					'type'        => 'string',
					'description' => __( 'The status as a sentence.', 'userfeedback' ),
				),
				'download_url' => array(
					'type'        => array( 'string', 'null' ),
					'description' => __( 'The download, once done (the export page, nonce included).', 'userfeedback' ),
				),
			),
		);
	}
}
