<?php
/**
 * One survey's state for one derived set: what its live rows were built for, and a build's
 * progress.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Build;

/**
 * A row of the builds table. `live_key` names what the live rows were built for ('' none);
 * `exact` says the rollups' counters are exact (they do not depend on the time zone, so they can
 * stay exact while the rollup rows are stale; unused by the facts); `build_key` names what a
 * running build builds for ('' none) and `watermark` how far it has got.
 */
final class BuildState {

	public function __construct(
		public readonly string $live_key,
		public readonly bool $exact,
		public readonly string $build_key,
		public readonly Watermark $watermark
	) {
	}

	/**
	 * A survey that never had a build of this kind.
	 *
	 * @return self
	 */
	public static function none(): self {
		return new self( '', false, '', Watermark::start() );
	}

	/**
	 * The running build's watermark when it builds for this key, else null (a build for another
	 * key is started over by its next chunk: nothing to keep for it).
	 *
	 * @param string $key What the survey's set must be built for now.
	 * @return Watermark|null
	 */
	public function building( string $key ): ?Watermark {
		return '' !== $key && $key === $this->build_key ? $this->watermark : null;
	}
}
