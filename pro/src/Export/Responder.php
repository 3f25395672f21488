<?php
/**
 * How the export page answers.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

/**
 * The export page's three ways of ending a request — an error page, a redirect, a file — behind one
 * interface, so the page's checks can be tested without a test process that exits. The page
 * returns right after calling any of them; HttpResponder's never return.
 */
interface Responder {

	/**
	 * Ends with a WordPress error page.
	 *
	 * @param string $message  What went wrong, and what to do.
	 * @param int    $status   HTTP status (400, 403, 404, 500).
	 * @param string $back_url A link to offer, '' for the browser's back link.
	 * @return void
	 */
	public function fail( string $message, int $status, string $back_url = '' ): void;

	/**
	 * Ends with a redirect to an admin URL.
	 *
	 * @param string $url Where to.
	 * @return void
	 */
	public function redirect( string $url ): void;

	/**
	 * Ends by sending a file as a download.
	 *
	 * @param string $path         The file.
	 * @param string $name         The name the browser saves it under.
	 * @param string $mime         Its MIME type.
	 * @param bool   $delete_after Delete the file once sent.
	 * @return void
	 */
	public function send_file( string $path, string $name, string $mime, bool $delete_after ): void;
}
