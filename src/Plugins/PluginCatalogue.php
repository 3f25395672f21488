<?php
/**
 * The other plugins UserFeedback offers to install: automation, analytics, cross-sales.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Plugins;

/**
 * A fixed list, keyed by wordpress.org slug. Requests name a slug or a basename; the package to
 * download and the plugin file come from here only, so nobody can make the site fetch a URL or
 * touch a plugin of their choosing through these calls.
 *
 * Packages default to the wordpress.org download; the `userfeedback_plugin_package` filter
 * changes one (development and tests point it at local zip files, which WordPress's upgrader
 * accepts as a package).
 */
final class PluginCatalogue {

	public const AUTOMATION = 'uncanny-automator';
	public const ANALYTICS  = 'google-analytics-for-wordpress';

	/**
	 * Constructor.
	 *
	 * @param PluginInstaller $installer Plugin state from WordPress.
	 */
	public function __construct( private readonly PluginInstaller $installer ) {
	}

	/**
	 * The catalogue: slug => name, description, basename.
	 *
	 * @return array<string, array{name: string, description: string, basename: string}>
	 */
	public function entries(): array {
		return array(
			self::AUTOMATION      => array(
				'name'        => 'Uncanny Automator',
				'description' => __( 'Connect UserFeedback to your other plugins and apps: send survey answers to your CRM, e-mail tool or spreadsheet, no code needed.', 'userfeedback' ),
				'basename'    => 'uncanny-automator/uncanny-automator.php',
			),
			self::ANALYTICS       => array(
				'name'        => 'MonsterInsights',
				'description' => __( 'Google Analytics in WordPress: see where your visitors come from, and track survey impressions and answers as events.', 'userfeedback' ),
				'basename'    => 'google-analytics-for-wordpress/googleanalytics.php',
			),
			'wpforms-lite'        => array(
				'name'        => 'WPForms',
				'description' => __( 'Drag and drop contact forms, payment forms and more for when a survey is not enough.', 'userfeedback' ),
				'basename'    => 'wpforms-lite/wpforms.php',
			),
			'all-in-one-seo-pack' => array(
				'name'        => 'All in One SEO',
				'description' => __( 'Improve how your pages rank and show in search results.', 'userfeedback' ),
				'basename'    => 'all-in-one-seo-pack/all_in_one_seo_pack.php',
			),
		);
	}

	/**
	 * Whether the slug is in the catalogue.
	 *
	 * @param string $slug Plugin slug.
	 * @return bool
	 */
	public function has( string $slug ): bool {
		return array_key_exists( $slug, $this->entries() );
	}

	/**
	 * The slug of a catalogue basename, or null when the basename is not in the catalogue.
	 *
	 * @param string $basename Plugin basename.
	 * @return string|null
	 */
	public function slug_for_basename( string $basename ): ?string {
		foreach ( $this->entries() as $slug => $entry ) {
			if ( $entry['basename'] === $basename ) {
				return $slug;
			}
		}
		return null;
	}

	/**
	 * Where the plugin's zip comes from: wordpress.org unless the filter says otherwise.
	 *
	 * @param string $slug Catalogue slug.
	 * @return string A URL or local path; '' when unknown.
	 */
	public function package( string $slug ): string {
		if ( ! $this->has( $slug ) ) {
			return '';
		}
		$default = 'https://downloads.wordpress.org/plugin/' . rawurlencode( $slug ) . '.latest-stable.zip';
		/**
		 * Filters the package a catalogue plugin is installed from (URL or local zip path).
		 *
		 * @param string $package Package URL or path.
		 * @param string $slug    Catalogue slug.
		 */
		$package = apply_filters( 'userfeedback_plugin_package', $default, $slug );
		return is_string( $package ) ? $package : '';
	}

	/**
	 * One plugin as the admin app receives it (contract "Plugins admin-ajax").
	 *
	 * @param string $slug Catalogue slug.
	 * @return array{slug: string, basename: string, name: string, description: string, icon: string, installed: bool, active: bool, is_installed: bool, is_active: bool, setup_complete: bool, setup_url: string, recipe_url: string}|null
	 */
	public function item( string $slug ): ?array {
		$entry = $this->entries()[ $slug ] ?? null;
		if ( null === $entry ) {
			return null;
		}
		$installed = $this->installer->is_installed( $entry['basename'] );
		$active    = $installed && $this->installer->is_active( $entry['basename'] );
		return array(
			'slug'           => $slug,
			'basename'       => $entry['basename'],
			'name'           => $entry['name'],
			'description'    => $entry['description'],
			'icon'           => plugins_url( 'assets/images/plugins/' . $slug . '.svg', USERFEEDBACK_FILE ),
			'installed'      => $installed,
			'active'         => $active,
			'is_installed'   => $installed,
			'is_active'      => $active,
			'setup_complete' => $active && $this->setup_complete( $slug ),
			'setup_url'      => $this->setup_url( $slug ),
			'recipe_url'     => self::AUTOMATION === $slug ? admin_url( 'post-new.php?post_type=uo-recipe' ) : '',
		);
	}

	/**
	 * Every catalogue plugin, keyed by slug.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function items(): array {
		$items = array();
		foreach ( array_keys( $this->entries() ) as $slug ) {
			$items[ $slug ] = (array) $this->item( $slug );
		}
		return $items;
	}

	/**
	 * The admin page of the plugin's own setup wizard, '' when it has none we know of.
	 *
	 * @param string $slug Catalogue slug.
	 * @return string
	 */
	private function setup_url( string $slug ): string {
		if ( self::AUTOMATION === $slug ) {
			return admin_url( 'edit.php?post_type=uo-recipe&page=uncanny-automator-setup-wizard' );
		}
		if ( self::ANALYTICS === $slug ) {
			return admin_url( 'index.php?page=monsterinsights-onboarding' );
		}
		return '';
	}

	/**
	 * Whether an active plugin's setup is done (integrations guide step 2 → 3).
	 *
	 * Automator: its site is connected to an Automator account (what its setup wizard does), or,
	 * for versions without that check, at least one recipe exists — either way the owner has
	 * been through setup. Analytics: a Google Analytics property is connected. Filterable with
	 * `userfeedback_plugin_setup_complete` for plugins and versions this does not know.
	 *
	 * @param string $slug Catalogue slug.
	 * @return bool
	 */
	private function setup_complete( string $slug ): bool {
		$complete = false;
		if ( self::AUTOMATION === $slug ) {
			$connected = array( '\Uncanny_Automator\Api_Server', 'is_automator_connected' );
			if ( is_callable( $connected ) ) {
				$complete = (bool) call_user_func( $connected );
			}
			if ( ! $complete ) {
				$complete = $this->has_recipe();
			}
		} elseif ( self::ANALYTICS === $slug ) {
			foreach ( array( 'monsterinsights_get_v4_id', 'monsterinsights_get_ua' ) as $function ) {
				// @phpstan-ignore-next-line function.impossibleType -- MonsterInsights' functions exist only when it is active.
				if ( is_callable( $function ) && '' !== (string) call_user_func( $function ) ) {
					$complete = true;
					break;
				}
			}
		}
		/**
		 * Filters whether an active catalogue plugin counts as set up.
		 *
		 * @param bool   $complete What UserFeedback found.
		 * @param string $slug     Catalogue slug.
		 */
		return (bool) apply_filters( 'userfeedback_plugin_setup_complete', $complete, $slug );
	}

	/**
	 * Whether an Automator recipe exists (any status but trash).
	 *
	 * @return bool
	 */
	private function has_recipe(): bool {
		$recipes = get_posts(
			array(
				'post_type'        => 'uo-recipe',
				'post_status'      => array( 'publish', 'draft', 'private', 'pending', 'future' ),
				'posts_per_page'   => 1,
				'fields'           => 'ids',
				'no_found_rows'    => true,
				'suppress_filters' => true,
			)
		);
		return array() !== $recipes;
	}
}
