<?php
/**
 * Site Health: the database is at the code's schema version.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

use UserFeedback\Database\Installer;
use UserFeedback\Database\Tables;

/**
 * Installer::maybe_upgrade() brings the schema up on the first request after an update, so by the
 * time an admin reads this screen the stored version (option `userfeedback_schema_version`) should
 * equal the code's. If it does not, that upgrade failed or is stuck, and surveys may fail to save
 * or responses to be stored: critical. Same when the version is newer than the code (the plugin was
 * replaced by an older copy) or a table is missing. One autoloaded option read and one data
 * dictionary read.
 */
final class SchemaVersionCheck implements StatusCheck {

	public const ID = 'userfeedback_schema_version';

	public function __construct( private readonly Installer $installer, private readonly InstalledTables $installed, private readonly Tables $tables ) {
	}

	public function id(): string {
		return self::ID;
	}

	/**
	 * Shown while the test runs.
	 *
	 * @return string
	 */
	public function label(): string {
		return __( 'UserFeedback database version', 'userfeedback' );
	}

	/**
	 * Compares the versions and looks for the tables.
	 *
	 * @return array<string, mixed>
	 */
	public function run(): array {
		$stored  = $this->installer->installed_version();
		$code    = $this->installer->code_version();
		$missing = $this->installed->missing( $this->tables->all() );
		$plugins = Result::link( admin_url( 'plugins.php' ), __( 'Go to Plugins', 'userfeedback' ) );
		$errors  = __( 'If that does not help, your PHP error log names the database error that stopped it (often a database user without the ALTER or CREATE privilege).', 'userfeedback' );

		if ( $stored > $code ) {
			return Result::make(
				self::ID,
				Result::CRITICAL,
				__( 'The UserFeedback database is newer than the plugin', 'userfeedback' ),
				Result::paragraphs(
					/* translators: 1: the schema version stored in the database, 2: the version this copy of the plugin expects. */
					sprintf( __( 'The database was upgraded to version %1$d by a newer UserFeedback, but this copy of the plugin expects version %2$d. An older plugin may not read or write the newer tables correctly.', 'userfeedback' ), $stored, $code ),
					__( 'Install the latest version of UserFeedback again. Going back to an older version is not supported.', 'userfeedback' )
				),
				$plugins
			);
		}

		if ( $stored < $code || array() !== $missing ) {
			if ( 0 === $stored ) {
				$what = __( 'The UserFeedback tables have never been installed on this site: activating the plugin installs them, and that did not finish.', 'userfeedback' );
			} elseif ( $stored < $code ) {
				/* translators: 1: the schema version stored in the database, 2: the version this copy of the plugin expects. */
				$what = sprintf( __( 'The UserFeedback database is at version %1$d, but the plugin needs version %2$d. The upgrade runs by itself on the first page load after an update; it has not finished here.', 'userfeedback' ), $stored, $code );
			} else {
				$what = __( 'The UserFeedback database is at the current version, but some of its tables are missing (a backup restored without them, or tables removed by hand or by a clean-up plugin).', 'userfeedback' );
			}
			return Result::make(
				self::ID,
				Result::CRITICAL,
				__( 'The UserFeedback database needs an update', 'userfeedback' ),
				Result::paragraphs(
					$what,
					__( 'Until it is done, surveys may fail to save and visitors’ answers may not be stored.', 'userfeedback' )
				)
				. ( array() !== $missing
					? Result::paragraphs( __( 'Missing tables:', 'userfeedback' ) ) . Result::list_items( array_values( $missing ) )
					: '' )
				. Result::paragraphs(
					__( 'Deactivate UserFeedback and activate it again: that runs the upgrade and creates missing tables. Your surveys and responses are kept.', 'userfeedback' ),
					$errors
				),
				$plugins
			);
		}

		return Result::make(
			self::ID,
			Result::GOOD,
			__( 'The UserFeedback database is up to date', 'userfeedback' ),
			Result::paragraphs(
				/* translators: %d: the schema version. */
				sprintf( __( 'The database is at version %d, the version this copy of UserFeedback expects, and all of its tables are there.', 'userfeedback' ), $stored )
			)
		);
	}
}
