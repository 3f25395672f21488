<?php
/**
 * A survey's texts in one language as an XLIFF file for a translator, and that file back.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Hookable;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;
use UserFeedback\Surveys\Translations\Locale;
use UserFeedback\Surveys\Translations\TranslatedLanguage;
use UserFeedback\Surveys\Translations\XliffExport;
use UserFeedback\Surveys\Translations\XliffImport;

/**
 * `GET surveys/{id}/translations/{locale}/xliff` answers `{ filename, content }` (the admin app
 * makes the download); `POST` with `{ content }` imports a translated file and answers what it
 * did with the saved survey. Both need the survey editors' capability, as editing the survey
 * does; importing also needs translations (Pro with a licence), as a translation save does.
 * Downloading does not: it only reads what GET surveys/{id} shows.
 */
final class SurveyXliffController extends \WP_REST_Controller implements Hookable {

	/**
	 * Constructor.
	 *
	 * @param SurveyRepository  $surveys Survey rows.
	 * @param XliffExport       $export  The file's writer.
	 * @param XliffImport       $import  The file's import.
	 * @param SurveysController $objects The survey object an import answers with (not hooked here).
	 */
	public function __construct( private readonly SurveyRepository $surveys, private readonly XliffExport $export, private readonly XliffImport $import, private readonly SurveysController $objects ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'surveys';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		// The locale is checked by its argument's pattern, not in the route: a route's own
		// groups would break how the contract names it (surveys/{id}/translations/{locale}/xliff).
		$path = array(
			'id'     => array(
				'description' => __( 'Survey id.', 'userfeedback' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
			'locale' => array(
				'description' => __( 'One of the survey’s translations, as a WordPress locale (fr_FR).', 'userfeedback' ),
				'type'        => 'string',
				'pattern'     => Locale::PATTERN,
			),
		);
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/translations/(?P<locale>[A-Za-z0-9_]+)/xliff',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => Args::with_callbacks( $path ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'create_item_permissions_check' ),
					'response_schema'     => array( $this, 'import_schema' ),
					'args'                => Args::with_callbacks(
						$path + array(
							'content' => array(
								'description' => __( 'The translated XLIFF 1.2 file (UTF-8 text, at most 1 MB).', 'userfeedback' ),
								'type'        => 'string',
								'required'    => true,
							),
						)
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * The file to download.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return Schemas::object(
			'userfeedback-survey-xliff',
			array(
				'filename' => array(
					'description' => __( 'A name for the file, such as survey-12-fr_FR.xlf.', 'userfeedback' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'content'  => array(
					'description' => __( 'The XLIFF 1.2 file.', 'userfeedback' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			)
		);
	}

	/**
	 * What an import did, with the saved survey.
	 *
	 * @return array<string, mixed>
	 */
	public function import_schema(): array {
		$count = static fn( string $description ): array => array(
			'description' => $description,
			'type'        => 'integer',
			'readonly'    => true,
		);
		return Schemas::object(
			'userfeedback-survey-xliff-import',
			array(
				'imported'       => $count( __( 'Texts the file changed.', 'userfeedback' ) ),
				'unchanged'      => $count( __( 'Texts the file translates as they already were.', 'userfeedback' ) ),
				'untranslated'   => $count( __( 'Units the file leaves untranslated: their texts stay as they were.', 'userfeedback' ) ),
				'unknown'        => $count( __( 'Units naming no text of the survey (or a text twice), ignored.', 'userfeedback' ) ),
				'source_changed' => array(
					'description' => __( 'Ids of the imported units whose original text is no longer the survey’s: worth a look.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array( 'type' => 'string' ),
					'readonly'    => true,
				),
				'survey'         => $this->objects->get_public_item_schema(),
			)
		);
	}

	/**
	 * Downloading: the survey editors, as for the builder.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return Permissions::edit_surveys();
	}

	/**
	 * Importing: the survey editors, as for saving the survey (the licence is the import's).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function create_item_permissions_check( $request ) {
		return Permissions::edit_surveys();
	}

	/**
	 * The file of one language.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		$survey = $this->surveys->find( (int) $request['id'] );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$refusal = TranslatedLanguage::refusal( $survey, (string) $request['locale'] );
		if ( null !== $refusal ) {
			return $refusal;
		}
		return rest_ensure_response( $this->export->file( $survey, (string) $request['locale'] ) );
	}

	/**
	 * Imports a translated file.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( $request ) {
		$result = $this->import->import( (int) $request['id'], (string) $request['locale'], (string) $request['content'] );
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		$result['survey'] = $this->objects->prepare_item_for_response( $result['survey'], $request )->get_data();
		return rest_ensure_response( $result );
	}
}
