<?php
/**
 * Helpers for REST argument definitions.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

/**
 * Hand-written argument lists get WordPress's schema validation and sanitisation explicitly, as
 * get_endpoint_args_for_item_schema() would give them.
 */
final class Args {

	/**
	 * The last page a list may be asked for. WordPress's `type: integer` takes "1e309" (INF) and
	 * "1e20" as whole numbers and sanitises them to 0 and PHP_INT_MAX; a maximum refuses them
	 * with a 400 before any offset is worked out. A hundred thousand pages of a hundred is more
	 * than any list holds.
	 */
	public const MAX_PAGE = 100000;

	/**
	 * The arguments with rest_validate_request_arg / rest_sanitize_request_arg where unset.
	 *
	 * @param array<string, array<string, mixed>> $args Argument definitions.
	 * @return array<string, array<string, mixed>>
	 */
	public static function with_callbacks( array $args ): array {
		foreach ( $args as $name => $arg ) {
			$args[ $name ] = array_merge(
				array(
					'validate_callback' => 'rest_validate_request_arg',
					'sanitize_callback' => 'rest_sanitize_request_arg',
				),
				$arg
			);
		}
		return $args;
	}

	/**
	 * A route's survey id (`/surveys/(?P<id>…)`).
	 *
	 * @return array<string, mixed>
	 */
	public static function survey_id(): array {
		return array(
			'description' => __( 'Survey id.', 'userfeedback' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
	}

	/**
	 * A route's response id (`/responses/(?P<response_id>…)`).
	 *
	 * @return array<string, mixed>
	 */
	public static function response_id(): array {
		return array(
			'description' => __( 'Response id.', 'userfeedback' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
	}

	/**
	 * A bounded `page` for a paged list.
	 *
	 * @param string $description What is paged.
	 * @return array<string, mixed>
	 */
	public static function page( string $description = '' ): array {
		return array(
			'description'       => '' === $description ? __( 'Page of the list, from 1.', 'userfeedback' ) : $description,
			'type'              => 'integer',
			'default'           => 1,
			'minimum'           => 1,
			'maximum'           => self::MAX_PAGE,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'absint',
		);
	}

	/**
	 * A bounded `per_page` for the builder's lookups.
	 *
	 * @param int $default Items when not asked.
	 * @param int $max     Most items allowed.
	 * @return array<string, mixed>
	 */
	public static function per_page( int $default, int $max ): array {
		return array(
			'description'       => __( 'Most items to return.', 'userfeedback' ),
			'type'              => 'integer',
			'default'           => $default,
			'minimum'           => 1,
			'maximum'           => $max,
			'validate_callback' => 'rest_validate_request_arg',
			'sanitize_callback' => 'absint',
		);
	}
}
