<?php
/**
 * States background steps write on one node, read on another.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Cache;

use UserFeedback\Export\ExportJob;
use UserFeedback\Export\JobStore;
use UserFeedback\Insights\ProcessorState;
use UserFeedback\Insights\Provider\ProviderBackoff;
use UserFeedback\Legacy\ImportState;

/**
 * The 1.x import's state, the insights processor's state, the provider's back-off and an export
 * job are non-autoloaded options a background step writes on whichever node runs it; any node
 * reads them next. WordPress caches such an option in the 'options' group, and the options it
 * found missing in one shared 'notoptions' list, which every request reads once and writes back
 * whole when it meets another missing option: a request that began before the option existed can
 * put it back on that list after another node created it.
 */
final class BackgroundStatesAcrossNodesTest extends CacheTestCase {

	public function test_the_import_state_written_on_a_is_read_on_c(): void {
		global $wpdb;
		$store = new ImportState( $wpdb );
		$this->assertSame( 'none', $store->get()['state'] );
		$state          = ImportState::none();
		$state['state'] = 'running';
		$state['phase'] = 'responses';
		$this->cache->start( 'A' );
		$this->assertTrue( $store->put( $state ) );
		$this->next_request( 'C' );
		$this->assertSame( 'responses', $store->get()['phase'] );
	}

	public function test_the_processor_state_saved_on_a_is_read_on_c(): void {
		$this->next_request( 'C' );
		$this->assertSame( 0, ProcessorState::load()->cursor );
		$this->next_request( 'A' );
		$state         = ProcessorState::load();
		$state->cursor = 42;
		$state->save();
		$this->next_request( 'C' );
		$this->assertSame( 42, ProcessorState::load()->cursor );
		$this->next_request( 'A' );
		$state         = ProcessorState::load();
		$state->cursor = 43;
		$state->save();
		$this->next_request( 'C' );
		$this->assertSame( 43, ProcessorState::load()->cursor );
	}

	public function test_a_request_that_began_before_the_processor_state_existed_does_not_hide_it(): void {
		// A long request on B (a cron run) reads the state before the first step saved one.
		$this->next_request( 'B' );
		$this->assertSame( 0, ProcessorState::load()->cursor );
		// Meanwhile the first step runs on A.
		$this->cache->resume( 'A' );
		$state         = ProcessorState::load();
		$state->cursor = 42;
		$state->save();
		// B, still running, meets another missing option: WordPress writes its list back.
		$this->cache->resume( 'B' );
		$this->assertFalse( get_option( 'userfeedback_cache_test_missing' ) );
		// The next step, on C, goes on from A's cursor (not from the start: every answer again).
		$this->next_request( 'C' );
		$this->assertSame( 42, ProcessorState::load()->cursor );
	}

	public function test_the_provider_back_off_follows_each_node_s_failure_and_success(): void {
		$backoff = new ProviderBackoff();
		$this->next_request( 'B' );
		$this->assertSame( 'ok', $backoff->to_public_array( 1000 )['state'] );
		$this->cache->resume( 'A' );
		$this->assertSame( 1000 + ProviderBackoff::BASE_WAIT, $backoff->failed( new \WP_Error( 'http_500', 'Down' ), 1000 ) );
		$this->cache->resume( 'B' );
		$this->assertFalse( get_option( 'userfeedback_cache_test_missing' ) );
		$this->next_request( 'C' );
		$this->assertSame( 1000 + ProviderBackoff::BASE_WAIT, $backoff->retry_at(), 'C waits too' );
		$this->assertSame( 'waiting', $backoff->to_public_array( 1001 )['state'] );
		$this->next_request( 'A' );
		$backoff->succeeded();
		$this->next_request( 'C' );
		$this->assertSame( 0, $backoff->retry_at() );
	}

	public function test_an_export_job_s_progress_saved_on_a_is_read_on_c(): void {
		global $wpdb;
		$jobs = new JobStore( $wpdb );
		$job  = new ExportJob( md5( 'cache-test' ), 1, array( 'survey_id' => 1 ), 'export', 1000, 'part', time() );
		$this->assertTrue( $jobs->create( $job ) );
		$this->next_request( 'C' );
		$this->assertSame( 0, $jobs->find( $job->id )?->read );
		$this->next_request( 'A' );
		$running       = $jobs->find( $job->id );
		$running->read = 500;
		$jobs->save( $running, time() );
		$this->next_request( 'C' );
		$this->assertSame( 500, $jobs->find( $job->id )?->read );
		$this->next_request( 'A' );
		$jobs->delete( $job->id );
		$this->next_request( 'C' );
		$this->assertNull( $jobs->find( $job->id ) );
	}
}
