<?php
/**
 * The parts of bench/stack-cluster-proof.php: the visitors' plan, the admins' churn, the node
 * kill, and the checks.
 *
 * @package UserFeedback
 */

// phpcs:disable WordPress.Security.EscapeOutput, WordPress.WP.AlternativeFunctions, WordPress.NamingConventions.PrefixAllGlobals, WordPress.DB, WordPress.PHP.DiscouragedPHPFunctions, WordPress.PHP.DevelopmentFunctions, Generic.Files.OneObjectStructurePerFile -- a command-line tool for the test stack; reads our tables directly to check them.

/**
 * Every visitor of the run and what the server told them. Visitor n: n % 10 below 7 completes
 * at once, 7 and 8 save a partial response (two answers) and complete it in the second round,
 * 9 stops after the partial save; a completing visitor with n % 50 = 0 sends its last save twice.
 * Each request carries "n:phase" as its kind, so an answer finds its visitor.
 */
final class UfProofPlan {

	/**
	 * Requests still to hand out.
	 *
	 * @var list<array{0: string, 1: string, 2: string, 3: string[], 4: string}>
	 */
	private array $queue = array();

	/**
	 * Requests handed out, by kind (to send one again).
	 *
	 * @var array<string, array{0: string, 1: string, 2: string, 3: string[], 4: string}>
	 */
	private array $requests = array();

	/**
	 * Per visitor: the ids the server answered with 200/201, and the statuses of each phase.
	 *
	 * @var array<int, array{ids: int[], status: array<string, int>}>
	 */
	public array $told = array();

	/**
	 * Kinds of the requests that got no usable answer (none, or 503).
	 *
	 * @var string[]
	 */
	private array $unanswered = array();

	private int $sent = 0;

	/**
	 * The visitors' response keys.
	 *
	 * @var string[]
	 */
	private array $keys = array();

	/**
	 * @param array{survey_id: int, token: string, url: string} $proof The run's survey.
	 * @param int                                                $total Visitors.
	 */
	public function __construct( private readonly array $proof, private readonly int $total ) {
		for ( $n = 0; $n < $total; $n++ ) {
			$this->keys[ $n ] = wp_generate_uuid4();
			$this->queue[]    = $this->request( $n, self::kind( $n ) === 'complete' ? 'complete' : 'partial' );
		}
	}

	/**
	 * What visitor n does: complete, later (partial, then complete) or partial.
	 *
	 * @param int $n Visitor.
	 * @return string
	 */
	public static function kind( int $n ): string {
		$m = $n % 10;
		return $m < 7 ? 'complete' : ( $m < 9 ? 'later' : 'partial' );
	}

	/**
	 * The answers visitor n sends on a save.
	 *
	 * @param int  $n     Visitor.
	 * @param bool $whole All of them (the completing save) or the first two.
	 * @return list<array{question_id: string, value: mixed}>
	 */
	public static function answers( int $n, bool $whole ): array {
		$all = array(
			array(
				'question_id' => 'mail',
				'value'       => "visitor{$n}@example.com",
			),
			array(
				'question_id' => 'radio',
				'value'       => 0 === $n % 2 ? 'Yes' : 'No',
			),
			array(
				'question_id' => 'check',
				'value'       => 0 === $n % 3 ? array( 'A', 'C' ) : array( 'B' ),
			),
			array(
				'question_id' => 'long',
				'value'       => "Answer number {$n}.",
			),
		);
		return $whole ? $all : array_slice( $all, 0, 2 );
	}

	public function first_round(): int {
		return count( $this->queue );
	}

	/**
	 * Queues the second round (completions and retried last saves); how many requests.
	 *
	 * @return int
	 */
	public function second_round(): int {
		for ( $n = 0; $n < $this->total; $n++ ) {
			if ( 'later' === self::kind( $n ) ) {
				$this->queue[] = $this->request( $n, 'complete' );
			} elseif ( 'complete' === self::kind( $n ) && 0 === $n % 50 ) {
				$this->queue[] = $this->request( $n, 'again' );
			}
		}
		return count( $this->queue );
	}

	/**
	 * Queues the requests that got no usable answer, once each; their kinds.
	 *
	 * @return string[]
	 */
	public function retries(): array {
		$kinds            = array_values( array_unique( $this->unanswered ) );
		$this->unanswered = array();
		foreach ( $kinds as $kind ) {
			$request       = $this->requests[ $kind ];
			$request[4]   .= ':retry';
			$this->queue[] = $request;
		}
		return $kinds;
	}

	public function sent(): int {
		return $this->sent;
	}

	/**
	 * The next request (uf_bench_run()'s callback).
	 *
	 * @return array{0: string, 1: string, 2: string, 3: string[], 4: string}
	 */
	public function next(): array {
		++$this->sent;
		$request                      = array_shift( $this->queue );
		$this->requests[ $request[4] ] = $request;
		return $request;
	}

	/**
	 * Takes in answers.
	 *
	 * @param array<int, array{status: int, body: string, kind: string}> $results What the server answered.
	 * @return void
	 */
	public function record( array $results ): void {
		foreach ( $results as $result ) {
			list( $n, $phase ) = explode( ':', $result['kind'] . ':', 3 );
			$n                 = (int) $n;
			$base              = "{$n}:{$phase}";
			$data              = json_decode( $result['body'], true );
			$this->told[ $n ]['status'][ $result['kind'] ] = $result['status'];
			if ( in_array( $result['status'], array( 200, 201 ), true ) && is_int( $data['id'] ?? null ) ) {
				$this->told[ $n ]['ids'][] = $data['id'];
			} elseif ( in_array( $result['status'], array( 0, 503 ), true ) && ! str_ends_with( $result['kind'], ':retry' ) ) {
				$this->unanswered[] = $base;
			}
		}
	}

	/**
	 * One save of visitor n.
	 *
	 * @param int    $n     Visitor.
	 * @param string $phase complete, partial or again (the complete save sent once more).
	 * @return array{0: string, 1: string, 2: string, 3: string[], 4: string}
	 */
	private function request( int $n, string $phase ): array {
		$complete = 'partial' !== $phase;
		$body     = wp_json_encode(
			array(
				'answers'        => self::answers( $n, $complete ),
				'page_submitted' => array(
					'url'   => $this->proof['url'] . '/proof/',
					'title' => 'Proof',
				),
				'nonce'          => $this->proof['token'],
				'response_key'   => $this->keys[ $n ],
				'shown'          => $complete ? array( 'mail', 'radio', 'check', 'long' ) : array( 'mail', 'radio' ),
				'completed'      => $complete,
			)
		);
		return array(
			'POST',
			"{$this->proof['url']}/wp-json/userfeedback/v1/surveys/{$this->proof['survey_id']}/responses",
			(string) $body,
			// The same address and browser for a visitor's saves: how a later save is matched
			// to the response it continues.
			array( 'Content-Type: application/json', 'X-Forwarded-For: ' . uf_proof_ip( $n ), 'User-Agent: proof-visitor-' . $n ),
			"{$n}:{$phase}",
		);
	}
}

/**
 * Visitor address n in 198.18.0.0/15 (reserved for benchmarks).
 *
 * @param int $n Visitor.
 * @return string
 */
function uf_proof_ip( int $n ): string {
	$n %= 131072;
	return sprintf( '198.%d.%d.%d', 18 + intdiv( $n, 65536 ), intdiv( $n, 256 ) % 256, $n % 256 );
}

/**
 * A REST call as the administrator.
 *
 * @param string               $method Method.
 * @param string               $route  Route under userfeedback/v1.
 * @param array<string, mixed> $body   Body.
 * @return array{0: int, 1: mixed}
 */
function uf_proof_rest( string $method, string $route, array $body = array() ): array {
	$request = new WP_REST_Request( $method, '/userfeedback/v1/' . $route );
	if ( array() !== $body ) {
		$request->set_body_params( $body );
	}
	$response = rest_do_request( $request );
	return array( $response->get_status(), $response->get_data() );
}

/**
 * The run's survey (notifications on, partial saves on), the licence that allows partial saves,
 * the trusted proxies (each visitor's own X-Forwarded-For address), the outbox's length so far.
 *
 * @param string $url The stack's URL.
 * @return array{survey_id: int, token: string, url: string, proxies: string[], outbox: int}
 */
function uf_proof_setup( string $url ): array {
	uf_bench_as_admin();
	$proof = array(
		'survey_id' => 0,
		'token'     => '',
		'url'       => $url,
		'proxies'   => (array) userfeedback()->settings()->get( 'trusted_proxies' ),
		'outbox'    => file_exists( uf_proof_outbox() ) ? (int) filesize( uf_proof_outbox() ) : 0,
	);
	userfeedback()->settings()->update( array( 'trusted_proxies' => array_values( array_unique( array_merge( $proof['proxies'], array( '127.0.0.1', '::1' ) ) ) ) ) );
	// Partial saves need the behavior add-on on a licensed site (the site stays so).
	( new \UserFeedback\Entitlements\LicenseStore() )->save( new \UserFeedback\Entitlements\License( 'bench-elite-key', 'elite' ) );
	require_once ABSPATH . 'wp-admin/includes/plugin.php';
	$addon = activate_plugin( ( new \UserFeedback\Entitlements\AddonRegistry() )->basename( 'behavior' ) );
	if ( is_wp_error( $addon ) ) {
		fwrite( STDERR, 'Could not activate the behavior add-on: ' . $addon->get_error_message() . "\n" );
		exit( 1 );
	}
	wp_cache_flush();
	$data = uf_bench_rest_survey(
		array(
			'title'         => 'Cluster proof (temporary, deleted by bench/stack-cluster-proof.php)',
			'notifications' => array( 'email' => array( 'active' => true ) ),
			'settings'      => array( 'behavior' => array( 'save_partial' => true ) ),
			// The load benchmarks' questions but the optional text one, which a visitor skips.
			'questions'     => array_slice( uf_bench_load_questions(), 0, 4 ),
		)
	);
	uf_bench_as_admin();
	if ( empty( $data['settings']['behavior']['save_partial'] ) ) {
		fwrite( STDERR, "The survey was saved without partial saves (is the behavior add-on on?).\n" );
		exit( 1 );
	}
	$proof['survey_id'] = (int) $data['id'];
	$proof['token']     = ( new \UserFeedback\Visitors\SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $proof['survey_id'] );
	return $proof;
}

/**
 * The stand-in MTA's outbox (bench/lib/stack/sendmail.tpl).
 *
 * @return string
 */
function uf_proof_outbox(): string {
	return dirname( __DIR__, 2 ) . '/.dev/stack/mail/outbox.mbox';
}

/**
 * Puts the site back: the survey and its rows deleted (unless kept), the proxies as they were.
 *
 * @param array{survey_id: int, proxies: string[]} $proof The run's state.
 * @param bool                                     $keep  Keep the survey.
 * @return void
 */
function uf_proof_cleanup( array $proof, bool $keep ): void {
	uf_bench_as_admin();
	userfeedback()->settings()->update( array( 'trusted_proxies' => $proof['proxies'] ) );
	if ( ! $keep && $proof['survey_id'] > 0 ) {
		uf_proof_rest( 'POST', 'surveys/trash', array( 'survey_ids' => array( $proof['survey_id'] ) ) );
		uf_proof_rest( 'DELETE', 'surveys', array( 'survey_ids' => array( $proof['survey_id'] ) ) );
	}
}

/**
 * Kills (SIGKILL: a crash, no clean shutdown) or starts one Galera node.
 *
 * @param string $action kill or start.
 * @param string $node   node1, node2 or node3.
 * @return void
 */
function uf_proof_node( string $action, string $node ): void {
	$t = microtime( true );
	passthru( 'bash ' . escapeshellarg( dirname( __DIR__ ) . '/stack.sh' ) . ' ' . ( 'kill' === $action ? 'node-kill' : 'node-start' ) . ' ' . escapeshellarg( $node ) . ' >&2' );
	fprintf( STDERR, "  database %s %s (%.1f s)\n", $node, 'kill' === $action ? 'killed' : 'back in the cluster', microtime( true ) - $t );
}

/**
 * The cluster's wsrep counters, summed over the running nodes (zeros without Galera).
 *
 * @param string[] $nodes The nodes ('' without Galera).
 * @return array{wsrep_local_cert_failures: int, wsrep_local_bf_aborts: int}
 */
function uf_proof_cluster_counters( array $nodes ): array {
	$sum = array(
		'wsrep_local_cert_failures' => 0,
		'wsrep_local_bf_aborts'     => 0,
	);
	foreach ( array_filter( $nodes ) as $node ) {
		$socket = dirname( __DIR__, 2 ) . "/.dev/stack/galera/run/{$node}.sock";
		$out    = (string) shell_exec( 'mariadb --no-defaults -uroot -N -B --socket=' . escapeshellarg( $socket ) . " -e \"SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_cert_failures','wsrep_local_bf_aborts')\" 2>/dev/null" );
		foreach ( array_filter( explode( "\n", $out ) ) as $line ) {
			list( $name, $value ) = array_pad( explode( "\t", $line ), 2, '0' );
			$sum[ $name ]        += (int) $value;
		}
	}
	return $sum;
}

/**
 * One churn process: an administrator's work on the survey, over and over, until $stop exists.
 * edit: saves the survey (its title, a question's title; once, an option added); trash: trashes
 * 20 responses and restores them; rebuild: rebuilds the rollups, counters and facts.
 *
 * @param string $role      edit, trash or rebuild.
 * @param int    $survey_id The survey.
 * @param string $stop      The stop file.
 * @return void
 */
function uf_proof_churn( string $role, int $survey_id, string $stop ): void {
	global $wpdb;
	// What fails is counted below; a deadlock the retry absorbs is not news.
	$wpdb->hide_errors();
	uf_bench_as_admin();
	$done   = 0;
	$failed = array();
	$t0     = microtime( true );
	while ( ! file_exists( $stop ) ) {
		if ( 'edit' === $role ) {
			wp_cache_delete( $survey_id, 'userfeedback_surveys' );
			list( $status, $survey ) = uf_proof_rest( 'GET', "surveys/{$survey_id}" );
			if ( 200 === $status && is_array( $survey ) ) {
				$survey['title']                 = "Cluster proof, edit {$done} (temporary)";
				$survey['questions'][3]['title'] = "Why? ({$done})";
				if ( 20 === $done ) {
					$survey['questions'][2]['config']['options'][] = 'D';
				}
				list( $status ) = uf_proof_rest( 'POST', 'surveys', $survey );
			}
			usleep( 300000 );
		} elseif ( 'trash' === $role ) {
			$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT id FROM `' . userfeedback()->tables()->responses() . "` WHERE survey_id = %d AND status = 'publish' ORDER BY RAND() LIMIT 20", $survey_id ) ) );
			if ( array() === $ids ) {
				usleep( 200000 );
				continue;
			}
			list( $status ) = uf_proof_rest( 'POST', "surveys/{$survey_id}/responses/trash", array( 'response_ids' => $ids ) );
			usleep( 100000 );
			// Restored until it holds: a response must not stay trashed by the churn.
			for ( $try = 0; $try < 20; $try++ ) {
				list( $restored ) = uf_proof_rest( 'POST', "surveys/{$survey_id}/responses/restore", array( 'response_ids' => $ids ) );
				if ( 200 === $restored ) {
					break;
				}
				$failed[ "restore {$restored}" ] = ( $failed[ "restore {$restored}" ] ?? 0 ) + 1;
				usleep( 200000 );
			}
		} else {
			$status = userfeedback()->rollups()->rebuild( $survey_id ) ? 200 : 500;
			usleep( 500000 );
		}
		if ( 200 !== $status && 201 !== $status ) {
			$failed[ (string) $status ] = ( $failed[ (string) $status ] ?? 0 ) + 1;
		}
		++$done;
	}
	printf( "  churn %s (%s): %d done in %.0f s%s\n", $role, getenv( 'UF_STACK_NODE' ) ? getenv( 'UF_STACK_NODE' ) : 'single database', $done, microtime( true ) - $t0, array() === $failed ? '' : '; refused: ' . wp_json_encode( $failed ) );
}

/**
 * Throughput and latency of the submissions.
 *
 * @param array<int, array{status: int, ms: float, node: string}> $all     Every answer.
 * @param float                                                   $seconds The run's time.
 * @param float                                                   $first_s The first round's time.
 * @param array<int, array{status: int, ms: float}>               $first   The first round's answers.
 * @return void
 */
function uf_proof_report_speed( array $all, float $seconds, float $first_s, array $first ): void {
	$ms = array_map( static fn( array $r ): float => $r['ms'], $all );
	sort( $ms );
	$at       = static fn( float $q ): float => $ms[ (int) min( count( $ms ) - 1, floor( $q * count( $ms ) ) ) ];
	$statuses = array_count_values( array_map( static fn( array $r ): string => (string) $r['status'], $all ) );
	ksort( $statuses );
	$nodes = array_count_values( array_map( static fn( array $r ): string => '' === $r['node'] ? '?' : $r['node'], $all ) );
	ksort( $nodes );
	printf( "%d requests in %.1f s; first round %d at %.0f/s; p50 %.0f ms, p95 %.0f ms, p99 %.0f ms\n", count( $all ), $seconds, count( $first ), count( $first ) / max( 0.001, $first_s ), $at( 0.5 ), $at( 0.95 ), $at( 0.99 ) );
	printf( "Statuses: %s; web nodes: %s\n", urldecode( http_build_query( $statuses, '', ', ' ) ), urldecode( http_build_query( $nodes, '', ', ' ) ) );
}

/**
 * Waits until the survey's queued jobs are all done (sent, skipped or failed), up to $seconds.
 *
 * @param int $survey_id The survey.
 * @param int $seconds   How long at most.
 * @return int Jobs still waiting.
 */
function uf_proof_queue_settle( int $survey_id, int $seconds ): int {
	global $wpdb;
	$table = userfeedback()->tables()->email_queue();
	$until = time() + $seconds;
	do {
		$waiting = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$table}` WHERE survey_id = %d AND status IN ('pending', 'sending')", $survey_id ) );
		if ( 0 === $waiting ) {
			return 0;
		}
		sleep( 1 );
	} while ( time() < $until );
	return $waiting;
}

/**
 * The checks; the problems found.
 *
 * @param array{survey_id: int, outbox: int} $proof The run's state.
 * @param UfProofPlan                        $plan  What the visitors were told.
 * @return string[]
 */
function uf_proof_verify( array $proof, UfProofPlan $plan ): array {
	global $wpdb;
	$tables   = userfeedback()->tables();
	$id       = $proof['survey_id'];
	$problems = array();

	// Responses, by visitor (their e-mail answer says whose).
	$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT r.id, r.status, r.completed, a.value AS mail FROM `{$tables->responses()}` r LEFT JOIN `{$tables->answers()}` a ON a.response_id = r.id AND a.question_id = 'mail' WHERE r.survey_id = %d", $id ), ARRAY_A );
	$byvis = array();
	foreach ( $rows as $row ) {
		$n = preg_match( '/^visitor(\d+)@/', (string) $row['mail'], $m ) ? (int) $m[1] : -1;
		if ( $n < 0 ) {
			$problems[] = "response {$row['id']} has no visitor's e-mail answer";
			continue;
		}
		$byvis[ $n ][] = $row;
	}
	$lost       = 0;
	$twice      = 0;
	$untold     = 0;
	$wrong_id   = 0;
	$wrong_kind = 0;
	$completed  = array();
	foreach ( $plan->told as $n => $told ) {
		$stored = $byvis[ $n ] ?? array();
		$ids    = array_values( array_unique( $told['ids'] ?? array() ) );
		if ( count( $stored ) > 1 ) {
			++$twice;
			continue;
		}
		if ( array() === $stored ) {
			if ( array() !== $ids ) {
				++$lost;
				fprintf( STDERR, "  lost: visitor %d (%s) told %s: ids %s\n", $n, UfProofPlan::kind( $n ), wp_json_encode( $told['status'] ), implode( ',', $ids ) );
			}
			continue;
		}
		$row = $stored[0];
		if ( array() === $ids ) {
			++$untold; // Stored though the visitor never heard so: counted, reported, not a loss.
		} elseif ( array( (int) $row['id'] ) !== $ids ) {
			++$wrong_id;
		}
		$want_complete = 'partial' !== UfProofPlan::kind( $n ) && 'publish' === $row['status'];
		if ( $want_complete !== ( '1' === (string) $row['completed'] ) && 'partial' !== UfProofPlan::kind( $n ) ) {
			// A "later" visitor whose completion got no answer stays partial: only a wrong state if they were told it completed.
			$complete_told = in_array( 200, $told['status'], true ) || in_array( 201, $told['status'], true );
			$wrong_kind   += $complete_told && 'later' !== UfProofPlan::kind( $n ) ? 1 : 0;
		}
		if ( '1' === (string) $row['completed'] ) {
			$completed[ (int) $row['id'] ] = $n;
		}
	}
	foreach ( array( 'lost (told 2xx, not stored)' => $lost, 'stored twice' => $twice, 'answered another id' => $wrong_id, 'in the wrong state' => $wrong_kind ) as $what => $count ) {
		if ( $count > 0 ) {
			$problems[] = "{$count} visitors' responses {$what}";
		}
	}
	$trashed = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->responses()}` WHERE survey_id = %d AND status <> 'publish'", $id ) );
	if ( $trashed > 0 ) {
		$problems[] = "{$trashed} responses left trashed by the churn";
	}

	// The answers: each completed response holds exactly its visitor's four answers.
	$want = array();
	$have = array();
	foreach ( $completed as $response_id => $n ) {
		foreach ( UfProofPlan::answers( $n, true ) as $answer ) {
			foreach ( (array) $answer['value'] as $value ) {
				$want[] = "{$response_id}|{$answer['question_id']}|{$value}";
			}
		}
	}
	foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT response_id, question_id, value FROM `{$tables->answers()}` WHERE survey_id = %d AND response_id IN ( SELECT id FROM `{$tables->responses()}` WHERE survey_id = %d AND completed = 1 )", $id, $id ), ARRAY_A ) as $row ) {
		$have[] = "{$row['response_id']}|{$row['question_id']}|{$row['value']}";
	}
	sort( $want );
	sort( $have );
	if ( $want !== $have ) {
		$problems[] = sprintf( 'answers of completed responses differ from those sent: %d missing, %d extra', count( array_diff( $want, $have ) ), count( array_diff( $have, $want ) ) );
	}

	// Derived data: what the writes kept against a rebuild from the responses.
	$derived = static function () use ( $wpdb, $tables, $id ): array {
		return array(
			'counters' => $wpdb->get_results( $wpdb->prepare( "SELECT scope, slot, SUM( published ) AS published, SUM( trashed ) AS trashed, SUM( partial ) AS partial, SUM( partial_trashed ) AS partial_trashed FROM `{$tables->counts()}` WHERE survey_id = %d GROUP BY scope, slot HAVING SUM( published ) <> 0 OR SUM( trashed ) <> 0 OR SUM( partial ) <> 0 OR SUM( partial_trashed ) <> 0 ORDER BY scope, slot", $id ), ARRAY_A ),
			'rollups'  => $wpdb->get_results( $wpdb->prepare( "SELECT kind, question_id, day, HEX( value_hash ) AS hash, SUM( answers ) AS answers, SUM( comments ) AS comments FROM `{$tables->rollups()}` WHERE survey_id = %d GROUP BY kind, question_id, day, value_hash HAVING SUM( answers ) <> 0 OR SUM( comments ) <> 0 ORDER BY kind, question_id, day, value_hash", $id ), ARRAY_A ),
			'facts'    => $wpdb->get_results( $wpdb->prepare( "SELECT response_id, submitted_at, completed, device, shown_mask, last_shown, HEX( codes ) AS codes FROM `{$tables->response_facts()}` WHERE survey_id = %d ORDER BY response_id", $id ), ARRAY_A ),
		);
	};
	// The builds a survey edit started must finish first: a rebuild that is still running
	// is what the rollups are until then, not a difference.
	userfeedback()->rollups()->ensure_current( $id );
	$kept = $derived();
	userfeedback()->rollups()->rebuild( $id );
	$rebuilt = $derived();
	foreach ( array( 'counters' => 'a recount', 'rollups' => 'a rebuild', 'facts' => 'a repack' ) as $what => $against ) {
		if ( $kept[ $what ] !== $rebuilt[ $what ] ) {
			$problems[] = sprintf( 'the %s kept by the writes differ from %s (%d rows kept, %d rebuilt)', $what, $against, count( $kept[ $what ] ), count( $rebuilt[ $what ] ) );
			$as_lines   = static fn( array $rows ): array => array_map( static fn( array $row ): string => implode( ' ', $row ), $rows );
			foreach ( array_slice( array_diff( $as_lines( $kept[ $what ] ), $as_lines( $rebuilt[ $what ] ) ), 0, 4 ) as $line ) {
				fprintf( STDERR, "    kept:    %s\n", $line );
			}
			foreach ( array_slice( array_diff( $as_lines( $rebuilt[ $what ] ), $as_lines( $kept[ $what ] ) ), 0, 4 ) as $line ) {
				fprintf( STDERR, "    rebuilt: %s\n", $line );
			}
		}
	}
	$totals = $wpdb->get_row( $wpdb->prepare( "SELECT SUM( status = 'publish' AND completed = 1 ) AS published, SUM( status = 'publish' AND completed = 0 ) AS partial FROM `{$tables->responses()}` WHERE survey_id = %d", $id ), ARRAY_A );

	// E-mails: one per completed response, after the queue settled.
	$waiting = uf_proof_queue_settle( $id, 120 );
	if ( $waiting > 0 ) {
		$problems[] = "{$waiting} queued jobs still waiting 120 s after the run";
	}
	$outbox = file_exists( uf_proof_outbox() ) ? (string) file_get_contents( uf_proof_outbox(), false, null, $proof['outbox'] ) : '';
	preg_match_all( '/#\/survey\/' . $id . '\/responses\/(\d+)/', str_replace( array( "=\r\n", "=\n" ), '', $outbox ), $found );
	$mails = array_count_values( array_map( 'intval', $found[1] ) );
	// Each completed response's e-mail job, once: sent (one message), or skipped because the
	// response was in the trash when its turn came (the churn trashes responses), never both.
	$jobs    = array();
	foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT response_id, status FROM `{$tables->email_queue()}` WHERE survey_id = %d AND kind = 'response'", $id ), ARRAY_A ) as $job ) {
		$jobs[ (int) $job['response_id'] ][] = (string) $job['status'];
	}
	$sent    = 0;
	$skipped = 0;
	$wrong   = array();
	foreach ( $completed as $response_id => $n ) {
		$statuses = $jobs[ $response_id ] ?? array();
		$messages = $mails[ $response_id ] ?? 0;
		if ( array( 'sent' ) === $statuses && 1 === $messages ) {
			++$sent;
		} elseif ( array( 'skipped' ) === $statuses && 0 === $messages ) {
			++$skipped;
		} else {
			$wrong[] = "{$response_id}: jobs " . implode( '/', $statuses ) . ", {$messages} messages";
		}
	}
	$extra = array_diff_key( $mails, $completed );
	if ( array() !== $wrong || array() !== $extra ) {
		$problems[] = sprintf( 'e-mails: %d completed responses whose e-mail was not handled exactly once (e.g. %s), %d messages for other responses', count( $wrong ), implode( '; ', array_slice( $wrong, 0, 3 ) ), count( $extra ) );
	}
	printf(
		"Stored: %d completed, %d partial (%d visitors told 2xx); %d stored without a usable answer to the visitor; counters, rollups and facts compared with a rebuild; of %d completed responses' e-mails %d sent once, %d skipped (in the trash at their turn)\n",
		(int) $totals['published'],
		(int) $totals['partial'],
		count( array_filter( $plan->told, static fn( array $t ): bool => array() !== ( $t['ids'] ?? array() ) ) ),
		$untold,
		count( $completed ),
		$sent,
		$skipped
	);
	return $problems;
}
