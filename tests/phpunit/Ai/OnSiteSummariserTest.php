<?php
/**
 * The on-site summariser on fixed answers.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Ai;

use UserFeedback\Ai\OnSite\OnSiteSummariser;
use UserFeedback\Ai\OnSite\PeriodComparison;
use UserFeedback\Ai\OnSite\Tokenizer;
use UserFeedback\Ai\Summary\AnswerItem;
use UserFeedback\Ai\Summary\SummaryInput;
use UserFeedback\Ai\Summary\SurveyQuestions;
use UserFeedback\Tests\TestCase;

/**
 * Themes, quotes, sentiment and the period comparison on hand-written answers (no database: the
 * summariser is given its input), determinism, multilingual and malformed text, and its cost on
 * 10,000 answers.
 */
final class OnSiteSummariserTest extends TestCase {

	private const NOW = 1_800_000_000;

	/**
	 * Feedback about delivery, customer support and price, and some noise: response id => text.
	 */
	private const FEEDBACK = array(
		101 => 'Delivery was slow and the package arrived late.',
		102 => 'Slow delivery, it took two weeks!',
		103 => 'Great customer support, very helpful team.',
		104 => 'Customer support answered my question quickly. Thanks!',
		105 => 'The price is too expensive for what you get.',
		106 => 'Prices are high compared to other shops.',
		107 => 'Love the product quality 😍',
		108 => 'Customer support was rude and unhelpful.',
		109 => 'Delivery took forever, not happy at all.',
		110 => 'Fast delivery this time, good job.',
		111 => 'Nothing to add.',
		112 => 'The price went up again, too expensive.',
	);

	public function test_themes_are_found_with_shares_sentiment_and_quotes_from_their_responses(): void {
		$summary = $this->summarise( $this->items( self::FEEDBACK ) );
		$themes  = array_column( $summary['themes'], null, 'label' );

		$this->assertSame( array( 'delivery', 'customer support', 'price' ), array_slice( array_keys( $themes ), 0, 3 ), 'most mentioned first' );
		$this->assertSame( 4, $themes['delivery']['responses'] );
		$this->assertSame( 33, $themes['delivery']['share'], '4 of 12 responses' );
		$this->assertSame( 3, $themes['customer support']['responses'] );
		$this->assertContains( 'support', $themes['customer support']['phrases'] );
		$this->assertSame( 3, $themes['price']['responses'], '"price" and "prices" are one theme' );
		$this->assertSame( 67, $themes['price']['sentiment']['negative'], '"too expensive" twice; "high" is no opinion word' );

		foreach ( array( 'delivery', 'customer support', 'price' ) as $label ) {
			$quotes = $themes[ $label ]['quotes'];
			$this->assertGreaterThanOrEqual( 2, count( $quotes ), $label );
			$this->assertLessThanOrEqual( OnSiteSummariser::QUOTES, count( $quotes ) );
			$this->assertSame( count( $quotes ), count( array_unique( array_column( $quotes, 'response_id' ) ) ), 'one quote per response' );
			foreach ( $quotes as $quote ) {
				$this->assertSame( self::FEEDBACK[ $quote['response_id'] ], $quote['text'], 'the quote is its response’s answer' );
				$this->assertStringContainsStringIgnoringCase( explode( ' ', $label )[1] ?? $label, $quote['text'] );
				$this->assertSame( 'why', $quote['question_id'] );
			}
		}

		$this->assertSame( array( 'positive', 'neutral', 'negative', 'counts' ), array_keys( $summary['sentiment'] ) );
		$this->assertSame( 100, $summary['sentiment']['positive'] + $summary['sentiment']['neutral'] + $summary['sentiment']['negative'] );
		$this->assertSame( 12, array_sum( $summary['sentiment']['counts'] ) );
		$this->assertGreaterThan( $summary['sentiment']['counts']['positive'], $summary['sentiment']['counts']['negative'] );

		$this->assertStringContainsString( 'Summary of the written feedback in 12 responses.', $summary['text'] );
		$this->assertStringContainsString( 'Main themes: delivery (33%), customer support (25%), and price (25%).', $summary['text'] );
		$this->assertStringContainsString( 'Not enough answers yet to compare the last 30 days', $summary['text'] );
		$this->assertNull( $summary['changes'] );
		$this->assertNull( $summary['sent'], 'nothing is sent anywhere' );
		$this->assertSame( 12, $summary['analysed']['answers'] );
		$this->assertSame( 12, $summary['analysed']['responses'] );
	}

	public function test_the_same_answers_give_the_same_summary(): void {
		$items = $this->items( self::FEEDBACK );
		$first = $this->summarise( $items );
		$this->assertSame( $first, $this->summarise( $items ) );
		$this->assertSame( $first, ( OnSiteSummariser::create() )->summarise( $this->input( $items ) ), 'and with a new summariser' );
	}

	public function test_sentiment_reads_negation_emoji_and_the_rating_a_comment_came_with(): void {
		$summary = $this->summarise(
			array(
				new AnswerItem( 1, 'why', 'not good at all', self::NOW - 10 ),
				new AnswerItem( 2, 'why', 'no problems whatsoever', self::NOW - 20 ),
				new AnswerItem( 3, 'why', 'ok 👍👍', self::NOW - 30 ),
				new AnswerItem( 4, 'score', 'meh', self::NOW - 40, -1 ),
				new AnswerItem( 5, 'why', 'It is a website.', self::NOW - 50 ),
			)
		);
		$this->assertSame(
			array(
				'positive' => 2,
				'neutral'  => 1,
				'negative' => 2,
			),
			$summary['sentiment']['counts']
		);
	}

	public function test_multilingual_and_malformed_text_never_breaks_it(): void {
		$texts = array(
			'Die Lieferung war langsam, aber der Kundenservice war super.',
			'Lieferung kam zu spät, Lieferung war beschädigt.',
			'Die Lieferung dauerte zwei Wochen.',
			'La livraison était rapide, merci !',
			'Доставка была медленной. Доставка опоздала.',
			'Доставка хорошая, но дорого.',
			'配送が遅いです。配送をもっと早くしてください。',
			'配送は早かったです。',
			'价格太贵了，价格需要降低',
			'التوصيل كان بطيئا جدا',
			'ส่งของช้ามาก',
			"Broken \xff\xfe bytes and a \0 null",
			str_repeat( 'Endless essay about shipping costs. ', 500 ),
			'🙂🙂🙂',
			'!!!???',
			'e-mail',
		);
		$items = array();
		foreach ( $texts as $index => $text ) {
			$items[] = new AnswerItem( 200 + $index, 'why', $text, self::NOW - $index * 60 );
		}
		$summary = $this->summarise( $items );
		$labels  = array_column( $summary['themes'], 'label' );

		$this->assertContains( 'lieferung', $labels, 'German: lower-cased, whole words' );
		$this->assertContains( 'доставка', $labels, 'Cyrillic' );
		$this->assertContains( '配送', $labels, 'Japanese: character pairs' );
		$this->assertSame( 16, $summary['analysed']['answers'] );
		$this->assertNotFalse( wp_json_encode( $summary ), 'everything in it is valid UTF-8' );
		foreach ( $summary['themes'] as $theme ) {
			foreach ( $theme['quotes'] as $quote ) {
				$this->assertLessThanOrEqual( 240, mb_strlen( $quote['text'] ) );
			}
		}
	}

	public function test_the_tokenizer_splits_scripts_with_and_without_spaces(): void {
		$tokenizer = new Tokenizer();
		$this->assertSame( array( "don't", 'like', 'the', 'e-mail', '', 'café' ), $tokenizer->words( 'Don’t like the e-mail, Café' ) );
		$this->assertSame( array( '', '配送', '', '送が', '', 'が遅', '', '遅い', '' ), $tokenizer->words( '配送が遅い' ), 'pairs of characters' );
		$this->assertSame( array( '', '配送', '', '送は', '' ), $tokenizer->words( '配送はやく' ), 'pairs of Hiragana alone are left out' );
		$this->assertSame( array(), $tokenizer->words( '' ) );
	}

	public function test_changes_against_the_previous_period_when_both_have_enough_responses(): void {
		$items = array();
		$id    = 1000;
		// Last 30 days: 12 responses, 9 about slow checkout.
		for ( $i = 0; $i < 12; $i++ ) {
			$items[] = new AnswerItem( ++$id, 'why', $i < 9 ? 'The checkout is slow and crashed.' : 'Fine shop, nice colours.', self::NOW - ( $i + 1 ) * DAY_IN_SECONDS );
		}
		// The 30 days before: 12 responses, 2 about the checkout, the rest happy with delivery.
		for ( $i = 0; $i < 12; $i++ ) {
			$items[] = new AnswerItem( ++$id, 'why', $i < 2 ? 'The checkout is slow and crashed.' : 'Delivery was fast, great!', self::NOW - ( 31 + $i ) * DAY_IN_SECONDS );
		}
		$summary = $this->summarise( $items );
		$changes = $summary['changes'];

		$this->assertIsArray( $changes );
		$this->assertSame( PeriodComparison::DAYS, $changes['period_days'] );
		$this->assertSame( 12, $changes['current']['responses'] );
		$this->assertSame( 12, $changes['previous']['responses'] );
		$by_label = array_column( $changes['themes'], null, 'label' );
		$this->assertSame( 75, $by_label['checkout']['current_share'] );
		$this->assertSame( 17, $by_label['checkout']['previous_share'] );
		$this->assertSame( 58, $by_label['checkout']['change'] );
		$this->assertSame( array( 'delivery', -83 ), array( $changes['themes'][0]['label'], $changes['themes'][0]['change'] ), 'biggest change first' );
		$this->assertStringContainsString( 'Mentioned more: checkout (+58 points)', $summary['text'] );
		$this->assertStringContainsString( 'Mentioned less: delivery', $summary['text'] );
	}

	public function test_no_comparison_when_the_cap_cut_the_previous_period_short(): void {
		$items = array();
		for ( $i = 0; $i < 24; $i++ ) {
			$items[] = new AnswerItem( 3000 + $i, 'why', 'Checkout is slow.', self::NOW - ( $i < 12 ? $i + 1 : 40 ) * DAY_IN_SECONDS );
		}
		$this->assertIsArray( $this->summarise( $items )['changes'] );
		$this->assertNull( $this->summarise( $items, true )['changes'], 'older answers exist beyond the sample, the previous period is incomplete' );
	}

	public function test_no_answers_is_a_summary_saying_so(): void {
		$summary = $this->summarise( array() );
		$this->assertSame( 'There are no written answers to summarize yet.', $summary['text'] );
		$this->assertSame( array(), $summary['themes'] );
		$this->assertSame( 0, $summary['analysed']['answers'] );
	}

	public function test_ten_thousand_answers_take_seconds_not_minutes(): void {
		$items = self::synthetic( OnSiteSummariser::ANSWER_CAP );
		$start = microtime( true );
		$peak  = memory_get_usage();
		memory_reset_peak_usage();
		$summary = $this->summarise( $items );
		$elapsed = microtime( true ) - $start;
		$memory  = memory_get_peak_usage() - $peak;

		$this->assertSame( OnSiteSummariser::ANSWER_CAP, $summary['analysed']['answers'] );
		$this->assertGreaterThanOrEqual( 4, count( $summary['themes'] ) );
		$this->assertLessThan( 5.0, $elapsed, 'generous: about 0.5 s on the 2-vCPU dev machine' );
		$this->assertLessThan( 32 * 1024 * 1024, $memory, 'memory beyond the input' );
	}

	/**
	 * Deterministic synthetic feedback: phrases about six topics, mixed with filler.
	 *
	 * @param int $count Answers.
	 * @return AnswerItem[]
	 */
	public static function synthetic( int $count ): array {
		$topics = array(
			'delivery was slow and late',
			'customer support was very helpful',
			'the price is too expensive',
			'checkout page crashed on mobile',
			'great product quality overall',
			'search results are hard to find',
			'newsletter emails are too frequent',
		);
		$filler = array( 'honestly', 'this week', 'again', 'for my order', 'as usual', 'on my phone', 'since March', 'compared to last year' );
		$items  = array();
		mt_srand( 42 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand -- seeded: the same data every run.
		for ( $i = 0; $i < $count; $i++ ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.rand_mt_rand -- seeded: the same data every run.
			$text    = ucfirst( $topics[ mt_rand( 0, count( $topics ) - 1 ) ] ) . ' ' . $filler[ mt_rand( 0, count( $filler ) - 1 ) ] . ( 0 === $i % 5 ? '. Order ' . mt_rand( 1000, 9999 ) : '' ) . '.';
			$items[] = new AnswerItem( 100000 - $i, 'why', $text, self::NOW - $i * 600 );
		}
		mt_srand(); // phpcs:ignore WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand -- back to a random seed.
		return $items;
	}

	/**
	 * Answers from texts, an hour apart, newest first.
	 *
	 * @param array<int, string> $texts Response id => text.
	 * @return AnswerItem[]
	 */
	private function items( array $texts ): array {
		$items = array();
		$hour  = 0;
		foreach ( $texts as $response_id => $text ) {
			$items[] = new AnswerItem( $response_id, 'why', $text, self::NOW - ( ++$hour ) * HOUR_IN_SECONDS );
		}
		return $items;
	}

	/**
	 * The input for some answers.
	 *
	 * @param AnswerItem[] $items     Answers, newest first.
	 * @param bool         $truncated Whether older answers exist.
	 * @return SummaryInput
	 */
	private function input( array $items, bool $truncated = false ): SummaryInput {
		return new SummaryInput(
			1,
			'Shop feedback',
			new SurveyQuestions(
				array(
					'why'   => 'long-text',
					'score' => 'nps',
				),
				array(
					'why'   => 'Why?',
					'score' => 'Score?',
				)
			),
			$items,
			$truncated,
			OnSiteSummariser::ANSWER_CAP,
			self::NOW,
			static fn(): array => array()
		);
	}

	/**
	 * The on-site summary of some answers.
	 *
	 * @param AnswerItem[] $items     Answers, newest first.
	 * @param bool         $truncated Whether older answers exist.
	 * @return array<string, mixed>
	 */
	private function summarise( array $items, bool $truncated = false ): array {
		return OnSiteSummariser::create()->summarise( $this->input( $items, $truncated ) );
	}
}
