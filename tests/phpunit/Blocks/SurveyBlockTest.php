<?php
/**
 * The "UserFeedback Survey" block: registration, server render, editor data, REST facts.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Blocks;

use UserFeedback\Admin\AdminAssets;
use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Assets\AssetManifest;
use UserFeedback\Blocks\SurveyBlock;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Frontend\Shortcode;
use UserFeedback\Frontend\SurveyEligibility;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetLoader;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Tests\Frontend\FrontendTestCase;
use UserFeedback\Visitors\SubmissionToken;

/**
 * The block stands in for the shortcode: the plugin's registration is replaced by one over a
 * fresh Shortcode (restored after), so each test sees its own placements.
 */
final class SurveyBlockTest extends FrontendTestCase {

	/**
	 * The plugin's registered block type.
	 *
	 * @var \WP_Block_Type|null
	 */
	private ?\WP_Block_Type $original = null;

	/**
	 * The shortcode the block under test renders through.
	 *
	 * @var Shortcode
	 */
	private Shortcode $shortcode;

	/**
	 * Its eligibility service.
	 *
	 * @var SurveyEligibility
	 */
	private SurveyEligibility $eligibility;

	/**
	 * The block under test.
	 *
	 * @var SurveyBlock
	 */
	private SurveyBlock $block;

	protected function setUp(): void {
		parent::setUp();
		$this->assertFileExists( USERFEEDBACK_DIR . '/build/blocks/survey/block.json', 'run the build before the tests' );
		$this->original = \WP_Block_Type_Registry::get_instance()->get_registered( SurveyBlock::NAME );
		$this->use_addons( AddonRegistry::KEYS );
	}

	protected function tearDown(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		if ( $registry->is_registered( SurveyBlock::NAME ) ) {
			$registry->unregister( SurveyBlock::NAME );
		}
		if ( null !== $this->original ) {
			$registry->register( $this->original );
		}
		wp_dequeue_script( WidgetLoader::HANDLE );
		wp_deregister_script( WidgetLoader::HANDLE );
		parent::tearDown();
	}

	/**
	 * Activates add-ons and registers a fresh block (and shortcode) that sees them.
	 *
	 * @param string[] $addons Active add-ons.
	 * @return void
	 */
	private function use_addons( array $addons ): void {
		$this->set_active_addons( $addons );
		$this->eligibility = $this->eligibility();
		$this->shortcode   = new Shortcode( $this->eligibility );
		$this->block       = new SurveyBlock( self::manifest(), $this->shortcode, $this->bootstrap() );
		$registry          = \WP_Block_Type_Registry::get_instance();
		if ( $registry->is_registered( SurveyBlock::NAME ) ) {
			$registry->unregister( SurveyBlock::NAME );
		}
		$this->block->register();
	}

	/**
	 * The build's files.
	 *
	 * @return AssetManifest
	 */
	private static function manifest(): AssetManifest {
		return new AssetManifest( USERFEEDBACK_DIR . '/build', plugins_url( 'build', USERFEEDBACK_FILE ) );
	}

	/**
	 * A bootstrap builder wired like the plugin's.
	 *
	 * @return WidgetBootstrap
	 */
	private function bootstrap(): WidgetBootstrap {
		$entitlements = $this->entitlements();
		return new WidgetBootstrap( new SiteGlobals( $entitlements ), $entitlements, new WidgetTheming( new SettingsStore(), $entitlements ), new SubmissionToken( wp_salt( 'nonce' ) ), false );
	}

	/**
	 * The block's markup in a post.
	 *
	 * @param array<string, mixed> $attributes The block's attributes.
	 * @return string
	 */
	private static function markup( array $attributes ): string {
		return '<!-- wp:userfeedback/survey ' . ( array() === $attributes ? '' : wp_json_encode( $attributes ) . ' ' ) . '/-->';
	}

	/**
	 * The placeholder the shortcode renders.
	 *
	 * @param int $id Survey id.
	 * @return string
	 */
	private static function placeholder( int $id ): string {
		return '<div class="userfeedback-inline" data-survey-id="' . $id . '"></div>';
	}

	public function test_only_the_widgets_own_calls_skip_the_block(): void {
		$post = static fn( string $uri ): array => array(
			'REQUEST_METHOD' => 'POST',
			'REQUEST_URI'    => $uri,
		);
		$this->assertTrue( SurveyBlock::is_visitor_call( $post( '/wp-json/userfeedback/v1/surveys/12/responses' ), array() ) );
		$this->assertTrue( SurveyBlock::is_visitor_call( $post( '/blog/wp-json/userfeedback/v1/surveys/12/impression?x=1' ), array() ) );
		$this->assertTrue( SurveyBlock::is_visitor_call( $post( '/index.php?rest_route=/userfeedback/v1/surveys/12/responses' ), array( 'rest_route' => '/userfeedback/v1/surveys/12/responses' ) ) );

		$this->assertFalse( SurveyBlock::is_visitor_call( $post( '/wp-json/wp/v2/block-renderer/userfeedback/survey' ), array() ), 'the block renderer needs it' );
		$this->assertFalse( SurveyBlock::is_visitor_call( $post( '/wp-json/userfeedback/v1/surveys/12' ), array() ), 'the admin routes' );
		$this->assertFalse( SurveyBlock::is_visitor_call( $post( '/userfeedback/v1/surveys/12/responses/' ), array() ), 'not a REST URL' );
		$this->assertFalse( SurveyBlock::is_visitor_call( $post( '/?rest_route=/wp/v2/posts' ), array( 'rest_route' => '/wp/v2/posts' ) ), 'rest_route decides, not the path' );
		$this->assertFalse(
			SurveyBlock::is_visitor_call(
				array(
					'REQUEST_METHOD' => 'GET',
					'REQUEST_URI'    => '/wp-json/userfeedback/v1/surveys/12/responses',
				),
				array()
			),
			'the admin\'s responses list'
		);
	}

	public function test_a_visitors_response_does_not_register_the_block_and_a_page_does(): void {
		$server   = $_SERVER;
		$registry = \WP_Block_Type_Registry::get_instance();
		$registry->unregister( SurveyBlock::NAME );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_SERVER['REQUEST_URI']    = '/wp-json/userfeedback/v1/surveys/3/responses';
		try {
			$this->block->register();
			$this->assertFalse( $registry->is_registered( SurveyBlock::NAME ) );
			$_SERVER['REQUEST_METHOD'] = 'GET';
			$_SERVER['REQUEST_URI']    = '/a-page/';
			$this->block->register();
			$this->assertTrue( $registry->is_registered( SurveyBlock::NAME ) );
		} finally {
			$_SERVER = $server;
		}
	}

	public function test_the_plugin_registers_the_block_from_its_block_json(): void {
		$this->assertNotNull( $this->original, 'registered by the plugin on init' );
		$type = $this->original;
		$this->assertSame( 3, $type->api_version );
		$this->assertSame( array( 'type' => 'number' ), ( $type->attributes ?? array() )['surveyId'] ?? null );
		$this->assertTrue( $type->is_dynamic() );
		$this->assertSame( array( 'userfeedback-survey-editor-script', AdminAssets::PREVIEW_HANDLE ), $type->editor_script_handles );

		$script = wp_scripts()->registered['userfeedback-survey-editor-script'];
		$this->assertStringEndsWith( '/build/blocks/survey/index.js', (string) $script->src );
		$this->assertContains( 'wp-blocks', $script->deps );
		$this->assertContains( 'wp-i18n', $script->deps );
		// Translated from the plugin's own JSON files (bin/make-json.mjs), as the admin app is.
		$this->assertSame( 'userfeedback', $script->textdomain );
		$this->assertSame( USERFEEDBACK_DIR . '/languages', $script->translations_path );
		$this->assertStringEndsWith( '/build/widget-preview.js', (string) wp_scripts()->registered[ AdminAssets::PREVIEW_HANDLE ]->src );
		$this->assertStringEndsWith( '/build/blocks/survey/index.css', (string) wp_styles()->registered['userfeedback-survey-editor-style']->src );
	}

	public function test_wordpress_loads_the_json_translations_make_json_writes_for_the_script(): void {
		// bin/make-json.mjs over the tests' German, into a folder of its own; WordPress then looks
		// for {domain}-{locale}-{md5 of the script's path in the plugin}.json there.
		$dir = get_temp_dir() . 'uf-block-l10n-' . wp_generate_password( 8, false );
		wp_mkdir_p( $dir );
		exec( 'node ' . escapeshellarg( USERFEEDBACK_DIR . '/bin/make-json.mjs' ) . ' ' . escapeshellarg( USERFEEDBACK_DIR . '/tests/e2e/fixtures/languages' ) . ' ' . escapeshellarg( $dir ) . ' 2>&1', $output, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec -- runs the build's own script.
		$this->assertSame( 0, $status, implode( "\n", $output ) );

		$german = static fn(): string => 'de_DE';
		add_filter( 'determine_locale', $german );
		$json   = load_script_textdomain( 'userfeedback-survey-editor-script', 'userfeedback', $dir );
		remove_filter( 'determine_locale', $german );
		foreach ( (array) glob( $dir . '/*.json' ) as $file ) {
			wp_delete_file( (string) $file );
		}
		rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- a temporary folder of this test.

		$this->assertIsString( $json );
		$messages = json_decode( $json, true )['locale_data']['messages'];
		$this->assertSame( array( 'Umfrage wechseln' ), $messages['Change survey'] );
		// Only the block's own strings: the admin app's are in build/admin.js's file.
		$this->assertArrayNotHasKey( 'Surveys', $messages );
	}

	public function test_the_block_renders_exactly_what_the_shortcode_renders(): void {
		$id = $this->create_survey();
		$this->assertSame( self::placeholder( $id ), do_blocks( self::markup( array( 'surveyId' => $id ) ) ) );
		$this->assertSame( array( $id ), $this->shortcode->placed_ids(), 'placed for the page bootstrap' );

		$shortcode = do_shortcode( '[userfeedback id="' . $id . '"]' );
		$this->assertSame( $shortcode, do_blocks( self::markup( array( 'surveyId' => $id ) ) ) );
	}

	public function test_the_blocks_language_places_the_survey_in_it_as_the_shortcodes_lang_does(): void {
		$id = $this->create_survey();
		do_blocks(
			self::markup(
				array(
					'surveyId' => $id,
					'lang'     => 'fr_FR',
				)
			)
		);
		$this->assertSame( 'fr_FR', $this->shortcode->placed()[0]['lang'] );
	}

	public function test_what_the_shortcode_does_not_show_the_block_does_not_show_either(): void {
		$draft = $this->create_survey( array( 'status' => 'draft' ) );
		$stars = $this->create_survey( array( 'questions' => array( self::star_question() ) ) );
		$this->use_addons( array( 'targeting', 'branding', 'behavior' ) );
		foreach (
			array(
				'draft'                => array( 'surveyId' => $draft ),
				'stars without add-on' => array( 'surveyId' => $stars ),
				'unknown'              => array( 'surveyId' => 999999 ),
				'negative'             => array( 'surveyId' => -3 ),
				'not a number'         => array( 'surveyId' => 'abc' ),
				'no survey chosen'     => array(),
				'a fraction'           => array( 'surveyId' => 2.5 ),
			) as $case => $attributes
		) {
			$this->assertSame( '', do_blocks( self::markup( $attributes ) ), $case );
		}
		$this->assertSame( array(), $this->shortcode->placed() );
		$this->assertSame(
			array(
				$draft => 'Survey is not published',
				$stars => 'Question Types addon is missing',
				999999 => 'Survey is not published',
			),
			$this->eligibility->reasons()
		);
		$this->assertSame( '', $this->block->render( 'not an array' ) );
	}

	public function test_block_and_shortcode_of_one_survey_send_it_once_so_it_counts_one_impression(): void {
		$id      = $this->create_survey();
		$other   = $this->create_survey();
		$loader  = new WidgetLoader( self::manifest(), $this->eligibility, $this->shortcode, $this->bootstrap() );
		$content = do_blocks( self::markup( array( 'surveyId' => $id ) ) . '[userfeedback id="' . $id . '"]' . self::markup( array( 'surveyId' => $id ) ) );
		$content = do_shortcode( $content );
		$this->assertSame( str_repeat( self::placeholder( $id ), 3 ), $content );

		ob_start();
		$loader->render();
		ob_end_clean();
		$before = trim( implode( "\n", array_filter( (array) wp_scripts()->get_data( WidgetLoader::HANDLE, 'before' ) ) ) );
		$json   = json_decode( substr( $before, strlen( 'window.userfeedbackWidget = ' ), -1 ), true );
		$this->assertIsArray( $json );
		// One inline entry: the widget fills every placeholder from it and counts one impression.
		$this->assertSame( array( $id ), array_column( $json['inline'], 'id' ) );
		// An inline survey is not also floated; the other live survey is the floating candidate.
		$this->assertSame( array( $other ), array_column( $json['surveys'], 'id' ) );
	}

	public function test_the_editor_gets_the_widget_data_the_admin_url_and_the_users_right_to_create(): void {
		$this->act_as( 'editor' );
		$handle = 'userfeedback-survey-editor-script';
		wp_scripts()->registered[ $handle ]->extra['before'] = array();
		$this->block->editor_data();
		$before = trim( implode( "\n", array_filter( (array) wp_scripts()->get_data( $handle, 'before' ) ) ) );
		$this->assertMatchesRegularExpression( '/^window\.userfeedbackSurveyBlock = \{.*\};$/s', $before );
		$data = json_decode( substr( $before, strlen( 'window.userfeedbackSurveyBlock = ' ), -1 ), true );
		$this->assertIsArray( $data );
		$this->assertSame( admin_url( 'admin.php?page=userfeedback_surveys' ), $data['surveysUrl'] );
		$this->assertTrue( $data['canCreate'] );
		$this->assertSame( array(), $data['bootstrap']['surveys'] );
		$this->assertSame( array(), $data['bootstrap']['inline'] );
		$this->assertSame( 'Next', $data['bootstrap']['texts']['next'] );
		$this->assertArrayHasKey( 'question-types', $data['bootstrap']['addons'] );
		$this->assertEmpty( wp_scripts()->get_data( AdminAssets::PREVIEW_HANDLE, 'before' ), 'nothing printed before the preview bundle' );

		$this->act_as( 'author' );
		wp_scripts()->registered[ $handle ]->extra['before'] = array();
		$this->block->editor_data();
		$before = implode( "\n", array_filter( (array) wp_scripts()->get_data( $handle, 'before' ) ) );
		$this->assertStringContainsString( '"canCreate":false', $before );
	}
}
