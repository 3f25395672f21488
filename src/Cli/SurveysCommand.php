<?php
/**
 * `wp userfeedback surveys`.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Cli;

use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Rest\SurveysController;
use UserFeedback\Support\Time;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Lists and shows surveys.
 *
 * ## EXAMPLES
 *
 *     $ wp userfeedback surveys list --status=publish --format=csv
 *     $ wp userfeedback surveys get 12
 *
 * @package UserFeedback
 */
final class SurveysCommand {

	/**
	 * Surveys per query while listing: the list is read a page at a time, as the admin screen
	 * reads it, whatever the number of surveys.
	 */
	private const PAGE = 100;

	/**
	 * Constructor.
	 *
	 * @param SurveyRepository  $surveys    Survey rows.
	 * @param RollupQueries     $counts     The rollups' counts.
	 * @param Rollups           $rollups    Whether a survey's rollups are current.
	 * @param SurveysController $controller The REST controller whose survey object `get` prints
	 *                                      (not hooked here: only its survey object is used).
	 */
	public function __construct( private readonly SurveyRepository $surveys, private readonly RollupQueries $counts, private readonly Rollups $rollups, private readonly SurveysController $controller ) {
	}

	/**
	 * Lists surveys with their published responses.
	 *
	 * Oldest first (by id). The status is the surveys screen's: "scheduled" for a published survey whose publish date is still to come. Dates are UTC, in ISO 8601 as the REST API gives them.
	 *
	 * ## OPTIONS
	 *
	 * [--status=<status>]
	 * : Only the surveys under one of the surveys screen's filters ("all" is everything but the trash).
	 * ---
	 * default: all
	 * options:
	 *   - all
	 *   - publish
	 *   - scheduled
	 *   - draft
	 *   - trash
	 * ---
	 *
	 * [--format=<format>]
	 * : How to print the list.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 *   - csv
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     # Every survey but the trashed ones.
	 *     $ wp userfeedback surveys list
	 *     +----+--------------------+-----------+-----------+---------------------------+---------------------------+
	 *     | id | title              | status    | responses | created_at                | publish_at                |
	 *     +----+--------------------+-----------+-----------+---------------------------+---------------------------+
	 *     | 1  | Website Experience | publish   | 114       | 2026-09-14T08:12:40+00:00 |                           |
	 *     | 5  | Holiday Sale       | scheduled | 0         | 2026-09-15T10:02:11+00:00 | 2026-12-05T09:00:00+00:00 |
	 *     +----+--------------------+-----------+-----------+---------------------------+---------------------------+
	 *
	 *     # The drafts, for a script.
	 *     $ wp userfeedback surveys list --status=draft --format=json
	 *
	 * @subcommand list
	 *
	 * @param string[]             $args       Positional arguments (none).
	 * @param array<string, mixed> $assoc_args Options.
	 * @return void
	 */
	public function list_( array $args, array $assoc_args ): void {
		$status = Console::text( $assoc_args, 'status' );
		$format = Console::text( $assoc_args, 'format' );
		$filter = in_array( $status, array( '', 'all' ), true ) ? null : $status;
		$items  = array();
		for ( $page = 1; ; $page++ ) {
			$rows = $this->surveys->page( $filter, 'id', 'asc', $page, self::PAGE );
			$this->add_items( $items, $rows );
			if ( count( $rows ) < self::PAGE ) {
				break;
			}
		}
		\WP_CLI\Utils\format_items( '' === $format ? 'table' : $format, $items, array( 'id', 'title', 'status', 'responses', 'created_at', 'publish_at' ) );
	}

	/**
	 * Shows one survey, as the REST API's GET userfeedback/v1/surveys/<id> gives it.
	 *
	 * Questions, settings and notifications included.
	 *
	 * ## OPTIONS
	 *
	 * <id>
	 * : The survey's id.
	 *
	 * [--format=<format>]
	 * : How to print it.
	 * ---
	 * default: json
	 * options:
	 *   - json
	 *   - yaml
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     $ wp userfeedback surveys get 12
	 *     {
	 *         "id": 12,
	 *         "title": "Website Experience",
	 *         "type": "",
	 *         ...
	 *
	 *     # One question's title, with jq.
	 *     $ wp userfeedback surveys get 12 | jq -r '.questions[0].title'
	 *
	 * @param string[]             $args       The survey id.
	 * @param array<string, mixed> $assoc_args Options.
	 * @return void
	 */
	public function get( array $args, array $assoc_args ): void {
		$id = Console::survey_id( (string) ( $args[0] ?? '' ) );
		// The REST server set up, so the fields other features add to the survey object
		// (register_rest_field() on rest_api_init) are there as in a REST answer.
		rest_get_server();
		$request = new \WP_REST_Request( 'GET', '/userfeedback/v1/surveys/' . $id );
		$request->set_url_params( array( 'id' => $id ) );
		$request->set_query_params( array( 'context' => 'view' ) );
		// The controller's own read, without its permission check: WP-CLI runs with the rights of
		// whoever runs it on the server, and the object printed is the one the REST route answers.
		$response = $this->controller->get_item( $request );
		if ( is_wp_error( $response ) ) {
			/* translators: %d: survey id. */
			Console::fail( sprintf( __( 'There is no survey %d on this site.', 'userfeedback' ), $id ) );
		}
		$survey = (array) $response->get_data();
		if ( 'yaml' === Console::text( $assoc_args, 'format' ) ) {
			\WP_CLI::print_value( $survey, array( 'format' => 'yaml' ) );
			return;
		}
		\WP_CLI::line( (string) wp_json_encode( $survey, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
	}

	/**
	 * Adds a page of survey rows to the list, with their published responses: from the rollups
	 * (one grouped read) where they are current, else counted on the responses index as the
	 * surveys screen counts them. A read command never rebuilds rollups.
	 *
	 * @param array<int, array<string, mixed>> $items The list so far.
	 * @param array<int, array<string, mixed>> $rows  Survey rows from SurveyRepository::page().
	 * @return void
	 */
	private function add_items( array &$items, array $rows ): void {
		$current = array();
		$stale   = array();
		foreach ( $rows as $row ) {
			if ( $this->rollups->is_current( $row ) ) {
				$current[] = (int) $row['id'];
			} else {
				$stale[] = (int) $row['id'];
			}
		}
		$responses = $this->counts->responses_totals( $current ) + $this->surveys->responses_counts( $stale );
		foreach ( $rows as $row ) {
			$id      = (int) $row['id'];
			$items[] = array(
				'id'         => $id,
				'title'      => (string) $row['title'],
				'status'     => 'publish' === $row['status'] && Time::is_future( $row['publish_at'] ) ? 'scheduled' : (string) $row['status'],
				'responses'  => $responses[ $id ] ?? 0,
				'created_at' => Time::to_rest( $row['created_at'] ),
				'publish_at' => Time::to_rest( $row['publish_at'] ),
			);
		}
	}
}
