<?php
/**
 * GET userfeedback/v1/search
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Tests\TestCase;

/**
 * Through the real REST server: who may search, what is found, and the bounds.
 */
final class SearchControllerTest extends TestCase {

	private const ROUTE = '/userfeedback/v1/search';

	/**
	 * A word no stock content of the test site contains.
	 */
	private const WORD = 'Zebracorn';

	public function test_visitors_are_refused_with_401(): void {
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
	}

	public function test_subscribers_are_refused_with_403(): void {
		$this->act_as( 'subscriber' );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
	}

	public function test_editors_and_admins_may_search(): void {
		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$this->act_as( $role );
			$this->assertSame( 200, $this->rest( 'GET', self::ROUTE )->get_status(), $role );
		}
	}

	public function test_the_roles_chosen_in_settings_decide(): void {
		$this->act_as( 'author' );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );

		userfeedback()->settings()->update( array( 'create_edit_surveys' => array( 'administrator', 'author' ) ) );
		$this->assertSame( 200, $this->rest( 'GET', self::ROUTE )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );
	}

	public function test_finds_published_pages_and_posts_by_title_only(): void {
		$page    = $this->post( 'About the ' . self::WORD, 'page' );
		$post    = $this->post( self::WORD . ' news', 'post' );
		$draft   = $this->post( self::WORD . ' draft', 'post', 'draft' );
		$private = $this->post( self::WORD . ' private', 'page', 'private' );
		$block   = $this->post( self::WORD . ' block', 'wp_block' );
		$content = $this->post( 'Unrelated', 'post', 'publish', 'The body mentions ' . self::WORD );

		$this->act_as( 'editor' );
		$ids = $this->ids( array( 'title' => strtolower( self::WORD ) ) );

		$this->assertContains( $page, $ids );
		$this->assertContains( $post, $ids );
		$this->assertNotContains( $draft, $ids );
		$this->assertNotContains( $private, $ids );
		$this->assertNotContains( $block, $ids );
		$this->assertNotContains( $content, $ids );
		$this->assertCount( 2, $ids );
	}

	public function test_items_carry_id_and_title(): void {
		$id = $this->post( 'Contact ' . self::WORD, 'page' );
		$this->act_as( 'administrator' );
		$response = $this->rest( 'GET', self::ROUTE, array( 'title' => self::WORD ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'items' => array(
					array(
						'id'    => $id,
						'title' => 'Contact ' . self::WORD,
					),
				),
			),
			$response->get_data()
		);
	}

	public function test_results_are_bounded_by_per_page(): void {
		for ( $i = 1; $i <= 4; $i++ ) {
			$this->post( self::WORD . " {$i}", 'post' );
		}
		$this->act_as( 'editor' );
		$this->assertCount( 4, $this->ids( array( 'title' => self::WORD ) ) );
		$this->assertCount(
			2,
			$this->ids(
				array(
					'title'    => self::WORD,
					'per_page' => '2',
				)
			)
		);
	}

	public function test_digits_find_that_post_id_first(): void {
		$id = $this->post( 'Pricing', 'page' );
		$this->post( "Release {$id} notes", 'post' );
		$draft = $this->post( 'Hidden', 'post', 'draft' );
		$this->act_as( 'editor' );

		$ids = $this->ids( array( 'title' => (string) $id ) );
		$this->assertSame( $id, $ids[0] );
		$this->assertCount( 2, $ids, 'the id, then the title containing the digits' );
		$this->assertSame(
			array( $id ),
			$this->ids(
				array(
					'title'    => (string) $id,
					'per_page' => '1',
				)
			)
		);
		$this->assertNotContains( $draft, $this->ids( array( 'title' => (string) $draft ) ) );
	}

	public function test_titles_are_plain_text(): void {
		$encoded = $this->post( 'Tom &amp; Jerry ' . self::WORD, 'post' );
		$raw     = $this->post( 'Tom & Jerry <em>' . self::WORD . '</em> too', 'post' );
		$locked  = wp_insert_post(
			array(
				'post_title'    => 'Members ' . self::WORD,
				'post_status'   => 'publish',
				'post_password' => 'secret',
			)
		);
		$this->act_as( 'editor' );
		$titles = array();
		foreach ( $this->rest( 'GET', self::ROUTE, array( 'title' => self::WORD ) )->get_data()['items'] as $item ) {
			$titles[ $item['id'] ] = $item['title'];
		}
		$this->assertSame( 'Tom & Jerry ' . self::WORD, $titles[ $encoded ] );
		$this->assertSame( 'Tom & Jerry ' . self::WORD . ' too', $titles[ $raw ] );
		$this->assertSame( 'Members ' . self::WORD, $titles[ $locked ], 'no "Protected:" prefix' );
	}

	public function test_no_title_lists_the_most_recently_modified(): void {
		$old = $this->post( self::WORD . ' old', 'post', 'publish', '', '2001-01-01 00:00:00' );
		$new = $this->post( self::WORD . ' new', 'page' );
		$this->act_as( 'editor' );

		$ids = $this->ids( array() );
		$this->assertLessThanOrEqual( 20, count( $ids ) );
		$this->assertContains( $new, $ids );
		$modified = array_map( static fn( int $id ): string => (string) get_post_field( 'post_modified_gmt', $id ), $ids );
		$sorted   = $modified;
		rsort( $sorted );
		$this->assertSame( $sorted, $modified );
		$this->assertNotSame( $old, $ids[0] );
	}

	public function test_bad_arguments_are_a_400(): void {
		$this->act_as( 'administrator' );
		foreach ( array(
			array( 'per_page' => '51' ),
			array( 'per_page' => '0' ),
			array( 'per_page' => 'many' ),
			array( 'title' => str_repeat( 'a', 101 ) ),
			array( 'title' => array( 'a' ) ),
		) as $params ) {
			$response = $this->rest( 'GET', self::ROUTE, $params );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $params ) );
			$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		}
	}

	public function test_the_route_declares_its_arguments_and_schema(): void {
		$this->act_as( 'administrator' );
		$data = $this->rest( 'OPTIONS', self::ROUTE )->get_data();
		$args = $data['endpoints'][0]['args'];
		$this->assertSame( array( 'title', 'per_page' ), array_keys( $args ) );
		$this->assertSame( 50, $args['per_page']['maximum'] );
		$this->assertSame( array( 'items' ), array_keys( $data['schema']['properties'] ) );
	}

	/**
	 * Inserts a post and returns its id.
	 *
	 * @param string $title   Title.
	 * @param string $type    Post type.
	 * @param string $status  Post status.
	 * @param string $content Content.
	 * @param string $date    Local post date, '' for now.
	 * @return int
	 */
	private function post( string $title, string $type, string $status = 'publish', string $content = '', string $date = '' ): int {
		$args = array(
			'post_title'   => $title,
			'post_type'    => $type,
			'post_status'  => $status,
			'post_content' => $content,
		);
		if ( '' !== $date ) {
			$args['post_date'] = $date;
		}
		$id = wp_insert_post( $args, true );
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * The ids a search answers, in order.
	 *
	 * @param array<string, mixed> $params Query parameters.
	 * @return int[]
	 */
	private function ids( array $params ): array {
		$response = $this->rest( 'GET', self::ROUTE, $params );
		$this->assertSame( 200, $response->get_status() );
		return array_column( $response->get_data()['items'], 'id' );
	}
}
