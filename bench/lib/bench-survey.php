<?php
/**
 * The surveys the load benchmarks answer, created as an administrator would (the REST route).
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals -- a command-line tool; uf_bench_ names like the other bench scripts.

/**
 * Makes the site's first administrator the current user (exits when there is none).
 *
 * @return void
 */
function uf_bench_as_admin(): void {
	$admins = get_users(
		array(
			'role'   => 'administrator',
			'number' => 1,
			'fields' => 'ID',
		)
	);
	if ( array() === $admins ) {
		fwrite( STDERR, "The site has no administrator.\n" );
		exit( 1 );
	}
	wp_set_current_user( (int) $admins[0] );
}

/**
 * Creates a published survey through `POST surveys` as the administrator (exits on failure).
 *
 * @param array<string, mixed> $fields The survey's fields (title, questions, notifications, settings…).
 * @return array<string, mixed> The saved survey, as the route answers it.
 */
function uf_bench_rest_survey( array $fields ): array {
	uf_bench_as_admin();
	$request = new WP_REST_Request( 'POST', '/userfeedback/v1/surveys' );
	$request->set_body_params(
		array_merge(
			array(
				'id'     => null,
				'status' => 'publish',
			),
			$fields
		)
	);
	$response = rest_do_request( $request );
	wp_set_current_user( 0 );
	$data = $response->get_data();
	if ( 201 !== $response->get_status() || ! is_array( $data ) || empty( $data['id'] ) ) {
		fwrite( STDERR, 'Could not create the survey: ' . wp_json_encode( $data ) . "\n" );
		exit( 1 );
	}
	return $data;
}

/**
 * The load benchmarks' five questions, of types every edition and licence allows.
 *
 * @return list<array<string, mixed>>
 */
function uf_bench_load_questions(): array {
	return array(
		array(
			'id'     => 'radio',
			'type'   => 'radio-button',
			'title'  => 'One?',
			'config' => array( 'options' => array( 'Yes', 'No' ) ),
		),
		array(
			'id'     => 'check',
			'type'   => 'checkbox',
			'title'  => 'Many?',
			'config' => array( 'options' => array( 'A', 'B', 'C' ) ),
		),
		array(
			'id'    => 'mail',
			'type'  => 'email',
			'title' => 'Mail?',
		),
		array(
			'id'    => 'long',
			'type'  => 'long-text',
			'title' => 'Why?',
		),
		array(
			'id'    => 'short',
			'type'  => 'text',
			'title' => 'Anything?',
		),
	);
}

/**
 * Puts back what a load benchmark changed in the site: the files it added (last first, a folder
 * after its files), the plugin's settings as they were (null: there were none), and the run's
 * survey with its rows (in slices: a run of thousands leaves as many in each table).
 *
 * @param string[] $remove    Paths it added.
 * @param mixed    $settings  The settings before the run.
 * @param int      $survey_id The run's survey (0: none).
 * @return void
 */
function uf_bench_undo_run( array $remove, $settings, int $survey_id ): void {
	global $wpdb;
	foreach ( array_reverse( $remove ) as $path ) {
		if ( is_dir( $path ) ) {
			@rmdir( $path ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- only if empty.
		} elseif ( is_file( $path ) ) {
			unlink( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a command-line tool's own file.
		}
	}
	if ( null === $settings ) {
		delete_option( \UserFeedback\Settings\SettingsStore::OPTION );
	} else {
		update_option( \UserFeedback\Settings\SettingsStore::OPTION, $settings );
	}
	if ( $survey_id <= 0 ) {
		return;
	}
	$tables = userfeedback()->tables();
	foreach ( array( $tables->answers(), $tables->responses(), $tables->impressions(), $tables->rollups(), $tables->counts(), $tables->email_queue() ) as $table ) {
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own tables, names from Tables; a benchmark's cleanup.
			$deleted = $wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE survey_id = %d LIMIT 5000", $survey_id ) );
		} while ( is_int( $deleted ) && $deleted > 0 );
	}
	$wpdb->delete( $tables->surveys(), array( 'id' => $survey_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching -- a benchmark cleanup.
}
