<?php
/**
 * Tags and notes on responses, through the real REST server.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Tags;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Tags\NotesController;
use UserFeedback\Tags\NoteStore;
use UserFeedback\Tags\TagsController;
use UserFeedback\Tags\TagsFeature;
use UserFeedback\Tags\TagStore;
use UserFeedback\Tests\TestCase;

// Tests read and write the plugin's own tables directly to build and check data.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared, WordPress.DB.PreparedSQL.NotPrepared

/**
 * Routes and their permissions per role and tier (Lite: a Lite-built controller behind the same
 * routes, as ResponsesControllerTest does), tag rules, replace and bulk semantics, counts, notes
 * and who may change them, the `tags` on the responses the routes send, and tags and notes going
 * with deleted responses and surveys.
 */
final class TagsNotesTest extends TestCase {

	private const BASE = '/userfeedback/v1/surveys';

	/**
	 * The survey under test.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * Another survey.
	 *
	 * @var int
	 */
	private int $other_id;

	/**
	 * The rest_endpoints filter that swaps in Lite controllers, when set.
	 *
	 * @var (callable(array<string, mixed>): array<string, mixed>)|null
	 */
	private $lite_filter = null;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		foreach ( userfeedback()->tables()->all() as $table ) {
			$wpdb->query( "DELETE FROM `{$table}`" );
		}
		// The module, unless the composition root already wired it (once per process).
		if ( false === has_filter( 'userfeedback_response_items' ) ) {
			foreach ( TagsFeature::hooks( $wpdb, userfeedback()->tables(), new SurveyRepository( $wpdb, userfeedback()->tables() ), userfeedback()->entitlements() ) as $hookable ) {
				$hookable->add_hooks();
			}
		}
		$this->license( 'elite' );
		$this->survey_id = $this->create_survey( 'Tagged' );
		$this->other_id  = $this->create_survey( 'Other' );
	}

	protected function tearDown(): void {
		if ( null !== $this->lite_filter ) {
			remove_filter( 'rest_endpoints', $this->lite_filter );
			$this->lite_filter = null;
		}
		parent::tearDown();
	}

	/**
	 * Every route, with a body that would succeed.
	 *
	 * @return array<string, array{string, string}>
	 */
	public static function routes(): array {
		return array(
			'replace'     => array( 'POST', '/responses/{response}/tags' ),
			'bulk'        => array( 'POST', '/responses/tags' ),
			'counts'      => array( 'GET', '/tags' ),
			'notes'       => array( 'GET', '/responses/{response}/notes' ),
			'add note'    => array( 'POST', '/responses/{response}/notes' ),
			'edit note'   => array( 'PUT', '/responses/{response}/notes/{note}' ),
			'delete note' => array( 'DELETE', '/responses/{response}/notes/{note}' ),
		);
	}

	#[DataProvider( 'routes' )]
	public function test_visitors_get_401_and_users_without_view_results_403( string $method, string $path ): void {
		list( $response_id, $note_id ) = $this->response_with_note();
		wp_set_current_user( 0 );
		$response = $this->call( $method, $path, $response_id, $note_id );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $response ) );
		foreach ( array( 'subscriber', 'author', 'contributor' ) as $role ) {
			$this->act_as( $role );
			$response = $this->call( $method, $path, $response_id, $note_id );
			$this->assertSame( 403, $response->get_status(), $role );
			$this->assertSame( 'rest_forbidden', $this->error_code( $response ), $role );
		}
		$this->assertSame( 1, $this->count_rows( 'response_notes' ) );
	}

	#[DataProvider( 'routes' )]
	public function test_an_author_given_view_results_may_use_every_route_on_own_notes( string $method, string $path ): void {
		$roles                 = array_fill_keys( array( 'create_edit_surveys', 'view_results', 'delete_surveys' ), array( 'administrator' ) );
		$roles['view_results'] = array( 'administrator', 'author' );
		userfeedback()->settings()->update( $roles );
		$this->act_as( 'author' );
		list( $response_id, $note_id ) = $this->response_with_note();
		$response                      = $this->call( $method, $path, $response_id, $note_id );
		$this->assertContains( $response->get_status(), array( 200, 201 ), (string) wp_json_encode( $response->get_data() ) );
	}

	#[DataProvider( 'routes' )]
	public function test_lite_is_refused_with_the_upgrade_text_after_the_login_check( string $method, string $path ): void {
		$this->act_as( 'administrator' );
		list( $response_id, $note_id ) = $this->response_with_note();
		$this->use_lite();
		$response = $this->call( $method, $path, $response_id, $note_id );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $response ) );
		$this->assertSame( 'Upgrade to Pro to unlock this feature', $response->get_data()['message'] );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->call( $method, $path, $response_id, $note_id )->get_status() );
	}

	public function test_pro_without_a_licence_tags_and_notes(): void {
		$this->license( null );
		$this->act_as( 'editor' );
		$id = $this->add_response( $this->survey_id );
		$this->assertSame( array( 'tags' => array( 'bug' ) ), $this->replace( $id, array( 'Bug' ) )->get_data() );
		$this->assertSame( 201, $this->rest( 'POST', $this->path( "/responses/{$id}/notes" ), array( 'note' => 'Hi' ) )->get_status() );
	}

	public function test_replace_normalises_dedupes_sorts_and_replaces_the_set(): void {
		$this->act_as( 'editor' );
		$id       = $this->add_response( $this->survey_id );
		$response = $this->replace( $id, array( '  Needs   Follow-up ', 'bug', 'BUG', 'Ünïcode_ok', '42' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( '42', 'bug', 'needs follow-up', 'ünïcode_ok' ), $response->get_data()['tags'] );
		$this->assertSame( array( 'tags' => array( 'praise' ) ), $this->replace( $id, array( 'praise' ) )->get_data() );
		$this->assertSame( array( 'tags' => array() ), $this->replace( $id, array() )->get_data() );
		$this->assertSame( 0, $this->count_rows( 'response_tags' ) );
	}

	public function test_a_bad_tag_is_400_naming_it_and_changes_nothing(): void {
		$this->act_as( 'editor' );
		$id = $this->add_response( $this->survey_id );
		$this->replace( $id, array( 'keep' ) );
		foreach ( array( 'no<b>', 'semi;colon', '', '   ', str_repeat( 'a', 41 ), 'dot.ted' ) as $bad ) {
			$response = $this->replace( $id, array( 'fine', $bad ) );
			$this->assertSame( 400, $response->get_status(), $bad );
			$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
			$this->assertStringContainsString( '"' . $bad . '"', $response->get_data()['message'] );
		}
		$this->assertSame( 200, $this->replace( $id, array( str_repeat( 'é', 40 ) ) )->get_status() );
		$this->assertSame( 400, $this->replace( $id, array_map( static fn( int $i ): string => "t{$i}", range( 1, 21 ) ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', $this->path( "/responses/{$id}/tags" ), array( 'tags' => array( array( 'x' ) ) ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', $this->path( "/responses/{$id}/tags" ) )->get_status() );
		$this->assertSame( array( str_repeat( 'é', 40 ) ), $this->tags_of( $id ) );
	}

	public function test_unknown_survey_or_a_response_of_another_survey_is_404(): void {
		$this->act_as( 'editor' );
		$foreign = $this->add_response( $this->other_id );
		$this->assertSame( 404, $this->replace( $foreign, array( 'bug' ) )->get_status() );
		$this->assertSame( 'userfeedback_response_not_found', $this->error_code( $this->replace( $foreign, array( 'bug' ) ) ) );
		$this->assertSame( 404, $this->rest( 'GET', $this->path( "/responses/{$foreign}/notes" ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', $this->path( "/responses/{$foreign}/notes" ), array( 'note' => 'x' ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'POST', self::BASE . '/999999/responses/' . $foreign . '/tags', array( 'tags' => array() ) )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', self::BASE . '/999999/tags' )->get_status() );
		$this->assertSame( 0, $this->count_rows( 'response_tags' ) + $this->count_rows( 'response_notes' ) );
	}

	public function test_bulk_adds_and_removes_on_every_response_all_or_nothing(): void {
		$this->act_as( 'editor' );
		$a = $this->add_response( $this->survey_id );
		$b = $this->add_response( $this->survey_id, 'trash' );
		$this->replace( $a, array( 'old', 'keep' ) );

		$response = $this->bulk( array( $b, $a, $a ), array( 'New', 'keep' ), array( 'OLD' ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( array( 'response_ids' => array( $a, $b ) ), $response->get_data() );
		$this->assertSame( array( 'keep', 'new' ), $this->tags_of( $a ) );
		$this->assertSame( array( 'keep', 'new' ), $this->tags_of( $b ) );

		// One id of another survey: 400, nothing changed.
		$foreign  = $this->add_response( $this->other_id );
		$response = $this->bulk( array( $a, $foreign ), array( 'x' ), array( 'keep' ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'userfeedback_invalid_response_ids', $this->error_code( $response ) );
		$this->assertSame( 400, $this->bulk( array( $a, 987654 ), array( 'x' ), array() )->get_status() );
		$this->assertSame( array( 'keep', 'new' ), $this->tags_of( $a ) );

		// Nothing to do, a bad tag, too many ids: 400.
		$this->assertSame( 400, $this->bulk( array( $a ), array(), array() )->get_status() );
		$bad = $this->bulk( array( $a ), array( 'ok', 'b@d' ), array() );
		$this->assertSame( 400, $bad->get_status() );
		$this->assertStringContainsString( '"b@d"', $bad->get_data()['message'] );
		$this->assertSame( 400, $this->bulk( range( 1, 501 ), array( 'x' ), array() )->get_status() );
		$this->assertSame( 400, $this->bulk( array(), array( 'x' ), array() )->get_status() );

		// Past 20 tags on any response: 400, nothing changed on any of them.
		$this->replace( $a, array_map( static fn( int $i ): string => "t{$i}", range( 1, 19 ) ) );
		$this->replace( $b, array() );
		$response = $this->bulk( array( $a, $b ), array( 'one', 'two' ), array() );
		$this->assertSame( 400, $response->get_status() );
		$this->assertCount( 19, $this->tags_of( $a ) );
		$this->assertSame( array(), $this->tags_of( $b ) );
		$this->assertSame( 200, $this->bulk( array( $a, $b ), array( 'one' ), array() )->get_status() );
		$this->assertCount( 20, $this->tags_of( $a ) );
	}

	public function test_counts_are_over_published_responses_most_used_first(): void {
		$this->act_as( 'editor' );
		$one   = $this->add_response( $this->survey_id );
		$two   = $this->add_response( $this->survey_id );
		$trash = $this->add_response( $this->survey_id, 'trash' );
		$other = $this->add_response( $this->other_id );
		$this->replace( $one, array( 'bug', 'praise' ) );
		$this->replace( $two, array( 'bug' ) );
		$this->replace( $trash, array( 'bug', 'spam' ) );
		$this->rest( 'POST', self::BASE . "/{$this->other_id}/responses/{$other}/tags", array( 'tags' => array( 'bug', 'elsewhere' ) ) );

		$response = $this->rest( 'GET', $this->path( '/tags' ) );
		$this->assertSame( 200, $response->get_status() );
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
			),
			$response->get_data()
		);
	}

	public function test_the_results_tag_counts_follow_the_results_filter(): void {
		global $wpdb;
		$this->act_as( 'editor' );
		$yes = $this->add_response( $this->survey_id );
		$no  = $this->add_response( $this->survey_id );
		foreach ( array(
			$yes => 'Yes',
			$no  => 'No',
		) as $id => $value ) {
			$wpdb->insert(
				$this->tables()->answers(),
				array(
					'response_id'  => $id,
					'survey_id'    => $this->survey_id,
					'question_id'  => 'q1',
					'value'        => $value,
					'status'       => 'publish',
					'submitted_at' => '2026-01-01 10:00:00',
				)
			);
		}
		$this->replace( $yes, array( 'bug', 'praise' ) );
		$this->replace( $no, array( 'bug' ) );
		$tags = fn( array $params ): array => $this->rest( 'GET', $this->path( '/results' ), $params )->get_data()['tags'] ?? array();
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
			),
			$tags( array() )
		);
		$this->assertSame(
			array(
				array(
					'tag'   => 'bug',
					'count' => 1,
				),
			),
			$tags( array( 'where' => '[{"question_id":"q1","compare":"==","value":"No"}]' ) ),
			'the No response only'
		);
	}

	public function test_list_and_single_response_carry_tags(): void {
		$this->act_as( 'editor' );
		$one = $this->add_response( $this->survey_id );
		$two = $this->add_response( $this->survey_id );
		$this->replace( $one, array( 'b', 'a' ) );

		$list = $this->rest( 'GET', $this->path( '/responses' ) )->get_data()['items'];
		$tags = array_column( $list, 'tags', 'id' );
		$this->assertSame(
			array(
				$one => array( 'a', 'b' ),
				$two => array(),
			),
			array(
				$one => $tags[ $one ],
				$two => $tags[ $two ],
			)
		);
		$this->assertSame( array( 'a', 'b' ), $this->rest( 'GET', $this->path( "/responses/{$one}" ) )->get_data()['tags'] );
	}

	public function test_the_list_tags_its_page_in_one_query(): void {
		global $wpdb;
		$this->act_as( 'editor' );
		$ids = array();
		for ( $i = 0; $i < 6; $i++ ) {
			$ids[] = $this->add_response( $this->survey_id );
		}
		$this->bulk( $ids, array( 'x' ), array() );
		$store  = new TagStore( $wpdb, userfeedback()->tables() );
		$before = $wpdb->num_queries;
		$tags   = $store->for_responses( $this->survey_id, $ids );
		$this->assertSame( 1, $wpdb->num_queries - $before );
		$this->assertSame( array_fill_keys( $ids, array( 'x' ) ), $tags );
	}

	public function test_notes_are_added_listed_edited_and_deleted_by_their_author(): void {
		$this->act_as( 'editor' );
		$author = get_current_user_id();
		$id     = $this->add_response( $this->survey_id );
		$this->assertSame( array(), $this->rest( 'GET', $this->path( "/responses/{$id}/notes" ) )->get_data() );

		$created = $this->rest( 'POST', $this->path( "/responses/{$id}/notes" ), array( 'note' => "  <b>Called</b> back:\r\n1 < 2 & \x07all fine.  " ) );
		$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
		$note = $created->get_data();
		// Plain text as typed (shown escaped), line breaks \n, control characters gone.
		$this->assertSame( "<b>Called</b> back:\n1 < 2 & all fine.", $note['note'] );
		$this->assertSame( $author, $note['author']['id'] );
		$user = get_userdata( $author );
		$this->assertInstanceOf( \WP_User::class, $user );
		$this->assertSame( $user->display_name, $note['author']['name'] );
		$this->assertTrue( $note['can_edit'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/', (string) $note['created_at'] );

		$this->rest( 'POST', $this->path( "/responses/{$id}/notes" ), array( 'note' => 'Second' ) );
		$list = $this->rest( 'GET', $this->path( "/responses/{$id}/notes" ) )->get_data();
		$this->assertSame( array( "<b>Called</b> back:\n1 < 2 & all fine.", 'Second' ), array_column( $list, 'note' ) );

		$edited = $this->rest( 'PUT', $this->path( "/responses/{$id}/notes/{$note['id']}" ), array( 'note' => 'Edited' ) );
		$this->assertSame( 200, $edited->get_status() );
		$this->assertSame( 'Edited', $edited->get_data()['note'] );

		$deleted = $this->rest( 'DELETE', $this->path( "/responses/{$id}/notes/{$note['id']}" ) );
		$this->assertSame( 200, $deleted->get_status() );
		$this->assertTrue( $deleted->get_data()['deleted'] );
		$this->assertSame( array( 'Second' ), array_column( $this->rest( 'GET', $this->path( "/responses/{$id}/notes" ) )->get_data(), 'note' ) );
		$this->assertSame( 404, $this->rest( 'DELETE', $this->path( "/responses/{$id}/notes/{$note['id']}" ) )->get_status() );
	}

	public function test_note_length_is_1_to_2000_characters(): void {
		$this->act_as( 'editor' );
		$id = $this->add_response( $this->survey_id );
		foreach ( array( '', '   ', "\x00\x07", str_repeat( 'é', 2001 ), "\xff\xfe" ) as $bad ) {
			$response = $this->rest( 'POST', $this->path( "/responses/{$id}/notes" ), array( 'note' => $bad ) );
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 'rest_invalid_param', $this->error_code( $response ) );
		}
		$this->assertSame( 400, $this->rest( 'POST', $this->path( "/responses/{$id}/notes" ) )->get_status() );
		$this->assertSame( 201, $this->rest( 'POST', $this->path( "/responses/{$id}/notes" ), array( 'note' => str_repeat( 'é', 2000 ) ) )->get_status() );
		$this->assertSame( 1, $this->count_rows( 'response_notes' ) );
	}

	public function test_only_the_author_or_an_administrator_changes_a_note(): void {
		$this->act_as( 'editor' );
		$id      = $this->add_response( $this->survey_id );
		$note_id = (int) $this->rest( 'POST', $this->path( "/responses/{$id}/notes" ), array( 'note' => 'Mine' ) )->get_data()['id'];

		$this->act_as( 'editor' );
		$list = $this->rest( 'GET', $this->path( "/responses/{$id}/notes" ) )->get_data();
		$this->assertFalse( $list[0]['can_edit'] );
		$put = $this->rest( 'PUT', $this->path( "/responses/{$id}/notes/{$note_id}" ), array( 'note' => 'Theirs' ) );
		$this->assertSame( 403, $put->get_status() );
		$this->assertSame( 'rest_forbidden', $this->error_code( $put ) );
		$this->assertSame( 403, $this->rest( 'DELETE', $this->path( "/responses/{$id}/notes/{$note_id}" ) )->get_status() );
		$this->assertSame( 'Mine', $this->rest( 'GET', $this->path( "/responses/{$id}/notes" ) )->get_data()[0]['note'] );

		// A note id under another response is not found there.
		$other = $this->add_response( $this->survey_id );
		$this->act_as( 'administrator' );
		$this->assertSame( 404, $this->rest( 'PUT', $this->path( "/responses/{$other}/notes/{$note_id}" ), array( 'note' => 'x' ) )->get_status() );

		$this->assertTrue( $this->rest( 'GET', $this->path( "/responses/{$id}/notes" ) )->get_data()[0]['can_edit'] );
		$this->assertSame( 200, $this->rest( 'PUT', $this->path( "/responses/{$id}/notes/{$note_id}" ), array( 'note' => 'Moderated' ) )->get_status() );
		$this->assertSame( 200, $this->rest( 'DELETE', $this->path( "/responses/{$id}/notes/{$note_id}" ) )->get_status() );
		$this->assertSame( 0, $this->count_rows( 'response_notes' ) );
	}

	public function test_deleting_responses_for_good_deletes_their_tags_and_notes(): void {
		$this->act_as( 'administrator' );
		$gone = $this->add_response( $this->survey_id );
		$kept = $this->add_response( $this->survey_id );
		$this->bulk( array( $gone, $kept ), array( 'x' ), array() );
		$this->rest( 'POST', $this->path( "/responses/{$gone}/notes" ), array( 'note' => 'Gone' ) );
		$this->rest( 'POST', $this->path( "/responses/{$kept}/notes" ), array( 'note' => 'Kept' ) );

		// Trash keeps them; Delete Permanently removes them.
		$this->assertSame( 200, $this->rest( 'POST', $this->path( '/responses/trash' ), array( 'response_ids' => array( $gone ) ) )->get_status() );
		$this->assertSame( array( 'x' ), $this->tags_of( $gone ) );
		$this->assertSame( 200, $this->rest( 'DELETE', $this->path( '/responses' ), array( 'response_ids' => array( $gone ) ) )->get_status() );
		$this->assertSame( array(), $this->tags_of( $gone ) );
		$this->assertSame( array( 'x' ), $this->tags_of( $kept ) );
		$this->assertSame( 1, $this->count_rows( 'response_notes' ) );

		// Privacy erasure and retention delete through ResponsesRepository::delete_for_good().
		global $wpdb;
		$repository = new \UserFeedback\Reporting\ResponsesRepository( $wpdb, userfeedback()->tables(), userfeedback()->rollups() );
		$this->assertSame( array( $kept ), $repository->delete_for_good( $this->survey_id, array( $kept ) ) );
		$this->assertSame( 0, $this->count_rows( 'response_tags' ) + $this->count_rows( 'response_notes' ) );
	}

	public function test_deleting_a_survey_for_good_deletes_its_tags_and_notes(): void {
		$this->act_as( 'administrator' );
		$id    = $this->add_response( $this->survey_id );
		$other = $this->add_response( $this->other_id );
		$this->replace( $id, array( 'x' ) );
		$this->rest( 'POST', $this->path( "/responses/{$id}/notes" ), array( 'note' => 'Gone' ) );
		$this->rest( 'POST', self::BASE . "/{$this->other_id}/responses/{$other}/notes", array( 'note' => 'Kept' ) );

		$this->assertSame( 200, $this->rest( 'POST', self::BASE . '/trash', array( 'survey_ids' => array( $this->survey_id ) ) )->get_status() );
		$this->assertSame( 1, $this->count_rows( 'response_tags' ) );
		$deleted = $this->rest( 'DELETE', self::BASE, array( 'survey_ids' => array( $this->survey_id ) ) );
		$this->assertSame( 200, $deleted->get_status(), (string) wp_json_encode( $deleted->get_data() ) );
		$this->assertSame( 0, $this->count_rows( 'response_tags' ) );
		$this->assertSame( 1, $this->count_rows( 'response_notes' ) );
	}

	/**
	 * A response of the survey with one note by the current user (an administrator's when
	 * logged out).
	 *
	 * @return array{int, int}
	 */
	private function response_with_note(): array {
		global $wpdb;
		$id = $this->add_response( $this->survey_id );
		$wpdb->insert(
			userfeedback()->tables()->response_notes(),
			array(
				'survey_id'   => $this->survey_id,
				'response_id' => $id,
				'author_id'   => get_current_user_id(),
				'note'        => 'A note',
				'created_at'  => '2026-01-01 10:00:00',
				'updated_at'  => '2026-01-01 10:00:00',
			)
		);
		return array( $id, (int) $wpdb->insert_id );
	}

	/**
	 * Calls a route with a valid body.
	 *
	 * @param string $method      HTTP method.
	 * @param string $path        Path after `surveys/{id}` with {response} and {note}.
	 * @param int    $response_id Response id.
	 * @param int    $note_id     Note id.
	 * @return \WP_REST_Response
	 */
	private function call( string $method, string $path, int $response_id, int $note_id ): \WP_REST_Response {
		$bodies = array(
			'/responses/{response}/tags'         => array( 'tags' => array( 'bug' ) ),
			'/responses/tags'                    => array(
				'response_ids' => array( $response_id ),
				'add'          => array( 'bug' ),
			),
			'/responses/{response}/notes'        => array( 'note' => 'Hello' ),
			'/responses/{response}/notes/{note}' => array( 'note' => 'Changed' ),
		);
		$params = 'GET' === $method || 'DELETE' === $method ? array() : $bodies[ $path ];
		return $this->rest( $method, $this->path( str_replace( array( '{response}', '{note}' ), array( (string) $response_id, (string) $note_id ), $path ) ), $params );
	}

	/**
	 * Replaces a response's tags.
	 *
	 * @param int          $id   Response id.
	 * @param array<mixed> $tags Tags.
	 * @return \WP_REST_Response
	 */
	private function replace( int $id, array $tags ): \WP_REST_Response {
		return $this->rest( 'POST', $this->path( "/responses/{$id}/tags" ), array( 'tags' => $tags ) );
	}

	/**
	 * The bulk change.
	 *
	 * @param int[]    $ids    Response ids.
	 * @param string[] $add    Tags to add.
	 * @param string[] $remove Tags to remove.
	 * @return \WP_REST_Response
	 */
	private function bulk( array $ids, array $add, array $remove ): \WP_REST_Response {
		return $this->rest(
			'POST',
			$this->path( '/responses/tags' ),
			array(
				'response_ids' => $ids,
				'add'          => $add,
				'remove'       => $remove,
			)
		);
	}

	/**
	 * A response's stored tags, A to Z.
	 *
	 * @param int $id Response id.
	 * @return string[]
	 */
	private function tags_of( int $id ): array {
		global $wpdb;
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT tag FROM `{$this->tables()->response_tags()}` WHERE response_id = %d ORDER BY tag", $id ) ) );
	}

	/**
	 * Rows in one of the module's tables.
	 *
	 * @param string $table 'response_tags' or 'response_notes'.
	 * @return int
	 */
	private function count_rows( string $table ): int {
		global $wpdb;
		$name = 'response_tags' === $table ? $this->tables()->response_tags() : $this->tables()->response_notes();
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$name}`" );
	}

	/**
	 * A path under the survey.
	 *
	 * @param string $suffix After `surveys/{id}`.
	 * @return string
	 */
	private function path( string $suffix ): string {
		return self::BASE . '/' . $this->survey_id . $suffix;
	}

	/**
	 * Puts controllers built for the Lite edition behind the module's routes.
	 *
	 * @return void
	 */
	private function use_lite(): void {
		global $wpdb;
		$tables            = $this->tables();
		$entitlements      = new Entitlements( 'lite', new LicenseStore(), new AddonRegistry() );
		$surveys           = new SurveyRepository( $wpdb, $tables );
		$tags              = new TagStore( $wpdb, $tables );
		$lite              = array(
			TagsController::class  => new TagsController( $tags, $surveys, $entitlements ),
			NotesController::class => new NotesController( new NoteStore( $wpdb, $tables, $tags ), $tags, $surveys, $entitlements ),
		);
		$this->lite_filter = static function ( array $endpoints ) use ( $lite ): array {
			foreach ( $endpoints as $route => $handlers ) {
				if ( ! is_array( $handlers ) ) {
					continue;
				}
				foreach ( $handlers as $key => $handler ) {
					if ( ! is_int( $key ) || ! is_array( $handler ) ) {
						continue;
					}
					foreach ( array( 'callback', 'permission_callback' ) as $callback ) {
						$target = isset( $handler[ $callback ] ) && is_array( $handler[ $callback ] ) && is_object( $handler[ $callback ][0] ) ? get_class( $handler[ $callback ][0] ) : '';
						if ( isset( $lite[ $target ] ) ) {
							$endpoints[ $route ][ $key ][ $callback ] = array( $lite[ $target ], $handler[ $callback ][1] );
						}
					}
				}
			}
			return $endpoints;
		};
		add_filter( 'rest_endpoints', $this->lite_filter );
	}

	/**
	 * Creates a published survey with one question, keeping the current user.
	 *
	 * @param string $title Title.
	 * @return int
	 */
	private function create_survey( string $title ): int {
		$user = get_current_user_id();
		$this->act_as( 'administrator' );
		$response = $this->rest(
			'POST',
			self::BASE,
			array(
				'id'        => null,
				'title'     => $title,
				'status'    => 'publish',
				'questions' => array(
					array(
						'id'     => 'q1',
						'type'   => 'radio-button',
						'title'  => 'Yes?',
						'config' => array( 'options' => array( 'Yes', 'No' ) ),
					),
				),
			)
		);
		wp_set_current_user( $user );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return (int) $response->get_data()['id'];
	}

	/**
	 * Inserts a response.
	 *
	 * @param int    $survey_id    Survey id.
	 * @param string $status       Status.
	 * @param string $submitted_at UTC DATETIME.
	 * @return int
	 */
	private function add_response( int $survey_id, string $status = 'publish', string $submitted_at = '2026-01-01 10:00:00' ): int {
		global $wpdb;
		$wpdb->insert(
			$this->tables()->responses(),
			array(
				'survey_id'    => $survey_id,
				'status'       => $status,
				'submitted_at' => $submitted_at,
			)
		);
		userfeedback()->rollups()->invalidate( array( $survey_id ) );
		return (int) $wpdb->insert_id;
	}

	/**
	 * Table names.
	 *
	 * @return \UserFeedback\Database\Tables
	 */
	private function tables(): \UserFeedback\Database\Tables {
		return userfeedback()->tables();
	}

	/**
	 * Stores a licence of the type, or none.
	 *
	 * @param string|null $type Licence type, or null for no licence.
	 * @return void
	 */
	private function license( ?string $type ): void {
		if ( null === $type ) {
			delete_option( LicenseStore::OPTION );
			return;
		}
		( new LicenseStore() )->save( new License( 'key-' . $type, $type ) );
	}
}
