<?php
/**
 * GET userfeedback/v1/search
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

/**
 * The page-or-post picker of the builder's "Page or Post is / is Not" rules. Admin-only and bounded
 * (the studied plugin ran an unauthenticated LIKE over wp_posts): published pages and posts,
 * matched on the title alone through WP_Query, at most 50 per request, no row count.
 */
final class SearchController extends SurveyEditorLookup {

	/**
	 * The post types a page rule can point at.
	 */
	private const POST_TYPES = array( 'page', 'post' );

	/**
	 * Most items per request.
	 */
	private const MAX_PER_PAGE = 50;

	/**
	 * Items per request when not asked.
	 */
	private const DEFAULT_PER_PAGE = 20;

	public function __construct() {
		parent::__construct( 'search' );
	}

	/**
	 * The query arguments.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function get_collection_params() {
		return array(
			'title'    => array(
				'description'       => __( 'Text to find in the titles of published pages and posts; an all-digits value also finds that post id.', 'userfeedback' ),
				'type'              => 'string',
				'default'           => '',
				'maxLength'         => 100,
				'validate_callback' => 'rest_validate_request_arg',
				'sanitize_callback' => 'sanitize_text_field',
			),
			'per_page' => Args::per_page( self::DEFAULT_PER_PAGE, self::MAX_PER_PAGE ),
		);
	}

	/**
	 * The matching pages and posts as { items: [ { id, title } ] }.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_items( $request ) {
		$title    = is_string( $request['title'] ) ? $request['title'] : '';
		$per_page = min( self::MAX_PER_PAGE, max( 1, (int) $request['per_page'] ) );

		$items = array();
		foreach ( $this->find( $title, $per_page ) as $post ) {
			$items[] = array(
				'id'    => (int) $post->ID,
				'title' => $this->display_title( $post ),
			);
		}
		return rest_ensure_response( array( 'items' => $items ) );
	}

	/**
	 * The published pages and posts to list: the exact id first when the text is all digits (so
	 * the builder can label a saved rule), then title matches by relevance, newest first among
	 * equals; with no text, the most recently modified.
	 *
	 * @param string $title    Sanitised search text, possibly ''.
	 * @param int    $per_page Most posts to return.
	 * @return \WP_Post[]
	 */
	private function find( string $title, int $per_page ): array {
		$posts = array();
		if ( '' !== $title && ctype_digit( $title ) ) {
			$post = get_post( (int) $title );
			if ( $post instanceof \WP_Post && 'publish' === $post->post_status && in_array( $post->post_type, self::POST_TYPES, true ) ) {
				$posts[] = $post;
			}
		}
		$remaining = $per_page - count( $posts );
		if ( $remaining < 1 ) {
			return $posts;
		}

		// Full posts rather than 'fields' => 'ids': WordPress already splits this into an ID query
		// and one primed fetch (both kept in the object cache), and the titles need the posts.
		// Meta and term caches are not needed for a title.
		$args = array(
			'post_type'              => self::POST_TYPES,
			'post_status'            => 'publish',
			'posts_per_page'         => $remaining,
			'post__not_in'           => wp_list_pluck( $posts, 'ID' ),
			'ignore_sticky_posts'    => true,
			'no_found_rows'          => true,
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
		);
		if ( '' === $title ) {
			$args['orderby'] = 'modified';
			$args['order']   = 'DESC';
		} else {
			$args['s']              = $title;
			$args['search_columns'] = array( 'post_title' );
			$args['orderby']        = 'relevance';
		}
		// The title is text: "-1" is a title to find, not WP_Query's "exclude 1" (which, alone,
		// also made it write broken SQL and log a database error).
		add_filter( 'wp_query_search_exclusion_prefix', '__return_false' );
		try {
			$query = new \WP_Query( $args );
		} finally {
			remove_filter( 'wp_query_search_exclusion_prefix', '__return_false' );
		}
		foreach ( (array) $query->posts as $post ) {
			if ( $post instanceof \WP_Post ) {
				$posts[] = $post;
			}
		}
		return $posts;
	}

	/**
	 * The title as the site shows it (the_title filters, e.g. translations), as plain text: tags
	 * stripped and entities decoded, since the admin app escapes text itself ('Tom &amp; Jerry'
	 * would otherwise show literally). No "Protected:" prefix: the label is the title.
	 *
	 * @param \WP_Post $post The post.
	 * @return string
	 */
	private function display_title( \WP_Post $post ): string {
		$bare = static fn(): string => '%s';

		add_filter( 'protected_title_format', $bare );
		$rendered = get_the_title( $post );
		remove_filter( 'protected_title_format', $bare );

		$title = trim( html_entity_decode( wp_strip_all_tags( $rendered ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
		return '' === $title ? __( '(no title)', 'userfeedback' ) : $title;
	}

	/**
	 * The response schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		if ( $this->schema ) {
			return $this->add_additional_fields_schema( $this->schema );
		}
		$context      = array( 'view', 'edit' );
		$this->schema = array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-search',
			'type'       => 'object',
			'properties' => array(
				'items' => array(
					'description' => __( 'Matching published pages and posts.', 'userfeedback' ),
					'type'        => 'array',
					'context'     => $context,
					'readonly'    => true,
					'items'       => array(
						'type'       => 'object',
						'properties' => array(
							'id'    => array(
								'description' => __( 'Post id.', 'userfeedback' ),
								'type'        => 'integer',
							),
							'title' => array(
								'description' => __( 'Title as plain text.', 'userfeedback' ),
								'type'        => 'string',
							),
						),
					),
				),
			),
		);
		return $this->add_additional_fields_schema( $this->schema );
	}
}
