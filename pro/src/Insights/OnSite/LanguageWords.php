<?php
/**
 * One language's words for reading feedback.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Insights\OnSite;

/**
 * Data only, one class per language. Lists are whitespace-separated and lower case; an entry in
 * the opinion lists ending in "*" is a stem and matches every word it starts ("frustrat*":
 * frustrated, frustrating); entries of several words joined by "_" are phrases ("could_be_better").
 */
interface LanguageWords {

	/**
	 * Words and phrases of a good opinion.
	 *
	 * @return string
	 */
	public function positive(): string;

	/**
	 * Words and phrases of a bad opinion.
	 *
	 * @return string
	 */
	public function negative(): string;

	/**
	 * Words that flip the opinion after them ("not", "nicht", "pas", "no").
	 *
	 * @return string
	 */
	public function negations(): string;

	/**
	 * The negations that may also follow the opinion they flip ("gefällt mir nicht", "j'aime
	 * pas"), or '' where a negation only ever comes before it ("no me gusta").
	 *
	 * @return string
	 */
	public function postposed_negations(): string;

	/**
	 * Words and phrases that strengthen the opinion after them ("very", "sehr", "très", "muy").
	 *
	 * @return string
	 */
	public function intensifiers(): string;

	/**
	 * Words and phrases that soften it ("a_bit", "etwas", "un_peu", "un_poco").
	 *
	 * @return string
	 */
	public function downtoners(): string;

	/**
	 * Words of excess ("too", "zu", "trop", "demasiado"): the word after them becomes a complaint.
	 *
	 * @return string
	 */
	public function excess(): string;

	/**
	 * Words that may follow a word of excess, or '' for any word ("zu" is also a preposition).
	 *
	 * @return string
	 */
	public function excess_targets(): string;

	/**
	 * Words that turn a sentence ("but", "aber", "mais", "pero"): the clause after them counts more.
	 *
	 * @return string
	 */
	public function contrasts(): string;

	/**
	 * Words and phrases that make a clause a request or a wish ("please", "would_be_nice").
	 *
	 * @return string
	 */
	public function requests(): string;

	/**
	 * Stop words beyond the built-in lists: fillers of feedback in this language.
	 *
	 * @return string
	 */
	public function stop_words(): string;

	/**
	 * Groups of words and phrases that name one topic of feedback, or are spellings of one word,
	 * ";"-separated, the group's first entry naming it (see Topics). General to shops, apps, sites
	 * and services, not the words of any one data set.
	 *
	 * @return string
	 */
	public function topics(): string;

	/**
	 * Word endings folded away, longest first.
	 *
	 * @return string
	 */
	public function suffixes(): string;
}
