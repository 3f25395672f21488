<?php
/**
 * A summary from the site owner's own model.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Ai\Remote;

use UserFeedback\Ai\Settings\AiSettings;
use UserFeedback\Ai\Summary\SummaryBody;
use UserFeedback\Ai\Summary\SummaryInput;
use UserFeedback\Ai\Summary\SummaryProvider;

/**
 * Any OpenAI-compatible `POST {base_url}/chat/completions` (OpenAI, Azure-style gateways,
 * OpenRouter, Ollama, vLLM, llama.cpp …), through wp_remote_post(). The prompt is bounded and
 * stripped of personal data (PromptBuilder); the API key goes in the Authorization header from
 * the server and never to the browser.
 *
 * It uses wp_remote_post(), not wp_safe_remote_post(): the safe variant (reject_unsafe_urls) refuses
 * loopback and private hosts, and a model on the site's own machine or network is exactly what
 * a privacy-minded owner runs. The URL is set only by administrators and checked by EndpointUrl
 * (plain http only to local hosts). Redirects are not followed, so the key is never replayed to
 * another host.
 */
final class ChatCompletionsProvider implements SummaryProvider {

	/**
	 * Upper bound on the reply's length, in tokens.
	 */
	private const MAX_TOKENS = 700;

	/**
	 * The AI settings.
	 *
	 * @var AiSettings
	 */
	private AiSettings $settings;

	/**
	 * Builds the prompt.
	 *
	 * @var PromptBuilder
	 */
	private PromptBuilder $prompts;

	/**
	 * Reads the reply.
	 *
	 * @var ReplyReader
	 */
	private ReplyReader $reader;

	/**
	 * Constructor.
	 *
	 * @param AiSettings    $settings The AI settings.
	 * @param PromptBuilder $prompts  Builds the prompt.
	 * @param ReplyReader   $reader   Reads the reply.
	 */
	public function __construct( AiSettings $settings, PromptBuilder $prompts, ReplyReader $reader ) {
		$this->settings = $settings;
		$this->prompts  = $prompts;
		$this->reader   = $reader;
	}

	/**
	 * The provider's name.
	 *
	 * @return string
	 */
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
		$response = wp_remote_post(
			$this->settings->base_url() . '/chat/completions',
			array(
				'timeout'            => $this->settings->timeout(),
				'redirection'        => 0,
				'reject_unsafe_urls' => false,
				'headers'            => $headers,
				'body'               => (string) wp_json_encode(
					array(
						'model'       => $this->settings->model(),
						'messages'    => $prompt['messages'],
						'temperature' => 0.2,
						'max_tokens'  => self::MAX_TOKENS,
					)
				),
				'data_format'        => 'body',
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
