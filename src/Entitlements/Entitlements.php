<?php
/**
 * What this site may use.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Entitlements;

/**
 * The one place gating is decided. Every gate in the spec asks this service, on the server; the
 * admin app and the widget receive its facts (to_array(), SiteGlobals::for_widget()) only to
 * reflect them, composite facts included, so no client repeats a formula.
 */
final class Entitlements {

	public const EDITIONS = array( 'lite', 'pro' );

	/**
	 * 'lite' or 'pro', fixed per build.
	 *
	 * @var string
	 */
	private readonly string $edition;

	/**
	 * Constructor.
	 *
	 * @param string        $edition  'lite' or 'pro'; anything else is treated as lite.
	 * @param LicenseStore  $licenses Licence storage.
	 * @param AddonRegistry $addons   Add-on plugin state.
	 */
	public function __construct( string $edition, private readonly LicenseStore $licenses, private readonly AddonRegistry $addons ) {
		$this->edition = in_array( $edition, self::EDITIONS, true ) ? $edition : 'lite';
	}

	/**
	 * The build's edition.
	 *
	 * @return string
	 */
	public function edition(): string {
		return $this->edition;
	}

	/**
	 * Whether this is the Pro build.
	 *
	 * @return bool
	 */
	public function is_pro(): bool {
		return 'pro' === $this->edition;
	}

	/**
	 * Whether a valid licence is in force. Lite has no licence to speak of.
	 *
	 * @return bool
	 */
	public function is_licensed(): bool {
		return $this->is_pro() && $this->licenses->get()->is_valid();
	}

	/**
	 * The plan type: the licence's type while licensed, 'lite' otherwise.
	 *
	 * @return string
	 */
	public function license_type(): string {
		return $this->is_licensed() ? $this->licenses->get()->type : 'lite';
	}

	/**
	 * Pro with a pro or elite licence: date ranges beyond 7 days, export, AI summary.
	 *
	 * @return bool
	 */
	public function has_pro_plan(): bool {
		return $this->is_licensed() && in_array( $this->license_type(), array( 'pro', 'elite' ), true );
	}

	/**
	 * Whether an add-on's features are on: Pro build, a valid licence and the add-on plugin
	 * active. Add-ons do nothing in Lite, where the spec shows them as Upgrade Required, and
	 * nothing without a licence (brief: unlicensed add-ons stop unlocking anything), so an add-on
	 * zip copied onto an unlicensed site unlocks no more than the site paid for.
	 *
	 * @param string $key One of AddonRegistry::KEYS.
	 * @return bool
	 */
	public function addon_active( string $key ): bool {
		return $this->is_licensed() && $this->addons->is_active( $key );
	}

	/**
	 * Whether surveys may target tablets and phones: the targeting add-on on a pro or elite plan
	 * (visitor §6: "Pro licence of type plus: devices are still forced to desktop only").
	 *
	 * @return bool
	 */
	public function can_target_devices(): bool {
		return $this->has_pro_plan() && $this->addon_active( 'targeting' );
	}

	/**
	 * Whether surveys may use page rules: the targeting add-on with a paid plan, plus and up
	 * (visitor §6: page targeting is disabled "without a Pro licence", available from plus).
	 *
	 * @return bool
	 */
	public function can_target_pages(): bool {
		return $this->addon_active( 'targeting' ) && 'lite' !== $this->license_type();
	}

	/**
	 * Whether surveys may carry hidden fields (values from the URL, a cookie, the user, the page
	 * or the site's code stored with each response): the targeting add-on on a licensed Pro site.
	 * The admin app reads the add-on's `active` fact, the same rule.
	 *
	 * @return bool
	 */
	public function can_use_hidden_fields(): bool {
		return $this->addon_active( 'targeting' );
	}

	/**
	 * Whether surveys may be translated and shown in their visitors' languages: Pro with a
	 * licence of any plan.
	 *
	 * @return bool
	 */
	public function can_translate(): bool {
		return $this->is_licensed();
	}

	/**
	 * Called by an add-on plugin on AddonRegistry::REGISTER_ACTION: records it and answers
	 * whether its features may run, so an add-on on a Lite or unlicensed site adds nothing.
	 *
	 * @param string $key     One of AddonRegistry::KEYS.
	 * @param string $version The add-on's version.
	 * @return bool
	 */
	public function register_addon( string $key, string $version ): bool {
		return $this->addons->register( $key, $version ) && $this->addon_active( $key );
	}

	/**
	 * The add-on plugin state behind these facts (installed, active, registered versions).
	 *
	 * @return AddonRegistry
	 */
	public function addon_registry(): AddonRegistry {
		return $this->addons;
	}

	/**
	 * Every add-on with its state.
	 *
	 * @return array<string, array{active: bool, installed: bool}>
	 */
	public function addons(): array {
		$state = array();
		foreach ( AddonRegistry::KEYS as $key ) {
			$state[ $key ] = array(
				'active'    => $this->addon_active( $key ),
				'installed' => $this->addons->is_installed( $key ),
			);
		}
		return $state;
	}

	/**
	 * The facts handed to the admin app (site globals, GET entitlements). The composite facts
	 * (has_pro_plan, can_target_*) travel computed, so the app reads them instead of repeating
	 * the formulas above: a rule changes here only. The widget gets its own, smaller set
	 * (SiteGlobals::for_widget()).
	 *
	 * @return array{edition: string, is_pro: bool, is_licensed: bool, license_type: string, has_pro_plan: bool, can_target_devices: bool, can_target_pages: bool, can_translate: bool, addons: array<string, array{active: bool, installed: bool}>}
	 */
	public function to_array(): array {
		return array(
			'edition'            => $this->edition,
			'is_pro'             => $this->is_pro(),
			'is_licensed'        => $this->is_licensed(),
			'license_type'       => $this->license_type(),
			'has_pro_plan'       => $this->has_pro_plan(),
			'can_target_devices' => $this->can_target_devices(),
			'can_target_pages'   => $this->can_target_pages(),
			'can_translate'      => $this->can_translate(),
			'addons'             => $this->addons(),
		);
	}
}
