<?php
/**
 * The on-site analyzer's rules.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;
use UserFeedback\Insights\OnSite\OnSiteInsights;

/**
 * Sentiment rules (negation, modifiers, contrast, requests, short answers, emoji, typos) in the
 * four languages, "not available" for others, theme matching and suggestion. No database.
 */
final class OnSiteInsightsTest extends TestCase {

	/**
	 * Answer, locale, expected sentiment.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function readings(): array {
		return array(
			'praise'                 => array( 'Great product, fast delivery!', 'en_US', 'positive' ),
			'negated praise'         => array( 'Not good at all.', 'en_US', 'negative' ),
			'negated complaint'      => array( 'No problems at all.', 'en_GB', 'positive' ),
			'downtoner still counts' => array( 'The checkout is a bit slow.', 'en_US', 'negative' ),
			'contrast: after weighs' => array( 'Good app but it is too slow.', 'en_US', 'negative' ),
			'request'                => array( 'Please add dark mode.', 'en_US', 'neutral' ),
			'wish with a nice word'  => array( 'It would be great if you added an export.', 'en_US', 'neutral' ),
			'request with complaint' => array( 'Please fix it, the search is useless.', 'en_US', 'negative' ),
			'ok'                     => array( 'ok', 'en_US', 'neutral' ),
			'fine'                   => array( 'Fine.', 'en_US', 'positive' ),
			'typo'                   => array( 'terible service', 'en_US', 'negative' ),
			'emoji'                  => array( '👍', 'en_US', 'positive' ),
			'sehr'                   => array( 'Sehr gut, danke!', 'de_DE', 'positive' ),
			'postposed nicht'        => array( 'Gefällt mir nicht.', 'de_DE_formal', 'negative' ),
			'zu teuer'               => array( 'Leider zu teuer.', 'de_CH', 'negative' ),
			'aber'                   => array( 'Schöne Jacke, aber die Lieferung war sehr langsam.', 'de_DE', 'negative' ),
			'bitte'                  => array( 'Bitte einen Dunkelmodus einbauen.', 'de_DE', 'neutral' ),
			'pas'                    => array( "Je n'aime pas l'application.", 'fr_FR', 'negative' ),
			'très'                   => array( 'Très bien, merci.', 'fr_CA', 'positive' ),
			'mais'                   => array( 'Produit sympa mais livraison trop lente.', 'fr_FR', 'negative' ),
			'muy'                    => array( 'Muy lento y caro.', 'es_ES', 'negative' ),
			'pero'                   => array( 'Caro, pero la calidad es excelente.', 'es_MX', 'positive' ),
			'por favor'              => array( 'Por favor, añadir modo oscuro.', 'es', 'neutral' ),
			'something did not work' => array( "The export button doesn't do anything.", 'en_US', 'negative' ),
			'short negation: none'   => array( 'Nothing to add.', 'en_US', 'neutral' ),
			'nunca llega'            => array( 'El correo de confirmación nunca llega.', 'es_ES', 'negative' ),
			'no postposed no'        => array( 'El agente fue grosero y no leyó mi mensaje.', 'es_ES', 'negative' ),
		);
	}

	#[DataProvider( 'readings' )]
	public function test_sentiment( string $text, string $locale, string $expected ): void {
		$reading = OnSiteInsights::create()->analyze( $text, $locale, array() );
		$this->assertNotNull( $reading );
		$this->assertSame( $expected, $reading['sentiment'], $text );
		$this->assertGreaterThanOrEqual( -1.0, $reading['score'] );
		$this->assertLessThanOrEqual( 1.0, $reading['score'] );
		$this->assertSame( 'neutral' === $expected ? 0 : ( 'positive' === $expected ? 1 : -1 ), 'neutral' === $expected ? 0 : ( $reading['score'] > 0 ? 1 : -1 ) );
	}

	public function test_other_languages_are_not_available(): void {
		$insights = OnSiteInsights::create();
		foreach ( array( 'it_IT', 'ja', 'nl_NL', '' ) as $locale ) {
			$this->assertFalse( $insights->supports( $locale ), $locale );
			$this->assertNull( $insights->analyze( 'Molto buono', $locale, array() ), $locale );
			$this->assertSame( array(), $insights->suggest( array( 'Consegna lenta', 'Consegna lenta', 'Consegna lenta' ), $locale ), $locale );
		}
		foreach ( array( 'en_US', 'de_DE_formal', 'fr_BE', 'es' ) as $locale ) {
			$this->assertTrue( $insights->supports( $locale ), $locale );
		}
	}

	public function test_themes_match_on_label_and_examples_best_first(): void {
		$themes   = array(
			array(
				'id'       => 7,
				'label'    => 'Dark mode',
				'examples' => array( 'night theme' ),
			),
			array(
				'id'       => 9,
				'label'    => 'Delivery arrived late',
				'examples' => array( 'shipping', 'parcel' ),
			),
		);
		$insights = OnSiteInsights::create();
		$this->assertSame( array( 7 ), $insights->analyze( 'Any plans for a night theme?', 'en_US', $themes )['themes'] ?? null );
		$this->assertSame( array( 9 ), $insights->analyze( 'The deliveries arrived really late.', 'en_US', $themes )['themes'] ?? null, 'two of three words, stemmed' );
		$this->assertSame( array( 9 ), $insights->analyze( 'Shipping took ages', 'en_US', $themes )['themes'] ?? null );
		$this->assertSame( array(), $insights->analyze( 'Late again, so slow.', 'en_US', $themes )['themes'] ?? null, 'an opinion word alone is no theme' );
		$this->assertSame( array(), $insights->analyze( 'The mode of payment is dark magic', 'en_US', array() )['themes'] ?? null );
	}

	public function test_suggestions_are_recurring_topics_named_in_their_words_and_deterministic(): void {
		$texts    = array(
			'Delivery was late again.',
			'My delivery was late and the box was damaged.',
			'The delivery was late by three days.',
			'Delivery took forever.',
			'Support was helpful and quick.',
			'Support was helpful, thanks.',
			'Support was friendly.',
			'Love the colours.',
		);
		$insights = OnSiteInsights::create();
		$themes   = $insights->suggest( $texts, 'en_US' );
		$this->assertSame( $themes, $insights->suggest( $texts, 'en_US' ), 'same input, same output' );
		$labels = array_column( $themes, 'label' );
		$this->assertSame( array( 'Delivery was late', 'Support was helpful' ), $labels );
		foreach ( $themes as $theme ) {
			$this->assertGreaterThanOrEqual( 2, count( $theme['examples'] ) );
			$this->assertLessThanOrEqual( 8, count( $theme['examples'] ) );
		}
	}

	public function test_without_repeated_wording_a_theme_is_named_as_a_person_would_with_examples(): void {
		$texts  = array(
			'Checkout is way too slow on my phone.',
			'The checkout felt too slow yesterday.',
			'Paying at checkout was too slow.',
			'Checkout too slow, gave up.',
			'Shipping took ages.',
			'The parcel never came.',
			'Delivery driver was rude.',
			'Love the colours.',
		);
		$themes = OnSiteInsights::create()->suggest( $texts, 'en_US' );
		$this->assertSame( array( 'Checkout too slow', 'Delivery' ), array_column( $themes, 'label' ), 'the seed and the opinion most of its answers give it; a topic named in three words' );
		foreach ( $themes as $theme ) {
			$this->assertGreaterThanOrEqual( 3, count( $theme['examples'] ), $theme['label'] );
		}
		$this->assertContains( 'shipping', $themes[1]['examples'] );
		$this->assertContains( 'parcel', $themes[1]['examples'] );
	}

	public function test_words_of_one_topic_and_spellings_are_one_theme(): void {
		$insights = OnSiteInsights::create();
		$themes   = $insights->suggest( array( 'Cannot log in since Monday.', 'Login page is broken.', 'Sign in with Google fails.', 'I like the colour scheme.', 'Nice color choices.', 'Great colours.' ), 'en_US' );
		$this->assertCount( 2, $themes );
		$owner = array(
			array(
				'id'       => 3,
				'label'    => 'Customer service',
				'examples' => array(),
			),
			array(
				'id'       => 4,
				'label'    => 'Speed',
				'examples' => array( 'slow' ),
			),
		);
		$this->assertSame( array( 3 ), $insights->analyze( 'The support team never answered.', 'en_US', $owner )['themes'] ?? null, 'support and customer service are one topic' );
		$this->assertSame( array( 4 ), $insights->analyze( 'Pages are so slow to load.', 'en_US', $owner )['themes'] ?? null, 'an opinion word of a topic is a theme' );
		$this->assertSame( array( 3, 4 ), $insights->analyze( 'Customer service is slow.', 'en_US', $owner )['themes'] ?? null, 'the thing before how it is' );
	}

	public function test_labels_keep_the_casing_people_write_inside_a_sentence(): void {
		$texts = array( 'The CSV export is broken.', 'We need the CSV export in Excel.', 'CSV export please.', 'Is there a CSV export?' );
		$this->assertSame( array( 'CSV export' ), array_column( OnSiteInsights::create()->suggest( $texts, 'en_US' ), 'label' ) );
	}
}
