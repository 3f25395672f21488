<?php
/**
 * The survey the XLIFF tests translate, and the requests they send.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (documentElement, textContent…).

/**
 * A survey of three questions (a choice, a text, a checkbox) with a thank-you message on two
 * lines, translated into French in part; the download and upload routes.
 */
trait XliffFixtures {

	/**
	 * Saves the test survey through the REST API and gives its id.
	 *
	 * @param array<string, mixed> $changes Fields over the defaults.
	 * @return int
	 */
	private function create_survey( array $changes = array() ): int {
		$response = $this->rest( 'POST', '/userfeedback/v1/surveys', array_merge( $this->survey_body(), $changes ) );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * The test survey as POST surveys takes it.
	 *
	 * @return array<string, mixed>
	 */
	private function survey_body(): array {
		return array(
			'title'         => 'Your view',
			'status'        => 'draft',
			'language'      => 'en_US',
			'questions'     => array(
				array(
					'id'     => 'fruit',
					'type'   => 'radio-button',
					'title'  => 'Which fruit & why "this" one?',
					'config' => array( 'options' => array( 'Apple', 'Pear', 'Cherry' ) ),
				),
				array(
					'id'    => 'why',
					'type'  => 'text',
					'title' => 'Why?',
				),
				array(
					'id'     => 'many',
					'type'   => 'checkbox',
					'title'  => 'Colours?',
					'config' => array( 'options' => array( 'Red', 'Blue' ) ),
				),
			),
			'settings'      => array( 'thank_you' => array( 'message' => "Thank you!\nSee you soon." ) ),
			'notifications' => array( 'email' => array( 'active' => false ) ),
			'translations'  => array( 'fr_FR' => $this->french() ),
		);
	}

	/**
	 * French texts, some translated, some left empty.
	 *
	 * @return array<string, mixed>
	 */
	private function french(): array {
		return array(
			'title'             => 'Votre avis',
			'thank_you_message' => "Merci !\nÀ bientôt.",
			'next_text'         => 'Suivant',
			'questions'         => array(
				'fruit' => array(
					'title'   => 'Quel fruit & pourquoi « celui-ci » ?',
					'options' => array( 'Pomme', '', 'Cerise' ),
				),
				'many'  => array( 'options' => array( 'Rouge', '' ) ),
			),
		);
	}

	/**
	 * The stored translations, as the REST API reads them back.
	 *
	 * @param int $id Survey id.
	 * @return array<string, mixed>
	 */
	private function translations_of( int $id ): array {
		$read = json_decode( (string) wp_json_encode( $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}" )->get_data() ), true );
		return (array) $read['translations'];
	}

	/**
	 * GET the file of a language.
	 *
	 * @param int    $id     Survey id.
	 * @param string $locale The language.
	 * @return \WP_REST_Response
	 */
	private function download( int $id, string $locale = 'fr_FR' ): \WP_REST_Response {
		return $this->rest( 'GET', "/userfeedback/v1/surveys/{$id}/translations/{$locale}/xliff" );
	}

	/**
	 * The file of a language, expected to download.
	 *
	 * @param int    $id     Survey id.
	 * @param string $locale The language.
	 * @return string
	 */
	private function xliff( int $id, string $locale = 'fr_FR' ): string {
		$response = $this->download( $id, $locale );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (string) $response->get_data()['content'];
	}

	/**
	 * POST a file to a language.
	 *
	 * @param int    $id      Survey id.
	 * @param string $content The file.
	 * @param string $locale  The language.
	 * @return \WP_REST_Response
	 */
	private function upload( int $id, string $content, string $locale = 'fr_FR' ): \WP_REST_Response {
		return $this->rest( 'POST', "/userfeedback/v1/surveys/{$id}/translations/{$locale}/xliff", array( 'content' => $content ) );
	}

	/**
	 * A file's DOM with the XLIFF namespace bound to `x` for XPath.
	 *
	 * @param string $content The file.
	 * @return array{0: \DOMDocument, 1: \DOMXPath}
	 */
	private static function dom( string $content ): array {
		$doc = new \DOMDocument();
		self::assertTrue( $doc->loadXML( $content, LIBXML_NONET ) );
		$xpath = new \DOMXPath( $doc );
		$xpath->registerNamespace( 'x', 'urn:oasis:names:tc:xliff:document:1.2' );
		return array( $doc, $xpath );
	}
}
