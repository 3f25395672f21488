<?php
/**
 * Where the AI summary keeps its data.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai;

/**
 * The option names of the AI summary (a Pro module, pro/src/Ai). They live in Lite because the
 * uninstaller of every edition removes them: a site that went back from Pro to Lite still has
 * them to clean up.
 */
final class AiStorageNames {

	/** The AI provider settings (with the API key). */
	public const SETTINGS_OPTION = 'userfeedback_ai';

	/** The prefix of each survey's cached summary (followed by the survey id). */
	public const SUMMARY_PREFIX = 'userfeedback_ai_summary_';
}
