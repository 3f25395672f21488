<?php
/**
 * The five add-ons as the Add-ons page shows them.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Plugins;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;

/**
 * Titles, excerpts, icons and packages of the add-ons, and the spec's Add-on entity with its
 * status (configuration.md §3, §4). Installed and active mean what WordPress means
 * (AddonRegistry); whether an add-on unlocks anything is Entitlements' answer.
 *
 * Packages: the zip `userfeedback-{key}.zip` in the folder or URL base of the
 * USERFEEDBACK_ADDON_PACKAGES constant, else in this plugin's own `dist/addons/` (a development
 * checkout after bin/build-addons.sh), else none. The `userfeedback_addon_package` filter has the
 * last word (a licence service can hand out signed download URLs through it). Never from a request.
 */
final class AddonCatalogue {

	public const STATUS_ACTIVE           = 'active';
	public const STATUS_NOT_ACTIVE       = 'not_active';
	public const STATUS_NOT_INSTALLED    = 'not_installed';
	public const STATUS_UPGRADE_REQUIRED = 'upgrade_required';

	public function __construct( private readonly Entitlements $entitlements ) {
	}

	/**
	 * Whether the key names an add-on.
	 *
	 * @param string $key Add-on key.
	 * @return bool
	 */
	public function has( string $key ): bool {
		return in_array( $key, AddonRegistry::KEYS, true );
	}

	/**
	 * Title and excerpt of each add-on.
	 *
	 * @return array<string, array{title: string, excerpt: string}>
	 */
	public function entries(): array {
		return array(
			'question-types' => array(
				'title'   => __( 'Question Types', 'userfeedback' ),
				'excerpt' => __( 'Ask star rating and NPS questions, randomize answer order and let visitors add a comment to their answer.', 'userfeedback' ),
			),
			'targeting'      => array(
				'title'   => __( 'Targeting', 'userfeedback' ),
				'excerpt' => __( 'Show each survey on the right pages, to the right visitors, on the devices you choose.', 'userfeedback' ),
			),
			'branding'       => array(
				'title'   => __( 'Branding', 'userfeedback' ),
				'excerpt' => __( 'Make the survey widget yours: your logo, colours, font and position.', 'userfeedback' ),
			),
			'behavior'       => array(
				'title'   => __( 'Behavior', 'userfeedback' ),
				'excerpt' => __( 'Choose when a survey appears and for how long, schedule it, start it minimized and redirect after the answer.', 'userfeedback' ),
			),
			'templates'      => array(
				'title'   => __( 'Templates', 'userfeedback' ),
				'excerpt' => __( 'Start from 20+ ready-made survey templates written by feedback experts.', 'userfeedback' ),
			),
		);
	}

	/**
	 * Where the add-on's zip comes from ('' when nowhere).
	 *
	 * @param string $key Add-on key.
	 * @return string A URL or local path.
	 */
	public function package( string $key ): string {
		if ( ! $this->has( $key ) ) {
			return '';
		}
		$file    = "userfeedback-{$key}.zip";
		$package = '';
		if ( defined( 'USERFEEDBACK_ADDON_PACKAGES' ) && is_string( USERFEEDBACK_ADDON_PACKAGES ) && '' !== USERFEEDBACK_ADDON_PACKAGES ) {
			$package = trailingslashit( USERFEEDBACK_ADDON_PACKAGES ) . $file;
		} elseif ( is_file( USERFEEDBACK_DIR . '/dist/addons/' . $file ) ) {
			$package = USERFEEDBACK_DIR . '/dist/addons/' . $file;
		}
		/**
		 * Filters the package an add-on is installed from (URL or local zip path, '' for none).
		 *
		 * @param string $package Package URL or path.
		 * @param string $key     Add-on key.
		 */
		$package = apply_filters( 'userfeedback_addon_package', $package, $key );
		return is_string( $package ) ? $package : '';
	}

	/**
	 * The spec's status: Active if active; otherwise Upgrade Required outside Pro (an add-on
	 * unlocks nothing in Lite, so offering Activate there would mislead); Not Active if installed;
	 * Not Installed.
	 *
	 * @param bool $installed The plugin is on disk.
	 * @param bool $active    WordPress runs it.
	 * @param bool $is_pro    Pro build.
	 * @return string One of the STATUS_* constants.
	 */
	public static function status( bool $installed, bool $active, bool $is_pro ): string {
		if ( $active ) {
			return self::STATUS_ACTIVE;
		}
		if ( ! $is_pro ) {
			return self::STATUS_UPGRADE_REQUIRED;
		}
		return $installed ? self::STATUS_NOT_ACTIVE : self::STATUS_NOT_INSTALLED;
	}

	/**
	 * One add-on as the REST API returns it.
	 *
	 * @param string $key Add-on key.
	 * @return array{slug: string, title: string, excerpt: string, icon: string, type: string, installed: bool, active: bool, unlocked: bool, redirect: string, status: string, basename: string, version: string}
	 */
	public function item( string $key ): array {
		$registry  = $this->entitlements->addon_registry();
		$entry     = $this->entries()[ $key ];
		$installed = $registry->is_installed( $key );
		$active    = $installed && $registry->is_active( $key );
		return array(
			'slug'      => $key,
			'title'     => $entry['title'],
			'excerpt'   => $entry['excerpt'],
			'icon'      => plugins_url( "assets/images/addons/{$key}.svg", USERFEEDBACK_FILE ),
			'type'      => 'licensed',
			'installed' => $installed,
			'active'    => $active,
			'unlocked'  => $this->entitlements->addon_active( $key ),
			'redirect'  => $this->redirect( $key ),
			'status'    => self::status( $installed, $active, $this->entitlements->is_pro() ),
			'basename'  => $registry->basename( $key ),
			'version'   => $registry->registered()[ $key ] ?? '',
		);
	}

	/**
	 * Every add-on, in the catalogue's order.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public function items(): array {
		return array_map( array( $this, 'item' ), AddonRegistry::KEYS );
	}

	/**
	 * Where the add-on's features are used, for a "go there" link after activation.
	 *
	 * @param string $key Add-on key.
	 * @return string
	 */
	private function redirect( string $key ): string {
		$page = 'branding' === $key ? 'userfeedback_settings#/widget' : 'userfeedback_surveys#/new';
		return admin_url( 'admin.php?page=' . $page );
	}
}
