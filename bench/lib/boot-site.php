<?php
/**
 * How a load benchmark loads the WordPress site it drives: the site's own PHP, with the host the
 * requests go to, and only for a loopback URL.
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals -- a command-line tool; uf_bench_ names like the other bench scripts.

/**
 * Before wp-load.php (which the script requires at its top level, where WordPress expects its
 * globals): exits with a message when there is no site, and sets the Host to load it with.
 *
 * @param string      $site         The site's folder.
 * @param string|null $url          The URL given (null: the site's home URL).
 * @param string      $default_host The Host header to load with when no URL is given.
 * @param string      $missing      What to do when there is no site (the message's end).
 * @return void
 */
function uf_bench_boot_prepare( string $site, ?string $url, string $default_host, string $missing ): void {
	if ( ! is_file( $site . '/wp-load.php' ) ) {
		fwrite( STDERR, "No WordPress site at {$site}: {$missing}\n" );
		exit( 2 );
	}
	// The host the requests go to: a site served on two ports (bench/stack.sh) answers to both.
	$_SERVER['HTTP_HOST']   = null === $url ? $default_host : (string) preg_replace( '#^[a-z]+://([^/]+).*$#i', '$1', $url );
	$_SERVER['REQUEST_URI'] = '/';
}

/**
 * After wp-load.php: the plugin must be active, and the URL a loopback one.
 *
 * @param string      $site The site's folder.
 * @param string|null $url  The URL given (null: the site's home URL).
 * @return string The URL, without its trailing slash.
 */
function uf_bench_boot_check( string $site, ?string $url ): string {
	if ( ! function_exists( 'userfeedback' ) ) {
		fwrite( STDERR, "UserFeedback is not active on {$site}.\n" );
		exit( 2 );
	}
	// WordPress sends errors to its log only; a command-line tool shows them.
	ini_set( 'display_errors', 'stderr' ); // phpcs:ignore WordPress.PHP.IniSet.display_errors_Blacklisted
	$url = rtrim( $url ?? home_url(), '/' );
	if ( ! in_array( (string) wp_parse_url( $url, PHP_URL_HOST ), array( '127.0.0.1', 'localhost', '[::1]', '::1' ), true ) ) {
		fwrite( STDERR, "Refusing {$url}: loopback addresses only.\n" );
		exit( 2 );
	}
	return $url;
}
