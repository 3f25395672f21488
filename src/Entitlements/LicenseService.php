<?php
/**
 * Verifies licence keys and keeps the stored licence in step with the verifier.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

/**
 * The one writer of licences (bin/uf-dev.php aside, which writes dev tiers directly). It asks a
 * LicenseVerifier and stores what it answers in the LicenseStore that Entitlements reads, so
 * gating never waits on a verifier: a request reads one autoloaded option.
 *
 * - activate(): a key typed into the screen (or connect-by-key) is stored only when valid; a
 *   wrong key never replaces a working licence.
 * - refresh(): the stored key is checked again and its expired / disabled / invalid flags are
 *   stored, which drives the spec's notices. "No answer" (licence server down) changes nothing.
 * - A key in USERFEEDBACK_LICENSE_KEY wins over the screen: sync_constant() stores its
 *   verification (whatever the outcome, so a bad constant shows the notices).
 * - revalidate(): the daily re-check of keys this service stored (verified_at > 0).
 */
final class LicenseService {

	public const CRON_HOOK = 'userfeedback_license_check';

	/**
	 * After an unanswered check of the constant's key, how long before the next try (seconds):
	 * a licence server outage must not slow every admin page down.
	 */
	private const SYNC_BACKOFF = HOUR_IN_SECONDS;

	private const SYNC_BACKOFF_TRANSIENT = 'userfeedback_license_sync_backoff';

	/**
	 * Returns the current unix time.
	 *
	 * @var callable(): int
	 */
	private $clock;

	/**
	 * Constructor.
	 *
	 * @param LicenseStore    $store        Licence storage.
	 * @param LicenseVerifier $verifier     The verifier.
	 * @param callable|null   $clock        Returns the current unix time; null for time().
	 * @param string|null     $constant_key The constant's key (tests); null to read the constant.
	 */
	public function __construct( private readonly LicenseStore $store, private readonly LicenseVerifier $verifier, ?callable $clock = null, private readonly ?string $constant_key = null ) {
		$this->clock = $clock ?? 'time';
	}

	/**
	 * The verifier this site uses: the licence-server client when USERFEEDBACK_LICENSE_SERVER
	 * names a server, the offline verifier otherwise.
	 *
	 * @return LicenseVerifier
	 */
	public static function default_verifier(): LicenseVerifier {
		$server = defined( 'USERFEEDBACK_LICENSE_SERVER' ) ? constant( 'USERFEEDBACK_LICENSE_SERVER' ) : '';
		if ( is_string( $server ) && '' !== $server ) {
			return new RemoteLicenseVerifier( $server );
		}
		return new OfflineLicenseVerifier();
	}

	/**
	 * The key USERFEEDBACK_LICENSE_KEY supplies ('' when none).
	 *
	 * @return string
	 */
	public function constant_key(): string {
		$key = $this->constant_key ?? ( defined( 'USERFEEDBACK_LICENSE_KEY' ) ? constant( 'USERFEEDBACK_LICENSE_KEY' ) : '' );
		return is_string( $key ) ? self::clean( $key ) : '';
	}

	public function store(): LicenseStore {
		return $this->store;
	}

	/**
	 * Verifies a key and stores it when valid.
	 *
	 * @param string $key     Licence key as typed.
	 * @param bool   $network Store it as the network's licence (multisite).
	 * @return LicenseCheck
	 */
	public function activate( string $key, bool $network = false ): LicenseCheck {
		$key   = self::clean( $key );
		$check = $this->verifier->activate( $key );
		if ( $check->is_valid() ) {
			$this->save( $check->to_license( $key, $this->now() ), $network );
		}
		return $check;
	}

	/**
	 * Checks the stored key again and stores the answer.
	 *
	 * @param bool $network The network's licence instead of the site's.
	 * @return LicenseCheck|null Null when there is no key to check.
	 */
	public function refresh( bool $network = false ): ?LicenseCheck {
		$license = $network ? $this->store->get_network() : $this->store->get_site();
		if ( '' === $license->key ) {
			return null;
		}
		$check = $this->verifier->check( $license->key );
		if ( $check->is_answer() ) {
			$this->save( $check->to_license( $license->key, $this->now() ), $network );
		}
		return $check;
	}

	/**
	 * Forgets the key (and tells the licence service, if there is one).
	 *
	 * @param bool $network The network's licence instead of the site's.
	 * @return bool Whether the licence service confirmed (false only for an unreachable server;
	 *              the key is forgotten anyway).
	 */
	public function deactivate( bool $network = false ): bool {
		$license   = $network ? $this->store->get_network() : $this->store->get_site();
		$confirmed = '' === $license->key || $this->verifier->deactivate( $license->key );
		if ( $network ) {
			$this->store->clear_network();
		} else {
			$this->store->clear();
		}
		return $confirmed;
	}

	/**
	 * Stores the verification of USERFEEDBACK_LICENSE_KEY when the site's licence is not that
	 * key yet.
	 *
	 * @return void
	 */
	public function sync_constant(): void {
		$key = $this->constant_key();
		if ( '' === $key || $this->store->get_site()->key === $key || false !== get_transient( self::SYNC_BACKOFF_TRANSIENT ) ) {
			return;
		}
		$check = $this->verifier->activate( $key );
		if ( ! $check->is_answer() ) {
			set_transient( self::SYNC_BACKOFF_TRANSIENT, 1, self::SYNC_BACKOFF );
			return;
		}
		$this->store->save( $check->to_license( $key, $this->now() ) );
	}

	/**
	 * The daily re-check: the constant's key, then the keys this service stored (a licence
	 * written by other means, such as a development tier, has verified_at 0 and is left alone).
	 * The network licence is re-checked by the main site only.
	 *
	 * @return void
	 */
	public function revalidate(): void {
		$this->sync_constant();
		if ( $this->store->get_site()->verified_at > 0 ) {
			$this->refresh();
		}
		if ( is_multisite() && is_main_site() && $this->store->get_network()->verified_at > 0 ) {
			$this->refresh( true );
		}
	}

	/**
	 * The Pro package to install for a valid key: what the licence service offered, through the
	 * `userfeedback_pro_package` filter (a local zip in development and tests). '' when none.
	 *
	 * @param string       $key   The verified key.
	 * @param LicenseCheck $check Its verification.
	 * @return string A package URL or local zip path.
	 */
	public function pro_package( string $key, LicenseCheck $check ): string {
		/**
		 * Filters the package connect-by-key installs (an https URL or a local zip path).
		 *
		 * @param string       $package What the licence service offered ('' offline).
		 * @param string       $key     The verified licence key.
		 * @param LicenseCheck $check   Its verification.
		 */
		$package = apply_filters( 'userfeedback_pro_package', $check->package, $key, $check );
		return is_string( $package ) ? $package : '';
	}

	/**
	 * A key as stored: no whitespace (keys are often pasted with a line break).
	 *
	 * @param string $key Key as typed.
	 * @return string
	 */
	public static function clean( string $key ): string {
		return (string) preg_replace( '/\s+/', '', $key );
	}

	/**
	 * Stores a licence at site or network level.
	 *
	 * @param License $license The licence.
	 * @param bool    $network Network level.
	 * @return void
	 */
	private function save( License $license, bool $network ): void {
		if ( $network ) {
			$this->store->save_network( $license );
		} else {
			$this->store->save( $license );
		}
	}

	/**
	 * The current unix time.
	 *
	 * @return int
	 */
	private function now(): int {
		return (int) ( $this->clock )();
	}
}
