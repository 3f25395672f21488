<?php
/**
 * The widget's look for one survey, fully resolved.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyDefaults;

/**
 * Resolves a survey's theming for the widget (WidgetBootstrapSchema's WidgetTheming), so the
 * widget applies it as given:
 * - start from the site's widget settings; a survey's own theming replaces them only with branding
 *   (Pro and the branding add-on active);
 * - without branding, colours, colour scheme and custom logo are not the site's to choose (spec
 *   §1): the light preset colours apply and a custom logo becomes the UserFeedback logo;
 * - middle positions need Pro, else bottom_right; a shortcode survey is always bottom_right;
 * - empty Skip/Next texts (or the untranslated defaults) become the translated defaults;
 * - the initial minimised state is the theming's (global or survey) start_minimized (Pro only), or the
 *   survey behaviour's start_minimized when the behavior add-on is active (spec §4: "global or
 *   survey behaviour setting").
 */
final class WidgetTheming {

	/**
	 * The spec's colour scheme presets (visitor §9).
	 */
	public const PRESETS = array(
		'light' => array(
			'widget_color' => '#ffffff',
			'text_color'   => '#23282D',
			'button_color' => '#2D87F1',
		),
		'dark'  => array(
			'widget_color' => '#333333',
			'text_color'   => '#ffffff',
			'button_color' => '#2D87F1',
		),
	);

	public function __construct( private readonly SettingsStore $settings, private readonly Entitlements $entitlements ) {
	}

	/**
	 * The resolved theming of a survey.
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @param bool                 $inline Whether it is placed by shortcode.
	 * @return array{color_scheme: string, widget_color: string, text_color: string, button_color: string, button_text_color: string, font: array{family: string, weight: string}, font_url: string, position: string, widget_toggle_text: string, widget_toggle_icon: string, widget_toggle_path: string, widget_toggle_color: string, toggle_text_color: string, logo_type: string, custom_logo: string, start_minimized: bool, skip_text: string, next_text: string}
	 */
	public function for_survey( array $survey, bool $inline ): array {
		$branding = $this->entitlements->addon_active( 'branding' );
		$own      = $survey['settings']['theming'] ?? null;
		$source   = $branding && is_array( $own ) ? $own : $this->site();

		$scheme = $branding && in_array( $source['color_scheme'] ?? '', SurveyDefaults::COLOR_SCHEMES, true ) ? (string) $source['color_scheme'] : 'light';
		$preset = self::PRESETS[ $scheme ];
		$colors = array();
		foreach ( $preset as $key => $default ) {
			$colors[ $key ] = $branding ? self::color( $source[ $key ] ?? null, $default ) : self::PRESETS['light'][ $key ];
		}

		$logo_type   = in_array( $source['logo_type'] ?? '', SurveyDefaults::LOGO_TYPES, true ) ? (string) $source['logo_type'] : 'none';
		$custom_logo = $branding ? self::url( $source['custom_logo'] ?? '' ) : '';
		if ( 'custom' === $logo_type && '' === $custom_logo ) {
			$logo_type = 'userfeedback';
		}

		$position = in_array( $source['position'] ?? '', SurveyDefaults::POSITIONS, true ) ? (string) $source['position'] : 'bottom_right';
		if ( $inline || ( str_starts_with( $position, 'middle_' ) && ! $this->entitlements->is_pro() ) ) {
			$position = 'bottom_right';
		}

		$font     = is_array( $source['font'] ?? null ) ? $source['font'] : array();
		$icon     = sanitize_key( self::text( $source['widget_toggle_icon'] ?? '' ) );
		$behavior = (array) ( $survey['settings']['behavior'] ?? array() );
		$toggle   = self::color( $source['widget_toggle_color'] ?? null, '#23282D' );

		return array(
			'color_scheme'        => $scheme,
			'widget_color'        => $colors['widget_color'],
			'text_color'          => $colors['text_color'],
			'button_color'        => $colors['button_color'],
			// The text colours on the button and the toggle, decided here so the widget need not
			// carry the contrast maths (the widget's size budget).
			'button_text_color'   => self::readable_on( $colors['button_color'] ),
			'font'                => array(
				'family' => self::text( $font['family'] ?? '' ),
				'weight' => self::text( $font['weight'] ?? '' ),
			),
			// The custom font's stylesheet, '' for the theme's font (built here, not in
			// the widget).
			'font_url'            => self::font_url( self::text( $font['family'] ?? '' ), self::text( $font['weight'] ?? '' ) ),
			'position'            => $position,
			'widget_toggle_text'  => self::text( $source['widget_toggle_text'] ?? '' ),
			'widget_toggle_icon'  => $icon,
			// Only the chosen icon travels (ToggleIcons); a survey in the content has no toggle.
			'widget_toggle_path'  => $inline ? '' : ToggleIcons::path( $icon ),
			'widget_toggle_color' => $toggle,
			'toggle_text_color'   => self::readable_on( $toggle ),
			'logo_type'           => $logo_type,
			'custom_logo'         => 'custom' === $logo_type ? $custom_logo : '',
			// "Minimized Survey" is a Pro feature: a value stored while the site was Pro stops counting.
			'start_minimized'     => ( $this->entitlements->is_pro() && ! empty( $source['start_minimized'] ) ) || ( $this->entitlements->addon_active( 'behavior' ) && ! empty( $behavior['start_minimized'] ) ),
			'skip_text'           => self::label( $source['skip_text'] ?? '', 'Skip', __( 'Skip', 'userfeedback' ) ),
			'next_text'           => self::label( $source['next_text'] ?? '', 'Next', __( 'Next', 'userfeedback' ) ),
		);
	}

	/**
	 * The stylesheet URL of a custom font family and weight, from the filterable service
	 * (WidgetBootstrap::fonts_url()): `{service}?family=Open+Sans:wght@700&display=swap`; '' for
	 * the theme's font (no family) or without a service. The preview builds the same in the
	 * browser (widget/src/font-url.ts).
	 *
	 * @param string $family The family.
	 * @param string $weight The weight: 100–900, regular or ''.
	 * @return string
	 */
	public static function font_url( string $family, string $weight ): string {
		$base = WidgetBootstrap::fonts_url();
		if ( '' === $family || '' === $base ) {
			return '';
		}
		$bold = (int) $weight;
		return $base . '?family=' . str_replace( '%20', '+', rawurlencode( $family ) ) . ( $bold > 0 ? ":wght@{$bold}" : '' ) . '&display=swap';
	}

	/**
	 * The site's cooldown between surveys in days (Settings → Widget; 0 is off).
	 *
	 * @return int
	 */
	public function cooldown_days(): int {
		return (int) ( $this->settings->all()['widget_cooldown_days'] ?? 0 );
	}

	/**
	 * The site's pause after a response in minutes (Settings → Widget; 0 is off).
	 *
	 * @return int
	 */
	public function pause_minutes(): int {
		return (int) ( $this->settings->all()['widget_pause_after_response'] ?? 0 );
	}

	/**
	 * Text colour for a coloured button: white while it keeps 3:1 against the colour (the widget's
	 * buttons use large bold text, for which WCAG AA asks 3:1), else near-black. The preview
	 * computes the same in the browser (widget/src/contrast.ts; a PHPUnit test holds them equal).
	 *
	 * @param string $hex A hex colour such as #2D87F1 (three or six digits).
	 * @return string
	 */
	public static function readable_on( string $hex ): string {
		if ( ! preg_match( '/^#?([0-9a-f]{6}|[0-9a-f]{3})$/iD', $hex, $match ) ) {
			return '#ffffff';
		}
		$digits = 3 === strlen( $match[1] ) ? (string) preg_replace( '/./', '$0$0', $match[1] ) : $match[1];
		$linear = array();
		foreach ( array( 0, 2, 4 ) as $i ) {
			$c        = hexdec( substr( $digits, $i, 2 ) ) / 255;
			$linear[] = $c <= 0.03928 ? $c / 12.92 : ( ( $c + 0.055 ) / 1.055 ) ** 2.4;
		}
		$luminance = 0.2126 * $linear[0] + 0.7152 * $linear[1] + 0.0722 * $linear[2];
		return 1.05 / ( $luminance + 0.05 ) >= 3 ? '#ffffff' : '#1e1e1e';
	}

	/**
	 * The site's widget settings under the survey theming's key names.
	 *
	 * @return array<string, mixed>
	 */
	private function site(): array {
		$all = $this->settings->all();
		return array(
			'color_scheme'        => $all['widget_theme'] ?? 'light',
			'widget_color'        => $all['widget_color'] ?? null,
			'text_color'          => $all['widget_text_color'] ?? null,
			'button_color'        => $all['widget_button_color'] ?? null,
			'font'                => $all['widget_font'] ?? array(),
			'position'            => $all['widget_position'] ?? 'bottom_right',
			'widget_toggle_text'  => $all['widget_toggle_text'] ?? '',
			'widget_toggle_icon'  => $all['widget_toggle_icon'] ?? '',
			'widget_toggle_color' => $all['widget_toggle_color'] ?? null,
			'logo_type'           => $all['logo_type'] ?? 'none',
			'custom_logo'         => $all['widget_custom_logo'] ?? '',
			'start_minimized'     => $all['widget_start_minimized'] ?? false,
			'skip_text'           => $all['widget_skip_text'] ?? '',
			'next_text'           => $all['widget_next_text'] ?? '',
		);
	}

	/**
	 * A hex colour, or the fallback.
	 *
	 * @param mixed  $value    The colour.
	 * @param string $fallback The default.
	 * @return string
	 */
	private static function color( $value, string $fallback ): string {
		$color = is_string( $value ) ? sanitize_hex_color( $value ) : null;
		return is_string( $color ) && '' !== $color ? $color : $fallback;
	}

	/**
	 * An http(s) URL, or ''.
	 *
	 * @param mixed $value The URL.
	 * @return string
	 */
	private static function url( $value ): string {
		return is_string( $value ) && '' !== $value ? esc_url_raw( $value, array( 'http', 'https' ) ) : '';
	}

	/**
	 * Plain one-line text.
	 *
	 * @param mixed $value The text.
	 * @return string
	 */
	private static function text( $value ): string {
		return is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '';
	}

	/**
	 * A button label: the translated default when empty or still the stored English default.
	 *
	 * @param mixed  $value      The stored label.
	 * @param string $english    The untranslated default the settings store.
	 * @param string $translated The translated default.
	 * @return string
	 */
	private static function label( $value, string $english, string $translated ): string {
		$text = self::text( $value );
		return '' === $text || $english === $text ? $translated : $text;
	}
}
