<?php
/**
 * The Slack message about one response.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Slack;

use UserFeedback\Email\NotificationMessage;
use UserFeedback\Surveys\Recall;

/**
 * A Block Kit message (the body of a POST to an incoming webhook): `text`, the fallback Slack shows
 * in notifications, and `blocks`: a header with the survey's title, a section per answered
 * question (its title in bold, the answer as the e-mail notification words it: NPS with its
 * bucket, stars and scales with their range, ticked options one per line), a context line with
 * the page and the time, and a "View response" button to the response in wp-admin.
 *
 * Within Slack's limits, never silently short: an answer longer than a section holds (3,000
 * characters) is cut and ends with a link to the full answer; past 50 blocks, the last one says
 * how many answers are left and links to the response. Text in mrkdwn has &, < and > escaped, so
 * an answer cannot make a link or a mention; plain_text (the header, the button) is not parsed.
 * Unanswered questions are left out, and so are hidden fields: a channel is often read by more
 * people than the notification e-mail, which does not show them either; the response has them.
 *
 * Built when the response is queued, from the rows written in its transaction, and kept on the
 * queue row: every attempt sends the same message.
 */
final class SlackMessage {

	/** Most blocks in one message (Slack's limit). */
	public const MAX_BLOCKS = 50;

	/** Most characters in a section's text (Slack's limit). */
	public const MAX_SECTION = 3000;

	/** Most characters in a header's text (Slack's limit). */
	public const MAX_HEADER = 150;

	/**
	 * The message about a response.
	 *
	 * @param array<string, mixed>                                                                           $survey   The survey.
	 * @param array{id: int, submitted_at: string, page_url: string, page_title: string, completed: bool}    $response The response's row.
	 * @param array<int, array{question_id: string, value: string, value_num: int|null, extra: string|null}> $rows     Its answer rows.
	 * @return array{text: string, blocks: list<array<string, mixed>>}
	 */
	public static function build( array $survey, array $response, array $rows ): array {
		$title = (string) ( $survey['title'] ?? '' );
		$url   = NotificationMessage::response_url( (int) $survey['id'], $response['id'] );
		$by_id = array();
		foreach ( $rows as $row ) {
			$by_id[ $row['question_id'] ][] = $row;
		}
		$answers = array();
		foreach ( Recall::readable_titles( array_values( (array) ( $survey['questions'] ?? array() ) ) ) as $question ) {
			if ( ! is_array( $question ) ) {
				continue;
			}
			$lines = NotificationMessage::answer_lines( $question, $by_id[ (string) ( $question['id'] ?? '' ) ] ?? array() );
			if ( array() !== $lines ) {
				$answers[] = self::answer( (string) ( $question['title'] ?? '' ), implode( "\n", $lines ), $url );
			}
		}
		$text = $response['completed']
			/* translators: %s: survey title. */
			? sprintf( __( 'New response to "%s"', 'userfeedback' ), $title )
			/* translators: %s: survey title. */
			: sprintf( __( 'New partial response to "%s"', 'userfeedback' ), $title );
		$intro = $response['completed'] ? null : self::section( self::escape( __( 'A visitor started this survey and has not finished it after 30 minutes. Their answers so far:', 'userfeedback' ) ) );
		return self::assemble( $text, $title, $intro, $answers, self::context( $response ), $url );
	}

	/**
	 * The message Send test posts: the same shape, with a made-up answer.
	 *
	 * @return array{text: string, blocks: list<array<string, mixed>>}
	 */
	public static function sample(): array {
		$url = admin_url( 'admin.php?page=userfeedback_results' );
		return self::assemble(
			__( 'Test message from UserFeedback', 'userfeedback' ),
			__( 'Test message from UserFeedback', 'userfeedback' ),
			self::section(
				self::escape(
					/* translators: %s: site name. */
					sprintf( __( 'New responses to the surveys of %s you choose will be posted here.', 'userfeedback' ), wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) )
				)
			),
			array(
				self::answer(
					__( 'How likely are you to recommend us to a friend?', 'userfeedback' ),
					NotificationMessage::answer_lines(
						array( 'type' => 'nps' ),
						array(
							array(
								'question_id' => 'q1',
								'value'       => '9',
								'value_num'   => 9,
								'extra'       => null,
							),
						)
					)[0],
					$url
				),
			),
			array(
				'type'     => 'context',
				'elements' => array(
					array(
						'type' => 'mrkdwn',
						'text' => self::escape( NotificationMessage::site_time( gmdate( 'Y-m-d H:i:s' ) ) ),
					),
				),
			),
			$url
		);
	}

	/**
	 * Text escaped for mrkdwn: &, < and > as Slack asks, so nothing in it is read as a link,
	 * a mention or a command.
	 *
	 * @param string $text The text.
	 * @return string
	 */
	public static function escape( string $text ): string {
		return str_replace( array( '&', '<', '>' ), array( '&amp;', '&lt;', '&gt;' ), $text );
	}

	/**
	 * The blocks in order, the answers cut to what fits with a last block saying how many more.
	 *
	 * @param string                     $text    The fallback text.
	 * @param string                     $title   The header.
	 * @param array<string, mixed>|null  $intro   A section before the answers, if any.
	 * @param list<array<string, mixed>> $answers One section per answer.
	 * @param array<string, mixed>       $context The context block.
	 * @param string                     $url     The response.
	 * @return array{text: string, blocks: list<array<string, mixed>>}
	 */
	private static function assemble( string $text, string $title, ?array $intro, array $answers, array $context, string $url ): array {
		$blocks = array(
			array(
				'type' => 'header',
				'text' => array(
					'type'  => 'plain_text',
					'text'  => self::cut( '' === trim( $title ) ? __( '(no title)', 'userfeedback' ) : $title, self::MAX_HEADER ),
					'emoji' => true,
				),
			),
		);
		if ( null !== $intro ) {
			$blocks[] = $intro;
		}
		// The header, the intro, the context and the button stay; the answers get the rest.
		$room = self::MAX_BLOCKS - count( $blocks ) - 2;
		if ( count( $answers ) > $room ) {
			$shown    = $room - 1;
			$more     = count( $answers ) - $shown;
			$blocks   = array_merge( $blocks, array_slice( $answers, 0, $shown ) );
			$blocks[] = self::section(
				self::escape(
					/* translators: %d: number of answers not shown. */
					sprintf( _n( '…and %d more answer.', '…and %d more answers.', $more, 'userfeedback' ), $more )
				) . ' ' . self::link( $url, __( 'See the whole response', 'userfeedback' ) )
			);
		} else {
			$blocks = array_merge( $blocks, $answers );
		}
		$blocks[] = $context;
		$blocks[] = array(
			'type'     => 'actions',
			'elements' => array(
				array(
					'type' => 'button',
					'text' => array(
						'type' => 'plain_text',
						'text' => __( 'View response', 'userfeedback' ),
					),
					'url'  => $url,
				),
			),
		);
		return array(
			'text'   => self::escape( $text ),
			'blocks' => $blocks,
		);
	}

	/**
	 * One answer's section: the question in bold, the answer below, cut with a link to the
	 * response when longer than a section holds.
	 *
	 * @param string $question The question's title.
	 * @param string $answer   The answer as text.
	 * @param string $url      The response.
	 * @return array<string, mixed>
	 */
	private static function answer( string $question, string $answer, string $url ): array {
		// Stored text has < as &lt; (sanitize_textarea_field()): back to the character, escaped below.
		$question = wp_specialchars_decode( $question, ENT_QUOTES );
		$answer   = wp_specialchars_decode( $answer, ENT_QUOTES );
		$head     = '*' . self::escape( self::cut( '' === trim( $question ) ? __( '(untitled question)', 'userfeedback' ) : $question, 300 ) ) . "*\n";
		$body     = self::escape( $answer );
		if ( mb_strlen( $head . $body ) <= self::MAX_SECTION ) {
			return self::section( $head . $body );
		}
		$more = '… ' . self::link( $url, __( 'see the full answer', 'userfeedback' ) );
		$room = self::MAX_SECTION - mb_strlen( $head ) - mb_strlen( $more );
		// Cut the text before escaping it, one character at a time, so no entity is split.
		$kept = '';
		$used = 0;
		foreach ( mb_str_split( $answer ) as $char ) {
			$escaped = self::escape( $char );
			$length  = mb_strlen( $escaped );
			if ( $used + $length > $room ) {
				break;
			}
			$kept .= $escaped;
			$used += $length;
		}
		return self::section( $head . rtrim( $kept ) . $more );
	}

	/**
	 * The context line: the page the response came from and when.
	 *
	 * @param array{submitted_at: string, page_url: string, page_title: string} $response The response's row.
	 * @return array<string, mixed>
	 */
	private static function context( array $response ): array {
		$page = '' === $response['page_url']
			? self::escape( '' === $response['page_title'] ? __( 'Unknown page', 'userfeedback' ) : $response['page_title'] )
			: self::link( $response['page_url'], '' === $response['page_title'] ? $response['page_url'] : $response['page_title'] );
		return array(
			'type'     => 'context',
			'elements' => array(
				array(
					'type' => 'mrkdwn',
					/* translators: 1: the page (a link), 2: date and time. */
					'text' => sprintf( __( '%1$s · %2$s', 'userfeedback' ), self::cut_mrkdwn( $page ), self::escape( NotificationMessage::site_time( $response['submitted_at'] ) ) ),
				),
			),
		);
	}

	/**
	 * A mrkdwn link; an address that is not http(s) is left as plain text.
	 *
	 * @param string $url  The address.
	 * @param string $text What it says.
	 * @return string
	 */
	private static function link( string $url, string $text ): string {
		$safe = esc_url_raw( $url, array( 'http', 'https' ) );
		if ( '' === $safe ) {
			return self::escape( $text );
		}
		// Inside <…|…> the address may hold neither | nor the brackets.
		$safe = str_replace( array( '|', '<', '>' ), array( '%7C', '%3C', '%3E' ), $safe );
		return '<' . $safe . '|' . self::escape( self::cut( $text, 200 ) ) . '>';
	}

	/**
	 * A mrkdwn part kept within a section (a context element holds as much).
	 *
	 * @param string $mrkdwn Escaped text.
	 * @return string
	 */
	private static function cut_mrkdwn( string $mrkdwn ): string {
		return mb_strlen( $mrkdwn ) <= 2000 ? $mrkdwn : self::escape( __( 'A page', 'userfeedback' ) );
	}

	/**
	 * A mrkdwn section.
	 *
	 * @param string $mrkdwn Escaped text.
	 * @return array<string, mixed>
	 */
	private static function section( string $mrkdwn ): array {
		return array(
			'type' => 'section',
			'text' => array(
				'type' => 'mrkdwn',
				'text' => $mrkdwn,
			),
		);
	}

	/**
	 * Plain text cut to a length, marked with an ellipsis.
	 *
	 * @param string $text The text.
	 * @param int    $max  Most characters.
	 * @return string
	 */
	private static function cut( string $text, int $max ): string {
		return mb_strlen( $text ) <= $max ? $text : rtrim( mb_substr( $text, 0, $max - 1 ) ) . '…';
	}
}
