<?php
/**
 * The survey a visitor call is for, if a visitor may reach it.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

use UserFeedback\Frontend\SurveyEligibility;
use UserFeedback\Support\Time;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Every public route (impression, response, a poll's results) asks the same: the survey must be
 * live — published, its time come, and shown on some page today — and the page's token valid.
 */
final class LiveSurvey {

	public function __construct( private readonly SurveyRepository $surveys, private readonly SubmissionToken $tokens, private readonly ?SurveyEligibility $eligibility = null ) {
	}

	/**
	 * The survey, read once, or the refusal: 404 when no page may show it (a draft, scheduled,
	 * its run time over, question types the site's plan cannot show — the rule the pages use),
	 * 403 when the token is not valid (a page cached too long).
	 *
	 * @param int    $id    The survey id.
	 * @param string $nonce The token the page printed.
	 * @return array<string, mixed>|\WP_Error
	 */
	public function find( int $id, string $nonce ) {
		$survey = $this->surveys->find( $id );
		if ( null === $survey || 'publish' !== $survey['status'] || Time::is_future( $survey['publish_at'] ) || null !== $this->eligibility?->blocker( $survey ) ) {
			return new \WP_Error( 'userfeedback_survey_not_found', __( 'This survey is not available.', 'userfeedback' ), array( 'status' => 404 ) );
		}
		return $this->verified( $id, $nonce ) ? $survey : self::out_of_date();
	}

	/**
	 * Whether the token is the page's for this survey (no database read).
	 *
	 * @param int    $id    The survey id.
	 * @param string $nonce The token.
	 * @return bool
	 */
	public function verified( int $id, string $nonce ): bool {
		return $this->tokens->verify( $id, $nonce );
	}

	/**
	 * The refusal of a token that is not valid.
	 *
	 * @return \WP_Error
	 */
	public static function out_of_date(): \WP_Error {
		return new \WP_Error( 'userfeedback_invalid_token', __( 'This page is out of date. Please reload it and try again.', 'userfeedback' ), array( 'status' => 403 ) );
	}
}
