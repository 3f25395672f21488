<?php
/**
 * Paging arguments are bounded integers, and no negative or overflowing OFFSET reaches SQL.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Reporting\DateRange;
use UserFeedback\Reporting\Facts\FactsList;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Reporting\ResultsRepository;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;

/**
 * WordPress's REST validation takes "1e309" (INF) and "1e20" for `type: integer` (a whole
 * number as far as `rest_is_integer()` can tell) and its sanitiser turns them into 0 and
 * PHP_INT_MAX: a page without a `maximum` became `OFFSET -10`, a database error behind a 200.
 * Every list route is checked through the real REST server, every registered paging argument by
 * its schema, and the repositories with values no route would pass.
 */
final class PagingArgsTest extends TestCase {

	private const BASE = '/userfeedback/v1';

	/**
	 * A published survey with one radio question and a response.
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		// The repositories' tests count rows: start from empty tables (inside the rolled-back transaction).
		foreach ( userfeedback()->tables()->all() as $table ) {
			$wpdb->query( "DELETE FROM `{$table}`" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.DirectDatabaseQuery
		}
		( new LicenseStore() )->save( new License( 'test', 'elite' ) );
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::BASE . '/surveys',
			array(
				'title'     => 'Paging',
				'status'    => 'publish',
				'questions' => array(
					array(
						'id'     => 'q1',
						'type'   => 'radio-button',
						'title'  => 'Helpful?',
						'config' => array( 'options' => array( 'Yes', 'No' ) ),
					),
				),
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->survey_id = (int) $response->get_data()['id'];
		$this->insert_response( $this->survey_id, gmdate( 'Y-m-d H:i:s', time() - HOUR_IN_SECONDS ), array( array( 'q1', 'Yes' ) ) );
	}

	/**
	 * Page values no list may take.
	 *
	 * @return array<string, array{string}>
	 */
	public static function bad_pages(): array {
		return array(
			'infinity'       => array( '1e309' ),
			'beyond int'     => array( '1e20' ),
			'beyond maximum' => array( '100001' ),
			'negative'       => array( '-1' ),
			'zero'           => array( '0' ),
			'not a number'   => array( 'abc' ),
			'a fraction'     => array( '1.5' ),
		);
	}

	/**
	 * The list routes with their other required arguments.
	 *
	 * @return array<string, array{string, array<string, string>}>
	 */
	private function list_routes(): array {
		return array(
			'surveys'   => array( self::BASE . '/surveys', array() ),
			'responses' => array( self::BASE . "/surveys/{$this->survey_id}/responses", array() ),
			'answers'   => array( self::BASE . "/surveys/{$this->survey_id}/answers", array( 'question_id' => 'q1' ) ),
		);
	}

	#[DataProvider( 'bad_pages' )]
	public function test_a_page_out_of_range_is_a_400_on_every_list_route( string $page ): void {
		global $wpdb;
		foreach ( $this->list_routes() as $name => list( $route, $params ) ) {
			foreach ( array( 'page', 'per_page' ) as $arg ) {
				if ( 'responses' === $name && 'per_page' === $arg && '-1' === $page ) {
					continue; // "All", bounded by the route.
				}
				$wpdb->last_error = '';

				$response = $this->rest( 'GET', $route, array_merge( $params, array( $arg => $page ) ) );

				$this->assertSame( 400, $response->get_status(), "{$name} {$arg}={$page}: " . wp_json_encode( $response->get_data() ) );
				$this->assertSame( 'rest_invalid_param', $this->error_code( $response ), "{$name} {$arg}={$page}" );
				$this->assertSame( '', $wpdb->last_error, "{$name} {$arg}={$page}" );
			}
		}
	}

	public function test_the_last_allowed_page_is_an_empty_page_not_an_error(): void {
		global $wpdb;
		foreach ( $this->list_routes() as $name => list( $route, $params ) ) {
			$wpdb->last_error = '';

			$response = $this->rest( 'GET', $route, array_merge( $params, array( 'page' => '100000' ) ) );

			$this->assertSame( 200, $response->get_status(), $name );
			$this->assertSame( array(), $response->get_data()['items'], $name );
			$this->assertSame( '', $wpdb->last_error, $name );
		}
	}

	public function test_every_paging_argument_of_every_route_is_a_bounded_integer(): void {
		$checked = 0;
		foreach ( rest_get_server()->get_routes( 'userfeedback/v1' ) as $route => $handlers ) {
			foreach ( $handlers as $handler ) {
				foreach ( (array) ( $handler['args'] ?? array() ) as $name => $arg ) {
					if ( ! in_array( $name, array( 'page', 'per_page', 'offset', 'limit' ), true ) ) {
						continue;
					}
					++$checked;
					$this->assertSame( 'integer', $arg['type'] ?? null, "{$route} {$name}" );
					$this->assertIsInt( $arg['minimum'] ?? null, "{$route} {$name} needs a minimum" );
					$this->assertIsInt( $arg['maximum'] ?? null, "{$route} {$name} needs a maximum: 1e309 passes rest_is_integer() and becomes 0" );
				}
			}
		}
		$this->assertGreaterThanOrEqual( 6, $checked, 'the surveys, responses and answers lists at least' );
	}

	/**
	 * Pages and sizes no route lets through.
	 *
	 * @return array<string, array{int, int}>
	 */
	public static function wild_pages(): array {
		return array(
			'page zero'         => array( 0, 10 ),
			'negative page'     => array( -3, 10 ),
			'largest page'      => array( PHP_INT_MAX, 10 ),
			'largest page, one' => array( PHP_INT_MAX, 1 ),
			'zero size'         => array( 1, 0 ),
			'negative size'     => array( 2, -5 ),
		);
	}

	#[DataProvider( 'wild_pages' )]
	public function test_the_repositories_never_send_a_negative_or_overflowing_offset( int $page, int $per_page ): void {
		global $wpdb;
		$tables           = userfeedback()->tables();
		$range            = DateRange::all_time( wp_timezone() );
		$wpdb->last_error = '';

		$surveys = ( new SurveyRepository( $wpdb, $tables ) )->page( null, 'id', 'desc', $page, $per_page );
		$this->assertSame( '', $wpdb->last_error, 'surveys' );
		$answers = ( new ResultsRepository( $wpdb, $tables ) )->answers_page( $this->survey_id, 'q1', false, $range, '', false, $page, $per_page );
		$this->assertSame( '', $wpdb->last_error, 'answers' );
		$offset    = $page > 1 ? PHP_INT_MAX : $page;
		$responses = ( new ResponsesRepository( $wpdb, $tables, userfeedback()->rollups() ) )->page( $this->survey_id, 'publish', 'desc', $per_page, $offset );
		$this->assertSame( '', $wpdb->last_error, 'responses' );
		$facts = FactsList::create( $wpdb, $tables );
		$facts->page( 'f.survey_id = ' . $this->survey_id, 'desc', $per_page, $offset, null );
		$this->assertSame( '', $wpdb->last_error, 'facts list' );
		$facts->answer_page( 'f.survey_id = ' . $this->survey_id, 0, false, $per_page, $offset );
		$this->assertSame( '', $wpdb->last_error, 'facts answers' );

		// A page before the first is the first, a size below one is one; past the end is empty.
		$this->assertCount( $page <= 1 ? 1 : 0, $surveys );
		$this->assertCount( $page <= 1 ? 1 : 0, $answers['rows'] );
		$this->assertCount( $offset <= 0 ? 1 : 0, $responses );
	}
}
