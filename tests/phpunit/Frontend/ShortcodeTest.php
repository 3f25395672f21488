<?php
/**
 * The [userfeedback id="N"] shortcode.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Frontend;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Frontend\Shortcode;
use UserFeedback\Frontend\SurveyEligibility;

/**
 * Through do_shortcode(), with a fresh Shortcode standing in for the plugin's (restored after).
 */
final class ShortcodeTest extends FrontendTestCase {

	/**
	 * The plugin's own shortcode callback.
	 *
	 * @var callable|null
	 */
	private $original;

	/**
	 * The shortcode under test.
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

	protected function setUp(): void {
		parent::setUp();
		global $shortcode_tags;
		$this->original = $shortcode_tags[ Shortcode::TAG ] ?? null;
		$this->use_addons( AddonRegistry::KEYS );
	}

	protected function tearDown(): void {
		global $shortcode_tags;
		if ( null !== $this->original ) {
			$shortcode_tags[ Shortcode::TAG ] = $this->original;
		}
		parent::tearDown();
	}

	/**
	 * Activates add-ons and registers a fresh shortcode that sees them.
	 *
	 * @param string[] $addons Active add-ons.
	 * @return void
	 */
	private function use_addons( array $addons ): void {
		$this->set_active_addons( $addons );
		$this->eligibility = $this->eligibility();
		$this->shortcode   = new Shortcode( $this->eligibility );
		$this->shortcode->add_hooks();
	}

	/**
	 * The placeholder for a survey.
	 *
	 * @param int $id Survey id.
	 * @return string
	 */
	private static function placeholder( int $id ): string {
		return '<div class="userfeedback-inline" data-survey-id="' . $id . '"></div>';
	}

	public function test_the_plugin_registers_the_shortcode(): void {
		$this->assertTrue( shortcode_exists( 'userfeedback' ) );
		$this->assertIsArray( $this->original );
		$this->assertInstanceOf( Shortcode::class, $this->original[0] );
	}

	public function test_a_live_survey_renders_a_placeholder_and_is_sent_to_the_page(): void {
		$id = $this->create_survey();
		$this->assertSame( '<p>Before</p>' . self::placeholder( $id ) . '<p>After</p>', do_shortcode( '<p>Before</p>[userfeedback id="' . $id . '"]<p>After</p>' ) );
		$this->assertSame( array( $id ), $this->shortcode->placed_ids() );
		$this->assertSame( $id, $this->shortcode->placed()[0]['id'] );
	}

	public function test_unknown_draft_and_malformed_ids_render_nothing(): void {
		$draft = $this->create_survey( array( 'status' => 'draft' ) );
		foreach ( array( '[userfeedback id="' . $draft . '"]', '[userfeedback id="999999"]', '[userfeedback id="abc"]', '[userfeedback]', '[userfeedback id="-3"]' ) as $code ) {
			$this->assertSame( '', do_shortcode( $code ), $code );
		}
		$this->assertSame( array(), $this->shortcode->placed() );
		$this->assertSame( 'Survey is not published', $this->eligibility->reasons()[ $draft ] );
	}

	public function test_several_shortcodes_and_the_same_survey_twice(): void {
		$first  = $this->create_survey();
		$second = $this->create_survey();
		$html   = do_shortcode( "[userfeedback id=\"{$second}\"] [userfeedback id=\"{$first}\"] [userfeedback id=\"{$second}\"]" );
		$this->assertSame( self::placeholder( $second ) . ' ' . self::placeholder( $first ) . ' ' . self::placeholder( $second ), $html );
		$this->assertSame( array( $second, $first ), $this->shortcode->placed_ids(), 'each survey is sent once, in placement order' );
	}

	public function test_the_addon_rule_applies_inline_but_page_targeting_does_not(): void {
		$stars    = $this->create_survey( array( 'questions' => array( self::star_question() ) ) );
		$targeted = $this->create_survey(
			array(
				'settings' => array(
					'targeting' => array(
						'pages'      => 'advanced',
						'page_rules' => array(
							array(
								'logic'    => 'page_type',
								'operator' => '&&',
								'data'     => array(
									'id'    => '404',
									'label' => '404 Page',
								),
							),
						),
					),
				),
			)
		);
		$this->use_addons( array( 'targeting', 'branding', 'behavior' ) );
		$this->assertSame( '', do_shortcode( "[userfeedback id=\"{$stars}\"]" ) );
		$this->assertSame( array( $stars => 'Question Types addon is missing' ), $this->eligibility->reasons() );
		$this->assertSame( self::placeholder( $targeted ), do_shortcode( "[userfeedback id=\"{$targeted}\"]" ) );
	}
}
