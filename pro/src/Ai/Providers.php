<?php
/**
 * The summary provider chosen in settings.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai;

use UserFeedback\Ai\OnSite\OnSiteSummariser;
use UserFeedback\Ai\Remote\ChatCompletionsProvider;
use UserFeedback\Ai\Remote\PiiRedactor;
use UserFeedback\Ai\Remote\PromptBuilder;
use UserFeedback\Ai\Remote\ReplyReader;
use UserFeedback\Ai\Settings\AiSettingsStore;
use UserFeedback\Ai\Summary\SummaryProvider;

/**
 * Reads the AI settings on each call, so a change applies to the next summary without a reload.
 */
final class Providers {

	public function __construct( private readonly AiSettingsStore $settings, private readonly OnSiteSummariser $onsite ) {
	}

	/**
	 * The provider in force.
	 *
	 * @return SummaryProvider
	 */
	public function current(): SummaryProvider {
		$settings = $this->settings->get();
		if ( 'remote' !== $settings->provider() ) {
			return $this->onsite;
		}
		return new ChatCompletionsProvider( $settings, new PromptBuilder( new PiiRedactor() ), new ReplyReader() );
	}
}
