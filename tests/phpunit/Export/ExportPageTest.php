<?php
/**
 * The export page's checks and answers.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Export\ExportJob;
use UserFeedback\Export\ExportPage;
use UserFeedback\Export\JobStore;

/**
 * Capability, nonce and gate come before anything is read or written; every refusal is an error
 * page with its status and nothing sent; small exports are sent at once, big ones become a job the
 * browser is redirected to, and a job is only ever shown or downloaded to the user who started it.
 */
final class ExportPageTest extends ExportTestCase {

	/**
	 * The survey of these tests.
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	protected function setUp(): void {
		parent::setUp();
		$this->survey_id = $this->create_survey( 'Customer feedback', array( self::question( 'often', 'radio-button', 'How often?', array( 'Daily', 'Weekly' ) ) ) );
		$this->insert_response( $this->survey_id, '2026-10-05 10:00:00', array( array( 'often', 'Daily' ) ) );
		$this->insert_response( $this->survey_id, '2026-10-06 10:00:00', array( array( 'often', 'Weekly' ) ) );
	}

	/**
	 * Tiers (null: Lite) and whether they may export.
	 *
	 * @return array<string, array{string|null, bool}>
	 */
	public static function tiers(): array {
		return array(
			'Lite'           => array( null, false ),
			'Pro unlicensed' => array( 'none', false ),
			'Pro, plus'      => array( 'plus', false ),
			'Pro, pro'       => array( 'pro', true ),
			'Pro, elite'     => array( 'elite', true ),
		);
	}

	#[DataProvider( 'tiers' )]
	public function test_only_pro_with_a_pro_or_elite_licence_may_export( ?string $licence, bool $allowed ): void {
		$this->license( null === $licence || 'none' === $licence ? null : $licence );
		$this->page( null === $licence ? self::lite() : self::pro() )->handle( self::query( array( 'survey_id' => $this->survey_id ) ) );

		if ( $allowed ) {
			$this->assertNull( $this->responder->failure );
			$this->assertNotNull( $this->responder->file );
			return;
		}
		$this->assertNull( $this->responder->file, 'not a byte is sent' );
		$this->assertSame( 403, $this->responder->failure['status'] ?? null );
		$this->assertSame( 'Upgrade to Pro to unlock Export Results', $this->responder->failure['message'] ?? null );
	}

	/**
	 * Roles and whether they may export (view results: administrators and editors by default).
	 *
	 * @return array<string, array{string, bool}>
	 */
	public static function roles(): array {
		return array(
			'administrator' => array( 'administrator', true ),
			'editor'        => array( 'editor', true ),
			'author'        => array( 'author', false ),
			'subscriber'    => array( 'subscriber', false ),
			'visitor'       => array( '', false ),
		);
	}

	#[DataProvider( 'roles' )]
	public function test_only_users_who_view_results_may_export( string $role, bool $allowed ): void {
		$this->act_as( $role );
		$this->page()->handle( self::query( array( 'survey_id' => $this->survey_id ) ) );
		if ( $allowed ) {
			$this->assertNotNull( $this->responder->file );
			return;
		}
		$this->assertNull( $this->responder->file );
		$this->assertSame( 403, $this->responder->failure['status'] ?? null );
		$this->assertSame( 'Sorry, you are not allowed to export results.', $this->responder->failure['message'] ?? null );
	}

	public function test_the_view_results_setting_decides_not_the_role(): void {
		userfeedback()->settings()->update( array( 'view_results' => array( 'author' ) ) );
		$this->act_as( 'author' );
		$this->page()->handle( self::query( array( 'survey_id' => $this->survey_id ) ) );
		$this->assertNotNull( $this->responder->file );
	}

	/**
	 * Nonces that must be refused.
	 *
	 * @return array<string, array{mixed}>
	 */
	public static function bad_nonces(): array {
		return array(
			'missing'        => array( null ),
			'empty'          => array( '' ),
			'wrong'          => array( 'abcdef1234' ),
			'another action' => array( 'wp_rest' ),
			'array'          => array( array( 'x' ) ),
		);
	}

	#[DataProvider( 'bad_nonces' )]
	public function test_a_valid_nonce_is_required( mixed $nonce ): void {
		$query = self::query( array( 'survey_id' => $this->survey_id ) );
		if ( null === $nonce ) {
			unset( $query['_wpnonce'] );
		} else {
			$query['_wpnonce'] = 'wp_rest' === $nonce ? wp_create_nonce( 'wp_rest' ) : $nonce;
		}
		$this->page()->handle( $query );
		$this->assertNull( $this->responder->file );
		$this->assertSame( 403, $this->responder->failure['status'] ?? null );
		$this->assertStringContainsString( 'expired', (string) ( $this->responder->failure['message'] ?? '' ) );
	}

	public function test_a_nonce_of_another_user_is_refused(): void {
		$query = self::query( array( 'survey_id' => $this->survey_id ) );
		$this->act_as( 'administrator' );
		$this->page()->handle( $query );
		$this->assertSame( 403, $this->responder->failure['status'] ?? null );
	}

	/**
	 * Invalid parameters and the status they get.
	 *
	 * @return array<string, array{array<string, mixed>, int}>
	 */
	public static function bad_requests(): array {
		return array(
			'no survey'              => array( array(), 400 ),
			'survey not a number'    => array( array( 'survey_id' => 'abc' ), 400 ),
			'unknown report'         => array( array( 'report' => 'secret' ), 400 ),
			'question without id'    => array( array( 'report' => 'question' ), 400 ),
			'unknown format'         => array( array( 'format' => 'pdf' ), 400 ),
			'bad day'                => array( array( 'start' => '2026-02-30' ), 400 ),
			'future day'             => array( array( 'end' => '2999-01-01' ), 400 ),
			'end before start'       => array(
				array(
					'start' => '2026-10-05',
					'end'   => '2026-10-01',
				),
				400,
			),
			'bad include_trash'      => array( array( 'include_trash' => 'yes' ), 400 ),
			'unknown survey'         => array( array( 'survey_id' => 999999 ), 404 ),
			'unknown question'       => array( array( 'question_id' => 'nope' ), 404 ),
			'nps without a question' => array( array( 'report' => 'nps' ), 400 ),
		);
	}

	/**
	 * Bad parameters are an error page with a clear message and nothing sent.
	 *
	 * @param array<string, mixed> $params Parameters over a valid request.
	 * @param int                  $status Expected status.
	 */
	#[DataProvider( 'bad_requests' )]
	public function test_invalid_requests_get_an_error_page( array $params, int $status ): void {
		$query = self::query( array_merge( array( 'survey_id' => $this->survey_id ), $params ) );
		if ( array() === $params ) {
			unset( $query['survey_id'] );
		}
		$this->page()->handle( $query );
		$this->assertNull( $this->responder->file );
		$this->assertSame( $status, $this->responder->failure['status'] ?? null, (string) wp_json_encode( $this->responder->failure ) );
		$this->assertNotSame( '', $this->responder->failure['message'] ?? '' );
	}

	public function test_a_small_export_is_sent_at_once_named_after_what_it_holds(): void {
		$xlsx = $this->download( array( 'survey_id' => $this->survey_id ) );
		$this->assertSame( 'customer-feedback-general-all-time.xlsx', $xlsx['name'] );
		$this->assertSame( 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', $xlsx['mime'] );
		$this->assertStringStartsWith( 'PK', $xlsx['content'], 'a zip' );
		$this->assertTrue( $xlsx['deleted'], 'the temporary file goes once sent' );

		$this->responder = new RecordingResponder();
		$csv             = $this->download(
			array(
				'survey_id' => $this->survey_id,
				'format'    => 'csv',
				'start'     => '2026-10-01',
				'end'       => '2026-10-30',
			)
		);
		$this->assertSame( 'customer-feedback-general-2026-10-01-to-2026-10-30.csv', $csv['name'] );
		$this->assertSame( 'text/csv; charset=UTF-8', $csv['mime'] );
		$this->assertStringStartsWith( "\xEF\xBB\xBF", $csv['content'], 'UTF-8 BOM for Excel' );
		$this->assertSame( array( 'index.php', '.htaccess' ), self::entries( $this->private_dir() ), 'nothing left behind' );
	}

	public function test_the_private_folder_is_random_and_denies_direct_access(): void {
		$this->download( array( 'survey_id' => $this->survey_id ) );
		$dir = $this->private_dir();
		$this->assertMatchesRegularExpression( '/^userfeedback-exports-[a-f0-9]{32}$/', basename( $dir ) );
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $dir . '/.htaccess' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		$this->assertFileExists( $dir . '/index.php' );
	}

	public function test_a_big_export_becomes_a_job_the_browser_is_sent_to(): void {
		add_filter( 'userfeedback_export_sync_limit', '__return_zero' );
		try {
			$this->page()->handle( self::query( array( 'survey_id' => $this->survey_id ) ) );
		} finally {
			remove_filter( 'userfeedback_export_sync_limit', '__return_zero' );
		}
		$this->assertNull( $this->responder->file );
		$this->assertNull( $this->responder->failure );
		$this->assertNotNull( $this->responder->redirect );
		$args = self::url_args( $this->responder->redirect );
		$this->assertSame( ExportPage::SLUG, $args['page'] ?? null );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', ( $args['job'] ?? '' ) );
		$this->assertSame( 1, wp_verify_nonce( ( $args['_wpnonce'] ?? '' ), ExportPage::NONCE_ACTION ) );
		$this->assertIsInt( wp_next_scheduled( 'userfeedback_export_step', array( $args['job'] ) ), 'first step scheduled' );
		$this->assertIsInt( wp_next_scheduled( 'userfeedback_export_cleanup' ), 'daily clean-up scheduled' );

		// The job's page shows the progress, with the script and what it polls.
		$this->responder = new RecordingResponder();
		$page            = $this->page();
		$page->handle( self::query( array( 'job' => $args['job'] ) ) );
		$this->assertNull( $this->responder->failure );
		$this->assertSame( $args['job'], $page->current_job()->id ?? null );
		$this->assertTrue( wp_script_is( ExportPage::SCRIPT, 'enqueued' ) );
		ob_start();
		$page->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( '<progress', $html );
		$this->assertStringContainsString( 'role="status"', $html );
		$this->assertStringContainsString( 'userfeedback/v1/exports/' . $args['job'], $html );
		$this->assertStringContainsString( 'customer-feedback-general-all-time.xlsx', $html );

		// Not ready: no download yet.
		$this->responder = new RecordingResponder();
		$this->page()->handle(
			self::query(
				array(
					'job'      => $args['job'],
					'download' => 1,
				)
			)
		);
		$this->assertSame( 400, $this->responder->failure['status'] ?? null );
		$this->assertNull( $this->responder->file );

		// Once the steps ran, the same page serves the file, and again until it expires.
		$done = $this->runner()->step( $args['job'], microtime( true ) + 60 );
		$this->assertSame( ExportJob::DONE, $done->status ?? null );
		for ( $i = 0; $i < 2; $i++ ) {
			$this->responder = new RecordingResponder();
			$file            = $this->download(
				array(
					'job'      => $args['job'],
					'download' => 1,
				)
			);
			$this->assertSame( 'customer-feedback-general-all-time.xlsx', $file['name'] );
			$this->assertFalse( $file['deleted'] );
			$sheets = $this->read( $file['content'], 'xlsx' );
			$this->assertCount( 3, $sheets['Responses'], 'header and two responses' );
		}
	}

	public function test_a_job_is_only_for_the_user_who_started_it(): void {
		add_filter( 'userfeedback_export_sync_limit', '__return_zero' );
		try {
			$this->page()->handle( self::query( array( 'survey_id' => $this->survey_id ) ) );
		} finally {
			remove_filter( 'userfeedback_export_sync_limit', '__return_zero' );
		}
		$args = self::url_args( $this->responder->redirect );
		$this->runner()->step( $args['job'], microtime( true ) + 60 );

		$this->act_as( 'administrator' );
		foreach ( array( array(), array( 'download' => 1 ) ) as $extra ) {
			$this->responder = new RecordingResponder();
			$this->page()->handle( self::query( array_merge( array( 'job' => $args['job'] ), $extra ) ) );
			$this->assertSame( 404, $this->responder->failure['status'] ?? null );
			$this->assertNull( $this->responder->file );
		}
		$this->responder = new RecordingResponder();
		$this->page()->handle( self::query( array( 'job' => str_repeat( 'a', 32 ) ) ) );
		$this->assertSame( 404, $this->responder->failure['status'] ?? null, 'unknown job' );
	}

	public function test_a_job_whose_file_was_cleaned_up_is_gone(): void {
		global $wpdb;
		$job         = new ExportJob( str_repeat( 'b', 32 ), get_current_user_id(), array( 'survey_id' => $this->survey_id ), 'x', 2, str_repeat( 'c', 32 ) . '.part', time() );
		$job->status = ExportJob::DONE;
		$job->file   = str_repeat( 'd', 32 ) . '.xlsx';
		( new JobStore( $wpdb ) )->create( $job );
		$this->page()->handle(
			self::query(
				array(
					'job'      => $job->id,
					'download' => 1,
				)
			)
		);
		$this->assertSame( 404, $this->responder->failure['status'] ?? null );
	}

	public function test_the_page_is_registered_hidden_with_its_load_hook(): void {
		global $submenu, $_registered_pages;
		$page = $this->page();
		$page->register();
		$hook = get_plugin_page_hookname( ExportPage::SLUG, '' );
		$this->assertArrayHasKey( $hook, (array) $_registered_pages );
		$this->assertNotFalse( has_action( 'load-' . $hook, array( $page, 'load' ) ) );
		$this->assertArrayNotHasKey( ExportPage::SLUG, array_column( (array) ( $submenu['userfeedback_surveys'] ?? array() ), 2, 2 ), 'no menu entry' );
		remove_action( 'load-' . $hook, array( $page, 'load' ) );
	}

	public function test_the_site_globals_carry_the_export_nonce(): void {
		$globals = ( new SiteGlobals( self::pro() ) )->for_admin(
			array(
				'link'  => '',
				'title' => '',
			)
		);
		$this->assertSame( 1, wp_verify_nonce( (string) $globals['export_nonce'], ExportPage::NONCE_ACTION ) );
	}

	/**
	 * The private folder the page made.
	 *
	 * @return string
	 */
	private function private_dir(): string {
		$dirs = glob( $this->base . '/userfeedback-exports-*' );
		$this->assertIsArray( $dirs );
		$this->assertCount( 1, $dirs );
		return (string) $dirs[0];
	}

	/**
	 * A folder's entries.
	 *
	 * @param string $dir Folder.
	 * @return string[]
	 */
	private static function entries( string $dir ): array {
		$entries = array_values( array_diff( (array) scandir( $dir ), array( '.', '..' ) ) );
		usort( $entries, static fn( $a, $b ): int => strcmp( (string) $b, (string) $a ) );
		return array_map( 'strval', $entries );
	}
}
