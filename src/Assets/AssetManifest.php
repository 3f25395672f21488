<?php
/**
 * Reads the build's *.asset.php files.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Assets;

/**
 * The build writes, beside each entry, an `{entry}.asset.php` listing the script's WordPress
 * dependencies and a content hash used as its version. A missing file means the plugin has not
 * been built: callers show a notice instead of enqueueing a 404.
 */
final class AssetManifest {

	private readonly string $dir;

	private readonly string $url;

	/**
	 * Constructor.
	 *
	 * @param string $dir Absolute path of the build folder.
	 * @param string $url URL of the build folder.
	 */
	public function __construct( string $dir, string $url ) {
		$this->dir = rtrim( $dir, '/' );
		$this->url = rtrim( $url, '/' );
	}

	/**
	 * Whether the entry has been built.
	 *
	 * @param string $entry Entry name, e.g. 'admin'.
	 * @return bool
	 */
	public function exists( string $entry ): bool {
		return is_readable( "{$this->dir}/{$entry}.asset.php" ) && is_readable( "{$this->dir}/{$entry}.js" );
	}

	/**
	 * The entry's script dependencies and version.
	 *
	 * @param string $entry Entry name.
	 * @return array{dependencies: array<int, non-empty-string>, version: string}
	 */
	public function asset( string $entry ): array {
		$asset        = $this->exists( $entry ) ? require "{$this->dir}/{$entry}.asset.php" : array();
		$dependencies = array();
		foreach ( (array) ( $asset['dependencies'] ?? array() ) as $handle ) {
			if ( is_string( $handle ) && '' !== $handle ) {
				$dependencies[] = $handle;
			}
		}
		return array(
			'dependencies' => $dependencies,
			'version'      => isset( $asset['version'] ) ? (string) $asset['version'] : USERFEEDBACK_VERSION,
		);
	}

	/**
	 * URL of a built file.
	 *
	 * @param string $file File name inside the build folder.
	 * @return string
	 */
	public function url( string $file ): string {
		return "{$this->url}/{$file}";
	}

	/**
	 * Whether a built file exists (e.g. the entry's stylesheet).
	 *
	 * @param string $file File name inside the build folder.
	 * @return bool
	 */
	public function has_file( string $file ): bool {
		return is_readable( "{$this->dir}/{$file}" );
	}

	/**
	 * Absolute path of a built file.
	 *
	 * @param string $file File name inside the build folder.
	 * @return string
	 */
	public function path( string $file ): string {
		return "{$this->dir}/{$file}";
	}
}
