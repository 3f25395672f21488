<?php
/**
 * The XLIFF routes: who may use them, on which editions, and what they answer.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Rest;

use UserFeedback\Entitlements\AddonRegistry;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Entitlements\License;
use UserFeedback\Entitlements\LicenseStore;
use UserFeedback\Frontend\WidgetTheming;
use UserFeedback\Rest\SurveysController;
use UserFeedback\Rest\SurveyXliffController;
use UserFeedback\Surveys\AnalyticsTracking;
use UserFeedback\Surveys\SurveyGate;
use UserFeedback\Surveys\SurveyNormalizer;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;
use UserFeedback\Surveys\SurveyValidator;
use UserFeedback\Surveys\Translations\TranslationUnits;
use UserFeedback\Surveys\Translations\XliffExport;
use UserFeedback\Surveys\Translations\XliffImport;
use UserFeedback\Surveys\Translations\XliffReader;
use UserFeedback\Tests\Contract\StrictSchema;
use UserFeedback\Tests\Surveys\XliffFixtures;
use UserFeedback\Tests\TestCase;

/**
 * Downloading and uploading need the survey editors' capability, as editing the survey does;
 * uploading also needs translations (Pro with a licence), 403 otherwise as for the display
 * order. The answers are checked against the schemas the contract is generated from.
 */
final class SurveyXliffControllerTest extends TestCase {

	use XliffFixtures;

	protected function setUp(): void {
		parent::setUp();
		( new LicenseStore() )->save( new License( 'key-pro', 'pro' ) );
	}

	public function test_visitors_and_users_without_the_survey_editors_capability_are_refused(): void {
		$this->act_as( 'administrator' );
		$id      = $this->create_survey();
		$content = $this->xliff( $id );

		$this->act_as( '' );
		$this->assertSame( array( 401, 401 ), $this->statuses( $id, $content ) );
		$this->act_as( 'subscriber' );
		$this->assertSame( array( 403, 403 ), $this->statuses( $id, $content ) );
		$this->act_as( 'editor' );
		$this->assertSame( array( 200, 200 ), $this->statuses( $id, $content ), 'editors edit surveys by default' );

		// Survey editing left to administrators: an editor is refused both ways.
		$roles                   = array_fill_keys( array( 'create_edit_surveys', 'view_results', 'delete_surveys' ), array( 'administrator' ) );
		$roles['view_results'][] = 'editor';
		userfeedback()->settings()->update( $roles );
		$this->act_as( 'editor' );
		$this->assertSame( array( 403, 403 ), $this->statuses( $id, $content ) );
		$this->assertSame( 'rest_forbidden', $this->error_code( $this->upload( $id, $content ) ) );
	}

	public function test_without_a_licence_a_file_downloads_but_does_not_upload(): void {
		$this->act_as( 'administrator' );
		$id      = $this->create_survey();
		$before  = $this->translations_of( $id );
		$content = str_replace( '>Votre avis<', '>Autre<', $this->xliff( $id ) );
		( new LicenseStore() )->clear();

		$this->assertSame( 200, $this->download( $id )->get_status(), 'reading what GET surveys/{id} shows' );
		$response = $this->upload( $id, $content );
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $response ) );
		$this->assertSame( 'Please enter a valid license key to translate surveys.', $response->get_data()['message'] );
		$this->assertSame( $before, $this->translations_of( $id ) );
	}

	public function test_lite_refuses_an_upload_as_a_pro_feature(): void {
		$this->act_as( 'administrator' );
		$id      = $this->create_survey();
		$content = str_replace( '>Votre avis<', '>Autre<', $this->xliff( $id ) );
		$filter  = $this->use_edition( 'lite' );

		$response = $this->upload( $id, $content );
		remove_filter( 'rest_endpoints', $filter );
		$GLOBALS['wp_rest_server'] = null;

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'userfeedback_upgrade_required', $this->error_code( $response ) );
		$this->assertSame( 'Translations is a PRO feature', $response->get_data()['message'] );
		$this->assertSame( 'Votre avis', $this->translations_of( $id )['fr_FR']['title'] );
	}

	public function test_the_answers_match_their_schemas(): void {
		$this->act_as( 'administrator' );
		$id       = $this->create_survey();
		$download = $this->download( $id );
		$upload   = $this->upload( $id, str_replace( '>Votre avis<', '>Autre<', (string) $download->get_data()['content'] ) );
		$this->assertSame( 200, $upload->get_status() );

		foreach ( array( $download, $upload ) as $answer ) {
			$handler = (array) $answer->get_matched_handler();
			$options = (array) rest_get_server()->get_route_options( (string) $answer->get_matched_route() );
			$schema  = (array) call_user_func( $handler['response_schema'] ?? $options['schema'] );
			$json    = json_decode( (string) wp_json_encode( $answer->get_data() ), true );
			$this->assertTrue( rest_validate_value_from_schema( $json, StrictSchema::of( $schema ), 'answer' ), (string) $answer->get_matched_route() );
		}
		$this->assertSame( 'Autre', $upload->get_data()['survey']['translations']->fr_FR['title'] );
		$this->assertArrayHasKey( 'page_survey', $upload->get_data()['survey'], 'the survey object as POST surveys answers it' );
	}

	/**
	 * GET's and POST's statuses for the current user.
	 *
	 * @param int    $id      Survey id.
	 * @param string $content A file to upload.
	 * @return int[]
	 */
	private function statuses( int $id, string $content ): array {
		return array( $this->download( $id )->get_status(), $this->upload( $id, $content )->get_status() );
	}

	/**
	 * Answers the XLIFF routes with a controller built for an edition, as the Lite zip builds it.
	 *
	 * @param string $edition 'lite' or 'pro'.
	 * @return callable The rest_endpoints filter, to remove afterwards.
	 */
	private function use_edition( string $edition ): callable {
		global $wpdb;
		$entitlements = new Entitlements( $edition, new LicenseStore(), new AddonRegistry() );
		$surveys      = new SurveyRepository( $wpdb, userfeedback()->tables() );
		$service      = new SurveyService( $surveys, new SurveyNormalizer(), new SurveyValidator(), new SurveyGate( $entitlements ), new AnalyticsTracking() );
		$units        = new TranslationUnits( new WidgetTheming( userfeedback()->settings(), $entitlements ) );
		$controller   = new SurveyXliffController( $surveys, new XliffExport( $units ), new XliffImport( $surveys, $service, $entitlements, $units, new XliffReader() ), new SurveysController( $surveys, $service ) );
		$filter       = static function ( array $endpoints ) use ( $controller ): array {
			foreach ( $endpoints as $route => $handlers ) {
				foreach ( is_array( $handlers ) ? $handlers : array() as $key => $handler ) {
					if ( is_int( $key ) && is_array( $handler ) && is_array( $handler['callback'] ?? null ) && $handler['callback'][0] instanceof SurveyXliffController ) {
						$endpoints[ $route ][ $key ]['callback'] = array( $controller, $handler['callback'][1] );
					}
				}
			}
			return $endpoints;
		};
		add_filter( 'rest_endpoints', $filter );
		$GLOBALS['wp_rest_server'] = null;
		return $filter;
	}
}
