<?php
/**
 * Shared helpers of the licence tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Entitlements;

use UserFeedback\Entitlements\LicenseToken;
use UserFeedback\Tests\TestCase;

/**
 * Each test trusts only its own key pair (the `userfeedback_license_public_keys` filter
 * replaces the built-in key and the dev sites' key), can add filters that are removed
 * afterwards, and can run admin-ajax actions whose replies end in an exception, not exit.
 */
abstract class LicenseTestCase extends TestCase {

	/**
	 * The tests' key pair (a 64-byte secret key; the public key is derived from it).
	 *
	 * @var string
	 */
	protected static string $secret = '';

	/**
	 * Filters to remove in tearDown: [hook, callback, priority].
	 *
	 * @var array<int, array{string, callable, int}>
	 */
	private array $filters = array();

	/**
	 * Trusts the tests' key only.
	 *
	 * @return void
	 */
	protected function setUp(): void {
		parent::setUp();
		if ( '' === self::$secret ) {
			self::$secret = sodium_crypto_sign_secretkey( sodium_crypto_sign_keypair() );
		}
		$public = base64_encode( sodium_crypto_sign_publickey_from_secretkey( self::$secret ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the key format.
		$this->filter( 'userfeedback_license_public_keys', static fn() => array( $public ), 100 );
	}

	/**
	 * Removes the test's filters and request.
	 *
	 * @return void
	 */
	protected function tearDown(): void {
		foreach ( $this->filters as $filter ) {
			remove_filter( $filter[0], $filter[1], $filter[2] );
		}
		$this->filters = array();
		$_POST         = array(); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- resets the request under test.
		$_REQUEST      = array();
		parent::tearDown();
	}

	/**
	 * Adds a filter for this test only.
	 *
	 * @param string   $hook     Hook name.
	 * @param callable $callback Callback.
	 * @param int      $priority Priority.
	 * @param int      $args     Accepted arguments.
	 * @return void
	 */
	protected function filter( string $hook, callable $callback, int $priority = 10, int $args = 1 ): void {
		add_filter( $hook, $callback, $priority, $args );
		$this->filters[] = array( $hook, $callback, $priority );
	}

	/**
	 * Mints a key with the tests' key pair.
	 *
	 * @param string $type    plus, pro or elite.
	 * @param int    $expires Expiry, 0 for never.
	 * @param string $host    Site binding.
	 * @param string $key_id  Key id, '' for random.
	 * @return string
	 */
	protected static function mint( string $type = 'pro', int $expires = 0, string $host = '', string $key_id = '' ): string {
		return LicenseToken::mint( self::$secret, $type, $expires, $host, $key_id );
	}

	/**
	 * Runs an admin-ajax action as admin-ajax.php would and decodes its JSON reply.
	 *
	 * @param string                $action Action without the userfeedback_ prefix.
	 * @param array<string, string> $post   POST fields besides the nonce.
	 * @param string|null           $nonce  Nonce action to sign with; null for the action's own,
	 *                                      '' for no nonce.
	 * @param callable|null         $run    Runs the action (a handler under test); null for
	 *                                      do_action( 'wp_ajax_…' ).
	 * @return array{success: bool, data: array<string, mixed>}
	 */
	protected function ajax( string $action, array $post = array(), ?string $nonce = null, ?callable $run = null ): array {
		$this->filter( 'wp_doing_ajax', '__return_true' );
		$this->filter(
			'wp_die_ajax_handler',
			static fn() => static function (): void {
				throw new LicenseAjaxDied();
			}
		);
		$_POST = $post; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the request under test.
		$nonce = $nonce ?? 'userfeedback_' . $action;
		if ( '' !== $nonce ) {
			$_POST['nonce'] = wp_create_nonce( $nonce );
		}
		$_POST['action'] = 'userfeedback_' . $action;
		$_REQUEST        = $_POST; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the request under test.
		ob_start();
		try {
			if ( null === $run ) {
				do_action( 'wp_ajax_userfeedback_' . $action );
			} else {
				$run();
			}
		} catch ( LicenseAjaxDied $died ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- the reply ends here.
		} finally {
			$output = (string) ob_get_clean();
		}
		$reply = json_decode( $output, true );
		$this->assertIsArray( $reply, "no JSON reply from {$action}: {$output}" );
		$this->assertIsBool( $reply['success'] ?? null );
		$this->assertIsArray( $reply['data'] ?? null );
		return $reply;
	}
}
