<?php
/**
 * `wp userfeedback links`.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Cli;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Links\LinksController;

/**
 * Makes personal single-use links (UserFeedback Pro with a licence).
 *
 * ## EXAMPLES
 *
 *     $ wp userfeedback links create 12 --csv=customers.csv --output=links.csv
 *
 * @package UserFeedback
 */
final class LinksCommand {

	/**
	 * Constructor.
	 *
	 * @param Entitlements         $entitlements Edition and licence facts.
	 * @param LinksController|null $controller   The links module's routes; null when this copy has no such module (the Lite zip).
	 */
	public function __construct( private readonly Entitlements $entitlements, private readonly ?LinksController $controller ) {
	}

	/**
	 * Makes personal single-use links to a survey's page, as a CSV to merge into your e-mails.
	 *
	 * Each link opens the survey's page once: after its response is sent, it says "This link has already been used.". A link can carry the values of the survey's hidden fields (a customer id, a plan), stored with the response it brings. The links are shown once, in this file: only their hashes are kept. The survey's page must be on (the builder's Share card).
	 *
	 * ## OPTIONS
	 *
	 * <survey-id>
	 * : The survey's id.
	 *
	 * [--count=<number>]
	 * : How many links without values to make (1 to 1,000).
	 *
	 * [--csv=<file>]
	 * : A CSV of values instead: a header row of the survey's hidden field names, then one row a person (at most 1,000).
	 *
	 * [--expires=<date>]
	 * : When the links stop working: a day (YYYY-MM-DD, the end of that day in the site's time zone) or a time (RFC 3339). Without it they work until used.
	 *
	 * [--output=<file>]
	 * : Write the links to this file instead of standard output.
	 *
	 * ## EXAMPLES
	 *
	 *     # 200 links that expire at the end of the year.
	 *     $ wp userfeedback links create 12 --count=200 --expires=2026-12-31 --output=links.csv
	 *     Success: Made 200 links to survey 12 in links.csv.
	 *
	 *     # One link per customer, each carrying its customer_id.
	 *     $ wp userfeedback links create 12 --csv=customers.csv > links.csv
	 *
	 * @param string[]             $args       The survey id.
	 * @param array<string, mixed> $assoc_args Options.
	 * @return void
	 */
	public function create( array $args, array $assoc_args ): void {
		if ( null === $this->controller || ! $this->entitlements->is_licensed() ) {
			Console::fail( __( 'Personal links are part of UserFeedback Pro: activate your licence to make them.', 'userfeedback' ) );
		}
		$survey_id = Console::survey_id( (string) ( $args[0] ?? '' ) );
		$request   = new \WP_REST_Request( 'POST', '/userfeedback/v1/surveys/' . $survey_id . '/links' );
		$request->set_param( 'id', $survey_id );
		$file = Console::text( $assoc_args, 'csv' );
		if ( '' !== $file ) {
			$csv = is_readable( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file the admin named.
			if ( false === $csv ) {
				/* translators: %s: a file name. */
				Console::fail( sprintf( __( 'Cannot read %s.', 'userfeedback' ), $file ) );
			}
			$request->set_param( 'csv', $csv );
		} elseif ( array_key_exists( 'count', $assoc_args ) ) {
			$request->set_param( 'count', Console::whole_number( $assoc_args, 'count', 0, 1, 1000 ) );
		} else {
			Console::fail( __( 'Say how many links to make (--count=<number>) or give a CSV of their values (--csv=<file>).', 'userfeedback' ) );
		}
		$expires = self::expiry( Console::text( $assoc_args, 'expires' ) );
		if ( null !== $expires ) {
			$request->set_param( 'expires_at', $expires );
		}
		$response = $this->controller->create( $request );
		if ( $response instanceof \WP_Error ) {
			$params = (array) ( $response->get_error_data()['params'] ?? array() );
			Console::fail( array() === $params ? $response->get_error_message() : implode( ' ', array_map( 'strval', $params ) ) );
		}
		$data   = (array) $response->get_data();
		$output = Console::text( $assoc_args, 'output' );
		if ( '' === $output ) {
			\WP_CLI::line( rtrim( (string) $data['csv'], "\n" ) );
			return;
		}
		if ( false === file_put_contents( $output, (string) $data['csv'] ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a local file the admin named.
			/* translators: %s: a file name. */
			Console::fail( sprintf( __( 'Cannot write %s.', 'userfeedback' ), $output ) );
		}
		/* translators: 1: how many links, 2: survey id, 3: a file name. */
		\WP_CLI::success( sprintf( _n( 'Made %1$s link to survey %2$d in %3$s.', 'Made %1$s links to survey %2$d in %3$s.', (int) $data['created'], 'userfeedback' ), number_format_i18n( (int) $data['created'] ), $survey_id, $output ) );
	}

	/**
	 * The option's expiry as RFC 3339: a day means its end in the site's time zone.
	 *
	 * @param string $value The option ('' for none).
	 * @return string|null
	 */
	private static function expiry( string $value ): ?string {
		if ( '' === $value ) {
			return null;
		}
		if ( 1 === preg_match( '/^\d{4}-\d{2}-\d{2}$/D', $value ) ) {
			$day = \DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', $value . ' 23:59:59', wp_timezone() );
			if ( false === $day ) {
				/* translators: %s: what was typed. */
				Console::fail( sprintf( __( '"%s" is not a day: use YYYY-MM-DD.', 'userfeedback' ), $value ) );
			}
			return $day->format( DATE_RFC3339 );
		}
		return $value;
	}
}
