<?php
/**
 * JSON schema of the survey object, for the surveys routes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\Translations\TranslationsValidator;

/**
 * The survey object's schema (docs/rest-api.md). WordPress validates requests against it before
 * the controller runs, so wrong types and unknown enum values are 400s naming the parameter; the
 * spec's own rules (SurveyValidator) run after. Objects accept extra keys so the admin app can
 * send back a survey it received (with read-only fields such as responses_count) unchanged.
 */
final class SurveySchema {

	/**
	 * The whole survey item schema.
	 *
	 * @return array<string, mixed>
	 */
	public static function item(): array {
		$readonly = array(
			'context'  => array( 'view', 'edit' ),
			'readonly' => true,
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-survey',
			'type'       => 'object',
			'properties' => array_merge(
				array(
					'id'              => array(
						'description' => __( 'Survey id; null for a new survey.', 'userfeedback' ),
						'type'        => array( 'integer', 'null' ),
						'context'     => array( 'view', 'edit' ),
					),
					'is_scheduled'    => array_merge( array( 'type' => 'boolean' ), $readonly ),
					'created_at'      => array_merge( array( 'type' => 'string' ), $readonly ),
					'updated_at'      => array_merge( array( 'type' => 'string' ), $readonly ),
					'responses_count' => array_merge( array( 'type' => 'integer' ), $readonly ),
					'cookie_name'     => array_merge( array( 'type' => 'string' ), $readonly ),
					'shortcode'       => array_merge( array( 'type' => 'string' ), $readonly ),
					// POST surveys only, when publishing was refused: the survey is saved as a draft.
					'message'         => array_merge(
						array(
							'description' => __( 'Why the survey could not be published (it was saved as a draft).', 'userfeedback' ),
							'type'        => 'string',
							'required'    => false,
						),
						$readonly
					),
					'question_errors' => array_merge(
						array(
							'description' => __( 'With message: the questions that stopped publishing, each with the field and why.', 'userfeedback' ),
							'type'        => 'array',
							'required'    => false,
							'items'       => array(
								'type'       => 'object',
								'properties' => array(
									'question_id' => array( 'type' => 'string' ),
									'field'       => array( 'type' => 'string' ),
									'message'     => array( 'type' => 'string' ),
								),
							),
						),
						$readonly
					),
				),
				self::writable( true )
			),
		);
	}

	/**
	 * Arguments of POST surveys: every writable field.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function save_args(): array {
		$args = array(
			'id' => array(
				'description' => __( 'Survey id; null or absent to create one.', 'userfeedback' ),
				'type'        => array( 'integer', 'null' ),
				'minimum'     => 1,
			),
		);
		foreach ( self::writable( false ) as $name => $schema ) {
			unset( $schema['context'] );
			$args[ $name ] = $schema;
		}
		return Args::with_callbacks( $args );
	}

	/**
	 * The fields a client writes. The answer's side ($answer) says what the server sends back,
	 * which is narrower than what it accepts: ids are strings, a condition's value is a string or
	 * a list of strings, a picked item always has its label (SurveyNormalizer makes it so). The
	 * TypeScript contract is generated from the answer's side.
	 *
	 * @param bool $answer The answer's side (else the arguments').
	 * @return array<string, array<string, mixed>>
	 */
	private static function writable( bool $answer ): array {
		$context = array( 'view', 'edit' );
		return array(
			'title'         => array(
				'description' => __( 'Survey title.', 'userfeedback' ),
				'type'        => 'string',
				'maxLength'   => SurveyDefaults::MAX_TITLE_LENGTH,
				'context'     => $context,
			),
			'type'          => array(
				'description' => __( "Survey type: 'nps' for an NPS survey, else empty.", 'userfeedback' ),
				'type'        => 'string',
				'enum'        => SurveyDefaults::TYPES,
				'context'     => $context,
			),
			'template'      => array(
				'description' => __( 'Key of the template the survey started from.', 'userfeedback' ),
				'type'        => 'string',
				'maxLength'   => 64,
				'context'     => $context,
			),
			'status'        => array(
				'description' => __( 'draft or publish (trash through the trash route).', 'userfeedback' ),
				'type'        => 'string',
				'enum'        => SurveyDefaults::SAVABLE_STATUSES,
				'context'     => $context,
			),
			'publish_at'    => array(
				'description' => __( 'When a published survey goes live (ISO 8601, or Y-m-d H:i:s in the site time zone); null for now.', 'userfeedback' ),
				'type'        => array( 'string', 'null' ),
				'pattern'     => '^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2})?',
				'context'     => $context,
			),
			'questions'     => array(
				'description' => __( 'The questions, in order.', 'userfeedback' ),
				'type'        => 'array',
				'maxItems'    => SurveyDefaults::MAX_QUESTIONS,
				'items'       => self::question( $answer ),
				'context'     => $context,
			),
			'settings'      => array(
				'title'       => 'SurveySettings',
				'description' => __( 'Thank-you, tracking, targeting, behaviour and theming settings.', 'userfeedback' ),
				'type'        => 'object',
				'properties'  => self::settings( $answer ),
				'context'     => $context,
			),
			'language'      => array(
				'description' => __( 'The WordPress locale of the survey’s own texts (such as en_US); empty for the site’s language.', 'userfeedback' ),
				'type'        => 'string',
				'maxLength'   => 40,
				'context'     => $context,
			),
			'translations'  => array(
				'title'                => 'SurveyTranslations',
				'description'          => __( 'The survey’s texts in other languages, by WordPress locale (Pro). An empty text reads in the survey’s own language. Left out of an update, the stored translations stay.', 'userfeedback' ),
				'type'                 => 'object',
				'additionalProperties' => self::translation(),
				'context'              => $context,
			),
			'notifications' => array(
				'title'       => 'SurveyNotifications',
				'description' => __( 'E-mail notification settings.', 'userfeedback' ),
				'type'        => 'object',
				'properties'  => array(
					'include_partial' => array(
						'description' => __( 'Also notify about a partial response once it is 30 minutes old and still partial.', 'userfeedback' ),
						'type'        => 'boolean',
					),
					'email'           => array(
						'type'       => 'object',
						'properties' => array(
							'active'    => array( 'type' => 'boolean' ),
							'addresses' => array(
								'type'      => 'string',
								'maxLength' => 2000,
							),
							'logic'     => array(
								'type'       => 'object',
								'properties' => array(
									'enable'     => array( 'type' => 'boolean' ),
									'action'     => array(
										'type' => 'string',
										'enum' => array( 'send' ),
									),
									'conditions' => self::conditions( $answer ),
								),
							),
						),
					),
					'slack'           => array(
						'description' => __( 'Which Slack destinations (Settings → Integrations) get each new response, and when (Pro).', 'userfeedback' ),
						'type'        => 'object',
						'properties'  => array(
							'destinations' => array(
								'type'     => 'array',
								'items'    => array(
									'type'    => 'integer',
									'minimum' => 1,
								),
								'maxItems' => SurveyDefaults::MAX_SLACK_DESTINATIONS,
							),
							'logic'        => array(
								'type'       => 'object',
								'properties' => array(
									'enable'     => array( 'type' => 'boolean' ),
									'action'     => array(
										'type' => 'string',
										'enum' => array( 'send' ),
									),
									'conditions' => self::conditions( $answer ),
								),
							),
						),
					),
					'follow_up'       => array(
						'description' => __( 'A thank-you e-mail to the address the respondent gave in an e-mail question, once the response is complete (Pro).', 'userfeedback' ),
						'type'        => 'object',
						'properties'  => array(
							'active'      => array( 'type' => 'boolean' ),
							'question_id' => array(
								'type'      => 'string',
								'maxLength' => 64,
							),
							'subject'     => array(
								'type'      => 'string',
								'maxLength' => SurveyDefaults::MAX_FOLLOW_UP_SUBJECT,
							),
							'body'        => array(
								'type'      => 'string',
								'maxLength' => SurveyDefaults::MAX_FOLLOW_UP_BODY,
							),
						),
					),
				),
				'context'     => $context,
			),
		);
	}

	/**
	 * One language's texts (Surveys\Translations\TranslationsNormalizer).
	 *
	 * @return array<string, mixed>
	 */
	private static function translation(): array {
		$text = static fn( int $max ): array => array(
			'type'      => 'string',
			'maxLength' => $max,
		);
		$max  = TranslationsValidator::MAX_LENGTHS;
		return array(
			'title'      => 'SurveyTranslation',
			'type'       => 'object',
			'properties' => array(
				'title'              => $text( $max['title'] ),
				'questions'          => array(
					'description'          => __( 'Each question’s texts, by question id; options in the order of the question’s own.', 'userfeedback' ),
					'type'                 => 'object',
					'additionalProperties' => array(
						'title'      => 'QuestionTranslation',
						'type'       => 'object',
						'properties' => array(
							'title'         => $text( $max['question_title'] ),
							// As many as the type with most options has (a dropdown's 200).
							'options'       => array(
								'type'     => 'array',
								'required' => false,
								'maxItems' => max( array_column( SurveyDefaults::OPTION_LIMITS, 1 ) ),
								'items'    => $text( $max['option'] ),
							),
							'rows'          => array(
								'description' => __( 'A matrix’s rows, in the order of its own.', 'userfeedback' ),
								'type'        => 'array',
								'required'    => false,
								'maxItems'    => SurveyDefaults::MAX_MATRIX_ROWS,
								'items'       => $text( $max['row'] ),
							),
							'alts'          => array(
								'description' => __( 'An image choice’s alt texts, one per option in the order of its own.', 'userfeedback' ),
								'type'        => 'array',
								'required'    => false,
								'maxItems'    => SurveyDefaults::OPTION_LIMITS['image-choice'][1],
								'items'       => $text( $max['alt'] ),
							),
							'min_label'     => array( 'required' => false ) + $text( $max['label'] ),
							'max_label'     => array( 'required' => false ) + $text( $max['label'] ),
							'consent_label' => array( 'required' => false ) + $text( $max['label'] ),
						),
					),
				),
				'thank_you_message'  => $text( $max['thank_you_message'] ),
				'next_text'          => $text( $max['next_text'] ),
				'skip_text'          => $text( $max['skip_text'] ),
				'widget_toggle_text' => $text( $max['widget_toggle_text'] ),
			),
		);
	}

	/**
	 * One question as the server sends it (the survey templates route shows the same shape).
	 *
	 * @return array<string, mixed>
	 */
	public static function answer_question(): array {
		return self::question( true );
	}

	/**
	 * One question.
	 *
	 * @param bool $answer The answer's side (see writable()).
	 * @return array<string, mixed>
	 */
	private static function question( bool $answer ): array {
		return array(
			'title'      => 'Question',
			'type'       => 'object',
			'properties' => array(
				'id'       => array(
					'type'      => $answer ? 'string' : array( 'string', 'integer' ),
					'maxLength' => 64,
				),
				'title'    => array(
					'type'      => 'string',
					'maxLength' => 1000,
				),
				'type'     => array(
					'type' => 'string',
					'enum' => SurveyDefaults::QUESTION_TYPES,
				),
				'config'   => array(
					'type'       => 'object',
					'properties' => array(
						'options'      => array(
							'type'     => 'array',
							// The spec's maximum (5) is checked by the validator with its own message.
							'maxItems' => 50,
							'items'    => array(
								'type'      => 'string',
								'maxLength' => 500,
							),
						),
						// Email questions only.
						'include_name' => array(
							'type'     => 'boolean',
							'required' => false,
						),
					),
				),
				'settings' => array(
					'type'       => 'object',
					'properties' => array_merge(
						array(
							'required'    => array( 'type' => 'boolean' ),
							'randomize'   => array( 'type' => 'boolean' ),
							'comment_box' => array( 'type' => 'boolean' ),
						),
						self::type_settings()
					),
				),
				'logic'    => array(
					'type'       => 'object',
					'properties' => array(
						'enabled'    => array( 'type' => 'boolean' ),
						'action'     => array(
							'type' => 'string',
							'enum' => SurveyDefaults::LOGIC_ACTIONS,
						),
						'conditions' => self::conditions( $answer ),
					),
				),
				'jumps'    => self::jumps( $answer ),
			),
		);
	}

	/**
	 * The settings a question has because of its type (TypeSettings), each only on its types.
	 * Limits are the validator's, which names the field in its own words; the schema only
	 * bounds sizes.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function type_settings(): array {
		$only = static fn( string $types, array $schema ): array => array_merge(
			array(
				/* translators: %s: question types. */
				'description' => sprintf( __( 'On %s questions only.', 'userfeedback' ), $types ),
				'required'    => false,
			),
			$schema
		);
		$text = array(
			'type'      => 'string',
			'maxLength' => 1000,
		);
		$day  = array(
			'description' => __( 'A day as YYYY-MM-DD, or an empty string for none.', 'userfeedback' ),
			'type'        => 'string',
			'maxLength'   => 10,
			'required'    => false,
		);
		return array(
			'preset'        => $only(
				'scale',
				array(
					'type' => 'string',
					'enum' => SurveyDefaults::SCALE_PRESETS,
				)
			),
			'scale_min'     => $only(
				'scale',
				array(
					'type' => 'integer',
					'enum' => SurveyDefaults::SCALE_MINS,
				)
			),
			'scale_max'     => $only(
				'scale',
				array(
					'type' => 'integer',
					'enum' => SurveyDefaults::SCALE_MAXES,
				)
			),
			'min_label'     => $only( 'scale', $text ),
			'max_label'     => $only( 'scale', $text ),
			'faces'         => $only(
				'smiley',
				array(
					'type' => 'integer',
					'enum' => SurveyDefaults::SMILEY_FACES,
				)
			),
			'rows'          => $only(
				'matrix',
				array(
					'type'     => 'array',
					'maxItems' => 100,
					'items'    => $text,
				)
			),
			'multiple'      => $only( 'image-choice', array( 'type' => 'boolean' ) ),
			'images'        => $only(
				'image-choice',
				array(
					'type'     => 'array',
					'maxItems' => 100,
					'items'    => array(
						'type'       => 'object',
						'properties' => array(
							'id'  => array(
								'description' => __( 'The media library attachment, 0 for an address given by hand or no image.', 'userfeedback' ),
								'type'        => 'integer',
								'minimum'     => 0,
							),
							'url' => array(
								'type'      => 'string',
								'maxLength' => 2000,
							),
							'alt' => $text,
						),
					),
				)
			),
			'min_date'      => $day,
			'max_date'      => $day,
			'consent_label' => $only( 'consent', $text ),
		);
	}

	/**
	 * A question's jump logic (choice, star-rating and NPS questions; the normaliser empties it on
	 * other types). The limit of SurveyDefaults::MAX_JUMPS and "a later question or the end" are
	 * the validator's, which names the field in its own words; the schema only bounds the list.
	 *
	 * @param bool $answer The answer's side (see writable()).
	 * @return array<string, mixed>
	 */
	private static function jumps( bool $answer ): array {
		$value = self::conditions( $answer )['items']['properties']['value'];
		return array(
			'description' => __( 'Jump logic, tried in order after the question is answered: the first jump whose comparison holds sends the visitor to its question or ends the survey; none: the next question, as display logic decides. Absent on questions saved before jump logic existed (the same as none). Sent to the widget only with the Question Types addon.', 'userfeedback' ),
			'type'        => 'array',
			'required'    => false,
			'maxItems'    => 50,
			'items'       => array(
				'title'      => 'QuestionJump',
				'type'       => 'object',
				'properties' => array(
					'compare' => array(
						'type' => 'string',
						'enum' => SurveyDefaults::COMPARATORS,
					),
					'value'   => $value,
					'to'      => array(
						'description' => __( "The id of a later question, or 'end' to finish the survey (the thank-you).", 'userfeedback' ),
						'type'        => $answer ? 'string' : array( 'string', 'integer' ),
						'maxLength'   => 64,
					),
				),
			),
		);
	}

	/**
	 * A list of logic conditions.
	 *
	 * @param bool $answer The answer's side (see writable()).
	 * @return array<string, mixed>
	 */
	private static function conditions( bool $answer ): array {
		// anyOf: WordPress reads a string as a one-item list (rest_is_array()), so a text value would
		// match both and fail a oneOf.
		$value = $answer
			? array(
				'anyOf' => array(
					array( 'type' => 'string' ),
					array(
						'type'  => 'array',
						'items' => array( 'type' => 'string' ),
					),
				),
			)
			: array( 'type' => array( 'string', 'number', 'array' ) );
		return array(
			'type'     => 'array',
			'maxItems' => 50,
			'items'    => array(
				'title'      => 'LogicCondition',
				'type'       => 'object',
				'properties' => array(
					'question_id' => array( 'type' => $answer ? 'string' : array( 'string', 'integer' ) ),
					'compare'     => array(
						'type' => 'string',
						'enum' => SurveyDefaults::COMPARATORS,
					),
					'value'       => $value,
				),
			),
		);
	}

	/**
	 * A picked item of a search-backed field (a page, a term…): what a page rule or the
	 * thank-you redirect stores. May be null on the arguments' side; the answer's side is the
	 * item or null.
	 *
	 * @param bool $answer The answer's side (see writable()).
	 * @return array<string, mixed>
	 */
	private static function picked_item( bool $answer ): array {
		if ( ! $answer ) {
			return array(
				'type'       => array( 'object', 'null' ),
				'properties' => array(
					'id'    => array( 'type' => array( 'integer', 'string', 'null' ) ),
					'label' => array( 'type' => array( 'string', 'null' ) ),
				),
			);
		}
		return array(
			'title'      => 'PickedItem',
			'type'       => 'object',
			'properties' => array(
				'id'    => array( 'type' => array( 'integer', 'string' ) ),
				'label' => array( 'type' => 'string' ),
			),
		);
	}

	/**
	 * Survey settings.
	 *
	 * @param bool $answer The answer's side (see writable()).
	 * @return array<string, array<string, mixed>>
	 */
	private static function settings( bool $answer ): array {
		return array(
			'thank_you'       => array(
				'type'       => 'object',
				'properties' => array(
					'type'        => Schemas::enum( SurveyDefaults::THANK_YOU_TYPES ),
					'message'     => array(
						'type'      => 'string',
						'maxLength' => 2000,
					),
					'redirect_to' => $answer
						? array( 'oneOf' => array( self::picked_item( true ), array( 'type' => 'null' ) ) )
						: self::picked_item( false ),
				),
			),
			'enable_tracking' => array( 'type' => 'boolean' ),
			'targeting'       => array(
				'type'       => 'object',
				'properties' => array(
					'devices'    => array(
						'type'  => 'array',
						'items' => Schemas::enum( SurveyDefaults::DEVICES ),
					),
					'pages'      => Schemas::enum( SurveyDefaults::PAGES ),
					'page_rules' => array(
						'type'  => 'array',
						'items' => array(
							'title'      => 'PageRule',
							'type'       => 'object',
							'properties' => array(
								'logic'    => Schemas::enum( SurveyDefaults::PAGE_RULE_TYPES ),
								'operator' => Schemas::enum( SurveyDefaults::RULE_OPERATORS ),
								// Text, a URL, the picked item of a select rule, or null when empty.
								'data'     => $answer
									? array(
										'oneOf' => array(
											array( 'type' => 'string' ),
											self::picked_item( true ),
											array( 'type' => 'null' ),
										),
									)
									: array( 'type' => array( 'string', 'integer', 'object', 'null' ) ),
							),
						),
					),
				),
			),
			'behavior'        => array(
				'type'       => 'object',
				'properties' => array(
					'timing'            => Schemas::enum( SurveyDefaults::TIMINGS ),
					'timing_delay'      => array( 'type' => 'integer' ),
					'display_length'    => Schemas::enum( SurveyDefaults::DISPLAY_LENGTHS ),
					'run_time'          => Schemas::enum( SurveyDefaults::RUN_TIMES ),
					'expire_at'         => array(
						'type'       => array( 'object', 'null' ),
						'properties' => array(
							'month' => array( 'type' => $answer ? 'integer' : array( 'integer', 'null' ) ),
							'day'   => array( 'type' => $answer ? 'integer' : array( 'integer', 'null' ) ),
						),
					),
					'start_minimized'   => array( 'type' => 'boolean' ),
					// Partial saving and the display rules across surveys. The ranges are the validator's, which names the field in its own words.
					'save_partial'      => array(
						'description' => __( 'Store answers as the visitor goes (a partial response until the last question).', 'userfeedback' ),
						'type'        => 'boolean',
					),
					'priority'          => array(
						'description' => __( 'Which eligible survey a page gets: the highest priority (0 to 1000), the oldest among equals.', 'userfeedback' ),
						'type'        => 'integer',
					),
					'ignore_cooldown'   => array(
						'description' => __( 'Shown even while the site\'s cooldown after another survey runs.', 'userfeedback' ),
						'type'        => 'boolean',
					),
					'sample_percent'    => array(
						'description' => __( 'The percentage of visitors (1 to 100) who may be shown the survey; each visitor is drawn once.', 'userfeedback' ),
						'type'        => 'integer',
					),
					'response_limit'    => array(
						'description' => __( 'Completed responses after which the survey is no longer shown; 0 for no limit.', 'userfeedback' ),
						'type'        => 'integer',
					),
					// Triggers and recontact beyond the spec; ranges and lengths are the validator's.
					'click_selector'    => array(
						'description' => __( 'With the click timing: the CSS selector of the element whose click starts the survey.', 'userfeedback' ),
						'type'        => 'string',
					),
					'scroll_percent'    => array(
						'description' => __( 'With the scroll timing: how far down the page (10 to 100 %) the visitor scrolls before the survey starts.', 'userfeedback' ),
						'type'        => 'integer',
					),
					'abandon_on_touch'  => array(
						'description' => __( 'Exit intent on phones and tablets too: a fast scroll up or leaving the tab.', 'userfeedback' ),
						'type'        => 'boolean',
					),
					'recontact_days'    => array(
						'description' => __( 'Days after which a survey shown but not answered is shown again (0: off).', 'userfeedback' ),
						'type'        => 'integer',
					),
					'repeat_days'       => array(
						'description' => __( 'Days after an answer before the survey asks again, as a new response (0: off).', 'userfeedback' ),
						'type'        => 'integer',
					),
					'once_per'          => array_merge(
						array( 'description' => __( 'One answer per person: none, once per browser, or once per logged-in user (checked by the server; visitors not logged in are not asked).', 'userfeedback' ) ),
						Schemas::enum( SurveyDefaults::ONCE_PER )
					),
					'show_results'      => array(
						'description' => __( 'A poll (one choice question): visitors see the current results after they answer.', 'userfeedback' ),
						'type'        => 'boolean',
					),
					'results_min_votes' => array(
						'description' => __( 'With show_results: the results are shown from this many votes on (0: at once).', 'userfeedback' ),
						'type'        => 'integer',
					),
					'max_per_minute'    => array(
						'description' => __( 'The most new responses a minute the survey takes (0: no ceiling); more are refused with 429 and the owner is told.', 'userfeedback' ),
						'type'        => 'integer',
					),
				),
			),
			'retention_days'  => array(
				'description' => __( 'Days after which this survey\'s responses are deleted; 0 keeps them; null uses the site\'s setting.', 'userfeedback' ),
				'type'        => array( 'integer', 'null' ),
				'minimum'     => 0,
				'maximum'     => \UserFeedback\Settings\SettingsSchema::MAX_RETENTION_DAYS,
			),
			'hidden_fields'   => self::hidden_fields( $answer ),
			'page'            => array(
				'description' => __( 'The survey\'s own page (share_url): on or off, inside the theme\'s header and footer or a minimal page of its own.', 'userfeedback' ),
				'type'        => 'object',
				'properties'  => array(
					'enabled' => array( 'type' => 'boolean' ),
					'layout'  => Schemas::enum( SurveyDefaults::PAGE_LAYOUTS ),
				),
			),
			'theming'         => $answer
				? array( 'oneOf' => array( self::theming(), array( 'type' => 'null' ) ) )
				: array(
					'type'       => array( 'object', 'null' ),
					'properties' => array(
						'color_scheme' => Schemas::enum( SurveyDefaults::COLOR_SCHEMES ),
						'position'     => Schemas::enum( SurveyDefaults::POSITIONS ),
						'logo_type'    => Schemas::enum( SurveyDefaults::LOGO_TYPES ),
						'font'         => array(
							'type'       => array( 'object', 'null' ),
							'properties' => array(
								'family' => array( 'type' => 'string' ),
								'weight' => array( 'type' => array( 'string', 'integer' ) ),
							),
						),
					),
				),
		);
	}

	/**
	 * Hidden fields (Surveys\HiddenFields). The arguments' side takes any text, so the
	 * validator's 400 names a bad name, source or key in its own words.
	 *
	 * @param bool $answer The answer's side (see writable()).
	 * @return array<string, mixed>
	 */
	private static function hidden_fields( bool $answer ): array {
		$text = array( 'type' => 'string' );
		return array(
			'description' => __( 'Values each response carries beside its answers: a name, where the value comes from (query, cookie, user, page or js) and its key there (Pro, targeting add-on).', 'userfeedback' ),
			'type'        => 'array',
			'items'       => array(
				'title'      => 'HiddenField',
				'type'       => 'object',
				'properties' => $answer
					? array(
						'name'   => array_merge( $text, array( 'pattern' => SurveyDefaults::HIDDEN_FIELD_NAME_PATTERN ) ),
						'source' => Schemas::enum( SurveyDefaults::HIDDEN_FIELD_SOURCES ),
						'key'    => $text,
					)
					: array(
						'name'   => $text,
						'source' => $text,
						'key'    => $text,
					),
			),
		);
	}

	/**
	 * A survey's own widget theming as the server sends it (SurveyNormalizer::theming(); null
	 * in the survey means the site's widget settings). Colours are hex; texts may be empty
	 * (the site's or the default words then apply).
	 *
	 * @return array<string, mixed>
	 */
	public static function theming(): array {
		$string = array( 'type' => 'string' );
		return array(
			'title'      => 'SurveyTheming',
			'type'       => 'object',
			'properties' => array(
				'color_scheme'        => Schemas::enum( SurveyDefaults::COLOR_SCHEMES ),
				'widget_color'        => $string,
				'text_color'          => $string,
				'button_color'        => $string,
				'widget_toggle_text'  => $string,
				'font'                => array(
					'type'       => 'object',
					'properties' => array(
						'family' => $string,
						'weight' => $string,
					),
				),
				'position'            => Schemas::enum( SurveyDefaults::POSITIONS ),
				'widget_toggle_icon'  => $string,
				'widget_toggle_color' => $string,
				'show_logo'           => array( 'type' => 'boolean' ),
				'custom_logo'         => $string,
				'logo_type'           => Schemas::enum( SurveyDefaults::LOGO_TYPES ),
				'start_minimized'     => array( 'type' => 'boolean' ),
				'skip_text'           => $string,
				'next_text'           => $string,
			),
		);
	}
}
