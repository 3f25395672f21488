<?php
/**
 * Sentiments and themes on listed responses.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

/**
 * The responses list and the single response carry what each response's open answers were read
 * as; the list's filter takes sentiment and theme; one query per page whatever its size; none of
 * it off the AI summary's plan.
 */
final class ResponseItemsInsightsTest extends InsightsTestCase {

	public function test_the_list_and_the_single_response_carry_sentiments_and_themes(): void {
		$survey = $this->create_survey( self::questions() );
		$slow   = $this->call(
			'POST',
			"/surveys/{$survey}/themes",
			array(
				'label'    => 'Slow',
				'examples' => array( 'slow' ),
			)
		)->get_data();
		$now    = time() - HOUR_IN_SECONDS;
		$mixed  = $this->add_response( $survey, $now, array( array( 'why', 'So slow' ), array( 'short', 'I love the design' ) ) );
		$happy  = $this->add_response( $survey, $now - 60, array( array( 'why', 'great' ) ) );
		$none   = $this->add_response( $survey, $now - 120, array( array( 'score', 7 ) ) );
		$this->process_all();

		$list  = $this->call( 'GET', "/surveys/{$survey}/responses" );
		$items = array_column( $list->get_data()['items'], null, 'id' );
		$this->assertSame( array( 'negative', 'positive' ), $items[ $mixed ]['sentiments'], 'most negative first' );
		$this->assertSame(
			array(
				array(
					'id'    => $slow['id'],
					'label' => 'Slow',
				),
			),
			$items[ $mixed ]['themes']
		);
		$this->assertSame( array( 'positive' ), $items[ $happy ]['sentiments'] );
		$this->assertSame( array(), $items[ $none ]['sentiments'], 'nothing written, nothing read' );
		$this->assertSame( array(), $items[ $none ]['themes'] );

		$negative = $this->call( 'GET', "/surveys/{$survey}/responses", array( 'sentiment' => 'negative' ) )->get_data();
		$this->assertSame( array( $mixed ), array_column( $negative['items'], 'id' ) );
		$themed = $this->call( 'GET', "/surveys/{$survey}/responses", array( 'theme' => $slow['id'] ) )->get_data();
		$this->assertSame( array( $mixed ), array_column( $themed['items'], 'id' ) );

		$one = $this->call( 'GET', "/surveys/{$survey}/responses/{$mixed}" );
		$this->assertSame( 200, $one->get_status() );
		$this->assertSame( array( 'negative', 'positive' ), $one->get_data()['sentiments'] );
		$this->assertSame( 'Slow', $one->get_data()['themes'][0]['label'] );

		$this->license( 'plus' );
		$plus = $this->call( 'GET', "/surveys/{$survey}/responses" )->get_data()['items'][0];
		$this->assertArrayNotHasKey( 'sentiments', $plus, 'the AI summary\'s plan only' );
		$this->assertArrayNotHasKey( 'themes', $plus );
	}

	public function test_one_query_per_page_whatever_its_size(): void {
		global $wpdb;
		$survey = $this->create_survey( self::questions() );
		$this->add_texts( $survey, array_fill( 0, 12, 'slow and bad' ), time() - HOUR_IN_SECONDS );
		$this->process_all();
		$hook  = new \UserFeedback\Insights\Reports\ResponseItemsInsights( new \UserFeedback\Insights\Reports\ResponseInsights( $wpdb, userfeedback()->tables() ), userfeedback()->entitlements() );
		$table = userfeedback()->tables()->responses();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test reads our own table.
		$ids   = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE survey_id = %d", $survey ) ) );
		$costs = array();
		foreach ( array( 1, 5, 12 ) as $size ) {
			$items          = array_map( static fn( int $id ): array => array( 'id' => $id ), array_slice( $ids, 0, $size ) );
			$before         = $wpdb->num_queries;
			$out            = $hook->add( $items, $survey );
			$costs[ $size ] = $wpdb->num_queries - $before;
			$this->assertSame( array( 'negative' ), $out[0]['sentiments'] );
		}
		$this->assertSame(
			array(
				1  => 1,
				5  => 1,
				12 => 1,
			),
			$costs
		);
	}
}
