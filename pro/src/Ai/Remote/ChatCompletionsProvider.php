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
use UserFeedback\Http\PublicTarget;
use UserFeedback\Http\Reach;

/**
 * Any OpenAI-compatible `POST {base_url}/chat/completions` (OpenAI, Azure-style gateways,
 * OpenRouter, Ollama, vLLM, llama.cpp …). The prompt is bounded and stripped of personal data
 * (PromptBuilder); the API key goes in the Authorization header from the server and never to the
 * browser.
 *
 * Sent through PublicTarget with Reach::AlsoOwnNetwork: a model on the site's own machine or
 * private network, on its own port (Ollama listens on 11434), is exactly what a privacy-minded
 * owner runs, so loopback and private addresses are allowed on any port; link-local (cloud
 * metadata), shared, reserved and multicast addresses are not, checked on what the host resolves
 * to at each request, which is pinned to those addresses. Redirects are not followed, so the key
 * is never replayed to another host.
 */
final class ChatCompletionsProvider implements SummaryProvider {

	/**
	 * Upper bound on the reply's length, in tokens.
	 */
	private const MAX_TOKENS = 700;

	public function __construct( private readonly AiSettings $settings, private readonly PromptBuilder $prompts, private readonly ReplyReader $reader, private readonly PublicTarget $targets = new PublicTarget( Reach::AlsoOwnNetwork ) ) {
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
		$response = $this->targets->request(
			$this->settings->base_url() . '/chat/completions',
			array(
				'method'      => 'POST',
				'timeout'     => $this->settings->timeout(),
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
}
