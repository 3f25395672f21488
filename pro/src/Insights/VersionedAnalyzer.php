<?php
/**
 * An analyzer that says which version of itself read an answer.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

/**
 * When the version changes (a plugin update brought new word data or rules), the processor reads
 * every answer again, so old answers are read as well as new ones; the owner's labels stay (they
 * are never rewritten). The on-site analyzer implements it; an analyzer that costs money per
 * answer (the owner's model) does not, so changing the model never re-sends a survey's history.
 */
interface VersionedAnalyzer extends InsightAnalyzer {

	/**
	 * Changes whenever the same answer could be read differently.
	 *
	 * @return string
	 */
	public function version(): string;
}
