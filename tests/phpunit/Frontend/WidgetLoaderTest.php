<?php
/**
 * The widget's enqueue at wp_footer.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Frontend;

use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Assets\AssetManifest;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Frontend\Shortcode;
use UserFeedback\Frontend\SurveyEligibility;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetLoader;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Visitors\SubmissionToken;

/**
 * Pages with no survey get nothing; pages with one get the deferred bundle and its bootstrap;
 * editors under WP_DEBUG get the not-shown reasons as HTML comments.
 */
final class WidgetLoaderTest extends FrontendTestCase {

	/**
	 * The shortcode the loader reads.
	 *
	 * @var Shortcode
	 */
	private Shortcode $shortcode;

	protected function setUp(): void {
		parent::setUp();
		$this->forget_script();
		$this->assertFileExists( USERFEEDBACK_DIR . '/build/widget.js', 'run the build before the tests' );
	}

	protected function tearDown(): void {
		$this->forget_script();
		remove_all_filters( 'userfeedback_csp_nonce' );
		remove_all_filters( 'userfeedback_page_surveys' );
		parent::tearDown();
	}

	/**
	 * Removes the widget script from the queue and the registry.
	 *
	 * @return void
	 */
	private function forget_script(): void {
		wp_dequeue_script( WidgetLoader::HANDLE );
		wp_deregister_script( WidgetLoader::HANDLE );
	}

	/**
	 * A loader wired like the plugin's, over the current add-ons.
	 *
	 * @param bool $wp_debug Whether WP_DEBUG is on.
	 * @return WidgetLoader
	 */
	private function loader( bool $wp_debug = true ): WidgetLoader {
		$entitlements    = $this->entitlements();
		$eligibility     = $this->eligibility( $entitlements );
		$this->shortcode = new Shortcode( $eligibility );
		return new WidgetLoader(
			new AssetManifest( USERFEEDBACK_DIR . '/build', plugins_url( 'build', USERFEEDBACK_FILE ) ),
			$eligibility,
			$this->shortcode,
			new WidgetBootstrap(
				new SiteGlobals( $entitlements ),
				$entitlements,
				new WidgetTheming( new SettingsStore(), $entitlements ),
				new SubmissionToken( wp_salt( 'nonce' ) ),
				$wp_debug
			)
		);
	}

	/**
	 * Runs the loader's footer work and returns what it printed.
	 *
	 * @param WidgetLoader $loader The loader.
	 * @return string
	 */
	private static function render( WidgetLoader $loader ): string {
		ob_start();
		$loader->render();
		return (string) ob_get_clean();
	}

	/**
	 * The bootstrap printed before the script, decoded.
	 *
	 * @return array<string, mixed>
	 */
	private function printed_bootstrap(): array {
		$before = trim( implode( "\n", array_filter( (array) wp_scripts()->get_data( WidgetLoader::HANDLE, 'before' ) ) ) );
		$this->assertMatchesRegularExpression( '/^window\.userfeedbackWidget = \{.*\};$/s', $before );
		$json = json_decode( substr( $before, strlen( 'window.userfeedbackWidget = ' ), -1 ), true );
		$this->assertIsArray( $json );
		return $json;
	}

	public function test_the_plugin_hooks_the_loader_into_the_footer_before_the_scripts_print(): void {
		$found = false;
		foreach ( $GLOBALS['wp_filter']['wp_footer']->callbacks[5] ?? array() as $callback ) {
			$found = $found || ( is_array( $callback['function'] ) && $callback['function'][0] instanceof WidgetLoader );
		}
		$this->assertTrue( $found );
		$this->assertSame( 20, has_action( 'wp_footer', 'wp_print_footer_scripts' ) );
	}

	public function test_a_page_with_no_survey_gets_nothing(): void {
		$this->create_survey( array( 'status' => 'draft' ) );
		$this->assertSame( '', self::render( $this->loader( false ) ) );
		$this->assertFalse( wp_script_is( WidgetLoader::HANDLE, 'enqueued' ) );
		$this->assertFalse( wp_script_is( WidgetLoader::HANDLE, 'registered' ) );
	}

	public function test_a_page_with_a_survey_gets_the_deferred_bundle_and_its_bootstrap(): void {
		$id = $this->create_survey( array( 'title' => 'Pricing' ) );
		$this->assertSame( '', self::render( $this->loader( false ) ) );

		$this->assertTrue( wp_script_is( WidgetLoader::HANDLE, 'enqueued' ) );
		$script = wp_scripts()->registered[ WidgetLoader::HANDLE ];
		$this->assertSame( array(), $script->deps );
		$this->assertStringEndsWith( '/build/widget.js', (string) $script->src );
		$this->assertSame( 'defer', wp_scripts()->get_data( WidgetLoader::HANDLE, 'strategy' ) );
		$this->assertSame( 1, wp_scripts()->get_data( WidgetLoader::HANDLE, 'group' ), 'in the footer' );

		$bootstrap = $this->printed_bootstrap();
		$this->assertSame( array( $id ), array_column( $bootstrap['surveys'], 'id' ) );
		$this->assertSame( 'Pricing', $bootstrap['surveys'][0]['title'] );
		$this->assertSame( array(), $bootstrap['inline'] );

		// The printed tag: deferred, with the bootstrap just before it.
		ob_start();
		wp_scripts()->do_item( WidgetLoader::HANDLE );
		$html = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '#<script[^>]*id="userfeedback-widget-js-before"[^>]*>\s*window\.userfeedbackWidget = .*</script>\s*<script[^>]*src="[^"]*/build/widget\.js[^"]*"[^>]*\bdefer\b#s', $html );
	}

	public function test_a_shortcode_survey_alone_loads_the_widget_and_does_not_float(): void {
		$this->set_active_addons( array_diff( AddonRegistry::KEYS, array( 'targeting' ) ) );
		$id     = $this->create_survey();
		$loader = $this->loader( false );
		$this->shortcode->render( array( 'id' => (string) $id ) );
		self::render( $loader );

		$bootstrap = $this->printed_bootstrap();
		$this->assertSame( array(), $bootstrap['surveys'] );
		$this->assertSame( array( $id ), array_column( $bootstrap['inline'], 'id' ) );
		$this->assertSame( 'bottom_right', $bootstrap['inline'][0]['settings']['theming']['position'] );
	}

	public function test_script_breaking_text_cannot_leave_the_script_tag(): void {
		$this->create_survey();
		add_filter(
			'userfeedback_page_surveys',
			static function ( array $surveys ): array {
				$surveys[0]['title'] = '</script><script>alert(1)</script><!--';
				return $surveys;
			}
		);
		self::render( $this->loader( false ) );
		$before = implode( "\n", (array) wp_scripts()->get_data( WidgetLoader::HANDLE, 'before' ) );
		$this->assertStringNotContainsString( '</script', $before );
		$this->assertStringNotContainsString( '<!--', $before );
		$this->assertSame( '</script><script>alert(1)</script><!--', $this->printed_bootstrap()['surveys'][0]['title'] );
	}

	public function test_editors_under_wp_debug_see_why_surveys_were_not_shown(): void {
		$stars = $this->create_survey( array( 'questions' => array( self::star_question() ) ) );
		$this->set_active_addons( array_diff( AddonRegistry::KEYS, array( 'question-types' ) ) );

		$this->assertSame( '', self::render( $this->loader() ), 'not for visitors' );

		$this->act_as( 'editor' );
		$this->forget_script();
		$this->assertSame( "<!-- UserFeedback: survey {$stars} not shown: Question Types addon is missing -->\n", self::render( $this->loader() ) );
		$this->assertFalse( wp_script_is( WidgetLoader::HANDLE, 'enqueued' ), 'no survey, no script' );

		$this->assertSame( '', self::render( $this->loader( false ) ), 'not without WP_DEBUG' );
	}

	public function test_comment_text_cannot_end_the_comment(): void {
		$text = WidgetLoader::comment_text( 'a -- b ---> c <!-- d -->' );
		$this->assertStringNotContainsString( '--', $text );
		$this->assertStringNotContainsString( '>', $text );
		$this->assertStringNotContainsString( '<', $text );
	}

	public function test_nothing_in_wp_admin_or_feeds(): void {
		$this->create_survey();
		set_current_screen( 'dashboard' );
		self::render( $this->loader() );
		$this->assertFalse( wp_script_is( WidgetLoader::HANDLE, 'enqueued' ) );
		$GLOBALS['current_screen'] = null;

		$GLOBALS['wp_query'] = new \WP_Query( array( 'feed' => 'rss2' ) );
		self::render( $this->loader() );
		$GLOBALS['wp_query'] = $GLOBALS['wp_the_query'];
		$this->assertFalse( wp_script_is( WidgetLoader::HANDLE, 'enqueued' ) );
	}

	public function test_the_csp_nonce_goes_on_the_widget_tags_only(): void {
		$loader = $this->loader( false );
		$tag    = array( 'id' => 'userfeedback-widget-js' );
		$this->assertSame( $tag, $loader->script_attributes( $tag ), 'no nonce by default' );

		add_filter( 'userfeedback_csp_nonce', static fn(): string => 'n0nce' );
		$this->assertSame( $tag + array( 'nonce' => 'n0nce' ), $loader->script_attributes( $tag ) );
		$before = array( 'id' => 'userfeedback-widget-js-before' );
		$this->assertSame( $before + array( 'nonce' => 'n0nce' ), $loader->script_attributes( $before ) );
		$other = array( 'id' => 'jquery-core-js' );
		$this->assertSame( $other, $loader->script_attributes( $other ) );

		// Through WordPress's own printing, with the plugin's hooks.
		$this->create_survey();
		self::render( $loader );
		ob_start();
		wp_scripts()->do_item( WidgetLoader::HANDLE );
		$html = (string) ob_get_clean();
		$this->assertSame( 2, substr_count( $html, 'nonce="n0nce"' ), $html );
	}
}
