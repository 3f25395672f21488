<?php
/**
 * A language's texts out to a translator as XLIFF 1.2 and back.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Surveys;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names (documentElement, textContent…).

/**
 * Through the REST routes, as the builder and WP-CLI use them: the file's shape, an untouched
 * round trip, a translator's edits, and texts XML cannot carry.
 */
final class XliffRoundTripTest extends TestCase {

	use XliffFixtures;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key-pro', 'pro' ) );
		$this->act_as( 'administrator' );
	}

	public function test_the_file_lists_every_text_with_a_stable_id_its_source_a_note_and_only_translated_targets(): void {
		$id       = $this->create_survey();
		$response = $this->download( $id );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( "survey-{$id}-fr_FR.xlf", $response->get_data()['filename'] );
		list( $doc, $xpath ) = self::dom( $response->get_data()['content'] );

		$root = $doc->documentElement;
		$this->assertNotNull( $root );
		$this->assertSame( 'xliff', $root->localName );
		$this->assertSame( '1.2', $root->getAttribute( 'version' ) );
		$file = self::element( $xpath, '/x:xliff/x:file' );
		$this->assertSame( "survey-{$id}", $file->getAttribute( 'original' ) );
		$this->assertSame( 'en-US', $file->getAttribute( 'source-language' ) );
		$this->assertSame( 'fr-FR', $file->getAttribute( 'target-language' ) );
		$this->assertSame( 'plaintext', $file->getAttribute( 'datatype' ) );

		$units = array();
		foreach ( self::elements( $xpath, '//x:trans-unit' ) as $unit ) {
			$target                               = self::elements( $xpath, 'x:target', $unit )[0] ?? null;
			$units[ $unit->getAttribute( 'id' ) ] = array(
				(string) $xpath->evaluate( 'string(x:source)', $unit ),
				null === $target ? null : $target->textContent,
			);
			$this->assertNotSame( '', trim( (string) $xpath->evaluate( 'string(x:note)', $unit ) ), 'a note for the translator' );
			$this->assertGreaterThan( 0, (int) $unit->getAttribute( 'maxwidth' ) );
		}
		$this->assertSame(
			array(
				'title'                   => array( 'Your view', 'Votre avis' ),
				'question.fruit.title'    => array( 'Which fruit & why "this" one?', 'Quel fruit & pourquoi « celui-ci » ?' ),
				'question.fruit.option.1' => array( 'Apple', 'Pomme' ),
				'question.fruit.option.2' => array( 'Pear', null ),
				'question.fruit.option.3' => array( 'Cherry', 'Cerise' ),
				'question.why.title'      => array( 'Why?', null ),
				'question.many.title'     => array( 'Colours?', null ),
				'question.many.option.1'  => array( 'Red', 'Rouge' ),
				'question.many.option.2'  => array( 'Blue', null ),
				'thank_you_message'       => array( "Thank you!\nSee you soon.", "Merci !\nÀ bientôt." ),
				'next_text'               => array( 'Next', 'Suivant' ),
				'skip_text'               => array( 'Skip', null ),
				'widget_toggle_text'      => array( '', null ),
			),
			$units
		);
		$this->assertSame( 'translated', $xpath->evaluate( 'string(//x:trans-unit[@id="title"]/x:target/@state)' ) );
		$this->assertSame( '255', $xpath->evaluate( 'string(//x:trans-unit[@id="title"]/@maxwidth)' ) );
		$this->assertStringContainsString( 'Which fruit &amp; why "this" one?', $response->get_data()['content'], 'escaped, not wrapped in CDATA' );
	}

	public function test_a_file_sent_back_as_it_came_gives_the_same_translations(): void {
		$id      = $this->create_survey();
		$before  = $this->translations_of( $id );
		$content = $this->xliff( $id );

		// The language emptied meanwhile: the file alone brings every text back.
		$emptied                 = array_merge( $this->survey_body(), array( 'id' => $id ) );
		$emptied['translations'] = array( 'fr_FR' => array() );
		$this->assertSame( 200, $this->rest( 'POST', '/userfeedback/v1/surveys', $emptied )->get_status() );
		$this->assertNotSame( $before, $this->translations_of( $id ) );

		$response = $this->upload( $id, $content );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$summary = $response->get_data();
		$this->assertSame( 7, $summary['imported'] );
		$this->assertSame( 0, $summary['unchanged'] );
		$this->assertSame( 6, $summary['untranslated'] );
		$this->assertSame( 0, $summary['unknown'] );
		$this->assertSame( array(), $summary['source_changed'] );
		$this->assertSame( $before, $this->translations_of( $id ) );
		$this->assertSame( $before['fr_FR']['title'], $summary['survey']['translations']->fr_FR['title'], 'the answer carries the saved survey' );

		// Once more: nothing to change, nothing saved.
		$again = $this->upload( $id, $content )->get_data();
		$this->assertSame( array( 0, 7, 6 ), array( $again['imported'], $again['unchanged'], $again['untranslated'] ) );
		$this->assertSame( $before, $this->translations_of( $id ) );
	}

	public function test_a_translators_edits_come_in_and_what_the_file_cannot_place_is_counted(): void {
		$id      = $this->create_survey();
		$content = $this->xliff( $id );
		// The owner renames a question after the file went out.
		$renamed                          = array_merge( $this->survey_body(), array( 'id' => $id ) );
		$renamed['questions'][1]['title'] = 'Why this fruit?';
		unset( $renamed['translations'] );
		$this->assertSame( 200, $this->rest( 'POST', '/userfeedback/v1/surveys', $renamed )->get_status() );

		list( $doc, $xpath ) = self::dom( $content );
		$unit                = static fn( string $unit_id ): \DOMElement => self::element( $xpath, "//x:trans-unit[@id='{$unit_id}']" );
		$target              = static function ( string $unit_id, string $text, string $state = 'translated' ) use ( $doc, $unit ): void {
			$element = $doc->createElementNS( 'urn:oasis:names:tc:xliff:document:1.2', 'target' );
			$element->appendChild( $doc->createTextNode( $text ) );
			$element->setAttribute( 'state', $state );
			$old = $unit( $unit_id )->getElementsByTagName( 'target' )->item( 0 );
			if ( null !== $old ) {
				$unit( $unit_id )->replaceChild( $element, $old );
			} else {
				$unit( $unit_id )->insertBefore( $element, $unit( $unit_id )->getElementsByTagName( 'note' )->item( 0 ) );
			}
		};
		$target( 'question.fruit.option.2', 'Poire' );
		$target( 'question.why.title', 'Pourquoi ?' );
		$target( 'title', 'Votre opinion', 'final' );
		$target( 'skip_text', 'Skip', 'needs-translation' );
		$target( 'thank_you_message', "Merci beaucoup !\nÀ bientôt." );
		// Units for texts the survey does not have, and a second unit for one it has.
		$body = self::element( $xpath, '//x:body' );
		foreach ( array( 'question.gone.title', 'question.fruit.option.4', 'question.why.option.1', 'question.fruit.title' ) as $extra ) {
			$copy = $unit( 'question.fruit.option.1' )->cloneNode( true );
			$this->assertInstanceOf( \DOMElement::class, $copy );
			$copy->setAttribute( 'id', $extra );
			$body->appendChild( $copy );
		}

		$response = $this->upload( $id, (string) $doc->saveXML() );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$summary = $response->get_data();
		$this->assertSame( 4, $summary['imported'], 'option 2, why, title, thank-you message' );
		$this->assertSame( 5, $summary['unchanged'] );
		$this->assertSame( 4, $summary['untranslated'], 'Blue, Colours?, Skip (still to translate), the toggle' );
		$this->assertSame( 4, $summary['unknown'] );
		$this->assertSame( array( 'question.why.title' ), $summary['source_changed'], 'imported, and reported' );

		$french = $this->translations_of( $id )['fr_FR'];
		$this->assertSame( 'Votre opinion', $french['title'] );
		$this->assertSame( array( 'Pomme', 'Poire', 'Cerise' ), $french['questions']['fruit']['options'] );
		$this->assertSame( 'Pourquoi ?', $french['questions']['why']['title'] );
		$this->assertSame( "Merci beaucoup !\nÀ bientôt.", $french['thank_you_message'] );
		$this->assertSame( '', $french['skip_text'] );
		$this->assertSame( 'Quel fruit & pourquoi « celui-ci » ?', $french['questions']['fruit']['title'], 'the first unit of an id counts' );
	}

	public function test_a_text_xml_cannot_carry_is_dropped_from_the_file_which_stays_well_formed(): void {
		global $wpdb;
		$id         = $this->create_survey();
		$repository = new SurveyRepository( $wpdb, userfeedback()->tables() );
		$survey     = $repository->find( $id );
		$this->assertNotNull( $survey );
		// A row written before texts were cleaned on save (SurveyNormalizer drops these now).
		$survey['title']                              = "Your\x01 view\u{FFFE}";
		$survey['translations']['fr_FR']['next_text'] = "Sui\x1Fvant";
		$survey['questions'][1]['title']              = "Why\x0B?";
		$this->assertTrue( $repository->update( $id, $survey ) );

		$content         = $this->xliff( $id );
		list( , $xpath ) = self::dom( $content );
		$this->assertSame( 'Your view', $xpath->evaluate( 'string(//x:trans-unit[@id="title"]/x:source)' ) );
		$this->assertSame( 'Suivant', $xpath->evaluate( 'string(//x:trans-unit[@id="next_text"]/x:target)' ) );
		$this->assertSame( 'Why?', $xpath->evaluate( 'string(//x:trans-unit[@id="question.why.title"]/x:source)' ) );

		// Sent back, its sources still match: nothing reads as changed.
		$summary = $this->upload( $id, $content )->get_data();
		$this->assertSame( array(), $summary['source_changed'] );
		$this->assertSame( 0, $summary['imported'], 'the texts read as the file has them: nothing to save' );
	}

	/**
	 * The elements an XPath query finds.
	 *
	 * @param \DOMXPath     $xpath   The document's XPath.
	 * @param string        $query   The query.
	 * @param \DOMNode|null $context Where it starts.
	 * @return list<\DOMElement>
	 */
	private static function elements( \DOMXPath $xpath, string $query, ?\DOMNode $context = null ): array {
		$found = $xpath->query( $query, $context );
		self::assertInstanceOf( \DOMNodeList::class, $found );
		$elements = array();
		foreach ( $found as $node ) {
			self::assertInstanceOf( \DOMElement::class, $node );
			$elements[] = $node;
		}
		return $elements;
	}

	/**
	 * The one element an XPath query finds.
	 *
	 * @param \DOMXPath $xpath The document's XPath.
	 * @param string    $query The query.
	 * @return \DOMElement
	 */
	private static function element( \DOMXPath $xpath, string $query ): \DOMElement {
		$found = self::elements( $xpath, $query );
		self::assertCount( 1, $found, $query );
		return $found[0];
	}
}
