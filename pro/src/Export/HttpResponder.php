<?php
/**
 * The export page's real answers: error pages, redirects, downloads.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

/**
 * Each method ends the request. A download drops any output buffered so far (so the file is sent
 * byte for byte), sends no-cache headers, the length and an attachment disposition, and streams the
 * file with readfile() (no copy in memory).
 */
final class HttpResponder implements Responder {

	/**
	 * Ends with wp_die().
	 *
	 * @param string $message  What went wrong.
	 * @param int    $status   HTTP status.
	 * @param string $back_url A link to offer.
	 * @return void
	 */
	public function fail( string $message, int $status, string $back_url = '' ): void {
		$args = array(
			'response'  => $status,
			'back_link' => '' === $back_url,
		);
		if ( '' !== $back_url ) {
			$args['link_url']  = $back_url;
			$args['link_text'] = __( 'Back to the results', 'userfeedback' );
		}
		wp_die( esc_html( $message ), esc_html__( 'Export', 'userfeedback' ), $args ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above.
	}

	public function redirect( string $url ): void {
		wp_safe_redirect( $url );
		exit;
	}

	/**
	 * Ends with the file.
	 *
	 * @param string $path         The file.
	 * @param string $name         Download name (ASCII, see FileName).
	 * @param string $mime         MIME type.
	 * @param bool   $delete_after Delete it once sent.
	 * @return void
	 */
	public function send_file( string $path, string $name, string $mime, bool $delete_after ): void {
		if ( headers_sent() ) {
			$this->fail( __( 'The file could not be sent because the page had already started. Please try again.', 'userfeedback' ), 500 );
			return;
		}
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		nocache_headers();
		header( 'Content-Type: ' . $mime );
		header( 'Content-Disposition: attachment; filename="' . str_replace( array( '"', '\\', "\r", "\n" ), '', $name ) . '"' );
		header( 'Content-Length: ' . (string) filesize( $path ) );
		header( 'X-Content-Type-Options: nosniff' );
		readfile( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_readfile -- streams a private file without loading it.
		if ( $delete_after ) {
			wp_delete_file( $path );
		}
		exit;
	}
}
