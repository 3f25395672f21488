<?php
/**
 * The facts about the current request that the WordPress-only page rules need.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Targeting;

use UserFeedback\Surveys\LogicTypeOptions;

/**
 * A value object: who is looking and what kind of page this is, read once from WordPress's
 * conditional tags by current(). Rules are decided against this object, never against globals, so
 * tests can describe any page without building a WordPress query.
 */
final class PageContext {

	private readonly bool $logged_in;

	/**
	 * The current user's role keys.
	 *
	 * @var string[]
	 */
	private readonly array $roles;

	/**
	 * Page type ids (LogicTypeOptions::PAGE_TYPES) that hold for this page.
	 *
	 * @var string[]
	 */
	private readonly array $page_types;

	/**
	 * The post shown on a singular page; 0 elsewhere.
	 *
	 * @var int
	 */
	private readonly int $object_id;

	/**
	 * The singular post's type, or the post types of a post-type archive.
	 *
	 * @var string[]
	 */
	private readonly array $post_types;

	/**
	 * The taxonomy of a term archive (category, tag or custom); '' elsewhere.
	 *
	 * @var string
	 */
	private readonly string $taxonomy;

	/**
	 * The term of a term archive; 0 elsewhere.
	 *
	 * @var int
	 */
	private readonly int $archive_term_id;

	/**
	 * The terms (any taxonomy) of the singular post.
	 *
	 * @var int[]
	 */
	private readonly array $post_term_ids;

	/**
	 * Builds a context from facts; every fact left out takes its "nothing" value.
	 *
	 * @param array{logged_in?: bool, roles?: string[], page_types?: string[], object_id?: int, post_types?: string[], taxonomy?: string, archive_term_id?: int, post_term_ids?: int[]} $facts The facts.
	 */
	public function __construct( array $facts = array() ) {
		$this->logged_in       = $facts['logged_in'] ?? false;
		$this->roles           = array_values( $facts['roles'] ?? array() );
		$this->page_types      = array_values( $facts['page_types'] ?? array() );
		$this->object_id       = $facts['object_id'] ?? 0;
		$this->post_types      = array_values( $facts['post_types'] ?? array() );
		$this->taxonomy        = $facts['taxonomy'] ?? '';
		$this->archive_term_id = $facts['archive_term_id'] ?? 0;
		$this->post_term_ids   = array_values( $facts['post_term_ids'] ?? array() );
	}

	/**
	 * The context of the request being rendered, from the main query and the current user.
	 *
	 * @return PageContext
	 */
	public static function current(): PageContext {
		$user       = wp_get_current_user();
		$conditions = array(
			'front_page' => is_front_page(),
			'home'       => is_home(),
			'single'     => is_single(),
			'page'       => is_page(),
			'archive'    => is_archive(),
			'category'   => is_category(),
			'tag'        => is_tag(),
			'author'     => is_author(),
			'date'       => is_date(),
			'search'     => is_search(),
			'404'        => is_404(),
			'attachment' => is_attachment(),
		);
		$page_types = array();
		foreach ( LogicTypeOptions::PAGE_TYPES as $type ) {
			if ( ! empty( $conditions[ $type ] ) ) {
				$page_types[] = $type;
			}
		}

		$facts = array(
			'logged_in'  => is_user_logged_in(),
			'roles'      => array_values( array_map( 'strval', (array) $user->roles ) ),
			'page_types' => $page_types,
		);

		$queried = get_queried_object();
		if ( is_singular() && $queried instanceof \WP_Post ) {
			$facts['object_id']     = (int) $queried->ID;
			$facts['post_types']    = array( (string) $queried->post_type );
			$facts['post_term_ids'] = self::term_ids_of( $queried );
		} elseif ( is_post_type_archive() ) {
			// A post-type archive can list several types (?post_type[]=a&post_type[]=b).
			$facts['post_types'] = array_values( array_filter( array_map( 'strval', (array) get_query_var( 'post_type' ) ) ) );
		}
		if ( ( is_category() || is_tag() || is_tax() ) && $queried instanceof \WP_Term ) {
			$facts['taxonomy']        = (string) $queried->taxonomy;
			$facts['archive_term_id'] = (int) $queried->term_id;
		}
		return new self( $facts );
	}

	/**
	 * The term ids of a post in every taxonomy of its type. The main query primes the term cache
	 * for its posts, so this costs no query on a normal singular page.
	 *
	 * @param \WP_Post $post The post.
	 * @return int[]
	 */
	private static function term_ids_of( \WP_Post $post ): array {
		$ids = array();
		foreach ( get_object_taxonomies( $post->post_type ) as $taxonomy ) {
			$terms = get_the_terms( $post, (string) $taxonomy );
			if ( is_array( $terms ) ) {
				foreach ( $terms as $term ) {
					$ids[] = (int) $term->term_id;
				}
			}
		}
		return array_values( array_unique( $ids ) );
	}

	public function logged_in(): bool {
		return $this->logged_in;
	}

	/**
	 * The current user's role keys.
	 *
	 * @return string[]
	 */
	public function roles(): array {
		return $this->roles;
	}

	/**
	 * Page type ids that hold for this page.
	 *
	 * @return string[]
	 */
	public function page_types(): array {
		return $this->page_types;
	}

	/**
	 * The singular post's id, or 0.
	 *
	 * @return int
	 */
	public function object_id(): int {
		return $this->object_id;
	}

	/**
	 * The singular post's type or the archive's post types.
	 *
	 * @return string[]
	 */
	public function post_types(): array {
		return $this->post_types;
	}

	/**
	 * The term archive's taxonomy, or ''.
	 *
	 * @return string
	 */
	public function taxonomy(): string {
		return $this->taxonomy;
	}

	/**
	 * The term archive's term id, or 0.
	 *
	 * @return int
	 */
	public function archive_term_id(): int {
		return $this->archive_term_id;
	}

	/**
	 * The singular post's term ids.
	 *
	 * @return int[]
	 */
	public function post_term_ids(): array {
		return $this->post_term_ids;
	}
}
