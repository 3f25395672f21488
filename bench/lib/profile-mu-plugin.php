<?php
/**
 * Plugin Name: UserFeedback bench profiler (temporary)
 * Description: Copied into a site's mu-plugins by `php bench/responses-load.php --profile` for the
 * length of the run and deleted after it. Inert unless a request carries the header
 * X-UF-Profile with the run's secret: then it times WordPress's phases, records every database
 * query (statement, time, caller), the files and classes loaded, and appends one JSON line per
 * request to the file the run names.
 *
 * @package UserFeedback
 */

// A measuring tool for bench runs, never shipped: direct file writes and the globals it reads.
// phpcs:disable

( static function (): void {
	$secret = (string) ( $_SERVER['HTTP_X_UF_PROFILE'] ?? '' );
	$config = __DIR__ . '/userfeedback-bench-profile.json';
	if ( '' === $secret || ! is_file( $config ) ) {
		return;
	}
	$run = json_decode( (string) file_get_contents( $config ), true );
	if ( ! is_array( $run ) || ! hash_equals( (string) $run['secret'], $secret ) ) {
		return;
	}
	if ( ! defined( 'SAVEQUERIES' ) ) {
		define( 'SAVEQUERIES', true );
	}
	$start  = (float) ( $_SERVER['REQUEST_TIME_FLOAT'] ?? microtime( true ) );
	// The worker's CPU time (user + system) so far: on a busy machine the wall clock also counts
	// the time other processes ran, the CPU time only this request's own work.
	$cpu_now = static function (): float {
		$usage = getrusage();
		return $usage['ru_utime.tv_sec'] + $usage['ru_stime.tv_sec'] + ( $usage['ru_utime.tv_usec'] + $usage['ru_stime.tv_usec'] ) / 1e6;
	};
	$cpu0   = $cpu_now();
	$marks  = array( 'mu-plugin' => microtime( true ) - $start );
	$cpu    = array( 'mu-plugin' => 0.0 );
	$files  = count( get_included_files() );
	$mark   = static function ( string $name ) use ( &$marks, &$cpu, $start, $cpu_now, $cpu0 ): void {
		if ( ! isset( $marks[ $name ] ) ) {
			$marks[ $name ] = microtime( true ) - $start;
			$cpu[ $name ]   = $cpu_now() - $cpu0;
		}
	};
	$points = array(
		'plugins_loaded'                => array( PHP_INT_MIN, PHP_INT_MAX ),
		'setup_theme'                   => array( PHP_INT_MIN ),
		'after_setup_theme'             => array( PHP_INT_MAX ),
		'init'                          => array( PHP_INT_MIN, PHP_INT_MAX ),
		'wp_loaded'                     => array( PHP_INT_MAX ),
		'parse_request'                 => array( PHP_INT_MIN ),
		'rest_api_init'                 => array( PHP_INT_MIN, PHP_INT_MAX ),
		'rest_pre_dispatch'             => array( PHP_INT_MIN ),
		'rest_request_before_callbacks' => array( PHP_INT_MAX ),
		'rest_request_after_callbacks'  => array( PHP_INT_MIN ),
		'rest_post_dispatch'            => array( PHP_INT_MAX ),
		'rest_pre_serve_request'        => array( PHP_INT_MAX ),
		'shutdown'                      => array( PHP_INT_MIN ),
	);
	foreach ( $points as $hook => $priorities ) {
		foreach ( $priorities as $priority ) {
			$name = $hook . ( PHP_INT_MIN === $priority ? ':start' : ':end' );
			add_filter(
				$hook,
				static function ( $value = null ) use ( $mark, $name ) {
					$mark( $name );
					return $value;
				},
				$priority
			);
		}
	}
	// Each callback of the busy hooks timed: wrapped just before its hook runs.
	$spent = array();
	$wrap  = static function ( string $hook ) use ( &$spent ): void {
		global $wp_filter;
		if ( ! isset( $wp_filter[ $hook ] ) ) {
			return;
		}
		foreach ( $wp_filter[ $hook ]->callbacks as $priority => $callbacks ) {
			if ( PHP_INT_MIN === $priority || PHP_INT_MAX === $priority ) {
				continue;
			}
			foreach ( $callbacks as $id => $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) ) {
					$name = ( is_object( $function[0] ) ? get_class( $function[0] ) : (string) $function[0] ) . '::' . $function[1];
				} elseif ( is_string( $function ) ) {
					$name = $function;
				} else {
					$name = 'closure';
					if ( $function instanceof \Closure ) {
						$reflection = new \ReflectionFunction( $function );
						$name       = 'closure ' . preg_replace( '#^.*/(wp-includes|wp-admin|plugins|mu-plugins)/#', '$1/', (string) $reflection->getFileName() ) . ':' . $reflection->getStartLine();
					}
				}
				$name = $hook . ' ' . $name;
				$wp_filter[ $hook ]->callbacks[ $priority ][ $id ]['function'] = static function ( ...$args ) use ( $function, $name, &$spent ) {
					$t              = hrtime( true );
					$result         = $function( ...$args );
					$spent[ $name ] = ( $spent[ $name ] ?? 0 ) + ( hrtime( true ) - $t ) / 1e6;
					return $result;
				};
			}
		}
	};
	foreach ( array( 'plugins_loaded', 'after_setup_theme', 'init', 'wp_loaded', 'rest_api_init', 'rest_post_dispatch', 'rest_pre_serve_request', 'userfeedback_response_committed', 'shutdown' ) as $hook ) {
		// A filter among them: hand its value on untouched.
		add_filter(
			$hook,
			static function ( $value = null ) use ( $wrap, $hook ) {
				$wrap( $hook );
				return $value;
			},
			PHP_INT_MIN
		);
	}
	register_shutdown_function(
		static function () use ( &$marks, &$cpu, &$spent, $start, $run, $files, $cpu_now, $cpu0 ): void {
			global $wpdb;
			$marks['end'] = microtime( true ) - $start;
			$cpu['end']   = $cpu_now() - $cpu0;
			$queries           = array();
			foreach ( (array) ( $wpdb->queries ?? array() ) as $query ) {
				$callers   = explode( ', ', (string) ( $query[2] ?? '' ) );
				// Values out (numbers, and strings other than short names such as an option's), so
				// the same statement groups across requests; then cut to a readable length.
				$sql       = (string) preg_replace( '/\s+/', ' ', (string) $query[0] );
				$sql       = (string) preg_replace( array( "/'(?:[^'\\\\]|\\\\.)*'/" ), array( "'…'" ), (string) preg_replace_callback( "/'([a-z_]{1,40})'/", static fn( array $m ): string => '«' . $m[1] . '»', $sql ) );
				$sql       = strtr( (string) preg_replace( '/\b\d+\b/', 'N', $sql ), array( '«' => "'", '»' => "'" ) );
				$queries[] = array(
					'sql'    => substr( $sql, 0, 160 ),
					'ms'     => round( (float) $query[1] * 1000, 3 ),
					'caller' => implode( ', ', array_slice( $callers, -7, 4 ) ),
					// When it started, in ms since the request began: the gaps are PHP's time.
					'at'     => isset( $query[3] ) ? round( ( (float) $query[3] - $start ) * 1000, 2 ) : null,
				);
			}
			$included = get_included_files();
			$plugin   = array_values( array_filter( $included, static fn( string $f ): bool => str_contains( $f, '/plugins/userfeedback/' ) ) );
			$line     = array(
				'method'         => (string) ( $_SERVER['REQUEST_METHOD'] ?? '' ),
				'uri'            => (string) ( $_SERVER['REQUEST_URI'] ?? '' ),
				'status'         => http_response_code(),
				'sapi'           => PHP_SAPI,
				'marks'          => array_map( static fn( float $s ): float => round( $s * 1000, 3 ), $marks ),
				'cpu'            => array_map( static fn( float $s ): float => round( $s * 1000, 3 ), $cpu ),
				'queries'        => $queries,
				'files'          => count( $included ),
				'files_before'   => $files,
				'plugin_files'   => array_map( static fn( string $f ): string => (string) preg_replace( '#^.*/plugins/userfeedback/#', '', $f ), $plugin ),
				'classes'        => count( get_declared_classes() ),
				'peak_mb'        => round( memory_get_peak_usage() / 1048576, 2 ),
				'autoload_bytes' => strlen( serialize( wp_load_alloptions() ) ),
				'hooks'          => count( $GLOBALS['wp_filter'] ?? array() ),
				'callbacks'      => array_map( static fn( float $ms ): float => round( $ms, 3 ), $spent ),
			);
			file_put_contents( (string) $run['out'], wp_json_encode( $line ) . "\n", FILE_APPEND | LOCK_EX );
		}
	);
} )();
