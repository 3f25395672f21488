<?php
/**
 * Decides the page rules only WordPress can answer.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Targeting;

use UserFeedback\Surveys\SurveyDefaults;

/**
 * User status, role, page type, page or post, post type, taxonomy and term rules are decided here
 * while the page renders; URL, query, cookie and referrer rules depend on the visitor's browser
 * and are left to the widget (decide() answers null for them).
 *
 * A select-type rule holds the chosen item {id, label}; a rule without one is in error and never
 * holds — neither its "is" nor its "is not" form — so a half-configured rule cannot widen a
 * survey's audience. Every "is not" rule is otherwise the exact negation of its "is" rule.
 *
 * Terms: taxonomy_term_is holds on the term's archive and on a singular post filed under the
 * term, since "about this term" is what a site owner targets (taxonomy_is, the "Taxonomy Page"
 * rule, stays archive-only).
 */
final class ServerPageRules {

	/**
	 * The rule types decided on the server.
	 */
	public const TYPES = SurveyDefaults::SERVER_PAGE_RULE_TYPES;

	/**
	 * Whether a rule type is decided on the server. Unknown types count as server rules (that
	 * never hold), so the widget is never handed a rule it cannot understand.
	 *
	 * @param string $logic Rule type.
	 * @return bool
	 */
	public static function is_server_rule( string $logic ): bool {
		return in_array( $logic, self::TYPES, true ) || ! in_array( $logic, SurveyDefaults::PAGE_RULE_TYPES, true );
	}

	/**
	 * Whether a rule holds on this page: true or false for server rules, null (unknown here) for
	 * the rules the widget decides.
	 *
	 * @param array<string, mixed> $rule    A stored rule {logic, operator, data}.
	 * @param PageContext          $context The page.
	 * @return bool|null
	 */
	public function decide( array $rule, PageContext $context ): ?bool {
		$logic = is_string( $rule['logic'] ?? null ) ? $rule['logic'] : '';
		if ( ! self::is_server_rule( $logic ) ) {
			return null;
		}
		$id = self::selected_id( $rule['data'] ?? null );
		if ( null === $id ) {
			return false;
		}
		switch ( $logic ) {
			case 'user_logged_in':
				return ( 'logged_in' === $id && $context->logged_in() ) || ( 'logged_out' === $id && ! $context->logged_in() );
			case 'wp_user_roles':
				return in_array( $id, $context->roles(), true );
			case 'page_type':
				return in_array( $id, $context->page_types(), true );
			case 'page_is':
				return self::is_page( $id, $context );
			case 'page_is_not':
				return ! self::is_page( $id, $context );
			case 'post_type_is':
				return in_array( $id, $context->post_types(), true );
			case 'post_type_is_not':
				return ! in_array( $id, $context->post_types(), true );
			case 'taxonomy_is':
				return $id === $context->taxonomy();
			case 'taxonomy_is_not':
				return $id !== $context->taxonomy();
			case 'taxonomy_term_is':
				return self::has_term( $id, $context );
			case 'taxonomy_term_is_not':
				return ! self::has_term( $id, $context );
		}
		return false;
	}

	/**
	 * The id of a select-type rule's chosen item, as text ('404', 'editor', '12'); null when no
	 * item is chosen. A bare id string is accepted too.
	 *
	 * @param mixed $data The rule's data.
	 * @return string|null
	 */
	private static function selected_id( $data ): ?string {
		if ( is_array( $data ) ) {
			$data = $data['id'] ?? null;
		}
		if ( ! is_scalar( $data ) || is_bool( $data ) ) {
			return null;
		}
		$id = trim( (string) $data );
		return '' === $id ? null : $id;
	}

	/**
	 * Whether the page shows the post with this id (singular pages only).
	 *
	 * @param string      $id      Post id.
	 * @param PageContext $context The page.
	 * @return bool
	 */
	private static function is_page( string $id, PageContext $context ): bool {
		return $context->object_id() > 0 && ctype_digit( $id ) && (int) $id === $context->object_id();
	}

	/**
	 * Whether the page is the term's archive or a post filed under the term.
	 *
	 * @param string      $id      Term id.
	 * @param PageContext $context The page.
	 * @return bool
	 */
	private static function has_term( string $id, PageContext $context ): bool {
		if ( ! ctype_digit( $id ) || 0 === (int) $id ) {
			return false;
		}
		$term = (int) $id;
		return $term === $context->archive_term_id() || in_array( $term, $context->post_term_ids(), true );
	}
}
