<?php
/**
 * Summaries from an OpenAI-compatible endpoint, against a real local HTTP server.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Ai;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Ai\Remote\PromptBuilder;
use UserFeedback\Ai\Settings\AiSettingsStore;
use UserFeedback\Tests\LocalServer;

// The suite starts and stops PHP's built-in server and reads the request log it writes: plain
// process and file functions, outside any WordPress request.
// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DiscouragedPHPFunctions

/**
 * The fake server (tests/phpunit/fixtures/chat-completions-router.php) runs in `php -S 127.0.0.1:<port>` for
 * the whole class and speaks the chat-completions protocol: success, slow (past a 1-second
 * timeout), 401, 429, 500, 400, garbage and empty replies. Each test sends a summary through
 * the real REST route and wp_remote_post() to it, then checks the spec's AI summary object, the
 * HTTP status and message of each failure, and — from the server's request log — that what left
 * the site had no personal data, stayed within the caps and carried the key only in the header.
 */
final class ChatCompletionsProviderTest extends AiTestCase {

	/**
	 * The fake server.
	 *
	 * @var LocalServer|null
	 */
	private static ?LocalServer $server = null;

	/**
	 * Its port.
	 *
	 * @var int
	 */
	private static int $port = 0;

	/**
	 * Where it logs requests (and reads a mode override).
	 *
	 * @var string
	 */
	private static string $log_dir = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server  = LocalServer::start( 'chat-completions-router.php', 'UF_FAKE_AI_LOG' );
		self::$port    = self::$server->port;
		self::$log_dir = self::$server->log_dir;
	}

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		self::$server = null;
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		foreach ( array( 'requests.jsonl', 'mode' ) as $file ) {
			if ( is_file( self::$log_dir . '/' . $file ) ) {
				unlink( self::$log_dir . '/' . $file );
			}
		}
	}

	public function test_a_summary_from_the_model_with_personal_data_removed_before_sending(): void {
		// Loopback is reachable even where a site marks it as not external: no reject_unsafe_urls.
		add_filter( 'http_request_host_is_external', '__return_false' );
		$this->use_remote( $this->url( 'success' ) );
		$survey = $this->create_survey( self::questions() );
		$now    = time();
		$this->add_response(
			$survey,
			$now - 60,
			array(
				array( 'why', 'Delivery was slow. Mail me at ann.lee@example.com or call +44 20 7946 0958 from 10.0.0.12.' ),
				array( 'mail', 'ann.lee@example.com', 'Ann Lee' ),
			)
		);
		$this->add_response( $survey, $now - 120, array( array( 'short', 'Ann thinks the price is high; ask Lee at 2001:db8::7.' ) ) );
		$this->add_response( $survey, $now - 180, array( array( 'score', 4, 'Too slow (order 12345678)' ) ) );

		$response = $this->call( 'GET', "/ai-summary/{$survey}" );
		remove_filter( 'http_request_host_is_external', '__return_false' );
		$data    = $this->data( $response );
		$summary = $data['summary'];

		$this->assertTrue( $data['success'] );
		$this->assertNull( $data['error'] );
		$this->assertSame( "Respondents mostly mention delivery times.\n\nModel test-model read 3 answers.", $summary['text'] );
		$this->assertSame( 'remote', $summary['provider'] );
		$this->assertSame( 'test-model', $summary['model'] );
		$this->assertSame( 3, $summary['responses_count'] );
		$this->assertSame(
			array(
				'answers'       => 3,
				'responses'     => 3,
				'removed'       => array(
					'emails' => 1,
					'ips'    => 2,
					'phones' => 2,
					'names'  => 2,
				),
				'answer_cap'    => PromptBuilder::ANSWER_CAP,
				'character_cap' => PromptBuilder::CHARACTER_CAP,
				'truncated'     => false,
			),
			array_diff_key( $summary['sent'], array( 'characters' => true ) ),
			'counts of what was sent, never its text'
		);
		$this->assertGreaterThan( 0, $summary['sent']['characters'] );
		$this->assertStringNotContainsString( 'sk-test-key', (string) wp_json_encode( $data ), 'the key never reaches the browser' );

		$requests = $this->requests();
		$this->assertCount( 1, $requests );
		$this->assertSame( '/success/v1/chat/completions', $requests[0]['path'] );
		$this->assertSame( 'Bearer sk-test-key', $requests[0]['authorization'] );
		$body = json_decode( (string) $requests[0]['body'], true );
		$this->assertIsArray( $body );
		$this->assertSame( 'test-model', $body['model'] );
		$this->assertSame( array( 'system', 'user' ), array_column( $body['messages'], 'role' ) );
		$sent = $body['messages'][1]['content'];
		foreach ( array( 'ann.lee@example.com', 'Ann', 'Lee', '7946', '10.0.0.12', '2001:db8', '12345678', 'sk-test-key' ) as $personal ) {
			$this->assertStringNotContainsStringIgnoringCase( $personal, $sent, "{$personal} left the site" );
		}
		foreach ( array( '[email]', '[phone]', '[ip]', '[name] thinks the price is high', 'Q1: What could we do better?', 'Survey: Shop feedback' ) as $kept ) {
			$this->assertStringContainsString( $kept, $sent );
		}
		$this->assertStringNotContainsString( 'Your e-mail?', $sent, 'e-mail questions are not read' );
		$this->assertSame( $summary, $this->preload( $survey ), 'cached' );
	}

	public function test_the_prompt_stops_at_the_answer_cap(): void {
		$this->use_remote( $this->url( 'success' ) );
		$survey = $this->create_survey( self::questions() );
		$texts  = array();
		for ( $i = 0; $i < PromptBuilder::ANSWER_CAP + 20; $i++ ) {
			$texts[] = "Answer number {$i} about delivery.";
		}
		$this->add_texts( $survey, $texts, time() - 60 );

		$summary = $this->generate( $survey );
		$this->assertSame( PromptBuilder::ANSWER_CAP, $summary['sent']['answers'] );
		$this->assertTrue( $summary['sent']['truncated'] );
		$this->assertStringContainsString( 'read ' . PromptBuilder::ANSWER_CAP . ' answers', $summary['text'], 'what the server received' );
		$sent = json_decode( (string) $this->requests()[0]['body'], true )['messages'][1]['content'];
		$this->assertStringContainsString( 'Answer number 0 about', $sent, 'newest first' );
		$this->assertStringNotContainsString( 'Answer number ' . PromptBuilder::ANSWER_CAP . ' about', $sent );
	}

	public function test_the_prompt_stops_at_the_character_cap_and_cuts_long_answers(): void {
		$this->use_remote( $this->url( 'success' ) );
		$survey = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array_fill( 0, 60, str_repeat( 'Delivery is slow. ', 60 ) ), time() - 60 );

		$summary = $this->generate( $survey );
		$sent    = $summary['sent'];
		$this->assertLessThanOrEqual( PromptBuilder::CHARACTER_CAP, $sent['characters'] );
		$this->assertGreaterThan( PromptBuilder::CHARACTER_CAP - PromptBuilder::ANSWER_CHARACTERS - 40, $sent['characters'] );
		$this->assertLessThan( 60, $sent['answers'] );
		$this->assertTrue( $sent['truncated'] );
		$lines = preg_grep( '/^\d{4}-\d{2}-\d{2} \| /', explode( "\n", json_decode( (string) $this->requests()[0]['body'], true )['messages'][1]['content'] ) );
		$this->assertCount( $sent['answers'], (array) $lines );
		foreach ( (array) $lines as $line ) {
			$this->assertLessThanOrEqual( PromptBuilder::ANSWER_CHARACTERS + 20, mb_strlen( (string) $line ), 'each answer cut to 500 characters' );
		}
	}

	/**
	 * Failure modes of the server: mode, HTTP status answered, error code, text of the message.
	 *
	 * @return array<string, array{string, int, string, non-empty-string}>
	 */
	public static function failures(): array {
		return array(
			'HTTP 401'       => array( '401', 502, 'userfeedback_ai_auth_failed', 'The AI provider refused the API key (HTTP 401). Check the key in the AI settings.' ),
			'HTTP 429'       => array( '429', 429, 'userfeedback_ai_rate_limited', 'The AI provider is receiving too many requests. Please try again in 20 seconds.' ),
			'HTTP 500'       => array( '500', 502, 'userfeedback_ai_provider_error', 'The AI provider had an internal error (HTTP 500). Please try again later.' ),
			'HTTP 400'       => array( '400', 502, 'userfeedback_ai_rejected', "The AI provider rejected the request (HTTP 400): This model's maximum context length is 4096 tokens. Reduce the length." ),
			'garbage'        => array( 'garbage', 502, 'userfeedback_ai_bad_reply', 'The AI provider sent a reply that could not be read as a chat completion.' ),
			'no choices'     => array( 'empty', 502, 'userfeedback_ai_bad_reply', 'The AI provider sent a reply that could not be read as a chat completion.' ),
			'unknown route'  => array( 'nothing', 502, 'userfeedback_ai_not_found', 'The AI provider does not know this address or model (HTTP 404). Check the base URL and model in the AI settings.' ),
			'nobody listens' => array( 'closed', 502, 'userfeedback_ai_unreachable', 'The AI provider could not be reached: ' ),
			// Last: the single-process server sleeps on after the client gave up, for a second.
			'timeout'        => array( 'slow', 504, 'userfeedback_ai_timeout', 'The AI provider did not answer within 1 second. Please try again later.' ),
		);
	}

	/**
	 * A failure of the provider.
	 *
	 * @param string           $mode    Server mode.
	 * @param int              $status  HTTP status expected.
	 * @param string           $code    Error code expected.
	 * @param non-empty-string $message Start of the message expected.
	 */
	#[DataProvider( 'failures' )]
	public function test_failures_are_the_spec_error_state_with_a_message_to_show( string $mode, int $status, string $code, string $message ): void {
		$this->use_remote( 'closed' === $mode ? 'http://127.0.0.1:9/v1' : $this->url( 'nothing' === $mode ? 'nothing' : $mode ), 'sk-test-key', 1 );
		$survey = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array( 'Delivery was slow.' ), time() - 60 );

		$response = $this->call( 'GET', "/ai-summary/{$survey}" );
		$data     = $this->data( $response, $status );

		$this->assertFalse( $data['success'] );
		$this->assertNull( $data['summary'] );
		$this->assertSame( $data['error'], $data['message'], 'the same text for apiFetch and for the spec' );
		$this->assertStringStartsWith( $message, $data['error'] );
		$this->assertSame( $code, $data['code'] );
		$this->assertSame( $status, $data['data']['status'] );
		$this->assertStringNotContainsString( 'sk-te', $data['error'], 'no part of a key is echoed' );
		$this->assertNull( $this->preload( $survey ), 'nothing cached' );
		if ( 429 === $status ) {
			$this->assertSame( 20, $data['data']['retry_after'] );
			$this->assertSame( '20', $response->get_headers()['Retry-After'] );
		}
	}

	public function test_a_failure_keeps_the_cached_summary(): void {
		$this->use_remote( $this->url( 'success' ) );
		$survey = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array( 'Delivery was slow.' ), time() - 60 );
		$cached = $this->generate( $survey );

		file_put_contents( self::$log_dir . '/mode', '500' );
		$this->data( $this->call( 'GET', "/ai-summary/{$survey}" ), 502 );
		$this->assertSame( $cached, $this->preload( $survey ) );
		$this->assertCount( 2, $this->requests() );
	}

	public function test_without_a_key_no_authorization_header_is_sent(): void {
		$this->use_remote( $this->url( 'success' ), '' );
		$survey = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array( 'Delivery was slow.' ), time() - 60 );
		$this->generate( $survey );
		$this->assertNull( $this->requests()[0]['authorization'] );
		// The configured host and port pass WordPress's safe-URL checks for that request only.
		$this->assertFalse( has_filter( 'http_allowed_safe_ports' ) );
		$this->assertInstanceOf( \WP_Error::class, wp_safe_remote_get( $this->url( 'success' ) ) );
		$this->assertCount( 1, $this->requests(), 'refused before it was sent' );
	}

	public function test_nothing_is_sent_for_a_survey_without_written_answers(): void {
		$this->use_remote( $this->url( 'success' ) );
		$survey = $this->create_survey( self::questions() );
		$this->add_response( $survey, time() - 60, array( array( 'score', 9 ), array( 'mail', 'bo@example.com', 'Bo' ) ) );
		$summary = $this->generate( $survey );
		$this->assertSame( 'There are no written answers to summarize yet.', $summary['text'] );
		$this->assertSame( 0, $summary['sent']['answers'] );
		$this->assertSame( array(), $this->requests() );
	}

	public function test_a_base_url_on_a_reserved_network_is_never_requested(): void {
		// Saved before base URLs were checked this strictly.
		update_option(
			AiSettingsStore::OPTION,
			array(
				'provider' => 'remote',
				'base_url' => 'http://169.254.169.254/latest',
				'model'    => 'm',
			)
		);
		$asked    = 0;
		$stand_in = static function () use ( &$asked ): array {
			++$asked;
			return array(
				'headers'  => array(),
				'body'     => '{"choices":[{"message":{"content":"AccessKeyId ASIA-SECRET"}}]}',
				'response' => array(
					'code'    => 200,
					'message' => 'OK',
				),
				'cookies'  => array(),
				'filename' => null,
			);
		};
		add_filter( 'pre_http_request', $stand_in );
		$survey = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array( 'Delivery was slow.' ), time() - 60 );
		$data = $this->data( $this->call( 'GET', "/ai-summary/{$survey}" ), 502 );
		remove_filter( 'pre_http_request', $stand_in );

		$this->assertSame( 0, $asked, 'not sent' );
		$this->assertSame( 'userfeedback_ai_unreachable', $data['code'] );
		$this->assertStringStartsWith( 'The AI provider could not be reached: This address points to a private or reserved network (169.254.169.254 is in 169.254.0.0/16).', $data['error'] );
		$this->assertStringNotContainsString( 'SECRET', (string) wp_json_encode( $data ) );
	}

	public function test_a_remote_provider_that_is_not_set_up_is_a_503(): void {
		update_option(
			AiSettingsStore::OPTION,
			array(
				'provider' => 'remote',
				'base_url' => '',
				'model'    => '',
			)
		);
		$survey = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array( 'Delivery was slow.' ), time() - 60 );
		$data = $this->data( $this->call( 'GET', "/ai-summary/{$survey}" ), 503 );
		$this->assertSame( 'userfeedback_ai_not_configured', $data['code'] );
		$this->assertFalse( $data['success'] );
		$this->assertSame( array(), $this->requests() );
	}

	/**
	 * The fake server's base URL for a mode.
	 *
	 * @param string $mode Mode.
	 * @return string
	 */
	private function url( string $mode ): string {
		return 'http://127.0.0.1:' . self::$port . '/' . $mode . '/v1';
	}

	/**
	 * The requests the fake server received since the test started.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private function requests(): array {
		$file = self::$log_dir . '/requests.jsonl';
		if ( ! is_file( $file ) ) {
			return array();
		}
		$requests = array();
		foreach ( (array) file( $file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) as $line ) {
			$requests[] = (array) json_decode( (string) $line, true );
		}
		return $requests;
	}
}
