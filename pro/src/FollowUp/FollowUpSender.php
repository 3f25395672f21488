<?php
/**
 * Sends queued follow-up e-mails.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\FollowUp;

use UserFeedback\Email\Mailer;
use UserFeedback\Email\QueueJobHandler;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Integrations\DeliveryHealth;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Surveys\SurveyRepository;

/**
 * The queue's handler of follow-up rows (QueueJobHandler). Everything is decided again when the
 * e-mail goes, from what is stored then: the survey and the response still exist, the response is
 * published and complete, the plan still includes follow-ups (Pro with a pro or elite licence),
 * the survey still asks for one, and its answer is still an address (FollowUpMessage::address()).
 * Otherwise the row is skipped, never retried. A response erased or anonymised before this runs
 * has lost its row anyway (the eraser deletes the queue rows of the responses it erases).
 *
 * Each attempt's outcome is counted for the 'email:follow_up' destination (DeliveryHealth), so
 * failures reach the owner's notice and Site Health; the error the mailer gave is kept on the
 * queue row and the destination with the respondent's address taken out of it.
 *
 * The From name is the site's name when nothing else chose one (WordPress's default
 * "WordPress"); a mailer plugin's or the site's own choice is kept.
 */
final class FollowUpSender implements QueueJobHandler {

	/** The destination's key in DeliveryHealth. */
	public const DESTINATION = 'email:follow_up';

	public function __construct( private readonly SurveyRepository $surveys, private readonly ResponsesRepository $responses, private readonly Mailer $mailer, private readonly DeliveryHealth $health, private readonly Entitlements $entitlements ) {
	}

	/**
	 * {@inheritDoc}
	 *
	 * @return string
	 */
	public function kind(): string {
		return FollowUpQueuer::KIND;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array{id: int, kind: string, dedupe_key: string, survey_id: int, response_id: int, recipients: string[], payload: array<string, mixed>, attempts: int, claim_token: string, last_error: string|null} $row The claimed row.
	 * @return string|null
	 */
	public function run( array $row ): ?string {
		$message = $this->message( $row['survey_id'], $row['response_id'] );
		if ( null === $message ) {
			return self::SKIPPED;
		}
		$from_name = static function ( $name ) {
			$site = wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
			return 'WordPress' === $name && '' !== trim( $site ) ? str_replace( array( "\r", "\n" ), ' ', $site ) : $name;
		};
		add_filter( 'wp_mail_from_name', $from_name, 20 );
		try {
			$error = $this->mailer->send( array( $message['to'] ), $message['subject'], $message['body'], false );
		} finally {
			remove_filter( 'wp_mail_from_name', $from_name, 20 );
		}
		$label = __( 'Follow-up e-mails', 'userfeedback' );
		if ( null === $error ) {
			$this->health->succeeded( self::DESTINATION, $label );
			return null;
		}
		$error = self::without( $error, $message['to'] );
		$this->health->failed( self::DESTINATION, $label, $error );
		return $error;
	}

	/**
	 * The message for a queued response, or null when it is no longer to be sent.
	 *
	 * @param int $survey_id   The survey.
	 * @param int $response_id The response.
	 * @return array{to: string, subject: string, body: string}|null
	 */
	public function message( int $survey_id, int $response_id ): ?array {
		if ( ! $this->entitlements->has_pro_plan() ) {
			return null;
		}
		$survey = $this->surveys->find( $survey_id );
		if ( null === $survey || ! FollowUpMessage::settings( $survey )['active'] ) {
			return null;
		}
		$response = $this->responses->find( $survey_id, $response_id );
		if ( null === $response || 'publish' !== $response['status'] || ! $response['completed'] ) {
			return null;
		}
		$fields = $this->responses->fields( $survey_id, array( $response_id ) );
		return FollowUpMessage::build( $survey, $this->responses->answers( $response_id ), $fields[ $response_id ] ?? array() );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param int $now Unix time.
	 * @return void
	 */
	public function housekeeping( int $now ): void {
	}

	/**
	 * An error text without the respondent's address (a mailer often names the recipient it
	 * refused), as it is kept on the queue row and shown to the owner.
	 *
	 * @param string $error   The error.
	 * @param string $address The address.
	 * @return string
	 */
	private static function without( string $error, string $address ): string {
		return str_ireplace( $address, __( '[the respondent’s address]', 'userfeedback' ), $error );
	}
}
