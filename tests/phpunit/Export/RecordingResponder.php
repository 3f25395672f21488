<?php
/**
 * A responder that records what the export page answered.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use UserFeedback\Export\Responder;

// Reads and deletes the test's own files.
// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * Stands in for HttpResponder, which ends the process: the page returns after each answer, and
 * the test reads what it would have sent.
 */
final class RecordingResponder implements Responder {

	/**
	 * The error page, if any.
	 *
	 * @var array{message: string, status: int, back_url: string}|null
	 */
	public ?array $failure = null;

	/**
	 * The redirect, if any.
	 *
	 * @var string|null
	 */
	public ?string $redirect = null;

	/**
	 * The file sent, if any (its bytes read at once, as the real one streams them).
	 *
	 * @var array{name: string, mime: string, content: string, path: string, deleted: bool}|null
	 */
	public ?array $file = null;

	/**
	 * Records an error page.
	 *
	 * @param string $message  Message.
	 * @param int    $status   Status.
	 * @param string $back_url Link.
	 * @return void
	 */
	public function fail( string $message, int $status, string $back_url = '' ): void {
		$this->failure = array(
			'message'  => $message,
			'status'   => $status,
			'back_url' => $back_url,
		);
	}

	/**
	 * Records a redirect.
	 *
	 * @param string $url Where to.
	 * @return void
	 */
	public function redirect( string $url ): void {
		$this->redirect = $url;
	}

	/**
	 * Records a file.
	 *
	 * @param string $path         File.
	 * @param string $name         Download name.
	 * @param string $mime         MIME type.
	 * @param bool   $delete_after Delete it.
	 * @return void
	 */
	public function send_file( string $path, string $name, string $mime, bool $delete_after ): void {
		$this->file = array(
			'name'    => $name,
			'mime'    => $mime,
			'content' => (string) file_get_contents( $path ),
			'path'    => $path,
			'deleted' => $delete_after,
		);
		if ( $delete_after ) {
			unlink( $path );
		}
	}
}
