<?php
/**
 * The benchmarks' big survey, seeded by bulk SQL: shared by bench/results.php and bench/export.php.
 *
 * @package UserFeedback
 */

// Bench tooling on our own tables, table names from Tables; WPCS 2.3 cannot follow the built SQL.
// phpcs:disable

use UserFeedback\Surveys\SurveyNormalizer;

/**
 * Creates a published survey (radio with 4 options, checkbox with 5, NPS with a comment box, star
 * rating, long text) dated a year ago, with $responses responses spread over the past 365 days
 * (5 % trashed; about one answer in ten skipped; each checkbox option ticked by two responses in
 * five; a third of the NPS answers with a comment) and one impression counter per day. Values come
 * from CRC32() of the row number, so every run seeds the same data. Sets $uf_state['survey_id'] as
 * soon as the survey exists, so the caller's cleanup finds it after an interruption; marks the
 * survey's rollups stale (they are built by the first report).
 *
 * @param string $title     Survey title.
 * @param int    $responses How many responses.
 * @param string $layout    'scattered' (answers inserted question by question: a response's rows
 *                          far apart, every read random) or 'arrival' (a response's rows together,
 *                          as a live site stores them).
 * @param bool   $every     Also a question of each type beyond the spec's seven (uf_bench_more_types()).
 * @return int Survey id.
 */
function uf_bench_seed_survey( string $title, int $responses, string $layout, bool $every = false ): int {
	global $wpdb, $uf_state;
	$tables  = userfeedback()->tables();
	$started = microtime( true );
	$created = gmdate( 'Y-m-d H:i:s', time() - 366 * DAY_IN_SECONDS );
	$wpdb->insert(
		$tables->surveys(),
		array(
			'title'         => $title,
			'type'          => '',
			'template'      => 'blank',
			'status'        => 'publish',
			'questions'     => (string) wp_json_encode(
				( new SurveyNormalizer() )->questions(
					array_merge(
					array(
						array(
							'id'     => 'often',
							'type'   => 'radio-button',
							'title'  => 'How often do you visit?',
							'config' => array( 'options' => array( 'Daily', 'Weekly', 'Monthly', 'Rarely' ) ),
						),
						array(
							'id'     => 'features',
							'type'   => 'checkbox',
							'title'  => 'Which features do you use?',
							'config' => array( 'options' => array( 'Reports', 'Exports', 'Widget', 'Integrations', 'API' ) ),
						),
						array(
							'id'       => 'nps',
							'type'     => 'nps',
							'title'    => 'How likely are you to recommend us?',
							'settings' => array( 'comment_box' => true ),
						),
						array(
							'id'    => 'stars',
							'type'  => 'star-rating',
							'title' => 'Rate your experience',
						),
						array(
							'id'    => 'why',
							'type'  => 'long-text',
							'title' => 'What could we do better?',
						),
					),
					$every ? uf_bench_more_types()['questions'] : array()
					)
				)
			),
			'settings'      => '{}',
			'notifications' => '{}',
			'publish_at'    => null,
			'created_at'    => $created,
			'updated_at'    => $created,
		)
	);
	$id                    = (int) $wpdb->insert_id;
	$uf_state['survey_id'] = $id;
	if ( $id <= 0 ) {
		fwrite( STDERR, "Could not create the survey.\n" );
		exit( 1 );
	}

	// A numbers table 0 … R-1 (temporary, this connection only).
	$wpdb->query( 'CREATE TEMPORARY TABLE uf_bench_n (n INT UNSIGNED NOT NULL PRIMARY KEY) ENGINE=InnoDB' );
	$wpdb->query( 'INSERT INTO uf_bench_n (n) VALUES (0),(1),(2),(3),(4),(5),(6),(7),(8),(9)' );
	for ( $size = 10; $size < $responses; $size *= 10 ) {
		$wpdb->query( $wpdb->prepare( 'INSERT INTO uf_bench_n (n) SELECT a.n + %d * b.n FROM uf_bench_n a CROSS JOIN uf_bench_n b WHERE b.n BETWEEN 1 AND 9 AND a.n < %d AND a.n + %d * b.n < %d', $size, $size, $size, $responses ) );
	}

	// Responses spread over the past 365 days; one in twenty trashed. CRC32 of the row number
	// stands in for a random number: deterministic, so runs compare.
	$now  = gmdate( 'Y-m-d H:i:s' );
	$year = 365 * DAY_IN_SECONDS;
	$wpdb->query(
		$wpdb->prepare(
			"INSERT INTO `{$tables->responses()}` (survey_id, status, submitted_at, page_url, page_title, user_ip, user_browser, user_os, user_device)
			SELECT %d, IF( MOD( CRC32( CONCAT( 's', n ) ), 20 ) = 0, 'trash', 'publish' ), %s - INTERVAL ( MOD( CRC32( CONCAT( 't', n ) ), %d ) ) SECOND AS t,
				'https://example.com/pricing/', 'Pricing', '192.0.2.0', 'Chrome 120', 'Windows', 'desktop'
			FROM uf_bench_n ORDER BY " . ( 'arrival' === $layout ? 't, n' : 'n' ),
			$id,
			$now,
			$year
		)
	);
	$answers  = $tables->answers();
	$columns  = 'response_id, survey_id, question_id, value, value_num, extra, status, submitted_at';
	$from     = $wpdb->prepare( "FROM `{$tables->responses()}` r WHERE r.survey_id = %d", $id );
	// About one answer in ten is skipped: CRC32( question, response ) % 10 = 0.
	$skip     = static fn( string $q ): string => "AND MOD( CRC32( CONCAT( '{$q}', r.id ) ), 10 ) <> 0";
	$comments = "'Great service, thank you!', 'The checkout was confusing.', 'Pages load slowly on my phone.', 'Love the new design.', 'Please add more payment options.', 'Support answered quickly.', 'Hard to find the pricing.', 'Search results are slow.'";
	// One SELECT per question (per option for the checkbox), each with the same named columns.
	$select    = static fn( int $q, string $question, string $value, string $value_num, string $extra, string $where ): string => "SELECT r.id AS rid, {$q} AS q, r.survey_id AS survey_id, '{$question}' AS question_id, {$value} AS value, {$value_num} AS value_num, {$extra} AS extra, r.status AS status, r.submitted_at AS submitted_at {$from} {$skip( $question )} {$where}";
	$selects   = array();
	$selects[] = $select( 1, 'often', "ELT( 1 + MOD( CRC32( CONCAT( 'o', r.id ) ), 4 ), 'Daily', 'Weekly', 'Monthly', 'Rarely' )", 'NULL', 'NULL', '' );
	foreach ( array( 'Reports', 'Exports', 'Widget', 'Integrations', 'API' ) as $option ) {
		// Each option ticked by two in five: two ticks per answer on average.
		$selects[] = $select( 2, 'features', "'{$option}'", 'NULL', 'NULL', "AND MOD( CRC32( CONCAT( '{$option}', r.id ) ), 5 ) < 2" );
	}
	$selects[] = $select( 3, 'nps', "1 + MOD( CRC32( CONCAT( 'n', r.id ) ), 10 )", "1 + MOD( CRC32( CONCAT( 'n', r.id ) ), 10 )", "IF( MOD( CRC32( CONCAT( 'c', r.id ) ), 3 ) = 0, ELT( 1 + MOD( CRC32( CONCAT( 'm', r.id ) ), 8 ), {$comments} ), NULL )", '' );
	$selects[] = $select( 4, 'stars', "1 + MOD( CRC32( CONCAT( 'st', r.id ) ), 5 )", "1 + MOD( CRC32( CONCAT( 'st', r.id ) ), 5 )", 'NULL', '' );
	$selects[] = $select( 5, 'why', "CONCAT( ELT( 1 + MOD( CRC32( CONCAT( 'w', r.id ) ), 8 ), {$comments} ), ' #', r.id )", 'NULL', 'NULL', '' );
	if ( $every ) {
		foreach ( uf_bench_more_types()['answers'] as $i => $answer ) {
			$selects[] = $select( 6 + $i, $answer[0], $answer[1], $answer[2], 'NULL', $answer[3] );
		}
	}
	if ( 'arrival' === $layout ) {
		// One statement, ordered by response: a response's answers stored together.
		$wpdb->query( "INSERT INTO `{$answers}` ({$columns}) SELECT rid, survey_id, question_id, value, value_num, extra, status, submitted_at FROM ( " . implode( ' UNION ALL ', $selects ) . ' ) a ORDER BY rid, q' );
	} else {
		foreach ( $selects as $select ) {
			$wpdb->query( "INSERT INTO `{$answers}` ({$columns}) SELECT rid, survey_id, question_id, value, value_num, extra, status, submitted_at FROM ( {$select} ) a" );
		}
	}
	// What the widget says it displayed: every question, except for one response in six,
	// left partial after its first 1–4 questions (their later answers removed) — the funnel's data.
	$all     = 'often,features,nps,stars,why' . ( $every ? ',' . implode( ',', array_column( uf_bench_more_types()['questions'], 'id' ) ) : '' );
	$dropped = $every ? 12 : 4;
	$wpdb->query( $wpdb->prepare( "UPDATE `{$tables->responses()}` SET shown = IF( MOD( CRC32( CONCAT( 'p', id ) ), 6 ) = 0, SUBSTRING_INDEX( %s, ',', 1 + MOD( CRC32( CONCAT( 'd', id ) ), {$dropped} ) ), %s ), completed = IF( MOD( CRC32( CONCAT( 'p', id ) ), 6 ) = 0, 0, 1 ) WHERE survey_id = %d", $all, $all, $id ) );
	$wpdb->query( $wpdb->prepare( "DELETE a FROM `{$answers}` a JOIN `{$tables->responses()}` r ON r.id = a.response_id WHERE r.survey_id = %d AND r.completed = 0 AND FIND_IN_SET( a.question_id, r.shown ) = 0", $id ) );
	// Impressions: one counter per day of the year.
	$wpdb->query( $wpdb->prepare( "INSERT INTO `{$tables->impressions()}` (survey_id, day, count) SELECT %d, DATE( %s - INTERVAL n DAY ), 1000 + MOD( CRC32( CONCAT( 'i', n ) ), 2000 ) FROM uf_bench_n WHERE n < 366", $id, $now ) );
	$wpdb->query( 'DROP TEMPORARY TABLE uf_bench_n' );
	foreach ( $tables->all() as $table ) {
		$wpdb->query( "ANALYZE TABLE `{$table}`" );
	}
	if ( '' !== $wpdb->last_error ) {
		fwrite( STDERR, "Seeding failed: {$wpdb->last_error}\n" );
		exit( 1 );
	}
	userfeedback()->rollups()->invalidate( array( $id ) );
	printf( "Seeded survey %d with %s responses (%s layout) in %.1f s\n", $id, number_format( $responses ), $layout, microtime( true ) - $started );
	return $id;
}

/**
 * Deletes the seeded survey (`$uf_state['survey_id']`) and its rows, unless `$uf_state['keep']`:
 * what a bench script registers to run at shutdown, also after an error or Ctrl-C.
 *
 * @param string $script The bench script's name, for the "measure it again" hint.
 * @return void
 */
function uf_bench_delete_seeded( string $script ): void {
	global $wpdb, $uf_state;
	$id = (int) ( $uf_state['survey_id'] ?? 0 );
	if ( $id <= 0 ) {
		return;
	}
	if ( ! empty( $uf_state['keep'] ) ) {
		fwrite( STDERR, "\nKept survey {$id}: php bench/{$script}.php --survey={$id} measures it again; delete it from the Surveys screen (Trash, then Delete Permanently).\n" );
		return;
	}
	$tables = userfeedback()->tables();
	foreach ( array( $tables->answers(), $tables->responses(), $tables->impressions(), $tables->rollups(), $tables->rollups_build(), $tables->counts(), $tables->response_facts(), $tables->response_tags(), $tables->response_notes(), $tables->answer_insights(), $tables->answer_themes(), $tables->insight_themes() ) as $table ) {
		// In slices: one huge DELETE would hold locks and undo for a long time.
		do {
			$wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE survey_id = %d LIMIT 50000", $id ) );
		} while ( $wpdb->rows_affected > 0 );
	}
	$wpdb->query( $wpdb->prepare( "DELETE FROM `{$tables->surveys()}` WHERE id = %d", $id ) );
	fwrite( STDERR, "\nDeleted bench survey {$id} and its rows.\n" );
}

/**
 * What the insights would have read in a seeded survey's written answers (`why`): a sentiment for
 * each (about a third each, by a hash of the response id) and, for three answers in five, one of
 * four themes — as the processor stores them, by INSERT … SELECT, so a report's sentiment and
 * theme filters can be timed on a survey of any size. Insights keep no counters: nothing else to
 * keep consistent. Does nothing when the survey already has readings (a kept survey).
 *
 * @param int $survey_id The seeded survey.
 * @return array{readings: int, themed: int, themes: array<string, int>} Rows written, and the themes' ids by label.
 */
function uf_bench_seed_insights( int $survey_id ): array {
	global $wpdb;
	$tables = userfeedback()->tables();
	$themes = array();
	foreach ( (array) $wpdb->get_results( $wpdb->prepare( "SELECT id, label FROM `{$tables->insight_themes()}` WHERE survey_id = %d", $survey_id ), ARRAY_A ) as $row ) {
		$themes[ (string) $row['label'] ] = (int) $row['id'];
	}
	if ( array() !== $themes ) {
		return array(
			'readings' => 0,
			'themed'   => 0,
			'themes'   => $themes,
		);
	}
	$now = gmdate( 'Y-m-d H:i:s' );
	// Slots as ThemeStore::create() gives them (the lowest free), so the facts build packs their
	// bits and a theme filter tests them.
	foreach ( array( 'Checkout too slow', 'Prices', 'Delivery', 'Support' ) as $slot => $label ) {
		$wpdb->insert(
			$tables->insight_themes(),
			array(
				'survey_id'  => $survey_id,
				'label'      => $label,
				'examples'   => '[]',
				'origin'     => 'suggested',
				'created_at' => $now,
				'updated_at' => $now,
				'slot'       => $slot,
			)
		);
		$themes[ $label ] = (int) $wpdb->insert_id;
	}
	$readings = (int) $wpdb->query( $wpdb->prepare( "INSERT INTO `{$tables->answer_insights()}` ( survey_id, response_id, question_id, part, sentiment, score, origin, analyzed_at ) SELECT a.survey_id, a.response_id, 'why', 'answer', CAST( MOD( CRC32( CONCAT( 's', a.response_id ) ), 3 ) AS SIGNED ) - 1, 50 * ( CAST( MOD( CRC32( CONCAT( 's', a.response_id ) ), 3 ) AS SIGNED ) - 1 ), 'auto', %s FROM `{$tables->answers()}` a WHERE a.survey_id = %d AND a.question_id = 'why'", $now, $survey_id ) );
	if ( $readings <= 0 ) {
		fwrite( STDERR, "Seeding the insights failed: {$wpdb->last_error}\n" );
		exit( 1 );
	}
	$ids      = array_values( $themes );
	$themed   = (int) $wpdb->query( $wpdb->prepare( "INSERT INTO `{$tables->answer_themes()}` ( survey_id, theme_id, response_id, question_id, part, origin ) SELECT i.survey_id, ELT( 1 + MOD( CRC32( CONCAT( 't', i.response_id ) ), 4 ), %d, %d, %d, %d ), i.response_id, 'why', 'answer', 'auto' FROM `{$tables->answer_insights()}` i WHERE i.survey_id = %d AND MOD( CRC32( CONCAT( 'u', i.response_id ) ), 5 ) < 3", $ids[0], $ids[1], $ids[2], $ids[3], $survey_id ) );
	return array(
		'readings' => $readings,
		'themed'   => $themed,
		'themes'   => $themes,
	);
}

/**
 * A question of each type beyond the spec's seven, and how the seed answers each (question id,
 * value, value_num, and a condition on the response: a matrix row or a ranked option is a
 * SELECT of its own, like a checkbox option). Ranking places are rotations of the options, so
 * every answer is a whole order.
 *
 * @return array{questions: array<int, array<string, mixed>>, answers: array<int, array{0: string, 1: string, 2: string, 3: string}>}
 */
function uf_bench_more_types(): array {
	$countries = array();
	for ( $i = 1; $i <= 30; $i++ ) {
		$countries[] = "Country {$i}";
	}
	$rows      = array( 'Speed', 'Price', 'Support', 'Design' );
	$columns   = array( 'Strongly disagree', 'Disagree', 'Neutral', 'Agree', 'Strongly agree' );
	$ranked    = array( 'Price', 'Speed', 'Care', 'Range' );
	$images    = array( 'Light', 'Dark', 'Blue', 'Green' );
	$questions = array(
		array(
			'id'    => 'scale',
			'type'  => 'scale',
			'title' => 'How likely are you to buy again?',
		),
		array(
			'id'    => 'smiley',
			'type'  => 'smiley',
			'title' => 'How do you feel?',
		),
		array(
			'id'     => 'country',
			'type'   => 'dropdown',
			'title'  => 'Where do you live?',
			'config' => array( 'options' => $countries ),
		),
		array(
			'id'       => 'matrix',
			'type'     => 'matrix',
			'title'    => 'How do you agree?',
			'config'   => array( 'options' => $columns ),
			'settings' => array( 'rows' => $rows ),
		),
		array(
			'id'     => 'rank',
			'type'   => 'ranking',
			'title'  => 'What matters most?',
			'config' => array( 'options' => $ranked ),
		),
		array(
			'id'     => 'look',
			'type'   => 'image-choice',
			'title'  => 'Which look?',
			'config' => array( 'options' => $images ),
		),
		array(
			'id'    => 'day',
			'type'  => 'date',
			'title' => 'When did you buy?',
		),
		array(
			'id'    => 'ok',
			'type'  => 'consent',
			'title' => 'May we write to you?',
		),
	);
	$list      = static fn( array $texts ): string => implode( ', ', array_map( static fn( string $text ): string => "'{$text}'", $texts ) );
	$answers   = array(
		array( 'scale', "MOD( CRC32( CONCAT( 'sc', r.id ) ), 11 )", "MOD( CRC32( CONCAT( 'sc', r.id ) ), 11 )", '' ),
		array( 'smiley', "1 + MOD( CRC32( CONCAT( 'sm', r.id ) ), 5 )", "1 + MOD( CRC32( CONCAT( 'sm', r.id ) ), 5 )", '' ),
		array( 'country', "ELT( 1 + MOD( CRC32( CONCAT( 'co', r.id ) ), 30 ), {$list( $countries )} )", 'NULL', '' ),
	);
	foreach ( $rows as $row ) {
		// Each row answered by four in five; the column from the row and the response.
		$column    = "1 + MOD( CRC32( CONCAT( '{$row}', r.id ) ), 5 )";
		$answers[] = array( 'matrix', "CONCAT( '[\"{$row}\",\"', ELT( {$column}, {$list( $columns )} ), '\"]' )", $column, "AND MOD( CRC32( CONCAT( 'mx{$row}', r.id ) ), 5 ) <> 0" );
	}
	foreach ( $ranked as $k => $option ) {
		$place     = "1 + MOD( {$k} + MOD( CRC32( CONCAT( 'rk', r.id ) ), 4 ), 4 )";
		$answers[] = array( 'rank', "CONCAT( '[\"{$option}\",', {$place}, ']' )", $place, '' );
	}
	$answers[] = array( 'look', "ELT( 1 + MOD( CRC32( CONCAT( 'lk', r.id ) ), 4 ), {$list( $images )} )", 'NULL', '' );
	$answers[] = array( 'day', "DATE_FORMAT( r.submitted_at, '%Y-%m-%d' )", 'NULL', '' );
	$answers[] = array( 'ok', "'accepted'", 'NULL', "AND MOD( CRC32( CONCAT( 'ok', r.id ) ), 3 ) <> 0" );
	return array(
		'questions' => $questions,
		'answers'   => $answers,
	);
}
