<?php
/**
 * Serves the page a results link opens.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\ResultLinks;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\ResultsService;

/**
 * `/?userfeedback_results={secret}` on the site: a working link (not revoked, not expired, its
 * survey not trashed, Pro still licensed) gets the survey's results as SharedResults lets it see
 * them, read as the results screen reads them (the rollups, never a count over the responses);
 * anything else one "not available" page (404), the same for every reason, so a guess learns
 * nothing. Never cached, never indexed, and the address is not sent on as a referrer.
 */
final class SharedResultsPage implements Hookable {

	/**
	 * The query variable that carries the secret.
	 */
	public const QUERY_VAR = 'userfeedback_results';

	public function __construct( private readonly ResultLinkStore $links, private readonly ResultsService $results, private readonly Entitlements $entitlements ) {
	}

	public function add_hooks(): void {
		add_filter( 'query_vars', array( $this, 'query_vars' ) );
		add_action( 'template_redirect', array( $this, 'serve' ), 0 );
	}

	/**
	 * Makes the page's query variable public.
	 *
	 * @param string[] $vars Public query variables.
	 * @return string[]
	 */
	public function query_vars( array $vars ): array {
		$vars[] = self::QUERY_VAR;
		return $vars;
	}

	/**
	 * The address of a link's page.
	 *
	 * @param string $secret The link's secret.
	 * @return string
	 */
	public static function url( string $secret ): string {
		return add_query_arg( self::QUERY_VAR, $secret, home_url( '/' ) );
	}

	/**
	 * Answers a results link's request, and ends it.
	 *
	 * @return void
	 */
	public function serve(): void {
		$secret = get_query_var( self::QUERY_VAR );
		if ( '' === $secret || ! is_string( $secret ) ) {
			return;
		}
		$page = $this->page( $secret );
		status_header( $page['status'] );
		nocache_headers();
		header( 'Content-Type: text/html; charset=utf-8' );
		header( 'X-Robots-Tag: noindex, nofollow' );
		header( 'Referrer-Policy: no-referrer' );
		echo $page['html']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- SharedResultsView escapes every text it prints.
		exit;
	}

	/**
	 * What a secret's page is.
	 *
	 * @param string $secret The secret from the address.
	 * @return array{status: int, html: string}
	 */
	public function page( string $secret ): array {
		$shared = $this->shared( $secret );
		return array(
			'status' => null === $shared ? 404 : 200,
			'html'   => SharedResultsView::html( $shared, (string) get_bloginfo( 'name' ), (string) wp_date( (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ) ) ),
		);
	}

	/**
	 * The results a secret may see, or null.
	 *
	 * @param string $secret The secret.
	 * @return array<string, mixed>|null
	 */
	private function shared( string $secret ): ?array {
		if ( ! $this->entitlements->is_licensed() ) {
			return null;
		}
		$link   = $this->links->open( $secret );
		$survey = null === $link ? null : $this->results->find_survey( $link['survey_id'] );
		if ( null === $link || null === $survey || 'trash' === ( $survey['status'] ?? '' ) ) {
			return null;
		}
		$now     = current_datetime();
		$results = $this->results->survey_results( $survey, DateRange::all_time( wp_timezone() ), $now );
		return null === $results ? null : SharedResults::of( $results, $link['open_answers'], $link['personal_data'] );
	}
}
