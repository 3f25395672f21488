<?php
/**
 * The WP-CLI commands' wiring and the export command's Lite refusal, in process.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Cli;

use UserFeedback\Cli\CliFeature;
use UserFeedback\Cli\ResponsesCommand;
use UserFeedback\Email\EmailFeature;
use UserFeedback\Surveys\SurveyGate;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;
use UserFeedback\Surveys\SurveyValidator;
use UserFeedback\Tests\TestCase;

/**
 * The commands themselves run through the real `wp` runner in tests/cli (bin/test.sh step
 * "wp-cli"). What that cannot reach is here: a copy of the plugin without the export module (the
 * Lite zip, where the export classes do not exist) and the registration on `cli_init`. WP-CLI's
 * error is caught as WP_CLI::runcommand() catches it: exit captured as an exception, output kept
 * by the Execution logger.
 */
final class CliFeatureTest extends TestCase {

	public function test_the_commands_are_registered_on_cli_init_with_one_group_each(): void {
		$feature = $this->feature();

		$feature->add_hooks();

		$this->assertSame( 10, has_action( 'cli_init', array( $feature, 'register' ) ) );
		$this->assertSame(
			array( 'userfeedback surveys', 'userfeedback surveys translations', 'userfeedback responses', 'userfeedback rollups', 'userfeedback queue', 'userfeedback legacy-import', 'userfeedback links', 'userfeedback demo' ),
			array_keys( $feature->commands() )
		);
		remove_action( 'cli_init', array( $feature, 'register' ) );
	}

	public function test_the_plugin_adds_no_command_outside_wp_cli(): void {
		$this->assertFalse( defined( 'WP_CLI' ) );
		$hooked = array();
		foreach ( isset( $GLOBALS['wp_filter']['cli_init'] ) ? $GLOBALS['wp_filter']['cli_init']->callbacks : array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof CliFeature ) {
					$hooked[] = $callback;
				}
			}
		}
		$this->assertSame( array(), $hooked, 'web requests and tests never build the commands' );
	}

	public function test_without_the_export_module_the_export_says_it_is_a_pro_feature(): void {
		$logger  = new \WP_CLI\Loggers\Execution();
		$capture = new \ReflectionProperty( \WP_CLI::class, 'capture_exit' );
		\WP_CLI::set_logger( $logger );
		$capture->setValue( null, true );
		try {
			// null: what CliFeature passes when ProModules::has() finds no export module.
			( new ResponsesCommand( userfeedback_entitlements(), null ) )->export( array( '1' ), array( 'format' => 'csv' ) );
			$this->fail( 'the command should have stopped' );
		} catch ( \WP_CLI\ExitException $exit ) {
			$this->assertSame( 1, $exit->getCode() );
		} finally {
			$capture->setValue( null, false );
		}
		$this->assertSame( "Error: Exporting responses is a UserFeedback Pro feature, and this copy of the plugin is UserFeedback Lite, which does not include it. Upgrade to Pro to export responses.\n", $logger->stderr );
		$this->assertSame( '', $logger->stdout );
	}

	/**
	 * The feature as Plugin builds it when WP-CLI runs.
	 *
	 * @return CliFeature
	 */
	private function feature(): CliFeature {
		global $wpdb;
		$plugin  = userfeedback();
		$surveys = new SurveyRepository( $wpdb, $plugin->tables() );
		$email   = new EmailFeature( $wpdb, $plugin->tables(), $plugin->rollups(), $surveys, $plugin->entitlements(), $plugin->settings() );
		return new CliFeature(
			$wpdb,
			$plugin->tables(),
			$plugin->rollups(),
			$surveys,
			new SurveyService( $surveys, new SurveyNormalizer(), new SurveyValidator(), new SurveyGate( $plugin->entitlements() ) ),
			$plugin->entitlements(),
			$plugin->settings(),
			$email->worker(),
			$plugin->legacy_importer()
		);
	}
}
