<?php
/**
 * Shared set-up for the AI summary tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Ai;

use UserFeedback\Ai\Rest\AiSummaryController;
use UserFeedback\Ai\Settings\AiSettingsStore;
use UserFeedback\Ai\Summary\AiAnswersRepository;
use UserFeedback\Ai\Summary\AiSummaryService;
use UserFeedback\Ai\Summary\SummaryCache;
use UserFeedback\Ai\Providers;
use UserFeedback\Ai\OnSite\OnSiteSummariser;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Http\PublicTarget;
use UserFeedback\Http\Reach;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\TestCase;

// Tests build their data with direct inserts into the plugin's own tables.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

/**
 * The site runs the Pro build with an elite licence and an administrator logged in; surveys and
 * responses are inserted as the visitor route stores them (answers copy the response's status
 * and time). Lite is tested by answering the AI routes with a controller built for Lite
 * (rest_endpoints), so requests still go through the real dispatch.
 */
abstract class AiTestCase extends TestCase {

	protected const BASE = '/userfeedback/v1';

	/**
	 * The rest_endpoints filter that swaps in another controller, when set.
	 *
	 * @var (callable(array<string, mixed>): array<string, mixed>)|null
	 */
	private $swap_filter = null;

	protected function setUp(): void {
		parent::setUp();
		// Defaults, whatever a run that lost its transaction (a deadlock with a concurrent run on
		// the same database rolls it back early) may have left behind.
		delete_option( AiSettingsStore::OPTION );
		$this->license( 'elite' );
		$this->act_as( 'administrator' );
	}

	protected function tearDown(): void {
		if ( null !== $this->swap_filter ) {
			remove_filter( 'rest_endpoints', $this->swap_filter );
			$this->swap_filter = null;
		}
		parent::tearDown();
	}

	/**
	 * Stores a licence of a type, or none.
	 *
	 * @param string|null $type Licence type, null for none.
	 * @return void
	 */
	protected function license( ?string $type ): void {
		if ( null === $type ) {
			( new LicenseStore() )->clear();
			return;
		}
		( new LicenseStore() )->save( new License( 'key', $type ) );
	}

	/**
	 * Answers the summary routes with a controller built for another edition.
	 *
	 * @param string $edition 'lite' or 'pro'.
	 * @return void
	 */
	protected function use_edition( string $edition ): void {
		global $wpdb;
		$tables            = userfeedback()->tables();
		$controller        = new AiSummaryController(
			new AiSummaryService(
				new SurveyRepository( $wpdb, $tables ),
				new AiAnswersRepository( $wpdb, $tables ),
				new SummaryCache(),
				new Providers( new AiSettingsStore(), OnSiteSummariser::create() )
			),
			new Entitlements( $edition, new LicenseStore(), new AddonRegistry() )
		);
		$this->swap_filter = static function ( array $endpoints ) use ( $controller ): array {
			foreach ( $endpoints as $route => $handlers ) {
				foreach ( is_array( $handlers ) ? $handlers : array() as $key => $handler ) {
					if ( ! is_array( $handler ) ) {
						continue;
					}
					foreach ( array( 'callback', 'permission_callback' ) as $field ) {
						if ( is_array( $handler[ $field ] ?? null ) && ( $handler[ $field ][0] ?? null ) instanceof AiSummaryController ) {
							$endpoints[ $route ][ $key ][ $field ][0] = $controller;
						}
					}
				}
			}
			return $endpoints;
		};
		add_filter( 'rest_endpoints', $this->swap_filter );
	}

	/**
	 * Stores a survey directly.
	 *
	 * @param array<int, array<string, mixed>> $questions Questions.
	 * @param string                           $title     Title.
	 * @return int
	 */
	protected function create_survey( array $questions, string $title = 'Shop feedback' ): int {
		global $wpdb;
		$id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => $title,
					'status'    => 'publish',
					'questions' => $questions,
				)
			)
		);
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * The questions most tests use: a long text, a text, an NPS with a comment box, a checkbox with
	 * a comment box and an e-mail with a name.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	protected static function questions(): array {
		return array(
			array(
				'id'    => 'why',
				'type'  => 'long-text',
				'title' => 'What could we do better?',
			),
			array(
				'id'    => 'short',
				'type'  => 'text',
				'title' => 'Anything else?',
			),
			array(
				'id'       => 'score',
				'type'     => 'nps',
				'title'    => 'Would you recommend us?',
				'settings' => array( 'comment_box' => true ),
			),
			array(
				'id'       => 'features',
				'type'     => 'checkbox',
				'title'    => 'Which features?',
				'config'   => array( 'options' => array( 'Reports', 'Exports', 'Widget' ) ),
				'settings' => array( 'comment_box' => true ),
			),
			array(
				'id'     => 'mail',
				'type'   => 'email',
				'title'  => 'Your e-mail?',
				'config' => array( 'include_name' => true ),
			),
		);
	}

	/**
	 * Inserts a response and its answer rows as the visitor route stores them.
	 *
	 * @param int                                                     $survey_id Survey.
	 * @param int                                                     $time      Submitted at (Unix).
	 * @param array<int, array{0: string, 1: mixed, 2?: string|null}> $answers   [question_id, value (list for checkbox), extra].
	 * @param string                                                  $status    'publish' or 'trash'.
	 * @return int The response id.
	 */
	protected function add_response( int $survey_id, int $time, array $answers, string $status = 'publish' ): int {
		return $this->insert_response( $survey_id, gmdate( 'Y-m-d H:i:s', $time ), $answers, $status );
	}

	/**
	 * Adds responses answering only the long-text question, one per text, an hour apart going back
	 * from $newest.
	 *
	 * @param int      $survey_id Survey.
	 * @param string[] $texts     Texts, newest first.
	 * @param int      $newest    Time of the first.
	 * @return int[] Response ids, in the order of the texts.
	 */
	protected function add_texts( int $survey_id, array $texts, int $newest ): array {
		$ids = array();
		foreach ( array_values( $texts ) as $index => $text ) {
			$ids[] = $this->add_response( $survey_id, $newest - $index * HOUR_IN_SECONDS, array( array( 'why', $text ) ) );
		}
		return $ids;
	}

	/**
	 * A GET or POST through the real REST server.
	 *
	 * @param string               $method HTTP method.
	 * @param string               $path   Path under the namespace.
	 * @param array<string, mixed> $params Parameters.
	 * @return \WP_REST_Response
	 */
	protected function call( string $method, string $path, array $params = array() ): \WP_REST_Response {
		return $this->rest( $method, self::BASE . $path, $params );
	}

	/**
	 * The data of a response with the expected status.
	 *
	 * @param \WP_REST_Response $response The response.
	 * @param int               $status   Expected status.
	 * @return array<string, mixed>
	 */
	protected function data( \WP_REST_Response $response, int $status = 200 ): array {
		$this->assertSame( $status, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (array) $response->get_data();
	}

	/**
	 * A new summary of a survey, expected to succeed.
	 *
	 * @param int $survey_id Survey.
	 * @return array<string, mixed> The summary.
	 */
	protected function generate( int $survey_id ): array {
		$data = $this->data( $this->call( 'GET', "/ai-summary/{$survey_id}" ) );
		$this->assertTrue( $data['success'] );
		$this->assertNull( $data['error'] );
		$this->assertIsArray( $data['summary'] );
		return $data['summary'];
	}

	/**
	 * The cached summary of a survey (null: none).
	 *
	 * @param int $survey_id Survey.
	 * @return array<string, mixed>|null
	 */
	protected function preload( int $survey_id ): ?array {
		$data = $this->data( $this->call( 'GET', "/preload-ai-summary/{$survey_id}" ) );
		$this->assertTrue( $data['success'] );
		$this->assertNull( $data['error'] );
		return is_array( $data['summary'] ) ? $data['summary'] : null;
	}

	/**
	 * Chooses the remote provider.
	 *
	 * @param string $base_url Base URL.
	 * @param string $api_key  API key.
	 * @param int    $timeout  Seconds.
	 * @param string $model    Model.
	 * @return void
	 */
	protected function use_remote( string $base_url, string $api_key = 'sk-test-key', int $timeout = 5, string $model = 'test-model' ): void {
		// The test machine has no DNS: example hosts resolve to a public address here.
		$resolve = static fn( string $host ): array => str_ends_with( $host, '.example.com' ) ? array( '93.184.215.14' ) : PublicTarget::dns( $host );
		$saved   = ( new AiSettingsStore( new PublicTarget( Reach::AlsoOwnNetwork, $resolve ) ) )->update(
			array(
				'provider' => 'remote',
				'base_url' => $base_url,
				'model'    => $model,
				'timeout'  => $timeout,
				'api_key'  => $api_key,
			)
		);
		$this->assertNotInstanceOf( \WP_Error::class, $saved );
	}
}
