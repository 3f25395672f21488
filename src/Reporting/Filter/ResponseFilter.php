<?php
/**
 * The one filter of the reports: answer conditions and response attributes.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Filter;

use UserFeedback\Reporting\AnswerValue;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Reporting\TypeStats;
use UserFeedback\Rest\RestErrors;
use UserFeedback\Surveys\HiddenFields;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\Translations\Locale;

/**
 * Why one class: results, the NPS report, the responses list, a response's neighbours, the
 * cross-tab, the answers pages and exports must read the same query parameters the same way, and
 * refuse the same mistakes with the same 400. Parsing checks everything against the survey's own
 * questions (the comparators each type allows, as survey logic does), so the SQL built from it
 * (FilterSql) never sees an unchecked value. Immutable once built.
 */
final class ResponseFilter {

	/**
	 * The query parameters, in the order they are documented.
	 */
	public const PARAMS = array( 'where', 'nps_bucket', 'device', 'page_url', 'completion', 'tag', 'language', 'fields', 'sentiment', 'theme' );

	public const MAX_CONDITIONS = 10;

	public const BUCKETS = array(
		'detractor' => array( 1, 6 ),
		'passive'   => array( 7, 8 ),
		'promoter'  => array( 9, 10 ),
	);

	public const DEVICES = array( 'desktop', 'tablet', 'mobile' );

	/**
	 * The sentiments an open answer is read as, and the signed byte the insights store them as
	 * (answer_insights.sentiment), so the filter is a test on that table's index.
	 */
	public const SENTIMENTS = array(
		'negative' => -1,
		'neutral'  => 0,
		'positive' => 1,
	);

	/**
	 * Constructor: use from_params().
	 *
	 * @param array<int, array{question_id: string, type: string, compare: string, value: string|int|string[]}>                                                                                                                 $conditions Answer conditions.
	 * @param array{nps?: array{question_id: string, min: int, max: int}, device?: string, page_url?: string, completion?: bool, tag?: string, language?: string, fields?: array<string, string>, sentiment?: int, theme?: int} $attributes Attribute conditions.
	 */
	private function __construct( private readonly array $conditions, private readonly array $attributes ) {
	}

	/**
	 * The routes' argument schemas of the filter's parameters (checked further by from_params()).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function args(): array {
		return array(
			'where'      => array(
				'description' => __( 'Answer conditions: a JSON list of {question_id, compare, value}; compare as survey logic allows for the question\'s type.', 'userfeedback' ),
				'type'        => 'string',
				'maxLength'   => 8000,
			),
			'nps_bucket' => array(
				'description' => __( 'Only responses whose NPS answer is in this bucket.', 'userfeedback' ),
				'type'        => 'string',
				'enum'        => array_keys( self::BUCKETS ),
			),
			'device'     => array(
				'description' => __( 'Only responses from this kind of device.', 'userfeedback' ),
				'type'        => 'string',
				'enum'        => self::DEVICES,
			),
			'page_url'   => array(
				'description' => __( 'Only responses given on a page whose URL contains this text.', 'userfeedback' ),
				'type'        => 'string',
				'maxLength'   => 200,
			),
			'completion' => array(
				'description' => __( 'Only completed or only partial responses.', 'userfeedback' ),
				'type'        => 'string',
				'enum'        => array( 'all', 'completed', 'partial' ),
			),
			'tag'        => array(
				'description' => __( 'Only responses with this tag.', 'userfeedback' ),
				'type'        => 'string',
				'maxLength'   => 40,
			),
			'language'   => array(
				'description' => __( 'Only responses answered in this language (a WordPress locale such as fr_FR).', 'userfeedback' ),
				'type'        => 'string',
				'pattern'     => Locale::PATTERN,
			),
			'fields'     => array(
				'description' => __( 'Hidden fields: a JSON object of field name → exact value; every one must match.', 'userfeedback' ),
				'type'        => 'string',
				'maxLength'   => 8000,
			),
			'sentiment'  => array(
				'description' => __( 'Pro (insights): only responses with an open answer read as this sentiment.', 'userfeedback' ),
				'type'        => 'string',
				'enum'        => array_keys( self::SENTIMENTS ),
			),
			'theme'      => array(
				'description' => __( 'Pro (insights): only responses with an open answer about this theme (its id).', 'userfeedback' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
	}

	/**
	 * The filter of a REST request, checked against the survey's questions.
	 *
	 * @param \WP_REST_Request                 $request   The request.
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @return self|\WP_Error
	 */
	public static function from_request( \WP_REST_Request $request, array $questions ) {
		$params = array();
		foreach ( self::PARAMS as $name ) {
			$params[ $name ] = $request[ $name ];
		}
		return self::from_params( $params, $questions );
	}

	/**
	 * No condition at all: every report reads as without a filter.
	 *
	 * @return self
	 */
	public static function none(): self {
		return new self( array(), array() );
	}

	/**
	 * The filter a request asks for, checked against the survey's questions, or a 400 naming the
	 * parameter and the problem.
	 *
	 * @param array<string, mixed>             $params    The request's parameters (the PARAMS).
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @return self|\WP_Error
	 */
	public static function from_params( array $params, array $questions ) {
		$conditions = array();
		$raw        = $params['where'] ?? null;
		if ( null !== $raw && '' !== $raw && '[]' !== $raw ) {
			$list = is_string( $raw ) ? json_decode( $raw, true ) : $raw;
			if ( ! is_array( $list ) || ! array_is_list( $list ) ) {
				return RestErrors::invalid_param( 'where', __( 'It must be a JSON list of conditions: [{"question_id": …, "compare": …, "value": …}].', 'userfeedback' ) );
			}
			if ( count( $list ) > self::MAX_CONDITIONS ) {
				/* translators: %d: most conditions. */
				return RestErrors::invalid_param( 'where', sprintf( __( 'At most %d conditions.', 'userfeedback' ), self::MAX_CONDITIONS ) );
			}
			foreach ( $list as $i => $item ) {
				$condition = self::condition( $item, $questions );
				if ( is_string( $condition ) ) {
					/* translators: 1: condition number from 1, 2: what is wrong. */
					return RestErrors::invalid_param( 'where', sprintf( __( 'Condition %1$d: %2$s', 'userfeedback' ), $i + 1, $condition ) );
				}
				$conditions[] = $condition;
			}
		}

		$attributes = array();
		$bucket     = (string) ( $params['nps_bucket'] ?? '' );
		if ( '' !== $bucket ) {
			$nps = QuestionStats::nps_question( $questions );
			if ( ! isset( self::BUCKETS[ $bucket ] ) ) {
				return RestErrors::invalid_param( 'nps_bucket', __( 'It must be promoter, passive or detractor.', 'userfeedback' ) );
			}
			if ( null === $nps ) {
				return RestErrors::invalid_param( 'nps_bucket', __( 'This survey has no NPS question.', 'userfeedback' ) );
			}
			$attributes['nps'] = array(
				'question_id' => $nps,
				'min'         => self::BUCKETS[ $bucket ][0],
				'max'         => self::BUCKETS[ $bucket ][1],
			);
		}
		$device = (string) ( $params['device'] ?? '' );
		if ( '' !== $device ) {
			if ( ! in_array( $device, self::DEVICES, true ) ) {
				return RestErrors::invalid_param( 'device', __( 'It must be desktop, tablet or mobile.', 'userfeedback' ) );
			}
			$attributes['device'] = $device;
		}
		$page = trim( (string) ( $params['page_url'] ?? '' ) );
		if ( '' !== $page ) {
			$attributes['page_url'] = mb_substr( $page, 0, 200 );
		}
		$completion = (string) ( $params['completion'] ?? '' );
		if ( '' !== $completion && 'all' !== $completion ) {
			if ( ! in_array( $completion, array( 'completed', 'partial' ), true ) ) {
				return RestErrors::invalid_param( 'completion', __( 'It must be completed or partial.', 'userfeedback' ) );
			}
			$attributes['completion'] = 'completed' === $completion;
		}
		// As tags are stored (Tags\TagRules): trimmed, lower-cased, inner white space one space.
		$tag = mb_strtolower( trim( (string) preg_replace( '/\s+/u', ' ', (string) ( $params['tag'] ?? '' ) ) ) );
		if ( '' !== $tag ) {
			$attributes['tag'] = mb_substr( $tag, 0, 40 );
		}
		$language = (string) ( $params['language'] ?? '' );
		if ( '' !== $language ) {
			if ( ! Locale::is_valid( $language ) ) {
				return RestErrors::invalid_param( 'language', __( 'It must be a WordPress language code such as fr_FR.', 'userfeedback' ) );
			}
			$attributes['language'] = $language;
		}
		$sentiment = (string) ( $params['sentiment'] ?? '' );
		if ( '' !== $sentiment ) {
			if ( ! isset( self::SENTIMENTS[ $sentiment ] ) ) {
				return RestErrors::invalid_param( 'sentiment', __( 'It must be positive, neutral or negative.', 'userfeedback' ) );
			}
			$attributes['sentiment'] = self::SENTIMENTS[ $sentiment ];
		}
		$theme = $params['theme'] ?? null;
		if ( null !== $theme && '' !== $theme ) {
			if ( ! is_numeric( $theme ) || (int) $theme < 1 || (string) (int) $theme !== (string) $theme ) {
				return RestErrors::invalid_param( 'theme', __( 'It must be a theme\'s id.', 'userfeedback' ) );
			}
			$attributes['theme'] = (int) $theme;
		}
		$fields = self::fields( $params['fields'] ?? null );
		if ( is_string( $fields ) ) {
			return RestErrors::invalid_param( 'fields', $fields );
		}
		if ( array() !== $fields ) {
			$attributes['fields'] = $fields;
		}
		return new self( $conditions, $attributes );
	}

	/**
	 * Whether there is no condition.
	 *
	 * @return bool
	 */
	public function is_empty(): bool {
		return array() === $this->conditions && array() === $this->attributes;
	}

	/**
	 * The answer conditions.
	 *
	 * @return array<int, array{question_id: string, type: string, compare: string, value: string|int|string[], range?: array{0: int, 1: int}}>
	 */
	public function conditions(): array {
		return $this->conditions;
	}

	/**
	 * The attribute conditions.
	 *
	 * @return array{nps?: array{question_id: string, min: int, max: int}, device?: string, page_url?: string, completion?: bool, tag?: string, language?: string, fields?: array<string, string>, sentiment?: int, theme?: int}
	 */
	public function attributes(): array {
		return $this->attributes;
	}

	/**
	 * One answer condition checked against the survey's questions, or what is wrong with it.
	 *
	 * @param mixed                            $item      The condition as sent.
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @return array{question_id: string, type: string, compare: string, value: string|int|string[], range?: array{0: int, 1: int}}|string
	 */
	private static function condition( $item, array $questions ) {
		if ( ! is_array( $item ) || ! is_scalar( $item['question_id'] ?? null ) || ! is_string( $item['compare'] ?? null ) ) {
			return __( 'each condition needs question_id, compare and value.', 'userfeedback' );
		}
		$question = QuestionStats::find( $questions, (string) $item['question_id'] );
		if ( null === $question ) {
			return __( 'the question is not part of the survey.', 'userfeedback' );
		}
		$type    = (string) ( $question['type'] ?? '' );
		$allowed = SurveyDefaults::COMPARATORS_BY_TYPE[ $type ] ?? array( '==', '!=' );
		$compare = $item['compare'];
		if ( ! in_array( $compare, $allowed, true ) ) {
			/* translators: 1: comparator sent, 2: comparators allowed. */
			return sprintf( __( '%1$s is not allowed for this question; use %2$s.', 'userfeedback' ), $compare, implode( ' ', $allowed ) );
		}
		$value = $item['value'] ?? null;
		$range = TypeStats::range( $question ) ?? ( isset( QuestionStats::SCALES[ $type ] ) ? array( 1, QuestionStats::SCALES[ $type ] ) : null );
		if ( null !== $range ) {
			// "7" and 7 are the same score; 7.5 is none.
			$whole = is_numeric( $value ) && floor( (float) $value ) === (float) $value;
			if ( ! $whole || (int) $value < $range[0] || (int) $value > $range[1] ) {
				/* translators: 1: lowest score, 2: highest score. */
				return 1 === $range[0] ? sprintf( __( 'the value must be a whole number from 1 to %d.', 'userfeedback' ), $range[1] ) : sprintf( __( 'the value must be a whole number from %1$d to %2$d.', 'userfeedback' ), $range[0], $range[1] );
			}
			return array(
				'question_id' => QuestionStats::id( $question ),
				'type'        => $type,
				'compare'     => $compare,
				'value'       => (int) $value,
				'range'       => $range,
			);
		} elseif ( AnswerValue::is_multi_row( $question ) && in_array( $type, array( 'checkbox', 'image-choice' ), true ) && 'includes' !== $compare ) {
			$value = is_string( $value ) ? array( $value ) : $value;
			if ( ! is_array( $value ) || array() === $value || count( $value ) > 20 || array() !== array_filter( $value, static fn( $option ): bool => ! is_string( $option ) || '' === $option ) ) {
				return __( 'the value must be the list of ticked options.', 'userfeedback' );
			}
			$value = array_values( array_unique( $value ) );
		} elseif ( ! is_string( $value ) || '' === $value || mb_strlen( $value ) > 1000 ) {
			return __( 'the value must be non-empty text.', 'userfeedback' );
		}
		return array(
			'question_id' => QuestionStats::id( $question ),
			'type'        => $type,
			'compare'     => $compare,
			'value'       => $value,
		);
	}

	/**
	 * The hidden-field conditions of `fields` (name => exact value), or what is wrong with them.
	 * Any name that is a field's name passes, so a field since removed from the survey still
	 * filters the responses that carry it.
	 *
	 * @param mixed $raw The parameter: a JSON object, or one already decoded.
	 * @return array<string, string>|string
	 */
	private static function fields( $raw ) {
		if ( null === $raw || '' === $raw || '{}' === $raw || '[]' === $raw ) {
			return array();
		}
		$map = is_string( $raw ) ? json_decode( $raw, true ) : $raw;
		if ( ! is_array( $map ) || ( array() !== $map && array_is_list( $map ) ) ) {
			return __( 'It must be a JSON object of hidden field names and values: {"utm_source": "newsletter"}.', 'userfeedback' );
		}
		if ( count( $map ) > SurveyDefaults::MAX_HIDDEN_FIELDS ) {
			/* translators: %d: most hidden fields. */
			return sprintf( __( 'At most %d hidden fields.', 'userfeedback' ), SurveyDefaults::MAX_HIDDEN_FIELDS );
		}
		$fields = array();
		foreach ( $map as $name => $value ) {
			if ( ! HiddenFields::is_name( (string) $name ) ) {
				return __( 'A hidden field’s name starts with a letter and holds only letters, digits and underscores (at most 40).', 'userfeedback' );
			}
			if ( ! is_string( $value ) || '' === trim( $value ) || mb_strlen( $value ) > SurveyDefaults::HIDDEN_FIELD_VALUE_MAX ) {
				/* translators: 1: a hidden field's name, 2: most characters. */
				return sprintf( __( 'The value of %1$s must be non-empty text of at most %2$d characters.', 'userfeedback' ), (string) $name, SurveyDefaults::HIDDEN_FIELD_VALUE_MAX );
			}
			// As values are stored: trimmed (Visitors\HiddenFieldValues).
			$fields[ (string) $name ] = trim( $value );
		}
		return $fields;
	}

}
