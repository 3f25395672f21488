<?php
/**
 * Site Health: the wiring.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Health;

use UserFeedback\Health\CronCheck;
use UserFeedback\Health\HealthFeature;
use UserFeedback\Health\IntegrationsCheck;
use UserFeedback\Health\PageCacheCheck;
use UserFeedback\Health\QueueCheck;
use UserFeedback\Health\Result;
use UserFeedback\Health\SchemaVersionCheck;

/**
 * The running plugin adds its four direct tests to WordPress's list and each answers in the shape
 * the Status screen expects.
 */
final class HealthFeatureTest extends HealthTestCase {

	public function test_the_filters_are_hooked(): void {
		$this->assertNotFalse( has_filter( 'site_status_tests' ) );
		$this->assertNotFalse( has_filter( 'debug_information' ) );
	}

	public function test_wordpress_lists_the_five_direct_tests_and_each_runs(): void {
		$this->assertTrue( class_exists( \WP_Site_Health::class ), 'loaded with wp-admin/includes/admin.php' );
		$tests = \WP_Site_Health::get_tests();

		$ids = array( SchemaVersionCheck::ID, QueueCheck::ID, CronCheck::ID, PageCacheCheck::ID, IntegrationsCheck::ID );
		$this->assertSame( $ids, array_values( array_intersect( array_keys( $tests['direct'] ), $ids ) ) );
		foreach ( $ids as $id ) {
			$test = $tests['direct'][ $id ];
			$this->assertNotSame( '', $test['label'] );
			$this->assertIsCallable( $test['test'] );
			$result = call_user_func( $test['test'] );
			$this->assertIsArray( $result );
			$this->assertContains( $result['status'], array( Result::GOOD, Result::RECOMMENDED, Result::CRITICAL ) );
			$this->assert_result( $result, $id, $result['status'] );
		}
		$this->assertSame( Result::GOOD, call_user_func( $tests['direct'][ SchemaVersionCheck::ID ]['test'] )['status'], 'the test site is installed' );
		$this->assertArrayHasKey( 'async', $tests, 'core\'s own list is kept' );
	}

	public function test_a_malformed_list_from_another_filter_is_tolerated(): void {
		$feature = HealthFeature::hooks( $GLOBALS['wpdb'], userfeedback()->tables(), userfeedback()->installer(), userfeedback()->entitlements() )[0];
		$this->assertInstanceOf( HealthFeature::class, $feature );

		$this->assertSame( array( SchemaVersionCheck::ID, QueueCheck::ID, CronCheck::ID, PageCacheCheck::ID, IntegrationsCheck::ID ), array_keys( $feature->add_tests( null )['direct'] ) );
		$this->assertArrayHasKey( 'userfeedback', $feature->add_section( 'nonsense' ) );
	}
}
