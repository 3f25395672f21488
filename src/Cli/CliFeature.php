<?php
/**
 * Wires the WP-CLI commands.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Cli;

use UserFeedback\Database\Tables;
use UserFeedback\Demo\DemoData;
use UserFeedback\Email\QueueWorker;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Export\ExportQueries;
use UserFeedback\Export\ReportFactory;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Hookable;
use UserFeedback\Legacy\LegacyImporter;
use UserFeedback\Links\LinkIssuer;
use UserFeedback\Links\LinksController;
use UserFeedback\Links\UnusedLinks;
use UserFeedback\ProModules;
use UserFeedback\Reporting\ResultsRepository;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Rest\SurveysController;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;
use UserFeedback\Surveys\Translations\TranslationUnits;
use UserFeedback\Surveys\Translations\XliffExport;
use UserFeedback\Surveys\Translations\XliffImport;
use UserFeedback\Surveys\Translations\XliffReader;

/**
 * `wp userfeedback …`: one class per command group, built here from the services the site runs
 * (the same survey rules, the same queue worker with every job handler, the same importer), so a
 * command does exactly what the admin screens and the cron events do. Plugin adds this feature
 * only when WP-CLI runs (`defined( 'WP_CLI' ) && WP_CLI`): web requests never build it, and
 * nothing here names a WP-CLI class before WP-CLI has loaded.
 *
 * Commands are registered on WP-CLI's `cli_init` (fired on `init`), the documented moment for a
 * plugin's commands. The export command is built in every edition: without the export module
 * (the Lite zip) it explains that exports are a Pro feature instead of being missing.
 */
final class CliFeature implements Hookable {

	/**
	 * The command groups, by command name.
	 *
	 * @var array<string, object>
	 */
	private array $commands;

	/**
	 * Builds the commands. No side effects.
	 *
	 * @param \wpdb            $wpdb         The database connection.
	 * @param Tables           $tables       Table names.
	 * @param Rollups          $rollups      The surveys' rollups.
	 * @param SurveyRepository $surveys      Survey rows.
	 * @param SurveyService    $survey_rules Survey rules (the REST survey object's tracking).
	 * @param Entitlements     $entitlements Edition, licence and add-on facts.
	 * @param SettingsStore    $settings     Plugin settings.
	 * @param QueueWorker      $worker       The background queue's worker.
	 * @param LegacyImporter   $legacy       The UserFeedback 1.x import.
	 */
	public function __construct( \wpdb $wpdb, Tables $tables, Rollups $rollups, SurveyRepository $surveys, SurveyService $survey_rules, Entitlements $entitlements, SettingsStore $settings, QueueWorker $worker, LegacyImporter $legacy ) {
		$counts         = new RollupQueries( $wpdb, $tables );
		$reports        = ProModules::has( ReportFactory::class )
			? new ReportFactory( new ResultsService( new ResultsRepository( $wpdb, $tables ), $surveys, $rollups, $counts ), $counts, new ExportQueries( $wpdb, $tables ), $settings )
			: null;
		$units          = new TranslationUnits( new WidgetTheming( $settings, $entitlements ) );
		$this->commands = array(
			'userfeedback surveys'              => new SurveysCommand( $surveys, $counts, $rollups, new SurveysController( $surveys, $survey_rules ) ),
			'userfeedback surveys translations' => new SurveyTranslationsCommand( $surveys, new XliffExport( $units ), new XliffImport( $surveys, $survey_rules, $entitlements, $units, new XliffReader() ) ),
			'userfeedback responses'            => new ResponsesCommand( $entitlements, $reports ),
			'userfeedback rollups'              => new RollupsCommand( $surveys, $rollups, $wpdb ),
			'userfeedback queue'                => new QueueCommand( $worker ),
			'userfeedback legacy-import'        => new LegacyImportCommand( $legacy ),
			'userfeedback links'                => new LinksCommand( $entitlements, ProModules::has( LinksController::class ) ? new LinksController( new LinkIssuer( $wpdb, $tables ), new UnusedLinks( $wpdb, $tables ), $surveys, $entitlements ) : null ),
			'userfeedback demo'                 => new DemoCommand( new DemoData( $wpdb, $tables, $rollups ) ),
		);
	}

	public function add_hooks(): void {
		add_action( 'cli_init', array( $this, 'register' ) );
	}

	/**
	 * Adds `wp userfeedback` (its help) and its command groups.
	 *
	 * @return void
	 */
	public function register(): void {
		\WP_CLI::add_command( 'userfeedback', RootCommand::class );
		foreach ( $this->commands as $name => $command ) {
			\WP_CLI::add_command( $name, $command );
		}
	}

	/**
	 * The command groups, by command name (for tests).
	 *
	 * @return array<string, object>
	 */
	public function commands(): array {
		return $this->commands;
	}
}
