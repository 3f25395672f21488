<?php
/**
 * The UserFeedback section of Tools → Site Health → Info.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

use UserFeedback\Database\Installer;
use UserFeedback\Email\EmailCron;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Legacy\ImportState;
use UserFeedback\Surveys\SurveyRepository;

/**
 * What support asks for first, in the place WordPress users already copy from ("Copy site info to
 * clipboard"): version, edition, plan, add-ons, schema, how much data, the queue, the scheduled
 * tasks and the 1.x import. Each field has a `debug` value in English for the copied text, so a
 * report reads the same whatever the admin's language.
 *
 * Never the licence key, nor anything naming a person. Fields that could single the site out are
 * `private` (WordPress leaves them out of the copied text): the licence's expiry date (with the plan
 * it can point to one customer) and the import's error text (it may quote table names and paths).
 *
 * Built only when the Info screen is opened. Counts: surveys from the surveys list's one grouped
 * query, responses from one index-only count (ResponseCounts), the queue's open rows (QueueStats).
 */
final class DebugSection {

	public const KEY = 'userfeedback';

	/**
	 * Returns the current Unix time.
	 *
	 * @var \Closure(): int
	 */
	private readonly \Closure $clock;

	/**
	 * Constructor.
	 *
	 * @param Entitlements     $entitlements Edition, licence and add-on facts.
	 * @param LicenseStore     $licenses     Where the licence is kept.
	 * @param Installer        $installer    The stored and the expected schema version.
	 * @param SurveyRepository $surveys      Survey rows.
	 * @param ResponseCounts   $responses    Response counts.
	 * @param QueueStats       $queue        The queue's figures.
	 * @param ImportState      $import       The 1.x import's progress.
	 * @param \Closure|null    $clock        Returns the current Unix time; time() when null.
	 */
	public function __construct( private readonly Entitlements $entitlements, private readonly LicenseStore $licenses, private readonly Installer $installer, private readonly SurveyRepository $surveys, private readonly ResponseCounts $responses, private readonly QueueStats $queue, private readonly ImportState $import, ?\Closure $clock = null ) {
		$this->clock = $clock ?? static fn(): int => time();
	}

	/**
	 * The section, in the shape of the `debug_information` filter.
	 *
	 * @return array{label: string, description: string, fields: array<string, array{label: string, value: string|array<string, string>, debug?: string|array<string, string>, private?: bool}>}
	 */
	public function section(): array {
		$fields = array(
			'version'         => self::field( __( 'Version', 'userfeedback' ), USERFEEDBACK_VERSION ),
			'edition'         => self::field( __( 'Edition', 'userfeedback' ), $this->entitlements->is_pro() ? __( 'Pro', 'userfeedback' ) : __( 'Lite', 'userfeedback' ), $this->entitlements->edition() ),
			...$this->license_fields(),
			'addons'          => $this->addons_field(),
			'schema_version'  => $this->schema_field(),
			'surveys'         => $this->surveys_field(),
			'responses'       => $this->responses_field(),
			'queue'           => $this->queue_field(),
			'scheduled_tasks' => $this->cron_field(),
			...$this->import_fields(),
		);
		return array(
			'label'       => __( 'UserFeedback', 'userfeedback' ),
			'description' => __( 'What UserFeedback runs with and how much it holds. The licence key is never shown.', 'userfeedback' ),
			'fields'      => $fields,
		);
	}

	/**
	 * The plan in force and the stored key's state; the expiry date is private.
	 *
	 * @return array<string, array{label: string, value: string, debug?: string, private?: bool}>
	 */
	private function license_fields(): array {
		if ( ! $this->entitlements->is_pro() ) {
			return array(
				'license' => self::field( __( 'Licence', 'userfeedback' ), __( 'Not used by the Lite edition', 'userfeedback' ), 'n/a (lite)' ),
			);
		}
		$license = $this->licenses->get();
		$source  = $this->licenses->source();
		$state   = self::license_state( $license );
		$words   = array(
			'none'     => __( 'no licence key', 'userfeedback' ),
			'valid'    => __( 'valid', 'userfeedback' ),
			'expired'  => __( 'expired', 'userfeedback' ),
			'disabled' => __( 'disabled', 'userfeedback' ),
			'invalid'  => __( 'invalid', 'userfeedback' ),
		);
		$sources = array(
			'site'    => __( 'site licence', 'userfeedback' ),
			'network' => __( 'network licence', 'userfeedback' ),
		);
		$value   = 'none' === $state
			? $words['none']
			/* translators: 1: licence plan (lite, plus, pro or elite), 2: the key's state, e.g. "valid", 3: where it is set, e.g. "site licence". */
			: sprintf( __( '%1$s plan, %2$s (%3$s)', 'userfeedback' ), $license->type, $words[ $state ], $sources[ $source ] ?? $source );
		$expires = 0 === $license->expires ? __( 'Never', 'userfeedback' ) : wp_date( (string) get_option( 'date_format' ), $license->expires );
		return array(
			'license'         => self::field(
				__( 'Licence', 'userfeedback' ),
				$value,
				sprintf( 'plan in force=%s; key plan=%s; state=%s; source=%s', $this->entitlements->license_type(), 'none' === $state ? 'none' : $license->type, $state, $source )
			),
			'license_expires' => self::field( __( 'Licence expires', 'userfeedback' ), 'none' === $state ? '—' : (string) $expires, 'none' === $state || 0 === $license->expires ? 'never' : gmdate( 'Y-m-d', $license->expires ), true ),
		);
	}

	/**
	 * Every add-on and what it does on this site.
	 *
	 * @return array{label: string, value: array<string, string>, debug: array<string, string>}
	 */
	private function addons_field(): array {
		$registered = $this->entitlements->addon_registry()->registered();
		$value      = array();
		$debug      = array();
		foreach ( $this->entitlements->addons() as $key => $addon ) {
			$plugin_active = $this->entitlements->addon_registry()->is_active( $key );
			if ( $addon['active'] ) {
				$state = 'active';
				$words = __( 'active', 'userfeedback' );
			} elseif ( $plugin_active ) {
				// The plugin runs, but unlocks nothing: Lite, or no valid licence (Entitlements::addon_active()).
				$state = 'locked';
				$words = __( 'plugin active, locked (needs Pro with a valid licence)', 'userfeedback' );
			} elseif ( $addon['installed'] ) {
				$state = 'inactive';
				$words = __( 'installed, not active', 'userfeedback' );
			} else {
				$state = 'not installed';
				$words = __( 'not installed', 'userfeedback' );
			}
			if ( isset( $registered[ $key ] ) ) {
				$state .= ' ' . $registered[ $key ];
				/* translators: 1: the add-on's state, e.g. "active"; 2: its version. */
				$words = sprintf( __( '%1$s, version %2$s', 'userfeedback' ), $words, $registered[ $key ] );
			}
			$value[ $key ] = $words;
			$debug[ $key ] = $state;
		}
		return array(
			'label' => __( 'Add-ons', 'userfeedback' ),
			'value' => $value,
			'debug' => $debug,
		);
	}

	/**
	 * The stored schema version, and the code's when they differ.
	 *
	 * @return array{label: string, value: string, debug: string}
	 */
	private function schema_field(): array {
		$stored = $this->installer->installed_version();
		$code   = $this->installer->code_version();
		return self::field(
			__( 'Database schema version', 'userfeedback' ),
			$stored === $code
				? (string) $stored
				/* translators: 1: the stored schema version, 2: the version the plugin expects. */
				: sprintf( __( '%1$d (the plugin expects %2$d)', 'userfeedback' ), $stored, $code ),
			sprintf( 'stored=%d; code=%d', $stored, $code )
		);
	}

	/**
	 * Surveys by status, as the surveys list's filters count them.
	 *
	 * @return array{label: string, value: array<string, string>, debug: array<string, string>}
	 */
	private function surveys_field(): array {
		$counts = $this->surveys->status_counts();
		$labels = array(
			'publish'   => __( 'Live', 'userfeedback' ),
			'scheduled' => __( 'Scheduled', 'userfeedback' ),
			'draft'     => __( 'Draft', 'userfeedback' ),
			'trash'     => __( 'Trash', 'userfeedback' ),
		);
		return self::counts_field( __( 'Surveys', 'userfeedback' ), $labels, $counts );
	}

	/**
	 * Responses by status.
	 *
	 * @return array{label: string, value: array<string, string>, debug: array<string, string>}
	 */
	private function responses_field(): array {
		$labels = array(
			'publish' => __( 'Published', 'userfeedback' ),
			'trash'   => __( 'Trash', 'userfeedback' ),
		);
		return self::counts_field( __( 'Responses', 'userfeedback' ), $labels, $this->responses->by_status() );
	}

	/**
	 * The queue's pending and failed rows per kind.
	 *
	 * @return array{label: string, value: string|array<string, string>, debug: string|array<string, string>}
	 */
	private function queue_field(): array {
		$counts = $this->queue->counts();
		$label  = __( 'Background queue', 'userfeedback' );
		if ( array() === $counts ) {
			return self::field( $label, __( 'Empty', 'userfeedback' ), 'empty' );
		}
		$value = array();
		$debug = array();
		foreach ( $counts as $kind => $count ) {
			/* translators: 1: how many are waiting, 2: how many failed in the last 30 days. */
			$value[ QueueKinds::label( (string) $kind ) ] = sprintf( __( '%1$s pending, %2$s failed', 'userfeedback' ), number_format_i18n( $count['pending'] ), number_format_i18n( $count['failed'] ) );
			$debug[ (string) $kind ]                      = sprintf( 'pending=%d; failed=%d', $count['pending'], $count['failed'] );
		}
		return array(
			'label' => $label,
			'value' => $value,
			'debug' => $debug,
		);
	}

	/**
	 * Who runs scheduled tasks, and when the minute task is next due.
	 *
	 * @return array{label: string, value: string, debug: string}
	 */
	private function cron_field(): array {
		$now      = ( $this->clock )();
		$disabled = defined( 'DISABLE_WP_CRON' ) && (bool) constant( 'DISABLE_WP_CRON' );
		$next     = wp_next_scheduled( EmailCron::DRAIN_HOOK );
		$runner   = $disabled ? __( 'server cron (DISABLE_WP_CRON)', 'userfeedback' ) : __( 'WP-Cron', 'userfeedback' );
		if ( false === $next ) {
			$when       = __( 'minute task not scheduled', 'userfeedback' );
			$when_debug = 'not scheduled';
		} elseif ( $next >= $now ) {
			/* translators: %s: a duration, e.g. "30 seconds". */
			$when       = sprintf( __( 'minute task due in %s', 'userfeedback' ), human_time_diff( $now, $next ) );
			$when_debug = sprintf( 'due in %ds', $next - $now );
		} else {
			/* translators: %s: a duration, e.g. "2 hours". */
			$when       = sprintf( __( 'minute task overdue by %s', 'userfeedback' ), human_time_diff( $next, $now ) );
			$when_debug = sprintf( 'overdue by %ds', $now - $next );
		}
		return self::field(
			__( 'Scheduled tasks', 'userfeedback' ),
			$runner . '; ' . $when,
			( $disabled ? 'server cron' : 'wp-cron' ) . '; ' . $when_debug
		);
	}

	/**
	 * The 1.x import, when there was one.
	 *
	 * @return array<string, array{label: string, value: string, debug: string, private?: bool}>
	 */
	private function import_fields(): array {
		$state = $this->import->get();
		if ( 'none' === $state['state'] ) {
			return array();
		}
		$value = sprintf(
			/* translators: 1: the import's state, e.g. "done"; 2 and 3: surveys imported and in all; 4 and 5: responses imported and in all; 6: responses skipped. */
			__( '%1$s: %2$s of %3$s surveys, %4$s of %5$s responses imported, %6$s skipped', 'userfeedback' ),
			$state['state'],
			number_format_i18n( $state['surveys']['imported'] ),
			number_format_i18n( $state['surveys']['total'] ),
			number_format_i18n( $state['responses']['imported'] ),
			number_format_i18n( $state['responses']['total'] ),
			number_format_i18n( $state['responses']['skipped'] )
		);
		$debug  = sprintf(
			'state=%s; surveys=%d/%d; responses=%d/%d; skipped=%d; started=%s; finished=%s; 1.x data removed=%s',
			$state['state'],
			$state['surveys']['imported'],
			$state['surveys']['total'],
			$state['responses']['imported'],
			$state['responses']['total'],
			$state['responses']['skipped'],
			$state['started_at'] ?? '-',
			$state['finished_at'] ?? '-',
			$state['removed'] ? 'yes' : 'no'
		);
		$fields = array(
			'legacy_import' => self::field( __( 'Import from UserFeedback 1.x', 'userfeedback' ), $value, $debug ),
		);
		if ( null !== $state['error'] && '' !== $state['error'] ) {
			$fields['legacy_import_error'] = self::field( __( 'Import error', 'userfeedback' ), $state['error'], $state['error'], true );
		}
		return $fields;
	}

	/**
	 * A licence's state, in one word.
	 *
	 * @param License $license The licence.
	 * @return string none, valid, expired, disabled or invalid.
	 */
	private static function license_state( License $license ): string {
		if ( '' === $license->key ) {
			return 'none';
		}
		if ( $license->is_invalid ) {
			return 'invalid';
		}
		if ( $license->is_disabled ) {
			return 'disabled';
		}
		return $license->has_expired() ? 'expired' : 'valid';
	}

	/**
	 * Counts under their labels, in both forms.
	 *
	 * @param string                $label  The field's label.
	 * @param array<string, string> $labels Key => label, in order.
	 * @param array<string, int>    $counts Key => count.
	 * @return array{label: string, value: array<string, string>, debug: array<string, string>}
	 */
	private static function counts_field( string $label, array $labels, array $counts ): array {
		$value = array();
		$debug = array();
		foreach ( $labels as $key => $name ) {
			$value[ $name ] = number_format_i18n( $counts[ $key ] ?? 0 );
			$debug[ $key ]  = (string) ( $counts[ $key ] ?? 0 );
		}
		return array(
			'label' => $label,
			'value' => $value,
			'debug' => $debug,
		);
	}

	/**
	 * One field. Values are plain text: WordPress escapes them when it prints the screen.
	 *
	 * @param string      $label   The field's label.
	 * @param string      $value   What the screen shows.
	 * @param string|null $debug   What the copied text says (English); the value when null.
	 * @param bool        $hidden  Whether it stays out of the copied text.
	 * @return array{label: string, value: string, debug: string, private?: bool}
	 */
	private static function field( string $label, string $value, ?string $debug = null, bool $hidden = false ): array {
		$field = array(
			'label' => $label,
			'value' => $value,
			'debug' => $debug ?? $value,
		);
		if ( $hidden ) {
			$field['private'] = true;
		}
		return $field;
	}
}
