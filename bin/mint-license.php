<?php
/**
 * Mints UserFeedback licence keys (LicenseToken) for development and tests.
 *
 * Usage:
 *   php bin/mint-license.php [--type=plus|pro|elite] [--expires=never|+30 days|-1 day|2030-01-31|UNIX]
 *                            [--host=example.com] [--id=16HEX] [--key-file=PATH]
 *   php bin/mint-license.php --public-key [--key-file=PATH]   (prints the base64 public key)
 *   php bin/mint-license.php --decode KEY [--key-file=PATH]   (prints what a key carries)
 *
 * Defaults: type pro, never expires, any site. The signing key is .dev/license-keys/dev.secret
 * (created on first use, mode 0600, with dev.pub beside it). Development and test sites trust
 * dev.pub through the must-use plugin bin/dev/mu-plugins/userfeedback-dev-license.php; production
 * sites trust only the vendor's key, so these keys unlock nothing there.
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.PHP.DiscouragedPHPFunctions -- a CLI tool.

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

require dirname( __DIR__ ) . '/vendor/autoload.php';

// LicenseToken uses two WordPress helpers; this tool runs without WordPress.
if ( ! function_exists( 'wp_parse_url' ) ) {
	/**
	 * Stand-in for WordPress's wp_parse_url().
	 *
	 * @param string $url       URL.
	 * @param int    $component PHP_URL_* component.
	 * @return mixed
	 */
	function wp_parse_url( $url, $component = -1 ) {
		return parse_url( $url, $component );
	}
}

use UserFeedback\Entitlements\LicenseToken;

/**
 * Prints usage and exits.
 *
 * @return never
 */
function uf_mint_usage() {
	fwrite( STDERR, "usage: mint-license.php [--type=plus|pro|elite] [--expires=never|+30 days|2030-01-31|UNIX] [--host=HOST] [--id=16HEX] [--key-file=PATH] | --public-key | --decode KEY\n" );
	exit( 2 );
}

$uf_options = array(
	'type'     => 'pro',
	'expires'  => 'never',
	'host'     => '',
	'id'       => '',
	'key-file' => dirname( __DIR__ ) . '/.dev/license-keys/dev.secret',
);
$uf_mode    = 'mint';
$uf_decode  = '';
$uf_args    = array_slice( $argv, 1 );
$uf_count   = count( $uf_args );
for ( $uf_i = 0; $uf_i < $uf_count; $uf_i++ ) {
	$uf_arg = $uf_args[ $uf_i ];
	if ( '--public-key' === $uf_arg ) {
		$uf_mode = 'public';
	} elseif ( '--decode' === $uf_arg ) {
		$uf_mode   = 'decode';
		$uf_decode = (string) ( $uf_args[ ++$uf_i ] ?? '' );
	} elseif ( 1 === preg_match( '/^--(type|expires|host|id|key-file)=(.*)$/s', $uf_arg, $uf_match ) ) {
		$uf_options[ $uf_match[1] ] = $uf_match[2];
	} else {
		uf_mint_usage();
	}
}

// The key pair: created on first use, the secret readable by its owner only.
$uf_secret_file = $uf_options['key-file'];
$uf_public_file = (string) preg_replace( '/\.secret$/', '', $uf_secret_file ) . '.pub';
if ( ! is_file( $uf_secret_file ) ) {
	if ( ! is_dir( dirname( $uf_secret_file ) ) ) {
		mkdir( dirname( $uf_secret_file ), 0700, true );
	}
	$uf_pair = sodium_crypto_sign_keypair();
	file_put_contents( $uf_secret_file, base64_encode( sodium_crypto_sign_secretkey( $uf_pair ) ) . "\n" );
	chmod( $uf_secret_file, 0600 );
	file_put_contents( $uf_public_file, base64_encode( sodium_crypto_sign_publickey( $uf_pair ) ) . "\n" );
	fwrite( STDERR, "Created the signing key {$uf_secret_file} and {$uf_public_file}.\n" );
}
$uf_secret = base64_decode( trim( (string) file_get_contents( $uf_secret_file ) ), true );
if ( ! is_string( $uf_secret ) || SODIUM_CRYPTO_SIGN_SECRETKEYBYTES !== strlen( $uf_secret ) ) {
	fwrite( STDERR, "{$uf_secret_file} does not hold a base64 Ed25519 secret key.\n" );
	exit( 1 );
}
$uf_public = sodium_crypto_sign_publickey_from_secretkey( $uf_secret );
if ( ! is_file( $uf_public_file ) ) {
	file_put_contents( $uf_public_file, base64_encode( $uf_public ) . "\n" );
}

if ( 'public' === $uf_mode ) {
	echo base64_encode( $uf_public ) . "\n";
	exit( 0 );
}

if ( 'decode' === $uf_mode ) {
	$uf_token = LicenseToken::decode( $uf_decode, array( $uf_public ) );
	if ( ! $uf_token instanceof LicenseToken ) {
		fwrite( STDERR, "Not a key signed with this key pair ({$uf_token}).\n" );
		exit( 1 );
	}
	echo json_encode(
		array(
			'key_id'  => $uf_token->key_id,
			'type'    => $uf_token->type,
			'expires' => $uf_token->expires ? gmdate( 'c', $uf_token->expires ) : 'never',
			'host'    => '' === $uf_token->host ? 'any' : $uf_token->host,
		),
		JSON_PRETTY_PRINT
	) . "\n";
	exit( 0 );
}

$uf_expires = 0;
if ( 'never' !== $uf_options['expires'] ) {
	$uf_expires = ctype_digit( $uf_options['expires'] ) ? (int) $uf_options['expires'] : strtotime( $uf_options['expires'] );
	if ( false === $uf_expires ) {
		fwrite( STDERR, "Cannot read the expiry '{$uf_options['expires']}'.\n" );
		exit( 2 );
	}
}
try {
	echo LicenseToken::mint( $uf_secret, $uf_options['type'], $uf_expires, $uf_options['host'], $uf_options['id'] ) . "\n";
} catch ( \InvalidArgumentException $uf_error ) {
	fwrite( STDERR, $uf_error->getMessage() . "\n" );
	exit( 2 );
}
