<?php
/**
 * GET userfeedback/v1/exports/{id}.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Export\ExportJob;
use UserFeedback\Export\ExportPage;
use UserFeedback\Export\ExportsController;
use UserFeedback\Export\ExportStorage;
use UserFeedback\Export\JobStore;

/**
 * Through the real REST server (the plugin's own controller, Pro build): permission per role and
 * tier, a job only for its owner, the argument schema, the response's shape, and a stalled job
 * moved on by the poll itself.
 */
final class ExportsControllerTest extends ExportTestCase {

	private const ROUTE = '/userfeedback/v1/exports/';

	public function test_a_job_reports_its_progress(): void {
		$job = $this->job( ExportJob::RUNNING, 250, 1000 );
		$res = $this->rest( 'GET', self::ROUTE . $job->id );
		$this->assertSame( 200, $res->get_status() );
		$this->assertSame(
			array(
				'id'           => $job->id,
				'status'       => 'running',
				'processed'    => 250,
				'total'        => 1000,
				'progress'     => 25,
				'file_name'    => 'customer-feedback-general-all-time.xlsx',
				'message'      => 'Exporting… 250 of 1,000 responses',
				'download_url' => null,
			),
			$res->get_data()
		);
	}

	public function test_a_finished_job_gives_its_download_link(): void {
		$job  = $this->job( ExportJob::DONE, 1000, 1000 );
		$data = (array) $this->rest( 'GET', self::ROUTE . $job->id )->get_data();
		$this->assertSame( 100, $data['progress'] );
		$args = self::url_args( is_string( $data['download_url'] ) ? $data['download_url'] : null );
		$this->assertSame( ExportPage::SLUG, $args['page'] ?? null );
		$this->assertSame( $job->id, $args['job'] ?? null );
		$this->assertSame( '1', $args['download'] ?? null );
		$this->assertSame( 1, wp_verify_nonce( ( $args['_wpnonce'] ?? '' ), ExportPage::NONCE_ACTION ) );
	}

	/**
	 * Roles and the status they get.
	 *
	 * @return array<string, array{string, int}>
	 */
	public static function roles(): array {
		return array(
			'administrator' => array( 'administrator', 200 ),
			'editor'        => array( 'editor', 200 ),
			'subscriber'    => array( 'subscriber', 403 ),
			'visitor'       => array( '', 401 ),
		);
	}

	#[DataProvider( 'roles' )]
	public function test_only_users_who_view_results_may_poll( string $role, int $status ): void {
		$this->act_as( $role );
		$job = $this->job( ExportJob::RUNNING, 1, 2 );
		$res = $this->rest( 'GET', self::ROUTE . $job->id );
		$this->assertSame( $status, $res->get_status() );
		if ( 200 !== $status ) {
			$this->assertSame( 'rest_forbidden', $this->error_code( $res ) );
		}
	}

	/**
	 * Tiers (null: Lite) and whether they may poll.
	 *
	 * @return array<string, array{string|null, bool}>
	 */
	public static function tiers(): array {
		return ExportPageTest::tiers();
	}

	#[DataProvider( 'tiers' )]
	public function test_polling_needs_the_pro_plan( ?string $licence, bool $allowed ): void {
		$this->license( null === $licence || 'none' === $licence ? null : $licence );
		$controller = new ExportsController( null === $licence ? self::lite() : self::pro(), new JobStore( $GLOBALS['wpdb'] ), $this->runner() );
		$result     = $controller->get_item_permissions_check( new \WP_REST_Request( 'GET', self::ROUTE . str_repeat( 'a', 32 ) ) );
		if ( $allowed ) {
			$this->assertTrue( $result );
			return;
		}
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'userfeedback_upgrade_required', $result->get_error_code() );
		$this->assertSame( array( 'status' => 403 ), $result->get_error_data() );
	}

	public function test_the_route_refuses_an_unlicensed_site(): void {
		$this->license( 'plus' );
		$job = $this->job( ExportJob::RUNNING, 1, 2 );
		$res = $this->rest( 'GET', self::ROUTE . $job->id );
		$this->assertSame( 403, $res->get_status() );
		$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $res ) );
	}

	public function test_another_users_job_or_an_unknown_one_is_404(): void {
		$job = $this->job( ExportJob::RUNNING, 1, 2 );
		$this->act_as( 'administrator' );
		foreach ( array( $job->id, str_repeat( 'f', 32 ) ) as $id ) {
			$res = $this->rest( 'GET', self::ROUTE . $id );
			$this->assertSame( 404, $res->get_status() );
			$this->assertSame( 'userfeedback_export_not_found', $this->error_code( $res ) );
		}
	}

	public function test_ids_outside_the_schema_are_refused(): void {
		foreach ( array( 'abc', str_repeat( 'a', 33 ) ) as $id ) {
			$this->assertSame( 404, $this->rest( 'GET', self::ROUTE . $id )->get_status(), $id );
		}
		// WordPress matches routes without regard to case; the argument's pattern does not.
		$upper = $this->rest( 'GET', self::ROUTE . str_repeat( 'A', 32 ) );
		$this->assertSame( 400, $upper->get_status() );
		$this->assertSame( 'rest_invalid_param', $this->error_code( $upper ) );
		$routes = rest_get_server()->get_routes( 'userfeedback/v1' );
		$route  = $routes['/userfeedback/v1/exports/(?P<id>[a-f0-9]{32})'][0] ?? array();
		$this->assertSame( '^[a-f0-9]{32}$', $route['args']['id']['pattern'] ?? null, 'an explicit argument schema' );
		$this->assertIsCallable( $route['permission_callback'] ?? null );
	}

	public function test_a_stalled_job_is_moved_on_by_the_poll(): void {
		$id = $this->create_survey( 'Customer feedback', array( self::question( 'why', 'text', 'Why?' ) ) );
		$this->insert_response( $id, '2026-10-05 10:00:00', array( array( 'why', 'Because' ) ) );
		$storage = $this->storage();
		$job     = new ExportJob( str_repeat( 'e', 32 ), get_current_user_id(), array( 'survey_id' => $id ), 'customer-feedback-general-all-time', 1, ExportStorage::new_name( 'part' ), time() - 600 );
		( new JobStore( $GLOBALS['wpdb'] ) )->create( $job );
		$controller = new ExportsController( self::pro(), new JobStore( $GLOBALS['wpdb'] ), $this->runner() );
		$request    = new \WP_REST_Request( 'GET', self::ROUTE . $job->id );
		$request->set_url_params( array( 'id' => $job->id ) );
		$response = $controller->get_item( $request );
		$this->assertInstanceOf( \WP_REST_Response::class, $response );
		$data = (array) $response->get_data();
		$this->assertSame( 'done', $data['status'], 'one short step finished this small job' );
		$stored = ( new JobStore( $GLOBALS['wpdb'] ) )->find( $job->id );
		$this->assertNotNull( $stored );
		$this->assertFileExists( (string) $storage->path( $stored->file ) );
	}

	/**
	 * Stores a job of the current user.
	 *
	 * @param string $status Status.
	 * @param int    $read   Responses written.
	 * @param int    $total  Responses in all.
	 * @return ExportJob
	 */
	private function job( string $status, int $read, int $total ): ExportJob {
		$job         = new ExportJob( bin2hex( random_bytes( 16 ) ), get_current_user_id(), array( 'survey_id' => 1 ), 'customer-feedback-general-all-time', $total, ExportStorage::new_name( 'part' ), time() );
		$job->status = $status;
		$job->read   = $read;
		$this->assertTrue( ( new JobStore( $GLOBALS['wpdb'] ) )->create( $job ) );
		return $job;
	}
}
