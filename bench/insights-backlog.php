<?php
/**
 * How long the insights' processor takes to read a backlog of open answers.
 *
 * Seeds one survey into a throwaway site with bench/lib/seed-survey.php (the reports' seed: a
 * long-text answer in nine responses of ten and an NPS comment in about one in ten, written by
 * INSERT … SELECT, the rollups rebuilt so every counter stays exact) sized to about A open answers
 * (default 200,000); moves the processor's cursor to just before them, then runs its background
 * steps (InsightsProcessor::step(), STEP_SECONDS each, as WP-Cron does) until none is left, with
 * the analyzer the site has (Analyzers::current(): the on-site one). Prints the total time,
 * answers per second, the longest step and chunk, PHP's peak memory and what was stored. Deletes
 * the survey, its rows and its insights at the end unless --keep.
 *
 * Usage: php bench/insights-backlog.php [--answers=A] [--keep] [--site=DIR]
 * (--site a throwaway site, e.g. one of the phpunitN sites made fresh with wp_install; default the
 * dev site).
 *
 * @package UserFeedback
 */

// A command-line benchmark: direct queries on its own rows on purpose, output to the terminal.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals

use UserFeedback\Insights\Analyzers;
use UserFeedback\Insights\InsightsFeature;
use UserFeedback\Insights\InsightsProcessor;
use UserFeedback\Insights\ProcessorState;
use UserFeedback\Insights\VersionedAnalyzer;
use UserFeedback\Insights\ThemesRevision;
use UserFeedback\Surveys\SurveyRepository;

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}
$uf_opts = getopt( '', array( 'answers:', 'keep', 'site:', 'help' ) );
if ( false === $uf_opts || isset( $uf_opts['help'] ) ) {
	fwrite( STDERR, "usage: php bench/insights-backlog.php [--answers=A] [--keep] [--site=DIR]\n" );
	exit( 2 );
}
$uf_answers = max( 1000, min( 2000000, (int) ( $uf_opts['answers'] ?? 200000 ) ) );
$uf_site    = rtrim( is_string( $uf_opts['site'] ?? null ) ? $uf_opts['site'] : dirname( __DIR__ ) . '/.dev/sites/dev', '/' );
if ( ! is_file( $uf_site . '/wp-load.php' ) ) {
	fwrite( STDERR, "No WordPress site at {$uf_site}: make a throwaway one first (see bench/README.md).\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $uf_site . '/wp-load.php';
require __DIR__ . '/lib/seed-survey.php';
if ( ! function_exists( 'userfeedback' ) || ! class_exists( InsightsFeature::class ) ) {
	fwrite( STDERR, "UserFeedback Pro is not active on {$uf_site}.\n" );
	exit( 2 );
}
ini_set( 'display_errors', 'stderr' ); // phpcs:ignore WordPress.PHP.IniSet.display_errors_Blacklisted

global $wpdb;
$uf_tables = userfeedback()->tables();
$uf_state  = array(
	'survey_id' => 0,
	'keep'      => isset( $uf_opts['keep'] ),
);
register_shutdown_function(
	static function (): void {
		global $uf_state;
		$id = (int) ( $uf_state['survey_id'] ?? 0 );
		if ( $id > 0 && empty( $uf_state['keep'] ) ) {
			do_action( 'userfeedback_surveys_deleted', array( $id ) ); // The insights' rows and options.
		}
		uf_bench_delete_seeded( 'insights-backlog' );
	}
);
if ( function_exists( 'pcntl_async_signals' ) ) {
	pcntl_async_signals( true );
	$uf_on_signal = static function (): void {
		exit( 130 ); // The shutdown function cleans up.
	};
	pcntl_signal( SIGINT, $uf_on_signal );
	pcntl_signal( SIGTERM, $uf_on_signal );
}

$uf_analyzer = Analyzers::current();
printf( "Analyzer: %s; site language %s (%s)\n", get_class( $uf_analyzer ), get_locale(), $uf_analyzer->supports( get_locale() ) ? 'read' : 'NOT read' );

// The processor starts after everything the site had: only the seeded backlog is read.
$uf_cursor         = new ProcessorState();
$uf_cursor->cursor = (int) $wpdb->get_var( "SELECT COALESCE(MAX(id), 0) FROM `{$uf_tables->answers()}`" );
// Read by this analyzer already, as far as it knows: a version change would read them again.
$uf_cursor->analyzer = $uf_analyzer instanceof VersionedAnalyzer ? $uf_analyzer->version() : '';
$uf_cursor->save();

// About one open answer per response (seed-survey.php: a long text in nine responses of ten, an NPS
// comment in about one of ten).
$uf_responses          = (int) ceil( $uf_answers / 1.01 );
$uf_state['survey_id'] = uf_bench_seed_survey( 'Bench insights backlog', $uf_responses, 'scattered' );
$uf_id                 = $uf_state['survey_id'];
userfeedback()->rollups()->invalidate( array( $uf_id ) );
userfeedback()->rollups()->ensure_current( $uf_id );
$uf_open = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$uf_tables->answers()}` WHERE survey_id = %d AND ( ( question_id = 'why' AND value <> '' ) OR ( question_id = 'nps' AND extra IS NOT NULL AND extra <> '' ) )", $uf_id ) );
printf( "Survey %d: %s responses, %s open answers (answer rows %s)\n", $uf_id, number_format( $uf_responses ), number_format( $uf_open ), number_format( (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$uf_tables->answers()}` WHERE survey_id = %d", $uf_id ) ) ) );

$uf_processor = InsightsFeature::processor( $wpdb, $uf_tables, new SurveyRepository( $wpdb, $uf_tables ) );
$uf_chunks    = array(
	'new'     => 0,
	'suggest' => 0,
	'rematch' => 0,
);
$uf_longest   = array( 0.0, '' );
$uf_steps     = 0;
$uf_step_max  = 0.0;
$uf_started   = microtime( true );
do {
	++$uf_steps;
	$uf_step_started = microtime( true );
	$uf_more         = $uf_processor->step(
		InsightsProcessor::STEP_SECONDS,
		static function ( string $what, float $took ) use ( &$uf_chunks, &$uf_longest ): void {
			++$uf_chunks[ $what ];
			if ( $took > $uf_longest[0] ) {
				$uf_longest = array( $took, $what );
			}
		}
	);
	$uf_step_max     = max( $uf_step_max, microtime( true ) - $uf_step_started );
	if ( 0 === $uf_steps % 10 ) {
		fprintf( STDERR, "  %d steps, %.0f s\n", $uf_steps, microtime( true ) - $uf_started );
	}
} while ( $uf_more );
$uf_total = microtime( true ) - $uf_started;

$uf_stored = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$uf_tables->answer_insights()}` WHERE survey_id = %d", $uf_id ) );
$uf_shares = $wpdb->get_results( $wpdb->prepare( "SELECT sentiment, COUNT(*) AS n FROM `{$uf_tables->answer_insights()}` WHERE survey_id = %d GROUP BY sentiment ORDER BY sentiment", $uf_id ), ARRAY_A );
$uf_themes = $wpdb->get_results( $wpdb->prepare( "SELECT t.label, COUNT(a.response_id) AS n FROM `{$uf_tables->insight_themes()}` t LEFT JOIN `{$uf_tables->answer_themes()}` a ON a.theme_id = t.id WHERE t.survey_id = %d GROUP BY t.id ORDER BY n DESC", $uf_id ), ARRAY_A );

printf( "\nBacklog of %s open answers read in %.1f s (%s answers/s), %d steps of at most %.1f s\n", number_format( $uf_open ), $uf_total, number_format( $uf_open / max( 0.001, $uf_total ) ), $uf_steps, InsightsProcessor::STEP_SECONDS );
printf( "Longest step %.2f s; longest chunk %.2f s (%s); chunks: %d new, %d suggestions, %d re-match\n", $uf_step_max, $uf_longest[0], $uf_longest[1], $uf_chunks['new'], $uf_chunks['suggest'], $uf_chunks['rematch'] );
printf( "Peak memory %.1f MB\n", memory_get_peak_usage( true ) / 1048576 );
printf(
	"Stored: %s readings (%s)\n",
	number_format( $uf_stored ),
	implode(
		', ',
		array_map(
			static fn( $row ): string => array(
				'-1' => 'negative',
				'0'  => 'neutral',
				'1'  => 'positive',
			)[ (string) $row['sentiment'] ] . ' ' . number_format( (int) $row['n'] ),
			(array) $uf_shares
		)
	)
);
printf( "Themes: %s\n", array() === $uf_themes ? 'none' : implode( '; ', array_map( static fn( $row ): string => $row['label'] . ' (' . number_format( (int) $row['n'] ) . ')', (array) $uf_themes ) ) );
