<?php
/**
 * UserFeedback 1.x's question types that ours name differently.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Legacy;

/**
 * 1.x questions have the spec's shape (fixture README), so most import as they are. UserFeedback
 * 1.4 added two types whose options are objects rather than texts, both imported as our image
 * choice (a choice among pictures, one or several), options as texts:
 * - `image-choice`: an image per option, from the media library. The attachment is kept (its id,
 *   read back from the library: TypeSettings) or its address; the alt text is 1.x's, else the
 *   option's label — the image stood for that label in 1.x, and an image choice needs alt text
 *   to be published, so the survey stays live as it was.
 * - `icon-choice`: an icon per option from 1.x's own icon set, which 1.x inlined as SVG from its
 *   plugin folder (assets/vue/icon-choices/svgs/{style}/{icon}.svg). Those files go with 1.x, and
 *   an icon is no image a site owner chose, so the options come with no image (our image choice
 *   shows the label alone until the owner picks one); an option without a label is named by its
 *   icon ("thumbs-up" → "Thumbs up"). Mapping icons to radio buttons instead would cap them at
 *   five options and lose the "several" setting.
 * The answers need no mapping: 1.x stored a choice as the option's text, as ours. An answer that
 * names no option is refused by the import's validator and listed, as any broken row.
 */
final class LegacyQuestions {

	/** 1.x type => ours. */
	public const TYPES = array(
		'image-choice' => 'image-choice',
		'icon-choice'  => 'image-choice',
	);

	/**
	 * 1.x questions in the shape our normaliser takes.
	 *
	 * @param array<int|string, mixed> $questions 1.x's questions (decoded JSON).
	 * @return array<int|string, mixed>
	 */
	public static function ours( array $questions ): array {
		foreach ( $questions as $i => $question ) {
			if ( is_array( $question ) && isset( self::TYPES[ $question['type'] ?? '' ] ) ) {
				$questions[ $i ] = self::choice( $question );
			}
		}
		return $questions;
	}

	/**
	 * An image or icon choice as our image choice.
	 *
	 * @param array<string, mixed> $question The 1.x question.
	 * @return array<string, mixed>
	 */
	private static function choice( array $question ): array {
		$config   = is_array( $question['config'] ?? null ) ? $question['config'] : array();
		$settings = is_array( $question['settings'] ?? null ) ? $question['settings'] : array();
		$icons    = 'icon-choice' === $question['type'];
		$options  = array();
		$images   = array();
		foreach ( array_values( is_array( $config['options'] ?? null ) ? $config['options'] : array() ) as $n => $option ) {
			$image = $icons ? self::image( null ) : self::image( $option );
			$label = self::label( $option, $icons );
			if ( '' === $label ) {
				/* translators: %d: option number. */
				$label = '' !== $image['alt'] ? $image['alt'] : sprintf( __( 'Option %d', 'userfeedback' ), $n + 1 );
			}
			if ( ( 0 !== $image['id'] || '' !== $image['url'] ) && '' === $image['alt'] ) {
				$image['alt'] = $label;
			}
			$options[] = $label;
			$images[]  = $image;
		}
		$question['type']               = self::TYPES[ $question['type'] ];
		$question['config']             = array( 'options' => $options );
		$question['settings']           = $settings;
		$question['settings']['images'] = $images;
		// 1.x kept "one or several" under either name; a single choice when neither says.
		$question['settings']['multiple'] = ! empty( $settings['multiple'] ?? $config['multiple'] ?? $settings['allow_multiple'] ?? $config['allow_multiple'] ?? false );
		return $question;
	}

	/**
	 * An option's text: its label (under whichever key 1.x used), else an icon's name.
	 *
	 * @param mixed $option The 1.x option: a text or an object.
	 * @param bool  $icons  Whether the options are icons.
	 * @return string
	 */
	private static function label( $option, bool $icons ): string {
		if ( is_string( $option ) ) {
			return trim( $option );
		}
		if ( ! is_array( $option ) ) {
			return '';
		}
		foreach ( array( 'label', 'text', 'title', 'value', 'name' ) as $key ) {
			if ( is_string( $option[ $key ] ?? null ) && '' !== trim( $option[ $key ] ) ) {
				return trim( $option[ $key ] );
			}
		}
		$icon = $option['icon'] ?? null;
		$name = is_array( $icon ) ? ( $icon['icon'] ?? '' ) : $icon;
		return $icons && is_string( $name ) ? ucfirst( trim( str_replace( array( '-', '_' ), ' ', $name ) ) ) : '';
	}

	/**
	 * An option's image: the attachment id, the address and the alt text, as 1.x kept them (an
	 * `image` object or string, or keys beside the label).
	 *
	 * @param mixed $option The 1.x option.
	 * @return array{id: int, url: string, alt: string}
	 */
	private static function image( $option ): array {
		$option = is_array( $option ) ? $option : array();
		$image  = $option['image'] ?? array();
		$image  = is_string( $image ) ? array( 'url' => $image ) : ( is_array( $image ) ? $image : array() );
		$id     = $image['id'] ?? $option['image_id'] ?? $option['attachment_id'] ?? 0;
		$url    = $image['url'] ?? $option['image_url'] ?? $option['url'] ?? '';
		$alt    = $image['alt'] ?? $option['alt'] ?? '';
		return array(
			'id'  => is_numeric( $id ) ? max( 0, (int) $id ) : 0,
			'url' => is_string( $url ) ? trim( $url ) : '',
			'alt' => is_string( $alt ) ? trim( $alt ) : '',
		);
	}
}
