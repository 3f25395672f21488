<?php
/**
 * Which Pro modules this copy of the plugin carries.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback;

/**
 * The Pro edition's features live in modules under pro/src/ (autoloaded under their usual
 * namespaces, e.g. UserFeedback\Export). The Lite zip leaves that folder out, so the free plugin
 * ships none of their code (the directory's rule against locked "trialware"); Lite keeps its
 * upsells in their place. Code that wires or names a Pro module asks here first.
 */
final class ProModules {

	/**
	 * Whether a Pro module's class is in this copy (the autoloader finds its file).
	 *
	 * @param class-string $class_name A class of the module.
	 * @return bool
	 */
	public static function has( string $class_name ): bool {
		return class_exists( $class_name );
	}
}
