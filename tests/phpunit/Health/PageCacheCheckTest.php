<?php
/**
 * Site Health: the page cache information.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Health;

use UserFeedback\Health\PageCacheCheck;
use UserFeedback\Health\Result;

/**
 * Always good: it says that submissions work behind a cache, whether one was found or not.
 */
final class PageCacheCheckTest extends HealthTestCase {

	public function test_with_a_page_cache_it_says_surveys_work_behind_it(): void {
		$result = ( new PageCacheCheck( static fn(): bool => true ) )->run();

		$this->assert_result( $result, PageCacheCheck::ID, Result::GOOD );
		$this->assertSame( 'UserFeedback surveys work with your page cache', $result['label'] );
		$this->assertStringContainsString( 'A page cache appears to serve this site’s pages', self::text( $result ) );
		$this->assertStringContainsString( 'valid for 48 hours on a cached page', self::text( $result ) );
		$this->assertStringContainsString( 'Clear the page cache', self::text( $result ) );
	}

	public function test_without_one_it_is_good_too(): void {
		$result = ( new PageCacheCheck( static fn(): bool => false ) )->run();

		$this->assert_result( $result, PageCacheCheck::ID, Result::GOOD );
		$this->assertStringContainsString( 'No page-cache plugin was found', self::text( $result ) );
		$this->assertStringContainsString( 'valid for 48 hours on a cached page', self::text( $result ) );
	}

	public function test_the_default_detection_is_core_s_drop_in_check(): void {
		// The test site has neither WP_CACHE nor advanced-cache.php.
		$this->assertFalse( PageCacheCheck::advanced_cache_present() );
		$this->assertStringContainsString( 'No page-cache plugin was found', self::text( ( new PageCacheCheck() )->run() ) );
	}
}
