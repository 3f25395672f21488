<?php
/**
 * The on-site summary in words.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

/**
 * Writes the figures as a few plain-text paragraphs (separated by blank lines) in the site
 * user's language: what was read, the main themes, the sentiment and what changed. The same
 * figures go along as data, so the screen can show them its own way too.
 */
final class SummaryWriter {

	/**
	 * A theme's share of a sentiment that makes it "mostly" positive or negative.
	 */
	private const MOSTLY = 50;

	/**
	 * A change in share (percentage points) worth a mention.
	 */
	private const NOTABLE_CHANGE = 5;

	/**
	 * The summary text.
	 *
	 * @param int                                                                                                                                                $responses Responses with written feedback read.
	 * @param int                                                                                                                                                $answers   Answers read.
	 * @param bool                                                                                                                                               $truncated Whether only the most recent answers were read.
	 * @param array<int, array{label: string, share: int, sentiment: array<string, int>}>                                                                        $themes    Themes, most common first.
	 * @param array<string, int>                                                                                                                                 $sentiment Percentages positive, neutral, negative.
	 * @param array{period_days: int, current: array<string, mixed>, previous: array<string, mixed>, themes: array<int, array{label: string, change: int}>}|null $changes The comparison, if any.
	 * @return string
	 */
	public function write( int $responses, int $answers, bool $truncated, array $themes, array $sentiment, ?array $changes ): string {
		$paragraphs = array( $this->scope( $responses, $answers, $truncated ) );

		if ( array() === $themes ) {
			$paragraphs[] = __( 'No recurring themes stood out yet.', 'userfeedback' );
		} else {
			$parts = array();
			foreach ( $themes as $theme ) {
				/* translators: 1: a theme (a key phrase from the answers), 2: percentage of responses mentioning it. */
				$parts[] = sprintf( __( '%1$s (%2$d%%)', 'userfeedback' ), $theme['label'], $theme['share'] );
			}
			/* translators: %s: list of themes with their share of responses, e.g. "delivery (23%), price (12%) and support (8%)". */
			$text         = sprintf( __( 'Main themes: %s.', 'userfeedback' ), wp_sprintf( '%l', $parts ) );
			$text        .= $this->mostly( $themes, 'positive', /* translators: %s: list of themes. */ __( 'Mostly positive: %s.', 'userfeedback' ) );
			$text        .= $this->mostly( $themes, 'negative', /* translators: %s: list of themes. */ __( 'Mostly negative: %s.', 'userfeedback' ) );
			$paragraphs[] = $text;
		}

		$paragraphs[] = sprintf(
			/* translators: 1: percentage of positive responses, 2: neutral, 3: negative. */
			__( 'Sentiment: %1$d%% positive, %2$d%% neutral, %3$d%% negative.', 'userfeedback' ),
			$sentiment['positive'] ?? 0,
			$sentiment['neutral'] ?? 0,
			$sentiment['negative'] ?? 0
		);

		$paragraphs[] = null === $changes
			? sprintf(
				/* translators: %d: number of days. */
				__( 'Not enough answers yet to compare the last %d days with the period before.', 'userfeedback' ),
				PeriodComparison::DAYS
			)
			: $this->changes( $changes );

		return implode( "\n\n", $paragraphs );
	}

	/**
	 * The first paragraph: what was read.
	 *
	 * @param int  $responses Responses read.
	 * @param int  $answers   Answers read.
	 * @param bool $truncated Whether only the most recent answers were read.
	 * @return string
	 */
	private function scope( int $responses, int $answers, bool $truncated ): string {
		$text = sprintf(
			/* translators: %s: number of responses. */
			_n( 'Summary of the written feedback in %s response.', 'Summary of the written feedback in %s responses.', $responses, 'userfeedback' ),
			number_format_i18n( $responses )
		);
		if ( $truncated ) {
			$text .= ' ' . sprintf(
				/* translators: %s: number of answers. */
				_n( 'Only the most recent %s answer was read.', 'Only the most recent %s answers were read.', $answers, 'userfeedback' ),
				number_format_i18n( $answers )
			);
		}
		return $text;
	}

	/**
	 * " Mostly positive: a, b." for the themes where one sentiment is at least MOSTLY percent.
	 *
	 * @param array<int, array{label: string, share: int, sentiment: array<string, int>}> $themes Themes.
	 * @param string                                                                      $which  'positive' or 'negative'.
	 * @param string                                                                      $format The sentence, with %s for the list.
	 * @return string
	 */
	private function mostly( array $themes, string $which, string $format ): string {
		$labels = array();
		foreach ( $themes as $theme ) {
			if ( ( $theme['sentiment'][ $which ] ?? 0 ) >= self::MOSTLY ) {
				$labels[] = $theme['label'];
			}
		}
		return array() === $labels ? '' : ' ' . sprintf( $format, wp_sprintf( '%l', $labels ) );
	}

	/**
	 * The paragraph on what changed.
	 *
	 * @param array{period_days: int, current: array<string, mixed>, previous: array<string, mixed>, themes: array<int, array{label: string, change: int}>} $changes The comparison.
	 * @return string
	 */
	private function changes( array $changes ): string {
		$current  = $changes['current'];
		$previous = $changes['previous'];
		$text     = sprintf(
			/* translators: 1: number of days, 2: responses in the last period, 3: responses in the period before, 4: percentage positive in the last period, 5: percentage positive before. */
			__( 'Last %1$d days against the %1$d days before: %2$s responses with written feedback (%3$s before), %4$d%% positive (%5$d%% before).', 'userfeedback' ),
			$changes['period_days'],
			number_format_i18n( (int) $current['responses'] ),
			number_format_i18n( (int) $previous['responses'] ),
			(int) ( $current['sentiment']['positive'] ?? 0 ),
			(int) ( $previous['sentiment']['positive'] ?? 0 )
		);
		$more = array();
		$less = array();
		foreach ( $changes['themes'] as $theme ) {
			if ( $theme['change'] >= self::NOTABLE_CHANGE ) {
				/* translators: 1: a theme, 2: change in percentage points. */
				$more[] = sprintf( __( '%1$s (+%2$d points)', 'userfeedback' ), $theme['label'], $theme['change'] );
			} elseif ( $theme['change'] <= -self::NOTABLE_CHANGE ) {
				/* translators: 1: a theme, 2: change in percentage points. */
				$less[] = sprintf( __( '%1$s (−%2$d points)', 'userfeedback' ), $theme['label'], -$theme['change'] );
			}
		}
		if ( array() !== $more ) {
			/* translators: %s: list of themes with their change. */
			$text .= ' ' . sprintf( __( 'Mentioned more: %s.', 'userfeedback' ), wp_sprintf( '%l', $more ) );
		}
		if ( array() !== $less ) {
			/* translators: %s: list of themes with their change. */
			$text .= ' ' . sprintf( __( 'Mentioned less: %s.', 'userfeedback' ), wp_sprintf( '%l', $less ) );
		}
		return $text;
	}
}
