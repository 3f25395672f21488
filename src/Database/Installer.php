<?php
/**
 * Creates and upgrades the plugin's tables, per site.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

use UserFeedback\Hookable;
use UserFeedback\Legacy\LegacyImporter;

/**
 * Brings each site's schema to the code's version: on activation, on the first request after an
 * update (the stored version is older), and when a new site is created on a multisite network.
 */
final class Installer implements Hookable {

	/**
	 * The option holding the site's schema version. (Until schema 5 it was
	 * `userfeedback_db_version`, the name UserFeedback 1.x keeps its own version in: see
	 * installed_version().)
	 */
	public const VERSION_OPTION = 'userfeedback_schema_version';

	/**
	 * Where versions before 5 kept our schema version, and where 1.x keeps '1.0.0'.
	 */
	public const OLD_VERSION_OPTION = 'userfeedback_db_version';

	/**
	 * How long an upgrade waits for another request's to finish.
	 */
	private const LOCK_WAIT_SECONDS = 10;

	/**
	 * The upgrade's claim, held across every database node.
	 *
	 * @var UpgradeClaim
	 */
	private readonly UpgradeClaim $claim;

	/**
	 * Constructor.
	 *
	 * @param \wpdb               $wpdb       The database connection.
	 * @param Tables              $tables     Table names.
	 * @param Migrations          $migrations Ordered data migrations.
	 * @param LegacyImporter|null $legacy     UserFeedback 1.x's data (set aside before our schema takes its table's name), when it may be on the site.
	 */
	public function __construct( private readonly \wpdb $wpdb, private readonly Tables $tables, private readonly Migrations $migrations, private readonly ?LegacyImporter $legacy = null ) {
		$this->claim = new UpgradeClaim( $wpdb );
	}

	/**
	 * Hooks: upgrade on load when needed, install on new network sites, drop with deleted sites.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_action( 'init', array( $this, 'maybe_upgrade' ), 1 );
		add_action( 'wp_initialize_site', array( $this, 'install_new_site' ), 200 );
		add_filter( 'wpmu_drop_tables', array( $this, 'tables_to_drop_with_site' ) );
	}

	/**
	 * The activation hook. Network activation installs every site of a small network now; sites of
	 * a large one are brought up lazily by maybe_upgrade() on their first request.
	 *
	 * @param bool $network_wide Whether the plugin is being network-activated.
	 * @return void
	 */
	public static function on_activation( $network_wide = false ): void {
		$installer = userfeedback()->installer();
		if ( ! is_multisite() || ! $network_wide ) {
			$installer->upgrade();
			return;
		}
		$site_ids = get_sites(
			array(
				'fields' => 'ids',
				'number' => 100,
			)
		);
		foreach ( $site_ids as $site_id ) {
			switch_to_blog( (int) $site_id );
			$installer->upgrade();
			restore_current_blog();
		}
	}

	/**
	 * The current site's stored schema version (0 when never installed).
	 *
	 * @return int
	 */
	public function installed_version(): int {
		$version = get_option( self::VERSION_OPTION, null );
		if ( null !== $version ) {
			return (int) $version;
		}
		// Before schema 5 our version lived in the option 1.x uses too: ours is a bare number,
		// 1.x's reads '1.0.0' and means nothing here.
		$old = (string) get_option( self::OLD_VERSION_OPTION, '' );
		return ctype_digit( $old ) ? (int) $old : 0;
	}

	public function code_version(): int {
		return $this->migrations->latest_version();
	}

	/**
	 * Upgrades when the stored version is older than the code's. Cheap when it is not: one
	 * autoloaded option read.
	 *
	 * @return void
	 */
	public function maybe_upgrade(): void {
		if ( $this->installed_version() < $this->code_version() ) {
			$this->upgrade();
		}
	}

	/**
	 * Creates or alters the tables to the canonical schema, then runs the pending migrations in
	 * order, recording the version after each so a failure resumes where it stopped.
	 *
	 * UserFeedback 1.x's surveys table has our surveys table's name (and other columns): when it is
	 * there, it is first renamed aside, never altered, and an import of its data is recorded as
	 * pending (Legacy\LegacyImporter).
	 *
	 * @return bool False when another request holds the upgrade's claim.
	 */
	public function upgrade(): bool {
		$token = $this->claim_upgrade();
		if ( null === $token ) {
			return false;
		}
		try {
			$this->legacy?->set_aside();
			require_once ABSPATH . 'wp-admin/includes/upgrade.php';
			// The counter tables' keys first: dbDelta would add their shard column, then try an
			// ADD PRIMARY KEY the existing key refuses (a database error on the upgrade's page).
			( new ShardedCounterKeys( $this->wpdb, $this->tables ) )->apply();
			dbDelta( array_values( Schema::statements( $this->tables, $this->wpdb->get_charset_collate() ) ) );

			foreach ( $this->migrations->pending( $this->installed_version() ) as $version => $migration ) {
				$this->claim->renew( $token );
				$migration();
				update_option( self::VERSION_OPTION, $version, true );
			}
			$this->legacy?->after_schema();
		} finally {
			$this->claim->release( $token );
		}
		return true;
	}

	/**
	 * Installs the schema on a site just created on the network, when the plugin is network-active.
	 *
	 * @param \WP_Site $site The new site.
	 * @return void
	 */
	public function install_new_site( \WP_Site $site ): void {
		// Read the option directly: is_plugin_active_for_network() lives in wp-admin, which is not
		// loaded when a site is created through REST or a script.
		$network_plugins = (array) get_site_option( 'active_sitewide_plugins', array() );
		if ( ! isset( $network_plugins[ plugin_basename( USERFEEDBACK_FILE ) ] ) ) {
			return;
		}
		switch_to_blog( (int) $site->blog_id );
		$this->upgrade();
		restore_current_blog();
	}

	/**
	 * Adds the site's tables to the list WordPress drops when it deletes a site.
	 *
	 * @param string[] $tables Tables WordPress will drop.
	 * @return string[]
	 */
	public function tables_to_drop_with_site( $tables ): array {
		return array_merge( (array) $tables, array_values( $this->tables->all() ) );
	}

	/**
	 * Drops the current site's tables and forgets its schema version. Only called by uninstall.php
	 * when the admin opted in to deleting data.
	 *
	 * @return void
	 */
	public function drop_tables(): void {
		foreach ( $this->tables->all() as $table ) {
			// Table names come from Tables, never from input; identifiers cannot be placeholders.
			$this->wpdb->query( "DROP TABLE IF EXISTS `{$table}`" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery.SchemaChange
		}
		delete_option( self::VERSION_OPTION );
		delete_option( UpgradeClaim::OPTION );
		if ( ctype_digit( (string) get_option( self::OLD_VERSION_OPTION, '' ) ) ) {
			delete_option( self::OLD_VERSION_OPTION );
		}
	}

	/**
	 * Takes the upgrade's claim so two web nodes never run dbDelta and migrations at once, waiting
	 * up to LOCK_WAIT_SECONDS for a holder to finish. An option row (UpgradeClaim), not a
	 * WorkClaims row: the claims table is what the upgrade may be creating.
	 *
	 * @return string|null The holder's token, or null when another request kept it.
	 */
	private function claim_upgrade(): ?string {
		$deadline = microtime( true ) + self::LOCK_WAIT_SECONDS;
		while ( true ) {
			$token = $this->claim->take();
			if ( null !== $token || microtime( true ) >= $deadline ) {
				return $token;
			}
			usleep( 200000 );
		}
	}
}
