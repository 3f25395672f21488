<?php
/**
 * Separate PHP processes started together for a race.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests;

// phpcs:disable WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the workers are separate processes, on purpose.

/**
 * Starts one process per job on a fixture script (`php FIXTURE SITE START_AT ARGS…`), each waiting
 * for the agreed START_AT so they run side by side, and reads the JSON each printed.
 */
trait ParallelWorkers {

	/**
	 * Starts the workers, waits for them and reads what each printed.
	 *
	 * @param string               $fixture The worker script.
	 * @param array<int, string[]> $jobs    Arguments after SITE and START_AT, one list per worker.
	 * @return array<int, array<string, mixed>>
	 */
	private function run_workers( string $fixture, array $jobs ): array {
		$site     = (string) ( getenv( 'UF_PHPUNIT_SITE' ) ? getenv( 'UF_PHPUNIT_SITE' ) : dirname( __DIR__, 2 ) . '/.dev/sites/phpunit' );
		$start_at = microtime( true ) + 1.5 + 0.1 * count( $jobs );
		$running  = array();
		foreach ( $jobs as $job ) {
			$pipes   = array();
			$process = proc_open(
				array_values( array_merge( array( PHP_BINARY, $fixture, $site, (string) $start_at ), $job ) ),
				array(
					1 => array( 'pipe', 'w' ),
					2 => array( 'pipe', 'w' ),
				),
				$pipes
			);
			$this->assertIsResource( $process );
			$running[] = array( $process, $pipes );
		}
		$results = array();
		foreach ( $running as $index => list( $process, $pipes ) ) {
			$out  = (string) stream_get_contents( $pipes[1] );
			$err  = (string) stream_get_contents( $pipes[2] );
			$code = proc_close( $process );
			$this->assertSame( 0, $code, "worker {$index}: {$out} {$err}" );
			$data = json_decode( $out, true );
			$this->assertIsArray( $data, "worker {$index}: {$out} {$err}" );
			$results[] = $data;
		}
		return $results;
	}
}
