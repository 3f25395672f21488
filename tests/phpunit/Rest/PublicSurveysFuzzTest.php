<?php
/**
 * The visitor responses route under hundreds of malformed payloads.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// The payloads come from a seeded mt_rand so that a failure can be replayed from its seed.
// phpcs:disable WordPress.WP.AlternativeFunctions.rand_mt_rand, WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand

/**
 * Public input through the real REST server, as form-style body parameters and as a JSON body:
 * wrong types at every level, out-of-range values, huge, invalid UTF-8 and NUL-laden strings,
 * deep nesting, bad tokens and one bad answer among good ones. Each must be a 4xx (never a 5xx,
 * never a 2xx), raise no PHP warning or notice, print nothing and leave the responses, answers and
 * impressions tables as they were. A few valid payloads run through the same harness to show that
 * it can pass. The random part is seeded (SEED, or the UF_FUZZ_SEED environment variable); every
 * failure message names the seed. Each case comes from its own client address so the rate limiter
 * never answers for the validator.
 */
final class PublicSurveysFuzzTest extends TestCase {

	/**
	 * The default seed of the random cases.
	 */
	private const SEED = 20240611;

	/**
	 * The fewest malformed cases the generator must produce.
	 */
	private const MIN_CASES = 300;

	/**
	 * Seeded cases mixing one bad answer into a valid response.
	 */
	private const MIXED_CASES = 60;

	/**
	 * Seeded cases of random junk.
	 */
	private const JUNK_CASES = 60;

	/**
	 * The error levels `@` cannot silence.
	 */
	private const FATAL_LEVELS = E_ERROR | E_PARSE | E_CORE_ERROR | E_COMPILE_ERROR | E_USER_ERROR | E_RECOVERABLE_ERROR;

	/**
	 * The published survey with one question of each type.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * Another published survey (its token must not work on the first).
	 *
	 * @var int
	 */
	private int $other_id;

	/**
	 * A draft survey.
	 *
	 * @var int
	 */
	private int $draft_id;

	/**
	 * The seed in use.
	 *
	 * @var int
	 */
	private int $seed;

	/**
	 * $_SERVER entries this test changes, as they were.
	 *
	 * @var array<string, mixed>
	 */
	private array $saved_server = array();

	/**
	 * Client addresses handed out so far.
	 *
	 * @var int
	 */
	private int $clients = 0;

	protected function setUp(): void {
		parent::setUp();
		foreach ( array( 'REMOTE_ADDR', 'HTTP_X_FORWARDED_FOR' ) as $key ) {
			$this->saved_server[ $key ] = $_SERVER[ $key ] ?? null; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- kept as is, to be put back as is.
		}
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		$env        = getenv( 'UF_FUZZ_SEED' );
		$this->seed = false !== $env && preg_match( '/^\d+$/D', $env ) ? (int) $env : self::SEED;

		( new LicenseStore() )->save( new License( 'key', 'elite' ) );
		$this->set_active_addons( array( 'question-types', 'behavior' ) );
		$this->act_as( 'administrator' );
		$this->survey_id = $this->create_survey( 'publish', self::questions() );
		$this->other_id  = $this->create_survey( 'publish', array_slice( self::questions(), 0, 3 ) );
		$this->draft_id  = $this->create_survey( 'draft', self::questions() );
		wp_set_current_user( 0 );
	}

	protected function tearDown(): void {
		foreach ( $this->saved_server as $key => $value ) {
			if ( null === $value ) {
				unset( $_SERVER[ $key ] );
			} else {
				$_SERVER[ $key ] = $value;
			}
		}
		parent::tearDown();
	}

	public function test_the_payloads_are_reproducible_from_the_seed_and_numerous(): void {
		$first  = $this->malformed_cases( $this->seed );
		$second = $this->malformed_cases( $this->seed );
		$other  = $this->malformed_cases( $this->seed + 1 );
		$this->assertGreaterThanOrEqual( self::MIN_CASES, count( $first ), "seed {$this->seed}" );
		$this->assertSame( md5( serialize( $first ) ), md5( serialize( $second ) ), "seed {$this->seed}: same seed, same payloads" ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
		$this->assertNotSame( md5( serialize( $first ) ), md5( serialize( $other ) ), 'another seed, other payloads' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize
		$this->assertSame( count( $first ), count( array_unique( array_column( $first, 'name' ) ) ), 'case names are unique' );
	}

	public function test_every_malformed_payload_is_a_4xx_that_writes_nothing(): void {
		$cases    = $this->malformed_cases( $this->seed );
		$failures = array();
		foreach ( $cases as $case ) {
			$before = $this->row_counts();
			$result = $this->run_case( $case );
			$after  = $this->row_counts();

			$problems = $result['problems'];
			if ( $result['status'] < 400 || $result['status'] >= 500 ) {
				$problems[] = "status {$result['status']}, expected a 4xx";
			}
			if ( 429 === $result['status'] ) {
				$problems[] = 'refused by the rate limiter, not by validation';
			}
			if ( '' === $result['message'] ) {
				$problems[] = 'no error message';
			}
			if ( $before !== $after ) {
				$problems[] = 'rows changed: ' . wp_json_encode( $before ) . ' -> ' . wp_json_encode( $after );
			}
			if ( array() !== $problems ) {
				$failures[] = "{$case['name']}: " . implode( '; ', $problems ) . " ({$result['status']} {$result['code']}: " . self::shorten( $result['message'] ) . ')';
			}
		}
		$this->assertSame(
			array(),
			$failures,
			sprintf( 'seed %d (replay: UF_FUZZ_SEED=%d vendor/bin/phpunit --filter PublicSurveysFuzzTest): %d of %d cases failed', $this->seed, $this->seed, count( $failures ), count( $cases ) )
		);
	}

	public function test_valid_payloads_pass_the_same_harness_with_their_rows(): void {
		$route = "/userfeedback/v1/surveys/{$this->survey_id}/responses";
		$full  = $this->body( self::valid_answers() );
		$one   = $this->body( array( self::answer( 'radio', 'Yes' ) ) );
		$edges = $this->body(
			array(
				self::answer( 'star', '5', str_repeat( 'c', 1000 ) ),
				self::answer( 'nps', 10 ),
				self::answer( 'radio', 'Yes' ),
				self::answer( 'check', 'B' ),
				self::answer( 'mail', ' jo@example.com ', str_repeat( 'n', 100 ) ),
				self::answer( 'long', str_repeat( 'é', 400 ) ),
				self::answer( 'short', str_repeat( '語', 1000 ) ),
			)
		);
		$query = $full;
		unset( $query['nonce'] );
		$cases = array(
			array( self::make_case( 'full response', 'params', 'POST', $route, $full ), 7 ),
			array( self::make_case( 'full response', 'json', 'POST', $route, $full ), 7 ),
			array( self::make_case( 'full response, nonce in the query', 'json', 'POST', $route, $query, array( 'nonce' => $this->token( $this->survey_id ) ) ), 7 ),
			array( self::make_case( 'one answer', 'params', 'POST', $route, $one ), 1 ),
			array( self::make_case( 'one answer', 'json', 'POST', $route, $one ), 1 ),
			array( self::make_case( 'values at their limits', 'params', 'POST', $route, $edges ), 7 ),
			array( self::make_case( 'values at their limits', 'json', 'POST', $route, $edges ), 7 ),
		);
		foreach ( $cases as list( $case, $answer_rows ) ) {
			$before = $this->row_counts();
			$result = $this->run_case( $case );
			$after  = $this->row_counts();
			$label  = "seed {$this->seed}, {$case['name']}: " . self::shorten( $result['message'] );
			$this->assertSame( array(), $result['problems'], $label );
			$this->assertSame( 201, $result['status'], $label );
			$this->assertSame( array( $before[0] + 1, $before[1] + $answer_rows, $before[2] ), $after, $label );
		}

		$before = $this->row_counts();
		$result = $this->run_case( self::make_case( 'impression', 'params', 'POST', "/userfeedback/v1/surveys/{$this->survey_id}/impression", array( 'nonce' => $this->token( $this->survey_id ) ) ) );
		$this->assertSame( 200, $result['status'] );
		$this->assertSame( array( $before[0], $before[1], $before[2] + 1 ), $this->row_counts() );
	}

	/**
	 * Oddities the contract accepts and cleans rather than refuses: unsafe or undecodable page
	 * URLs are dropped (as for javascript: links), unknown keys ignored, and PHP cannot tell a JSON
	 * list from an object with numeric keys, so WordPress takes both as a list.
	 */
	public function test_tolerated_oddities_are_stored_sanitised(): void {
		$route   = "/userfeedback/v1/surveys/{$this->survey_id}/responses";
		$answers = array( self::answer( 'radio', 'No' ) );
		$cases   = array(
			'javascript: page url'        => array( $this->body( $answers, array( 'url' => 'javascript:alert(1)' ) ), '', 1 ),
			'data: page url'              => array( $this->body( $answers, array( 'url' => 'data:text/html,<script>alert(1)</script>' ) ), '', 1 ),
			'invalid UTF-8 page url'      => array( $this->body( $answers, array( 'url' => "https://example.com/\xC3(/" ) ), '', 1 ),
			'invalid UTF-8 page title'    => array( $this->body( $answers, array( 'title' => "Pricing \xFF" ) ), '', 1 ),
			'page_submitted as a list'    => array( $this->body( $answers, array( 'https://example.com/' ) ), '', 1 ),
			'page_submitted nested list'  => array( $this->body( $answers, self::nest( 100, array( 'url' => 'https://example.com/' ) ) ), '', 1 ),
			'page_submitted empty string' => array( $this->body( $answers, '' ), '', 1 ),
			'answers with numeric keys'   => array(
				$this->body(
					array(
						'1' => self::answer( 'star', 4 ),
						'3' => self::answer( 'nps', 9 ),
					)
				),
				'https://example.com/fuzz/',
				2,
			),
			'unknown keys at every level' => array(
				array_merge(
					$this->body(
						array( array_merge( self::answer( 'radio', 'No' ), array( 'score' => 99 ) ) ),
						array(
							'url'      => 'https://example.com/a/',
							'referrer' => array( 'x' ),
						)
					),
					array(
						'status'    => 'trash',
						'survey_id' => $this->other_id,
					)
				),
				'https://example.com/a/',
				1,
			),
		);
		global $wpdb;
		$responses = userfeedback()->tables()->responses();
		foreach ( $cases as $name => list( $body, $url, $answer_rows ) ) {
			foreach ( array( 'params', 'json' ) as $via ) {
				if ( 'json' === $via && false === self::json( $body ) ) {
					continue;
				}
				$before = $this->row_counts();
				$result = $this->run_case( self::make_case( $name, $via, 'POST', $route, $body ) );
				$label  = "seed {$this->seed}, {$name} [{$via}]: " . self::shorten( $result['message'] );
				$this->assertSame( array(), $result['problems'], $label );
				$this->assertSame( 201, $result['status'], $label );
				$this->assertSame( array( $before[0] + 1, $before[1] + $answer_rows, $before[2] ), $this->row_counts(), $label );
				$row = $wpdb->get_row( $wpdb->prepare( "SELECT survey_id, status, page_url FROM `{$responses}` WHERE id = %d", $result['id'] ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
				$this->assertSame(
					array(
						'survey_id' => (string) $this->survey_id,
						'status'    => 'publish',
						'page_url'  => $url,
					),
					$row,
					$label
				);
			}
		}
	}

	/**
	 * Every malformed case, in a fixed order: systematic ones first, then the seeded random ones.
	 *
	 * @param int $seed Seed of the random part.
	 * @return array<int, array{name: string, via: string, method: string, route: string, body: mixed, query: array<string, mixed>}>
	 */
	private function malformed_cases( int $seed ): array {
		mt_srand( $seed );
		try {
			$route    = "/userfeedback/v1/surveys/{$this->survey_id}/responses";
			$payloads = array_merge(
				$this->top_level_payloads(),
				$this->question_id_payloads(),
				$this->value_payloads(),
				$this->page_and_honeypot_payloads(),
				$this->token_payloads(),
				$this->mixed_payloads(),
				$this->junk_payloads()
			);
			$cases    = array();
			foreach ( $payloads as $name => $body ) {
				$cases[] = self::make_case( $name, 'params', 'POST', $route, $body );
				if ( false !== self::json( $body ) ) {
					$cases[] = self::make_case( $name, 'json', 'POST', $route, $body );
				}
			}
			return array_merge( $cases, $this->raw_json_cases( $route ), $this->route_cases() );
		} finally {
			mt_srand();
		}
	}

	/**
	 * The body as a whole, and `answers` of the wrong shape.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function top_level_payloads(): array {
		$token    = $this->token( $this->survey_id );
		$valid    = $this->body( self::valid_answers() );
		$payloads = array(
			'body: empty'               => array(),
			'body: only the nonce'      => array( 'nonce' => $token ),
			'body: only answers'        => array( 'answers' => self::valid_answers() ),
			'body: answers null'        => array(
				'answers' => null,
				'nonce'   => $token,
			),
			'body: nonce null'          => array_merge( $valid, array( 'nonce' => null ) ),
			'body: every field unknown' => array(
				'answer'  => self::valid_answers(),
				'token'   => $token,
				'uf_hp_x' => '',
			),
		);
		$shapes   = array(
			'string'                   => 'answers',
			'empty string'             => '',
			'comma list'               => 'star,4',
			'zero'                     => 0,
			'number'                   => 42,
			'negative'                 => -1,
			'float'                    => 3.14,
			'true'                     => true,
			'false'                    => false,
			'object of one answer'     => self::answer( 'star', 4 ),
			'object keyed by question' => array(
				'star' => 4,
				'nps'  => 9,
			),
			'list of strings'          => array( 'star', 'nps' ),
			'list of numbers'          => array( 1, 2, 3 ),
			'list of nulls'            => array( null, null ),
			'list of booleans'         => array( true, false ),
			'list of empty lists'      => array( array(), array() ),
			'list of pairs'            => array( array( 'star', 4 ), array( 'nps', 9 ) ),
			'list of lists of answers' => array( self::valid_answers() ),
			'empty list'               => array(),
			'all skipped'              => array(
				self::answer( 'star', null ),
				self::answer( 'short', '' ),
				self::answer( 'check', array() ),
			),
			'51 answers'               => array_fill( 0, 51, self::answer( 'radio', 'Yes' ) ),
			'8 distinct-looking'       => array_merge( self::valid_answers(), array( self::answer( 'radio', 'Yes' ) ) ),
			'nested 100 deep'          => self::nest( 100, self::answer( 'star', 4 ) ),
			'nested 150 deep'          => self::nest( 150, 'x' ),
			'nested 600 deep'          => self::nest( 600, array() ),
		);
		foreach ( $shapes as $label => $answers ) {
			$payloads[ "answers: {$label}" ] = $this->body( $answers );
		}
		return $payloads;
	}

	/**
	 * Every way to name a question wrongly.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function question_id_payloads(): array {
		$payloads = array( 'question_id: missing' => $this->body( array( array( 'value' => 'Yes' ) ) ) );
		$ids      = array(
			'null'             => null,
			'empty'            => '',
			'false'            => false,
			'true'             => true,
			'zero'             => 0,
			'int'              => 7,
			'negative'         => -1,
			'float'            => 1.5,
			'int max'          => PHP_INT_MAX,
			'huge number text' => '99999999999999999999999999',
			'infinity'         => INF,
			'list'             => array( 'radio' ),
			'object'           => array( 'id' => 'radio' ),
			'nested 120 deep'  => self::nest( 120, 'radio' ),
			'unknown'          => 'nope',
			'wrong case'       => 'RADIO',
			'leading space'    => ' radio',
			'trailing space'   => 'radio ',
			'trailing newline' => "radio\n",
			'NUL inside'       => "ra\0dio",
			'NUL after'        => "radio\0",
			'invalid UTF-8'    => "radio\xC3",
			'path'             => '../radio',
			'markup'           => '<script>radio</script>',
			'10k string'       => str_repeat( 'r', 10000 ),
			'1MB string'       => self::megabyte(),
			'only NUL'         => "\0",
		);
		foreach ( $ids as $label => $id ) {
			$payloads[ "question_id: {$label}" ] = $this->body(
				array(
					array(
						'question_id' => $id,
						'value'       => 'Yes',
					),
				)
			);
		}
		$payloads['question_id: answered twice']       = $this->body( array( self::answer( 'radio', 'Yes' ), self::answer( 'radio', 'No' ) ) );
		$payloads['question_id: twice, once as int']   = $this->body(
			array(
				self::answer( 'star', 4 ),
				array(
					'question_id' => 'star',
					'value'       => 5,
				),
			)
		);
		$payloads['question_id: answer not an object'] = $this->body( array( 'radio' ) );
		$payloads['question_id: answer is a list']     = $this->body( array( array( 'radio', 'Yes' ) ) );
		return $payloads;
	}

	/**
	 * A wrong value (or extra) for each question type, alone in the response.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function value_payloads(): array {
		$payloads = array();
		foreach ( self::bad_answers() as $question_id => $answers ) {
			foreach ( $answers as $label => $answer ) {
				$payloads[ "value {$question_id}: {$label}" ] = $this->body( array( $answer ) );
			}
		}
		return $payloads;
	}

	/**
	 * Bad page details and a filled honeypot, each with otherwise valid answers.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function page_and_honeypot_payloads(): array {
		$answers  = self::valid_answers();
		$payloads = array();
		$pages    = array(
			'string'                         => 'https://example.com/',
			'number'                         => 5,
			'true'                           => true,
			'url as list'                    => array( 'url' => array( 'https://example.com/' ) ),
			'url as number'                  => array( 'url' => 5 ),
			'url null'                       => array( 'url' => null ),
			'url over 2048'                  => array( 'url' => 'https://example.com/' . str_repeat( 'a', 2040 ) ),
			'link over 2048'                 => array( 'link' => 'https://example.com/' . str_repeat( 'a', 10000 ) ),
			'url 1MB'                        => array( 'url' => self::megabyte() ),
			'title as object'                => array( 'title' => array( 'text' => 'Home' ) ),
			'title over 1000'                => array( 'title' => str_repeat( 't', 1001 ) ),
			'title 1MB'                      => array( 'title' => self::megabyte() ),
			'javascript url, bad answer too' => array( 'url' => 'javascript:alert(1)' ),
		);
		foreach ( $pages as $label => $page ) {
			$with                                   = 'javascript url, bad answer too' === $label ? array( self::answer( 'star', 6 ) ) : $answers;
			$payloads[ "page_submitted: {$label}" ] = $this->body( $with, $page );
		}
		$honeypots = array(
			'text'       => 'http://spam.example',
			'space'      => ' ',
			'zero'       => '0',
			'NUL'        => "\0",
			'over 1000'  => str_repeat( 'h', 1001 ),
			'list'       => array( 'x' ),
			'number'     => 1,
			'true'       => true,
			'deep array' => self::nest( 100, 'x' ),
		);
		foreach ( $honeypots as $label => $honeypot ) {
			$payloads[ "uf_hp: {$label}" ] = array_merge( $this->body( $answers ), array( 'uf_hp' => $honeypot ) );
		}
		return $payloads;
	}

	/**
	 * Missing, forged, stale, foreign and oversized tokens, with otherwise valid answers.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function token_payloads(): array {
		$token    = $this->token( $this->survey_id );
		$day      = intdiv( time(), DAY_IN_SECONDS );
		$forged   = $day . '.' . self::random_hex( 64 );
		$tokens   = array(
			'empty'                => '',
			'word'                 => 'x',
			'forged'               => $forged,
			'forged, zero mac'     => $day . '.' . str_repeat( '0', 64 ),
			'other survey'         => $this->token( $this->other_id ),
			'draft survey'         => $this->token( $this->draft_id ),
			'73 hours old'         => $this->token( $this->survey_id, -73 * HOUR_IN_SECONDS ),
			'tomorrow'             => $this->token( $this->survey_id, DAY_IN_SECONDS ),
			'day 0'                => '0.' . substr( $token, strpos( $token, '.' ) + 1 ),
			'upper-case mac'       => strtoupper( $token ),
			'trailing newline'     => $token . "\n",
			'trailing NUL'         => $token . "\0",
			'leading space'        => ' ' . $token,
			'mac cut short'        => substr( $token, 0, -1 ),
			'81 characters'        => str_repeat( '1', 81 ),
			'10k'                  => str_repeat( $token, 150 ),
			'invalid UTF-8'        => substr( $token, 0, -1 ) . "\xFF",
			'list'                 => array( $token ),
			'object'               => array( 'nonce' => $token ),
			'number'               => 12345,
			'float'                => 1.5,
			'true'                 => true,
			'valid, extra day num' => '1' . $token,
		);
		$payloads = array();
		foreach ( $tokens as $label => $nonce ) {
			$payloads[ "nonce: {$label}" ] = array_merge( $this->body( self::valid_answers() ), array( 'nonce' => $nonce ) );
		}
		return $payloads;
	}

	/**
	 * Valid responses in a shuffled order with one answer replaced by a bad one (seeded): the
	 * whole response must be refused, the good answers included.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function mixed_payloads(): array {
		$bad      = self::bad_answers();
		$payloads = array();
		for ( $i = 0; $i < self::MIXED_CASES; $i++ ) {
			$answers  = self::shuffled( self::valid_answers() );
			$position = mt_rand( 0, count( $answers ) - 1 );
			$question = (string) $answers[ $position ]['question_id'];
			$labels   = array_keys( $bad[ $question ] );
			$label    = $labels[ mt_rand( 0, count( $labels ) - 1 ) ];

			$answers[ $position ] = $bad[ $question ][ $label ];
			$payloads[ "mixed #{$i}: {$question} {$label} at {$position}" ] = $this->body( $answers );
		}
		return $payloads;
	}

	/**
	 * Random junk (seeded) where an answer, its question id or its value belongs; the junk is built
	 * so that it can never be valid where it is put.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function junk_payloads(): array {
		$questions = array_column( self::questions(), 'type', 'id' );
		$ids       = array_keys( $questions );
		$payloads  = array();
		for ( $i = 0; $i < self::JUNK_CASES; $i++ ) {
			$answers = self::shuffled( self::valid_answers() );
			$slot    = mt_rand( 0, count( $answers ) - 1 );
			$where   = mt_rand( 0, 3 );
			if ( 0 === $where ) {
				$answers = self::junk( true, 3 );
				$what    = 'answers';
			} elseif ( 1 === $where ) {
				$answers[ $slot ] = self::junk( true, 3 );
				$what             = "answer {$slot}";
			} elseif ( 2 === $where ) {
				$answers[ $slot ]['question_id'] = self::junk( true, 3 );
				$what                            = "question_id {$slot}";
			} else {
				$question  = $ids[ mt_rand( 0, count( $ids ) - 1 ) ];
				$answers   = array_values( array_filter( $answers, static fn( array $answer ): bool => $answer['question_id'] !== $question ) );
				$answers[] = array(
					'question_id' => $question,
					'value'       => self::junk( ! in_array( $questions[ $question ], array( 'text', 'long-text' ), true ), 3 ),
				);
				$what      = "value of {$question}";
			}
			$payloads[ "junk #{$i}: {$what}" ] = $this->body( $answers );
		}
		return $payloads;
	}

	/**
	 * JSON bodies that are not JSON, not UTF-8, too deep, or not an object.
	 *
	 * @param string $route The responses route.
	 * @return array<int, array{name: string, via: string, method: string, route: string, body: mixed, query: array<string, mixed>}>
	 */
	private function raw_json_cases( string $route ): array {
		$token  = $this->token( $this->survey_id );
		$nonce  = '"nonce":' . wp_json_encode( $token );
		$answer = static fn( string $id, string $raw_value ): string => '{"answers":[{"question_id":"' . $id . '","value":' . $raw_value . '}],' . $nonce . '}';
		$bodies = array(
			'truncated object'         => '{"answers":[',
			'only a brace'             => '{',
			'only a bracket'           => '[',
			'bare word'                => 'nul',
			'single quotes'            => "{'answers':[],'nonce':'x'}",
			'trailing comma'           => '{"answers":[{"question_id":"radio","value":"Yes"},],' . $nonce . '}',
			'byte order mark'          => "\xEF\xBB\xBF" . $answer( 'radio', '"Yes"' ),
			'invalid UTF-8 in text'    => $answer( 'short', "\"ok \xC3\x28 then\"" ),
			'invalid UTF-8 in id'      => $answer( "rad\xFFio", '"Yes"' ),
			'overlong UTF-8 slash'     => $answer( 'short', "\"\xC0\xAF\"" ),
			'lone surrogate escape'    => $answer( 'short', '"\\ud800"' ),
			'escaped NUL only'         => $answer( 'short', '"\\u0000"' ),
			'escaped NUL in radio'     => $answer( 'radio', '"Yes\\u0000"' ),
			'number too big for float' => $answer( 'star', '1e400' ),
			'negative zero'            => $answer( 'star', '-0' ),
			'exponent four'            => $answer( 'star', '4e0' ),
			'600 deep'                 => '{"answers":' . str_repeat( '[', 600 ) . str_repeat( ']', 600 ) . ',' . $nonce . '}',
			'answers twice, last bad'  => '{"answers":[{"question_id":"radio","value":"Yes"}],"answers":"x",' . $nonce . '}',
			'JSON null'                => 'null',
			'JSON string'              => '"answers"',
			'JSON number'              => '42',
			'JSON true'                => 'true',
			'JSON list'                => '[' . $answer( 'radio', '"Yes"' ) . ']',
			'whitespace only'          => " \n\t ",
		);
		$cases  = array();
		foreach ( $bodies as $label => $raw ) {
			$cases[] = self::make_case( "raw JSON: {$label}", 'raw', 'POST', $route, $raw );
		}
		$fields = $this->body( self::valid_answers() );
		foreach ( array( '"x"', '42', 'true', '1.5' ) as $scalar ) {
			$cases[] = self::make_case( "raw JSON: body {$scalar}, the fields in the query", 'raw', 'POST', $route, $scalar, $fields );
		}
		$cases[] = self::make_case( 'raw JSON: impression, body "x", the nonce in the query', 'raw', 'POST', "/userfeedback/v1/surveys/{$this->survey_id}/impression", '"x"', array( 'nonce' => $this->token( $this->survey_id ) ) );
		$cases[] = self::make_case( 'raw JSON: valid body sent as text/plain', 'text', 'POST', $route, self::json( $this->body( self::valid_answers() ) ) );
		return $cases;
	}

	/**
	 * Wrong routes, methods and surveys; and the impression route with bad tokens.
	 *
	 * @return array<int, array{name: string, via: string, method: string, route: string, body: mixed, query: array<string, mixed>}>
	 */
	private function route_cases(): array {
		$route = "/userfeedback/v1/surveys/{$this->survey_id}/responses";
		$body  = $this->body( self::valid_answers() );
		$cases = array(
			self::make_case( 'route: survey 0', 'json', 'POST', '/userfeedback/v1/surveys/0/responses', $body ),
			self::make_case( 'route: unknown survey', 'json', 'POST', '/userfeedback/v1/surveys/999999999/responses', $body ),
			self::make_case( 'route: survey id overflow', 'json', 'POST', '/userfeedback/v1/surveys/99999999999999999999999/responses', $body ),
			self::make_case( 'route: negative survey', 'json', 'POST', '/userfeedback/v1/surveys/-1/responses', $body ),
			self::make_case( 'route: survey id not a number', 'json', 'POST', '/userfeedback/v1/surveys/abc/responses', $body ),
			self::make_case( 'route: draft survey, its own token', 'json', 'POST', "/userfeedback/v1/surveys/{$this->draft_id}/responses", array_merge( $body, array( 'nonce' => $this->token( $this->draft_id ) ) ) ),
			self::make_case( 'route: other survey with this token', 'json', 'POST', "/userfeedback/v1/surveys/{$this->other_id}/responses", $this->body( array( self::answer( 'radio', 'Yes' ) ) ) ),
			// Body fields come before URL fields in WordPress, so a body id names the survey.
			self::make_case( 'route: body id of an unknown survey', 'json', 'POST', $route, array_merge( $body, array( 'id' => 999999999 ) ) ),
			self::make_case( 'route: body id of another survey', 'json', 'POST', $route, array_merge( $body, array( 'id' => $this->other_id ) ) ),
			self::make_case( 'route: body id not a number', 'json', 'POST', $route, array_merge( $body, array( 'id' => 'abc' ) ) ),
			self::make_case( 'route: body id as a list', 'json', 'POST', $route, array_merge( $body, array( 'id' => array( $this->survey_id ) ) ) ),
		);
		foreach ( array( 'GET', 'PUT', 'PATCH', 'DELETE' ) as $method ) {
			$cases[] = self::make_case( "route: {$method} responses", 'json', $method, "/userfeedback/v1/surveys/{$this->survey_id}/responses", $body );
		}
		$impression = "/userfeedback/v1/surveys/{$this->survey_id}/impression";
		$nonces     = array(
			'missing'      => null,
			'empty'        => '',
			'forged'       => intdiv( time(), DAY_IN_SECONDS ) . '.' . self::random_hex( 64 ),
			'other survey' => $this->token( $this->other_id ),
			'stale'        => $this->token( $this->survey_id, -73 * HOUR_IN_SECONDS ),
			'81 chars'     => str_repeat( '9', 81 ),
			'list'         => array( $this->token( $this->survey_id ) ),
			'number'       => 7,
		);
		foreach ( $nonces as $label => $nonce ) {
			$params  = null === $nonce ? array() : array( 'nonce' => $nonce );
			$cases[] = self::make_case( "impression: nonce {$label}", 'params', 'POST', $impression, $params );
			$cases[] = self::make_case( "impression: nonce {$label}", 'json', 'POST', $impression, $params );
		}
		$cases[] = self::make_case( 'impression: draft survey', 'params', 'POST', "/userfeedback/v1/surveys/{$this->draft_id}/impression", array( 'nonce' => $this->token( $this->draft_id ) ) );
		$cases[] = self::make_case( 'impression: GET', 'params', 'GET', $impression, array( 'nonce' => $this->token( $this->survey_id ) ) );
		return $cases;
	}

	/**
	 * Wrong answers per question, each for its own question (extra too, where it is read).
	 *
	 * @return array<string, array<string, array<string, mixed>>>
	 */
	private static function bad_answers(): array {
		$values = array(
			'star'  => array( 0, 6, -1, 2.5, 4.0, '3abc', '2.5', '6', '0', '-1', ' 3', '3 ', "3\n", '+3', '0x3', '1e0', '٣', '３', 'five', true, false, PHP_INT_MAX, array( 4 ), array( 'v' => 4 ), self::nest( 100, 4 ) ), // phpcs:ignore PHPCompatibility.Miscellaneous.ValidIntegers.HexNumericStringFound -- a hex string is the bad input.
			'nps'   => array( 0, 11, 100, -5, 10.5, '11', '0', '010', 'ten', true, array( 9 ), "9\n" ),
			'radio' => array( 'Maybe', 'yes', 'Yes ', "Yes\0", "Ye\xC3s", 'Yes,No', 1, true, array( 'Yes' ), array( 'x' => 'Yes' ), str_repeat( 'Y', 10000 ), self::nest( 100, 'Yes' ) ),
			'check' => array( array( 'D' ), array( 'A', 'A' ), array( 'A', 'Z' ), array( 'a' ), array( 1 ), array( true ), array( null, 'A' ), array( array( 'A' ) ), array( 'A', array( 'B' ) ), array( array(), array() ), array( 'x' => 'A' ), 'A,B', 'D', 5, true, array_fill( 0, 50, 'A' ), array( self::megabyte() ), array( "A\0" ), self::nest( 100, 'A' ) ),
			'mail'  => array( 'not-mail', 'a@', '@b.co', 'a b@example.com', "jo\0@example.com", "j\xF0@example.com", str_repeat( 'a', 250 ) . '@example.com', 12, true, array( 'a@b.co' ) ),
			'long'  => array( str_repeat( 'l', 401 ), str_repeat( 'é', 401 ), str_repeat( 'l', 10000 ), self::megabyte(), 42, 1.5, true, array( 'text' ), self::nest( 100, 'text' ), "bad \xC3\x28 bytes" ),
			'short' => array( str_repeat( 's', 1001 ), str_repeat( 's', 10000 ), self::megabyte(), 7, false, array( 'a' => 'b' ), self::nest( 150, 's' ), "\xFF\xFE", "ok \xE2\x82 cut" ),
		);
		$bad    = array();
		foreach ( $values as $question_id => $list ) {
			foreach ( $list as $i => $value ) {
				$bad[ $question_id ][ "#{$i} " . self::describe( $value ) ] = self::answer( $question_id, $value );
			}
		}
		$extras = array(
			'star' => array( str_repeat( 'c', 1001 ), array( 'x' ), 5, true, "bad \xC3\x28", self::nest( 100, 'x' ) ),
			'mail' => array( str_repeat( 'n', 101 ), array( 'Jo' ), 5, false, "J\xF0" ),
		);
		foreach ( $extras as $question_id => $list ) {
			$value = 'star' === $question_id ? 4 : 'jo@example.com';
			foreach ( $list as $i => $extra ) {
				$bad[ $question_id ][ "extra #{$i} " . self::describe( $extra ) ] = self::answer( $question_id, $value, $extra );
			}
		}
		return $bad;
	}

	/**
	 * Random junk that is never a valid answer, question id or value.
	 *
	 * @param bool $strings Whether junk strings may be produced (not where any text is valid).
	 * @param int  $depth   How deep lists may nest.
	 * @return mixed
	 */
	private static function junk( bool $strings, int $depth ) {
		$kind = mt_rand( 0, $strings ? 4 : 3 );
		if ( 3 === $kind && $depth <= 0 ) {
			$kind = 0;
		}
		switch ( $kind ) {
			case 0:
				return 1 === mt_rand( 0, 1 );
			case 1:
				// Never 1 to 10: outside every rating and score.
				return 0 === mt_rand( 0, 1 ) ? mt_rand( 11, PHP_INT_MAX ) : -mt_rand( 0, PHP_INT_MAX );
			case 2:
				return mt_rand( 0, 1000000 ) + 0.25;
			case 3:
				$list  = array();
				$count = mt_rand( 1, 4 );
				for ( $i = 0; $i < $count; $i++ ) {
					$list[] = self::junk( $strings, $depth - 1 );
				}
				return $list;
			default:
				// '#' never starts an option or a question id, and without '@' it is no e-mail address.
				$text   = '#';
				$length = mt_rand( 0, 40 );
				for ( $i = 0; $i < $length; $i++ ) {
					$byte  = chr( mt_rand( 0, 255 ) );
					$text .= '@' === $byte ? '#' : $byte;
				}
				return $text;
		}
	}

	/**
	 * The list in a seeded random order (Fisher-Yates on mt_rand, so the seed fixes it).
	 *
	 * @param array<int, array<string, mixed>> $list A list.
	 * @return array<int, array<string, mixed>>
	 */
	private static function shuffled( array $list ): array {
		for ( $i = count( $list ) - 1; $i > 0; $i-- ) {
			$j          = mt_rand( 0, $i );
			$swap       = $list[ $i ];
			$list[ $i ] = $list[ $j ];
			$list[ $j ] = $swap;
		}
		return $list;
	}

	/**
	 * Seeded hex digits.
	 *
	 * @param int $length How many.
	 * @return string
	 */
	private static function random_hex( int $length ): string {
		$hex = '';
		for ( $i = 0; $i < $length; $i++ ) {
			$hex .= dechex( mt_rand( 0, 15 ) );
		}
		return $hex;
	}

	/**
	 * Dispatches one case through the REST server from its own client address, catching PHP
	 * errors, exceptions and output.
	 *
	 * @param array{name: string, via: string, method: string, route: string, body: mixed, query: array<string, mixed>} $request_case The case.
	 * @return array{status: int, code: string, message: string, id: int, problems: string[]}
	 */
	private function run_case( array $request_case ): array {
		++$this->clients;
		$_SERVER['REMOTE_ADDR'] = sprintf( '198.18.%d.%d', intdiv( $this->clients, 250 ) % 256, $this->clients % 250 + 1 );

		$request = new \WP_REST_Request( $request_case['method'], $request_case['route'] );
		$request->set_query_params( $request_case['query'] );
		$body = $request_case['body'];
		if ( 'params' === $request_case['via'] ) {
			if ( 'GET' === $request_case['method'] ) {
				$request->set_query_params( array_merge( (array) $body, $request_case['query'] ) );
			} else {
				$request->set_body_params( (array) $body );
			}
		} else {
			$request->set_header( 'Content-Type', 'text' === $request_case['via'] ? 'text/plain' : 'application/json' );
			$request->set_body( is_string( $body ) && 'json' !== $request_case['via'] ? $body : (string) self::json( $body ) );
		}

		$problems = array();
		$status   = 0;
		$data     = null;
		// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- collects warnings and notices raised while the case runs.
		set_error_handler(
			static function ( int $number, string $message, string $file, int $line ) use ( &$problems ): bool {
				// Silenced with @: PHP 8 then leaves only the fatal levels on. PHPUnit runs tests with
				// warnings and notices off in error_reporting, so that alone cannot be the test.
				$level = error_reporting(); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.prevent_path_disclosure_error_reporting, WordPress.PHP.DiscouragedPHPFunctions.runtime_configuration_error_reporting -- only read.
				if ( 0 === ( $level & ~self::FATAL_LEVELS ) ) {
					return false;
				}
				$problems[] = "PHP error {$number}: {$message} at {$file}:{$line}";
				return true;
			}
		);
		ob_start();
		try {
			$response = rest_do_request( $request );
			$status   = $response->get_status();
			$data     = $response->get_data();
		} catch ( \Throwable $e ) {
			$problems[] = get_class( $e ) . ': ' . $e->getMessage() . ' at ' . $e->getFile() . ':' . $e->getLine();
		} finally {
			$output = (string) ob_get_clean();
			restore_error_handler();
		}
		if ( '' !== $output ) {
			$problems[] = 'printed ' . self::shorten( $output );
		}
		return array(
			'status'   => $status,
			'code'     => is_array( $data ) && is_scalar( $data['code'] ?? null ) ? (string) $data['code'] : '',
			'message'  => is_array( $data ) && is_scalar( $data['message'] ?? null ) ? (string) $data['message'] : '',
			'id'       => is_array( $data ) && is_int( $data['id'] ?? null ) ? $data['id'] : 0,
			'problems' => $problems,
		);
	}

	/**
	 * Rows in the responses and answers tables and the impression total: every row, not just this
	 * survey's, so a write anywhere shows.
	 *
	 * @return array{0: int, 1: int, 2: int}
	 */
	private function row_counts(): array {
		global $wpdb;
		$tables = userfeedback()->tables();
		$row    = $wpdb->get_row( "SELECT (SELECT COUNT(*) FROM `{$tables->responses()}`), (SELECT COUNT(*) FROM `{$tables->answers()}`), (SELECT COALESCE(SUM(count), 0) FROM `{$tables->impressions()}`)", ARRAY_N ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertIsArray( $row );
		return array( (int) $row[0], (int) $row[1], (int) $row[2] );
	}

	/**
	 * A case.
	 *
	 * @param string               $name   What it is.
	 * @param string               $via    'params' (body parameters), 'json' (encoded body), 'raw' (JSON content type, body as given) or 'text' (text/plain body).
	 * @param string               $method HTTP method.
	 * @param string               $route  REST route.
	 * @param mixed                $body   The body.
	 * @param array<string, mixed> $query  Query parameters.
	 * @return array{name: string, via: string, method: string, route: string, body: mixed, query: array<string, mixed>}
	 */
	private static function make_case( string $name, string $via, string $method, string $route, $body, array $query = array() ): array {
		return array(
			'name'   => "{$name} [{$via}]",
			'via'    => $via,
			'method' => $method,
			'route'  => $route,
			'body'   => $body,
			'query'  => $query,
		);
	}

	/**
	 * A request body for the survey with a fresh token.
	 *
	 * @param mixed $answers The answers.
	 * @param mixed $page    The page_submitted value.
	 * @return array<string, mixed>
	 */
	private function body( $answers, $page = null ): array {
		return array(
			'answers'        => $answers,
			'nonce'          => $this->token( $this->survey_id ),
			'page_submitted' => $page ?? array(
				'url'   => 'https://example.com/fuzz/',
				'title' => 'Fuzz',
			),
		);
	}

	/**
	 * One answer.
	 *
	 * @param string $question_id Question id.
	 * @param mixed  $value       Value.
	 * @param mixed  $extra       Extra (left out when null).
	 * @return array<string, mixed>
	 */
	private static function answer( string $question_id, $value, $extra = null ): array {
		$answer = array(
			'question_id' => $question_id,
			'value'       => $value,
		);
		if ( null !== $extra ) {
			$answer['extra'] = $extra;
		}
		return $answer;
	}

	/**
	 * One valid answer per question (the last one skipped): 7 answer rows.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function valid_answers(): array {
		return array(
			self::answer( 'star', 4, 'Nice' ),
			self::answer( 'nps', '9' ),
			self::answer( 'radio', 'No' ),
			self::answer( 'check', array( 'A', 'C' ) ),
			self::answer( 'mail', 'jo@example.com', 'Jo' ),
			self::answer( 'long', 'Because.' ),
			self::answer( 'short', null ),
		);
	}

	/**
	 * One question of each type; comment box on the rating, name on the e-mail.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function questions(): array {
		return self::every_question_type();
	}

	/**
	 * Creates a survey through the admin route.
	 *
	 * @param string                           $status    publish or draft.
	 * @param array<int, array<string, mixed>> $questions Questions.
	 * @return int
	 */
	private function create_survey( string $status, array $questions ): int {
		$response = $this->rest(
			'POST',
			'/userfeedback/v1/surveys',
			array(
				'id'        => null,
				'title'     => "Fuzz {$status}",
				'status'    => $status,
				'questions' => $questions,
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * A token for a survey, issued now or at another time.
	 *
	 * @param int $survey_id Survey id.
	 * @param int $offset    Seconds from now.
	 * @return string
	 */
	private function token( int $survey_id, int $offset = 0 ): string {
		return ( new SubmissionToken( wp_salt( 'nonce' ), static fn(): int => time() + $offset ) )->issue( $survey_id );
	}

	/**
	 * A value wrapped in $depth single-item lists.
	 *
	 * @param int   $depth How deep.
	 * @param mixed $leaf  The innermost value.
	 * @return array<int, mixed>
	 */
	private static function nest( int $depth, $leaf ): array {
		$value = array( $leaf );
		for ( $i = 1; $i < $depth; $i++ ) {
			$value = array( $value );
		}
		return $value;
	}

	/**
	 * One mebibyte of text (one shared string).
	 *
	 * @return string
	 */
	private static function megabyte(): string {
		static $text = null;
		$text      ??= str_repeat( 'm', 1 << 20 );
		return $text;
	}

	/**
	 * JSON text, or false when the value has no JSON form (invalid UTF-8, INF); deep enough for
	 * the deepest case.
	 *
	 * @param mixed $value Any value.
	 * @return string|false
	 */
	private static function json( $value ) {
		return json_encode( $value, JSON_PRESERVE_ZERO_FRACTION | JSON_UNESCAPED_SLASHES, 4096 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- wp_json_encode would retry with sanitised UTF-8; the raw result is wanted.
	}

	/**
	 * A short label for a value.
	 *
	 * @param mixed $value Any value.
	 * @return string
	 */
	private static function describe( $value ): string {
		if ( is_array( $value ) ) {
			return 'array(' . count( $value ) . ')';
		}
		if ( is_string( $value ) ) {
			return strlen( $value ) > 24 ? 'string(' . strlen( $value ) . ')' : '"' . addcslashes( $value, "\0..\37\177..\377" ) . '"';
		}
		return (string) wp_json_encode( $value, JSON_PRESERVE_ZERO_FRACTION );
	}

	/**
	 * Text cut to a readable length.
	 *
	 * @param string $text Any text.
	 * @return string
	 */
	private static function shorten( string $text ): string {
		$text = addcslashes( $text, "\0..\37\177..\377" );
		return strlen( $text ) > 160 ? substr( $text, 0, 160 ) . '…' : $text;
	}
}
