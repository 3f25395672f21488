<?php
/**
 * Composition root.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback;

use UserFeedback\Access\Capabilities;
use UserFeedback\Admin\AdminAssets;
use UserFeedback\Admin\AdminMenu;
use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Assets\AssetManifest;
use UserFeedback\Database\Installer;
use UserFeedback\Database\Migrations;
use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Frontend\LiveSurveyRows;
use UserFeedback\Frontend\LiveSurveys;
use UserFeedback\Frontend\Shortcode;
use UserFeedback\Frontend\SurveyEligibility;
use UserFeedback\Frontend\WidgetBootstrap;
use UserFeedback\Frontend\WidgetLoader;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Reporting\ResultsRepository;
use UserFeedback\Reporting\RollupQueries;
use UserFeedback\Reporting\Rollups;
use UserFeedback\Reporting\ResultsService;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Rest\EntitlementsController;
use UserFeedback\Rest\LogicTypeController;
use UserFeedback\Rest\PublicSurveysController;
use UserFeedback\Surveys\ResponseLimit;
use UserFeedback\Rest\ResultsController;
use UserFeedback\Rest\RollupStepController;
use UserFeedback\Rest\ResponsesController;
use UserFeedback\Rest\SearchController;
use UserFeedback\Rest\SurveysController;
use UserFeedback\Rest\SurveyTemplatesController;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyGate;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;
use UserFeedback\Surveys\SurveyValidator;
use UserFeedback\Surveys\TemplateCatalogue;
use UserFeedback\Visitors\ResponseStore;
use UserFeedback\Visitors\ResponseValidator;
use UserFeedback\Visitors\SubmissionToken;

/**
 * Builds every service once, hands each its dependencies, and registers the features' hooks.
 * This is the only place that knows how the parts fit together.
 */
final class Plugin {

	/**
	 * The instance used by the running site.
	 *
	 * @var Plugin|null
	 */
	private static ?Plugin $instance = null;

	private readonly Entitlements $entitlements;

	private readonly SettingsStore $settings;

	private readonly Installer $installer;

	private readonly Tables $tables;

	private readonly Rollups $rollups;

	private readonly Legacy\LegacyTables $legacy_tables;

	private readonly Legacy\LegacyImporter $legacy;

	/**
	 * Features, in the order their hooks are added.
	 *
	 * @var Hookable[]
	 */
	private readonly array $features;

	/**
	 * Whether add_hooks() already ran.
	 *
	 * @var bool
	 */
	private bool $hooked = false;

	/**
	 * Wires the object graph. No side effects: nothing is hooked or queried here.
	 *
	 * @param \wpdb  $wpdb    The database connection.
	 * @param string $edition 'lite' or 'pro', fixed per build.
	 */
	public function __construct( \wpdb $wpdb, string $edition ) {
		$this->settings      = new SettingsStore();
		$this->tables        = new Tables( $wpdb );
		$this->entitlements  = new Entitlements( $edition, new LicenseStore(), new AddonRegistry() );
		$surveys             = new SurveyRepository( $wpdb, $this->tables );
		$rollups             = new Rollups( $wpdb, $this->tables );
		$filter_sql          = new Reporting\Filter\FilterSql( $wpdb, $this->tables );
		$facts_list          = Reporting\Facts\FactsList::create( $wpdb, $this->tables );
		$this->rollups       = $rollups;
		$this->legacy_tables = new Legacy\LegacyTables( $wpdb );
		$this->legacy        = new Legacy\LegacyImporter( $wpdb, $this->tables, $this->legacy_tables, new Legacy\ImportState( $wpdb ), new ResponseValidator( $this->entitlements ), new SurveyNormalizer(), $surveys, $rollups, $this->settings );
		$this->installer     = new Installer( $wpdb, $this->tables, new Migrations( $this->settings ), $this->legacy );
		$site_globals        = new SiteGlobals( $this->entitlements, null, $this->legacy );

		$settings_gate = new Settings\SettingsGate( $this->entitlements );
		$capabilities  = new Capabilities( $this->settings, $settings_gate );
		$manifest      = new AssetManifest( USERFEEDBACK_DIR . '/build', plugins_url( 'build', USERFEEDBACK_FILE ) );
		$survey_rules  = new SurveyService( $surveys, new SurveyNormalizer(), new SurveyValidator(), new SurveyGate( $this->entitlements ), new Surveys\AnalyticsTracking() );
		// Keyed by the site's nonce salt, rotated daily inside SubmissionToken; read lazily so page
		// loads that issue no token never touch it. The page issues it, the visitor routes check it.
		$tokens      = new SubmissionToken( static fn(): string => wp_salt( 'nonce' ) );
		$one_each    = new Surveys\OneAnswerEach( $wpdb, $this->tables, $this->entitlements );
		$links       = new Links\PersonalLinks( $wpdb, $this->tables );
		$eligibility = new SurveyEligibility( new LiveSurveyRows( new LiveSurveys( $wpdb, $this->tables ), $surveys ), $this->entitlements, ProModules::has( Targeting\PageRulesTargeting::class ) ? new Targeting\PageRulesTargeting() : null, null, $one_each );
		$shortcode   = new Shortcode( $eligibility );
		$responses   = new ResponsesRepository( $wpdb, $this->tables, $rollups );
		$email       = new Email\EmailFeature( $wpdb, $this->tables, $rollups, $surveys, $this->entitlements, $this->settings );
		$webhooks    = ProModules::has( Webhooks\WebhooksFeature::class ) ? new Webhooks\WebhooksFeature( $wpdb, $this->tables, $email, $responses, $surveys, $this->entitlements ) : null;
		$slack       = ProModules::has( Slack\SlackFeature::class ) ? new Slack\SlackFeature( $wpdb, $this->tables, $email, $responses, $this->entitlements ) : null;
		$follow_up   = ProModules::has( FollowUp\FollowUpFeature::class ) ? new FollowUp\FollowUpFeature( $wpdb, $this->tables, $email, $responses, $surveys, $this->entitlements ) : null;
		// A response's e-mail, webhook deliveries and follow-up e-mail are queued in its own
		// transaction: all or none.
		$in_response = Visitors\ResponseStore::all_of( ...array_values( array_filter( array( $email->in_response_transaction(), $webhooks?->in_response_transaction(), $slack?->in_response_transaction(), $follow_up?->in_response_transaction() ) ) ) );
		$results     = new ResultsService( new ResultsRepository( $wpdb, $this->tables ), $surveys, $rollups, new RollupQueries( $wpdb, $this->tables ), new ResponseLimit( $wpdb, $this->tables ), Reporting\Filter\FilteredResults::create( $wpdb, $this->tables, $rollups ) );
		$store       = new ResponseStore( $wpdb, $this->tables, $rollups, $in_response, new ResponseLimit( $wpdb, $this->tables ), $one_each );
		// The survey object is also what an XLIFF import answers with.
		$survey_objects    = new SurveysController( $surveys, $survey_rules, new ResponseLimit( $wpdb, $this->tables ) );
		$translation_units = new Surveys\Translations\TranslationUnits( new WidgetTheming( $this->settings, $this->entitlements ) );

		$this->features = array(
			$this->installer,
			$capabilities,
			new AdminMenu(),
			new \UserFeedback\Admin\WelcomeRedirect(),
			new AdminAssets( $manifest, $site_globals ),
			new Rest\JsonBodyGuard(),
			new Rest\DatabaseUnavailable(),
			new EntitlementsController( $this->entitlements ),
			new Settings\SettingsController( $this->settings, $settings_gate ),
			new Settings\AutomaticUpdates( $this->settings, plugin_basename( USERFEEDBACK_FILE ), USERFEEDBACK_VERSION ),
			new Settings\UsageTracking( $this->settings, new Settings\UsageReport( $wpdb, $this->tables, $surveys, $this->entitlements, $this->settings ) ),
			new SearchController(),
			new LogicTypeController(),
			$survey_objects,
			// A translator's XLIFF file of one language, and that file back.
			new Rest\SurveyXliffController( $surveys, new Surveys\Translations\XliffExport( $translation_units ), new Surveys\Translations\XliffImport( $surveys, $survey_rules, $this->entitlements, $translation_units, new Surveys\Translations\XliffReader() ), $survey_objects ),
			new Rest\SurveyPriorityController( $surveys, $this->entitlements, new ResponseLimit( $wpdb, $this->tables ) ),
			new Rest\LegacyImportController( $this->legacy ),
			new Legacy\LegacyImportRunner( $this->legacy ),
			new PublicSurveysController(
				$surveys,
				new ResponseValidator( $this->entitlements ),
				$store,
				$tokens,
				Visitors\VisitorLimits::on( $wpdb, $this->tables->rate_limits() ),
				$this->settings,
				$eligibility,
				$this->entitlements,
				new ResponseLimit( $wpdb, $this->tables ),
				new Visitors\ResponseOwnership( static fn(): string => wp_salt( 'nonce' ) ),
				$one_each,
				$links
			),
			new Visitors\PartialNotifier( $store, $surveys ),
			new ResponsesController( $responses, $surveys, $this->entitlements, $filter_sql, $facts_list ),
			new Privacy\PrivacyFeature( $wpdb, $this->tables, $surveys, $responses, $this->settings ),
			new SurveyTemplatesController( new TemplateCatalogue( $this->entitlements ) ),
			new ResultsController( $results, $this->entitlements ),
			// A poll's live results for its visitors.
			new Rest\PollResultsController( new Visitors\LiveSurvey( $surveys, $tokens, $eligibility ), $results, $this->entitlements ),
			new RollupStepController( $rollups->build(), $rollups->facts_build() ),
			// The cross-tab, narrowed by the reports' filter.
			new Rest\CrosstabController(
				new Reporting\Crosstab( $wpdb, $this->tables ),
				$surveys,
				$this->entitlements,
				array( $filter_sql, 'for_column' ),
				Reporting\Filter\ResponseFilter::args(),
				$facts_list,
				new Reporting\Facts\FactsCrosstab( $wpdb, $this->tables )
			),
			new \UserFeedback\Ai\Rest\AiUpsellController( new \UserFeedback\Ai\Upsell\UpsellDismissal() ),
			$shortcode,
			// A survey's own page, to share by link.
			new Frontend\SurveyPage( $surveys, $eligibility, $shortcode, $links ),
			new Frontend\LiveSurveysRefresh(),
			new WidgetLoader(
				$manifest,
				$eligibility,
				$shortcode,
				new WidgetBootstrap(
					$site_globals,
					$this->entitlements,
					new WidgetTheming( $this->settings, $this->entitlements ),
					$tokens,
					defined( 'WP_DEBUG' ) && WP_DEBUG
				)
			),
			// The block editor's survey block (Lite and Pro): the shortcode's inline survey.
			...Blocks\SurveyBlock::hooks( $manifest, $shortcode, $eligibility, new WidgetBootstrap( $site_globals, $this->entitlements, new WidgetTheming( $this->settings, $this->entitlements ), $tokens, false ) ),
			// Pro modules (pro/src/): present in the Pro zip only, so Lite ships no locked code.
			...( null === $webhooks ? array() : $webhooks->hooks() ),
			...( null === $slack ? array() : $slack->hooks() ),
			...( null === $follow_up ? array() : $follow_up->hooks() ),
			...( ProModules::has( Responses\ResponsesFeature::class ) ? Responses\ResponsesFeature::hooks( $wpdb, $this->tables, $responses, $rollups, $surveys, $this->entitlements ) : array() ),
			...( ProModules::has( Tags\TagsFeature::class ) ? Tags\TagsFeature::hooks( $wpdb, $this->tables, $surveys, $this->entitlements ) : array() ),
			...( ProModules::has( Links\LinksFeature::class ) ? Links\LinksFeature::hooks( $wpdb, $this->tables, $surveys, $this->entitlements ) : array() ),
			...( ProModules::has( ResultLinks\ResultLinksFeature::class ) ? ResultLinks\ResultLinksFeature::hooks( $wpdb, $this->tables, $surveys, $results, $this->entitlements ) : array() ),
			...( ProModules::has( Ai\AiFeatures::class ) ? array( new Ai\AiFeatures( $wpdb, $this->tables, $surveys, $this->entitlements ) ) : array() ),
			...( ProModules::has( Insights\InsightsFeature::class ) ? Insights\InsightsFeature::hooks( $wpdb, $this->tables, $surveys, $this->entitlements ) : array() ),
			...( ProModules::has( Export\ExportFeature::class ) ? Export\ExportFeature::hooks( $wpdb, $this->tables, $rollups, $surveys, $this->entitlements, $this->settings ) : array() ),
			...Plugins\PluginsFeature::hooks( $this->entitlements ),
			...\UserFeedback\Entitlements\LicenseFeature::hooks( $this->entitlements ),
			...$email->hooks(),
			// Integrations that keep failing are named on every admin screen.
			new Integrations\FailingNotice( $email->health() ),
			// `wp userfeedback …` (src/Cli), built only when WP-CLI runs: web requests never pay for it.
			...( defined( 'WP_CLI' ) && WP_CLI ? array( new Cli\CliFeature( $wpdb, $this->tables, $rollups, $surveys, $survey_rules, $this->entitlements, $this->settings, $email->worker(), $this->legacy ) ) : array() ),
			...Notifications\NotificationsFeature::hooks( $wpdb, $this->tables, $this->entitlements ),
			...Health\HealthFeature::hooks( $wpdb, $this->tables, $this->installer, $this->entitlements ),
		);
	}

	public static function instance(): Plugin {
		if ( null === self::$instance ) {
			global $wpdb;
			self::$instance = new self( $wpdb, USERFEEDBACK_EDITION );
		}
		return self::$instance;
	}

	/**
	 * Registers every feature's hooks, once.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		if ( $this->hooked ) {
			return;
		}
		$this->hooked = true;
		foreach ( $this->features as $feature ) {
			$feature->add_hooks();
		}
	}

	public function entitlements(): Entitlements {
		return $this->entitlements;
	}

	public function settings(): SettingsStore {
		return $this->settings;
	}

	public function installer(): Installer {
		return $this->installer;
	}

	/**
	 * The UserFeedback 1.x import (WP-CLI and tests drive it).
	 *
	 * @return Legacy\LegacyImporter
	 */
	public function legacy_importer(): Legacy\LegacyImporter {
		return $this->legacy;
	}

	public function legacy_tables(): Legacy\LegacyTables {
		return $this->legacy_tables;
	}

	public function tables(): Tables {
		return $this->tables;
	}

	/**
	 * The rollups keeper: code that writes responses or answers in bulk, without the response
	 * store, marks the surveys stale through it (Rollups::invalidate()).
	 *
	 * @return Rollups
	 */
	public function rollups(): Rollups {
		return $this->rollups;
	}
}
