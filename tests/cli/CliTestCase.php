<?php
/**
 * Base class of the WP-CLI command tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\CliTests;

use UserFeedback\Reporting\Rollups;

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DiscouragedPHPFunctions, WordPress.DB.PreparedSQL -- a test helper: temporary files, child processes (the real `wp` runner), and reads of our tables (names from Tables).

/**
 * Runs `vendor/bin/wp --path=<cli site> --allow-root …` as a separate process, exactly as an
 * administrator would, and reads its exit code, standard output and standard error. Helpers put
 * the site in a known state (demo data of a given size) and read the database to compare.
 */
abstract class CliTestCase extends \PHPUnit\Framework\TestCase {

	/**
	 * The test site's folder: $UF_CLI_SITE, else .dev/sites/cli.
	 *
	 * @return string
	 */
	public static function site(): string {
		$site = getenv( 'UF_CLI_SITE' );
		return is_string( $site ) && '' !== $site ? rtrim( $site, '/' ) : self::root() . '/.dev/sites/cli';
	}

	/**
	 * The repository's root.
	 *
	 * @return string
	 */
	protected static function root(): string {
		return dirname( __DIR__, 2 );
	}

	/**
	 * Runs a WP-CLI command on the test site.
	 *
	 * Standard output and error go to files (two pipes could fill and block each other on a big
	 * export). Standard input is empty and standard output is no terminal, so progress bars stay
	 * off unless $env sets SHELL_PIPE=0 (WP-CLI's own switch for "draw them anyway").
	 *
	 * @param string[]              $args Arguments after `wp --path=… --allow-root`.
	 * @param array<string, string> $env  Extra environment variables.
	 * @param string|null           $cwd  Working folder; the repository root when null.
	 * @return array{code: int, out: string, err: string, seconds: float}
	 */
	protected static function wp( array $args, array $env = array(), ?string $cwd = null ): array {
		$out     = tempnam( sys_get_temp_dir(), 'uf-cli-out' );
		$err     = tempnam( sys_get_temp_dir(), 'uf-cli-err' );
		$command = array_values( array_merge( array( self::root() . '/vendor/bin/wp', '--path=' . self::site(), '--allow-root' ), $args ) );
		$start   = microtime( true );
		$process = proc_open(
			$command,
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', (string) $out, 'w' ),
				2 => array( 'file', (string) $err, 'w' ),
			),
			$pipes,
			$cwd ?? self::root(),
			array_merge( self::environment(), $env )
		);
		self::assertIsResource( $process, 'vendor/bin/wp could not be started' );
		$code   = proc_close( $process );
		$result = array(
			'code'    => $code,
			'out'     => (string) file_get_contents( (string) $out ),
			'err'     => self::without_vendor_deprecations( (string) file_get_contents( (string) $err ) ),
			'seconds' => microtime( true ) - $start,
		);
		unlink( (string) $out );
		unlink( (string) $err );
		// The command changed the database under this process's object cache.
		wp_cache_flush();
		return $result;
	}

	/**
	 * Asserts a command succeeded and printed nothing unexpected on standard error.
	 *
	 * @param array{code: int, out: string, err: string} $result From wp().
	 * @return void
	 */
	protected static function assertSucceeded( array $result ): void {
		self::assertSame( 0, $result['code'], "exit code; stderr:\n" . $result['err'] . "\nstdout:\n" . substr( $result['out'], 0, 2000 ) );
		self::assertSame( '', $result['err'], 'nothing on standard error (no PHP notice or warning)' );
	}

	/**
	 * Asserts a command failed with exit code 1 and WP-CLI's "Error: …" line holding $message.
	 *
	 * @param array{code: int, out: string, err: string} $result  From wp().
	 * @param string                                     $message Part of the error line.
	 * @return void
	 */
	protected static function assertFailedWith( array $result, string $message ): void {
		self::assertSame( 1, $result['code'], "exit code; stderr:\n" . $result['err'] );
		self::assertStringContainsString( 'Error: ', $result['err'] );
		self::assertStringContainsString( $message, $result['err'] );
	}

	/**
	 * Empties the plugin's survey tables and adds the demo data through the command, so a test
	 * class starts from a known site whatever ran before it.
	 *
	 * @param int $responses Responses per live survey.
	 * @return void
	 */
	protected static function reset_with_demo_data( int $responses ): void {
		self::empty_plugin_tables();
		self::assertSucceeded( self::wp( array( 'userfeedback', 'demo', 'seed', '--responses=' . $responses ) ) );
	}

	/**
	 * Empties the plugin's survey, response and queue tables, and every derived one: survey ids
	 * start over at 1, so a builds row left behind would vouch for counters that are gone.
	 *
	 * @return void
	 */
	protected static function empty_plugin_tables(): void {
		global $wpdb;
		$tables = userfeedback()->tables();
		foreach ( array( $tables->answers(), $tables->responses(), $tables->impressions(), $tables->rollups(), $tables->rollups_build(), $tables->counts(), $tables->response_facts(), $tables->builds(), $tables->surveys(), $tables->email_queue() ) as $table ) {
			$wpdb->query( "TRUNCATE TABLE `{$table}`" );
		}
		wp_cache_flush();
	}

	/**
	 * The ids of the surveys by title.
	 *
	 * @return array<string, int>
	 */
	protected static function survey_ids(): array {
		global $wpdb;
		$rows = (array) $wpdb->get_results( 'SELECT id, title FROM `' . userfeedback()->tables()->surveys() . '` ORDER BY id', ARRAY_A );
		return array_map( 'intval', array_column( $rows, 'id', 'title' ) );
	}

	/**
	 * Published responses per survey, counted on the responses table itself.
	 *
	 * @return array<int, int> Survey id => responses.
	 */
	protected static function published_counts(): array {
		global $wpdb;
		$counts = array_fill_keys( array_values( self::survey_ids() ), 0 );
		foreach ( (array) $wpdb->get_results( 'SELECT survey_id, COUNT(*) AS n FROM `' . userfeedback()->tables()->responses() . "` WHERE status = 'publish' GROUP BY survey_id", ARRAY_A ) as $row ) {
			$counts[ (int) $row['survey_id'] ] = (int) $row['n'];
		}
		return $counts;
	}

	/**
	 * A survey's rollup rows, in key order.
	 *
	 * @param int $survey_id Survey id.
	 * @return array<int, array<string, mixed>>
	 */
	protected static function rollup_rows( int $survey_id ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT kind, question_id, day, HEX(value_hash) AS hash, MIN( value ) AS value, CAST( SUM( answers ) AS CHAR ) AS answers, CAST( SUM( comments ) AS CHAR ) AS comments FROM `' . userfeedback()->tables()->rollups() . '` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash', $survey_id ), ARRAY_A );
	}

	/**
	 * What a survey's rollups hold after a rebuild from its rows (done here, in this process,
	 * with the plugin's own Rollups), leaving them rebuilt.
	 *
	 * @param int $survey_id Survey id.
	 * @return array<int, array<string, mixed>>
	 */
	protected static function rebuilt_rollup_rows( int $survey_id ): array {
		self::assertTrue( userfeedback()->rollups()->rebuild( $survey_id ) );
		return self::rollup_rows( $survey_id );
	}

	/**
	 * Whether a survey's rollups are marked current.
	 *
	 * @param int $survey_id Survey id.
	 * @return bool
	 */
	protected static function rollups_current( int $survey_id ): bool {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT id, questions FROM `' . userfeedback()->tables()->surveys() . '` WHERE id = %d', $survey_id ), ARRAY_A );
		return is_array( $row ) && userfeedback()->rollups()->is_current( $row );
	}

	/**
	 * Switches the site's edition, licence and add-ons (bin/uf-dev.php tier …).
	 *
	 * @param string $tier lite, pro-unlicensed, plus, pro or elite.
	 * @return void
	 */
	protected static function tier( string $tier ): void {
		$output = array();
		$code   = 0;
		exec( 'php ' . implode( ' ', array_map( 'escapeshellarg', self::opcode_cache_args() ) ) . ' ' . escapeshellarg( self::root() . '/bin/uf-dev.php' ) . ' --site=' . escapeshellarg( basename( self::site() ) ) . ' tier ' . escapeshellarg( $tier ) . ' 2>&1', $output, $code );
		self::assertSame( 0, $code, implode( "\n", $output ) );
		wp_cache_flush();
	}

	/**
	 * This process's environment, for the child (without anything that would draw progress bars).
	 *
	 * @return array<string, string>
	 */
	private static function environment(): array {
		$env = array();
		foreach ( getenv() as $name => $value ) {
			if ( 'SHELL_PIPE' !== $name ) {
				$env[ $name ] = $value;
			}
		}
		// Each command is a new PHP process that loads WP-CLI, WordPress and the plugin: compiled
		// once into a file cache the commands share (timestamps still checked, so a changed file
		// is compiled again), as the end-to-end tests' bin/uf-dev.php calls are. WP-CLI's own
		// launcher (vendor/bin/wp) passes WP_CLI_PHP_ARGS to PHP, split on spaces (the folder has
		// none).
		$env['WP_CLI_PHP_ARGS'] = trim( ( $env['WP_CLI_PHP_ARGS'] ?? '' ) . ' ' . implode( ' ', self::opcode_cache_args() ) );
		return $env;
	}

	/**
	 * PHP's command-line options for a shared opcode file cache in .dev/opcache-cli.
	 *
	 * @return string[]
	 */
	private static function opcode_cache_args(): array {
		$dir = self::root() . '/.dev/opcache-cli';
		if ( ! is_dir( $dir ) ) {
			mkdir( $dir, 0777, true );
		}
		$args = array();
		foreach ( array( 'opcache.enable_cli=1', 'opcache.file_cache=' . $dir, 'opcache.file_cache_only=1', 'opcache.validate_timestamps=1', 'opcache.revalidate_freq=0' ) as $option ) {
			array_push( $args, '-d', $option );
		}
		return $args;
	}

	/**
	 * Standard error without the PHP 8.2 deprecation notices of WP-CLI's own libraries: the
	 * Packagist mirror has mustache/mustache 2.13 only (installed as 2.14.1, see
	 * docs/decisions.md), whose tokenizer and php-cli-tools' width helpers pass null to string
	 * functions when WP-CLI renders a command's synopsis. The test site runs with WP_DEBUG, which
	 * displays them. Notices from any other file stay and fail assertSucceeded().
	 *
	 * @param string $stderr Standard error.
	 * @return string
	 */
	private static function without_vendor_deprecations( string $stderr ): string {
		return (string) preg_replace( '#^(PHP )?Deprecated: .* in \S*/vendor/(mustache/mustache|wp-cli/php-cli-tools)/\S+ on line \d+\R?#m', '', $stderr );
	}
}
