<?php
/**
 * The [userfeedback id="N"] shortcode.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

use UserFeedback\Hookable;
use UserFeedback\Surveys\Translations\Locale;

/**
 * Places a survey inline: renders an empty placeholder the widget fills, and remembers the survey
 * so the page's bootstrap carries it (WidgetLoader reads placed()). A survey that may not be
 * shown renders nothing; the reason is kept by SurveyEligibility. Several shortcodes may sit on
 * one page; the same survey twice gets one placeholder each but is sent once.
 */
final class Shortcode implements Hookable {

	public const TAG = 'userfeedback';

	/**
	 * The surveys placed on this page so far, by id, in placement order.
	 *
	 * @var array<int, array<string, mixed>>
	 */
	private array $placed = array();

	public function __construct( private readonly SurveyEligibility $eligibility ) {
	}

	/**
	 * Registers the shortcode.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_shortcode( self::TAG, array( $this, 'render' ) );
	}

	/**
	 * The shortcode's HTML.
	 *
	 * @param array<string, mixed>|string $atts Shortcode attributes ('' when none are given).
	 * @return string
	 */
	public function render( $atts ): string {
		$atts = shortcode_atts(
			array(
				'id'   => 0,
				'lang' => '',
			),
			is_array( $atts ) ? $atts : array(),
			self::TAG
		);
		$raw  = is_scalar( $atts['id'] ) ? trim( (string) $atts['id'] ) : '';
		// Digits only: "-3" or "3abc" name no survey (absint() would turn them into 3).
		$id = ctype_digit( $raw ) ? (int) $raw : 0;
		if ( 0 === $id ) {
			return '';
		}
		if ( ! isset( $this->placed[ $id ] ) ) {
			$survey = $this->eligibility->inline( $id );
			if ( null === $survey ) {
				return '';
			}
			// The language this placement asks for (`lang="fr_FR"`), over the page's; the
			// first placement of a survey on a page decides.
			$lang = is_scalar( $atts['lang'] ) ? trim( (string) $atts['lang'] ) : '';
			return $this->place( array_merge( $survey, array( 'lang' => Locale::is_valid( $lang ) ? $lang : '' ) ) );
		}
		return self::placeholder( $id );
	}

	/**
	 * Places a survey already found (the survey page's; `preview` for one shown to its editors
	 * only, which stores nothing) and answers its placeholder. The first placement of a survey
	 * on a page decides its shape.
	 *
	 * @param array<string, mixed> $survey The survey, as SurveyEligibility::inline() gives it.
	 * @return string
	 */
	public function place( array $survey ): string {
		$id                  = (int) $survey['id'];
		$this->placed[ $id ] = $this->placed[ $id ] ?? $survey;
		return self::placeholder( $id );
	}

	/**
	 * The element the widget draws a placed survey into.
	 *
	 * @param int $id The survey.
	 * @return string
	 */
	private static function placeholder( int $id ): string {
		return sprintf( '<div class="userfeedback-inline" data-survey-id="%s"></div>', esc_attr( (string) $id ) );
	}

	/**
	 * The surveys placed on this page, in placement order, each once.
	 *
	 * @return list<array<string, mixed>>
	 */
	public function placed(): array {
		return array_values( $this->placed );
	}

	/**
	 * The ids of the surveys placed on this page.
	 *
	 * @return int[]
	 */
	public function placed_ids(): array {
		return array_keys( $this->placed );
	}
}
