<?php
/**
 * The access role settings, enforced on the survey and results routes.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Settings;

use UserFeedback\Access\Capabilities;
use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Settings\SettingsGate;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Roles chosen in Pro settings take effect at once on the REST routes; Lite grants the defaults
 * (administrator, editor) whatever is stored.
 */
final class AccessRolesTest extends SettingsTestCase {

	/**
	 * A published survey.
	 *
	 * @var int
	 */
	private int $survey_id;

	/**
	 * The Lite capabilities filter, when added.
	 *
	 * @var callable|null
	 */
	private $lite_caps = null;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->survey_id = ( new SurveyRepository( $wpdb, userfeedback()->tables() ) )->insert(
			( new SurveyNormalizer() )->survey(
				array(
					'title'     => 'Roles',
					'status'    => 'publish',
					'questions' => array(
						array(
							'id'    => 'q',
							'type'  => 'text',
							'title' => 'Why?',
						),
					),
				)
			)
		);
		$this->assertGreaterThan( 0, $this->survey_id );
	}

	protected function tearDown(): void {
		if ( null !== $this->lite_caps ) {
			remove_filter( 'user_has_cap', $this->lite_caps, 11 );
			$this->lite_caps = null;
		}
		parent::tearDown();
	}

	/**
	 * Statuses of the survey routes (list, one, save) and the results route for the current user.
	 *
	 * @return array{list: int, one: int, save: int, results: int}
	 */
	private function statuses(): array {
		return array(
			'list'    => $this->rest( 'GET', '/userfeedback/v1/surveys' )->get_status(),
			'one'     => $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}" )->get_status(),
			'save'    => $this->rest(
				'POST',
				'/userfeedback/v1/surveys',
				array(
					'title'     => 'New',
					'status'    => 'draft',
					'questions' => array(),
				)
			)->get_status(),
			'results' => $this->rest( 'GET', "/userfeedback/v1/surveys/{$this->survey_id}/results" )->get_status(),
		);
	}

	/**
	 * Saves role settings as an administrator.
	 *
	 * @param array<string, string[]> $roles Role lists.
	 * @return void
	 */
	private function save_roles( array $roles ): void {
		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->save( $roles )->get_status() );
	}

	public function test_by_default_editors_have_access_and_authors_do_not(): void {
		$this->act_as( 'editor' );
		$this->assertSame(
			array(
				'list'    => 200,
				'one'     => 200,
				'save'    => 201,
				'results' => 200,
			),
			$this->statuses()
		);
		$this->act_as( 'author' );
		$this->assertSame(
			array(
				'list'    => 403,
				'one'     => 403,
				'save'    => 403,
				'results' => 403,
			),
			$this->statuses()
		);
	}

	public function test_pro_settings_take_editors_off_and_put_authors_on(): void {
		$this->save_roles(
			array(
				'create_edit_surveys' => array( 'administrator', 'author' ),
				'view_results'        => array( 'administrator', 'author' ),
			)
		);
		$this->act_as( 'editor' );
		$this->assertSame(
			array(
				'list'    => 403,
				'one'     => 403,
				'save'    => 403,
				'results' => 403,
			),
			$this->statuses()
		);
		$this->act_as( 'author' );
		$this->assertSame(
			array(
				'list'    => 200,
				'one'     => 200,
				'save'    => 201,
				'results' => 200,
			),
			$this->statuses()
		);
		$this->act_as( 'administrator' );
		$this->assertSame( 200, $this->statuses()['results'], 'administrators always keep access' );
	}

	public function test_view_results_alone_opens_reading_but_not_editing(): void {
		$this->save_roles(
			array(
				'create_edit_surveys' => array( 'administrator' ),
				'view_results'        => array( 'administrator', 'editor' ),
			)
		);
		$this->act_as( 'editor' );
		$this->assertSame(
			array(
				'list'    => 200,
				'one'     => 200,
				'save'    => 403,
				'results' => 200,
			),
			$this->statuses()
		);
	}

	public function test_lite_grants_the_default_roles_whatever_is_stored(): void {
		update_option(
			SettingsStore::OPTION,
			array(
				'create_edit_surveys' => array( 'administrator', 'author' ),
				'view_results'        => array( 'administrator', 'author' ),
				'delete_surveys'      => array( 'administrator' ),
			)
		);
		$lite            = new Capabilities( new SettingsStore(), new SettingsGate( new Entitlements( 'lite', new LicenseStore(), new AddonRegistry() ) ) );
		$this->lite_caps = array( $lite, 'grant' );
		// After the running (Pro) plugin's grant, so Lite's answer is the one that counts.
		add_filter( 'user_has_cap', $this->lite_caps, 11, 4 );

		$this->act_as( 'author' );
		$this->assertSame(
			array(
				'list'    => 403,
				'one'     => 403,
				'save'    => 403,
				'results' => 403,
			),
			$this->statuses()
		);
		$this->act_as( 'editor' );
		$this->assertSame(
			array(
				'list'    => 200,
				'one'     => 200,
				'save'    => 201,
				'results' => 200,
			),
			$this->statuses()
		);
		$this->assertTrue( current_user_can( Capabilities::DELETE_SURVEYS ) );
	}
}
