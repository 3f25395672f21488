<?php
/**
 * Wires the export feature.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Export;

use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyRepository;

/**
 * The export feature's part of the composition root, kept here so Plugin adds the feature in one
 * line: builds its objects from the shared services and returns the ones with hooks. No side
 * effects. The statistics come from their own ResultsService over the same repositories as the
 * results routes (the service holds no state), so the export and the screen compute alike.
 */
final class ExportFeature {

	/**
	 * The feature's hooked objects: the export page, the status route, the scheduled work.
	 *
	 * @param \wpdb            $wpdb         The database connection.
	 * @param Tables           $tables       Table names.
	 * @param Rollups          $rollups      The surveys' rollups.
	 * @param SurveyRepository $surveys      Survey rows.
	 * @param Entitlements     $entitlements Edition, licence and add-on facts.
	 * @param SettingsStore    $settings     Plugin settings.
	 * @return Hookable[]
	 */
	public static function hooks( \wpdb $wpdb, Tables $tables, Rollups $rollups, SurveyRepository $surveys, Entitlements $entitlements, SettingsStore $settings ): array {
		$reports = ReportFactory::create( $wpdb, $tables, $rollups, $surveys, $settings );
		$storage = new ExportStorage();
		$jobs    = new JobStore( $wpdb );
		$runner  = new JobRunner( $jobs, $reports, $storage );
		$cron    = new ExportCron( $runner, $jobs, $storage );
		return array(
			new ExportPage( $entitlements, $reports, new Exporter(), $runner, $jobs, $storage, $cron, new HttpResponder() ),
			new ExportsController( $entitlements, $jobs, $runner ),
			$cron,
		);
	}
}
