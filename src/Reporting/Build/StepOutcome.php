<?php
/**
 * What one chunk of a background build came to.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Build;

enum StepOutcome: string {
	/** More responses are left: call again. */
	case More = 'more';
	/** The survey's set is current now (or it has none to build, or the survey is gone). */
	case Done = 'done';
	/** The database failed: nothing of the chunk was kept; try again later. */
	case Failed = 'failed';
}
