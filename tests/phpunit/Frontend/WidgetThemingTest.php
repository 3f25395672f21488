<?php
/**
 * The text colours the server decides for the widget's buttons.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Frontend;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Settings\SettingsStore;

/**
 * The contrast maths is kept out of the widget (its size budget): the page carries
 * button_text_color and toggle_text_color. The admin's preview still computes them in the browser
 * (widget/src/contrast.ts); both are held to one table, widget/src/contrast-cases.json.
 */
final class WidgetThemingTest extends FrontendTestCase {

	/**
	 * The shared cases: background, text colour.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function contrast_cases(): array {
		$json  = (string) file_get_contents( dirname( __DIR__, 3 ) . '/widget/src/contrast-cases.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local source file.
		$cases = array();
		foreach ( (array) json_decode( $json, true ) as $case ) {
			$cases[ '"' . $case[0] . '"' ] = array( (string) $case[0], (string) $case[1] );
		}
		return $cases;
	}

	/**
	 * The PHP rule gives what the preview's gives.
	 *
	 * @param string $background A colour (or not).
	 * @param string $text       The text colour on it.
	 */
	#[DataProvider( 'contrast_cases' )]
	public function test_the_text_colour_is_the_preview_s( string $background, string $text ): void {
		$this->assertSame( $text, WidgetTheming::readable_on( $background ) );
	}

	public function test_the_cases_cover_both_answers_and_the_threshold(): void {
		$texts = array_column( self::contrast_cases(), 1 );
		$this->assertContains( '#ffffff', $texts );
		$this->assertContains( '#1e1e1e', $texts );
		$this->assertSame( '#ffffff', WidgetTheming::readable_on( '#949494' ), 'the lightest grey that keeps white' );
		$this->assertSame( '#1e1e1e', WidgetTheming::readable_on( '#959595' ) );
	}

	public function test_the_theming_carries_the_text_colours_of_its_button_and_toggle(): void {
		( new SettingsStore() )->update(
			array(
				'widget_button_color' => '#ffff00',
				'widget_toggle_color' => '#000000',
			)
		);
		$theming = ( new WidgetTheming( new SettingsStore(), $this->entitlements() ) )->for_survey( array( 'settings' => array() ), false );
		$this->assertSame( array( '#ffff00', '#1e1e1e' ), array( $theming['button_color'], $theming['button_text_color'] ) );
		$this->assertSame( array( '#000000', '#ffffff' ), array( $theming['widget_toggle_color'], $theming['toggle_text_color'] ) );

		$lite = ( new WidgetTheming( new SettingsStore(), $this->entitlements( 'lite' ) ) )->for_survey( array( 'settings' => array() ), false );
		$this->assertSame( array( '#2D87F1', '#ffffff' ), array( $lite['button_color'], $lite['button_text_color'] ), 'the preset colour without branding, and its text colour' );
	}

	/**
	 * Font URL cases, the same as widget/src/font-url.test.ts (the preview's).
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public static function fonts(): array {
		return array(
			'Open Sans 700'    => array( 'Open Sans', '700', 'https://fonts.googleapis.com/css2?family=Open+Sans:wght@700&display=swap' ),
			'Lato regular'     => array( 'Lato', 'regular', 'https://fonts.googleapis.com/css2?family=Lato&display=swap' ),
			'Lato, no weight'  => array( 'Lato', '', 'https://fonts.googleapis.com/css2?family=Lato&display=swap' ),
			'Noto Sans JP 300' => array( 'Noto Sans JP', '300', 'https://fonts.googleapis.com/css2?family=Noto+Sans+JP:wght@300&display=swap' ),
			'the theme font'   => array( '', '700', '' ),
		);
	}

	/**
	 * The server builds the font's stylesheet URL the widget loads.
	 *
	 * @param string $family Family.
	 * @param string $weight Weight.
	 * @param string $url    Expected URL.
	 */
	#[DataProvider( 'fonts' )]
	public function test_the_font_stylesheet_is_built_here( string $family, string $weight, string $url ): void {
		$this->assertSame( $url, WidgetTheming::font_url( $family, $weight ) );
	}

	public function test_the_font_service_filter_applies_and_an_empty_one_loads_nothing(): void {
		( new SettingsStore() )->update(
			array(
				'widget_font' => array(
					'family' => 'Lora',
					'weight' => '600',
				),
			)
		);
		$filter  = static fn(): string => 'https://fonts.example.org/css2';
		add_filter( 'userfeedback_fonts_url', $filter );
		$theming = ( new WidgetTheming( new SettingsStore(), $this->entitlements() ) )->for_survey( array( 'settings' => array() ), false );
		$this->assertSame( 'https://fonts.example.org/css2?family=Lora:wght@600&display=swap', $theming['font_url'] );
		remove_filter( 'userfeedback_fonts_url', $filter );

		add_filter( 'userfeedback_fonts_url', '__return_empty_string' );
		$this->assertSame( '', WidgetTheming::font_url( 'Lora', '600' ) );
		remove_filter( 'userfeedback_fonts_url', '__return_empty_string' );
	}

	public function test_the_cooldown_is_the_site_setting(): void {
		$theming = new WidgetTheming( new SettingsStore(), $this->entitlements() );
		$this->assertSame( 0, $theming->cooldown_days() );
		( new SettingsStore() )->update( array( 'widget_cooldown_days' => 14 ) );
		$this->assertSame( 14, ( new WidgetTheming( new SettingsStore(), $this->entitlements() ) )->cooldown_days() );
	}
}
