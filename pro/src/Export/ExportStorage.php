<?php
/**
 * Where export files wait to be downloaded.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Support\OptionRow;

// Export files are private temporary files written and removed as streams; WP_Filesystem (which
// may be FTP) has no streaming API and asks for credentials outside wp-admin, so PHP's own file
// functions are used on purpose, only inside the folder below.

/**
 * A folder under uploads with a random, unguessable name (kept in an option), holding an
 * index.php and an .htaccess that deny every request (Apache; on other servers the names alone keep
 * files out of reach): export files hold visitors' answers and IP addresses and are only ever
 * served by the export page, after its checks. Files get random names too. Anything older than
 * a day is deleted by the daily clean-up.
 *
 * The name is read from its option's row (OptionRow), never from WordPress's option caches: with a
 * persistent object cache shared by several web nodes, a request that began before the name
 * existed can leave it on the shared 'notoptions' list, and a node reading it as missing would
 * start a second folder while the first one's jobs still point at theirs. It is created once by an
 * INSERT IGNORE of the row (add_option() is an upsert once get_option() has missed, so two first
 * exports at once on two nodes would both "win"); whoever lost reads the winner's name back.
 */
final class ExportStorage {

	public const OPTION = 'userfeedback_export_dir';

	/**
	 * A file's name: random hex and an extension.
	 */
	private const NAME = '/^[a-f0-9]{32}\.(xlsx|csv|part)$/D';

	/**
	 * The folder's name: a prefix and random hex.
	 */
	private const FOLDER = '/^userfeedback-exports-[a-f0-9]{32}$/D';

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
		$name = self::stored_name() ?? self::create_name();
		$dir  = rtrim( ( $this->base )(), '/' ) . '/' . $name;
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
		$name = self::stored_name();
		if ( null === $name ) {
			return null;
		}
		$dir = rtrim( ( $this->base )(), '/' ) . '/' . $name;
		return is_dir( $dir ) ? $dir : null;
	}

	/**
	 * The folder's name as stored now by any node, or null when there is none (or not one of ours).
	 *
	 * @return string|null
	 */
	private static function stored_name(): ?string {
		$name = OptionRow::get( self::OPTION );
		return is_string( $name ) && 1 === preg_match( self::FOLDER, $name ) ? $name : null;
	}

	/**
	 * Names the folder once for every node: of two requests creating it at once, the first insert
	 * wins and both use its name.
	 *
	 * @return string
	 * @throws \RuntimeException When no name could be stored.
	 */
	private static function create_name(): string {
		global $wpdb;
		$mine = 'userfeedback-exports-' . self::random();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- an atomic first write the options API cannot make (add_option() overwrites after a miss); values prepared.
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", self::OPTION, $mine ) );
		if ( 0 === $inserted ) {
			// A row that is not one of our names (edited by hand): replace exactly that value, so
			// of two requests doing this only one changes it.
			$held = OptionRow::get( self::OPTION );
			if ( is_string( $held ) && 1 !== preg_match( self::FOLDER, $held ) ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- compare-and-swap on the value read; values prepared.
				$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $mine, self::OPTION, $held ) );
			}
		}
		// The row changed behind the options API: drop what WordPress's caches say about it (the
		// whole 'notoptions' list, rather than writing back this request's copy, which may hide
		// other options another node created meanwhile).
		wp_cache_delete( self::OPTION, 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		$name = self::stored_name();
		if ( null === $name ) {
			throw new \RuntimeException( 'The export folder could not be named.' );
		}
		return $name;
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
