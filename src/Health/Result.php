<?php
/**
 * The shape of a Site Health test result.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Health;

/**
 * Builds the array WordPress's Site Health screen expects from a direct test, so every test
 * answers in the same shape with the same badge, and escaping happens in one place.
 *
 * What is escaped where: the screen prints `description` and `actions` as HTML (its template uses
 * `{{{ }}}`), so they are built here from escaped parts only; `label` and the badge's label are
 * printed through `{{ }}`, which escapes them, so they stay plain text (escaping them here too
 * would show a translation's "&" as "&amp;").
 *
 * @phpstan-type TestResult array{label: string, status: string, badge: array{label: string, color: string}, description: string, actions: string, test: string}
 */
final class Result {

	public const GOOD        = 'good';
	public const RECOMMENDED = 'recommended';
	public const CRITICAL    = 'critical';

	/**
	 * The badge's colour: one for every UserFeedback test, as core gives one colour per category
	 * (the status already shows how serious a result is).
	 */
	public const BADGE_COLOR = 'blue';

	/**
	 * A test's result.
	 *
	 * @param string $test        The test's id.
	 * @param string $status      GOOD, RECOMMENDED or CRITICAL.
	 * @param string $label       Plain text: what the result says, in a few words.
	 * @param string $description HTML built with paragraphs() or list_items().
	 * @param string $actions     HTML built with link(), or ''.
	 * @return array<string, mixed>
	 * @phpstan-return TestResult
	 */
	public static function make( string $test, string $status, string $label, string $description, string $actions = '' ): array {
		return array(
			'label'       => $label,
			'status'      => $status,
			'badge'       => array(
				'label' => __( 'UserFeedback', 'userfeedback' ),
				'color' => self::BADGE_COLOR,
			),
			'description' => $description,
			'actions'     => $actions,
			'test'        => $test,
		);
	}

	/**
	 * Plain-text paragraphs as escaped HTML; empty ones are left out.
	 *
	 * @param string ...$texts Plain text.
	 * @return string
	 */
	public static function paragraphs( string ...$texts ): string {
		$html = '';
		foreach ( $texts as $text ) {
			if ( '' !== $text ) {
				$html .= '<p>' . esc_html( $text ) . '</p>';
			}
		}
		return $html;
	}

	/**
	 * A plain-text list as escaped HTML ('' for none).
	 *
	 * @param string[] $items Plain text.
	 * @return string
	 */
	public static function list_items( array $items ): string {
		if ( array() === $items ) {
			return '';
		}
		return '<ul>' . implode( '', array_map( static fn( string $item ): string => '<li>' . esc_html( $item ) . '</li>', $items ) ) . '</ul>';
	}

	/**
	 * A link in a paragraph, as core's own tests write their actions. An external link opens in a
	 * new tab and says so to screen readers.
	 *
	 * @param string $url      Where it goes.
	 * @param string $text     Plain text.
	 * @param bool   $external Whether it leaves the site.
	 * @return string
	 */
	public static function link( string $url, string $text, bool $external = false ): string {
		if ( ! $external ) {
			return sprintf( '<p><a href="%s">%s</a></p>', esc_url( $url ), esc_html( $text ) );
		}
		return sprintf(
			'<p><a href="%1$s" target="_blank" rel="noopener">%2$s<span class="screen-reader-text"> %3$s</span><span aria-hidden="true" class="dashicons dashicons-external"></span></a></p>',
			esc_url( $url ),
			esc_html( $text ),
			/* translators: Accessibility text. */
			esc_html__( '(opens in a new tab)', 'userfeedback' )
		);
	}
}
