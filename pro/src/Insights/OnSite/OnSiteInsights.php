<?php
/**
 * The on-site insights: nothing leaves the site.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

use UserFeedback\Ai\OnSite\BuiltInStopWords;
use UserFeedback\Ai\OnSite\LightStemmer;
use UserFeedback\Ai\OnSite\Sentiment;
use UserFeedback\Ai\OnSite\Tokenizer;
use UserFeedback\Insights\VersionedAnalyzer;

/**
 * Sentiment (SentimentReader), theme matching (ThemeMatcher) and theme suggestion
 * (ThemeSuggester) for the languages with data (Language); any other locale is "not available":
 * analyze() returns null and suggest() nothing. Each language's parts are built on first use and
 * kept, so a background step reading thousands of answers builds them once. Its version is a hash
 * of its own code and word data and of the summariser's parts it reads with: any change to them is
 * a new version, and answers are read again (VersionedAnalyzer).
 */
final class OnSiteInsights implements VersionedAnalyzer {

	/**
	 * Language code => its parts.
	 *
	 * @var array<string, array{0: Vocabulary, 1: ContentWords, 2: ThemeMatcher, 3: ThemeSuggester}>
	 */
	private array $parts = array();

	public function __construct( private readonly Tokenizer $tokenizer = new Tokenizer(), private readonly Sentiment $shared = new Sentiment(), private readonly BuiltInStopWords $stop_words = new BuiltInStopWords(), private readonly LightStemmer $plurals = new LightStemmer() ) {
		$this->reader = new SentimentReader( $this->tokenizer, $this->shared );
	}

	private SentimentReader $reader;

	public static function create(): self {
		return new self();
	}

	public function version(): string {
		static $version = null;
		if ( null === $version ) {
			$files = array_merge( (array) glob( __DIR__ . '/*.php' ), array( dirname( __DIR__, 2 ) . '/Ai/OnSite/Tokenizer.php', dirname( __DIR__, 2 ) . '/Ai/OnSite/Sentiment.php' ) );
			sort( $files );
			$hashes = array();
			foreach ( $files as $file ) {
				$hashes[] = is_string( $file ) && is_readable( $file ) ? (string) md5_file( $file ) : '';
			}
			$version = 'onsite:' . substr( md5( implode( ',', $hashes ) ), 0, 12 );
		}
		return $version;
	}

	public function supports( string $locale ): bool {
		return null !== Languages::of( $locale );
	}

	public function analyze( string $text, string $locale, array $themes ): ?array {
		$language = Languages::of( $locale );
		if ( null === $language ) {
			return null;
		}
		list( $vocabulary, $content, $matcher ) = $this->parts( $language );
		$reading                                = $this->reader->read( $text, $vocabulary, $language );
		return array(
			'sentiment' => $reading['sentiment'],
			'score'     => $reading['score'],
			'themes'    => array() === $themes ? array() : $matcher->match( $content->stems( $content->words( $text ) ), $themes ),
		);
	}

	public function suggest( array $texts, string $locale ): array {
		$language = Languages::of( $locale );
		if ( null === $language ) {
			return array();
		}
		return $this->parts( $language )[3]->suggest( $texts );
	}

	/**
	 * A language's parts, built once.
	 *
	 * @param Language $language The language.
	 * @return array{0: Vocabulary, 1: ContentWords, 2: ThemeMatcher, 3: ThemeSuggester}
	 */
	private function parts( Language $language ): array {
		if ( ! isset( $this->parts[ $language->value ] ) ) {
			$words                           = Languages::words( $language );
			$vocabulary                      = new Vocabulary( $words, $this->shared );
			$stemmer                         = new SuffixStemmer( $words, $language, $this->plurals );
			$content                         = new ContentWords( $this->tokenizer, $this->stop_words, $stemmer, $vocabulary, new Topics( $words->topics(), $stemmer ), $words, $language );
			$this->parts[ $language->value ] = array( $vocabulary, $content, new ThemeMatcher( $content ), new ThemeSuggester( $content, new ThemeNamer( $content ) ) );
		}
		return $this->parts[ $language->value ];
	}
}
