<?php
/**
 * Base class for integration tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests;

/**
 * Each test runs inside a database transaction that is rolled back afterwards, with the object
 * cache flushed and the REST server rebuilt, so tests never see each other's data. (Statements that
 * change the schema commit implicitly; tests doing that must leave the schema as they found it.)
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {

	/**
	 * Starts the transaction.
	 *
	 * @return void
	 */
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		wp_cache_flush();
		wp_set_current_user( 0 );
		$GLOBALS['wp_rest_server'] = null;
	}

	/**
	 * Rolls the transaction back.
	 *
	 * @return void
	 */
	protected function tearDown(): void {
		global $wpdb;
		$wpdb->query( 'ROLLBACK' );
		wp_cache_flush();
		wp_set_current_user( 0 );
		$_GET = array();
		parent::tearDown();
	}

	/**
	 * Creates a user with a role and returns its id.
	 *
	 * @param string $role Role key.
	 * @return int
	 */
	protected function create_user( string $role ): int {
		$login = $role . '_' . wp_generate_password( 8, false );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'user_email' => $login . '@example.com',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/**
	 * Logs in a new user of the role (or logs out for '').
	 *
	 * @param string $role Role key, or '' for a visitor.
	 * @return void
	 */
	protected function act_as( string $role ): void {
		wp_set_current_user( '' === $role ? 0 : $this->create_user( $role ) );
	}

	/**
	 * Dispatches a request through the real REST server.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $path   Route, e.g. '/userfeedback/v1/entitlements'.
	 * @param array<string, mixed> $params Query or body parameters.
	 * @return \WP_REST_Response
	 */
	protected function rest( string $method, string $path, array $params = array() ): \WP_REST_Response {
		$request = new \WP_REST_Request( $method, $path );
		if ( 'GET' === $method ) {
			$request->set_query_params( $params );
		} else {
			$request->set_body_params( $params );
		}
		return rest_do_request( $request );
	}

	/**
	 * The error code of a failed REST response.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @return string
	 */
	protected function error_code( \WP_REST_Response $response ): string {
		$error = $response->as_error();
		$this->assertInstanceOf( \WP_Error::class, $error );
		return (string) $error->get_error_code();
	}

	/**
	 * Activates or deactivates add-on plugins by writing active_plugins (inside the transaction).
	 *
	 * @param string[] $keys Add-on keys to make active; all others inactive.
	 * @return void
	 */
	protected function set_active_addons( array $keys ): void {
		$registry = new \UserFeedback\Entitlements\AddonRegistry();
		$active   = array_filter(
			(array) get_option( 'active_plugins', array() ),
			static fn( $basename ) => ! str_starts_with( (string) $basename, 'userfeedback-' )
		);
		foreach ( $keys as $key ) {
			$active[] = $registry->basename( $key );
		}
		update_option( 'active_plugins', array_values( $active ) );
	}

	/**
	 * One question of every type, with a comment box on the star rating and a first name on the
	 * e-mail question: the shape the visitor-route tests submit against.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected static function every_question_type(): array {
		return array(
			array(
				'id'       => 'star',
				'type'     => 'star-rating',
				'title'    => 'Stars?',
				'settings' => array( 'comment_box' => true ),
			),
			array(
				'id'    => 'nps',
				'type'  => 'nps',
				'title' => 'Score?',
			),
			array(
				'id'     => 'radio',
				'type'   => 'radio-button',
				'title'  => 'One?',
				'config' => array( 'options' => array( 'Yes', 'No' ) ),
			),
			array(
				'id'     => 'check',
				'type'   => 'checkbox',
				'title'  => 'Many?',
				'config' => array( 'options' => array( 'A', 'B', 'C' ) ),
			),
			array(
				'id'     => 'mail',
				'type'   => 'email',
				'title'  => 'Mail?',
				'config' => array( 'include_name' => true ),
			),
			array(
				'id'    => 'long',
				'type'  => 'long-text',
				'title' => 'Why?',
			),
			array(
				'id'    => 'short',
				'type'  => 'text',
				'title' => 'Anything?',
			),
		);
	}

	/**
	 * One answer to each question of every_question_type(): a star with a comment, an NPS score,
	 * a radio choice, two ticks, an e-mail with a first name, a long text, and a skipped text.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected static function every_question_type_answers(): array {
		return array(
			array(
				'question_id' => 'star',
				'value'       => 4,
				'extra'       => 'Nice',
			),
			array(
				'question_id' => 'nps',
				'value'       => '9',
			),
			array(
				'question_id' => 'radio',
				'value'       => 'No',
			),
			array(
				'question_id' => 'check',
				'value'       => array( 'A', 'C' ),
			),
			array(
				'question_id' => 'mail',
				'value'       => 'jo@example.com',
				'extra'       => 'Jo',
			),
			array(
				'question_id' => 'long',
				'value'       => 'Because.',
			),
			array(
				'question_id' => 'short',
				'value'       => null,
			),
		);
	}

	/**
	 * Inserts a response and its answer rows as the visitor route stores them: one row per answer
	 * and per ticked option, value_num for ratings, the response's status and time copied; then
	 * marks the survey's rollups stale, as any bulk writer must (Reporting\Rollups).
	 *
	 * @param int                                                     $survey_id Survey.
	 * @param string                                                  $utc       Submitted at (UTC).
	 * @param array<int, array{0: string, 1: mixed, 2?: string|null}> $answers   [question_id, value (list for checkbox), extra].
	 * @param string                                                  $status    'publish' or 'trash'.
	 * @param array<string, string>                                   $fields    More response columns.
	 * @return int The response id.
	 */
	protected function insert_response( int $survey_id, string $utc, array $answers, string $status = 'publish', array $fields = array() ): int {
		global $wpdb;
		$tables = userfeedback()->tables();
		$wpdb->insert(
			$tables->responses(),
			array_merge(
				array(
					'survey_id'    => $survey_id,
					'status'       => $status,
					'submitted_at' => $utc,
				),
				$fields
			)
		);
		$response_id = (int) $wpdb->insert_id;
		foreach ( $answers as $answer ) {
			foreach ( (array) $answer[1] as $value ) {
				$wpdb->insert(
					$tables->answers(),
					array(
						'response_id'  => $response_id,
						'survey_id'    => $survey_id,
						'question_id'  => $answer[0],
						'value'        => (string) $value,
						'value_num'    => is_int( $value ) ? $value : null,
						'extra'        => $answer[2] ?? null,
						'status'       => $status,
						'submitted_at' => $utc,
					)
				);
			}
		}
		$this->assertGreaterThan( 0, $response_id );
		userfeedback()->rollups()->invalidate( array( $survey_id ) );
		return $response_id;
	}

}
