<?php
/**
 * POST userfeedback/v1/email-summaries/test
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Email;

use UserFeedback\Access\Capabilities;
use UserFeedback\Hookable;
use UserFeedback\Integrations\DeliveryHealth;
use UserFeedback\Rest\Permissions;
use UserFeedback\Rest\RestNamespace;

/**
 * The Misc tab's "send test" action: sends the summary of the last seven site days to the
 * summary recipients now, synchronously (the admin is waiting to see whether mail works, so the
 * mailer's own error is the answer), with "Test:" in the subject. Not queued, never retried.
 * Sent whether or not summaries are turned off: the admin asked for it.
 */
final class EmailSummariesController extends \WP_REST_Controller implements Hookable {

	public function __construct( private readonly SummaryDigest $digest, private readonly Recipients $recipients, private readonly Mailer $mailer, private readonly DeliveryHealth $health ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'email-summaries';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		register_rest_route(
			RestNamespace::V1,
			'/' . $this->rest_base . '/test',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'send_test' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => array(),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Those who may change the settings.
	 *
	 * @return true|\WP_Error 401 logged out, 403 without the capability.
	 */
	public function permissions_check() {
		return Permissions::require_any( array( Capabilities::MANAGE_SETTINGS ), __( 'Sorry, you are not allowed to manage the settings.', 'userfeedback' ) );
	}

	/**
	 * Sends the test summary.
	 *
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function send_test() {
		$recipients = $this->recipients->global();
		if ( array() === $recipients ) {
			return new \WP_Error( 'userfeedback_no_recipients', __( 'There is no one to send the summary to: enter e-mail recipients in Settings → Email, or set the site’s administration e-mail address.', 'userfeedback' ), array( 'status' => 400 ) );
		}
		$message = $this->digest->build( SummaryDigest::last_week( new \DateTimeImmutable( 'now', wp_timezone() ) ), true );
		$error   = $this->mailer->send( $recipients, $message['subject'], $message['body'], $message['html'] );
		// The same mail path as every e-mail destination: its outcome counts for them.
		$this->health->tested_all( 'email:', $error );
		if ( null !== $error ) {
			return new \WP_Error(
				'userfeedback_mail_failed',
				/* translators: %s: the mailer's error message. */
				sprintf( __( 'The test e-mail could not be sent: %s', 'userfeedback' ), $error ),
				array(
					'status' => 500,
					'error'  => $error,
				)
			);
		}
		return rest_ensure_response(
			array(
				'sent'       => true,
				'recipients' => $recipients,
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
			'title'      => 'userfeedback-email-summary-test',
			'type'       => 'object',
			'properties' => array(
				'sent'       => array(
					'description' => __( 'Whether the e-mail was handed to the mailer.', 'userfeedback' ),
					'type'        => 'boolean',
				),
				'recipients' => array(
					'description' => __( 'Where it went.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
				),
			),
		);
	}
}
