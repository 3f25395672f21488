<?php
/**
 * The AI settings route.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Rest;

use UserFeedback\Ai\OnSite\OnSiteSummariser;
use UserFeedback\Ai\Remote\PromptBuilder;
use UserFeedback\Ai\Settings\AiSettings;
use UserFeedback\Ai\Settings\AiSettingsStore;
use UserFeedback\Hookable;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\RestNamespace;

/**
 * `GET ai-settings` and `POST ai-settings` for the plugin's settings managers. The answer never
 * holds the API key, only whether one is set (and whether wp-config.php sets it); it also states
 * the caps on what a summary reads and sends, so the settings screen can say so.
 */
final class AiSettingsController extends \WP_REST_Controller implements Hookable {

	public function __construct( private readonly AiSettingsStore $settings ) {
		$this->namespace = RestNamespace::V1;
		$this->rest_base = 'ai-settings';
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 *
	 * @return void
	 */
	public function register_routes() {
		register_rest_route(
			RestNamespace::V1,
			'/ai-settings',
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					'permission_callback' => array( $this, 'get_item_permissions_check' ),
					'args'                => array(),
				),
				array(
					'methods'             => \WP_REST_Server::EDITABLE,
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'update_item_permissions_check' ),
					'args'                => Args::with_callbacks(
						array(
							'provider' => array(
								'description' => __( 'Who writes summaries: on this site, or your own model.', 'userfeedback' ),
								'type'        => 'string',
								'enum'        => AiSettings::PROVIDERS,
							),
							'base_url' => array(
								'description' => __( 'Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1.', 'userfeedback' ),
								'type'        => 'string',
								'maxLength'   => 2048,
							),
							'model'    => array(
								'description' => __( 'Model name.', 'userfeedback' ),
								'type'        => 'string',
								'maxLength'   => 200,
								'pattern'     => '^[^\s]*$',
							),
							'timeout'  => array(
								'description' => __( 'Seconds to wait for the model.', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => AiSettings::MIN_TIMEOUT,
								'maximum'     => AiSettings::MAX_TIMEOUT,
							),
							'api_key'  => array(
								'description' => __( 'API key; absent keeps the stored one, an empty string removes it. Never sent back.', 'userfeedback' ),
								'type'        => 'string',
								'maxLength'   => 1024,
							),
						)
					),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * Settings managers only.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function get_item_permissions_check( $request ) {
		return AiPermissions::settings();
	}

	/**
	 * Settings managers only.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return true|\WP_Error
	 */
	public function update_item_permissions_check( $request ) {
		return AiPermissions::settings();
	}

	/**
	 * The settings, without the key.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_item( $request ) {
		return rest_ensure_response( $this->public_view( $this->settings->get() ) );
	}

	/**
	 * Saves the settings sent.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( $request ) {
		$changes = array();
		foreach ( array( 'provider', 'base_url', 'model', 'timeout', 'api_key' ) as $name ) {
			if ( $request->has_param( $name ) ) {
				$changes[ $name ] = $request[ $name ];
			}
		}
		$saved = $this->settings->update( $changes );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		return rest_ensure_response( $this->public_view( $saved ) );
	}

	/**
	 * The settings' schema.
	 *
	 * @return array<string, mixed>
	 */
	public function get_item_schema() {
		return $this->add_additional_fields_schema(
			array(
				'$schema'    => 'http://json-schema.org/draft-04/schema#',
				'title'      => 'userfeedback-ai-settings',
				'type'       => 'object',
				'properties' => array(
					'provider'              => array(
						'type' => 'string',
						'enum' => AiSettings::PROVIDERS,
					),
					'base_url'              => array( 'type' => 'string' ),
					'model'                 => array( 'type' => 'string' ),
					'timeout'               => array( 'type' => 'integer' ),
					'api_key_set'           => array( 'type' => 'boolean' ),
					'api_key_from_constant' => array( 'type' => 'boolean' ),
					'limits'                => array(
						'description' => __( 'How much a summary reads: answers on site; answers and characters sent to a remote model; characters kept of one answer.', 'userfeedback' ),
						'type'        => 'object',
						'readonly'    => true,
						'properties'  => array(
							'onsite_answers'    => array( 'type' => 'integer' ),
							'remote_answers'    => array( 'type' => 'integer' ),
							'remote_characters' => array( 'type' => 'integer' ),
							'answer_characters' => array( 'type' => 'integer' ),
						),
					),
				),
			)
		);
	}

	/**
	 * What GET and POST answer.
	 *
	 * @param AiSettings $settings The settings.
	 * @return array<string, mixed>
	 */
	private function public_view( AiSettings $settings ): array {
		return $settings->to_public_array() + array(
			'limits' => array(
				'onsite_answers'    => OnSiteSummariser::ANSWER_CAP,
				'remote_answers'    => PromptBuilder::ANSWER_CAP,
				'remote_characters' => PromptBuilder::CHARACTER_CAP,
				'answer_characters' => PromptBuilder::ANSWER_CHARACTERS,
			),
		);
	}
}
