<?php
/**
 * The AI summary feature, wired.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai;

use UserFeedback\Ai\OnSite\OnSiteSummariser;
use UserFeedback\Ai\Rest\AiSettingsController;
use UserFeedback\Ai\Rest\AiSummaryController;
use UserFeedback\Ai\Settings\AiSettingsStore;
use UserFeedback\Ai\Summary\AiAnswersRepository;
use UserFeedback\Ai\Summary\AiSummaryService;
use UserFeedback\Ai\Summary\SummaryCache;
use UserFeedback\Database\Tables;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Builds the feature's objects from the plugin's shared services and registers its two
 * controllers (the upsell's is Lite's, see Plugin): the plugin's composition root adds this one line instead of a dozen. Like every
 * constructor in the graph, this one only builds objects; hooks are added in add_hooks().
 */
final class AiFeatures implements Hookable {

	/**
	 * The feature's controllers.
	 *
	 * @var Hookable[]
	 */
	private readonly array $controllers;

	/**
	 * The summaries cached per survey.
	 *
	 * @var SummaryCache
	 */
	private readonly SummaryCache $cache;

	public function __construct( \wpdb $wpdb, Tables $tables, SurveyRepository $surveys, Entitlements $entitlements ) {
		$settings          = new AiSettingsStore();
		$this->cache       = new SummaryCache();
		$service           = new AiSummaryService(
			$surveys,
			new AiAnswersRepository( $wpdb, $tables ),
			$this->cache,
			new Providers( $settings, OnSiteSummariser::create() )
		);
		$this->controllers = array(
			new AiSummaryController( $service, $entitlements ),
			new AiSettingsController( $settings ),
		);
	}

	public function add_hooks(): void {
		foreach ( $this->controllers as $controller ) {
			$controller->add_hooks();
		}
		add_action( 'userfeedback_surveys_deleted', array( $this, 'forget_summaries' ) );
		// A person's answers erased (privacy tools, retention): summaries quoting them go too.
		add_action( 'userfeedback_personal_data_erased', array( $this, 'forget_summaries' ) );
	}

	/**
	 * Drops the cached summaries of surveys deleted for good.
	 *
	 * @param mixed $ids The deleted survey ids.
	 * @return void
	 */
	public function forget_summaries( $ids ): void {
		foreach ( (array) $ids as $id ) {
			$this->cache->forget( (int) $id );
		}
	}

	/**
	 * The controllers, for tests of the wiring.
	 *
	 * @return Hookable[]
	 */
	public function controllers(): array {
		return $this->controllers;
	}
}
