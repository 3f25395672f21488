<?php
/**
 * The default summary provider: nothing leaves the site.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\OnSite;

use UserFeedback\Ai\Summary\SummaryBody;
use UserFeedback\Ai\Summary\SummaryInput;
use UserFeedback\Ai\Summary\SummaryProvider;

/**
 * Themes, sentiment and change over time from the most recent ANSWER_CAP written answers, in
 * PHP, deterministically (the same answers give the same summary: every ordering has a tie-break
 * and nothing is random). Two passes over the answers keep memory flat: the first tokenises,
 * scores sentiment and counts in how many responses each key phrase occurs; the second collects,
 * for the few most common phrases only, their responses and written forms. Themes are counted in
 * responses, so a response that answers two text questions counts once.
 */
final class OnSiteSummariser implements SummaryProvider {

	/**
	 * Most recent answers read.
	 */
	public const ANSWER_CAP = 10000;

	/**
	 * Quotes per theme.
	 */
	public const QUOTES = 3;

	/**
	 * Bumped when the algorithm's output changes, so cached summaries of the old one go stale.
	 */
	private const VERSION = '1';

	public function __construct( private readonly Tokenizer $tokenizer, private readonly TermExtractor $terms, private readonly Sentiment $sentiment, private readonly ThemeFinder $themes, private readonly QuotePicker $quotes, private readonly PeriodComparison $periods, private readonly SummaryWriter $writer ) {
	}

	/**
	 * The summariser with the built-in stop words and stemmer.
	 *
	 * @param StopWords|null $stop_words Another stop-word list.
	 * @param Stemmer|null   $stemmer    Another stemmer.
	 * @return self
	 */
	public static function create( ?StopWords $stop_words = null, ?Stemmer $stemmer = null ): self {
		$sentiment = new Sentiment();
		return new self(
			new Tokenizer(),
			new TermExtractor( $stop_words ?? new BuiltInStopWords(), $stemmer ?? new LightStemmer(), $sentiment ),
			$sentiment,
			new ThemeFinder( $sentiment ),
			new QuotePicker(),
			new PeriodComparison(),
			new SummaryWriter()
		);
	}

	public function key(): string {
		return 'onsite';
	}

	public function fingerprint(): string {
		return 'onsite:' . self::VERSION;
	}

	public function answer_cap(): int {
		return self::ANSWER_CAP;
	}

	/**
	 * The summary.
	 *
	 * @param SummaryInput $input The survey and its answers.
	 * @return array<string, mixed>
	 */
	public function summarise( SummaryInput $input ) {
		$items = array_values( $input->items );
		if ( array() === $items ) {
			return SummaryBody::without_answers( $input );
		}

		// Pass 1: sentiment per response, and in how many responses each phrase occurs.
		$by_response = array();
		$scores      = array();
		$times       = array();
		foreach ( $items as $index => $item ) {
			$by_response[ $item->response_id ][] = $index;
			$times[ $item->response_id ]         = max( $times[ $item->response_id ] ?? 0, $item->submitted_at );
			$scores[ $item->response_id ]        = ( $scores[ $item->response_id ] ?? 0 ) + $item->polarity;
		}
		$frequencies = array();
		foreach ( $by_response as $response_id => $indexes ) {
			$seen = array();
			foreach ( $indexes as $index ) {
				$words                   = $this->tokenizer->words( $items[ $index ]->text );
				$scores[ $response_id ] += $this->sentiment->score( $words, $items[ $index ]->text );
				$seen                   += $this->terms->terms( $words );
			}
			foreach ( array_keys( $seen ) as $key ) {
				$frequencies[ $key ] = ( $frequencies[ $key ] ?? 0 ) + 1;
			}
		}
		$total      = count( $by_response );
		$candidates = $this->themes->candidates( $frequencies, $total );
		unset( $frequencies );

		// Pass 2: responses and written forms of the candidate phrases only.
		$wanted     = array_flip( $candidates );
		$responses  = array();
		$forms      = array();
		$item_terms = array();
		foreach ( $items as $index => $item ) {
			$found = array_intersect_key( $this->terms->terms( $this->tokenizer->words( $item->text ) ), $wanted );
			foreach ( $found as $key => $form ) {
				$responses[ $key ][ $item->response_id ] = true;
				$forms[ $key ][ $form ]                  = ( $forms[ $key ][ $form ] ?? 0 ) + 1;
			}
			if ( array() !== $found ) {
				$item_terms[ $index ] = array_map( 'strval', array_keys( $found ) );
			}
		}

		$labels = array_map( array( Sentiment::class, 'label' ), $scores );
		$found  = $this->themes->find( $candidates, $responses, $forms, $total );
		$themes = array();
		foreach ( $found as $theme ) {
			$themes[] = array(
				'label'     => $theme['label'],
				'phrases'   => $theme['phrases'],
				'responses' => count( $theme['responses'] ),
				'share'     => Percentages::of( count( $theme['responses'] ), $total ),
				'sentiment' => Percentages::split( self::count_labels( array_intersect_key( $labels, $theme['responses'] ) ) ),
				'quotes'    => $this->quotes->pick( $items, $item_terms, $theme['terms'], self::QUOTES ),
			);
		}
		$counts  = self::count_labels( $labels );
		$split   = Percentages::split( $counts );
		$changes = $this->periods->compare( $times, $labels, $found, $input->now, $input->truncated );

		return array(
			'text'      => $this->writer->write( $total, count( $items ), $input->truncated, $themes, $split, $changes ),
			'model'     => null,
			'analysed'  => SummaryBody::analysed( $input ),
			'themes'    => $themes,
			'sentiment' => $split + array( 'counts' => $counts ),
			'changes'   => $changes,
			'sent'      => null,
		);
	}

	/**
	 * Responses per sentiment label.
	 *
	 * @param array<int, string> $labels Response id => label.
	 * @return array{positive: int, neutral: int, negative: int}
	 */
	private static function count_labels( array $labels ): array {
		$counts = array(
			'positive' => 0,
			'neutral'  => 0,
			'negative' => 0,
		);
		foreach ( $labels as $label ) {
			if ( isset( $counts[ $label ] ) ) {
				++$counts[ $label ];
			}
		}
		return $counts;
	}
}
