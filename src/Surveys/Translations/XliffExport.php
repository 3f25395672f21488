<?php
/**
 * A survey's texts in one language as an XLIFF 1.2 file, for a translator.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys\Translations;

/**
 * One `<file>` per language (`original="survey-{id}"`, the languages as BCP 47 tags), one
 * `<trans-unit>` per text with its stable id, the survey's own text as `<source>`, a `<note>`
 * saying what the text is and `maxwidth` its longest. A translated text is the `<target>`
 * (state "translated"); an untranslated one has no `<target>`, the way translators' tools read
 * "still to translate" (an empty target reads as translated-as-empty to some).
 *
 * Written through DOMDocument, so every text is escaped; characters XML 1.0 cannot carry at all
 * (control characters, U+FFFE, U+FFFF, lone surrogates) are dropped, since a file holding them
 * would not open anywhere. Saved surveys hold none (SurveyNormalizer drops them); older rows
 * might.
 */
final class XliffExport {

	public const NS = 'urn:oasis:names:tc:xliff:document:1.2';

	/** The characters of XML 1.0 (its `Char` production), as a class to refuse. */
	private const NOT_XML = '/[^\x{9}\x{A}\x{D}\x{20}-\x{D7FF}\x{E000}-\x{FFFD}\x{10000}-\x{10FFFF}]/u';

	/**
	 * Constructor.
	 *
	 * @param TranslationUnits $units The survey's texts as units.
	 */
	public function __construct( private readonly TranslationUnits $units ) {
	}

	/**
	 * The file's name and content.
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @param string               $locale One of its translations.
	 * @return array{filename: string, content: string}
	 */
	public function file( array $survey, string $locale ): array {
		$doc               = new \DOMDocument( '1.0', 'UTF-8' );
		$doc->formatOutput = true; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOMDocument's own property.
		$root              = $doc->createElementNS( self::NS, 'xliff' );
		$root->setAttribute( 'version', '1.2' );
		$doc->appendChild( $root );

		$file = $doc->createElementNS( self::NS, 'file' );
		$file->setAttribute( 'original', self::original( (int) $survey['id'] ) );
		$file->setAttribute( 'source-language', Locale::to_tag( SurveyInLanguage::own( $survey ) ) );
		$file->setAttribute( 'target-language', Locale::to_tag( $locale ) );
		$file->setAttribute( 'datatype', 'plaintext' );
		$root->appendChild( $file );

		$header = $doc->createElementNS( self::NS, 'header' );
		$header->appendChild( $this->element( $doc, 'note', (string) $survey['title'] ) );
		$file->appendChild( $header );
		$body = $doc->createElementNS( self::NS, 'body' );
		$file->appendChild( $body );

		foreach ( $this->units->of( $survey, $locale ) as $unit ) {
			$node = $doc->createElementNS( self::NS, 'trans-unit' );
			$node->setAttribute( 'id', self::xml_text( $unit->id ) );
			$node->setAttribute( 'maxwidth', (string) $unit->max );
			$node->setAttribute( 'size-unit', 'char' );
			if ( $unit->multiline ) {
				$node->setAttributeNS( 'http://www.w3.org/XML/1998/namespace', 'xml:space', 'preserve' );
			}
			$node->appendChild( $this->element( $doc, 'source', $unit->source ) );
			if ( '' !== trim( $unit->target ) ) {
				$target = $this->element( $doc, 'target', $unit->target );
				$target->setAttribute( 'state', 'translated' );
				$node->appendChild( $target );
			}
			$node->appendChild( $this->element( $doc, 'note', $unit->note ) );
			$body->appendChild( $node );
		}

		return array(
			'filename' => sprintf( 'survey-%d-%s.xlf', (int) $survey['id'], $locale ),
			'content'  => (string) $doc->saveXML(),
		);
	}

	/**
	 * The `original` attribute that names a survey's file.
	 *
	 * @param int $id Survey id.
	 * @return string
	 */
	public static function original( int $id ): string {
		return 'survey-' . $id;
	}

	/**
	 * A text as XML 1.0 can carry it: invalid UTF-8 and the characters XML has no place for are
	 * dropped.
	 *
	 * @param string $text The text.
	 * @return string
	 */
	public static function xml_text( string $text ): string {
		if ( ! mb_check_encoding( $text, 'UTF-8' ) ) {
			$text = mb_scrub( $text, 'UTF-8' );
		}
		return (string) preg_replace( self::NOT_XML, '', $text );
	}

	/**
	 * An element of the XLIFF namespace holding a text.
	 *
	 * @param \DOMDocument $doc  The document.
	 * @param string       $name The element's name.
	 * @param string       $text Its text.
	 * @return \DOMElement
	 */
	private function element( \DOMDocument $doc, string $name, string $text ): \DOMElement {
		$element = $doc->createElementNS( self::NS, $name );
		$element->appendChild( $doc->createTextNode( self::xml_text( $text ) ) );
		return $element;
	}
}
