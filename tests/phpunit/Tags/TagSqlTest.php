<?php
/**
 * The tag filter's SQL condition and the tag counts in a range.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Tags;

use UserFeedback\Tags\TagCounts;
use UserFeedback\Tags\TagSql;
use UserFeedback\Tests\TestCase;

// Tests read and write the plugin's own tables directly to build and check data.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared

/**
 * TagSql::condition() run inside real queries over responses and answers, its values prepared
 * (a hostile tag is data, not SQL), its identifiers checked; TagCounts::in_range() over published
 * responses in a half-open UTC range.
 */
final class TagSqlTest extends TestCase {

	/**
	 * Response ids by name.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		foreach ( userfeedback()->tables()->all() as $table ) {
			$wpdb->query( "DELETE FROM `{$table}`" );
		}
		$this->ids = array(
			'jan'   => $this->response( 1, '2026-01-10 12:00:00', 'publish', array( 'bug', 'ux' ) ),
			'feb'   => $this->response( 1, '2026-02-10 12:00:00', 'publish', array( 'bug' ) ),
			'mar'   => $this->response( 1, '2026-03-01 00:00:00', 'publish', array( 'praise' ) ),
			'trash' => $this->response( 1, '2026-02-11 12:00:00', 'trash', array( 'bug', 'spam' ) ),
			'none'  => $this->response( 1, '2026-02-12 12:00:00', 'publish', array() ),
			'other' => $this->response( 2, '2026-02-10 12:00:00', 'publish', array( 'bug' ) ),
		);
	}

	public function test_the_condition_finds_the_surveys_responses_with_the_tag(): void {
		global $wpdb;
		$responses = userfeedback()->tables()->responses();
		$condition = TagSql::condition( $wpdb, userfeedback()->tables()->response_tags(), 1, ' BUG ', 'r.id' );
		$this->assertStringStartsWith( 'EXISTS (SELECT 1 FROM `' . userfeedback()->tables()->response_tags() . '` t WHERE t.survey_id = 1 AND t.tag = \'bug\' AND t.response_id = r.id)', $condition );
		$found = array_map( 'intval', (array) $wpdb->get_col( "SELECT r.id FROM `{$responses}` r WHERE r.survey_id = 1 AND {$condition} ORDER BY r.id" ) );
		$this->assertSame( array( $this->ids['jan'], $this->ids['feb'], $this->ids['trash'] ), $found );
		$this->assertSame( '', $wpdb->last_error );
	}

	public function test_the_condition_works_on_answers_and_with_an_outer_alias_t(): void {
		global $wpdb;
		$answers = userfeedback()->tables()->answers();
		$wpdb->insert(
			$answers,
			array(
				'response_id'  => $this->ids['feb'],
				'survey_id'    => 1,
				'question_id'  => 'q1',
				'value'        => 'Yes',
				'status'       => 'publish',
				'submitted_at' => '2026-02-10 12:00:00',
			)
		);
		$condition = TagSql::condition( $wpdb, userfeedback()->tables()->response_tags(), 1, 'bug', 't.response_id' );
		$this->assertSame( 1, (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$answers}` t WHERE {$condition}" ) );
		$this->assertSame( '', $wpdb->last_error );
	}

	public function test_a_hostile_tag_is_a_value(): void {
		global $wpdb;
		$responses = userfeedback()->tables()->responses();
		$condition = TagSql::condition( $wpdb, userfeedback()->tables()->response_tags(), 1, "bug' OR 1=1 -- ", 'id' );
		$this->assertSame( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$responses}` WHERE {$condition}" ) );
		$this->assertSame( '', $wpdb->last_error );
	}

	public function test_identifiers_are_checked(): void {
		global $wpdb;
		$this->expectException( \InvalidArgumentException::class );
		TagSql::condition( $wpdb, userfeedback()->tables()->response_tags(), 1, 'bug', 'r.id) OR (1=1' );
	}

	public function test_counts_cover_published_responses_in_the_half_open_range(): void {
		global $wpdb;
		$counts = new TagCounts( $wpdb, userfeedback()->tables() );
		$this->assertSame(
			array(
				array(
					'tag'   => 'bug',
					'count' => 2,
				),
				array(
					'tag'   => 'praise',
					'count' => 1,
				),
				array(
					'tag'   => 'ux',
					'count' => 1,
				),
			),
			$counts->in_range( 1, null, null )
		);
		$this->assertSame(
			array(
				array(
					'tag'   => 'bug',
					'count' => 1,
				),
			),
			$counts->in_range( 1, '2026-02-01 00:00:00', '2026-03-01 00:00:00' )
		);
		$this->assertSame( array( 'praise' ), array_column( $counts->in_range( 1, '2026-03-01 00:00:00', null ), 'tag' ) );
		$this->assertSame( array( 'bug', 'ux' ), array_column( $counts->in_range( 1, null, '2026-02-01 00:00:00' ), 'tag' ) );
		$this->assertSame( array(), $counts->in_range( 1, '2027-01-01 00:00:00', null ) );
		$this->assertSame( array(), $counts->in_range( 3, null, null ) );
	}

	/**
	 * Inserts a response with tags.
	 *
	 * @param int      $survey_id    Survey id (no survey row is needed here).
	 * @param string   $submitted_at UTC DATETIME.
	 * @param string   $status       Status.
	 * @param string[] $tags         Its tags.
	 * @return int
	 */
	private function response( int $survey_id, string $submitted_at, string $status, array $tags ): int {
		global $wpdb;
		$wpdb->insert(
			userfeedback()->tables()->responses(),
			array(
				'survey_id'    => $survey_id,
				'status'       => $status,
				'submitted_at' => $submitted_at,
			)
		);
		$id = (int) $wpdb->insert_id;
		foreach ( $tags as $tag ) {
			$wpdb->insert(
				userfeedback()->tables()->response_tags(),
				array(
					'survey_id'   => $survey_id,
					'response_id' => $id,
					'tag'         => $tag,
				)
			);
		}
		return $id;
	}
}
