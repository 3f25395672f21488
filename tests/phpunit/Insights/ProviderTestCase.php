<?php
/**
 * Shared set-up for the insights through the owner's provider.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use UserFeedback\Insights\InsightsFeature;
use UserFeedback\Insights\InsightsProcessor;
use UserFeedback\Insights\Provider\ProviderBackoff;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\LocalServer;

// The suite starts and stops PHP's built-in server and reads the request log it writes: plain
// process and file functions, outside any WordPress request.
// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DiscouragedPHPFunctions

/**
 * The replay server (tests/phpunit/fixtures/insights-replay-router.php, recordings in
 * tests/fixtures/insights/provider) runs for the whole class; the AI settings choose it as the
 * remote provider, and the analyzer is the site's own (Analyzers::current()), so the processor,
 * the provider and the HTTP stack are the real ones.
 */
abstract class ProviderTestCase extends InsightsTestCase {

	/**
	 * The replay server.
	 *
	 * @var LocalServer|null
	 */
	protected static ?LocalServer $server = null;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$server = LocalServer::start( 'insights-replay-router.php', 'UF_REPLAY_AI_LOG' );
	}

	public static function tearDownAfterClass(): void {
		self::$server?->stop();
		self::$server = null;
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		foreach ( array( 'requests.jsonl', 'mode' ) as $file ) {
			if ( is_file( $this->log_dir() . '/' . $file ) ) {
				unlink( $this->log_dir() . '/' . $file );
			}
		}
		delete_option( ProviderBackoff::OPTION );
		$this->use_site_analyzer();
		$this->use_remote( $this->url( 'replay' ) );
	}

	/**
	 * The server's log directory.
	 *
	 * @return string
	 */
	protected function log_dir(): string {
		return (string) self::$server?->log_dir;
	}

	/**
	 * The base URL of a server mode.
	 *
	 * @param string $mode Mode.
	 * @return string
	 */
	protected function url( string $mode ): string {
		return self::$server?->url() . '/' . $mode . '/v1';
	}

	/**
	 * Makes every request get a mode's answer, whatever its path.
	 *
	 * @param string $mode Mode.
	 * @return void
	 */
	protected function mode( string $mode ): void {
		file_put_contents( $this->log_dir() . '/mode', $mode );
	}

	/**
	 * The requests the server received: their bodies decoded, with the authorization header.
	 *
	 * @return list<array{authorization: ?string, body: array<string, mixed>, system: string, user: string}>
	 */
	protected function requests(): array {
		$file = $this->log_dir() . '/requests.jsonl';
		$out  = array();
		foreach ( is_file( $file ) ? (array) file( $file, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) : array() as $line ) {
			$entry = json_decode( (string) $line, true );
			$body  = json_decode( (string) $entry['body'], true );
			$out[] = array(
				'authorization' => $entry['authorization'],
				'body'          => $body,
				'system'        => (string) $body['messages'][0]['content'],
				'user'          => (string) $body['messages'][1]['content'],
			);
		}
		return $out;
	}

	/**
	 * The answer lines of a reading request.
	 *
	 * @param array{user: string} $request A request.
	 * @return list<string> The texts, in order.
	 */
	protected static function answer_lines( array $request ): array {
		preg_match_all( '/^\d+ \| [^|]* \| (.*)$/mu', $request['user'], $lines );
		return $lines[1];
	}

	/**
	 * A processor with the site's analyzer (the provider when one is set up).
	 *
	 * @return InsightsProcessor
	 */
	protected function site_processor(): InsightsProcessor {
		global $wpdb;
		return InsightsFeature::processor( $wpdb, userfeedback()->tables(), new SurveyRepository( $wpdb, userfeedback()->tables() ) );
	}

	/**
	 * Runs the site's processor until no work remains.
	 *
	 * @return int Steps run.
	 */
	protected function process_with_site(): int {
		$processor = $this->site_processor();
		$steps     = 1;
		while ( $processor->step( 60.0 ) ) {
			++$steps;
			$this->assertLessThan( 100, $steps );
			$this->assertSame( 0, $processor->resume_at(), 'the provider did not fail' );
		}
		return $steps;
	}

	/**
	 * A recording: answer text => reading.
	 *
	 * @param string $name File name without .json.
	 * @return array{suggest: array{themes: list<array{label: string, examples: list<string>}>}, answers: array<string, array{sentiment: string, score: float, themes: list<string>}>}
	 */
	protected static function recording( string $name ): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . "/fixtures/insights/provider/{$name}.json" ), true );
	}
}
