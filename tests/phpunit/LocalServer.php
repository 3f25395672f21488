<?php
/**
 * A real HTTP server on the loopback for tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests;

// Starts and stops PHP's built-in server and cleans its log directory: plain process and file
// functions, outside any WordPress request.
// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.PHP.DiscouragedPHPFunctions

/**
 * PHP's built-in server running a router script from tests/phpunit/fixtures on a free loopback
 * port, with a fresh log directory passed in an environment variable: what the plugin sends leaves
 * through the real HTTP stack and is read back from the log.
 */
final class LocalServer {

	/**
	 * The server process.
	 *
	 * @var resource
	 */
	private $process;

	/**
	 * Its port.
	 *
	 * @var int
	 */
	public int $port;

	/**
	 * The directory the router logs to.
	 *
	 * @var string
	 */
	public string $log_dir;

	/**
	 * Starts a router and waits until it listens.
	 *
	 * @param string $router  File name under tests/phpunit/fixtures.
	 * @param string $log_env The environment variable that names the log directory.
	 * @return self
	 * @throws \RuntimeException When it cannot start.
	 */
	public static function start( string $router, string $log_env ): self {
		$server          = new self();
		$server->log_dir = sys_get_temp_dir() . '/uf-server-' . getmypid() . '-' . bin2hex( random_bytes( 4 ) );
		mkdir( $server->log_dir );

		$probe = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( false === $probe ) {
			throw new \RuntimeException( "No free port: {$errstr}" );
		}
		$name = (string) stream_socket_get_name( $probe, false );
		fclose( $probe );
		$server->port = (int) substr( (string) strrchr( $name, ':' ), 1 );

		$process = proc_open(
			array( PHP_BINARY, '-S', '127.0.0.1:' . $server->port, __DIR__ . '/fixtures/' . $router ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			null,
			array_merge( getenv(), array( $log_env => $server->log_dir ) )
		);
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( "Could not start {$router}." );
		}
		$server->process = $process;
		for ( $try = 0; $try < 100; $try++ ) {
			$connection = @fsockopen( '127.0.0.1', $server->port, $errno, $errstr, 0.1 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- refused until it listens.
			if ( false !== $connection ) {
				fclose( $connection );
				return $server;
			}
			usleep( 50000 );
		}
		$server->stop();
		throw new \RuntimeException( "{$router} did not start." );
	}

	/**
	 * Stops the server and removes its log directory.
	 *
	 * @return void
	 */
	public function stop(): void {
		proc_terminate( $this->process );
		proc_close( $this->process );
		foreach ( (array) glob( $this->log_dir . '/*' ) as $file ) {
			unlink( (string) $file );
		}
		if ( is_dir( $this->log_dir ) ) {
			rmdir( $this->log_dir );
		}
	}

	/**
	 * The server's base URL.
	 *
	 * @return string
	 */
	public function url(): string {
		return 'http://127.0.0.1:' . $this->port;
	}
}
