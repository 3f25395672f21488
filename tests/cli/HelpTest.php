<?php
/**
 * `wp help userfeedback …`.
 *
 * @package UserFeedback
 */

namespace UserFeedback\CliTests;

/**
 * Every command is registered with its help: a description, its options and examples.
 */
final class HelpTest extends CliTestCase {

	public function test_wp_help_userfeedback_lists_every_command_group(): void {
		$result = self::wp( array( 'help', 'userfeedback' ) );

		self::assertSame( 0, $result['code'], $result['err'] );
		self::assertStringContainsString( 'Manages UserFeedback surveys, responses and background work.', $result['out'] );
		foreach ( array( 'demo', 'legacy-import', 'links', 'queue', 'responses', 'rollups', 'surveys' ) as $group ) {
			self::assertMatchesRegularExpression( '/^\s+' . preg_quote( $group, '/' ) . '\s+\S/m', $result['out'], $group );
		}
	}

	public function test_each_command_has_its_synopsis_options_and_examples(): void {
		$commands = array(
			'surveys list'     => '[--status=<status>] [--format=<format>]',
			'surveys get'      => '<id> [--format=<format>]',
			'responses export' => '<survey-id> [--format=<format>] [--output=<file>] [--from=<YYYY-MM-DD>] [--to=<YYYY-MM-DD>]',
			'rollups rebuild'  => '[<survey-id>...]',
			'queue run'        => '[--until-empty] [--max-seconds=<seconds>]',
			'legacy-import'    => '',
			'links create'     => '<survey-id> [--count=<number>] [--csv=<file>] [--expires=<date>] [--output=<file>]',
			'demo seed'        => '[--responses=<number>]',
		);
		foreach ( $commands as $command => $synopsis ) {
			$result = self::wp( array_merge( array( 'help', 'userfeedback' ), explode( ' ', $command ) ) );
			self::assertSame( 0, $result['code'], $command . ': ' . $result['err'] );
			$help = (string) preg_replace( '/\s+/', ' ', $result['out'] );
			self::assertStringContainsString( 'SYNOPSIS wp userfeedback ' . trim( $command . ' ' . $synopsis ), $help, $command );
			self::assertStringContainsString( 'EXAMPLES', $result['out'], $command );
			self::assertStringContainsString( '$ wp userfeedback ' . $command, $help, $command );
			if ( '' !== $synopsis ) {
				self::assertStringContainsString( 'OPTIONS', $result['out'], $command );
			}
		}
	}

	public function test_an_unknown_subcommand_is_refused(): void {
		$result = self::wp( array( 'userfeedback', 'surveys', 'delete', '1' ) );

		self::assertSame( 1, $result['code'] );
		self::assertStringContainsString( "'delete' is not a registered subcommand of 'userfeedback surveys'", $result['err'] );
	}
}
