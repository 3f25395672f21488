<?php
/**
 * A survey's themes over REST.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Ai\Summary\SurveyQuestions;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\RestErrors;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * `GET|POST surveys/{id}/themes`, `PATCH|DELETE surveys/{id}/themes/{theme_id}`,
 * and `POST surveys/{id}/themes/{theme_id}/merge` (one response's labels: ResponseLabelsController).
 * The readers of the survey's results (the results' rule: view results), on the AI summary's plan
 * (AiPermissions::summary). A change of themes is matched against the answers in the background
 * (ThemesRevision, InsightsCron): the routes only write the themes.
 */
final class InsightsController implements Hookable {

	use SummaryPlanRoutes;

	private const THEMES = '/surveys/(?P<id>[\d]+)/themes';

	public function __construct(
		private readonly ThemeStore $themes,
		private readonly InsightStore $store,
		private readonly ThemesRevision $revisions,
		private readonly InsightsProcessor $processor,
		private readonly InsightsCron $cron,
		private readonly SurveyRepository $surveys,
		private readonly Entitlements $entitlements
	) {
	}


	public function register_routes(): void {
		$theme_id = array(
			'description' => __( 'Theme id.', 'userfeedback' ),
			'type'        => 'integer',
			'minimum'     => 1,
		);
		register_rest_route(
			RestNamespace::V1,
			self::THEMES,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'list_themes' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks( array( 'id' => Args::survey_id() ) ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_theme' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'       => Args::survey_id(),
							'label'    => array_merge( self::label_arg(), array( 'required' => true ) ),
							'examples' => array_merge( self::examples_arg(), array( 'default' => array() ) ),
						)
					),
					'response_schema'     => array( self::class, 'theme_schema' ),
				),
				'schema' => array( self::class, 'themes_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			self::THEMES . '/(?P<theme_id>[\d]+)',
			array(
				array(
					'methods'             => 'PATCH',
					'callback'            => array( $this, 'update_theme' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'       => Args::survey_id(),
							'theme_id' => $theme_id,
							'label'    => self::label_arg(),
							'examples' => self::examples_arg(),
						)
					),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_theme' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'       => Args::survey_id(),
							'theme_id' => $theme_id,
						)
					),
					'response_schema'     => array( self::class, 'deleted_schema' ),
				),
				'schema' => array( self::class, 'theme_schema' ),
			)
		);
		register_rest_route(
			RestNamespace::V1,
			self::THEMES . '/(?P<theme_id>[\d]+)/merge',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'merge_theme' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'       => Args::survey_id(),
							'theme_id' => $theme_id,
							'into'     => array(
								'description' => __( 'The theme to merge into (kept; the theme of the route is deleted).', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => 1,
								'required'    => true,
							),
						)
					),
				),
				'schema' => array( self::class, 'theme_schema' ),
			)
		);
	}

	/**
	 * The survey's themes with their counts, and its state.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function list_themes( \WP_REST_Request $request ) {
		$survey = $this->surveys->find( (int) $request['id'] );
		if ( null === $survey ) {
			return SurveyService::not_found();
		}
		$survey_id = (int) $survey['id'];
		$counts    = $this->store->theme_counts( $survey_id );
		$themes    = array();
		foreach ( $this->themes->all( $survey_id ) as $theme ) {
			$themes[] = self::theme_out( $theme, $counts[ $theme['id'] ] ?? 0 );
		}
		return rest_ensure_response(
			array(
				'state'    => $this->processor->survey_state( $survey ),
				'language' => SurveyLocale::of_survey( $survey ),
				'themes'   => $themes,
			)
		);
	}

	/**
	 * Creates an owner's theme.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_theme( \WP_REST_Request $request ) {
		$survey_id = (int) $request['id'];
		if ( null === $this->surveys->find( $survey_id ) ) {
			return SurveyService::not_found();
		}
		$label = $this->label( $survey_id, $request['label'], 0 );
		if ( $label instanceof \WP_Error ) {
			return $label;
		}
		$examples = ThemeStore::clean_examples( (array) $request['examples'] );
		$id       = $this->themes->create( $survey_id, $label, $examples, ThemeStore::ORIGIN_OWNER );
		if ( 0 === $id ) {
			return RestErrors::db_error();
		}
		$this->changed( $survey_id );
		$response = rest_ensure_response( self::theme_out( $this->themes->all( $survey_id )[ $id ], 0 ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Renames a theme or changes its examples.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_theme( \WP_REST_Request $request ) {
		$found = $this->theme( $request );
		if ( $found instanceof \WP_Error ) {
			return $found;
		}
		list( $survey_id, $theme ) = $found;
		$label                     = null;
		if ( null !== $request['label'] ) {
			$label = $this->label( $survey_id, $request['label'], $theme['id'] );
			if ( $label instanceof \WP_Error ) {
				return $label;
			}
		}
		$examples = null === $request['examples'] ? null : ThemeStore::clean_examples( (array) $request['examples'] );
		if ( null === $label && null === $examples ) {
			return RestErrors::refused( 'label', __( 'Give a new label or new examples.', 'userfeedback' ) );
		}
		if ( ! $this->themes->update( $survey_id, $theme['id'], $label, $examples ) ) {
			return RestErrors::db_error();
		}
		if ( null !== $label && mb_strtolower( $label, 'UTF-8' ) !== mb_strtolower( $theme['label'], 'UTF-8' ) ) {
			$this->revisions->dismiss( $survey_id, $theme['label'] );
		}
		$this->changed( $survey_id );
		return rest_ensure_response( self::theme_out( $this->themes->all( $survey_id )[ $theme['id'] ], $this->store->theme_counts( $survey_id )[ $theme['id'] ] ?? 0 ) );
	}

	/**
	 * Deletes a theme (its answers lose it; later suggestions do not bring it back).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete_theme( \WP_REST_Request $request ) {
		$found = $this->theme( $request );
		if ( $found instanceof \WP_Error ) {
			return $found;
		}
		list( $survey_id, $theme ) = $found;
		if ( ! $this->themes->delete( $survey_id, $theme['id'] ) ) {
			return RestErrors::db_error();
		}
		$this->revisions->dismiss( $survey_id, $theme['label'] );
		return rest_ensure_response(
			array(
				'deleted' => true,
				'id'      => $theme['id'],
			)
		);
	}

	/**
	 * Merges a theme into another.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function merge_theme( \WP_REST_Request $request ) {
		$found = $this->theme( $request );
		if ( $found instanceof \WP_Error ) {
			return $found;
		}
		list( $survey_id, $theme ) = $found;
		$into                      = (int) $request['into'];
		$all                       = $this->themes->all( $survey_id );
		if ( $into === $theme['id'] || ! isset( $all[ $into ] ) ) {
			return RestErrors::refused( 'into', __( 'Choose another theme of this survey to merge into.', 'userfeedback' ) );
		}
		if ( ! $this->themes->merge( $survey_id, $theme['id'], $into ) ) {
			return RestErrors::db_error();
		}
		$this->revisions->dismiss( $survey_id, $theme['label'] );
		$this->changed( $survey_id );
		return rest_ensure_response( self::theme_out( $this->themes->all( $survey_id )[ $into ], $this->store->theme_counts( $survey_id )[ $into ] ?? 0 ) );
	}

	/**
	 * The survey and theme of a theme route, or its 404.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return array{0: int, 1: array{id: int, label: string, examples: list<string>, origin: string}}|\WP_Error
	 */
	private function theme( \WP_REST_Request $request ) {
		$survey_id = (int) $request['id'];
		if ( null === $this->surveys->find( $survey_id ) ) {
			return SurveyService::not_found();
		}
		$theme = $this->themes->all( $survey_id )[ (int) $request['theme_id'] ] ?? null;
		if ( null === $theme ) {
			return new \WP_Error( 'userfeedback_theme_not_found', __( 'Theme not found.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		return array( $survey_id, $theme );
	}

	/**
	 * A label checked: not empty, not another theme's of the survey.
	 *
	 * @param int   $survey_id Survey id.
	 * @param mixed $raw       The label sent.
	 * @param int   $except    The theme being renamed (0 for none).
	 * @return string|\WP_Error
	 */
	private function label( int $survey_id, $raw, int $except ) {
		$label = mb_substr( trim( sanitize_text_field( is_scalar( $raw ) ? (string) $raw : '' ) ), 0, ThemeStore::MAX_LABEL );
		if ( '' === $label ) {
			return RestErrors::refused( 'label', __( 'Give the theme a label.', 'userfeedback' ) );
		}
		foreach ( $this->themes->all( $survey_id ) as $theme ) {
			if ( $theme['id'] !== $except && mb_strtolower( $theme['label'], 'UTF-8' ) === mb_strtolower( $label, 'UTF-8' ) ) {
				return RestErrors::refused( 'label', __( 'This survey already has a theme with this label.', 'userfeedback' ) );
			}
		}
		return $label;
	}

	/**
	 * The survey's themes changed: re-matched in the background.
	 *
	 * @param int $survey_id Survey id.
	 * @return void
	 */
	private function changed( int $survey_id ): void {
		$this->revisions->changed( $survey_id );
		$this->cron->schedule();
	}

	/**
	 * A theme as the API gives it (also the split's).
	 *
	 * @param array{id: int, label: string, examples: list<string>, origin: string} $theme The theme.
	 * @param int                                                                   $count Responses carrying it.
	 * @return array{id: int, label: string, examples: list<string>, origin: string, count: int}
	 */
	public static function theme_out( array $theme, int $count ): array {
		return array(
			'id'       => $theme['id'],
			'label'    => $theme['label'],
			'examples' => $theme['examples'],
			'origin'   => $theme['origin'],
			'count'    => $count,
		);
	}

	/**
	 * The label argument.
	 *
	 * @return array<string, mixed>
	 */
	private static function label_arg(): array {
		return array(
			'description' => __( 'The theme\'s label: a short phrase, as a person would name it.', 'userfeedback' ),
			'type'        => 'string',
			'minLength'   => 1,
			'maxLength'   => ThemeStore::MAX_LABEL,
		);
	}

	/**
	 * The examples argument.
	 *
	 * @return array<string, mixed>
	 */
	private static function examples_arg(): array {
		return array(
			'description' => __( 'Example phrases answers about this theme contain.', 'userfeedback' ),
			'type'        => 'array',
			'items'       => array(
				'type'      => 'string',
				'maxLength' => ThemeStore::MAX_EXAMPLE,
			),
			'maxItems'    => ThemeStore::MAX_EXAMPLES,
		);
	}

	/**
	 * One theme.
	 *
	 * @return array<string, mixed>
	 */
	public static function theme_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback_insight_theme',
			'type'       => 'object',
			'properties' => self::theme_properties(),
		);
	}

	/**
	 * The themes with the survey's state.
	 *
	 * @return array<string, mixed>
	 */
	public static function themes_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback_insight_themes',
			'type'       => 'object',
			'properties' => array(
				'state'    => array(
					'description' => __( 'ready: every answer is read; processing: answers or a change of themes wait for the background; not_available: the survey\'s language is not read.', 'userfeedback' ),
					'type'        => 'string',
					'enum'        => array( 'ready', 'processing', 'not_available' ),
				),
				'language' => array(
					'description' => __( 'The survey\'s language (its own, else the site\'s).', 'userfeedback' ),
					'type'        => 'string',
				),
				'themes'   => array(
					'description' => __( 'The survey\'s themes, oldest first.', 'userfeedback' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => self::theme_properties(),
					),
				),
			),
		);
	}

	/**
	 * What a deletion answers.
	 *
	 * @return array<string, mixed>
	 */
	public static function deleted_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback_insight_theme_deleted',
			'type'       => 'object',
			'properties' => array(
				'deleted' => array(
					'description' => __( 'Always true.', 'userfeedback' ),
					'type'        => 'boolean',
				),
				'id'      => array(
					'description' => __( 'The deleted theme.', 'userfeedback' ),
					'type'        => 'integer',
				),
			),
		);
	}

	/**
	 * A theme's properties.
	 *
	 * @return array<string, mixed>
	 */
	private static function theme_properties(): array {
		return array(
			'id'       => array(
				'description' => __( 'Theme id.', 'userfeedback' ),
				'type'        => 'integer',
			),
			'label'    => array(
				'description' => __( 'Its label.', 'userfeedback' ),
				'type'        => 'string',
			),
			'examples' => array(
				'description' => __( 'Example phrases answers are matched on.', 'userfeedback' ),
				'type'        => 'array',
				'items'       => array( 'type' => 'string' ),
			),
			'origin'   => array(
				'description' => __( 'suggested (from the answers) or owner (made or changed by the owner).', 'userfeedback' ),
				'type'        => 'string',
				'enum'        => array( 'suggested', 'owner' ),
			),
			'count'    => array(
				'description' => __( 'How many of the survey\'s published responses carry it.', 'userfeedback' ),
				'type'        => 'integer',
			),
		);
	}
}
