<?php
/**
 * The strict reading of the provider's replies.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Insights;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Insights\Provider\InsightReply;
use UserFeedback\Tests\TestCase;

/**
 * What InsightReply keeps of a model's reply, and what it refuses.
 */
final class ProviderReplyTest extends TestCase {

	private const THEMES = array(
		7 => array(
			'id'       => 7,
			'label'    => 'Checkout is too slow',
			'examples' => array( 'checkout' ),
		),
		9 => array(
			'id'       => 9,
			'label'    => 'Prices are high',
			'examples' => array( 'price' ),
		),
	);

	public function test_a_reply_of_the_shape_asked_for_is_read(): void {
		$reply = '{"answers":[{"id":2,"sentiment":"positive","score":0.8,"themes":[]},{"id":1,"sentiment":"negative","score":-1,"themes":["checkout is too slow ","Prices are high","Prices are high"]},{"id":3,"sentiment":"neutral","score":0,"themes":[]}]}';
		$this->assertSame(
			array(
				1 => array(
					'sentiment' => 'positive',
					'score'     => 0.8,
					'themes'    => array(),
				),
				0 => array(
					'sentiment' => 'negative',
					'score'     => -1.0,
					'themes'    => array( 7, 9 ),
				),
				2 => array(
					'sentiment' => 'neutral',
					'score'     => 0.0,
					'themes'    => array(),
				),
			),
			InsightReply::readings( $reply, 3, self::THEMES )
		);
		$this->assertSame( InsightReply::readings( $reply, 3, self::THEMES ), InsightReply::readings( "```json\n{$reply}\n```", 3, self::THEMES ), 'inside a code fence' );
	}

	/**
	 * Entries that do not hold.
	 *
	 * @return array<string, array{string}>
	 */
	public static function bad_entries(): array {
		return array(
			'a label not sent'           => array( '{"id":1,"sentiment":"negative","score":-0.5,"themes":["Delivery"]}' ),
			'a score above 1'            => array( '{"id":1,"sentiment":"positive","score":1.2,"themes":[]}' ),
			'a score as text'            => array( '{"id":1,"sentiment":"positive","score":"0.5","themes":[]}' ),
			'positive with a low score'  => array( '{"id":1,"sentiment":"positive","score":-0.4,"themes":[]}' ),
			'negative with score 0'      => array( '{"id":1,"sentiment":"negative","score":0,"themes":[]}' ),
			'neutral but strong'         => array( '{"id":1,"sentiment":"neutral","score":0.9,"themes":[]}' ),
			'another sentiment'          => array( '{"id":1,"sentiment":"mixed","score":0,"themes":[]}' ),
			'an extra key'               => array( '{"id":1,"sentiment":"neutral","score":0,"themes":[],"why":"x"}' ),
			'no themes'                  => array( '{"id":1,"sentiment":"neutral","score":0}' ),
			'themes not a list'          => array( '{"id":1,"sentiment":"neutral","score":0,"themes":{"a":"Prices are high"}}' ),
			'a theme id, not its label'  => array( '{"id":1,"sentiment":"neutral","score":0,"themes":[7]}' ),
			'an id as text'              => array( '{"id":"1","sentiment":"neutral","score":0,"themes":[]}' ),
			'an id not sent'             => array( '{"id":4,"sentiment":"neutral","score":0,"themes":[]}' ),
			'two entries for one answer' => array( '{"id":1,"sentiment":"neutral","score":0,"themes":[]},{"id":1,"sentiment":"neutral","score":0,"themes":[]}' ),
		);
	}

	/**
	 * An entry that does not hold leaves its answer unread; the others stay.
	 *
	 * @param string $entry The entry.
	 * @return void
	 */
	#[DataProvider( 'bad_entries' )]
	public function test_an_entry_that_does_not_hold_leaves_its_answer_unread( string $entry ): void {
		$readings = InsightReply::readings( '{"answers":[' . $entry . ',{"id":2,"sentiment":"neutral","score":0.1,"themes":["Prices are high"]}]}', 3, self::THEMES );
		$this->assertSame( array( 1 ), array_keys( (array) $readings ) );
	}

	/**
	 * Replies that are not the object asked for.
	 *
	 * @return array<string, array{string}>
	 */
	public static function unreadable(): array {
		return array(
			'a refusal'        => array( "I'm sorry, but I can't help with that." ),
			'another key'      => array( '{"results":[]}' ),
			'an extra key'     => array( '{"answers":[],"note":"done"}' ),
			'answers a map'    => array( '{"answers":{"1":{"sentiment":"neutral","score":0,"themes":[]}}}' ),
			'a list'           => array( '[{"id":1,"sentiment":"neutral","score":0,"themes":[]}]' ),
			'cut short'        => array( '{"answers":[{"id":1,"sentiment":"neutral","score":0,"themes":[]},{"id":2,"sent' ),
			'text around JSON' => array( 'Here you go: {"answers":[]}' ),
		);
	}

	/**
	 * Not the object asked for: the provider failed.
	 *
	 * @param string $reply The reply.
	 * @return void
	 */
	#[DataProvider( 'unreadable' )]
	public function test_a_reply_that_is_not_the_object_asked_for_is_a_failure( string $reply ): void {
		$this->assertNull( InsightReply::readings( $reply, 2, self::THEMES ) );
		$this->assertNull( InsightReply::suggestions( $reply, 15 ) );
	}

	public function test_suggested_themes_are_kept_only_with_a_label_and_examples(): void {
		$reply = (string) wp_json_encode(
			array(
				'themes' => array(
					array(
						'label'    => ' Checkout is too slow on mobile ',
						'examples' => array( 'checkout slow', 'Checkout Slow', 'phone' ),
					),
					array(
						'label'    => 'checkout is too slow on mobile',
						'examples' => array( 'again' ),
					),
					array(
						'label'    => '',
						'examples' => array( 'x' ),
					),
					array(
						'label'    => 'No examples',
						'examples' => array(),
					),
					array(
						'label'    => 'Complaints by [name]',
						'examples' => array( 'x' ),
					),
					array(
						'label'    => 'Prices',
						'examples' => array( 'call [phone]', 'too expensive', 3 ),
					),
					array(
						'label'    => 'Extra key',
						'examples' => array( 'x' ),
						'count'    => 3,
					),
					array(
						'label'    => 'One too many',
						'examples' => array( 'x' ),
					),
				),
			)
		);
		$this->assertSame(
			array(
				array(
					'label'    => 'Checkout is too slow on mobile',
					'examples' => array( 'checkout slow', 'phone' ),
				),
				array(
					'label'    => 'Prices',
					'examples' => array( 'too expensive' ),
				),
			),
			InsightReply::suggestions( $reply, 2 )
		);
	}
}
