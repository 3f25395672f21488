<?php
/**
 * A personal link is used once, even by visitors sending at the same moment.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Links;

use UserFeedback\Links\LinkIssuer;
use UserFeedback\Notifications\NotificationStore;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tests\Rest\VisitorRace;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\SubmissionToken;

// phpcs:disable WordPress.DB -- the test reads its committed rows directly, on purpose.

/**
 * Six browsers (six addresses) send a response with the same link at once (VisitorRace): the link
 * is claimed in each response's transaction, so one response is stored and five are refused with
 * 409, nothing of theirs written.
 */
final class PersonalLinkRaceTest extends TestCase {

	use VisitorRace;

	private int $survey_id = 0;

	/**
	 * The owner's notifications before the race (the stored response adds "first response",
	 * committed).
	 *
	 * @var mixed
	 */
	private $notifications;

	protected function setUp(): void {
		parent::setUp();
		$this->enter_race( array() );
		$this->notifications = get_option( NotificationStore::OPTION );
		global $wpdb;
		$this->survey_id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Forwarded link',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'    => 'why',
							'type'  => 'text',
							'title' => 'Why?',
						),
					),
					'settings'  => array( 'page' => array( 'enabled' => true ) ),
				)
			)
		);
		wp_cache_flush();
	}

	protected function tearDown(): void {
		false === $this->notifications ? delete_option( NotificationStore::OPTION ) : update_option( NotificationStore::OPTION, $this->notifications );
		$this->leave_race( $this->survey_id );
		parent::tearDown();
	}

	public function test_six_browsers_with_one_link_at_once_store_one_response(): void {
		global $wpdb;
		$links = ( new LinkIssuer( $wpdb, userfeedback()->tables() ) )->issue( $this->survey_id, array( array() ), null );
		$this->assertNotNull( $links );
		$visitors = array();
		for ( $i = 1; $i <= 6; $i++ ) {
			$visitors[] = array(
				"198.51.100.{$i}",
				'Browser ' . $i,
				array(
					'nonce'   => ( new SubmissionToken( wp_salt( 'nonce' ) ) )->issue( $this->survey_id ),
					'answers' => array(
						array(
							'question_id' => 'why',
							'value'       => 'Answer ' . $i,
						),
					),
					'link'    => $links[0]['secret'],
				),
			);
		}

		$results = $this->race( $visitors, "/userfeedback/v1/surveys/{$this->survey_id}/responses" );

		$statuses = array_count_values( array_column( $results, 'status' ) );
		$this->assertSame( 1, $statuses[201] ?? 0, (string) wp_json_encode( $results ) );
		$this->assertSame( 5, $statuses[409] ?? 0, (string) wp_json_encode( $results ) );
		$this->assertSame( array( 'userfeedback_link_used' ), array_values( array_unique( array_column( array_filter( $results, static fn( array $r ): bool => 409 === $r['status'] ), 'code' ) ) ) );
		$tables = userfeedback()->tables();
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->responses()}` WHERE survey_id = %d", $this->survey_id ) ) );
		$this->assertSame( '1', $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM `{$tables->answers()}` WHERE survey_id = %d", $this->survey_id ) ) );
		$winner = array_values( array_filter( $results, static fn( array $r ): bool => 201 === $r['status'] ) )[0]['id'];
		$this->assertSame( (string) $winner, $wpdb->get_var( $wpdb->prepare( "SELECT response_id FROM `{$tables->links()}` WHERE survey_id = %d", $this->survey_id ) ) );
	}
}
