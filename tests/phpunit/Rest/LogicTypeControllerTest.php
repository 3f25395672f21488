<?php
/**
 * GET userfeedback/v1/logic-type
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Surveys\LogicTypeOptions;
use UserFeedback\Tests\TestCase;

/**
 * Through the real REST server: who may ask, each rule type's choices, search and bounds.
 */
final class LogicTypeControllerTest extends TestCase {

	private const ROUTE = '/userfeedback/v1/logic-type';

	public function test_visitors_are_refused_with_401(): void {
		$response = $this->rest( 'GET', self::ROUTE, array( 'logic_type' => 'wp_user_roles' ) );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
	}

	public function test_subscribers_are_refused_with_403(): void {
		$this->act_as( 'subscriber' );
		$response = $this->rest( 'GET', self::ROUTE, array( 'logic_type' => 'wp_user_roles' ) );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
	}

	public function test_editors_and_admins_may_ask(): void {
		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame( 200, $this->rest( 'GET', self::ROUTE, array( 'logic_type' => 'user_logged_in' ) )->get_status(), $role );
		}
	}

	public function test_the_roles_chosen_in_settings_decide(): void {
		$this->act_as( 'author' );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE, array( 'logic_type' => 'user_logged_in' ) )->get_status() );

		userfeedback()->settings()->update( array( 'create_edit_surveys' => array( 'administrator', 'author' ) ) );
		$this->assertSame( 200, $this->rest( 'GET', self::ROUTE, array( 'logic_type' => 'user_logged_in' ) )->get_status() );
	}

	public function test_user_status(): void {
		$this->act_as( 'editor' );
		$this->assertSame(
			array(
				array(
					'id'    => 'logged_in',
					'label' => 'Logged In',
				),
				array(
					'id'    => 'logged_out',
					'label' => 'Logged Out',
				),
			),
			$this->items( 'user_logged_in' )
		);
		$this->assertSame( array( 'logged_out' ), array_column( $this->items( 'user_logged_in', 'OUT' ), 'id' ) );
	}

	public function test_user_roles_are_the_sites_roles(): void {
		$this->act_as( 'editor' );
		$items = $this->items( 'wp_user_roles' );
		$this->assertSame( array_keys( wp_roles()->get_names() ), array_column( $items, 'id' ) );
		$this->assertContains(
			array(
				'id'    => 'administrator',
				'label' => 'Administrator',
			),
			$items
		);

		$found = $this->items( 'wp_user_roles', 'EDIT' );
		$this->assertContains( 'editor', array_column( $found, 'id' ) );
		$this->assertNotContains( 'administrator', array_column( $found, 'id' ) );
		foreach ( $found as $item ) {
			$this->assertStringContainsStringIgnoringCase( 'edit', $item['label'] . ' ' . $item['id'] );
		}
	}

	public function test_page_types_are_a_fixed_list_of_string_ids(): void {
		$this->act_as( 'editor' );
		$items = $this->items( 'wp_page_type' );
		$this->assertSame( LogicTypeOptions::PAGE_TYPES, array_column( $items, 'id' ) );
		$this->assertContains(
			array(
				'id'    => '404',
				'label' => '404 Page',
			),
			$items
		);
		$this->assertSame(
			array( 'archive', 'category', 'tag', 'author', 'date' ),
			array_column( $this->items( 'wp_page_type', 'archive' ), 'id' )
		);
		$this->assertSame( array( '404' ), array_column( $this->items( 'wp_page_type', '404' ), 'id' ) );
		$this->assertCount( 3, $this->items( 'wp_page_type', '', 3 ) );
	}

	public function test_post_types_are_the_public_ones(): void {
		register_post_type(
			'uf_test_book',
			array(
				'public' => true,
				'labels' => array(
					'name'          => 'Books',
					'singular_name' => 'Book',
				),
			)
		);
		register_post_type( 'uf_test_hidden', array( 'public' => false ) );
		try {
			$this->act_as( 'editor' );
			$items = $this->items( 'post_type' );
			$ids   = array_column( $items, 'id' );
			$this->assertContains(
				array(
					'id'    => 'page',
					'label' => 'Page',
				),
				$items
			);
			$this->assertContains(
				array(
					'id'    => 'uf_test_book',
					'label' => 'Book',
				),
				$items
			);
			$this->assertContains( 'post', $ids );
			$this->assertNotContains( 'uf_test_hidden', $ids );
			$this->assertNotContains( 'wp_block', $ids );
			$this->assertSame( array( 'uf_test_book' ), array_column( $this->items( 'post_type', 'book' ), 'id' ) );
		} finally {
			unregister_post_type( 'uf_test_book' );
			unregister_post_type( 'uf_test_hidden' );
		}
	}

	public function test_taxonomies_are_the_public_ones(): void {
		$this->act_as( 'editor' );
		$items = $this->items( 'taxonomy' );
		$this->assertContains(
			array(
				'id'    => 'category',
				'label' => 'Category',
			),
			$items
		);
		$this->assertContains(
			array(
				'id'    => 'post_tag',
				'label' => 'Tag',
			),
			$items
		);
		$this->assertNotContains( 'nav_menu', array_column( $items, 'id' ) );
		$this->assertSame( array( 'post_tag' ), array_column( $this->items( 'taxonomy', 'tag' ), 'id' ) );
	}

	public function test_terms_of_public_taxonomies_are_searched(): void {
		$news = $this->term( 'Zebracorn News', 'category' );
		$tom  = $this->term( 'Tom &amp; Jerry Zebracorn', 'post_tag' );
		$menu = $this->term( 'Zebracorn Menu', 'nav_menu' );
		$this->act_as( 'editor' );

		$items = $this->items( 'taxonomy_term', 'zebracorn' );
		$this->assertSame(
			array(
				array(
					'id'    => $tom,
					'label' => 'Tom & Jerry Zebracorn (Tag)',
				),
				array(
					'id'    => $news,
					'label' => 'Zebracorn News (Category)',
				),
			),
			$items
		);
		$this->assertNotContains( $menu, array_column( $items, 'id' ) );
		$this->assertCount( 1, $this->items( 'taxonomy_term', 'zebracorn', 1 ) );
		$this->assertSame( $news, $this->items( 'taxonomy_term', (string) $news )[0]['id'] );
		$this->assertSame( array(), $this->items( 'taxonomy_term', (string) $menu ) );
	}

	public function test_terms_without_search_are_bounded(): void {
		for ( $i = 1; $i <= 3; $i++ ) {
			$this->term( "Zebracorn {$i}", 'category' );
		}
		$this->act_as( 'editor' );
		$this->assertCount( 2, $this->items( 'taxonomy_term', '', 2 ) );
	}

	public function test_bad_arguments_are_a_400(): void {
		$this->act_as( 'administrator' );
		foreach ( array(
			array( 'logic_type' => 'bogus' ),
			array(
				'logic_type' => 'wp_user_roles',
				'per_page'   => '51',
			),
			array(
				'logic_type' => 'wp_user_roles',
				'per_page'   => '0',
			),
			array(
				'logic_type' => 'wp_user_roles',
				'search'     => str_repeat( 'a', 101 ),
			),
		) as $params ) {
			$response = $this->rest( 'GET', self::ROUTE, $params );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $params ) );
			$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		}

		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_missing_callback_param', $this->error_code( $response ) );
	}

	public function test_the_route_declares_its_arguments_and_schema(): void {
		$this->act_as( 'administrator' );
		$data = $this->rest( 'OPTIONS', self::ROUTE )->get_data();
		$args = $data['endpoints'][0]['args'];
		$this->assertSame( array( 'logic_type', 'search', 'per_page' ), array_keys( $args ) );
		$this->assertSame( LogicTypeOptions::TYPES, $args['logic_type']['enum'] );
		$this->assertTrue( $args['logic_type']['required'] );
		$this->assertSame( array( 'items' ), array_keys( $data['schema']['properties'] ) );
	}

	/**
	 * The items of a successful lookup.
	 *
	 * @param string $type     Rule type.
	 * @param string $search   Search text.
	 * @param int    $per_page Most items.
	 * @return array<int, array{id: int|string, label: string}>
	 */
	private function items( string $type, string $search = '', int $per_page = 20 ): array {
		$response = $this->rest(
			'GET',
			self::ROUTE,
			array(
				'logic_type' => $type,
				'search'     => $search,
				'per_page'   => (string) $per_page,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $response->get_data()['items'];
	}

	/**
	 * Inserts a term and returns its id.
	 *
	 * @param string $name     Name.
	 * @param string $taxonomy Taxonomy.
	 * @return int
	 */
	private function term( string $name, string $taxonomy ): int {
		$term = wp_insert_term( $name, $taxonomy );
		$this->assertIsArray( $term );
		clean_term_cache( (int) $term['term_id'], $taxonomy );
		return (int) $term['term_id'];
	}
}
