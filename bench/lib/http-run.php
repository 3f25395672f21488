<?php
/**
 * What the benchmarks and the attack script share to talk to a site over real HTTP: many
 * requests in flight through curl_multi, each result with its status, time, body and the
 * cookies it set.
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals -- a command-line tool talking to a loopback site with curl; uf_bench_ names like the other bench scripts.

/**
 * Runs requests through curl_multi with up to $concurrency in flight: $count requests, or as
 * many as can start within $seconds (the ones in flight then finish, each within 30 s).
 *
 * @param callable   $next        Returns the next request: method, URL, body or null, header lines and
 *                                optionally what kind of request it is (kept with its result).
 * @param int        $concurrency Requests in flight.
 * @param int|null   $count       How many requests, or null to run for $seconds.
 * @param float|null $seconds     How long to start requests for, when $count is null.
 * @return array{results: array<int, array{status: int, ms: float, body: string, error: string, kind: string, node: string, cookies: array<string, string>}>, seconds: float}
 */
function uf_bench_run( callable $next, int $concurrency, ?int $count, ?float $seconds ): array {
	$multi     = curl_multi_init();
	$in_flight = array();
	$results   = array();
	$started   = 0;
	$start     = hrtime( true );
	$deadline  = null === $seconds ? null : $start + (int) ( $seconds * 1e9 );
	$slots     = $concurrency;
	$kinds     = array();
	$nodes     = array();
	$cookies   = array();
	while ( true ) {
		while ( $slots > 0 && ! uf_bench_stopping() && ( null === $deadline ? $started < $count : hrtime( true ) < $deadline ) ) {
			$request                               = $next();
			list( $method, $url, $body, $headers ) = $request;
			$handle                                = curl_init( $url );
			$key                                   = spl_object_id( $handle );
			$kinds[ $key ]                         = (string) ( $request[4] ?? '' );
			$nodes[ $key ]                         = '';
			$cookies[ $key ]                       = array();
			curl_setopt_array(
				$handle,
				array(
					CURLOPT_CUSTOMREQUEST  => $method,
					CURLOPT_RETURNTRANSFER => true,
					CURLOPT_HTTPHEADER     => $headers,
					CURLOPT_CONNECTTIMEOUT => 5,
					CURLOPT_TIMEOUT        => 30,
					CURLOPT_FORBID_REUSE   => true,
					// bench/stack.sh's nginx names the node that answered (X-Stack-Node); the
					// cookies set are kept for a caller that plays a browser.
					CURLOPT_HEADERFUNCTION => static function ( $h, string $line ) use ( &$nodes, &$cookies, $key ): int {
						if ( 0 === stripos( $line, 'X-Stack-Node:' ) ) {
							$nodes[ $key ] = preg_replace( '/^.*stack-(node\d+)\.sock$/', '$1', trim( substr( $line, 13 ) ) ) ?? '';
						} elseif ( preg_match( '/^Set-Cookie:\s*([^=;\s]+)=([^;\r\n]*)/i', $line, $cookie ) ) {
							$cookies[ $key ][ $cookie[1] ] = $cookie[2];
						}
						return strlen( $line );
					},
				)
			);
			if ( null !== $body ) {
				curl_setopt( $handle, CURLOPT_POSTFIELDS, $body );
			}
			curl_multi_add_handle( $multi, $handle );
			$in_flight[ spl_object_id( $handle ) ] = $handle;
			++$started;
			--$slots;
		}
		if ( array() === $in_flight ) {
			break;
		}
		curl_multi_exec( $multi, $running );
		if ( $running > 0 ) {
			curl_multi_select( $multi, 0.01 );
		}
		for ( $info = curl_multi_info_read( $multi ); false !== $info; $info = curl_multi_info_read( $multi ) ) { // phpcs:ignore Generic.CodeAnalysis.ForLoopWithTestFunctionCall.NotAllowed
			$handle    = $info['handle'];
			$key       = spl_object_id( $handle );
			$results[] = array(
				'status'  => (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE ),
				'ms'      => (float) curl_getinfo( $handle, CURLINFO_TOTAL_TIME ) * 1000,
				'body'    => (string) curl_multi_getcontent( $handle ),
				'error'   => CURLE_OK === $info['result'] ? '' : (string) curl_strerror( $info['result'] ),
				'kind'    => $kinds[ $key ] ?? '',
				'node'    => $nodes[ $key ] ?? '',
				'cookies' => $cookies[ $key ] ?? array(),
			);
			curl_multi_remove_handle( $multi, $handle );
			curl_close( $handle );
			unset( $in_flight[ $key ], $kinds[ $key ], $nodes[ $key ], $cookies[ $key ] );
			++$slots;
		}
	}
	curl_multi_close( $multi );
	return array(
		'results' => $results,
		'seconds' => ( hrtime( true ) - $start ) / 1e9,
	);
}

/**
 * Whether a signal asked the run to stop (set by the signal handler).
 *
 * @return bool
 * @phpstan-impure
 */
function uf_bench_stopping(): bool {
	return ! empty( $GLOBALS['uf_stop'] );
}

/**
 * A run's figures: requests/s, latency percentiles (ms), status counts, requests per node.
 *
 * @param array{results: array<int, array{status: int, ms: float, body: string, error: string, kind: string, node: string}>, seconds: float} $run The run.
 * @return array{n: int, seconds: float, rps: float, p50: float, p95: float, p99: float, statuses: string, nodes: string, created: int}
 */
function uf_bench_stats( array $run ): array {
	$times = array_column( $run['results'], 'ms' );
	sort( $times );
	$n        = count( $times );
	$pick     = static fn( float $p ): float => $n ? $times[ min( $n - 1, (int) ceil( $p * $n ) - 1 ) ] : 0.0;
	$statuses = array_count_values( array_map( static fn( array $r ): string => $r['error'] ? 'curl: ' . $r['error'] : (string) $r['status'], $run['results'] ) );
	ksort( $statuses );
	$nodes = array_count_values( array_filter( array_column( $run['results'], 'node' ) ) );
	ksort( $nodes );
	$counts = static fn( array $counted ): string => implode( ', ', array_map( static fn( $name, int $times ): string => "{$name} × {$times}", array_keys( $counted ), $counted ) );
	return array(
		'n'        => $n,
		'seconds'  => $run['seconds'],
		'rps'      => $n / max( 0.001, $run['seconds'] ),
		'p50'      => $pick( 0.5 ),
		'p95'      => $pick( 0.95 ),
		'p99'      => $pick( 0.99 ),
		'statuses' => $counts( $statuses ),
		'nodes'    => array() === $nodes ? '—' : $counts( $nodes ),
		'created'  => (int) ( $statuses['201'] ?? 0 ),
	);
}

/**
 * One line of a run's figures.
 *
 * @param string                                                                                                                             $label What was requested.
 * @param array{results: array<int, array{status: int, ms: float, body: string, error: string, kind: string, node: string}>, seconds: float} $run   The run.
 * @return string
 */
function uf_bench_line( string $label, array $run ): string {
	$stats = uf_bench_stats( $run );
	return sprintf( '%-30s %6d requests in %5.1f s  %7.1f req/s   p50 %6.1f ms  p95 %6.1f ms  p99 %6.1f ms   %s%s', $label, $stats['n'], $stats['seconds'], $stats['rps'], $stats['p50'], $stats['p95'], $stats['p99'], $stats['statuses'], '—' === $stats['nodes'] ? '' : '   nodes: ' . $stats['nodes'] );
}
