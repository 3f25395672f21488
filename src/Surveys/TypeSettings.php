<?php
/**
 * The settings a question has because of its type (a scale's range, a matrix's rows…).
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

/**
 * Each type beyond the spec's seven keeps its own settings beside `required`, `randomize` and
 * `comment_box` (docs/decisions.md "Every question a site owner asks"): normalize() brings them
 * into their stored shape with their defaults, so a question saved with only its type and title
 * is whole; errors() says what cannot be stored and blocking() what keeps a survey from being
 * published, in the validator's words.
 */
final class TypeSettings {

	/** Longest end label of a scale, and the consent's label. */
	public const MAX_LABEL = 200;

	/** Longest matrix row text. */
	public const MAX_ROW = 500;

	/** Longest image alt text. */
	public const MAX_ALT = 500;

	/**
	 * The type's own settings, stored shape.
	 *
	 * @param string               $type     The question type.
	 * @param array<string, mixed> $settings The input settings.
	 * @param int                  $options  How many options the question has.
	 * @return array<string, mixed>
	 */
	public static function normalize( string $type, array $settings, int $options ): array {
		switch ( $type ) {
			case 'scale':
				return self::scale( $settings );
			case 'smiley':
				$faces = (int) ( $settings['faces'] ?? 5 );
				return array( 'faces' => in_array( $faces, SurveyDefaults::SMILEY_FACES, true ) ? $faces : 5 );
			case 'matrix':
				$rows = array();
				foreach ( is_array( $settings['rows'] ?? null ) ? array_values( $settings['rows'] ) : array() as $row ) {
					$rows[] = SurveyNormalizer::text( $row );
				}
				return array( 'rows' => $rows );
			case 'image-choice':
				return array(
					'multiple' => ! empty( $settings['multiple'] ),
					'images'   => self::images( $settings['images'] ?? array(), $options ),
				);
			case 'date':
				return array(
					'min_date' => self::day( $settings['min_date'] ?? '' ),
					'max_date' => self::day( $settings['max_date'] ?? '' ),
				);
			case 'consent':
				return array( 'consent_label' => SurveyNormalizer::text( $settings['consent_label'] ?? '' ) );
			default:
				return array();
		}
	}

	/**
	 * A matrix's default columns, in the site's language when it is saved.
	 *
	 * @return string[]
	 */
	public static function matrix_columns(): array {
		return array(
			__( 'Strongly disagree', 'userfeedback' ),
			__( 'Disagree', 'userfeedback' ),
			__( 'Neutral', 'userfeedback' ),
			__( 'Agree', 'userfeedback' ),
			__( 'Strongly agree', 'userfeedback' ),
		);
	}

	/**
	 * What cannot be stored, by field path.
	 *
	 * @param array<string, mixed> $question A normalised question.
	 * @param string               $path     Its field path (`questions.N`).
	 * @return array<string, string>
	 */
	public static function errors( array $question, string $path ): array {
		$settings = (array) $question['settings'];
		$errors   = array();
		switch ( $question['type'] ) {
			case 'scale':
				foreach ( array( 'min_label', 'max_label' ) as $key ) {
					if ( mb_strlen( (string) $settings[ $key ] ) > self::MAX_LABEL ) {
						/* translators: %d: maximum number of characters. */
						$errors[ "{$path}.settings.{$key}" ] = sprintf( __( 'This label can be at most %d characters long.', 'userfeedback' ), self::MAX_LABEL );
					}
				}
				break;
			case 'consent':
				if ( mb_strlen( (string) $settings['consent_label'] ) > self::MAX_LABEL ) {
					/* translators: %d: maximum number of characters. */
					$errors[ "{$path}.settings.consent_label" ] = sprintf( __( 'This label can be at most %d characters long.', 'userfeedback' ), self::MAX_LABEL );
				}
				break;
			case 'matrix':
				$rows = (array) $settings['rows'];
				if ( count( $rows ) > SurveyDefaults::MAX_MATRIX_ROWS ) {
					/* translators: %d: maximum number of rows. */
					$errors[ "{$path}.settings.rows" ] = sprintf( __( 'A matrix can have at most %d rows.', 'userfeedback' ), SurveyDefaults::MAX_MATRIX_ROWS );
				} elseif ( count( $rows ) !== count( array_unique( $rows ) ) ) {
					$errors[ "{$path}.settings.rows" ] = __( 'Two rows have the same text.', 'userfeedback' );
				}
				foreach ( $rows as $i => $row ) {
					if ( mb_strlen( (string) $row ) > self::MAX_ROW ) {
						/* translators: %d: maximum number of characters. */
						$errors[ "{$path}.settings.rows.{$i}" ] = sprintf( __( 'A row can be at most %d characters long.', 'userfeedback' ), self::MAX_ROW );
					}
				}
				break;
			case 'image-choice':
				foreach ( (array) $settings['images'] as $i => $image ) {
					if ( mb_strlen( (string) $image['alt'] ) > self::MAX_ALT ) {
						/* translators: %d: maximum number of characters. */
						$errors[ "{$path}.settings.images.{$i}.alt" ] = sprintf( __( 'Alt text can be at most %d characters long.', 'userfeedback' ), self::MAX_ALT );
					}
				}
				break;
			case 'date':
				if ( '' !== $settings['min_date'] && '' !== $settings['max_date'] && $settings['min_date'] > $settings['max_date'] ) {
					$errors[ "{$path}.settings.max_date" ] = __( 'The latest date must not be before the earliest.', 'userfeedback' );
				}
				break;
		}
		return $errors;
	}

	/**
	 * What keeps the survey from being published: a matrix without rows, an image without the
	 * text that describes it.
	 *
	 * @param array<string, mixed> $question A normalised question.
	 * @param string               $path     Its field path (`questions.N`).
	 * @return array<int, array{field: string, message: string}>
	 */
	public static function blocking( array $question, string $path ): array {
		$settings = (array) $question['settings'];
		$problems = array();
		if ( 'matrix' === $question['type'] ) {
			$rows = (array) $settings['rows'];
			if ( array() === $rows || in_array( '', $rows, true ) ) {
				$problems[] = array(
					'field'   => "{$path}.settings.rows",
					'message' => __( 'Rows are required', 'userfeedback' ),
				);
			}
		}
		if ( 'image-choice' === $question['type'] ) {
			foreach ( (array) $settings['images'] as $i => $image ) {
				if ( '' !== $image['url'] && '' === trim( (string) $image['alt'] ) ) {
					$problems[] = array(
						'field'   => "{$path}.settings.images.{$i}.alt",
						'message' => __( 'Alt text is required', 'userfeedback' ),
					);
				}
			}
		}
		return $problems;
	}

	/**
	 * A scale's settings: a preset fixes its range; numeric takes 0 or 1 to 5, 7 or 10.
	 *
	 * @param array<string, mixed> $settings The input settings.
	 * @return array<string, mixed>
	 */
	private static function scale( array $settings ): array {
		$preset = in_array( $settings['preset'] ?? null, SurveyDefaults::SCALE_PRESETS, true ) ? $settings['preset'] : 'numeric';
		$ranges = array(
			'csat' => array( 1, 5 ),
			'ces'  => array( 1, 7 ),
		);
		if ( isset( $ranges[ $preset ] ) ) {
			list( $min, $max ) = $ranges[ $preset ];
		} else {
			$min = in_array( (int) ( $settings['scale_min'] ?? 0 ), SurveyDefaults::SCALE_MINS, true ) ? (int) ( $settings['scale_min'] ?? 0 ) : 0;
			$max = in_array( (int) ( $settings['scale_max'] ?? 10 ), SurveyDefaults::SCALE_MAXES, true ) ? (int) ( $settings['scale_max'] ?? 10 ) : 10;
		}
		return array(
			'preset'    => $preset,
			'scale_min' => $min,
			'scale_max' => $max,
			'min_label' => SurveyNormalizer::text( $settings['min_label'] ?? '' ),
			'max_label' => SurveyNormalizer::text( $settings['max_label'] ?? '' ),
		);
	}

	/**
	 * An image choice's images, one per option (`{ id, url, alt }`; an option without an image
	 * has id 0 and an empty url). A media library image is read from its attachment, so the url
	 * is the site's own; an address typed by hand must be http(s).
	 *
	 * @param mixed $input   The images.
	 * @param int   $options How many options the question has.
	 * @return array<int, array{id: int, url: string, alt: string}>
	 */
	private static function images( $input, int $options ): array {
		$input  = is_array( $input ) ? array_values( $input ) : array();
		$images = array();
		for ( $i = 0; $i < $options; $i++ ) {
			$raw = is_array( $input[ $i ] ?? null ) ? $input[ $i ] : array();
			$id  = is_numeric( $raw['id'] ?? null ) ? max( 0, (int) $raw['id'] ) : 0;
			$url = $id > 0 && wp_attachment_is_image( $id ) ? (string) wp_get_attachment_image_url( $id, 'medium' ) : '';
			if ( '' === $url ) {
				$id  = 0;
				$url = is_string( $raw['url'] ?? null ) ? esc_url_raw( trim( $raw['url'] ), array( 'http', 'https' ) ) : '';
			}
			$images[] = array(
				'id'  => $id,
				'url' => $url,
				'alt' => SurveyNormalizer::text( $raw['alt'] ?? '' ),
			);
		}
		return $images;
	}

	/**
	 * A day as `YYYY-MM-DD`, or '' for anything that is not one.
	 *
	 * @param mixed $value The value.
	 * @return string
	 */
	public static function day( $value ): string {
		if ( ! is_string( $value ) || 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/D', $value, $m ) ) {
			return '';
		}
		return checkdate( (int) $m[2], (int) $m[3], (int) $m[1] ) ? $value : '';
	}
}
