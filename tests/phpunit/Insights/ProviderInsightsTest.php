<?php
/**
 * The insights through the owner's provider, against a real local replay server.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Ai\Settings\AiSettingsStore;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Insights\Analyzers;
use UserFeedback\Insights\InsightsCron;
use UserFeedback\Insights\InsightsProcessor;
use UserFeedback\Insights\InsightStore;
use UserFeedback\Insights\OnSite\OnSiteInsights;
use UserFeedback\Insights\ProcessorState;
use UserFeedback\Insights\Provider\ProviderBackoff;
use UserFeedback\Insights\Provider\ProviderInsights;
use UserFeedback\Insights\ThemeStore;
use UserFeedback\Insights\ThemesRevision;
use UserFeedback\Surveys\SurveyRepository;

// Tests read the plugin's own tables directly.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared

/**
 * Which analyzer is in force, batching, the strict reading of replies, failures and the wait
 * after them, what leaves the site, any language, and the evaluation sets end to end.
 */
final class ProviderInsightsTest extends ProviderTestCase {

	public function test_the_provider_reads_the_answers_once_one_is_set_up_and_on_site_stays_the_default(): void {
		$this->assertInstanceOf( ProviderInsights::class, Analyzers::current() );
		foreach ( array( 'en_US', 'de_DE', 'ja', 'pl_PL', 'ar', 'xx_YY' ) as $locale ) {
			$this->assertTrue( Analyzers::current()->supports( $locale ), "{$locale}: a model reads any language" );
		}
		( new AiSettingsStore() )->update( array( 'provider' => 'onsite' ) );
		$this->assertInstanceOf( OnSiteInsights::class, Analyzers::current(), 'the summary on-site: the insights too' );
		$this->assertFalse( Analyzers::current()->supports( 'ja' ) );
		delete_option( AiSettingsStore::OPTION );
		$this->assertInstanceOf( OnSiteInsights::class, Analyzers::current(), 'nothing configured: on-site' );
	}

	public function test_a_chunk_of_answers_is_one_request_and_the_readings_are_the_models(): void {
		$survey = $this->create_survey( self::questions() );
		$themes = new ThemeStore( $GLOBALS['wpdb'], userfeedback()->tables() );
		$theme  = $themes->create( $survey, 'Delivery times and parcels', array( 'delivery' ), ThemeStore::ORIGIN_OWNER );
		$texts  = array_slice( array_keys( self::recording( 'en' )['answers'] ), 0, 25 );
		$ids    = array();
		foreach ( $texts as $index => $text ) {
			// A rating without a comment beside each text: rows without words are read past.
			$ids[] = $this->add_response( $survey, time() - 1000 + $index, array( array( 'why', $text ), array( 'score', 9 ) ) );
		}

		$this->process_with_site();

		$requests = $this->requests();
		$this->assertLessThanOrEqual( 3, count( $requests ), 'about one request per 20 answers' );
		$sent = array();
		foreach ( $requests as $request ) {
			$lines = self::answer_lines( $request );
			$this->assertLessThanOrEqual( ProviderInsights::BATCH, count( $lines ) );
			$sent = array_merge( $sent, $lines );
			$this->assertSame( 'Bearer sk-test-key', $request['authorization'] );
			$this->assertSame( 'test-model', $request['body']['model'] );
			$this->assertSame( array( 'type' => 'json_object' ), $request['body']['response_format'] );
			$this->assertSame( 0, $request['body']['temperature'] );
			$this->assertStringContainsString( '- Delivery times and parcels (for example: delivery)', $request['user'] );
		}
		$this->assertSame( $texts, $sent, 'each answer sent once, in order' );

		$recorded = self::recording( 'en' )['answers'];
		$readings = $this->readings( $survey );
		$this->assertCount( 25, $readings );
		$delivery = array();
		foreach ( $texts as $index => $text ) {
			$expected = array(
				'positive' => 1,
				'neutral'  => 0,
				'negative' => -1,
			)[ $recorded[ $text ]['sentiment'] ];
			$this->assertSame( $expected, $readings[ "{$ids[$index]}:why:answer" ], $text );
			if ( in_array( 'Delivery times and parcels', $recorded[ $text ]['themes'], true ) ) {
				$delivery[ "{$ids[$index]}:why:answer" ] = InsightStore::ORIGIN_AUTO;
			}
		}
		$this->assertNotEmpty( $delivery );
		$this->assertSame( $delivery, $this->theme_rows( $theme ), 'the model\'s themes, by the labels sent' );
		$this->assertFalse( $this->site_processor()->step( 60.0 ) );
		$this->assertCount( count( $requests ), $this->requests(), 'nothing sent twice' );
	}

	public function test_a_reply_that_does_not_hold_for_an_answer_leaves_it_unread_until_a_later_chunk_reads_it(): void {
		$survey = $this->create_survey( self::questions() );
		$texts  = array_slice( array_keys( self::recording( 'en' )['answers'] ), 30, 10 );
		$ids    = $this->add_texts( $survey, $texts, time() );
		$this->mode( 'malformed' );

		$processor = $this->site_processor();
		$this->assertTrue( $processor->step( 60.0, null, 1 ) );
		$this->assertSame( 0, $processor->resume_at(), 'bad entries are no failure of the provider' );
		$readings = $this->readings( $survey );
		$this->assertSame( array( "{$ids[7]}:why:answer", "{$ids[8]}:why:answer", "{$ids[9]}:why:answer" ), array_keys( $readings ), 'only answers 8 to 10 held: a label not sent, a score out of range, no entry, an unknown sentiment, two entries, a contradiction and an extra key are not guessed at' );
		$state = ProcessorState::load();
		$this->assertSame( (int) $GLOBALS['wpdb']->get_var( 'SELECT MAX(id) FROM ' . userfeedback()->tables()->answers() ), $state->cursor, 'the cursor moves on' );
		$this->assertCount( 7, $state->retry );
		$this->assertSame( array( 1 ), array_values( array_unique( array_column( $state->retry, 'attempts' ) ) ) );
		$this->assertSame( 'processing', $processor->survey_state( $this->survey_row( $survey ) ) );

		$this->mode( 'replay' );
		$this->process_with_site();
		$this->assertCount( 10, $this->readings( $survey ), 'read again and kept' );
		$this->assertSame( array(), ProcessorState::load()->retry );
		$this->assertSame( 'ready', $this->site_processor()->survey_state( $this->survey_row( $survey ) ) );
		$this->assertSame( array_slice( $texts, 0, 7 ), self::answer_lines( $this->requests()[1] ), 'only the answers left unread are sent again' );
	}

	public function test_an_answer_the_model_keeps_answering_badly_is_left_unanalysed_after_a_few_tries(): void {
		$survey = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array_slice( array_keys( self::recording( 'en' )['answers'] ), 50, 9 ), time() );
		$this->mode( 'malformed' );

		$this->process_with_site();

		$this->assertCount( 2, $this->readings( $survey ), 'never a guess stored' );
		$this->assertSame( array(), ProcessorState::load()->retry );
		$this->assertCount( 1 + InsightsProcessor::RETRIES, $this->requests() );
	}

	public function test_answers_left_unread_are_read_by_the_on_site_analyzer_when_the_owner_goes_back_to_it(): void {
		$survey = $this->create_survey( self::questions() );
		$ids    = $this->add_texts( $survey, array_slice( array_keys( self::recording( 'en' )['answers'] ), 60, 8 ), time() );
		$this->mode( 'malformed' );
		$this->assertTrue( $this->site_processor()->step( 60.0, null, 1 ) );
		$this->assertCount( 7, ProcessorState::load()->retry );

		( new AiSettingsStore() )->update( array( 'provider' => 'onsite' ) );
		$this->process_with_site();

		$this->assertSame( array(), ProcessorState::load()->retry );
		$this->assertCount( 8, $this->readings( $survey ) );
		$this->assertCount( 1, $this->requests(), 'nothing more sent' );
		$this->assertArrayHasKey( "{$ids[0]}:why:answer", $this->readings( $survey ) );
	}

	/**
	 * Failures of the provider: server mode, error code, seconds waited at least.
	 *
	 * @return array<string, array{string, string, int}>
	 */
	public static function failures(): array {
		return array(
			'HTTP 500'       => array( '500', 'userfeedback_ai_provider_error', ProviderBackoff::BASE_WAIT ),
			'HTTP 429'       => array( '429', 'userfeedback_ai_rate_limited', 120 ),
			'HTTP 401'       => array( '401', 'userfeedback_ai_auth_failed', ProviderBackoff::BASE_WAIT ),
			'a refusal'      => array( 'refuse', 'userfeedback_insights_unreadable', ProviderBackoff::BASE_WAIT ),
			'not a reply'    => array( 'garbage', 'userfeedback_ai_bad_reply', ProviderBackoff::BASE_WAIT ),
			'nobody listens' => array( 'closed', 'userfeedback_ai_unreachable', ProviderBackoff::BASE_WAIT ),
			// Last: the single-process server sleeps on after the client gave up, for a second.
			'timeout'        => array( 'slow', 'userfeedback_ai_timeout', ProviderBackoff::BASE_WAIT ),
		);
	}

	/**
	 * A failure keeps the cursor, waits, and the answers are read once the provider answers.
	 *
	 * @param string $mode Server mode.
	 * @param string $code Error code recorded.
	 * @param int    $wait Seconds waited at least.
	 * @return void
	 */
	#[DataProvider( 'failures' )]
	public function test_a_failure_of_the_provider_keeps_the_cursor_and_waits_before_asking_again( string $mode, string $code, int $wait ): void {
		if ( 'closed' === $mode ) {
			$this->use_remote( 'http://127.0.0.1:1/v1' );
		} else {
			$this->use_remote( $this->url( 'replay' ), 'sk-test-key', 1 );
			$this->mode( $mode );
		}
		$survey = $this->create_survey( self::questions() );
		$texts  = array_slice( array_keys( self::recording( 'de' )['answers'] ), 0, 5 );
		$this->add_texts( $survey, $texts, time() );
		$before = ProcessorState::load()->cursor;
		wp_clear_scheduled_hook( InsightsCron::STEP_HOOK );
		$processor = $this->site_processor();
		$cron      = new InsightsCron( $processor, new Entitlements( 'pro', new LicenseStore(), new AddonRegistry() ) );

		$started = time();
		$cron->run();

		$this->assertSame( array(), $this->readings( $survey ) );
		$this->assertSame( $before, ProcessorState::load()->cursor, 'the cursor stays' );
		$status = ( new ProviderBackoff() )->to_public_array( time() );
		$this->assertSame( 'waiting', $status['state'] );
		$this->assertSame( 1, $status['failures'] );
		$this->assertSame( $code, $status['code'] );
		$this->assertNotSame( '', $status['message'] );
		$this->assertStringNotContainsString( 'sk-test-key', (string) $status['message'] );
		$this->assertGreaterThanOrEqual( $started + $wait, $processor->resume_at() );
		$this->assertSame( $processor->resume_at(), wp_next_scheduled( InsightsCron::STEP_HOOK ), 'the next step is asked for when the wait is over' );
		$this->assertSame( 'processing', $processor->survey_state( $this->survey_row( $survey ) ) );

		$requests = count( $this->requests() );
		$this->assertTrue( $this->site_processor()->step( 60.0 ), 'work remains' );
		$this->assertCount( $requests, $this->requests(), 'no request while waiting' );
		$this->assertSame( 1, ( new ProviderBackoff() )->status()['failures'] );

		// The wait is over and the provider answers again.
		update_option( ProviderBackoff::OPTION, array( 'retry_at' => time() - 1 ) + ( new ProviderBackoff() )->status(), false );
		$this->use_remote( $this->url( 'replay' ) );
		$this->mode( 'replay' );
		$this->process_with_site();
		$this->assertCount( 5, $this->readings( $survey ), 'every answer read, none lost' );
		$this->assertSame( 'ok', ( new ProviderBackoff() )->to_public_array( time() )['state'] );
		wp_clear_scheduled_hook( InsightsCron::STEP_HOOK );
	}

	public function test_the_wait_doubles_with_each_failure_in_a_row_up_to_an_hour(): void {
		$backoff = new ProviderBackoff();
		$waits   = array();
		for ( $i = 0; $i < 8; $i++ ) {
			$waits[] = $backoff->failed( new \WP_Error( 'userfeedback_ai_provider_error', 'x' ), 1000 ) - 1000;
		}
		$this->assertSame( array( 60, 120, 240, 480, 960, 1920, 3600, 3600 ), $waits );
		$backoff->succeeded();
		$this->assertSame( 0, $backoff->retry_at() );
	}

	public function test_suggestions_wait_for_the_provider_too(): void {
		$survey = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array_slice( array_keys( self::recording( 'en' )['answers'] ), 0, InsightsProcessor::SUGGEST_AFTER ), time() );
		$this->assertTrue( $this->site_processor()->step( 60.0, null, 2 ), 'two chunks read, a suggestion due' );
		$this->assertSame( array(), ( new ThemeStore( $GLOBALS['wpdb'], userfeedback()->tables() ) )->all( $survey ) );
		$this->assertSame( InsightsProcessor::SUGGEST_AFTER, ProcessorState::load()->survey( $survey )['analysed'] );
		$this->mode( '500' );
		$processor = $this->site_processor();
		$this->assertTrue( $processor->step( 60.0 ) );
		$this->assertGreaterThan( 0, $processor->resume_at() );
		$this->assertSame( 0, ProcessorState::load()->survey( $survey )['suggested_at'], 'still due' );

		delete_option( ProviderBackoff::OPTION );
		$this->mode( 'replay' );
		$this->process_with_site();
		$this->assertSame( array_slice( array_column( self::recording( 'en' )['suggest']['themes'], 'label' ), 0, InsightsProcessor::MAX_SUGGESTED ), $this->labels( $survey ) );
	}

	public function test_personal_data_is_removed_from_what_is_sent(): void {
		$survey = $this->create_survey( self::questions() );
		$themes = new ThemeStore( $GLOBALS['wpdb'], userfeedback()->tables() );
		$theme  = $themes->create( $survey, 'Prices and value for money', array( 'price' ), ThemeStore::ORIGIN_OWNER );
		$a      = $this->add_response(
			$survey,
			time() - 60,
			array(
				array( 'why', 'Delivery was slow. Mail me at ann.lee@example.com or call +44 20 7946 0958 from 10.0.0.12.' ),
				array( 'mail', 'ann.lee@example.com', 'Ann Lee' ),
			)
		);
		$b      = $this->add_response( $survey, time() - 30, array( array( 'short', 'Ann thinks the price is high; ask Lee at 2001:db8::7.' ) ) );

		$this->process_with_site();

		$this->assertSame(
			array(
				"{$a}:why:answer"   => -1,
				"{$b}:short:answer" => -1,
			),
			$this->readings( $survey ),
			'the recordings are of the redacted texts: they matched'
		);
		$this->assertSame( array( "{$b}:short:answer" => InsightStore::ORIGIN_AUTO ), $this->theme_rows( $theme ) );
		$body = (string) wp_json_encode( array_column( $this->requests(), 'body' ) );
		foreach ( array( 'ann.lee', 'Ann', 'Lee', '7946', '10.0.0.12', '2001:db8' ) as $personal ) {
			$this->assertStringNotContainsString( $personal, $body, "{$personal} left the site" );
		}

		// A suggestion's answers too, with the names given.
		$provider = ProviderInsights::create( ( new AiSettingsStore() )->get() );
		$this->assertSame( array(), $provider->suggest_batch( array( 'Call Ann Lee at +44 20 7946 0958', 'write to bob@example.com' ), 'en_US', array( 'Ann Lee' ) ) );
		$last = $this->requests()[ count( $this->requests() ) - 1 ];
		$this->assertStringContainsString( "- Call [name] at [phone]\n- write to [email]", $last['user'] );
	}

	public function test_answers_in_any_language_are_read(): void {
		$survey = $this->create_survey( self::questions() );
		$themes = new ThemeStore( $GLOBALS['wpdb'], userfeedback()->tables() );
		$theme  = $themes->create( $survey, 'Delivery times and parcels', array( 'delivery' ), ThemeStore::ORIGIN_OWNER );
		$ids    = array();
		foreach ( array(
			'ja'    => '配送がとても遅く、箱も潰れていました。',
			'pl_PL' => 'Dostawa była bardzo szybka, dziękuję!',
			'ar'    => 'خدمة العملاء ممتازة وسريعة.',
			'el'    => 'Η παράδοση ήταν εντάξει.',
		) as $language => $text ) {
			$ids[ $language ] = $this->insert_response( $survey, gmdate( 'Y-m-d H:i:s' ), array( array( 'why', $text ) ), 'publish', array( 'language' => $language ) );
		}

		$this->process_with_site();

		$this->assertSame(
			array(
				"{$ids['ja']}:why:answer"    => -1,
				"{$ids['pl_PL']}:why:answer" => 1,
				"{$ids['ar']}:why:answer"    => 1,
				"{$ids['el']}:why:answer"    => 0,
			),
			$this->readings( $survey )
		);
		$this->assertEqualsCanonicalizing( array( "{$ids['ja']}:why:answer", "{$ids['pl_PL']}:why:answer", "{$ids['el']}:why:answer" ), array_keys( $this->theme_rows( $theme ) ) );
		$this->assertStringContainsString( '| ja | 配送', $this->requests()[0]['user'], 'each answer with its language' );
		$this->assertSame(
			'ready',
			$this->site_processor()->survey_state(
				array(
					'id'       => $survey,
					'language' => 'ja',
				)
			)
		);
	}

	/**
	 * The evaluation sets.
	 *
	 * @return array<string, array{string}>
	 */
	public static function languages(): array {
		return array(
			'English' => array( 'en' ),
			'German'  => array( 'de' ),
		);
	}

	/**
	 * An evaluation set through the whole pipeline: readings, suggested themes, re-match.
	 *
	 * @param string $language 'en' or 'de'.
	 * @return void
	 */
	#[DataProvider( 'languages' )]
	public function test_an_evaluation_set_through_the_processor_with_the_provider( string $language ): void {
		$recording = self::recording( $language );
		$texts     = array_keys( $recording['answers'] );
		$survey    = $this->create_survey( self::questions() );
		$ids       = $this->add_texts( $survey, array_reverse( $texts ), time() );
		$ids       = array_reverse( $ids );

		$this->process_with_site();

		$rows   = ( new ThemeStore( $GLOBALS['wpdb'], userfeedback()->tables() ) )->all( $survey );
		$labels = array_column( $rows, 'label', 'id' );
		// At most MAX_SUGGESTED from the first suggestion, the rest when the survey has grown.
		$this->assertSame( array_column( $recording['suggest']['themes'], 'label' ), array_values( $labels ), 'the model\'s suggestions' );
		$this->assertSame( array( ThemeStore::ORIGIN_SUGGESTED ), array_values( array_unique( array_column( $rows, 'origin' ) ) ) );
		$readings = $this->readings( $survey );
		$this->assertCount( count( $texts ), $readings );
		$by_theme = array();
		foreach ( array_keys( $labels ) as $theme_id ) {
			foreach ( array_keys( $this->theme_rows( $theme_id ) ) as $key ) {
				$by_theme[ $key ][] = $labels[ $theme_id ];
			}
		}
		foreach ( $texts as $index => $text ) {
			$key  = "{$ids[$index]}:why:answer";
			$want = $recording['answers'][ $text ];
			$this->assertSame(
				array(
					'negative' => -1,
					'neutral'  => 0,
					'positive' => 1,
				)[ $want['sentiment'] ],
				$readings[ $key ],
				$text
			);
			$this->assertEqualsCanonicalizing( array_values( array_intersect( $want['themes'], $labels ) ), $by_theme[ $key ] ?? array(), $text . ': matched after the suggestion too' );
		}
		foreach ( $this->requests() as $request ) {
			$this->assertLessThanOrEqual( ProviderInsights::BATCH, count( self::answer_lines( $request ) ) );
		}
		$state = ProcessorState::load();
		$this->assertSame( ( new ThemesRevision() )->of( $survey ), $state->survey( $survey )['matched'] );
	}

	/**
	 * A survey's stored row.
	 *
	 * @param int $survey_id Survey.
	 * @return array<string, mixed>
	 */
	private function survey_row( int $survey_id ): array {
		$survey = ( new SurveyRepository( $GLOBALS['wpdb'], userfeedback()->tables() ) )->find( $survey_id );
		$this->assertIsArray( $survey );
		return $survey;
	}

	/**
	 * A survey's theme labels, in the order they were made.
	 *
	 * @param int $survey_id Survey.
	 * @return list<string>
	 */
	private function labels( int $survey_id ): array {
		return array_map( 'strval', array_column( ( new ThemeStore( $GLOBALS['wpdb'], userfeedback()->tables() ) )->all( $survey_id ), 'label' ) );
	}
}
