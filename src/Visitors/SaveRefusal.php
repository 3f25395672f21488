<?php
/**
 * Why a save of a visitor's response stored nothing as asked.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

/**
 * What ResponseStore::insert() and update() answer instead of a response id.
 */
enum SaveRefusal {
	/** The database failed (after the transaction's retries): nothing was stored. */
	case Failed;
	/** The rate limit refused it (the gate): nothing was stored. */
	case RateLimited;
	/** The survey already has a response with that key (a retried save): nothing was written; the caller continues that response. */
	case Duplicate;
	/** Completing it would pass the survey's response limit: insert() stored nothing; update() kept the answers, still unfinished. */
	case LimitReached;
	/** The survey takes one answer per person and this one has given it: insert() stored nothing; update() kept the answers, still unfinished. */
	case AlreadyAnswered;
	/** The personal link it came with was used (or expired) meanwhile: nothing was stored. */
	case LinkUsed;
}
