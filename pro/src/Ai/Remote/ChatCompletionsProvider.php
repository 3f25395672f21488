<?php
/**
 * A summary from the site owner's own model.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Remote;

use UserFeedback\Ai\Settings\AiSettings;
use UserFeedback\Ai\Summary\SummaryBody;
use UserFeedback\Ai\Summary\SummaryInput;
use UserFeedback\Ai\Summary\SummaryProvider;

/**
 * Any OpenAI-compatible `POST {base_url}/chat/completions` (OpenAI, Azure-style gateways,
 * OpenRouter, Ollama, vLLM, llama.cpp …), through wp_safe_remote_post(). The prompt is bounded and
 * stripped of personal data (PromptBuilder); the API key goes in the Authorization header from
 * the server and never to the browser.
 *
 * It goes through wp_safe_remote_post(), which refuses loopback and private hosts and ports other
 * than 80, 443 and 8080 — yet a model on the site's own machine or network (Ollama listens on
 * 11434) is exactly what a privacy-minded owner runs. So for this one request, and for the one
 * host and port an administrator configured (EndpointUrl: plain http only to local hosts), the
 * http_request_host_is_external and http_allowed_safe_ports filters let it through; every other
 * URL keeps WordPress's checks. Redirects are not followed, so the key is never replayed to
 * another host.
 */
final class ChatCompletionsProvider implements SummaryProvider {

	/**
	 * Upper bound on the reply's length, in tokens.
	 */
	private const MAX_TOKENS = 700;

	public function __construct( private readonly AiSettings $settings, private readonly PromptBuilder $prompts, private readonly ReplyReader $reader ) {
	}

	public function key(): string {
		return 'remote';
	}

	/**
	 * Endpoint and model: another one makes cached summaries stale.
	 *
	 * @return string
	 */
	public function fingerprint(): string {
		return 'remote:' . md5( $this->settings->base_url() . '|' . $this->settings->model() );
	}

	/**
	 * Most answers read (and at most that many sent).
	 *
	 * @return int
	 */
	public function answer_cap(): int {
		return PromptBuilder::ANSWER_CAP;
	}

	/**
	 * The model's summary.
	 *
	 * @param SummaryInput $input The survey and its answers.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function summarise( SummaryInput $input ) {
		if ( ! $this->settings->is_remote_ready() ) {
			return new \WP_Error( 'userfeedback_ai_not_configured', __( 'Your own AI model is chosen but not set up. An administrator can enter its base URL and model in the AI settings.', 'userfeedback' ), array( 'status' => 503 ) );
		}
		if ( array() === $input->items ) {
			return SummaryBody::without_answers( $input, $this->settings->model(), $this->nothing_sent() );
		}

		$prompt  = $this->prompts->build( $input, determine_locale() );
		$headers = array(
			'Content-Type' => 'application/json',
			'Accept'       => 'application/json',
		);
		if ( '' !== $this->settings->api_key() ) {
			$headers['Authorization'] = 'Bearer ' . $this->settings->api_key();
		}
		$url      = $this->settings->base_url() . '/chat/completions';
		$response = self::to_configured_host(
			$url,
			fn() => wp_safe_remote_post(
				$url,
				array(
					'timeout'     => $this->settings->timeout(),
					'redirection' => 0,
					'headers'     => $headers,
					'body'        => (string) wp_json_encode(
						array(
							'model'       => $this->settings->model(),
							'messages'    => $prompt['messages'],
							'temperature' => 0.2,
							'max_tokens'  => self::MAX_TOKENS,
						)
					),
					'data_format' => 'body',
				)
			)
		);
		$text     = $this->reader->read( $response, $this->settings->timeout(), $this->settings->api_key() );
		if ( is_wp_error( $text ) ) {
			return $text;
		}
		return array(
			'text'      => $text,
			'model'     => $this->settings->model(),
			'analysed'  => SummaryBody::analysed( $input ),
			'themes'    => array(),
			'sentiment' => null,
			'changes'   => null,
			'sent'      => $prompt['sent'],
		);
	}

	/**
	 * The `sent` block when nothing was sent.
	 *
	 * @return array<string, mixed>
	 */
	private function nothing_sent(): array {
		return array(
			'answers'       => 0,
			'responses'     => 0,
			'characters'    => 0,
			'removed'       => array(
				'emails' => 0,
				'ips'    => 0,
				'phones' => 0,
				'names'  => 0,
			),
			'answer_cap'    => PromptBuilder::ANSWER_CAP,
			'character_cap' => PromptBuilder::CHARACTER_CAP,
			'truncated'     => false,
		);
	}

	/**
	 * Runs a request that WordPress's safe HTTP checks accept for the configured model's host and
	 * port only (a local model is on a loopback or private address, often on a port of its own).
	 *
	 * @param string                                       $url  The configured endpoint.
	 * @param callable(): (array<string, mixed>|\WP_Error) $send Sends the request through wp_safe_remote_post().
	 * @return array<string, mixed>|\WP_Error
	 */
	private static function to_configured_host( string $url, callable $send ) {
		$host        = strtolower( (string) wp_parse_url( $url, PHP_URL_HOST ) );
		$port        = (int) wp_parse_url( $url, PHP_URL_PORT );
		$is_external = static fn( $external, $asked ): bool => strtolower( trim( (string) $asked, '[]' ) ) === trim( $host, '[]' ) ? true : (bool) $external;
		$safe_ports  = static fn( $ports, $asked ) => $port > 0 && strtolower( trim( (string) $asked, '[]' ) ) === trim( $host, '[]' ) ? array_merge( (array) $ports, array( $port ) ) : $ports;
		add_filter( 'http_request_host_is_external', $is_external, 10, 2 );
		add_filter( 'http_allowed_safe_ports', $safe_ports, 10, 2 );
		try {
			return $send();
		} finally {
			remove_filter( 'http_request_host_is_external', $is_external, 10 );
			remove_filter( 'http_allowed_safe_ports', $safe_ports, 10 );
		}
	}
}
