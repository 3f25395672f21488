<?php
/**
 * Which live surveys this page may get, decided on the server.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Surveys\OneAnswerEach;
use UserFeedback\Surveys\ResponseLimit;
use UserFeedback\Surveys\SurveyDefaults;

/**
 * The server's part of the spec's display eligibility (visitor §5): the question-types add-on
 * rule, expiry, and the page rules only WordPress knows. The widget decides the rest (device,
 * display length, URL/query/cookie/referrer rules, timing, cooldown, sampling) and shows the
 * first candidate that also passes its own rules, so candidates stay in page order: priority,
 * then id (LiveSurveyRows). Priority is a behaviour setting: without the behavior add-on the
 * order is the spec's, oldest first, whatever priorities were stored before.
 *
 * Page rules count only while the targeting add-on is active: the spec gates targeting on it,
 * so without it the survey shows on all pages, whatever rules were stored before. Deciding them is
 * the Targeting module's (PageTargeting); a copy without it (the Lite zip) shows on all pages.
 *
 * Why a survey was not shown is kept per survey id for the debug output (reasons()).
 */
final class SurveyEligibility {

	/**
	 * Returns the current time in the site's time zone.
	 *
	 * @var \Closure(): \DateTimeInterface
	 */
	private readonly \Closure $clock;

	/**
	 * Not-shown reasons by survey id.
	 *
	 * @var array<int, string>
	 */
	private array $reasons = array();

	/**
	 * The live surveys answered once per user that the logged-in visitor has answered; null
	 * until first needed (one query per page).
	 *
	 * @var int[]|null
	 */
	private ?array $answered = null;

	/**
	 * Constructor.
	 *
	 * @param LiveSurveyRows     $surveys      The live surveys.
	 * @param Entitlements       $entitlements Edition, licence and add-on facts.
	 * @param PageTargeting|null $pages        Decides page rules; null in a copy without the Targeting module (the Lite zip).
	 * @param \Closure|null      $clock        Returns the site-time now; current_datetime() when null.
	 * @param OneAnswerEach|null $once         One answer per logged-in user (none: not applied).
	 */
	public function __construct( private readonly LiveSurveyRows $surveys, private readonly Entitlements $entitlements, private readonly ?PageTargeting $pages, ?\Closure $clock = null, private readonly ?OneAnswerEach $once = null ) {
		$this->clock = $clock ?? static fn(): \DateTimeInterface => current_datetime();
	}

	/**
	 * The floating candidates for this page, in page order. Each keeps its stored shape, except
	 * settings.targeting: without the targeting add-on (or with pages 'all') it says all pages
	 * and no rules; otherwise every WordPress-only rule carries its `result`.
	 *
	 * @param int[] $exclude Ids already placed inline on this page (not floated as well).
	 * @return list<array<string, mixed>>
	 */
	public function floating( array $exclude = array() ): array {
		$candidates = array();
		foreach ( $this->surveys->limit_reached_ids() as $id ) {
			if ( ! in_array( $id, $exclude, true ) ) {
				$this->reasons[ $id ] = __( 'Response limit reached', 'userfeedback' );
			}
		}
		foreach ( $this->in_order( $this->surveys->all() ) as $id => $survey ) {
			if ( in_array( $id, $exclude, true ) ) {
				continue;
			}
			$reason = $this->blocker( $survey ) ?? $this->person_blocker( $survey )['message'] ?? null;
			if ( null !== $reason ) {
				$this->reasons[ $id ] = $reason;
				continue;
			}
			$targeting = (array) ( $survey['settings']['targeting'] ?? array() );
			$devices   = (array) ( $targeting['devices'] ?? SurveyDefaults::DEVICES );
			if ( null !== $this->pages && 'advanced' === ( $targeting['pages'] ?? 'all' ) && $this->entitlements->can_target_pages() ) {
				$rules = $this->pages->decide( (array) ( $targeting['page_rules'] ?? array() ) );
				if ( null === $rules ) {
					$this->reasons[ $id ] = __( 'Page rules not met', 'userfeedback' );
					continue;
				}
				$targeting = array(
					'devices'    => $devices,
					'pages'      => 'advanced',
					'page_rules' => $rules,
				);
			} else {
				$targeting = array(
					'devices'    => $devices,
					'pages'      => 'all',
					'page_rules' => array(),
				);
			}
			$survey['settings']['targeting'] = $targeting;
			$candidates[]                    = $survey;
		}
		return $candidates;
	}

	/**
	 * The live surveys in the order pages get them: as LiveSurveyRows orders them (priority, then
	 * id) with the behavior add-on, by id without it. The entitlements are asked only when a
	 * priority is set (see blocking()).
	 *
	 * @param array<int, array<string, mixed>> $surveys Live surveys by id, in page order.
	 * @return array<int, array<string, mixed>>
	 */
	private function in_order( array $surveys ): array {
		foreach ( $surveys as $survey ) {
			if ( 0 !== LiveSurveyRows::priority( $survey ) ) {
				if ( ! $this->entitlements->addon_active( 'behavior' ) ) {
					ksort( $surveys );
				}
				break;
			}
		}
		return $surveys;
	}

	/**
	 * A survey placed by shortcode or block, if it may be shown: live, and not blocked by the
	 * add-on or expiry rules. Page targeting and timing do not apply to inline placement (the
	 * admin chose this page by putting the survey on it).
	 *
	 * @param int $id Survey id.
	 * @return array<string, mixed>|null
	 */
	public function inline( int $id ): ?array {
		$survey = $this->surveys->get( $id );
		$why    = $this->inline_blocker( $survey );
		if ( null === $survey && $this->surveys->limit_reached( $id ) ) {
			$why['message'] = __( 'Response limit reached', 'userfeedback' );
		}
		if ( null !== $why ) {
			$this->reasons[ $id ] = $why['message'];
			return null;
		}
		// Placed by the owner, so it says why this visitor cannot answer rather than vanish.
		$person = $this->person_blocker( $survey );
		if ( null !== $person ) {
			$this->reasons[ $id ] = $person['message'];
			$survey['closed']     = $person['code'];
		}
		return $survey;
	}

	/**
	 * Why this visitor may not answer a survey answered once per logged-in user, or null: not
	 * logged in, or already answered. Logged-in visitors get pages past the page caches, so the
	 * page can say so (the response's save decides again).
	 *
	 * @param array<string, mixed>|null $survey A live survey.
	 * @return array{code: string, message: string}|null `code` is login or answered.
	 */
	private function person_blocker( ?array $survey ): ?array {
		if ( null === $survey || null === $this->once || 'user' !== ( $survey['settings']['behavior']['once_per'] ?? '' ) || 'user' !== $this->once->mode( $survey ) ) {
			return null;
		}
		$user = get_current_user_id();
		if ( 0 === $user ) {
			return array(
				'code'    => 'login',
				'message' => __( 'Only for logged-in visitors', 'userfeedback' ),
			);
		}
		if ( null === $this->answered ) {
			$ids            = array_keys( array_filter( $this->surveys->all(), static fn( array $live ): bool => 'user' === ( $live['settings']['behavior']['once_per'] ?? '' ) ) );
			$this->answered = $this->once->answered( $user, array_map( 'intval', $ids ) );
		}
		return in_array( (int) $survey['id'], $this->answered, true ) ? array(
			'code'    => 'answered',
			'message' => __( 'Already answered by this user', 'userfeedback' ),
		) : null;
	}

	/**
	 * Whether visitors get a survey placed inline (shortcode or block) on this site today, and if
	 * not why: inline()'s rules for a survey read elsewhere (the block editor's notice, through
	 * REST), without recording a reason. `reason` is a code — not_published (draft, trash,
	 * scheduled), question_types, expired, limit_reached — and `message` the text reasons() would
	 * hold.
	 *
	 * @param array<string, mixed> $survey The survey (questions and settings as stored).
	 * @param bool                 $live   Whether it is live: published, its publish time come.
	 * @return array{shown: bool, reason: string|null, message: string|null}
	 */
	public function inline_display( array $survey, bool $live ): array {
		$why = $this->inline_blocker( $live ? $survey : null );
		// Asked of the survey itself, not of the live list: reading that here would fill its
		// cache from an admin request. One count, only for a survey with a limit.
		if ( null === $why && ResponseLimit::limit( $survey ) > 0 && ResponseLimit::for_site()->reached( $survey ) ) {
			$why = array(
				'code'    => 'limit_reached',
				'message' => __( 'Response limit reached', 'userfeedback' ),
			);
		}
		return array(
			'shown'   => null === $why,
			'reason'  => null === $why ? null : $why['code'],
			'message' => null === $why ? null : $why['message'],
		);
	}

	/**
	 * Why a survey cannot be shown anywhere on this site today, or null.
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @return string|null
	 */
	public function blocker( array $survey ): ?string {
		$why = $this->blocking( $survey );
		return null === $why ? null : $why['message'];
	}

	/**
	 * Why a survey placed inline is not shown, or null: not live (the live surveys' row is null),
	 * else blocking().
	 *
	 * @param array<string, mixed>|null $survey The live survey, or null when it is not live.
	 * @return array{code: string, message: string}|null
	 */
	private function inline_blocker( ?array $survey ): ?array {
		if ( null === $survey ) {
			return array(
				'code'    => 'not_published',
				'message' => __( 'Survey is not published', 'userfeedback' ),
			);
		}
		return $this->blocking( $survey );
	}

	/**
	 * The rules blocker() applies, with a code for each reason.
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @return array{code: string, message: string}|null
	 */
	private function blocking( array $survey ): ?array {
		// The survey's own data first: the entitlements are asked only about a survey they can
		// block (on an unlicensed Pro site each ask reads the missing licence option: a query
		// on every visitor call and page).
		if ( self::has_pro_question_types( $survey ) && ! $this->entitlements->addon_active( 'question-types' ) ) {
			return array(
				'code'    => 'question_types',
				'message' => __( 'Question Types addon is missing', 'userfeedback' ),
			);
		}
		$behavior = (array) ( $survey['settings']['behavior'] ?? array() );
		$expire   = $behavior['expire_at'] ?? null;
		if ( 'expire' === ( $behavior['run_time'] ?? '' ) && is_array( $expire ) && isset( $expire['month'], $expire['day'] ) && $this->entitlements->addon_active( 'behavior' ) ) {
			$month = (int) $expire['month'];
			$day   = (int) $expire['day'];
			$now   = ( $this->clock )();
			// The spec ignores the year: the survey is over once today's month and day pass it.
			if ( (int) $now->format( 'n' ) * 100 + (int) $now->format( 'j' ) > $month * 100 + $day ) {
				return array(
					'code'    => 'expired',
					/* translators: 1: month number, 2: day of the month. */
					'message' => sprintf( __( 'Survey expired on %1$d/%2$d', 'userfeedback' ), $month, $day ),
				);
			}
		}
		return null;
	}

	/**
	 * Whether a survey has a question of a type only the question-types add-on may show.
	 *
	 * @param array<string, mixed> $survey A stored survey.
	 * @return bool
	 */
	private static function has_pro_question_types( array $survey ): bool {
		foreach ( (array) ( $survey['questions'] ?? array() ) as $question ) {
			if ( is_array( $question ) && in_array( $question['type'] ?? '', SurveyDefaults::PRO_QUESTION_TYPES, true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Why each survey was not shown on this page, by survey id.
	 *
	 * @return array<int, string>
	 */
	public function reasons(): array {
		return $this->reasons;
	}
}
