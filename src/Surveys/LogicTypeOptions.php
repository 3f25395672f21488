<?php
/**
 * The choices offered by the builder's select-type targeting rules.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

/**
 * What a select-type page rule (user status, role, page type, post type, taxonomy, term) can be set
 * to, as { id, label } items. The ids are what a saved rule stores and what the server compares at
 * render time, so they are stable and never translated; only labels are.
 */
final class LogicTypeOptions {

	/**
	 * The rule types this class lists options for.
	 */
	public const TYPES = array( 'user_logged_in', 'wp_user_roles', 'wp_page_type', 'post_type', 'taxonomy', 'taxonomy_term' );

	/**
	 * User status ids.
	 */
	public const USER_STATUSES = array( 'logged_in', 'logged_out' );

	/**
	 * Page type ids: each is a conditional tag WordPress can answer while the page renders
	 * (is_front_page(), is_home(), is_single(), …), so the server can decide the rule.
	 */
	public const PAGE_TYPES = array( 'front_page', 'home', 'single', 'page', 'archive', 'category', 'tag', 'author', 'date', 'search', '404', 'attachment' );

	/**
	 * The options of a rule type, filtered by a search string, at most $limit of them.
	 *
	 * @param string $type   One of TYPES.
	 * @param string $search Case-insensitive text to find in the label or id; '' for all.
	 * @param int    $limit  Most items to return (at least 1).
	 * @return list<array{id: int|string, label: string}>
	 */
	public function items( string $type, string $search, int $limit ): array {
		$limit = max( 1, $limit );
		switch ( $type ) {
			case 'user_logged_in':
				return $this->filter( $this->user_statuses(), $search, $limit );
			case 'wp_user_roles':
				return $this->filter( $this->roles(), $search, $limit );
			case 'wp_page_type':
				return $this->filter( $this->page_types(), $search, $limit );
			case 'post_type':
				return $this->filter( $this->post_types(), $search, $limit );
			case 'taxonomy':
				return $this->filter( $this->taxonomies(), $search, $limit );
			case 'taxonomy_term':
				return $this->terms( $search, $limit );
		}
		return array();
	}

	/**
	 * User statuses, id => label.
	 *
	 * @return array<string, string>
	 */
	public function user_statuses(): array {
		return array(
			'logged_in'  => __( 'Logged In', 'userfeedback' ),
			'logged_out' => __( 'Logged Out', 'userfeedback' ),
		);
	}

	/**
	 * Page types, id => label, in the order of PAGE_TYPES (PHP makes the '404' key an int).
	 *
	 * @return array<int|string, string>
	 */
	public function page_types(): array {
		return array(
			'front_page' => __( 'Front Page', 'userfeedback' ),
			'home'       => __( 'Blog Home', 'userfeedback' ),
			'single'     => __( 'Single Post', 'userfeedback' ),
			'page'       => __( 'Page', 'userfeedback' ),
			'archive'    => __( 'Archive', 'userfeedback' ),
			'category'   => __( 'Category Archive', 'userfeedback' ),
			'tag'        => __( 'Tag Archive', 'userfeedback' ),
			'author'     => __( 'Author Archive', 'userfeedback' ),
			'date'       => __( 'Date Archive', 'userfeedback' ),
			'search'     => __( 'Search Results', 'userfeedback' ),
			'404'        => __( '404 Page', 'userfeedback' ),
			'attachment' => __( 'Attachment', 'userfeedback' ),
		);
	}

	/**
	 * Every role of the site, key => translated name (custom roles keep their own name).
	 *
	 * @return array<string, string>
	 */
	private function roles(): array {
		$roles = array();
		foreach ( wp_roles()->get_names() as $key => $name ) {
			$roles[ (string) $key ] = self::plain( translate_user_role( (string) $name ) );
		}
		return $roles;
	}

	/**
	 * Public post types, name => singular label.
	 *
	 * Singular, so a rule reads "Post Type is Page"; the plural label is the fallback for types
	 * registered without one.
	 *
	 * @return array<string, string>
	 */
	private function post_types(): array {
		$types = array();
		foreach ( get_post_types( array( 'public' => true ), 'objects' ) as $name => $type ) {
			$types[ (string) $name ] = self::plain( self::singular( $type->labels, $type->label ) );
		}
		return $types;
	}

	/**
	 * Public taxonomies, name => singular label (see post_types()).
	 *
	 * @return array<string, string>
	 */
	private function taxonomies(): array {
		$taxonomies = array();
		foreach ( $this->public_taxonomies() as $name => $taxonomy ) {
			$taxonomies[ $name ] = self::plain( self::singular( $taxonomy->labels, $taxonomy->label ) );
		}
		return $taxonomies;
	}

	/**
	 * Terms of the public taxonomies, searched by the database (name or slug), labelled
	 * "Term (Taxonomy)" since the same name often exists in several taxonomies. An all-digits
	 * search also finds that term id, first, so the builder can label a saved rule.
	 *
	 * @param string $search Text to find; '' for the first terms by name.
	 * @param int    $limit  Most items to return.
	 * @return list<array{id: int|string, label: string}>
	 */
	private function terms( string $search, int $limit ): array {
		$taxonomies = $this->public_taxonomies();
		if ( array() === $taxonomies ) {
			return array();
		}
		$found = array();
		if ( '' !== $search && ctype_digit( $search ) ) {
			$term = get_term( (int) $search );
			if ( $term instanceof \WP_Term && isset( $taxonomies[ $term->taxonomy ] ) ) {
				$found[] = $term;
			}
		}
		if ( count( $found ) < $limit ) {
			$terms = get_terms(
				array(
					'taxonomy'               => array_keys( $taxonomies ),
					'hide_empty'             => false,
					'search'                 => $search,
					'number'                 => $limit - count( $found ),
					'exclude'                => wp_list_pluck( $found, 'term_id' ),
					'orderby'                => 'name',
					'order'                  => 'ASC',
					'update_term_meta_cache' => false,
				)
			);
			if ( is_array( $terms ) ) {
				foreach ( $terms as $term ) {
					$found[] = $term;
				}
			}
		}
		$items = array();
		foreach ( $found as $term ) {
			$taxonomy = $taxonomies[ $term->taxonomy ];
			$items[]  = array(
				'id'    => (int) $term->term_id,
				'label' => sprintf(
					/* translators: 1: term name, 2: taxonomy name, e.g. "News (Category)". */
					__( '%1$s (%2$s)', 'userfeedback' ),
					self::plain( $term->name ),
					self::plain( self::singular( $taxonomy->labels, $taxonomy->label ) )
				),
			);
		}
		return $items;
	}

	/**
	 * Public taxonomies by name.
	 *
	 * @return array<string, \WP_Taxonomy>
	 */
	private function public_taxonomies(): array {
		$taxonomies = array();
		foreach ( get_taxonomies( array( 'public' => true ), 'objects' ) as $name => $taxonomy ) {
			$taxonomies[ (string) $name ] = $taxonomy;
		}
		return $taxonomies;
	}

	/**
	 * The items of a fixed list whose label or id contains the search, case-insensitively.
	 *
	 * @param array<int|string, string> $options Id => label.
	 * @param string                    $search  Text to find; '' keeps all.
	 * @param int                       $limit   Most items to return.
	 * @return list<array{id: int|string, label: string}>
	 */
	private function filter( array $options, string $search, int $limit ): array {
		$needle = self::fold( $search );
		$items  = array();
		foreach ( $options as $id => $label ) {
			// PHP turns numeric string keys ('404') into ints; ids are strings in the answer.
			$id = (string) $id;
			if ( '' !== $needle && ! str_contains( self::fold( $label ), $needle ) && ! str_contains( self::fold( $id ), $needle ) ) {
				continue;
			}
			$items[] = array(
				'id'    => $id,
				'label' => $label,
			);
			if ( count( $items ) >= $limit ) {
				break;
			}
		}
		return $items;
	}

	/**
	 * The singular name from a labels object, else the fallback.
	 *
	 * @param object $labels   Post type or taxonomy labels.
	 * @param string $fallback The general (plural) label.
	 * @return string
	 */
	private static function singular( object $labels, string $fallback ): string {
		$singular = $labels->singular_name ?? '';
		return is_string( $singular ) && '' !== $singular ? $singular : $fallback;
	}

	/**
	 * Display text: WordPress stores names with HTML entities ('Tom &amp; Jerry') and may carry
	 * markup; the admin app renders plain text, so tags go and entities are decoded.
	 *
	 * @param string $text Stored text.
	 * @return string
	 */
	private static function plain( string $text ): string {
		return html_entity_decode( wp_strip_all_tags( $text ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
	}

	/**
	 * Lower case for comparison, multibyte-aware when mbstring is present (translated labels).
	 *
	 * @param string $text Text.
	 * @return string
	 */
	private static function fold( string $text ): string {
		return function_exists( 'mb_strtolower' ) ? mb_strtolower( $text, 'UTF-8' ) : strtolower( $text );
	}
}
