<?php
/**
 * Page rules decided on the server.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Targeting;

use UserFeedback\Frontend\PageTargeting;

/**
 * The Targeting add-on's page rules (configuration.md §4): the rules only WordPress can decide
 * (logged in, roles, page types, posts, terms) are decided here against the page's context, read
 * once per request; the URL rules are left to the widget. Spec §3: rules combine left to right,
 * AND binding tighter than OR (RuleCombination).
 */
final class PageRulesTargeting implements PageTargeting {

	/**
	 * Decides the WordPress-only rules.
	 *
	 * @var ServerPageRules
	 */
	private readonly ServerPageRules $rules;

	/**
	 * Returns the page's context.
	 *
	 * @var \Closure(): PageContext
	 */
	private \Closure $context;

	/**
	 * The page's context, once read.
	 *
	 * @var PageContext|null
	 */
	private ?PageContext $page = null;

	/**
	 * Constructor.
	 *
	 * @param ServerPageRules|null $rules   Decides the WordPress-only rules.
	 * @param \Closure|null        $context Returns the page context; PageContext::current() when null.
	 */
	public function __construct( ?ServerPageRules $rules = null, ?\Closure $context = null ) {
		$this->rules   = $rules ?? new ServerPageRules();
		$this->context = $context ?? static fn(): PageContext => PageContext::current();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<int, mixed> $rules The stored page rules.
	 * @return array<int, array<string, mixed>>|null
	 */
	public function decide( array $rules ): ?array {
		$this->page = $this->page ?? ( $this->context )();
		return $this->decide_on( $rules, $this->page );
	}

	/**
	 * The rules decided against a given page (tests describe pages with it).
	 *
	 * @param array<int, mixed> $rules   The stored page rules.
	 * @param PageContext       $context The page.
	 * @return array<int, array<string, mixed>>|null
	 */
	public function decide_on( array $rules, PageContext $context ): ?array {
		$decided = array();
		$values  = array();
		foreach ( array_values( $rules ) as $rule ) {
			$rule             = is_array( $rule ) ? $rule : array();
			$value            = $this->rules->decide( $rule, $context );
			$operator         = '||' === ( $rule['operator'] ?? '&&' ) ? '||' : '&&';
			$values[]         = array(
				'operator' => $operator,
				'value'    => $value,
			);
			$rule['operator'] = $operator;
			if ( null !== $value ) {
				$rule['result'] = $value;
			}
			$decided[] = $rule;
		}
		return RuleCombination::can_pass( $values ) ? $decided : null;
	}
}
