<?php
/**
 * Removing the AI summary's data.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Ai;

use UserFeedback\Ai\AiCleanup;
use UserFeedback\Ai\Settings\AiSettingsStore;
use UserFeedback\Ai\Summary\SummaryCache;
use UserFeedback\Ai\Upsell\UpsellDismissal;

/**
 * What the uninstaller is to call when the admin opted in to deleting data: the settings with the
 * key, every cached summary and every user's upsell dismissal go; other options stay.
 */
final class AiCleanupTest extends AiTestCase {

	public function test_settings_summaries_and_dismissals_are_removed(): void {
		global $wpdb;
		$this->use_remote( 'https://api.example.com/v1' );
		$survey = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array( 'Delivery was slow.', 'Slow delivery.' ), time() - 60 );
		( new AiSettingsStore() )->update( array( 'provider' => 'onsite' ) );
		$this->generate( $survey );
		$user = $this->create_user( 'editor' );
		( new UpsellDismissal() )->dismiss( $user );
		update_option( 'userfeedback_ai_unrelated_test', 'kept' );

		AiCleanup::run( $wpdb );
		wp_cache_flush();

		$this->assertFalse( get_option( AiSettingsStore::OPTION ) );
		$this->assertFalse( get_option( SummaryCache::OPTION_PREFIX . $survey ) );
		$this->assertFalse( ( new UpsellDismissal() )->is_dismissed( $user ) );
		$this->assertSame( 'kept', get_option( 'userfeedback_ai_unrelated_test' ) );
	}

	public function test_deleting_a_survey_for_good_drops_its_cached_summary(): void {
		$this->use_remote( 'https://api.example.com/v1' );
		$survey = $this->create_survey( self::questions() );
		$kept   = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array( 'Delivery was slow.', 'Slow delivery.' ), time() - 60 );
		( new AiSettingsStore() )->update( array( 'provider' => 'onsite' ) );
		$this->generate( $survey );
		$this->generate( $kept );
		$this->assertIsArray( get_option( SummaryCache::OPTION_PREFIX . $survey ) );

		global $wpdb;
		$repository = new \UserFeedback\Surveys\SurveyRepository( $wpdb, userfeedback()->tables() );
		$repository->set_status( array( $survey ), 'trash', array( 'publish', 'draft' ) );
		$this->assertSame( array( $survey ), $repository->delete_trashed( array( $survey ) ) );
		wp_cache_flush();

		$this->assertFalse( get_option( SummaryCache::OPTION_PREFIX . $survey ) );
		$this->assertIsArray( get_option( SummaryCache::OPTION_PREFIX . $kept ) );
	}
}
