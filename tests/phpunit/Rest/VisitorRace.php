<?php
/**
 * Visitors posting at the same moment, each a separate PHP process, for the race tests.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;

// phpcs:disable WordPress.DB -- the race tests seed and clear their committed rows directly, on purpose.
// phpcs:disable WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open -- the visitors are separate processes, on purpose.

/**
 * Real concurrency needs rows other connections see, so a race test commits what it sets up
 * (enter_race(), then its survey) and removes it afterwards (leave_race()). Each visitor is a
 * separate PHP process (fixtures/visitor-worker.php) posting through the real REST server at one
 * agreed moment.
 */
trait VisitorRace {

	/**
	 * What active_plugins held before the race.
	 *
	 * @var mixed
	 */
	private $plugins_before_race;

	/**
	 * Commits an elite licence and these add-ons, for the visitors' processes to see.
	 *
	 * @param string[] $addons Add-on keys.
	 * @return void
	 */
	private function enter_race( array $addons ): void {
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$this->plugins_before_race = get_option( 'active_plugins' );
		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( $addons );
	}

	/**
	 * Removes the race's survey with everything its visitors wrote, the licence and the add-ons.
	 *
	 * @param int $survey_id The survey.
	 * @return void
	 */
	private function leave_race( int $survey_id ): void {
		$this->delete_committed_survey( $survey_id );
		update_option( 'active_plugins', $this->plugins_before_race );
		( new LicenseStore() )->clear();
	}

	/**
	 * Runs the visitors' requests side by side, each in its own process.
	 *
	 * @param array<int, array{0: string, 1: string, 2: array<string, mixed>, 3?: array<string, mixed>}> $visitors IP, user agent, body, and
	 *                                                                                                          cookies and server values
	 *                                                                                                          (visitor-worker.php).
	 * @param string                                                                                     $path     The REST route.
	 * @return array<int, array{status: int, code: string, id: int}>
	 */
	private function race( array $visitors, string $path ): array {
		$start_at = microtime( true ) + 1.5 + 0.1 * count( $visitors );
		$running  = array();
		foreach ( $visitors as $visitor ) {
			$running[] = $this->start_visitor( $visitor, $path, $start_at );
		}
		$results = array();
		foreach ( $running as $index => $process ) {
			$results[] = $this->finish_visitor( $process, (string) $index );
		}
		return $results;
	}

	/**
	 * Starts one visitor's process, its request sent at $start_at (at once by default).
	 *
	 * @param array{0: string, 1: string, 2: array<string, mixed>, 3?: array<string, mixed>} $visitor  As race() takes them.
	 * @param string                                                                         $path     The REST route.
	 * @param float                                                                          $start_at When to send (microtime).
	 * @return array{0: resource, 1: array<int, resource>}
	 */
	private function start_visitor( array $visitor, string $path, float $start_at = 0.0 ): array {
		$site                      = (string) ( getenv( 'UF_PHPUNIT_SITE' ) ? getenv( 'UF_PHPUNIT_SITE' ) : dirname( __DIR__, 3 ) . '/.dev/sites/phpunit' );
		list( $ip, $agent, $body ) = $visitor;
		$pipes                     = array();
		$process                   = proc_open(
			array( PHP_BINARY, __DIR__ . '/fixtures/visitor-worker.php', $site, (string) $start_at, $ip, $agent, $path, (string) wp_json_encode( $body ), (string) wp_json_encode( $visitor[3] ?? array() ) ),
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes
		);
		$this->assertIsResource( $process );
		return array( $process, $pipes );
	}

	/**
	 * Waits for a visitor's process and reads what its request got.
	 *
	 * @param array{0: resource, 1: array<int, resource>} $running start_visitor()'s process.
	 * @param string                                      $name    The visitor, for messages.
	 * @return array{status: int, code: string, id: int}
	 */
	private function finish_visitor( array $running, string $name = '0' ): array {
		list( $process, $pipes ) = $running;
		$out                     = (string) stream_get_contents( $pipes[1] );
		$err                     = (string) stream_get_contents( $pipes[2] );
		$code                    = proc_close( $process );
		$this->assertSame( 0, $code, "visitor {$name}: {$out} {$err}" );
		$data = json_decode( $out, true );
		$this->assertIsArray( $data, "visitor {$name}: {$out} {$err}" );
		return array(
			'status' => (int) ( $data['status'] ?? 0 ),
			'code'   => (string) ( $data['code'] ?? '' ),
			'id'     => (int) ( $data['id'] ?? 0 ),
		);
	}

	/**
	 * Removes a committed survey and everything its visitors wrote.
	 *
	 * @param int $survey_id The survey.
	 * @return void
	 */
	private function delete_committed_survey( int $survey_id ): void {
		global $wpdb;
		$wpdb->query( 'COMMIT' );
		$tables = userfeedback()->tables();
		foreach ( array( $tables->answers(), $tables->responses(), $tables->response_fields(), $tables->links(), $tables->rollups(), $tables->rollups_build(), $tables->counts(), $tables->email_queue(), $tables->response_facts(), $tables->builds(), $tables->build_fences() ) as $table ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE survey_id = %d", $survey_id ) );
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$tables->surveys()}` WHERE id = %d", $survey_id ) );
		$wpdb->query( "DELETE FROM `{$tables->rate_limits()}`" );
	}
}
