<?php
/**
 * Shared helpers of the add-on and plugin install tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Plugins;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\TestCase;

/**
 * Filters added through filter() are removed after each test; plugin folders created through
 * the upgrader are deleted and the dev site's add-on symlinks restored (bin/lib/wordpress.sh
 * links every add-on into wp-content/plugins, so an install test first unlinks its add-on).
 */
abstract class PluginsTestCase extends TestCase {

	/**
	 * Filters to remove in tearDown: [hook, callback, priority].
	 *
	 * @var array<int, array{string, callable, int}>
	 */
	private array $filters = array();

	/**
	 * Plugin folders to delete in tearDown, and symlinks to put back: folder => link target or ''.
	 *
	 * @var array<string, string>
	 */
	private array $folders = array();

	/**
	 * WordPress checks wordpress.org for updates after every install (upgrader_process_complete);
	 * the test sites block external requests, which makes core warn. Those checks get an empty
	 * answer here.
	 *
	 * @return void
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->filter(
			'pre_http_request',
			static function ( $reply, $args, $url ) {
				if ( str_contains( (string) $url, '//api.wordpress.org/' ) ) {
					return array(
						'headers'  => array(),
						'body'     => '{"plugins":[],"themes":[],"translations":[],"no_update":[],"offers":[]}',
						'response' => array(
							'code'    => 200,
							'message' => 'OK',
						),
						'cookies'  => array(),
						'filename' => null,
					);
				}
				return $reply;
			},
			10,
			3
		);
	}

	/**
	 * Removes filters, installed folders; restores symlinks.
	 *
	 * @return void
	 */
	protected function tearDown(): void {
		foreach ( $this->filters as $filter ) {
			remove_filter( $filter[0], $filter[1], $filter[2] );
		}
		$this->filters = array();
		foreach ( $this->folders as $folder => $target ) {
			$path = WP_PLUGIN_DIR . '/' . $folder;
			if ( is_link( $path ) ) {
				unlink( $path );
			} elseif ( is_dir( $path ) ) {
				self::remove_tree( $path );
			}
			if ( '' !== $target ) {
				symlink( $target, $path );
			}
		}
		$this->folders = array();
		wp_clean_plugins_cache( false );
		$_POST    = array(); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- resets the request under test.
		$_REQUEST = array();
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
	 * Takes a plugin folder out of wp-content/plugins for this test (a symlink is unlinked and
	 * relinked afterwards; anything installed there is deleted afterwards).
	 *
	 * @param string $folder Folder name in wp-content/plugins.
	 * @return void
	 */
	protected function vacate_plugin_folder( string $folder ): void {
		$path   = WP_PLUGIN_DIR . '/' . $folder;
		$target = is_link( $path ) ? (string) readlink( $path ) : '';
		if ( '' !== $target ) {
			unlink( $path );
		}
		$this->assertFileDoesNotExist( $path, "{$folder} must not exist before the install test" );
		$this->folders[ $folder ] = $target;
		wp_clean_plugins_cache( false );
	}

	/**
	 * Stores a licence of the type (valid) or none.
	 *
	 * @param string|null $type Plan type, or null for no licence.
	 * @return void
	 */
	protected function license( ?string $type ): void {
		if ( null === $type ) {
			delete_option( LicenseStore::OPTION );
			return;
		}
		( new LicenseStore() )->save( new License( 'key-' . $type, $type ) );
	}

	/**
	 * Builds the add-on zips with bin/build-addons.sh into a fresh temporary folder.
	 *
	 * @return string The folder.
	 */
	protected static function build_addon_zips(): string {
		$out = sys_get_temp_dir() . '/uf-addon-zips-' . getmypid();
		$cmd = 'bash ' . escapeshellarg( dirname( __DIR__, 3 ) . '/bin/build-addons.sh' ) . ' ' . escapeshellarg( $out ) . ' 2>&1';
		exec( $cmd, $output, $code ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- test fixture.
		self::assertSame( 0, $code, implode( "\n", $output ) );
		return $out;
	}

	/**
	 * Writes a zip holding one plugin folder with a main file (a stand-in for a wordpress.org
	 * package).
	 *
	 * @param string $folder Plugin folder.
	 * @param string $file   Main file name.
	 * @param string $name   Plugin Name header.
	 * @return string The zip's path.
	 */
	protected static function plugin_zip( string $folder, string $file, string $name ): string {
		$zip_path = sys_get_temp_dir() . '/uf-' . $folder . '-' . getmypid() . '.zip';
		$zip      = new \ZipArchive();
		self::assertTrue( $zip->open( $zip_path, \ZipArchive::CREATE | \ZipArchive::OVERWRITE ) );
		$zip->addEmptyDir( $folder );
		$zip->addFromString( "{$folder}/{$file}", "<?php\n/**\n * Plugin Name: {$name}\n * Version: 1.0.0\n */\n" );
		$zip->close();
		return $zip_path;
	}

	/**
	 * Deletes a folder tree (never following symlinks out of it).
	 *
	 * @param string $path Folder.
	 * @return void
	 */
	protected static function remove_tree( string $path ): void {
		$items = new \RecursiveIteratorIterator(
			new \RecursiveDirectoryIterator( $path, \FilesystemIterator::SKIP_DOTS ),
			\RecursiveIteratorIterator::CHILD_FIRST
		);
		foreach ( $items as $item ) {
			if ( $item instanceof \SplFileInfo && ( $item->isFile() || $item->isLink() ) ) {
				unlink( $item->getPathname() );
			} elseif ( $item instanceof \SplFileInfo ) {
				rmdir( $item->getPathname() );
			}
		}
		rmdir( $path );
	}
}
