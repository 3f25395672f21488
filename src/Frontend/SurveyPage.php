<?php
/**
 * A survey's own page: the link an owner sends by e-mail or posts on social media.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

use UserFeedback\Access\Capabilities;
use UserFeedback\Hookable;
use UserFeedback\Links\PersonalLinks;
use UserFeedback\Surveys\Recall;
use UserFeedback\Surveys\SurveyRepository;

/**
 * The survey page (docs/decisions.md "Survey page"): at SurveyPageUrl's address, the survey
 * placed inline exactly as the shortcode places it (same bootstrap, same page-cache-safe token),
 * alone on the page (no floating survey), inside the theme's header and footer or a minimal
 * page of its own. Its own title, Open Graph tags, `noindex` by default.
 *
 * Only a live survey whose page is on is answered there. Otherwise visitors get "This survey is
 * not available." (404), and people who can edit surveys a preview that stores nothing, saying
 * why visitors do not see it.
 */
final class SurveyPage implements Hookable {

	/**
	 * Bumped when the rewrite rule changes, so the rules are flushed once after an update.
	 */
	private const RULES_VERSION = '1';

	/**
	 * The option holding the rules version last flushed.
	 */
	private const RULES_OPTION = 'userfeedback_rewrite_rules';

	/**
	 * What this request shows, once decided: null on every other page.
	 *
	 * @var array{survey: array<string, mixed>|null, html: string, notice: string, status: int}|null
	 */
	private ?array $page = null;

	public function __construct( private readonly SurveyRepository $surveys, private readonly SurveyEligibility $eligibility, private readonly Shortcode $shortcode, private readonly ?PersonalLinks $links = null ) {
	}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'add_rule' ) );
		add_filter( 'query_vars', array( $this, 'query_vars' ) );
		add_action( 'template_redirect', array( $this, 'decide' ) );
		add_filter( 'template_include', array( $this, 'template' ), 100 );
	}

	/**
	 * The rewrite rule, flushed once when it is new on this site.
	 *
	 * @return void
	 */
	public function add_rule(): void {
		add_rewrite_rule( SurveyPageUrl::RULE, 'index.php?' . SurveyPageUrl::QUERY_VAR . '=$matches[1]', 'top' );
		if ( self::RULES_VERSION !== get_option( self::RULES_OPTION ) ) {
			flush_rewrite_rules( false );
			update_option( self::RULES_OPTION, self::RULES_VERSION, true );
		}
	}

	/**
	 * Makes the page's query variable public.
	 *
	 * @param string[] $vars Public query variables.
	 * @return string[]
	 */
	public function query_vars( array $vars ): array {
		$vars[] = SurveyPageUrl::QUERY_VAR;
		return $vars;
	}

	/**
	 * Decides what a survey page request shows, before the template is chosen.
	 *
	 * @return void
	 */
	public function decide(): void {
		$raw = get_query_var( SurveyPageUrl::QUERY_VAR );
		if ( '' === $raw || null === $raw ) {
			return;
		}
		$id     = is_scalar( $raw ) && ctype_digit( (string) $raw ) ? (int) $raw : 0;
		$survey = $id > 0 ? $this->surveys->find( $id ) : null;
		if ( null !== $survey && 'trash' === $survey['status'] ) {
			$survey = null;
		}
		$enabled = null !== $survey && ! empty( $survey['settings']['page']['enabled'] );
		$live    = $enabled ? $this->eligibility->inline( $id ) : null;
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a personal link's secret, checked against its hash; no form is processed.
		$secret = isset( $_GET[ PersonalLinks::PARAM ] ) && is_string( $_GET[ PersonalLinks::PARAM ] ) ? sanitize_text_field( wp_unslash( $_GET[ PersonalLinks::PARAM ] ) ) : '';
		if ( null !== $live && '' !== $secret ) {
			$this->page = $this->personal( $live, $secret );
		} elseif ( null !== $live ) {
			$this->page = array(
				'survey' => $live,
				'html'   => $this->shortcode->place( $live ),
				'notice' => '',
				'status' => 200,
			);
		} elseif ( null !== $survey && current_user_can( Capabilities::CREATE_EDIT_SURVEYS ) ) {
			$this->page = array(
				'survey' => $survey,
				'html'   => $this->shortcode->place( array_merge( $survey, array( 'preview' => true ) ) ),
				'notice' => $enabled
					? __( 'Preview: visitors cannot answer this survey now (it is not published, not yet live, or not shown today), so they see “This survey is not available.” Nothing you answer here is stored.', 'userfeedback' )
					: __( 'Preview: this survey’s page is off, so visitors see “This survey is not available.” Turn it on in the survey’s Share panel. Nothing you answer here is stored.', 'userfeedback' ),
				'status' => 200,
			);
		} else {
			$this->page = array(
				'survey' => null,
				'html'   => '',
				'notice' => __( 'This survey is not available.', 'userfeedback' ),
				'status' => 404,
			);
		}
		status_header( $this->page['status'] );
		if ( '' !== $this->page['notice'] || '' !== $secret ) {
			nocache_headers(); // A preview, a refusal or one person's link: not for a page cache to keep.
		}
		// The survey alone: no floating survey on its own page.
		add_filter( 'userfeedback_page_surveys', '__return_empty_array' );
		add_filter( 'document_title_parts', array( $this, 'title' ) );
		add_filter( 'wp_robots', array( $this, 'robots' ) );
		add_action( 'wp_head', array( $this, 'open_graph' ) );
	}

	/**
	 * What a personal link opens: the survey carrying the link (its secret for the save that uses
	 * it up, its values as `page` hidden fields the widget sends and recalls), or why not —
	 * politely, under the survey's title.
	 *
	 * @param array<string, mixed> $live   The live survey.
	 * @param string               $secret The link's secret.
	 * @return array{survey: array<string, mixed>, html: string, notice: string, status: int}
	 */
	private function personal( array $live, string $secret ): array {
		$link    = null === $this->links ? null : $this->links->find( (int) $live['id'], $secret );
		$refusal = match ( $link['state'] ?? null ) {
			null      => array( __( 'This link is not valid.', 'userfeedback' ), 404 ),
			'used'    => array( __( 'This link has already been used.', 'userfeedback' ), 410 ),
			'expired' => array( __( 'This link has expired.', 'userfeedback' ), 410 ),
			default   => null,
		};
		if ( null !== $refusal ) {
			return array(
				'survey' => $live,
				'html'   => '',
				'notice' => $refusal[0],
				'status' => $refusal[1],
			);
		}
		return array(
			'survey' => $live,
			'html'   => $this->shortcode->place(
				array_merge(
					$live,
					array(
						'link'        => $secret,
						'link_fields' => $link['fields'],
					)
				)
			),
			'notice' => '',
			'status' => 200,
		);
	}

	/**
	 * The survey page's template, for a survey page request.
	 *
	 * @param string $template The template WordPress chose.
	 * @return string
	 */
	public function template( $template ): string {
		if ( null === $this->page ) {
			return (string) $template;
		}
		$GLOBALS['userfeedback_survey_page'] = $this->view();
		return USERFEEDBACK_DIR . '/includes/templates/survey-page.php';
	}

	/**
	 * What the template prints: the layout, the heading, the notice and the survey's placeholder.
	 *
	 * @return array{layout: string, title: string, notice: string, html: string, block_theme: bool}
	 */
	public function view(): array {
		$page   = $this->page ?? array(
			'survey' => null,
			'html'   => '',
			'notice' => '',
			'status' => 404,
		);
		$survey = $page['survey'];
		return array(
			'layout'      => null !== $survey && 'standalone' === ( $survey['settings']['page']['layout'] ?? '' ) ? 'standalone' : 'theme',
			'title'       => null === $survey ? '' : (string) $survey['title'],
			'notice'      => $page['notice'],
			'html'        => $page['html'],
			'block_theme' => function_exists( 'wp_is_block_theme' ) && wp_is_block_theme(),
		);
	}

	/**
	 * The document title: the survey's.
	 *
	 * @param array<string, string> $parts The title's parts.
	 * @return array<string, string>
	 */
	public function title( array $parts ): array {
		$parts['title'] = null === ( $this->page['survey'] ?? null ) ? __( 'This survey is not available.', 'userfeedback' ) : (string) $this->page['survey']['title'];
		return $parts;
	}

	/**
	 * Keeps the page out of search results unless the site says otherwise: a survey link is
	 * sent to people, and answers from strangers who found it by search skew the results.
	 *
	 * @param array<string, bool|string> $robots The robots directives.
	 * @return array<string, bool|string>
	 */
	public function robots( array $robots ): array {
		/**
		 * Filters whether a survey page asks search engines not to index it.
		 *
		 * @param bool                      $noindex Default true.
		 * @param array<string, mixed>|null $survey  The survey shown, or null.
		 */
		if ( apply_filters( 'userfeedback_survey_page_noindex', true, $this->page['survey'] ?? null ) ) {
			$robots['noindex'] = true;
		}
		return $robots;
	}

	/**
	 * Open Graph tags, so a shared link shows the survey's title.
	 *
	 * @return void
	 */
	public function open_graph(): void {
		$survey = $this->page['survey'] ?? null;
		if ( null === $survey || '' !== ( $this->page['notice'] ?? '' ) ) {
			return;
		}
		$url      = SurveyPageUrl::url( (int) $survey['id'], (string) $survey['title'] );
		$question = (array) ( ( (array) $survey['questions'] )[0] ?? array() );
		$tags     = array(
			'og:type'      => 'website',
			'og:title'     => (string) $survey['title'],
			'og:url'       => $url,
			'og:site_name' => (string) get_bloginfo( 'name' ),
		);
		if ( '' !== (string) ( $question['title'] ?? '' ) ) {
			$tags['og:description'] = wp_strip_all_tags( Recall::readable( (string) $question['title'], (array) $survey['questions'] ) );
		}
		foreach ( $tags as $property => $content ) {
			printf( '<meta property="%s" content="%s" />' . "\n", esc_attr( $property ), esc_attr( $content ) );
		}
	}
}
