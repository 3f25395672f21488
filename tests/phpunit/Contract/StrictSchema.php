<?php
/**
 * A schema made strict, for checking real answers against it.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Tests\Contract;

/**
 * The browser trusts our answers (docs/decisions.md "One contract for three runtimes"), so tests
 * check real ones against the schema their types are generated from, read the way the generator
 * reads it: every property present unless it says `'required' => false`, and no property the
 * schema does not name (WordPress' own validation allows both).
 */
final class StrictSchema {

	/**
	 * The schema with every property required unless it says otherwise and no unnamed property.
	 *
	 * @param array<string, mixed> $schema The schema.
	 * @return array<string, mixed>
	 */
	public static function of( array $schema ): array {
		if ( is_array( $schema['properties'] ?? null ) && array() !== $schema['properties'] ) {
			foreach ( $schema['properties'] as $name => $property ) {
				$property                      = self::of( (array) $property );
				$property['required']          = false !== ( $property['required'] ?? null );
				$schema['properties'][ $name ] = $property;
			}
			$schema['additionalProperties'] = $schema['additionalProperties'] ?? false;
		}
		if ( is_array( $schema['items'] ?? null ) ) {
			$schema['items'] = self::of( $schema['items'] );
		}
		foreach ( array( 'oneOf', 'anyOf' ) as $key ) {
			if ( is_array( $schema[ $key ] ?? null ) ) {
				$schema[ $key ] = array_map( static fn( $one ): array => self::of( (array) $one ), $schema[ $key ] );
			}
		}
		return $schema;
	}
}
