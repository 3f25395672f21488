<?php
/**
 * What the commands share: reading arguments, stopping with an error.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Cli;

/**
 * What every command group checks the same way. WP-CLI itself refuses an option value outside
 * a docblock's `options:` list (a bad --format or --status); what it cannot check from the
 * synopsis — that an id is a whole number — is checked here, with one message for all commands.
 * Static, so WP-CLI does not take these for subcommands.
 */
final class Console {

	/**
	 * A survey id argument, or a WP-CLI error (exit 1) when it is not a positive whole number.
	 *
	 * @param string $value The argument as typed.
	 * @return int
	 */
	public static function survey_id( string $value ): int {
		if ( ! preg_match( '/^[1-9]\d{0,18}$/D', $value ) ) {
			/* translators: %s: what was typed where a survey id was expected. */
			self::fail( sprintf( __( '"%s" is not a survey id: use the survey\'s number, such as 12 (wp userfeedback surveys list shows them).', 'userfeedback' ), $value ) );
		}
		return (int) $value;
	}

	/**
	 * A whole-number option within bounds, or a WP-CLI error.
	 *
	 * @param array<string, mixed> $assoc_args The options.
	 * @param string               $name       Option name, without the dashes.
	 * @param int                  $fallback   Value when the option is absent.
	 * @param int                  $min        Smallest allowed.
	 * @param int                  $max        Largest allowed.
	 * @return int
	 */
	public static function whole_number( array $assoc_args, string $name, int $fallback, int $min, int $max ): int {
		if ( ! array_key_exists( $name, $assoc_args ) ) {
			return $fallback;
		}
		$value = $assoc_args[ $name ];
		if ( true === $value || ! is_scalar( $value ) || ! preg_match( '/^\d{1,9}$/D', (string) $value ) || (int) $value < $min || (int) $value > $max ) {
			/* translators: 1: option name, 2: smallest allowed, 3: largest allowed. */
			self::fail( sprintf( __( '--%1$s must be a whole number from %2$s to %3$s.', 'userfeedback' ), $name, number_format_i18n( $min ), number_format_i18n( $max ) ) );
		}
		return (int) $value;
	}

	/**
	 * Stops the command with WP-CLI's error: "Error: …" on STDERR and exit code 1.
	 *
	 * @param string $message What went wrong and, where it helps, what to do.
	 * @return never
	 * @throws \RuntimeException Never in practice: WP_CLI::error() exits (or throws its own
	 *                           exception under WP_CLI::runcommand()); this only tells PHP so.
	 */
	public static function fail( string $message ): never {
		\WP_CLI::error( $message );
		throw new \RuntimeException( esc_html( $message ) );
	}

	/**
	 * A text option, '' when absent (WP-CLI hands a flag given without a value as true).
	 *
	 * @param array<string, mixed> $assoc_args The options.
	 * @param string               $name       Option name, without the dashes.
	 * @return string
	 */
	public static function text( array $assoc_args, string $name ): string {
		$value = $assoc_args[ $name ] ?? '';
		if ( true === $value ) {
			/* translators: %s: option name. */
			self::fail( sprintf( __( '--%1$s needs a value, as in --%1$s=…', 'userfeedback' ), $name ) );
		}
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}
}
