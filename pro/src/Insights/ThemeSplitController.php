<?php
/**
 * Splitting a theme in two over REST.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights;

use UserFeedback\Database\Transaction;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\RestErrors;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * `POST surveys/{id}/themes/{theme_id}/split`: a new theme of the owner's takes some example
 * phrases, which the split theme loses (both are the owner's from then on). Like every other
 * change of themes, only the themes are written here: the survey is marked changed
 * (ThemesRevision) and its answers are re-matched in the background (InsightsCron), so the
 * answers about those phrases move to the new theme there. Same readers and plan as
 * InsightsController.
 */
final class ThemeSplitController implements Hookable {

	use SummaryPlanRoutes;

	public function __construct(
		private readonly \wpdb $wpdb,
		private readonly ThemeStore $themes,
		private readonly InsightStore $store,
		private readonly ThemesRevision $revisions,
		private readonly InsightsCron $cron,
		private readonly SurveyRepository $surveys,
		private readonly Entitlements $entitlements
	) {
	}


	public function register_routes(): void {
		register_rest_route(
			RestNamespace::V1,
			'/surveys/(?P<id>[\d]+)/themes/(?P<theme_id>[\d]+)/split',
			array(
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'split' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'id'       => array(
								'description' => __( 'Survey id.', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => 1,
							),
							'theme_id' => array(
								'description' => __( 'The theme split (kept, without the examples given).', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => 1,
							),
							'label'    => array(
								'description' => __( 'The new theme\'s label: a short phrase, as a person would name it.', 'userfeedback' ),
								'type'        => 'string',
								'minLength'   => 1,
								'maxLength'   => ThemeStore::MAX_LABEL,
								'required'    => true,
							),
							'examples' => array(
								'description' => __( 'The example phrases the new theme takes (the split theme loses them).', 'userfeedback' ),
								'type'        => 'array',
								'items'       => array(
									'type'      => 'string',
									'maxLength' => ThemeStore::MAX_EXAMPLE,
								),
								'minItems'    => 1,
								'maxItems'    => ThemeStore::MAX_EXAMPLES,
								'required'    => true,
							),
						)
					),
				),
				'schema' => array( self::class, 'split_schema' ),
			)
		);
	}

	/**
	 * Splits the theme.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function split( \WP_REST_Request $request ) {
		$survey_id = (int) $request['id'];
		if ( null === $this->surveys->find( $survey_id ) ) {
			return SurveyService::not_found();
		}
		$all   = $this->themes->all( $survey_id );
		$theme = $all[ (int) $request['theme_id'] ] ?? null;
		if ( null === $theme ) {
			return new \WP_Error( 'userfeedback_theme_not_found', __( 'Theme not found.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		$raw   = $request['label'];
		$label = mb_substr( trim( sanitize_text_field( is_scalar( $raw ) ? (string) $raw : '' ) ), 0, ThemeStore::MAX_LABEL );
		if ( '' === $label ) {
			return RestErrors::refused( 'label', __( 'Give the new theme a label.', 'userfeedback' ) );
		}
		foreach ( $all as $other ) {
			if ( mb_strtolower( $other['label'], 'UTF-8' ) === mb_strtolower( $label, 'UTF-8' ) ) {
				return RestErrors::refused( 'label', __( 'This survey already has a theme with this label.', 'userfeedback' ) );
			}
		}
		$examples = ThemeStore::clean_examples( (array) $request['examples'] );
		if ( array() === $examples ) {
			return RestErrors::refused( 'examples', __( 'Give the new theme at least one example phrase.', 'userfeedback' ) );
		}
		$moved = array_fill_keys( array_map( static fn( string $example ): string => mb_strtolower( $example, 'UTF-8' ), $examples ), true );
		$kept  = array_values( array_filter( $theme['examples'], static fn( string $example ): bool => ! isset( $moved[ mb_strtolower( $example, 'UTF-8' ) ] ) ) );

		$created = Transaction::run(
			$this->wpdb,
			'userfeedback_theme_split',
			function () use ( $survey_id, $label, $examples, $theme, $kept ): int {
				$id = $this->themes->create( $survey_id, $label, $examples, ThemeStore::ORIGIN_OWNER );
				return $id > 0 && $this->themes->update( $survey_id, $theme['id'], null, $kept ) ? $id : 0;
			},
			static fn( int $id ): bool => $id > 0,
			0
		);
		if ( 0 === $created ) {
			return new \WP_Error( 'userfeedback_db_error', __( 'The change could not be saved. Please try again.', 'userfeedback' ), array( 'status' => 500 ) );
		}
		$this->revisions->changed( $survey_id );
		$this->cron->schedule();
		$themes   = $this->themes->all( $survey_id );
		$counts   = $this->store->theme_counts( $survey_id );
		$response = rest_ensure_response(
			array(
				'kept'    => InsightsController::theme_out( $themes[ $theme['id'] ], $counts[ $theme['id'] ] ?? 0 ),
				'created' => InsightsController::theme_out( $themes[ $created ], 0 ),
			)
		);
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Both themes after a split.
	 *
	 * @return array<string, mixed>
	 */
	public static function split_schema(): array {
		$theme = InsightsController::theme_schema();
		unset( $theme['$schema'], $theme['title'] );
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback_insight_theme_split',
			'type'       => 'object',
			'properties' => array(
				'kept'    => array_merge( $theme, array( 'description' => __( 'The theme split, without the examples given.', 'userfeedback' ) ) ),
				'created' => array_merge( $theme, array( 'description' => __( 'The new theme, with them.', 'userfeedback' ) ) ),
			),
		);
	}
}
