<?php
/**
 * A survey's hidden fields as the widget gets them on a page.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

/**
 * The widget reads `query`, `cookie` and `js` values in the visitor's browser (they differ per
 * visitor, and the page may be cached); a `page` value is the page's, the same for every visitor,
 * so it is printed here, resolved once per page: the post type of a single post or a post type's
 * archive, the category (slug) of a category archive or a post's first category. `user` fields
 * are not sent at all: the server resolves them when the response arrives (Visitors\HiddenFieldValues).
 */
final class PageHiddenFields {

	/**
	 * The page's post type and category, once per request.
	 *
	 * @var array{post_type: string, category: string}|null
	 */
	private ?array $page = null;

	/**
	 * The fields the widget collects, `page` ones with their value.
	 *
	 * @param array<int|string, mixed> $fields The survey's stored `hidden_fields`.
	 * @return list<array{name: string, source: string, key: string, value?: string}>
	 */
	public function for_page( array $fields ): array {
		$out = array();
		foreach ( $fields as $field ) {
			if ( ! is_array( $field ) || ! is_string( $field['name'] ?? null ) || 'user' === ( $field['source'] ?? '' ) ) {
				continue;
			}
			$item = array(
				'name'   => $field['name'],
				'source' => (string) ( $field['source'] ?? '' ),
				'key'    => (string) ( $field['key'] ?? '' ),
			);
			if ( 'page' === $item['source'] ) {
				$item['value'] = $this->page()[ $item['key'] ] ?? '';
			}
			$out[] = $item;
		}
		return $out;
	}

	/**
	 * The current page's post type and category slug ('' where the page has none).
	 *
	 * @return array{post_type: string, category: string}
	 */
	private function page(): array {
		if ( null !== $this->page ) {
			return $this->page;
		}
		$post_type = '';
		$category  = '';
		if ( did_action( 'wp' ) ) {
			$object = get_queried_object();
			if ( is_singular() && $object instanceof \WP_Post ) {
				$post_type = $object->post_type;
				$terms     = get_the_category( $object->ID );
				$category  = isset( $terms[0] ) ? $terms[0]->slug : '';
			} elseif ( is_category() && $object instanceof \WP_Term ) {
				$category = $object->slug;
			} elseif ( is_post_type_archive() ) {
				$type      = get_query_var( 'post_type' );
				$post_type = is_array( $type ) ? (string) reset( $type ) : (string) $type;
			}
		}
		$this->page = array(
			'post_type' => $post_type,
			'category'  => $category,
		);
		return $this->page;
	}
}
