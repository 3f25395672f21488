<?php
/**
 * Every file, survey and language an XLIFF import refuses, and why.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\Translations\XliffImport;
use UserFeedback\Tests\TestCase;

/**
 * Each refusal has its status, its code and a message saying what to do; none changes the
 * survey. The file is parsed with no DTD: a DOCTYPE is refused before parsing, so an external
 * entity is never read and entities are never expanded.
 */
final class XliffRefusalsTest extends TestCase {

	use XliffFixtures;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key-pro', 'pro' ) );
		$this->act_as( 'administrator' );
	}

	/**
	 * Files that are not a translation of one language of one survey, as made from a good file.
	 *
	 * @return array<string, array{0: callable(string, int): string, 1: string, 2: string}>
	 */
	public static function bad_files(): array {
		// An entity that would read this very file: its words must never come back.
		$secret = __FILE__;
		return array(
			'not XML'                          => array( static fn(): string => 'title,Votre avis', 'userfeedback_xliff_invalid', 'The file is not valid XML (line 1: Start tag expected, \'<\' not found).' ),
			'cut short'                        => array( static fn( string $file ): string => substr( $file, 0, 300 ), 'userfeedback_xliff_invalid', 'The file is not valid XML (line ' ),
			'empty'                            => array( static fn(): string => '', 'userfeedback_xliff_invalid', 'The file is not valid XML.' ),
			'XLIFF 2.0'                        => array( static fn( string $file ): string => str_replace( array( 'urn:oasis:names:tc:xliff:document:1.2', 'version="1.2"' ), array( 'urn:oasis:names:tc:xliff:document:2.0', 'version="2.0"' ), $file ), 'userfeedback_xliff_not_xliff', 'This is not an XLIFF 1.2 file.' ),
			'another XML'                      => array( static fn(): string => '<?xml version="1.0"?><html><body>Votre avis</body></html>', 'userfeedback_xliff_not_xliff', 'This is not an XLIFF 1.2 file.' ),
			'two languages in one file'        => array( static fn( string $file ): string => (string) preg_replace( '#(<file .*</file>)#s', '$1$1', $file ), 'userfeedback_xliff_files', 'The file holds 2 translations; upload one file per survey and language.' ),
			'another survey'                   => array( static fn( string $file, int $id ): string => str_replace( "original=\"survey-{$id}\"", 'original="survey-999"', $file ), 'userfeedback_xliff_wrong_survey', 'This file belongs to “survey-999”, not to this survey (survey-' ),
			'another language'                 => array( static fn( string $file ): string => str_replace( 'target-language="fr-FR"', 'target-language="de-DE"', $file ), 'userfeedback_xliff_wrong_language', 'This file is a translation into de-DE, not fr-FR.' ),
			'no language'                      => array( static fn( string $file ): string => str_replace( ' target-language="fr-FR"', '', $file ), 'userfeedback_xliff_wrong_language', 'This file is a translation into no language, not fr-FR.' ),
			'an external entity (XXE)'         => array( static fn( string $file ): string => str_replace( '<xliff ', "<!DOCTYPE xliff [ <!ENTITY secret SYSTEM \"file://{$secret}\"> ]>\n<xliff ", str_replace( '>Votre avis<', '>&secret;<', $file ) ), 'userfeedback_xliff_doctype', 'The file has a DOCTYPE or entity declarations' ),
			'billion laughs'                   => array( static fn( string $file ): string => str_replace( '<xliff ', "<!DOCTYPE xliff [ <!ENTITY a \"ha\"> <!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"> <!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\"> ]>\n<xliff ", str_replace( '>Votre avis<', '>&c;<', $file ) ), 'userfeedback_xliff_doctype', 'for safety it is not read' ),
			'a DOCTYPE in lower case'          => array( static fn( string $file ): string => str_replace( '<xliff ', '<!doctype xliff SYSTEM "http://127.0.0.1/x.dtd">' . "\n<xliff ", $file ), 'userfeedback_xliff_doctype', 'for safety it is not read' ),
			'UTF-16'                           => array( static fn( string $file ): string => "\xFF\xFE" . mb_convert_encoding( str_replace( 'encoding="UTF-8"', 'encoding="UTF-16"', $file ), 'UTF-16LE', 'UTF-8' ), 'userfeedback_xliff_encoding', 'The file is not UTF-8 text.' ),
			'declared Latin-1'                 => array( static fn( string $file ): string => str_replace( 'encoding="UTF-8"', 'encoding="ISO-8859-1"', $file ), 'userfeedback_xliff_encoding', 'The file is not UTF-8 text.' ),
			'a control character'              => array( static fn( string $file ): string => str_replace( '>Votre avis<', ">Votre\x01avis<", $file ), 'userfeedback_xliff_invalid', 'The file is not valid XML (line ' ),
			'a control character by reference' => array( static fn( string $file ): string => str_replace( '>Votre avis<', '>Votre&#x1;avis<', $file ), 'userfeedback_xliff_invalid', 'xmlParseCharRef: invalid xmlChar value 1' ),
			'U+FFFE'                           => array( static fn( string $file ): string => str_replace( '>Votre avis<', ">Votre\u{FFFE}avis<", $file ), 'userfeedback_xliff_invalid', 'The file is not valid XML (line ' ),
		);
	}

	/**
	 * A bad file is refused with a 400 saying why (the message holds $message), and nothing changes.
	 *
	 * @param callable(string, int): string $make    The bad file from a good one.
	 * @param string                        $code    The error code.
	 * @param string                        $message The start of its message.
	 */
	#[DataProvider( 'bad_files' )]
	public function test_a_file_that_is_not_this_surveys_language_is_refused( callable $make, string $code, string $message ): void {
		$id      = $this->create_survey();
		$before  = $this->translations_of( $id );
		$content = $make( $this->xliff( $id ), $id );

		$response = $this->upload( $id, $content );

		$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $code, $this->error_code( $response ) );
		$this->assertStringContainsString( $message, $response->get_data()['message'] ?? '' );
		$this->assertStringNotContainsString( 'final class XliffRefusalsTest', (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $before, $this->translations_of( $id ) );
	}

	public function test_a_file_over_one_megabyte_is_refused_before_it_is_read(): void {
		$id       = $this->create_survey();
		$content  = str_replace( '</xliff>', '<!--' . str_repeat( 'x', XliffImport::MAX_BYTES ) . '--></xliff>', $this->xliff( $id ) );
		$response = $this->upload( $id, $content );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'userfeedback_xliff_too_large', $this->error_code( $response ) );
		$this->assertSame( 'The file is 1.0 MB; a translation file can be at most 1 MB.', $response->get_data()['message'] );
	}

	public function test_a_text_longer_than_its_field_is_refused_by_the_validator_naming_its_unit(): void {
		$id      = $this->create_survey();
		$before  = $this->translations_of( $id );
		$content = str_replace( '>Votre avis<', '>' . str_repeat( 'é', 256 ) . '<', $this->xliff( $id ) );
		$content = str_replace( '>Pomme<', '>' . str_repeat( 'p', 501 ) . '<', $content );

		$response = $this->upload( $id, $content );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		$data = $response->get_data();
		$this->assertSame( 'In fr_FR this text can be at most 255 characters long.', $data['data']['params']['translations.fr_FR.title'] );
		$this->assertSame(
			array(
				'title'                   => 'In fr_FR this text can be at most 255 characters long.',
				'question.fruit.option.1' => 'In fr_FR this text can be at most 500 characters long.',
			),
			$data['data']['units']
		);
		$this->assertSame( 'Nothing was imported: title: In fr_FR this text can be at most 255 characters long.; question.fruit.option.1: In fr_FR this text can be at most 500 characters long.', $data['message'] );
		$this->assertSame( $before, $this->translations_of( $id ) );
	}

	public function test_two_options_translated_alike_are_refused_as_in_the_builder(): void {
		$id       = $this->create_survey();
		$response = $this->upload( $id, str_replace( '>Cerise<', '>Pomme<', $this->xliff( $id ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( array( 'question.fruit' => 'In fr_FR two options read “Pomme”: each option needs a text of its own.' ), $response->get_data()['data']['units'] );
	}

	public function test_surveys_and_languages_that_have_no_file(): void {
		$id      = $this->create_survey();
		$content = $this->xliff( $id );

		foreach ( array( 'GET', 'POST' ) as $method ) {
			$call = fn( int $survey, string $locale ) => 'GET' === $method ? $this->download( $survey, $locale ) : $this->upload( $survey, $content, $locale );

			$missing = $call( $id + 1000, 'fr_FR' );
			$this->assertSame( 404, $missing->get_status(), $method );
			$this->assertSame( 'userfeedback_survey_not_found', $this->error_code( $missing ) );

			$own = $call( $id, 'en_US' );
			$this->assertSame( 400, $own->get_status(), $method );
			$this->assertSame( 'userfeedback_translation_own_language', $this->error_code( $own ) );
			$this->assertSame( 'en_US is the survey’s own language: its texts are the survey’s, with nothing to translate.', $own->get_data()['message'] );

			$absent = $call( $id, 'de_DE' );
			$this->assertSame( 404, $absent->get_status(), $method );
			$this->assertSame( 'userfeedback_translation_not_found', $this->error_code( $absent ) );
			$this->assertSame( 'This survey has no de_DE translation. Add the language on the builder’s Languages card first.', $absent->get_data()['message'] );

			$code = $call( $id, 'French' );
			$this->assertSame( 400, $code->get_status(), $method );
			$this->assertSame( 'rest_invalid_param', $this->error_code( $code ) );
		}
	}

	public function test_a_trashed_survey_is_not_imported_into(): void {
		$id = $this->create_survey();
		$this->assertSame( 200, $this->rest( 'POST', '/userfeedback/v1/surveys/trash', array( 'survey_ids' => array( $id ) ) )->get_status() );
		$response = $this->upload( $id, str_replace( '>Votre avis<', '>Autre<', $this->xliff( $id ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'userfeedback_survey_trashed', $this->error_code( $response ) );
	}
}
