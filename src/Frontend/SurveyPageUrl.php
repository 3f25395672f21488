<?php
/**
 * A survey's own address on the site.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

/**
 * With pretty permalinks `/feedback/{title-slug}-{id}/`, else `/?userfeedback_survey={id}`. The id
 * is what the page reads: a renamed survey keeps its old links working, and no slug is stored.
 */
final class SurveyPageUrl {

	/**
	 * The query variable both forms end in.
	 */
	public const QUERY_VAR = 'userfeedback_survey';

	/**
	 * The pretty permalink's first segment.
	 */
	public const BASE = 'feedback';

	/**
	 * The rewrite rule: the base, then anything ending in the id.
	 */
	public const RULE = '^feedback/(?:[^/]*-)?([0-9]+)/?$';

	/**
	 * How much of the title the slug keeps.
	 */
	private const SLUG_LENGTH = 60;

	/**
	 * The survey page's address when its page is on, else null.
	 *
	 * @param array<string, mixed> $survey A survey (id, title, settings).
	 * @return string|null
	 */
	public static function for_survey( array $survey ): ?string {
		if ( empty( $survey['settings']['page']['enabled'] ) || empty( $survey['id'] ) ) {
			return null;
		}
		return self::url( (int) $survey['id'], (string) ( $survey['title'] ?? '' ) );
	}

	/**
	 * The address of a survey's page.
	 *
	 * @param int    $id    The survey.
	 * @param string $title Its title.
	 * @return string
	 */
	public static function url( int $id, string $title ): string {
		if ( '' === (string) get_option( 'permalink_structure' ) ) {
			return add_query_arg( self::QUERY_VAR, $id, home_url( '/' ) );
		}
		$slug = sanitize_title( mb_substr( $title, 0, self::SLUG_LENGTH ) );
		return home_url( user_trailingslashit( self::BASE . '/' . ( '' === $slug ? '' : $slug . '-' ) . $id ) );
	}
}
