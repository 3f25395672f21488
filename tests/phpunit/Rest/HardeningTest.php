<?php
/**
 * The gaps the attack test (bench/attack.php) found, each closed.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\RateLimiter;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the tests read our tables directly to check what was stored.

/**
 * Submissions to a survey no page may show are refused; control characters never reach the
 * database; a search for "-1" is a search; a JSON body that is not an object is a 400 on every
 * route, with no PHP warning; wrong types anywhere in a survey body are refused without warnings;
 * the rate limit counts in the database, atomically.
 */
final class HardeningTest extends TestCase {

	private const FATAL_LEVELS = E_ERROR | E_PARSE | E_CORE_ERROR | E_COMPILE_ERROR | E_USER_ERROR | E_RECOVERABLE_ERROR;

	/**
	 * A published survey of every question type.
	 *
	 * @var int
	 */
	private int $survey_id;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'test', 'elite' ) );
		$this->set_active_addons( array( 'question-types', 'behavior', 'targeting', 'branding', 'templates' ) );
		$this->act_as( 'administrator' );
		$this->survey_id = $this->save_survey( array() );
		wp_set_current_user( 0 );
	}

	public function test_a_survey_whose_run_time_is_over_takes_no_answers(): void {
		if ( '01-01' === current_datetime()->format( 'm-d' ) ) {
			$this->markTestSkipped( 'On 1 January no month and day of the year has passed yet.' );
		}
		$this->act_as( 'administrator' );
		$expired = $this->save_survey(
			array(
				'behavior' => array(
					'run_time'  => 'expire',
					'expire_at' => array(
						'month' => 1,
						'day'   => 1,
					),
				),
			)
		);
		wp_set_current_user( 0 );

		$response = $this->submit( $expired );

		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'userfeedback_survey_not_found', $this->error_code( $response ) );
		$this->assertSame( 0, $this->stored( $expired ) );
		// Without the behavior add-on, run time does not apply (the widget's own rule).
		$this->set_active_addons( array( 'question-types' ) );
		$this->assertSame( 201, $this->submit( $expired )->get_status() );
	}

	public function test_a_survey_the_plan_cannot_show_takes_no_answers(): void {
		$this->set_active_addons( array() );
		$response = $this->submit( $this->survey_id );
		$this->assertSame( 404, $response->get_status(), 'NPS and star questions need the question-types add-on' );
		$this->assertSame( 0, $this->stored( $this->survey_id ) );
		$impression = $this->rest( 'POST', "/userfeedback/v1/surveys/{$this->survey_id}/impression", array( 'nonce' => $this->token( $this->survey_id ) ) );
		$this->assertSame( 404, $impression->get_status(), 'nor counts impressions' );
	}

	public function test_control_characters_are_stripped_before_storing(): void {
		$answers             = self::every_question_type_answers();
		$answers[0]['extra'] = "Nice\0 one\x07";
		$answers[5]['value'] = "Line one\0\n\tLine two\x1B";
		$answers[6]['value'] = "Short\0 text\nhere";

		$response = $this->submit( $this->survey_id, $answers );

		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		global $wpdb;
		$rows = array_column( (array) $wpdb->get_results( $wpdb->prepare( 'SELECT question_id, value, extra FROM `' . userfeedback()->tables()->answers() . '` WHERE response_id = %d', $response->get_data()['id'] ), ARRAY_A ), null, 'question_id' );
		$this->assertSame( 'Nice one', $rows['star']['extra'] );
		$this->assertSame( "Line one\n\tLine two", $rows['long']['value'], 'long text keeps its tab and line break' );
		$this->assertSame( 'Short texthere', $rows['short']['value'], 'one line' );
	}

	public function test_a_search_for_minus_one_is_a_search_and_logs_nothing(): void {
		global $wpdb;
		$this->act_as( 'administrator' );
		$page             = wp_insert_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'publish',
				'post_title'  => 'Offer -1 day',
			)
		);
		$wpdb->last_error = '';

		$response = $this->rest( 'GET', '/userfeedback/v1/search', array( 'title' => '-1' ) );

		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '', $wpdb->last_error );
		$this->assertContains( $page, array_column( $response->get_data()['items'], 'id' ) );
	}

	/**
	 * A bare JSON string or number on any of our routes.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function scalar_bodies(): array {
		return array(
			'number' => array( '5' ),
			'string' => array( '"x"' ),
			'true'   => array( 'true' ),
		);
	}

	/**
	 * Every route and method: 400, no warning.
	 *
	 * @param string $body The raw body.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'scalar_bodies' )]
	public function test_a_json_body_that_is_not_an_object_is_a_400_on_every_route( string $body ): void {
		$this->act_as( 'administrator' );
		$checked = 0;
		foreach ( rest_get_server()->get_routes( 'userfeedback/v1' ) as $route => $handlers ) {
			if ( '/userfeedback/v1' === $route ) {
				continue;
			}
			$path = (string) preg_replace( '#\(\?P<\w+>[^)]+\)#', '1', $route );
			foreach ( $handlers as $handler ) {
				foreach ( array_keys( $handler['methods'] ) as $method ) {
					$request = new \WP_REST_Request( (string) $method, $path );
					$request->set_header( 'Content-Type', 'application/json' );
					$request->set_body( $body );
					$run = $this->quietly( $request );
					$this->assertSame( array(), $run['problems'], "{$method} {$path}" );
					$this->assertSame( 400, $run['status'], "{$method} {$path}" );
					++$checked;
				}
			}
		}
		$this->assertGreaterThan( 40, $checked );
	}

	public function test_wrong_types_anywhere_in_a_survey_body_are_refused_without_a_warning(): void {
		$this->act_as( 'administrator' );
		$base  = $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}" )->get_data();
		$paths = array();
		$walk  = static function ( $value, array $path ) use ( &$walk, &$paths ): void {
			$paths[] = $path;
			if ( is_array( $value ) ) {
				foreach ( $value as $key => $child ) {
					$walk( $child, array_merge( $path, array( $key ) ) );
				}
			}
		};
		foreach ( array( 'title', 'questions', 'settings', 'notifications' ) as $key ) {
			$walk( $base[ $key ], array( $key ) );
		}
		$cases = 0;
		foreach ( $paths as $path ) {
			foreach ( array( 'text', 7, array( 'x' ), array( 'a' => array( 'b' => 1 ) ), true, null ) as $bad ) {
				$body = $base;
				$ref  = &$body;
				foreach ( $path as $key ) {
					$ref = &$ref[ $key ];
				}
				$ref = $bad;
				unset( $ref );
				$request = new \WP_REST_Request( 'POST', '/userfeedback/v1/surveys' );
				$request->set_header( 'Content-Type', 'application/json' );
				$request->set_body( (string) wp_json_encode( $body ) );
				$run = $this->quietly( $request );
				$this->assertSame( array(), $run['problems'], (string) wp_json_encode( $path ) . ' = ' . (string) wp_json_encode( $bad ) );
				$this->assertLessThan( 500, $run['status'], (string) wp_json_encode( $path ) );
				++$cases;
			}
		}
		$this->assertGreaterThan( 300, $cases );
	}

	public function test_the_rate_limit_counts_in_the_database(): void {
		global $wpdb;
		$limiter = new RateLimiter( 3, 600, static fn(): int => 1_800_000_000, $wpdb, userfeedback()->tables()->rate_limits() );
		$hits    = array_map( static fn(): bool => $limiter->hit( '7|198.51.100.1' ), range( 1, 5 ) );
		$this->assertSame( array( true, true, true, false, false ), $hits );
		$this->assertTrue( $limiter->hit( '7|198.51.100.2' ), 'another visitor' );
		$this->assertSame( '5', $wpdb->get_var( $wpdb->prepare( 'SELECT hits FROM `' . userfeedback()->tables()->rate_limits() . '` WHERE bucket = UNHEX(%s)', md5( '7|198.51.100.1|1800000000' ) ) ) );

		$next = new RateLimiter( 3, 600, static fn(): int => 1_800_000_600, $wpdb, userfeedback()->tables()->rate_limits() );
		$this->assertTrue( $next->hit( '7|198.51.100.1' ), 'a new window' );
	}

	/**
	 * Saves a survey of every question type as an admin, with these settings.
	 *
	 * @param array<string, mixed> $settings Settings.
	 * @return int
	 */
	private function save_survey( array $settings ): int {
		$response = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'title'     => 'Hardening',
				'status'    => 'publish',
				'questions' => self::every_question_type(),
				'settings'  => $settings,
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * A visitor's submission.
	 *
	 * @param int                             $survey_id Survey.
	 * @param array<int, array<string,mixed>> $answers   Answers (default: one of each type).
	 * @return \WP_REST_Response
	 */
	private function submit( int $survey_id, array $answers = array() ): \WP_REST_Response {
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 250 );
		return $this->rest(
			'POST',
			"/userfeedback/v1/surveys/{$survey_id}/responses",
			array(
				'answers' => array() === $answers ? self::every_question_type_answers() : $answers,
				'nonce'   => $this->token( $survey_id ),
			)
		);
	}

	/**
	 * The page token of a survey.
	 *
	 * @param int $survey_id Survey.
	 * @return string
	 */
	private function token( int $survey_id ): string {
		return ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $survey_id );
	}

	/**
	 * A survey's stored responses.
	 *
	 * @param int $survey_id Survey.
	 * @return int
	 */
	private function stored( int $survey_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM `' . userfeedback()->tables()->responses() . '` WHERE survey_id = %d', $survey_id ) );
	}

	/**
	 * Dispatches a request, collecting PHP warnings and notices and anything printed.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return array{status: int, problems: list<string>}
	 */
	private function quietly( \WP_REST_Request $request ): array {
		$problems = array();
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- collects warnings raised while the request runs.
		set_error_handler(
			static function ( int $number, string $message, string $file, int $line ) use ( &$problems ): bool {
				$level = error_reporting(); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.prevent_path_disclosure_error_reporting, WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_error_reporting -- only read.
				if ( 0 === ( $level & ~self::FATAL_LEVELS ) ) {
					return false;
				}
				$problems[] = "PHP error {$number}: {$message} at {$file}:{$line}";
				return true;
			}
		);
		ob_start();
		try {
			$status = rest_do_request( $request )->get_status();
		} finally {
			$output = (string) ob_get_clean();
			restore_error_handler();
		}
		if ( '' !== $output ) {
			$problems[] = 'printed ' . substr( $output, 0, 200 );
		}
		return array(
			'status'   => $status,
			'problems' => $problems,
		);
	}
}
