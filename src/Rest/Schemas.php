<?php
/**
 * Pieces of the routes' response schemas.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

/**
 * Why: every route declares the shape of its answer (docs/rest-api.md; bin/contract.php generates the
 * TypeScript types from these), and the same few shapes — a list of ids, a page's pagination, the
 * page a response came from, an answer's value — recur across controllers. One definition each,
 * so a change reaches every route that sends it.
 */
final class Schemas {

	/**
	 * A route's top-level schema: an object of these properties.
	 *
	 * @param string                              $title      The schema's title (userfeedback-…).
	 * @param array<string, array<string, mixed>> $properties The properties.
	 * @return array<string, mixed>
	 */
	public static function object( string $title, array $properties ): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => $title,
			'type'       => 'object',
			'properties' => $properties,
		);
	}

	/**
	 * A collection's answer in WordPress's way: a JSON list of the route's items.
	 *
	 * @param string               $title The list's title (userfeedback-…).
	 * @param array<string, mixed> $item  The item's schema.
	 * @return array<string, mixed>
	 */
	public static function list_of( string $title, array $item ): array {
		unset( $item['$schema'], $item['title'] );
		return array(
			'$schema' => 'http://json-schema.org/draft-04/schema#',
			'title'   => $title,
			'type'    => 'array',
			'items'   => $item,
		);
	}

	/**
	 * A list of ids.
	 *
	 * @param string $description What they are.
	 * @return array<string, mixed>
	 */
	public static function ids( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'array',
			'items'       => array( 'type' => 'integer' ),
			'readonly'    => true,
		);
	}

	/**
	 * A page's place in a paged list.
	 *
	 * @return array<string, mixed>
	 */
	public static function pagination(): array {
		$integer = array( 'type' => 'integer' );
		return array(
			'description' => __( 'The page shown, how many pages, answers per page and how many in all.', 'userfeedback' ),
			'type'        => 'object',
			'readonly'    => true,
			'properties'  => array(
				'page'     => $integer,
				'pages'    => $integer,
				'per_page' => $integer,
				'total'    => $integer,
			),
		);
	}

	/**
	 * The page a response was given on.
	 *
	 * @return array<string, mixed>
	 */
	public static function page_submitted(): array {
		return array(
			'description' => __( 'The page the response was given on: its URL (http or https only, else empty) and title.', 'userfeedback' ),
			'type'        => 'object',
			'readonly'    => true,
			'properties'  => array(
				'url'   => array( 'type' => 'string' ),
				'title' => array( 'type' => 'string' ),
			),
		);
	}

	/**
	 * An answer's value: text, a score, or a checkbox's ticks.
	 *
	 * @return array<string, mixed>
	 */
	public static function answer_value(): array {
		return array(
			'description'          => __( 'The answer: text, a score (star rating, NPS, scale, smiley), the ticked options (checkbox, image choice of several), the options in order (ranking) or each row\'s column (matrix: an object).', 'userfeedback' ),
			'type'                 => array( 'string', 'integer', 'array', 'object' ),
			'items'                => array( 'type' => 'string' ),
			'additionalProperties' => array( 'type' => 'string' ),
		);
	}

	/**
	 * A string from a fixed list.
	 *
	 * @param string[] $values The allowed values.
	 * @return array<string, mixed>
	 */
	public static function enum( array $values ): array {
		return array(
			'type' => 'string',
			'enum' => $values,
		);
	}
}
