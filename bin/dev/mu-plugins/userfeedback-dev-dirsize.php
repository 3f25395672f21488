<?php
/**
 * Plugin Name: UserFeedback dev folder sizes
 * Description: On development and test sites the plugin folder is a symlink to the working tree
 * (node_modules, and .dev with every site and the database files), which Site Health's Info tab
 * walks to measure folder sizes: on a full tree the walk ran out of memory and the page's size
 * request failed with a 500. It is counted as empty here; an installed plugin holds only its own
 * files.
 *
 * @package UserFeedback
 */

add_filter(
	'pre_recurse_dirsize',
	static function ( $size, $directory ) {
		$tree = WP_PLUGIN_DIR . '/userfeedback';
		return is_string( $directory ) && ( untrailingslashit( $directory ) === $tree || str_starts_with( $directory, $tree . '/' ) ) ? 0 : $size;
	},
	10,
	2
);
