<?php
/**
 * Sends webhook deliveries.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Webhooks;

use UserFeedback\Email\QueueJobHandler;
use UserFeedback\Email\QueueWorker;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Http\PublicTarget;
use UserFeedback\Integrations\DeliveryHealth;

/**
 * The queue's handler of webhook deliveries (QueueJobHandler): a POST of the JSON body
 * `{event, sent_at, survey, response}` with `X-UserFeedback-Event`, `X-UserFeedback-Delivery` (the
 * same id on every attempt, so a receiver can drop repeats) and `X-UserFeedback-Signature:
 * sha256=<hex HMAC-SHA256 of the raw body with the endpoint's secret>`. Anything but a 2xx (or no
 * answer within TIMEOUT seconds) is retried by the queue after 1, 5, 30 and 120 minutes. Every
 * attempt is logged (DeliveryLog).
 *
 * Sent through PublicTarget: the address is checked again at each attempt, on what the host
 * resolves to then, and the request is pinned to the addresses checked; a refused attempt is
 * logged with the reason and never sent (private, loopback and reserved addresses need the site's
 * http_request_host_is_external filter, a port other than 80, 443 or 8080 http_allowed_safe_ports).
 * Redirects are not followed, so the body never goes where the owner did not point it.
 *
 * A Slack destination (kind slack) gets its queued message as the whole body, unsigned (Slack
 * reads no header of ours). A REST hook whose subscriber answers 410 Gone has been unsubscribed on
 * the platform's side: it is removed, as the REST hooks pattern asks. Every attempt's outcome is
 * counted per destination (DeliveryHealth), so a destination that keeps failing is shown to the
 * owner.
 */
final class WebhookSender implements QueueJobHandler {

	/** Seconds an endpoint has to answer. */
	public const TIMEOUT = 8;

	public function __construct( private readonly WebhookStore $store, private readonly DeliveryLog $log, private readonly Entitlements $entitlements, private readonly PublicTarget $targets, private readonly DeliveryHealth $health ) {
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return string
	 */
	public function kind(): string {
		return WebhookQueuer::KIND;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array{id: int, kind: string, dedupe_key: string, survey_id: int, response_id: int, recipients: string[], payload: array<string, mixed>, attempts: int, claim_token: string, last_error: string|null} $row The claimed row.
	 * @return string|null
	 */
	public function run( array $row ): ?string {
		$payload  = $row['payload'];
		$endpoint = $this->store->find( (int) ( $payload['webhook_id'] ?? 0 ) );
		$attempt  = array(
			'webhook_id'       => (int) ( $payload['webhook_id'] ?? 0 ),
			'delivery_id'      => (string) ( $payload['delivery_id'] ?? '' ),
			'event'            => (string) ( $payload['event'] ?? '' ),
			'survey_id'        => $row['survey_id'],
			'response_id'      => $row['response_id'],
			'attempt'          => $row['attempts'],
			'outcome'          => DeliveryLog::SKIPPED,
			'response_code'    => 0,
			'duration_ms'      => 0,
			'error'            => '',
			'response_excerpt' => '',
		);
		if ( null === $endpoint ) {
			// Removed since: nothing to log it against.
			return self::SKIPPED;
		}
		if ( ! $endpoint['active'] || ! $this->entitlements->has_pro_plan() ) {
			$attempt['error'] = $endpoint['active'] ? __( 'Not sent: webhooks need UserFeedback Pro with a Pro or Elite license.', 'userfeedback' ) : __( 'Not sent: the webhook is turned off.', 'userfeedback' );
			$this->log->record( $attempt );
			return self::SKIPPED;
		}
		$result = $this->post( $endpoint, $attempt['event'], $attempt['delivery_id'], (array) ( $payload['data'] ?? array() ) );
		if ( 410 === $result['response_code'] && WebhookStore::SOURCE_REST_HOOK === $endpoint['source'] ) {
			// The platform says the subscription is gone: so is the hook (and its log).
			$this->store->delete( $endpoint['id'] );
			/**
			 * A REST hook was removed because its subscriber answered 410 Gone.
			 *
			 * @param int    $id  The hook's id.
			 * @param string $url The address it posted to.
			 */
			do_action( 'userfeedback_rest_hook_gone', $endpoint['id'], $endpoint['url'] );
			return self::SKIPPED;
		}
		$failed = null !== $result['error'];
		if ( $failed ) {
			$result['outcome'] = $row['attempts'] >= QueueWorker::MAX_ATTEMPTS ? DeliveryLog::GAVE_UP : DeliveryLog::RETRYING;
		}
		$this->log->record( array_merge( $attempt, $result, array( 'error' => (string) $result['error'] ) ) );
		$this->report( $endpoint, $result['error'] );
		return $result['error'];
	}

	/**
	 * Counts an attempt's outcome for its destination.
	 *
	 * @param array{id: int, kind: string, source: string, name: string, url: string} $endpoint The endpoint.
	 * @param string|null                                                             $error    Null when delivered.
	 * @return void
	 */
	private function report( array $endpoint, ?string $error ): void {
		list( $destination, $label ) = WebhookStore::destination( $endpoint );
		if ( null === $error ) {
			$this->health->succeeded( $destination, $label );
			return;
		}
		$this->health->failed( $destination, $label, $error );
	}

	/**
	 * Sends a made-up delivery to an endpoint now (Settings → Send test), logged and counted like
	 * the others: a test that works shows the destination works again.
	 *
	 * @param array{id: int, kind: string, source: string, name: string, url: string, secret: string} $endpoint The endpoint.
	 * @param array<string, mixed>|null                                                               $data     The body's data; a made-up response when null.
	 * @return array{outcome: string, response_code: int, duration_ms: int, error: string|null, response_excerpt: string, delivery_id: string}
	 */
	public function send_test( array $endpoint, ?array $data = null ): array {
		$delivery = wp_generate_uuid4();
		$result   = $this->post(
			$endpoint,
			WebhookEvents::TEST,
			$delivery,
			$data ?? array(
				'survey'   => array(
					'id'    => 0,
					'title' => __( 'Test delivery', 'userfeedback' ),
				),
				'response' => WebhookPayloads::sample_response(),
			)
		);
		if ( null !== $result['error'] ) {
			// A test is not retried.
			$result['outcome'] = DeliveryLog::GAVE_UP;
		}
		$this->report( $endpoint, $result['error'] );
		$this->log->record(
			array_merge(
				array(
					'webhook_id'  => $endpoint['id'],
					'delivery_id' => $delivery,
					'event'       => WebhookEvents::TEST,
					'survey_id'   => 0,
					'response_id' => 0,
					'attempt'     => 1,
				),
				$result,
				array( 'error' => (string) $result['error'] )
			)
		);
		return array_merge( $result, array( 'delivery_id' => $delivery ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $now Unix time.
	 * @return void
	 */
	public function housekeeping( int $now ): void {
		$this->log->prune( $now );
	}

	/**
	 * The signature header's value for a body.
	 *
	 * @param string $body   The raw body.
	 * @param string $secret The endpoint's secret.
	 * @return string
	 */
	public static function signature( string $body, string $secret ): string {
		return 'sha256=' . hash_hmac( 'sha256', $body, $secret );
	}

	/**
	 * One POST and what came of it.
	 *
	 * @param array{kind: string, url: string, secret: string} $endpoint The endpoint.
	 * @param string                                           $event    The event.
	 * @param string                                           $delivery The delivery id.
	 * @param array<string, mixed>                             $data     The survey and response parts; a Slack destination's message under 'slack'.
	 * @return array{outcome: string, response_code: int, duration_ms: int, error: string|null, response_excerpt: string}
	 */
	private function post( array $endpoint, string $event, string $delivery, array $data ): array {
		$slack    = WebhookStore::KIND_SLACK === $endpoint['kind'];
		$body     = (string) wp_json_encode(
			$slack ? (array) ( $data['slack'] ?? array() ) : array_merge(
				array(
					'event'   => $event,
					'sent_at' => gmdate( 'c' ),
				),
				$data
			),
			JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
		);
		$headers  = $slack ? array( 'Content-Type' => 'application/json; charset=utf-8' ) : array(
			'Content-Type'             => 'application/json; charset=utf-8',
			'X-UserFeedback-Event'     => $event,
			'X-UserFeedback-Delivery'  => $delivery,
			'X-UserFeedback-Signature' => self::signature( $body, $endpoint['secret'] ),
		);
		$started  = microtime( true );
		$response = $this->targets->request(
			$endpoint['url'],
			array(
				'method'      => 'POST',
				'timeout'     => self::TIMEOUT,
				'user-agent'  => 'UserFeedback/' . USERFEEDBACK_VERSION . '; ' . home_url( '/' ),
				'headers'     => $headers,
				'body'        => $body,
				'data_format' => 'body',
			)
		);
		$duration = (int) round( ( microtime( true ) - $started ) * 1000 );
		if ( is_wp_error( $response ) ) {
			return array(
				'outcome'          => DeliveryLog::RETRYING,
				'response_code'    => 0,
				'duration_ms'      => $duration,
				'error'            => $response->get_error_message(),
				'response_excerpt' => '',
			);
		}
		$code    = (int) wp_remote_retrieve_response_code( $response );
		$excerpt = self::excerpt( (string) wp_remote_retrieve_body( $response ) );
		if ( $code >= 200 && $code < 300 ) {
			return array(
				'outcome'          => DeliveryLog::DELIVERED,
				'response_code'    => $code,
				'duration_ms'      => $duration,
				'error'            => null,
				'response_excerpt' => $excerpt,
			);
		}
		return array(
			'outcome'          => DeliveryLog::RETRYING,
			'response_code'    => $code,
			'duration_ms'      => $duration,
			/* translators: %d: HTTP status code. */
			'error'            => sprintf( __( 'The endpoint answered HTTP %d.', 'userfeedback' ), $code ),
			'response_excerpt' => $excerpt,
		);
	}

	/**
	 * The first characters of an endpoint's answer, as safe text for the log.
	 *
	 * @param string $body The answer.
	 * @return string
	 */
	private static function excerpt( string $body ): string {
		$text = wp_check_invalid_utf8( mb_substr( $body, 0, DeliveryLog::EXCERPT ), true );
		return (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/', '', $text );
	}
}
