<?php
/**
 * Which analyzer reads the answers.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Ai\Settings\AiSettingsStore;
use UserFeedback\Insights\Provider\ProviderInsights;

/**
 * The owner's own model (Provider\ProviderInsights) when the AI settings choose one and it is set
 * up — the AI summary's provider reads the insights too, so answers leave the site only where the
 * owner already sends them; else the on-site analyzer (Insights\OnSite\OnSiteInsights) when this
 * copy has it, else none. The `userfeedback_insights_analyzer` filter may put another in its place
 * (tests). Asked once per processor step and per request, never kept longer, so a change of
 * provider takes effect at the next step.
 */
final class Analyzers {

	/** The on-site analyzer's class, named: the module may be missing from a copy. */
	public const ON_SITE = 'UserFeedback\\Insights\\OnSite\\OnSiteInsights';

	/**
	 * The analyzer in force.
	 *
	 * @param string $class The on-site analyzer's class (ON_SITE).
	 * @return InsightAnalyzer
	 */
	public static function current( string $class = self::ON_SITE ): InsightAnalyzer {
		$analyzer = new NoAnalyzer();
		$settings = ( new AiSettingsStore() )->get();
		if ( 'remote' === $settings->provider() && $settings->is_remote_ready() ) {
			$analyzer = ProviderInsights::create( $settings );
		} elseif ( class_exists( $class ) ) {
			$create = array( $class, 'create' );
			$made   = is_callable( $create ) ? $create() : new $class();
			if ( $made instanceof InsightAnalyzer ) {
				$analyzer = $made;
			}
		}
		/**
		 * Filters the analyzer of open answers' sentiment and themes.
		 *
		 * @since 0.3.0
		 * @param InsightAnalyzer $analyzer The owner's provider, the on-site analyzer, or one that reads no language.
		 */
		$filtered = apply_filters( 'userfeedback_insights_analyzer', $analyzer );
		return $filtered instanceof InsightAnalyzer ? $filtered : $analyzer;
	}
}
