<?php
/**
 * Hidden fields in the general report's Responses sheet.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Export;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;

// Tests build their data with direct inserts into the plugin's own tables and read files they made.
// phpcs:disable WordPress.DB.DirectDatabaseQuery

/**
 * One column per hidden field after the answers (the survey's fields in its order, then a name
 * only stored responses carry), headed by the field's name; a response without a value has an
 * empty cell; a value that reads as a formula is neutralised; the results filter's `fields`
 * narrows the file as it narrows the screens.
 */
final class HiddenFieldsExportTest extends ExportTestCase {

	/**
	 * The survey.
	 *
	 * @var int
	 */
	private int $survey_id = 0;

	/**
	 * Response ids by name.
	 *
	 * @var array<string, int>
	 */
	private array $ids = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->survey_id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Campaigns',
					'status'    => 'publish',
					'questions' => array( self::question( 'why', 'text', 'Why?' ) ),
					'settings'  => array(
						'hidden_fields' => array(
							array(
								'name'   => 'utm_source',
								'source' => 'query',
								'key'    => 'utm_source',
							),
							array(
								'name'   => 'plan',
								'source' => 'js',
								'key'    => 'plan',
							),
						),
					),
				)
			)
		);
		$this->ids       = array(
			'news' => $this->insert_response( $this->survey_id, '2026-01-10 09:00:00', array( array( 'why', 'Fast' ) ) ),
			'bare' => $this->insert_response( $this->survey_id, '2026-01-11 09:00:00', array( array( 'why', 'Slow' ) ) ),
			'evil' => $this->insert_response( $this->survey_id, '2026-01-12 09:00:00', array( array( 'why', 'Hm' ) ) ),
		);
		$this->field( 'news', 'utm_source', 'newsletter' );
		$this->field( 'news', 'plan', 'pro' );
		// A field since removed from the survey: its stored values still get a column.
		$this->field( 'news', 'gone', 'old' );
		$this->field( 'evil', 'utm_source', '=HYPERLINK("https://evil.example")' );
	}

	#[DataProvider( 'formats' )]
	public function test_each_field_has_a_column_after_the_answers( string $format ): void {
		$rows = $this->responses( array(), $format );
		$head = array_map( 'strval', $rows[0] );
		$why  = array_search( 'Why?', $head, true );
		$this->assertIsInt( $why );
		$this->assertSame( array( 'utm_source', 'plan', 'gone' ), array_slice( $head, $why + 1, 3 ) );

		$table = array_column( self::table( $rows ), null, 'Response ID' );
		$news  = $table[ $this->ids['news'] ];
		$this->assertSame( array( 'newsletter', 'pro', 'old' ), array( $news['utm_source'], $news['plan'], $news['gone'] ) );
		$bare = $table[ $this->ids['bare'] ];
		$this->assertSame( array( '', '', '' ), array( (string) $bare['utm_source'], (string) $bare['plan'], (string) $bare['gone'] ) );
		$this->assertSame( '\'=HYPERLINK("https://evil.example")', $table[ $this->ids['evil'] ]['utm_source'], 'a formula is neutralised' );
	}

	public function test_the_filter_narrows_the_file(): void {
		$table = self::table( $this->responses( array( 'fields' => '{"utm_source":"newsletter"}' ), 'csv' ) );
		$this->assertSame( array( $this->ids['news'] ), array_map( 'intval', array_column( $table, 'Response ID' ) ) );
	}

	/**
	 * The Responses sheet of a download.
	 *
	 * @param array<string, string> $filter The filter's parameters.
	 * @param string                $format csv or xlsx.
	 * @return array<int, array<int, mixed>>
	 */
	private function responses( array $filter, string $format ): array {
		$file   = $this->download(
			array_merge(
				array(
					'survey_id' => $this->survey_id,
					'format'    => $format,
				),
				$filter
			)
		);
		$sheets = $this->sheets( $file['content'], $format );
		return array_values( array_filter( $sheets['Responses'], static fn( array $row ): bool => array() !== $row ) );
	}

	/**
	 * Stores a hidden field's value.
	 *
	 * @param string $response The response's name.
	 * @param string $name     The field.
	 * @param string $value    The value.
	 * @return void
	 */
	private function field( string $response, string $name, string $value ): void {
		global $wpdb;
		$wpdb->insert(
			userfeedback()->tables()->response_fields(),
			array(
				'response_id' => $this->ids[ $response ],
				'survey_id'   => $this->survey_id,
				'name'        => $name,
				'value'       => $value,
			)
		);
	}
}
