<?php
/**
 * Open answers read by the site owner's own model.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\Provider;

use UserFeedback\Ai\Remote\PiiRedactor;
use UserFeedback\Ai\Remote\ReplyReader;
use UserFeedback\Ai\Settings\AiSettings;
use UserFeedback\Insights\BatchInsightAnalyzer;
use UserFeedback\Http\PublicTarget;
use UserFeedback\Http\Reach;

/**
 * The insights through the AI summary's provider when the owner chose one (AiSettings: the same
 * endpoint, model, key and timeout; requests through the same PublicTarget reach, so they go only
 * to the configured base URL, redirects never followed; replies read by the same ReplyReader).
 * Any language: the model reads every one, so supports() is true for all.
 *
 * A chunk of answers is one request per theme set in it (usually one survey, so one request):
 * InsightPrompts numbers the answers and asks for a JSON object, InsightReply checks it. A
 * failure — no answer in time, an HTTP error, a reply that is not the object asked for (a
 * refusal) — makes the whole call fail (null): the processor keeps its cursor and no request is
 * made before ProviderBackoff's wait is over, which the owner can be shown.
 *
 * @phpstan-import-type BatchItem from BatchInsightAnalyzer
 * @phpstan-import-type Theme from \UserFeedback\Insights\InsightAnalyzer
 */
final class ProviderInsights implements BatchInsightAnalyzer {

	/** Answers per request: a reply of about 60 tokens each stays far from any model's limits. */
	public const BATCH = 20;

	/**
	 * Longest wait for one request, in seconds, whatever the summary's timeout: a background
	 * step must end well inside PHP's time limit.
	 */
	public const MAX_TIMEOUT = 25;

	/** Reply tokens asked for per answer, and for a suggestion. */
	private const TOKENS_PER_ANSWER = 80;
	private const SUGGEST_TOKENS    = 1500;

	/**
	 * Constructor.
	 *
	 * @param AiSettings      $settings The AI settings (a remote provider, ready).
	 * @param InsightPrompts  $prompts  The messages.
	 * @param ReplyReader     $reader   The AI summary's reply reader.
	 * @param ProviderBackoff $backoff  Failures and the wait after them.
	 * @param PublicTarget    $targets  Where requests may go.
	 * @param \Closure|null   $clock    The time (tests); null: time().
	 * @phpstan-param (\Closure(): int)|null $clock
	 */
	public function __construct(
		private readonly AiSettings $settings,
		private readonly InsightPrompts $prompts,
		private readonly ReplyReader $reader,
		private readonly ProviderBackoff $backoff,
		private readonly PublicTarget $targets = new PublicTarget( Reach::AlsoOwnNetwork ),
		private readonly ?\Closure $clock = null
	) {
	}

	/**
	 * The analyzer for some settings.
	 *
	 * @param AiSettings $settings The AI settings.
	 * @return self
	 */
	public static function create( AiSettings $settings ): self {
		return new self( $settings, new InsightPrompts( new PiiRedactor() ), new ReplyReader(), new ProviderBackoff() );
	}

	public function supports( string $locale ): bool {
		return $this->settings->is_remote_ready();
	}

	public function batch_size(): int {
		return self::BATCH;
	}

	public function retry_at(): int {
		return $this->backoff->retry_at();
	}

	public function analyze( string $text, string $locale, array $themes ): ?array {
		$readings = $this->analyze_batch(
			array(
				array(
					'text'   => $text,
					'locale' => $locale,
					'themes' => $themes,
					'names'  => array(),
				),
			)
		);
		return $readings[0] ?? null;
	}

	public function suggest( array $texts, string $locale ): array {
		return $this->suggest_batch( $texts, $locale, array() ) ?? array();
	}

	public function analyze_batch( array $items ): ?array {
		if ( array() === $items ) {
			return array();
		}
		if ( ! $this->may_ask() ) {
			return null;
		}
		// One request per theme set: the labels a reply may use are the ones its request listed.
		$groups = array();
		foreach ( $items as $key => $item ) {
			$groups[ md5( (string) wp_json_encode( $item['themes'] ) ) ][ $key ] = $item;
		}
		$readings = array();
		foreach ( $groups as $group ) {
			foreach ( array_chunk( $group, self::BATCH, true ) as $chunk ) {
				$keys    = array_keys( $chunk );
				$themes  = reset( $chunk )['themes'];
				$prompt  = $this->prompts->analysis( array_values( $chunk ), $themes );
				$content = $this->send( $prompt['messages'], self::TOKENS_PER_ANSWER * count( $chunk ) + 200 );
				$read    = is_wp_error( $content ) ? null : InsightReply::readings( $content, count( $chunk ), $themes );
				if ( null === $read ) {
					$this->backoff->failed( is_wp_error( $content ) ? $content : self::refused(), $this->now() );
					return null;
				}
				foreach ( $read as $position => $reading ) {
					$readings[ $keys[ $position ] ] = $reading;
				}
			}
		}
		$this->backoff->succeeded();
		return $readings;
	}

	public function suggest_batch( array $texts, string $locale, array $names ): ?array {
		if ( array() === $texts ) {
			return array();
		}
		if ( ! $this->may_ask() ) {
			return null;
		}
		$prompt  = $this->prompts->suggestion( $texts, $locale, $names );
		$content = $this->send( $prompt['messages'], self::SUGGEST_TOKENS );
		$themes  = is_wp_error( $content ) ? null : InsightReply::suggestions( $content, InsightPrompts::MAX_THEMES );
		if ( null === $themes ) {
			$this->backoff->failed( is_wp_error( $content ) ? $content : self::refused(), $this->now() );
			return null;
		}
		$this->backoff->succeeded();
		return $themes;
	}

	/**
	 * Whether a request may be made now (set up, and not waiting after a failure).
	 *
	 * @return bool
	 */
	private function may_ask(): bool {
		return $this->settings->is_remote_ready() && $this->backoff->retry_at() <= $this->now();
	}

	/**
	 * Sends messages; the reply's content or what went wrong.
	 *
	 * @param list<array{role: string, content: string}> $messages   Messages.
	 * @param int                                        $max_tokens Reply tokens asked for at most.
	 * @return string|\WP_Error
	 */
	private function send( array $messages, int $max_tokens ) {
		$timeout = min( self::MAX_TIMEOUT, $this->settings->timeout() );
		$headers = array(
			'Content-Type' => 'application/json',
			'Accept'       => 'application/json',
		);
		if ( '' !== $this->settings->api_key() ) {
			$headers['Authorization'] = 'Bearer ' . $this->settings->api_key();
		}
		$response = $this->targets->request(
			$this->settings->base_url() . '/chat/completions',
			array(
				'method'      => 'POST',
				'timeout'     => $timeout,
				'headers'     => $headers,
				'body'        => (string) wp_json_encode(
					array(
						'model'           => $this->settings->model(),
						'messages'        => $messages,
						'temperature'     => 0,
						'max_tokens'      => $max_tokens,
						'response_format' => array( 'type' => 'json_object' ),
					)
				),
				'data_format' => 'body',
			)
		);
		return $this->reader->read( $response, $timeout, $this->settings->api_key() );
	}

	/**
	 * The failure of a reply that is not the JSON asked for.
	 *
	 * @return \WP_Error
	 */
	private static function refused(): \WP_Error {
		return new \WP_Error( 'userfeedback_insights_unreadable', __( 'The AI provider answered, but not with the readings asked for (it may have refused). The answers will be sent again later.', 'userfeedback' ), array( 'status' => 502 ) );
	}

	/**
	 * The time.
	 *
	 * @return int
	 */
	private function now(): int {
		return null === $this->clock ? time() : ( $this->clock )();
	}
}
