<?php
/**
 * The page rules decided on the server.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Frontend;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Targeting\PageContext;
use UserFeedback\Targeting\ServerPageRules;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Tests\TestCase;

/**
 * Every WordPress-only rule type, matching and not matching, and with no selection (in error:
 * never holds, in either its "is" or "is not" form). Client rules are unknown on the server.
 */
final class ServerPageRulesTest extends TestCase {

	protected function tearDown(): void {
		$GLOBALS['wp_query'] = $GLOBALS['wp_the_query'];
		parent::tearDown();
	}

	/**
	 * Named pages to decide rules against.
	 *
	 * @param string $name Page name.
	 * @return PageContext
	 */
	private static function page( string $name ): PageContext {
		switch ( $name ) {
			case 'editor on post 12':
				// A post filed under terms 5 (category) and 7 (tag).
				return new PageContext(
					array(
						'logged_in'     => true,
						'roles'         => array( 'editor' ),
						'page_types'    => array( 'single' ),
						'object_id'     => 12,
						'post_types'    => array( 'post' ),
						'post_term_ids' => array( 5, 7 ),
					)
				);
			case 'visitor on category 5':
				return new PageContext(
					array(
						'page_types'      => array( 'archive', 'category' ),
						'taxonomy'        => 'category',
						'archive_term_id' => 5,
					)
				);
			case 'visitor on product archive':
				return new PageContext(
					array(
						'page_types' => array( 'archive' ),
						'post_types' => array( 'product' ),
					)
				);
			case 'visitor on 404':
				return new PageContext( array( 'page_types' => array( '404' ) ) );
		}
		return new PageContext();
	}

	/**
	 * Rule type, selected id (null: none), page, expected result.
	 *
	 * @return array<string, array{string, int|string|null, string, bool}>
	 */
	public static function rules(): array {
		return array(
			'logged in: match'                     => array( 'user_logged_in', 'logged_in', 'editor on post 12', true ),
			'logged in: no match'                  => array( 'user_logged_in', 'logged_in', 'visitor on 404', false ),
			'logged out: match'                    => array( 'user_logged_in', 'logged_out', 'visitor on 404', true ),
			'logged out: no match'                 => array( 'user_logged_in', 'logged_out', 'editor on post 12', false ),
			'user status: unknown id'              => array( 'user_logged_in', 'sometimes', 'editor on post 12', false ),
			'user status: no selection'            => array( 'user_logged_in', null, 'visitor on 404', false ),
			'role: match'                          => array( 'wp_user_roles', 'editor', 'editor on post 12', true ),
			'role: no match'                       => array( 'wp_user_roles', 'administrator', 'editor on post 12', false ),
			'role: visitor has none'               => array( 'wp_user_roles', 'subscriber', 'visitor on 404', false ),
			'role: no selection'                   => array( 'wp_user_roles', null, 'editor on post 12', false ),
			'page type: match'                     => array( 'page_type', 'single', 'editor on post 12', true ),
			'page type: no match'                  => array( 'page_type', 'page', 'editor on post 12', false ),
			'page type: 404 stored as a number'    => array( 'page_type', 404, 'visitor on 404', true ),
			'page type: category'                  => array( 'page_type', 'category', 'visitor on category 5', true ),
			'page type: no selection'              => array( 'page_type', null, 'editor on post 12', false ),
			'page is: match'                       => array( 'page_is', 12, 'editor on post 12', true ),
			'page is: no match'                    => array( 'page_is', 13, 'editor on post 12', false ),
			'page is: not singular'                => array( 'page_is', 5, 'visitor on category 5', false ),
			'page is: no selection'                => array( 'page_is', null, 'editor on post 12', false ),
			'page is not: match'                   => array( 'page_is_not', 13, 'editor on post 12', true ),
			'page is not: no match'                => array( 'page_is_not', 12, 'editor on post 12', false ),
			'page is not: no selection'            => array( 'page_is_not', null, 'editor on post 12', false ),
			'post type is: singular'               => array( 'post_type_is', 'post', 'editor on post 12', true ),
			'post type is: no match'               => array( 'post_type_is', 'page', 'editor on post 12', false ),
			'post type is: post-type archive'      => array( 'post_type_is', 'product', 'visitor on product archive', true ),
			'post type is: no selection'           => array( 'post_type_is', null, 'editor on post 12', false ),
			'post type is not: match'              => array( 'post_type_is_not', 'page', 'editor on post 12', true ),
			'post type is not: no match'           => array( 'post_type_is_not', 'post', 'editor on post 12', false ),
			'post type is not: no selection'       => array( 'post_type_is_not', null, 'editor on post 12', false ),
			'taxonomy is: match'                   => array( 'taxonomy_is', 'category', 'visitor on category 5', true ),
			'taxonomy is: no match'                => array( 'taxonomy_is', 'post_tag', 'visitor on category 5', false ),
			'taxonomy is: archives only'           => array( 'taxonomy_is', 'category', 'editor on post 12', false ),
			'taxonomy is: no selection'            => array( 'taxonomy_is', null, 'visitor on category 5', false ),
			'taxonomy is not: match'               => array( 'taxonomy_is_not', 'post_tag', 'visitor on category 5', true ),
			'taxonomy is not: no match'            => array( 'taxonomy_is_not', 'category', 'visitor on category 5', false ),
			'taxonomy is not: no selection'        => array( 'taxonomy_is_not', null, 'visitor on category 5', false ),
			'term is: archive match'               => array( 'taxonomy_term_is', 5, 'visitor on category 5', true ),
			'term is: post filed under it'         => array( 'taxonomy_term_is', 7, 'editor on post 12', true ),
			'term is: no match'                    => array( 'taxonomy_term_is', 6, 'visitor on category 5', false ),
			'term is: no selection'                => array( 'taxonomy_term_is', null, 'visitor on category 5', false ),
			'term is not: match'                   => array( 'taxonomy_term_is_not', 6, 'editor on post 12', true ),
			'term is not: no match'                => array( 'taxonomy_term_is_not', 5, 'visitor on category 5', false ),
			'term is not: post filed under it'     => array( 'taxonomy_term_is_not', 5, 'editor on post 12', false ),
			'term is not: no selection'            => array( 'taxonomy_term_is_not', null, 'editor on post 12', false ),
			'unknown rule type never holds'        => array( 'moon_phase', 'full', 'editor on post 12', false ),
			'unknown rule type, no data, is false' => array( 'moon_phase', null, 'editor on post 12', false ),
		);
	}

	/**
	 * A rule's result on a page.
	 *
	 * @param string          $logic    Rule type.
	 * @param int|string|null $id       Selected item id, or null for none.
	 * @param string          $page     Page name.
	 * @param bool            $expected Whether the rule holds.
	 */
	#[DataProvider( 'rules' )]
	public function test_rule( string $logic, $id, string $page, bool $expected ): void {
		$rule = array(
			'logic'    => $logic,
			'operator' => '&&',
			'data'     => null === $id ? null : array(
				'id'    => $id,
				'label' => 'Label',
			),
		);
		$this->assertSame( $expected, ( new ServerPageRules() )->decide( $rule, self::page( $page ) ) );
	}

	public function test_every_select_type_rule_is_decided_on_the_server_and_the_others_are_not(): void {
		$rules   = new ServerPageRules();
		$context = self::page( 'editor on post 12' );
		foreach ( SurveyDefaults::PAGE_RULE_TYPES as $logic ) {
			$result = $rules->decide(
				array(
					'logic'    => $logic,
					'operator' => '&&',
					'data'     => 'https://example.com/',
				),
				$context
			);
			if ( in_array( $logic, ServerPageRules::TYPES, true ) ) {
				$this->assertIsBool( $result, $logic );
			} else {
				$this->assertNull( $result, $logic );
			}
		}
		$this->assertNull(
			$rules->decide(
				array(
					'logic'    => 'cookie_exist',
					'operator' => '&&',
					'data'     => null,
				),
				$context
			),
			'client rules in error are the widget\'s to judge'
		);
	}

	public function test_the_factory_reads_the_main_query_and_the_current_user(): void {
		$category = wp_insert_term( 'News', 'category' );
		$this->assertIsArray( $category );
		$category = (int) $category['term_id'];
		$post     = wp_insert_post(
			array(
				'post_title'    => 'Hello',
				'post_status'   => 'publish',
				'post_category' => array( $category ),
			)
		);
		$page     = wp_insert_post(
			array(
				'post_title'  => 'About',
				'post_status' => 'publish',
				'post_type'   => 'page',
			)
		);
		$this->act_as( 'editor' );

		$GLOBALS['wp_query'] = new \WP_Query( array( 'p' => $post ) );
		$context             = PageContext::current();
		$this->assertTrue( $context->logged_in() );
		$this->assertSame( array( 'editor' ), $context->roles() );
		$this->assertSame( array( 'single' ), $context->page_types() );
		$this->assertSame( $post, $context->object_id() );
		$this->assertSame( array( 'post' ), $context->post_types() );
		$this->assertContains( $category, $context->post_term_ids() );
		$this->assertSame( '', $context->taxonomy() );

		$GLOBALS['wp_query'] = new \WP_Query( array( 'page_id' => $page ) );
		$context             = PageContext::current();
		$this->assertSame( array( 'page' ), $context->page_types() );
		$this->assertSame( $page, $context->object_id() );
		$this->assertSame( array( 'page' ), $context->post_types() );

		wp_set_current_user( 0 );
		$GLOBALS['wp_query'] = new \WP_Query( array( 'cat' => $category ) );
		$context             = PageContext::current();
		$this->assertFalse( $context->logged_in() );
		$this->assertSame( array(), $context->roles() );
		$this->assertSame( array( 'archive', 'category' ), $context->page_types() );
		$this->assertSame( 'category', $context->taxonomy() );
		$this->assertSame( $category, $context->archive_term_id() );
		$this->assertSame( 0, $context->object_id() );

		$GLOBALS['wp_query'] = new \WP_Query( array( 's' => 'hello' ) );
		$this->assertSame( array( 'search' ), PageContext::current()->page_types() );
	}
}
