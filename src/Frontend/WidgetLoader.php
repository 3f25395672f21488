<?php
/**
 * Puts the visitor widget on pages that have a survey.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

use UserFeedback\Assets\AssetManifest;
use UserFeedback\Hookable;

/**
 * Runs at wp_footer priority 5: after the content has rendered (so the shortcode surveys are
 * known) and before WordPress prints the footer scripts at priority 20. When the page has a
 * floating candidate or an inline survey, enqueues the widget (footer, deferred, no
 * dependencies) with its bootstrap as an inline script before it; otherwise the page gets
 * nothing at all. Not in wp-admin, feeds, embeds or the Customizer preview (which would record
 * impressions while an admin adjusts the theme).
 */
final class WidgetLoader implements Hookable {

	public const HANDLE = 'userfeedback-widget';

	public function __construct( private readonly AssetManifest $manifest, private readonly SurveyEligibility $eligibility, private readonly Shortcode $shortcode, private readonly WidgetBootstrap $bootstrap ) {
	}

	public function add_hooks(): void {
		add_action( 'wp_footer', array( $this, 'render' ), 5 );
		add_filter( 'wp_script_attributes', array( $this, 'script_attributes' ) );
		add_filter( 'wp_inline_script_attributes', array( $this, 'script_attributes' ) );
	}

	/**
	 * Enqueues the widget with its bootstrap when the page has a survey; prints the debug comment.
	 *
	 * @return void
	 */
	public function render(): void {
		if ( ! $this->applies() ) {
			return;
		}
		$inline   = $this->shortcode->placed();
		$floating = $this->eligibility->floating( $this->shortcode->placed_ids() );
		if ( ( array() !== $inline || array() !== $floating ) && $this->manifest->exists( 'widget' ) ) {
			$this->enqueue( $this->bootstrap->build( $floating, $inline ) );
		}
		if ( $this->bootstrap->debug() ) {
			$this->print_reasons();
		}
	}

	/**
	 * Adds the CSP nonce to the widget's script and inline-script tags, when the site sets one.
	 *
	 * @param array<string, mixed>|mixed $attributes The tag's attributes.
	 * @return array<string, mixed>|mixed
	 */
	public function script_attributes( $attributes ) {
		if ( ! is_array( $attributes ) || ! is_string( $attributes['id'] ?? null ) || ! str_starts_with( $attributes['id'], self::HANDLE . '-js' ) ) {
			return $attributes;
		}
		$nonce = $this->bootstrap->csp_nonce();
		if ( '' !== $nonce ) {
			$attributes['nonce'] = $nonce;
		}
		return $attributes;
	}

	/**
	 * Whether this request is a front-end page that may carry the widget.
	 *
	 * @return bool
	 */
	private function applies(): bool {
		return ! is_admin() && ! is_feed() && ! is_embed() && ! is_customize_preview();
	}

	/**
	 * Enqueues the bundle and prints the bootstrap before it.
	 *
	 * @param array<string, mixed> $bootstrap The bootstrap data.
	 * @return void
	 */
	private function enqueue( array $bootstrap ): void {
		$asset = $this->manifest->asset( 'widget' );
		wp_enqueue_script(
			self::HANDLE,
			$this->manifest->url( 'widget.js' ),
			array(),
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		// JSON_HEX_* escape <, >, & and quotes, so a title holding "</script>" cannot end the tag.
		$json = wp_json_encode( $bootstrap, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
		if ( false === $json ) {
			return;
		}
		wp_add_inline_script( self::HANDLE, 'window.userfeedbackWidget = ' . $json . ';', 'before' );
	}

	/**
	 * Prints why each survey was not shown, as HTML comments (debug only).
	 *
	 * @return void
	 */
	private function print_reasons(): void {
		foreach ( $this->eligibility->reasons() as $id => $reason ) {
			/* translators: 1: survey id, 2: why the survey was not shown. */
			$line = sprintf( __( 'survey %1$d not shown: %2$s', 'userfeedback' ), $id, $reason );
			echo '<!-- UserFeedback: ' . self::comment_text( $line ) . " -->\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by comment_text().
		}
	}

	/**
	 * Text safe inside an HTML comment: HTML-escaped, and no "--" that could end the comment.
	 *
	 * @param string $text The text.
	 * @return string
	 */
	public static function comment_text( string $text ): string {
		return (string) preg_replace( '/-(?=-)/', '- ', esc_html( $text ) );
	}
}
