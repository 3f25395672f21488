<?php
/**
 * Bundles the plugin's runtime libraries under the plugin's own namespace.
 *
 * Why: two plugins that each ship `OpenSpout\Writer\…` share one class name space at run time;
 * whichever autoloader runs first wins, and the other plugin gets a version it was not written
 * for. So every runtime library is copied to vendor/userfeedback-prefixed/ with its namespaces
 * moved under `UserFeedback\Vendor\` (OpenSpout\X becomes UserFeedback\Vendor\OpenSpout\X), and
 * the plugin only ever names the prefixed classes — in development and in the release zip alike.
 *
 * What: reads `extra.userfeedback-prefixed` of composer.json (the packages with exact versions,
 * the prefix, the target folder and the PHP version they are resolved for), installs those
 * packages into a separate folder with Composer (never into the root vendor tree, whose
 * autoloader would then register the unprefixed names), rewrites every namespace declaration,
 * `use` and qualified name with PHP's own tokenizer (comments and class-name strings too), and
 * swaps the result in at once. A stamp makes reruns with the same input free. Composer runs it
 * after `composer install` and `composer update` (scripts in composer.json); bin/release.sh copies
 * the result into each zip. PSR-4 for the prefixed namespaces is declared in composer.json.
 *
 * A dedicated script rather than Strauss or PHP-Scoper: neither is on the Packagist mirror this
 * project builds from (docs/decisions.md, "Export").
 *
 * Usage: php bin/prefix-vendor.php [--force]
 *
 * @package UserFeedback
 */

// A build script: it runs Composer, reads and writes files directly, prints to the terminal.
// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open, WordPress.PHP.DiscouragedPHPFunctions.system_calls_escapeshellarg

if ( 'cli' !== PHP_SAPI ) {
	exit( 2 );
}

$uf_root   = dirname( __DIR__ );
$uf_force  = in_array( '--force', array_slice( $argv, 1 ), true );
$uf_config = uf_prefix_config( $uf_root . '/composer.json' );
$uf_target = $uf_root . '/' . $uf_config['target'];
$uf_stamp  = array(
	'packages' => $uf_config['packages'],
	'prefix'   => $uf_config['prefix'],
	'php'      => $uf_config['php'],
	'exclude'  => $uf_config['exclude'],
	'script'   => hash_file( 'sha256', __FILE__ ),
);

if ( ! $uf_force && is_file( $uf_target . '/.prefixed.json' ) && json_decode( (string) file_get_contents( $uf_target . '/.prefixed.json' ), true ) === $uf_stamp ) {
	fwrite( STDERR, "Prefixed libraries are up to date ({$uf_config['target']}).\n" );
	exit( 0 );
}

$uf_source = $uf_target . '-source';
uf_prefix_install( $uf_source, $uf_config );

$uf_building = $uf_target . '.tmp';
uf_prefix_remove( $uf_building );
$uf_namespaces = array();
foreach ( array_keys( $uf_config['packages'] ) as $uf_package ) {
	foreach ( array_keys( uf_prefix_psr4( $uf_source . '/vendor/' . $uf_package ) ) as $uf_namespace ) {
		$uf_namespaces[] = rtrim( $uf_namespace, '\\' );
	}
}
$uf_files = 0;
foreach ( array_keys( $uf_config['packages'] ) as $uf_package ) {
	$uf_files += uf_prefix_package( $uf_source . '/vendor/' . $uf_package, $uf_building . '/' . $uf_package, $uf_namespaces, $uf_config['prefix'], $uf_package, $uf_config['exclude'] );
}
file_put_contents( $uf_building . '/.prefixed.json', (string) json_encode( $uf_stamp, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) . "\n" );
uf_prefix_remove( $uf_target );
if ( ! rename( $uf_building, $uf_target ) ) {
	uf_prefix_fail( "Could not move {$uf_building} to {$uf_target}." );
}
uf_prefix_remove( $uf_source );
fwrite( STDERR, sprintf( "Prefixed %d files of %s under %s into %s.\n", $uf_files, implode( ', ', array_keys( $uf_config['packages'] ) ), $uf_config['prefix'], $uf_config['target'] ) );

/**
 * The checked `extra.userfeedback-prefixed` settings.
 *
 * @param string $path composer.json.
 * @return array{packages: array<string, string>, prefix: string, target: string, php: string, exclude: string[]}
 */
function uf_prefix_config( string $path ): array {
	$composer = json_decode( (string) file_get_contents( $path ), true );
	$config   = is_array( $composer ) ? ( $composer['extra']['userfeedback-prefixed'] ?? null ) : null;
	if ( ! is_array( $config ) || ! is_array( $config['packages'] ?? null ) || array() === $config['packages'] ) {
		uf_prefix_fail( 'composer.json has no extra.userfeedback-prefixed.packages.' );
	}
	$prefix = is_string( $config['namespace_prefix'] ?? null ) ? rtrim( $config['namespace_prefix'], '\\' ) : '';
	$target = is_string( $config['target'] ?? null ) ? trim( $config['target'], '/' ) : '';
	if ( ! preg_match( '/^[A-Z][A-Za-z0-9]*(\\\\[A-Z][A-Za-z0-9]*)*$/', $prefix ) || ! preg_match( '#^vendor/[a-z0-9._-]+$#', $target ) ) {
		uf_prefix_fail( 'extra.userfeedback-prefixed needs a namespace_prefix and a target folder under vendor/.' );
	}
	$packages = array();
	foreach ( $config['packages'] as $name => $version ) {
		if ( ! is_string( $version ) || ! preg_match( '#^[a-z0-9_.-]+/[a-z0-9_.-]+$#', (string) $name ) || ! preg_match( '/^v?\d+\.\d+\.\d+$/', $version ) ) {
			uf_prefix_fail( "extra.userfeedback-prefixed.packages: {$name} needs an exact version (x.y.z)." );
		}
		$packages[ (string) $name ] = $version;
	}
	return array(
		'packages' => $packages,
		'prefix'   => $prefix,
		'target'   => $target,
		'php'      => is_string( $config['php'] ?? null ) ? $config['php'] : PHP_VERSION,
		'exclude'  => array_values( array_filter( (array) ( $config['exclude'] ?? array() ), 'is_string' ) ),
	);
}

/**
 * Installs the packages, and only them, into a folder of their own.
 *
 * @param string                                                                                                 $dir    The folder.
 * @param array{packages: array<string, string>, prefix: string, target: string, php: string, exclude: string[]} $config Settings.
 * @return void
 */
function uf_prefix_install( string $dir, array $config ): void {
	uf_prefix_remove( $dir );
	if ( ! mkdir( $dir, 0777, true ) ) {
		uf_prefix_fail( "Could not create {$dir}." );
	}
	$manifest = array(
		'name'        => 'userfeedback/prefixed-source',
		'description' => 'Generated by bin/prefix-vendor.php; do not edit.',
		'require'     => $config['packages'],
		'config'      => array(
			// The PHP the packages are resolved for (docs/decisions.md): the bundled version is
			// pinned exactly and tested on the plugin's PHP by its test suite.
			'platform'      => array( 'php' => $config['php'] ),
			'allow-plugins' => false,
		),
	);
	file_put_contents( $dir . '/composer.json', (string) json_encode( $manifest, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES ) . "\n" );

	$composer = getenv( 'COMPOSER_BINARY' );
	$command  = is_string( $composer ) && '' !== $composer && is_file( $composer ) ? array( PHP_BINARY, $composer ) : array( 'composer' );
	$command  = array_merge( $command, array( 'install', '--working-dir=' . $dir, '--no-dev', '--no-interaction', '--no-progress', '--no-scripts', '--no-plugins', '--no-autoloader', '--quiet' ) );
	// The parent Composer's settings for the root project must not leak into this one.
	$env = getenv();
	foreach ( array( 'COMPOSER', 'COMPOSER_VENDOR_DIR', 'COMPOSER_BIN_DIR', 'COMPOSER_DEV_MODE' ) as $name ) {
		unset( $env[ $name ] );
	}
	$process = proc_open( $command, array( STDIN, STDOUT, STDERR ), $pipes, $dir, $env );
	if ( ! is_resource( $process ) || 0 !== proc_close( $process ) ) {
		uf_prefix_fail( 'Composer could not install ' . implode( ', ', array_keys( $config['packages'] ) ) . '.' );
	}
}

/**
 * A package's PSR-4 namespaces and folders.
 *
 * @param string $dir The installed package.
 * @return array<string, string[]> Namespace (with trailing backslash) => folders.
 */
function uf_prefix_psr4( string $dir ): array {
	$manifest = json_decode( (string) file_get_contents( $dir . '/composer.json' ), true );
	$psr4     = is_array( $manifest ) ? ( $manifest['autoload']['psr-4'] ?? array() ) : array();
	if ( ! is_array( $psr4 ) || array() === $psr4 || isset( $manifest['autoload']['files'] ) || isset( $manifest['autoload']['classmap'] ) ) {
		uf_prefix_fail( "{$dir} is not a PSR-4-only package; bin/prefix-vendor.php would need to learn its layout." );
	}
	$map = array();
	foreach ( $psr4 as $namespace => $folders ) {
		$map[ (string) $namespace ] = array_map( 'strval', (array) $folders );
	}
	return $map;
}

/**
 * Copies one package's licence and PSR-4 folders, prefixing every PHP file.
 *
 * @param string   $from       The installed package.
 * @param string   $to         Where the prefixed copy goes.
 * @param string[] $namespaces Root namespaces to move (e.g. OpenSpout).
 * @param string   $prefix     The prefix (e.g. UserFeedback\Vendor).
 * @param string   $package    The package's name.
 * @param string[] $exclude    Folders to leave out, as package/name/folder (e.g. a library's own
 *                             autoloader, which would register the unprefixed names).
 * @return int PHP files written.
 */
function uf_prefix_package( string $from, string $to, array $namespaces, string $prefix, string $package, array $exclude ): int {
	$count    = 0;
	$licences = glob( $from . '/{LICENSE,LICENSE.*,COPYING}', GLOB_BRACE );
	foreach ( false === $licences ? array() : $licences as $licence ) {
		uf_prefix_write( $to . '/' . basename( $licence ), (string) file_get_contents( $licence ) );
	}
	foreach ( uf_prefix_psr4( $from ) as $folders ) {
		foreach ( $folders as $folder ) {
			$base  = rtrim( $from . '/' . $folder, '/' );
			$files = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $base, FilesystemIterator::SKIP_DOTS ) );
			foreach ( $files as $file ) {
				if ( ! $file instanceof SplFileInfo || 'php' !== $file->getExtension() ) {
					continue;
				}
				$relative = substr( $file->getPathname(), strlen( $from ) + 1 );
				foreach ( $exclude as $skip ) {
					if ( str_starts_with( $package . '/' . $relative, rtrim( $skip, '/' ) . '/' ) ) {
						continue 2;
					}
				}
				uf_prefix_write( $to . '/' . $relative, uf_prefix_code( (string) file_get_contents( $file->getPathname() ), $namespaces, $prefix, $relative ) );
				++$count;
			}
		}
	}
	return $count;
}

/**
 * One file's code with the namespaces moved under the prefix. Names are single tokens in PHP 8
 * (T_NAME_QUALIFIED `OpenSpout\Writer`, T_NAME_FULLY_QUALIFIED `\OpenSpout\Writer`), so the
 * rewrite never touches a partial name; comments and strings get the same change by pattern.
 *
 * @param string   $code       The file's code.
 * @param string[] $namespaces Root namespaces to move.
 * @param string   $prefix     The prefix.
 * @param string   $name       The file's path, for errors.
 * @return string
 */
function uf_prefix_code( string $code, array $namespaces, string $prefix, string $name ): string {
	$roots = implode( '|', array_map( static fn( string $ns ): string => preg_quote( $ns, '/' ), $namespaces ) );
	// In text: an optional leading separator, the root, then the separator the text uses
	// (`\` in comments, `\\` inside quoted strings), which the prefix is written with too.
	$in_text = '/(?<![\w\\\\])(\\\\*)(' . $roots . ')(\\\\+)(?=\w)/';
	$out     = '';
	$tokens  = PhpToken::tokenize( $code );
	foreach ( $tokens as $index => $token ) {
		$text = $token->text;
		switch ( $token->id ) {
			case T_NAME_QUALIFIED:
			case T_NAME_FULLY_QUALIFIED:
				$bare = ltrim( $text, '\\' );
				foreach ( $namespaces as $namespace ) {
					if ( str_starts_with( $bare . '\\', $namespace . '\\' ) ) {
						$text = ( $bare === $text ? '' : '\\' ) . $prefix . '\\' . $bare;
						break;
					}
				}
				break;
			case T_STRING:
				// `namespace OpenSpout;` names the root namespace itself as a plain identifier.
				if ( in_array( $text, $namespaces, true ) && uf_prefix_after_namespace( $tokens, $index ) ) {
					$text = $prefix . '\\' . $text;
				}
				break;
			case T_DOC_COMMENT:
			case T_COMMENT:
			case T_CONSTANT_ENCAPSED_STRING:
				$text = (string) preg_replace_callback(
					$in_text,
					static fn( array $m ): string => $m[1] . str_replace( '\\', $m[3], $prefix ) . $m[3] . $m[2] . $m[3],
					$text
				);
				break;
		}
		$out .= $text;
	}
	foreach ( PhpToken::tokenize( $out ) as $token ) {
		if ( in_array( $token->id, array( T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true ) ) {
			$bare = ltrim( $token->text, '\\' );
			foreach ( $namespaces as $namespace ) {
				if ( str_starts_with( $bare . '\\', $namespace . '\\' ) ) {
					uf_prefix_fail( "{$name}: {$token->text} was left unprefixed." );
				}
			}
		}
	}
	return $out;
}

/**
 * Whether the token at $index follows the `namespace` keyword.
 *
 * @param PhpToken[] $tokens The file's tokens.
 * @param int        $index  The token.
 * @return bool
 */
function uf_prefix_after_namespace( array $tokens, int $index ): bool {
	for ( $i = $index - 1; $i >= 0; $i-- ) {
		if ( ! $tokens[ $i ]->isIgnorable() ) {
			return T_NAMESPACE === $tokens[ $i ]->id;
		}
	}
	return false;
}

/**
 * Writes a file, creating its folder.
 *
 * @param string $path    The file.
 * @param string $content Its content.
 * @return void
 */
function uf_prefix_write( string $path, string $content ): void {
	$dir = dirname( $path );
	if ( ! is_dir( $dir ) && ! mkdir( $dir, 0777, true ) ) {
		uf_prefix_fail( "Could not create {$dir}." );
	}
	if ( false === file_put_contents( $path, $content ) ) {
		uf_prefix_fail( "Could not write {$path}." );
	}
}

/**
 * Deletes a folder and everything in it, if it exists.
 *
 * @param string $dir The folder.
 * @return void
 */
function uf_prefix_remove( string $dir ): void {
	if ( ! is_dir( $dir ) ) {
		return;
	}
	$items = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::CHILD_FIRST );
	foreach ( $items as $item ) {
		if ( $item instanceof SplFileInfo ) {
			$item->isDir() && ! $item->isLink() ? rmdir( $item->getPathname() ) : unlink( $item->getPathname() );
		}
	}
	rmdir( $dir );
}

/**
 * Stops with a message.
 *
 * @param string $message What went wrong.
 * @return never
 */
function uf_prefix_fail( string $message ): never {
	fwrite( STDERR, "bin/prefix-vendor.php: {$message}\n" );
	exit( 1 );
}
