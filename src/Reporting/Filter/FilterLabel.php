<?php
/**
 * A filter in words, for a file's summary.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Reporting\Filter;

use UserFeedback\Database\Tables;
use UserFeedback\Reporting\QuestionStats;
use UserFeedback\Surveys\Recall;

/**
 * The filter as the screens' chips say it (admin-app/src/features/results/filter/model.ts: the
 * same strings), joined by "; ": an export made from a filtered view says which responses it
 * holds, so a file passed on is not mistaken for the whole survey.
 */
final class FilterLabel {

	/**
	 * The words; '' for an empty filter.
	 *
	 * @param ResponseFilter                   $filter    The filter.
	 * @param array<int, array<string, mixed>> $questions The survey's questions.
	 * @return string
	 */
	public static function describe( ResponseFilter $filter, array $questions ): string {
		$parts     = array();
		$questions = Recall::readable_titles( $questions );
		foreach ( $filter->conditions() as $condition ) {
			$question = QuestionStats::find( $questions, $condition['question_id'] );
			$title    = trim( wp_strip_all_tags( (string) ( $question['title'] ?? '' ) ) );
			$value    = is_array( $condition['value'] ) ? implode( ', ', $condition['value'] ) : (string) $condition['value'];
			/* translators: 1: question title, 2: comparator ("is", "lower than"…), 3: value. */
			$parts[] = sprintf( __( '%1$s %2$s %3$s', 'userfeedback' ), '' === $title ? __( '(untitled question)', 'userfeedback' ) : $title, self::comparator( $condition['compare'] ), $value );
		}
		$attributes = $filter->attributes();
		if ( isset( $attributes['nps'] ) ) {
			$buckets = array(
				1 => __( 'Detractors', 'userfeedback' ),
				7 => __( 'Passives', 'userfeedback' ),
				9 => __( 'Promoters', 'userfeedback' ),
			);
			$parts[] = $buckets[ $attributes['nps']['min'] ] ?? '';
		}
		if ( isset( $attributes['device'] ) ) {
			/* translators: %s: desktop, tablet or mobile. */
			$parts[] = sprintf( __( 'Device: %s', 'userfeedback' ), $attributes['device'] );
		}
		if ( isset( $attributes['page_url'] ) ) {
			/* translators: %s: text the page URL contains. */
			$parts[] = sprintf( __( 'Page contains %s', 'userfeedback' ), $attributes['page_url'] );
		}
		if ( isset( $attributes['language'] ) ) {
			/* translators: %s: a language code such as fr_FR. */
			$parts[] = sprintf( __( 'Language: %s', 'userfeedback' ), $attributes['language'] );
		}
		if ( isset( $attributes['completion'] ) ) {
			/* translators: %s: Completed or Partial. */
			$parts[] = sprintf( __( 'Responses: %s', 'userfeedback' ), $attributes['completion'] ? __( 'Completed', 'userfeedback' ) : __( 'Partial', 'userfeedback' ) );
		}
		if ( isset( $attributes['tag'] ) ) {
			/* translators: %s: tag. */
			$parts[] = sprintf( __( 'Tag: %s', 'userfeedback' ), $attributes['tag'] );
		}
		if ( isset( $attributes['sentiment'] ) ) {
			$sentiments = array(
				-1 => __( 'Negative', 'userfeedback' ),
				0  => __( 'Neutral', 'userfeedback' ),
				1  => __( 'Positive', 'userfeedback' ),
			);
			/* translators: %s: Positive, Neutral or Negative. */
			$parts[] = sprintf( __( 'Sentiment: %s', 'userfeedback' ), $sentiments[ $attributes['sentiment'] ] ?? '' );
		}
		if ( isset( $attributes['theme'] ) ) {
			/* translators: %s: a theme's name. */
			$parts[] = sprintf( __( 'Theme: %s', 'userfeedback' ), self::theme_label( $attributes['theme'] ) );
		}
		foreach ( $attributes['fields'] ?? array() as $name => $value ) {
			/* translators: 1: a hidden field's name, 2: its value. */
			$parts[] = sprintf( __( '%1$s: %2$s', 'userfeedback' ), $name, $value );
		}
		return implode( '; ', array_filter( $parts ) );
	}

	/**
	 * A theme's name as the owner sees it, or its number when it has since been deleted.
	 *
	 * @param int $theme_id The theme.
	 * @return string
	 */
	private static function theme_label( int $theme_id ): string {
		global $wpdb;
		$table = ( new Tables( $wpdb ) )->insight_themes();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery, WordPress.DB.DirectDatabaseQuery.NoCaching, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- own table, name from Tables; one row by primary key, once per export.
		$label = $wpdb->get_var( $wpdb->prepare( "SELECT label FROM `{$table}` WHERE id = %d", $theme_id ) );
		/* translators: %d: a theme's number. */
		return is_string( $label ) && '' !== $label ? $label : sprintf( __( '#%d', 'userfeedback' ), $theme_id );
	}

	/**
	 * A comparator's words, as the builder's logic says them.
	 *
	 * @param string $compare The comparator.
	 * @return string
	 */
	private static function comparator( string $compare ): string {
		$words = array(
			'=='       => __( 'is', 'userfeedback' ),
			'!='       => __( 'is not', 'userfeedback' ),
			'<'        => __( 'lower than', 'userfeedback' ),
			'>'        => __( 'greater than', 'userfeedback' ),
			'includes' => __( 'includes', 'userfeedback' ),
		);
		return $words[ $compare ] ?? $compare;
	}
}
