<?php
/**
 * Site Health: UserFeedback and a page cache.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

/**
 * Information, always good: site owners ask whether surveys work on a cached site, and a caching
 * plugin's support often answers "exclude the page". They need not: the widget sends answers to the
 * REST API (which page caches do not cache) with a token that stays valid for 48 hours on a cached
 * page (Visitors\SubmissionToken), not a login nonce; display rules that depend on the visitor run
 * in the browser. What a cache does delay is a survey change reaching cached pages.
 *
 * Detection is core's own drop-in check (WP_CACHE and advanced-cache.php, the same test its async
 * Page cache check starts from), which needs no request; core's async test, run on production sites,
 * also looks at the response headers of a host's or CDN's cache. Injectable for tests.
 */
final class PageCacheCheck implements StatusCheck {

	public const ID = 'userfeedback_page_cache';

	/**
	 * Says whether a page-cache drop-in is in front of WordPress.
	 *
	 * @var \Closure(): bool
	 */
	private readonly \Closure $page_cache_present;

	/**
	 * Constructor.
	 *
	 * @param \Closure|null $page_cache_present Says whether a page cache is detected; core's drop-in check when null.
	 */
	public function __construct( ?\Closure $page_cache_present = null ) {
		$this->page_cache_present = $page_cache_present ?? static fn(): bool => self::advanced_cache_present();
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
		return __( 'UserFeedback and page caching', 'userfeedback' );
	}

	/**
	 * Says how surveys behave with the cache found, or without one.
	 *
	 * @return array<string, mixed>
	 */
	public function run(): array {
		$works   = __( 'Survey answers keep working behind a page cache: the survey widget sends them to the REST API, which page caches do not cache, with a token that stays valid for 48 hours on a cached page. Keep the cache’s lifetime under 48 hours; an older page asks the visitor to reload.', 'userfeedback' );
		$refresh = __( 'Which surveys a page offers is written into the page, so a survey you publish, pause or change reaches cached pages when the cache refreshes. Clear the page cache after such a change to show it at once.', 'userfeedback' );

		if ( ( $this->page_cache_present )() ) {
			return Result::make(
				self::ID,
				Result::GOOD,
				__( 'UserFeedback surveys work with your page cache', 'userfeedback' ),
				Result::paragraphs(
					__( 'A page cache appears to serve this site’s pages (WP_CACHE is on and advanced-cache.php is in place).', 'userfeedback' ),
					$works,
					$refresh
				)
			);
		}
		return Result::make(
			self::ID,
			Result::GOOD,
			__( 'UserFeedback surveys work with or without a page cache', 'userfeedback' ),
			Result::paragraphs(
				__( 'No page-cache plugin was found in front of WordPress (WP_CACHE with advanced-cache.php). A host or CDN may still cache pages.', 'userfeedback' ),
				$works,
				$refresh
			)
		);
	}

	/**
	 * Core's check for a page-cache drop-in (WP_Site_Health::check_for_page_caching()).
	 *
	 * @return bool
	 */
	public static function advanced_cache_present(): bool {
		return defined( 'WP_CACHE' ) && (bool) constant( 'WP_CACHE' )
			&& file_exists( constant( 'WP_CONTENT_DIR' ) . '/advanced-cache.php' )
			/** This filter is documented in wp-includes/load.php */
			&& (bool) apply_filters( 'enable_loading_advanced_cache_dropin', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own filter, read as core's check reads it.
	}
}
