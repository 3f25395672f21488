<?php
/**
 * Reads a translator's XLIFF 1.2 file, safely.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys\Translations;

// DOM's own property names (documentElement, textContent…) are camelCase: each use is marked.

/**
 * A file from outside is parsed with no network and no DTD: one carrying a DOCTYPE (or an
 * ENTITY) is refused before it is parsed, so neither external entities (XXE) nor entity
 * expansion (billion laughs) ever run. It must be UTF-8 (what XliffExport writes and translators'
 * tools keep): a file in another encoding could hide a DOCTYPE from that check.
 *
 * It must be XLIFF 1.2 with exactly one `<file>` (one language of one survey). What it holds is
 * given back as found; whether it belongs to the survey and language is XliffImport's to judge.
 */
final class XliffReader {

	/**
	 * The file's `original`, target language and units, or why it cannot be read.
	 *
	 * @param string $content The file.
	 * @return array{original: string, target_language: string, units: list<array{id: string, source: string, target: string|null}>}|\WP_Error
	 */
	public function read( string $content ) {
		$content = str_starts_with( $content, "\xEF\xBB\xBF" ) ? substr( $content, 3 ) : $content;
		if ( ! mb_check_encoding( $content, 'UTF-8' ) || str_contains( $content, "\0" ) || 1 === preg_match( '/^<\?xml[^>]*encoding\s*=\s*["\'](?!utf-8["\'])/i', $content ) ) {
			return self::error( 'userfeedback_xliff_encoding', __( 'The file is not UTF-8 text. Save it from your translation tool as XLIFF 1.2 in UTF-8.', 'userfeedback' ) );
		}
		if ( 1 === preg_match( '/<!(DOCTYPE|ENTITY)/i', $content ) ) {
			return self::error( 'userfeedback_xliff_doctype', __( 'The file has a DOCTYPE or entity declarations, which a translation file does not need; for safety it is not read. Export it again from your translation tool without them.', 'userfeedback' ) );
		}

		$doc = $this->parse( $content );
		if ( is_wp_error( $doc ) ) {
			return $doc;
		}
		$root = $doc->documentElement; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's property names.
		if ( null === $root || null !== $doc->doctype || 'xliff' !== $root->localName || XliffExport::NS !== $root->namespaceURI || '1.2' !== $root->getAttribute( 'version' ) ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's property names.
			return self::error( 'userfeedback_xliff_not_xliff', __( 'This is not an XLIFF 1.2 file. Use a file downloaded with “Download for translator (XLIFF)”, translated and saved as XLIFF 1.2.', 'userfeedback' ) );
		}
		$files = $root->getElementsByTagNameNS( XliffExport::NS, 'file' );
		if ( 1 !== $files->length ) {
			return self::error(
				'userfeedback_xliff_files',
				/* translators: %d: number of <file> elements found. */
				sprintf( __( 'The file holds %d translations; upload one file per survey and language.', 'userfeedback' ), $files->length )
			);
		}
		$file  = $files->item( 0 );
		$units = array();
		if ( null !== $file ) {
			foreach ( $file->getElementsByTagNameNS( XliffExport::NS, 'trans-unit' ) as $node ) {
				$units[] = array(
					'id'     => trim( $node->getAttribute( 'id' ) ),
					'source' => (string) ( self::child( $node, 'source' )->textContent ?? '' ), // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's property names.
					'target' => self::target( $node ),
				);
			}
		}
		return array(
			'original'        => null === $file ? '' : trim( $file->getAttribute( 'original' ) ),
			'target_language' => null === $file ? '' : trim( $file->getAttribute( 'target-language' ) ),
			'units'           => $units,
		);
	}

	/**
	 * The document, or the parser's first complaint with its line.
	 *
	 * @param string $content The file.
	 * @return \DOMDocument|\WP_Error
	 */
	private function parse( string $content ) {
		$internal = libxml_use_internal_errors( true );
		$doc      = new \DOMDocument();
		// No LIBXML_NOENT, LIBXML_DTDLOAD or LIBXML_DTDATTR: nothing is fetched or expanded.
		$loaded = '' !== trim( $content ) && $doc->loadXML( $content, LIBXML_NONET );
		$first  = libxml_get_errors()[0] ?? null;
		libxml_clear_errors();
		libxml_use_internal_errors( $internal );
		if ( $loaded ) {
			return $doc;
		}
		$why = null === $first ? '' : sprintf(
			/* translators: 1: line number, 2: the XML parser's message (in English). */
			__( ' (line %1$d: %2$s)', 'userfeedback' ),
			$first->line,
			trim( $first->message )
		);
		return self::error(
			'userfeedback_xliff_invalid',
			/* translators: %s: where and why the file could not be read, e.g. " (line 3: …)". */
			sprintf( __( 'The file is not valid XML%s. Upload the XLIFF file as your translation tool saved it.', 'userfeedback' ), $why )
		);
	}

	/**
	 * A unit's translation: null when it has none, is empty, or its tool marks it as still to
	 * translate (some tools copy the source into such a target).
	 *
	 * @param \DOMElement $unit The trans-unit.
	 * @return string|null
	 */
	private static function target( \DOMElement $unit ): ?string {
		$target = self::child( $unit, 'target' );
		if ( null === $target || in_array( $target->getAttribute( 'state' ), array( 'new', 'needs-translation' ), true ) ) {
			return null;
		}
		return '' === trim( $target->textContent ) ? null : $target->textContent; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's property names.
	}

	/**
	 * A unit's own child element of the XLIFF namespace (not one of a nested `alt-trans`).
	 *
	 * @param \DOMElement $unit The trans-unit.
	 * @param string      $name The child's name.
	 * @return \DOMElement|null
	 */
	private static function child( \DOMElement $unit, string $name ): ?\DOMElement {
		foreach ( $unit->childNodes as $node ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's property names.
			if ( $node instanceof \DOMElement && XliffExport::NS === $node->namespaceURI && $name === $node->localName ) { // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's property names.
				return $node;
			}
		}
		return null;
	}

	/**
	 * A 400 with a code and a message.
	 *
	 * @param string $code    Error code.
	 * @param string $message What is wrong and what to do.
	 * @return \WP_Error
	 */
	private static function error( string $code, string $message ): \WP_Error {
		return new \WP_Error( $code, $message, array( 'status' => 400 ) );
	}
}
