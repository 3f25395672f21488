<?php
/**
 * A real local receiver for the delivery tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Webhooks;

use UserFeedback\Tests\LocalServer;

// The receiver's log is a plain file the tests read back.
// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * PHP's built-in server running tests/phpunit/fixtures/webhook-receiver.php (its paths pick the
 * answer: /ok, /fail, /flaky, /gone), started once per test class. While a test allows it, the
 * site may post to it with the two filters a real site would use (http_request_host_is_external
 * for 127.0.0.1, http_allowed_safe_ports for its port); what arrived is read back from its log.
 */
trait ReceivesDeliveries {

	/**
	 * The receiver.
	 *
	 * @var LocalServer|null
	 */
	private static ?LocalServer $receiver = null;

	public static function setUpBeforeClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		parent::setUpBeforeClass();
		self::$receiver = LocalServer::start( 'webhook-receiver.php', 'UF_WEBHOOK_LOG' );
	}

	public static function tearDownAfterClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		self::$receiver?->stop();
		self::$receiver = null;
		parent::tearDownAfterClass();
	}

	/**
	 * The running receiver.
	 *
	 * @return LocalServer
	 */
	private static function receiver(): LocalServer {
		if ( null === self::$receiver ) {
			self::fail( 'The receiver is not running.' );
		}
		return self::$receiver;
	}

	/**
	 * Lets the site post to the receiver and forgets what it got before (call in setUp).
	 *
	 * @return void
	 */
	private function allow_receiver(): void {
		add_filter( 'http_request_host_is_external', array( $this, 'allow_loopback' ), 10, 2 );
		add_filter( 'http_allowed_safe_ports', array( $this, 'allow_port' ) );
		foreach ( array( 'requests.jsonl', 'flaky-seen' ) as $file ) {
			if ( file_exists( self::receiver()->log_dir . '/' . $file ) ) {
				unlink( self::receiver()->log_dir . '/' . $file );
			}
		}
	}

	/**
	 * Takes the permission back (call in tearDown).
	 *
	 * @return void
	 */
	private function disallow_receiver(): void {
		remove_filter( 'http_request_host_is_external', array( $this, 'allow_loopback' ), 10 );
		remove_filter( 'http_allowed_safe_ports', array( $this, 'allow_port' ) );
	}

	/**
	 * What a site with a local receiver allows.
	 *
	 * @param bool   $external Whether the host counts as external.
	 * @param string $host     The host.
	 * @return bool
	 */
	public function allow_loopback( $external, $host ): bool {
		return '127.0.0.1' === $host ? true : (bool) $external;
	}

	/**
	 * The receiver's port as a safe one.
	 *
	 * @param int[] $ports The allowed ports.
	 * @return int[]
	 */
	public function allow_port( $ports ): array {
		return array_merge( (array) $ports, array( self::receiver()->port ) );
	}

	/**
	 * The receiver's URL for a path.
	 *
	 * @param string $path Path.
	 * @return string
	 */
	private function url( string $path ): string {
		return self::receiver()->url() . $path;
	}

	/**
	 * What the receiver got, oldest first.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function received(): array {
		$file = self::receiver()->log_dir . '/requests.jsonl';
		if ( ! file_exists( $file ) ) {
			return array();
		}
		return array_values( array_map( static fn( string $line ): array => (array) json_decode( $line, true ), array_filter( explode( "\n", (string) file_get_contents( $file ) ) ) ) );
	}
}
