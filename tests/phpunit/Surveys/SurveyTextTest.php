<?php
/**
 * The texts an admin saves in a survey carry no control characters.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Tests\TestCase;

/**
 * Visitors' answers already lose control characters (Rest\HardeningTest); an admin's survey
 * texts went through sanitize_text_field() only, which keeps NUL (when no "<" is in the text),
 * BEL, ESC, DEL, the C1 controls and the noncharacters, and empties a whole text for one invalid
 * UTF-8 byte. Through the real REST route and read back; then the normaliser on its own for
 * what must stay (emoji, right-to-left text, marks and joiners).
 */
final class SurveyTextTest extends TestCase {

	private const BASE = '/userfeedback/v1/surveys';

	/** Every kind of character that must go, between the words of a text. */
	private const NOISE = "\0\x07\x1B\x7F\u{0085}\u{009B}\u{FFFE}\u{FFFF}\u{FDD0}\u{1FFFE}";

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'test', 'elite' ) );
		$this->set_active_addons( array( 'question-types', 'targeting', 'branding', 'behavior', 'templates' ) );
		$this->act_as( 'administrator' );
	}

	public function test_a_survey_saved_through_rest_reads_back_without_control_characters(): void {
		$noisy = static fn( string $a, string $b ): string => $a . self::NOISE . $b;
		$body  = array(
			'title'         => "Title\0 one\x07 \x1B[31mred\u{FFFE}",
			'status'        => 'publish',
			'questions'     => array(
				array(
					'id'     => 'q1',
					'type'   => 'radio-button',
					'title'  => $noisy( 'Was it ', 'helpful?' ),
					'config' => array( 'options' => array( "Yes\0", $noisy( 'N', 'o' ) ) ),
				),
				array(
					'id'     => 'q2',
					'type'   => 'long-text',
					'title'  => "Why\x1B[0m?",
					'config' => array( 'options' => array() ),
					'logic'  => array(
						'enabled'    => true,
						'action'     => 'show',
						'conditions' => array(
							array(
								'question_id' => 'q1',
								'compare'     => '==',
								'value'       => "Yes\0",
							),
						),
					),
				),
			),
			'settings'      => array(
				'thank_you' => array(
					'type'        => 'message',
					'message'     => "Thanks\0!\n\tSee you\x0B\x0C soon" . self::NOISE,
					'redirect_to' => array(
						'id'    => 12,
						'label' => $noisy( 'Ho', 'me' ),
					),
				),
				'targeting' => array(
					'pages'      => 'advanced',
					'page_rules' => array(
						array(
							'logic'    => 'page_url_contains',
							'operator' => '&&',
							'data'     => $noisy( 'pri', 'cing' ),
						),
						array(
							'logic'    => 'page_is',
							'operator' => '&&',
							'data'     => array(
								'id'    => 2,
								'label' => $noisy( 'Sample ', 'Page' ),
							),
						),
					),
				),
				'theming'   => array(
					'widget_toggle_text' => $noisy( 'Feed', 'back' ),
					'skip_text'          => $noisy( 'Sk', 'ip' ),
					'next_text'          => $noisy( 'Ne', 'xt' ),
				),
			),
			'notifications' => array(
				'email' => array(
					'active'    => true,
					'addresses' => $noisy( 'team@example.com, ', 'b@example.com' ),
				),
			),
		);

		$saved = $this->rest( 'POST', self::BASE, $body );

		$this->assertSame( 201, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$survey = $this->rest( 'GET', self::BASE . '/' . $saved->get_data()['id'] )->get_data();
		$this->assertSame( 'Title one [31mred', $survey['title'] );
		$this->assertSame( 'Was it helpful?', $survey['questions'][0]['title'] );
		$this->assertSame( array( 'Yes', 'No' ), $survey['questions'][0]['config']['options'] );
		$this->assertSame( 'Why[0m?', $survey['questions'][1]['title'] );
		$this->assertSame( 'Yes', $survey['questions'][1]['logic']['conditions'][0]['value'], 'still names the option' );
		$this->assertSame( "Thanks!\n\tSee you soon", $survey['settings']['thank_you']['message'], 'a multi-line text keeps its line break and tab' );
		$this->assertSame( 'Home', $survey['settings']['thank_you']['redirect_to']['label'] );
		$this->assertSame( 'pricing', $survey['settings']['targeting']['page_rules'][0]['data'] );
		$this->assertSame( 'Sample Page', $survey['settings']['targeting']['page_rules'][1]['data']['label'] );
		$this->assertSame( 'Feedback', $survey['settings']['theming']['widget_toggle_text'] );
		$this->assertSame( 'Skip', $survey['settings']['theming']['skip_text'] );
		$this->assertSame( 'Next', $survey['settings']['theming']['next_text'] );
		$this->assertSame( 'team@example.com, b@example.com', $survey['notifications']['email']['addresses'] );
		$this->assertDoesNotMatchRegularExpression( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]|\xC2[\x80-\x9F]|\xEF\xBF[\xBE\xBF]|\xEF\xB7[\x90-\xAF]/', (string) wp_json_encode( $survey, JSON_UNESCAPED_UNICODE ) );
	}

	public function test_one_invalid_byte_is_dropped_not_the_whole_title(): void {
		$saved = $this->rest(
			'POST',
			self::BASE,
			array(
				'title'     => "Caf\xC3 au lait\xFF \xE2\x82",
				'status'    => 'draft',
				'questions' => array(),
			)
		);

		$this->assertSame( 201, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( 'Caf au lait', $saved->get_data()['title'] );
	}

	/**
	 * Texts that must come through as they are.
	 *
	 * @return array<string, array{string}>
	 */
	public static function legitimate_texts(): array {
		return array(
			'emoji'                 => array( 'Great 👍🏽 🎉' ),
			'family emoji (joiner)' => array( "Family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}" ),
			'flag'                  => array( 'Made in 🇫🇷' ),
			'Arabic'                => array( 'ما رأيك في هذه الصفحة؟' ),
			'Hebrew with marks'     => array( "\u{200F}שלום עולם\u{200E} (v2)" ),
			'accents, combining'    => array( "Cafe\u{0301} crème brûlée" ),
			'CJK'                   => array( 'このページは役に立ちましたか？' ),
			'supplementary plane'   => array( "\u{20BB7}野家 \u{1D11E}" ),
		);
	}

	#[DataProvider( 'legitimate_texts' )]
	public function test_legitimate_unicode_is_kept( string $text ): void {
		$survey = ( new SurveyNormalizer() )->survey(
			array(
				'title'     => $text,
				'questions' => array(
					array(
						'type'   => 'radio-button',
						'title'  => $text,
						'config' => array( 'options' => array( $text ) ),
					),
				),
				'settings'  => array( 'thank_you' => array( 'message' => $text ) ),
			)
		);

		$this->assertSame( $text, $survey['title'] );
		$this->assertSame( $text, $survey['questions'][0]['title'] );
		$this->assertSame( array( $text ), $survey['questions'][0]['config']['options'] );
		$this->assertSame( $text, $survey['settings']['thank_you']['message'] );
	}

	public function test_a_one_line_text_turns_line_breaks_and_tabs_into_spaces(): void {
		$survey = ( new SurveyNormalizer() )->survey( array( 'title' => "One\ntwo\tthree\r\nfour" ) );

		$this->assertSame( 'One two three four', $survey['title'] );
	}
}
