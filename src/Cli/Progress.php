<?php
/**
 * A command's progress bar.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Cli;

/**
 * WP-CLI's progress bar (WP_CLI\Utils\make_progress_bar()), shown only on a terminal: when the
 * output goes to a pipe or a file WP-CLI hands back a do-nothing stand-in, so scripts and logs
 * get the result lines alone. The bar draws on standard output, so a command that writes data
 * there (an export to stdout) does not start one. Wrapped so the commands call typed methods
 * (the stand-in only has magic ones).
 */
final class Progress {

	/**
	 * Constructor; use start().
	 *
	 * @param object $bar The bar, or WP-CLI's stand-in.
	 */
	private function __construct( private readonly object $bar ) {
	}

	/**
	 * Starts a bar.
	 *
	 * @param string $message What is being done.
	 * @param int    $total   Steps in all.
	 * @return self
	 */
	public static function start( string $message, int $total ): self {
		return new self( \WP_CLI\Utils\make_progress_bar( $message, max( 0, $total ) ) );
	}

	/**
	 * Moves the bar on.
	 *
	 * @param int $steps Steps done since the last tick.
	 * @return void
	 */
	public function tick( int $steps = 1 ): void {
		if ( $steps > 0 && $this->bar instanceof \cli\Notify ) {
			$this->bar->tick( $steps );
		}
	}

	/**
	 * Ends the bar (its line stays, the next output starts below it).
	 *
	 * @return void
	 */
	public function finish(): void {
		if ( $this->bar instanceof \cli\Notify ) {
			$this->bar->finish();
		}
	}
}
