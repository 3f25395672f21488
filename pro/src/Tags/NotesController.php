<?php
/**
 * Notes on responses over REST.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Tags;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Hookable;
use UserFeedback\Rest\Args;
use UserFeedback\Rest\ResponsesController;
use UserFeedback\Rest\RestErrors;
use UserFeedback\Rest\RestNamespace;
use UserFeedback\Rest\Schemas;
use UserFeedback\Surveys\SurveyRepository;
use UserFeedback\Surveys\SurveyService;

/**
 * `GET|POST surveys/{id}/responses/{response_id}/notes` and
 * `PUT|DELETE surveys/{id}/responses/{response_id}/notes/{note_id}`: readers of results read and
 * add notes, on Pro; a note is edited or deleted by its author or by a user who can
 * manage_options. Notes are plain text (tags stripped, 1–2000 characters), which the
 * screens escape when they show it.
 */
final class NotesController implements Hookable {

	public const MAX_LENGTH = 2000;

	/**
	 * Constructor.
	 *
	 * @param NoteStore        $notes        The notes.
	 * @param TagStore         $tags         Whether a response is the survey's.
	 * @param SurveyRepository $surveys      Survey rows.
	 * @param Entitlements     $entitlements Edition and licence facts.
	 */
	public function __construct( private readonly NoteStore $notes, private readonly TagStore $tags, private readonly SurveyRepository $surveys, private readonly Entitlements $entitlements ) {
	}

	public function add_hooks(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	public function register_routes(): void {
		$ids  = array(
			'id'          => Args::survey_id(),
			'response_id' => Args::response_id(),
		);
		$note = array(
			'note' => array(
				'description' => __( 'The note: plain text, 1 to 2000 characters.', 'userfeedback' ),
				'type'        => 'string',
				'required'    => true,
			),
		);
		$base = ResponsesController::ROUTE . '/(?P<response_id>[\d]+)/notes';
		register_rest_route(
			RestNamespace::V1,
			$base,
			array(
				array(
					'methods'             => \WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'response_schema'     => static fn(): array => Schemas::list_of( 'userfeedback-response-notes', self::note_schema() ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks( $ids ),
				),
				array(
					'methods'             => \WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'create_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks( array_merge( $ids, $note ) ),
				),
				'schema' => array( self::class, 'note_schema' ),
			)
		);
		$one = array(
			'note_id' => array(
				'description' => __( 'Note id.', 'userfeedback' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
		register_rest_route(
			RestNamespace::V1,
			$base . '/(?P<note_id>[\d]+)',
			array(
				array(
					'methods'             => 'PUT, PATCH',
					'callback'            => array( $this, 'update_item' ),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks( array_merge( $ids, $one, $note ) ),
				),
				array(
					'methods'             => \WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_item' ),
					'response_schema'     => static fn(): array => Schemas::object(
						'userfeedback-response-note-deleted',
						array(
							'deleted'  => array( 'type' => 'boolean' ),
							'previous' => array_diff_key( self::note_schema(), array_flip( array( '$schema', 'title' ) ) ),
						)
					),
					'permission_callback' => array( $this, 'permissions_check' ),
					'args'                => Args::with_callbacks( array_merge( $ids, $one ) ),
				),
				'schema' => array( self::class, 'note_schema' ),
			)
		);
	}

	/**
	 * Readers of results, on Pro (who may change a given note is decided with the note in hand).
	 *
	 * @return true|\WP_Error
	 */
	public function permissions_check() {
		return TagsController::allowed( $this->entitlements );
	}

	/**
	 * The response's notes, oldest first.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( \WP_REST_Request $request ) {
		$missing = $this->missing( $request );
		if ( null !== $missing ) {
			return $missing;
		}
		$rows = $this->notes->for_response( (int) $request['id'], (int) $request['response_id'] );
		return rest_ensure_response( array_map( array( $this, 'prepare' ), $rows ) );
	}

	/**
	 * Adds a note written by the current user.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function create_item( \WP_REST_Request $request ) {
		if ( null === $this->surveys->find( (int) $request['id'] ) ) {
			return SurveyService::not_found();
		}
		$text = self::text( $request['note'] );
		if ( $text instanceof \WP_Error ) {
			return $text;
		}
		$id = $this->notes->add( (int) $request['id'], (int) $request['response_id'], get_current_user_id(), $text );
		if ( null === $id ) {
			return RestErrors::response_not_found();
		}
		if ( false === $id ) {
			return RestErrors::db_error();
		}
		$row = $this->notes->find( (int) $request['id'], (int) $request['response_id'], $id );
		if ( null === $row ) {
			return RestErrors::db_error();
		}
		$response = rest_ensure_response( $this->prepare( $row ) );
		$response->set_status( 201 );
		return $response;
	}

	/**
	 * Replaces a note's text (its author, or a user who can manage_options).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function update_item( \WP_REST_Request $request ) {
		$row = $this->editable( $request );
		if ( $row instanceof \WP_Error ) {
			return $row;
		}
		$text = self::text( $request['note'] );
		if ( $text instanceof \WP_Error ) {
			return $text;
		}
		if ( ! $this->notes->update( $row['id'], $text ) ) {
			return RestErrors::db_error();
		}
		$row = $this->notes->find( (int) $request['id'], (int) $request['response_id'], $row['id'] );
		return null === $row ? RestErrors::db_error() : rest_ensure_response( $this->prepare( $row ) );
	}

	/**
	 * Deletes a note (its author, or a user who can manage_options).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function delete_item( \WP_REST_Request $request ) {
		$row = $this->editable( $request );
		if ( $row instanceof \WP_Error ) {
			return $row;
		}
		if ( ! $this->notes->delete( $row['id'] ) ) {
			return RestErrors::db_error();
		}
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $this->prepare( $row ),
			)
		);
	}

	/**
	 * The note the request names, when the current user may change it; else 404 or 403.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return array{id: int, author_id: int, note: string, created_at: string, updated_at: string}|\WP_Error
	 */
	private function editable( \WP_REST_Request $request ) {
		$missing = $this->missing( $request );
		if ( null !== $missing ) {
			return $missing;
		}
		$row = $this->notes->find( (int) $request['id'], (int) $request['response_id'], (int) $request['note_id'] );
		if ( null === $row ) {
			return new \WP_Error( 'userfeedback_note_not_found', __( 'Note not found.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		if ( ! self::can_edit( $row ) ) {
			return new \WP_Error( 'rest_forbidden', __( 'Sorry, only its author or an administrator can change this note.', 'userfeedback' ), array( 'status' => 403 ) );
		}
		return $row;
	}

	/**
	 * The 404 when the survey or the response (as the survey's) is not there; null when both are.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_Error|null
	 */
	private function missing( \WP_REST_Request $request ): ?\WP_Error {
		if ( null === $this->surveys->find( (int) $request['id'] ) ) {
			return SurveyService::not_found();
		}
		$owned = $this->tags->lock_responses( (int) $request['id'], array( (int) $request['response_id'] ), false );
		if ( null === $owned ) {
			return RestErrors::response_not_found();
		}
		return false === $owned ? RestErrors::db_error() : null;
	}

	/**
	 * Whether the current user may change the note.
	 *
	 * @param array{author_id: int} $row The note.
	 * @return bool
	 */
	private static function can_edit( array $row ): bool {
		$user = get_current_user_id();
		return ( $user > 0 && $user === $row['author_id'] ) || current_user_can( 'manage_options' );
	}

	/**
	 * The note's text, sanitised as plain text, or the 400: invalid UTF-8 and control characters
	 * removed, line breaks made \n, white space trimmed at both ends. Markup is kept as the
	 * characters typed ("a < b", "<br>") and never interpreted: the screens show it as text
	 * (escaped). sanitize_textarea_field() would strip what looks like a tag and store a lone "<"
	 * as "&lt;", which the note would then show literally.
	 *
	 * @param mixed $note As sent.
	 * @return string|\WP_Error
	 */
	private static function text( $note ) {
		$text   = wp_check_invalid_utf8( is_string( $note ) ? $note : '' );
		$text   = str_replace( array( "\r\n", "\r" ), "\n", $text );
		$text   = trim( (string) preg_replace( '/[^\P{Cc}\n\t]/u', '', $text ) );
		$length = mb_strlen( $text, 'UTF-8' );
		if ( 0 === $length ) {
			return TagRules::invalid( 'note', __( 'Write a note first.', 'userfeedback' ) );
		}
		if ( $length > self::MAX_LENGTH ) {
			return TagRules::invalid(
				'note',
				sprintf(
					/* translators: 1: most characters a note may have. 2: characters sent. */
					__( 'A note can have at most %1$d characters (this one has %2$d).', 'userfeedback' ),
					self::MAX_LENGTH,
					$length
				)
			);
		}
		return $text;
	}

	/**
	 * A note as the routes answer it.
	 *
	 * @param array{id: int, author_id: int, note: string, created_at: string, updated_at: string} $row The note.
	 * @return array<string, mixed>
	 */
	public function prepare( array $row ): array {
		$user = $row['author_id'] > 0 ? get_userdata( $row['author_id'] ) : false;
		return array(
			'id'         => $row['id'],
			'author'     => array(
				'id'   => $row['author_id'],
				'name' => false === $user ? __( 'Deleted user', 'userfeedback' ) : $user->display_name,
			),
			'note'       => $row['note'],
			'created_at' => ResponsesController::site_time( $row['created_at'] ),
			'updated_at' => ResponsesController::site_time( $row['updated_at'] ),
			'can_edit'   => self::can_edit( $row ),
		);
	}

	/**
	 * One note's shape.
	 *
	 * @return array<string, mixed>
	 */
	public static function note_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback_response_note',
			'type'       => 'object',
			'properties' => array(
				'id'         => array(
					'description' => __( 'Note id.', 'userfeedback' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'author'     => array(
					'description' => __( 'Who wrote it.', 'userfeedback' ),
					'type'        => 'object',
					'readonly'    => true,
					'properties'  => array(
						'id'   => array( 'type' => 'integer' ),
						'name' => array( 'type' => 'string' ),
					),
				),
				'note'       => array(
					'description' => __( 'The note, plain text.', 'userfeedback' ),
					'type'        => 'string',
				),
				'created_at' => array(
					'description' => __( 'When it was written (ISO 8601, the site\'s time zone).', 'userfeedback' ),
					'type'        => array( 'string', 'null' ),
					'format'      => 'date-time',
					'readonly'    => true,
				),
				'updated_at' => array(
					'description' => __( 'When it was last changed (ISO 8601, the site\'s time zone).', 'userfeedback' ),
					'type'        => array( 'string', 'null' ),
					'format'      => 'date-time',
					'readonly'    => true,
				),
				'can_edit'   => array(
					'description' => __( 'Whether the current user may edit or delete it.', 'userfeedback' ),
					'type'        => 'boolean',
					'readonly'    => true,
				),
			),
		);
	}
}
