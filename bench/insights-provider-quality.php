<?php
/**
 * Quality of the insights read through the owner's provider (Insights\Provider\ProviderInsights)
 * on the labelled evaluation sets in tests/fixtures/insights, with the same measures and lines as
 * bench/insights-quality.php (uf_insights_eval(): sentiment accuracy and macro-F1, theme recall
 * and purity, whole set and both halves, the suggested labels).
 *
 * The provider is the chat-completions replay server the tests use
 * (tests/phpunit/fixtures/insights-replay-router.php with the recordings in
 * tests/fixtures/insights/provider), started on a free loopback port for the run — or, with
 * --base-url, a model served on this machine (e.g. Ollama's http://127.0.0.1:11434/v1; loopback
 * only, key from the UF_BENCH_AI_KEY environment variable). As in the processor, themes are
 * suggested in one request, then the answers are read in batches of ProviderInsights::BATCH, one
 * request each; an answer the reply did not hold for counts as unread (and, in the measures, as
 * neutral without a theme). Also prints requests, answers per request, unread answers and time.
 *
 * Usage: php bench/insights-provider-quality.php [--site=DIR] [--base-url=URL --model=NAME]
 * (--site a WordPress site with the plugin, for its HTTP API; default the dev site. Nothing is
 * stored there but the provider's wait after a failure, removed at the end.)
 *
 * @package UserFeedback
 */

// A command-line benchmark: it prints plain text, reads local fixtures and runs a local server.
// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.PHP.DevelopmentFunctions, WordPress.NamingConventions.PrefixAllGlobals

use UserFeedback\Ai\Remote\PiiRedactor;
use UserFeedback\Ai\Remote\ReplyReader;
use UserFeedback\Ai\Settings\AiSettings;
use UserFeedback\Ai\Settings\EndpointUrl;
use UserFeedback\Insights\InsightAnalyzer;
use UserFeedback\Insights\Provider\InsightPrompts;
use UserFeedback\Insights\Provider\ProviderBackoff;
use UserFeedback\Insights\Provider\ProviderInsights;
use UserFeedback\Tests\LocalServer;

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}
$uf_opts = getopt( '', array( 'site:', 'base-url:', 'model:', 'help' ) );
if ( false === $uf_opts || isset( $uf_opts['help'] ) ) {
	fwrite( STDERR, "usage: php bench/insights-provider-quality.php [--site=DIR] [--base-url=URL --model=NAME]\n" );
	exit( 2 );
}
$uf_site = rtrim( is_string( $uf_opts['site'] ?? null ) ? $uf_opts['site'] : dirname( __DIR__ ) . '/.dev/sites/dev', '/' );
if ( ! is_file( $uf_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress site at {$uf_site} (see bench/README.md).\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $uf_site . '/wp-load.php';
require_once dirname( __DIR__ ) . '/vendor/autoload.php';
require_once dirname( __DIR__ ) . '/tests/phpunit/LocalServer.php';
require_once __DIR__ . '/lib/insights-eval.php';
if ( ! class_exists( ProviderInsights::class ) ) {
	fwrite( STDERR, "UserFeedback Pro is not active on {$uf_site}.\n" );
	exit( 2 );
}

$uf_server = null;
if ( is_string( $uf_opts['base-url'] ?? null ) ) {
	$uf_base = untrailingslashit( $uf_opts['base-url'] );
	$uf_host = (string) wp_parse_url( $uf_base, PHP_URL_HOST );
	if ( null !== EndpointUrl::problem( $uf_base ) || ! in_array( trim( $uf_host, '[]' ), array( '127.0.0.1', 'localhost', '::1' ), true ) ) {
		fwrite( STDERR, "--base-url must be a model on this machine (loopback), e.g. http://127.0.0.1:11434/v1\n" );
		exit( 2 );
	}
	$uf_model = is_string( $uf_opts['model'] ?? null ) ? $uf_opts['model'] : '';
	$uf_key   = (string) getenv( 'UF_BENCH_AI_KEY' );
} else {
	$uf_server = LocalServer::start( 'insights-replay-router.php', 'UF_REPLAY_AI_LOG' );
	$uf_base   = $uf_server->url() . '/replay/v1';
	$uf_model  = 'replay';
	$uf_key    = '';
}
register_shutdown_function(
	static function () use ( &$uf_server ): void {
		$uf_server?->stop();
		delete_option( ProviderBackoff::OPTION );
	}
);

$uf_settings = new AiSettings( 'remote', $uf_base, $uf_model, 120, $uf_key );
if ( ! $uf_settings->is_remote_ready() ) {
	fwrite( STDERR, "--model is needed with --base-url.\n" );
	exit( 2 );
}
$uf_counted = new class() {
	/**
	 * Requests sent.
	 *
	 * @var int
	 */
	public int $requests = 0;

	/**
	 * Counts a request.
	 *
	 * @param false|array<mixed>|\WP_Error $pre  Short-circuit.
	 * @param array<mixed>                 $args Arguments.
	 * @param string                       $url  URL.
	 * @return false|array<mixed>|\WP_Error
	 */
	public function count( $pre, $args, $url ) {
		++$this->requests;
		return $pre;
	}
};
add_filter( 'pre_http_request', array( $uf_counted, 'count' ), 10, 3 );

/**
 * The provider seen as the eval reads an analyzer: suggest() asks for themes, then reads every
 * answer of the set in batches against them, as the processor would; analyze() answers from
 * those readings (null: unread).
 */
final class UfBatchedProvider implements InsightAnalyzer {

	/**
	 * Readings by text.
	 *
	 * @var array<string, array{sentiment: 'positive'|'neutral'|'negative', score: float, themes: list<int>}|null>
	 */
	public array $read = array();

	/**
	 * Unread answers.
	 *
	 * @var int
	 */
	public int $unread = 0;

	/**
	 * Failed calls.
	 *
	 * @var int
	 */
	public int $failed = 0;

	/**
	 * Constructor.
	 *
	 * @param ProviderInsights $provider The provider.
	 * @param ProviderBackoff  $backoff  Its wait, cleared after a failure so the run goes on.
	 */
	public function __construct( private readonly ProviderInsights $provider, private readonly ProviderBackoff $backoff ) {
	}

	public function supports( string $locale ): bool {
		return $this->provider->supports( $locale );
	}

	public function suggest( array $texts, string $locale ): array {
		$suggested = $this->provider->suggest_batch( $texts, $locale, array() );
		if ( null === $suggested ) {
			++$this->failed;
			delete_option( ProviderBackoff::OPTION );
			$suggested = array();
		}
		$themes = array();
		foreach ( $suggested as $index => $theme ) {
			$themes[ $index + 1 ] = array( 'id' => $index + 1 ) + $theme;
		}
		$this->read   = array();
		$this->unread = 0;
		foreach ( array_chunk( array_values( $texts ), ProviderInsights::BATCH ) as $chunk ) {
			$items = array();
			foreach ( $chunk as $text ) {
				$items[] = array(
					'text'   => $text,
					'locale' => $locale,
					'themes' => $themes,
					'names'  => array(),
				);
			}
			$readings = $this->provider->analyze_batch( $items );
			if ( null === $readings ) {
				++$this->failed;
				$this->backoff->succeeded();
				$readings = array();
			}
			foreach ( $chunk as $index => $text ) {
				$this->read[ $text ] = $readings[ $index ] ?? null;
				$this->unread       += isset( $readings[ $index ] ) ? 0 : 1;
			}
		}
		return $suggested;
	}

	public function analyze( string $text, string $locale, array $themes ): ?array {
		return $this->read[ $text ] ?? null;
	}
}

$uf_backoff  = new ProviderBackoff();
$uf_provider = new ProviderInsights( $uf_settings, new InsightPrompts( new PiiRedactor() ), new ReplyReader(), $uf_backoff );
$uf_batched  = new UfBatchedProvider( $uf_provider, $uf_backoff );
printf( "provider: %s, model %s\n", null === $uf_server ? $uf_base : 'replay server (recorded answers)', $uf_model );
foreach ( array( 'en', 'de' ) as $uf_language ) {
	$uf_file = dirname( __DIR__ ) . "/tests/fixtures/insights/eval-{$uf_language}.json";
	if ( ! is_file( $uf_file ) ) {
		continue;
	}
	$uf_set = uf_insights_eval_load( $uf_file );
	foreach ( array(
		'all'           => null,
		'tuned half'    => 0,
		'held-out half' => 1,
	) as $uf_part => $uf_parity ) {
		$uf_rows    = uf_insights_eval_half( $uf_set, $uf_parity );
		$uf_before  = $uf_counted->requests;
		$uf_started = microtime( true );
		$uf_q       = uf_insights_eval( $uf_batched, $uf_rows, $uf_language );
		$uf_took    = microtime( true ) - $uf_started;
		$uf_sent    = $uf_counted->requests - $uf_before;
		printf(
			"%s %-13s answers %3d  sentiment accuracy %.3f  macro-F1 %.3f  theme recall %s  purity %s  themes suggested %d\n",
			$uf_language,
			$uf_part,
			count( $uf_rows ),
			$uf_q['accuracy'],
			$uf_q['macro_f1'],
			null === $uf_q['recall'] ? '  -  ' : sprintf( '%.3f', $uf_q['recall'] ),
			null === $uf_q['purity'] ? '  -  ' : sprintf( '%.3f', $uf_q['purity'] ),
			count( $uf_q['suggested'] )
		);
		printf(
			"   requests %d (1 suggestion, %d readings: %.1f answers each), unread %d, failed calls %d, %.2f s\n",
			$uf_sent,
			max( 0, $uf_sent - 1 ),
			count( $uf_rows ) / max( 1, $uf_sent - 1 ),
			$uf_batched->unread,
			$uf_batched->failed,
			$uf_took
		);
		if ( null === $uf_parity ) {
			foreach ( $uf_q['suggested'] as $uf_theme ) {
				printf( "   theme: %s  [%s]\n", $uf_theme['label'], implode( ' | ', $uf_theme['examples'] ) );
			}
		}
	}
}
