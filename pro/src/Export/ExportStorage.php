<?php
/**
 * Where export files wait to be downloaded.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

// Export files are private temporary files written and removed as streams; WP_Filesystem (which
// may be FTP) has no streaming API and asks for credentials outside wp-admin, so PHP's own file
// functions are used on purpose, only inside the folder below.

/**
 * A folder under uploads with a random, unguessable name (kept in an option), holding an
 * index.php and an .htaccess that deny every request (Apache; on other servers the names alone keep
 * files out of reach): export files hold visitors' answers and IP addresses and are only ever
 * served by the export page, after its checks. Files get random names too. Anything older than
 * a day is deleted by the daily clean-up.
 */
final class ExportStorage {

	public const OPTION = 'userfeedback_export_dir';

	/**
	 * A file's name: random hex and an extension.
	 */
	private const NAME = '/^[a-f0-9]{32}\.(xlsx|csv|part)$/D';

	/**
	 * The uploads folder (filterable for tests).
	 *
	 * @var callable(): string
	 */
	private $base;

	/**
	 * Constructor.
	 *
	 * @param callable(): string|null $base Returns the folder to create the private folder in;
	 *                                      default the uploads folder.
	 */
	public function __construct( ?callable $base = null ) {
		$this->base = $base ?? static fn(): string => (string) wp_upload_dir( null, false )['basedir'];
	}

	/**
	 * The private folder, created (with its guards) when missing.
	 *
	 * @return string
	 * @throws \RuntimeException When it cannot be created.
	 */
	public function dir(): string {
		$name = get_option( self::OPTION );
		if ( ! is_string( $name ) || ! preg_match( '/^userfeedback-exports-[a-f0-9]{32}$/D', $name ) ) {
			$name = 'userfeedback-exports-' . self::random();
			// add_option() fails when another request stored a name first: use that one.
			if ( ! add_option( self::OPTION, $name, '', false ) ) {
				$name = (string) get_option( self::OPTION );
			}
		}
		$dir = rtrim( ( $this->base )(), '/' ) . '/' . $name;
		if ( ! is_dir( $dir ) && ! wp_mkdir_p( $dir ) ) {
			throw new \RuntimeException( 'The export folder could not be created.' );
		}
		foreach ( array(
			'index.php' => "<?php\n// Silence is golden.\n",
			'.htaccess' => "# UserFeedback exports: never served directly.\n<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tDeny from all\n</IfModule>\n",
		) as $file => $content ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- two small guard files in our private folder; WP_Filesystem may be FTP and ask for credentials.
			if ( ! is_file( $dir . '/' . $file ) && false === file_put_contents( $dir . '/' . $file, $content ) ) {
				throw new \RuntimeException( 'The export folder could not be protected.' );
			}
		}
		return $dir;
	}

	/**
	 * A new random file name with the extension.
	 *
	 * @param string $extension 'xlsx', 'csv' or 'part'.
	 * @return string A bare name (no folder).
	 */
	public static function new_name( string $extension ): string {
		return self::random() . '.' . $extension;
	}

	/**
	 * The full path of a file in the folder, or null when the name is not one of ours (so a name
	 * read back from a job can never point elsewhere).
	 *
	 * @param string $name A bare file name.
	 * @return string|null
	 * @throws \RuntimeException When the folder cannot be created.
	 */
	public function path( string $name ): ?string {
		return 1 === preg_match( self::NAME, $name ) ? $this->dir() . '/' . $name : null;
	}

	/**
	 * Deletes a file of the folder, if there.
	 *
	 * @param string $name A bare file name.
	 * @return void
	 */
	public function delete( string $name ): void {
		$path = 1 === preg_match( self::NAME, $name ) ? $this->existing_dir() : null;
		if ( null !== $path && is_file( $path . '/' . $name ) ) {
			wp_delete_file( $path . '/' . $name );
		}
	}

	/**
	 * Deletes files and folders (a writer's leftovers) last changed before a time.
	 *
	 * @param int $before Unix time.
	 * @return int How many entries were deleted.
	 */
	public function delete_older_than( int $before ): int {
		$dir = $this->existing_dir();
		if ( null === $dir ) {
			return 0;
		}
		$deleted = 0;
		foreach ( (array) scandir( $dir ) as $entry ) {
			$entry = (string) $entry;
			if ( in_array( $entry, array( '', '.', '..', 'index.php', '.htaccess' ), true ) ) {
				continue;
			}
			$path  = $dir . '/' . $entry;
			$mtime = filemtime( $path );
			if ( false !== $mtime && $mtime < $before ) {
				self::remove( $path );
				++$deleted;
			}
		}
		return $deleted;
	}

	/**
	 * Deletes the private folder with everything in it, and forgets its name (uninstall).
	 *
	 * @return void
	 */
	public function remove_all(): void {
		$dir = $this->existing_dir();
		if ( null !== $dir ) {
			self::remove( $dir );
		}
		delete_option( self::OPTION );
	}

	/**
	 * The folder if it already exists.
	 *
	 * @return string|null
	 */
	private function existing_dir(): ?string {
		$name = get_option( self::OPTION );
		if ( ! is_string( $name ) || ! preg_match( '/^userfeedback-exports-[a-f0-9]{32}$/D', $name ) ) {
			return null;
		}
		$dir = rtrim( ( $this->base )(), '/' ) . '/' . $name;
		return is_dir( $dir ) ? $dir : null;
	}

	/**
	 * Deletes a file, or a folder with everything in it.
	 *
	 * @param string $path The file or folder.
	 * @return void
	 */
	private static function remove( string $path ): void {
		if ( is_dir( $path ) && ! is_link( $path ) ) {
			foreach ( (array) scandir( $path ) as $entry ) {
				if ( ! in_array( (string) $entry, array( '', '.', '..' ), true ) ) {
					self::remove( $path . '/' . $entry );
				}
			}
			rmdir( $path );
			return;
		}
		wp_delete_file( $path );
	}

	/**
	 * 32 random hex characters.
	 *
	 * @return string
	 */
	private static function random(): string {
		return bin2hex( random_bytes( 16 ) );
	}
}
