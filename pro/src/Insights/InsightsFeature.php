<?php
/**
 * Insights on open answers, wired.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Ai\Summary\AiAnswersRepository;
use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Insights\Reports\InsightCounts;
use UserFeedback\Insights\Reports\InsightCrosstab;
use UserFeedback\Insights\Reports\InsightCrosstabController;
use UserFeedback\Insights\Reports\InsightTrend;
use UserFeedback\Insights\Reports\ResponseInsights;
use UserFeedback\Insights\Reports\ResponseItemsInsights;
use UserFeedback\Insights\Reports\ResultsInsights;
use UserFeedback\Insights\Reports\SummaryInsights;
use UserFeedback\Insights\Reports\TrendController;
use UserFeedback\Reporting\Filter\FilterSql;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Pro, on the AI summary's plan: every open answer's sentiment and themes, read in the background
 * (InsightsProcessor, InsightsCron), the themes' and labels' routes (InsightsController,
 * ThemeSplitController, InsightAnswersController), and the
 * readings going with erased responses (InsightsListeners).
 */
final class InsightsFeature {

	/**
	 * The module's hooks, for the composition root.
	 *
	 * @param \wpdb            $wpdb         The database connection.
	 * @param Tables           $tables       Table names.
	 * @param SurveyRepository $surveys      Survey rows.
	 * @param Entitlements     $entitlements Edition and licence facts.
	 * @return Hookable[]
	 */
	public static function hooks( \wpdb $wpdb, Tables $tables, SurveyRepository $surveys, Entitlements $entitlements ): array {
		$answers   = new OpenAnswers( $wpdb, $tables, $surveys );
		$store     = new InsightStore( $wpdb, $tables );
		$themes    = new ThemeStore( $wpdb, $tables );
		$revisions = new ThemesRevision();
		$processor = self::processor( $wpdb, $tables, $surveys );
		$cron      = new InsightsCron( $processor, $entitlements );
		$counts    = new InsightCounts( $wpdb, $tables );
		$filters   = new FilterSql( $wpdb, $tables );
		return array(
			$cron,
			new InsightsListeners( $store, $revisions ),
			new InsightsController( $themes, $store, $revisions, $processor, $cron, $surveys, $entitlements ),
			new ResponseLabelsController( $store, $themes, $answers, $surveys, $entitlements ),
			new InsightAnswersController( new InsightAnswers( $wpdb, $tables ), $answers, $themes, $surveys, $entitlements ),
			new ThemeSplitController( $wpdb, $themes, $store, $revisions, $cron, $surveys, $entitlements ),
			new ResultsInsights( $counts, $entitlements, $filters ),
			new TrendController( new InsightTrend( $counts ), $filters, $surveys, $entitlements ),
			new InsightCrosstabController( new InsightCrosstab( $wpdb, $tables ), $themes, $filters, $surveys, $entitlements ),
			new ResponseItemsInsights( new ResponseInsights( $wpdb, $tables ), $entitlements ),
			new SummaryInsights( $counts, $entitlements ),
		);
	}

	/**
	 * The processor (the cron's, the bench's and the tests').
	 *
	 * @param \wpdb                              $wpdb      The database connection.
	 * @param Tables                             $tables    Table names.
	 * @param SurveyRepository                   $surveys   Survey rows.
	 * @param (callable(): InsightAnalyzer)|null $analyzers Gives the analyzer; null: Analyzers::current().
	 * @return InsightsProcessor
	 */
	public static function processor( \wpdb $wpdb, Tables $tables, SurveyRepository $surveys, ?callable $analyzers = null ): InsightsProcessor {
		return new InsightsProcessor(
			$wpdb,
			new OpenAnswers( $wpdb, $tables, $surveys ),
			new InsightStore( $wpdb, $tables ),
			new ThemeStore( $wpdb, $tables ),
			new ThemesRevision(),
			$surveys,
			new AiAnswersRepository( $wpdb, $tables ),
			$analyzers ?? array( Analyzers::class, 'current' )
		);
	}
}
