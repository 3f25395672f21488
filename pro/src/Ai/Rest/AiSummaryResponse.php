<?php
/**
 * The spec's AI summary object.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Ai\Rest;

/**
 * `{ success, summary, error }` (spec §3). On success `error` is null and `summary` the summary
 * (or null: none cached). On failure `summary` is null and `error` the message the screen shows
 * after 'Error: '; the same body also carries `code`, `message` and `data.status`, the shape of a
 * WP_Error, and the response has the failure's HTTP status.
 */
final class AiSummaryResponse {

	/**
	 * A summary, or none.
	 *
	 * @param array<string, mixed>|null $summary The summary, or null.
	 * @return \WP_REST_Response
	 */
	public static function success( ?array $summary ): \WP_REST_Response {
		return new \WP_REST_Response(
			array(
				'success' => true,
				'summary' => $summary,
				'error'   => null,
			),
			200
		);
	}

	/**
	 * A failed summary.
	 *
	 * @param \WP_Error $error The provider's failure (data.status: the HTTP status).
	 * @return \WP_REST_Response
	 */
	public static function failure( \WP_Error $error ): \WP_REST_Response {
		$data     = $error->get_error_data();
		$data     = is_array( $data ) ? $data : array();
		$status   = isset( $data['status'] ) && is_int( $data['status'] ) ? $data['status'] : 502;
		$data     = array_merge( $data, array( 'status' => $status ) );
		$body     = array(
			'success' => false,
			'summary' => null,
			'error'   => $error->get_error_message(),
			'code'    => (string) $error->get_error_code(),
			'message' => $error->get_error_message(),
			'data'    => $data,
		);
		$response = new \WP_REST_Response( $body, $status );
		if ( isset( $data['retry_after'] ) && is_int( $data['retry_after'] ) ) {
			$response->header( 'Retry-After', (string) $data['retry_after'] );
		}
		return $response;
	}

	/**
	 * The JSON schema of the object.
	 *
	 * @return array<string, mixed>
	 */
	public static function schema(): array {
		$count    = array( 'type' => 'integer' );
		$day      = array( 'type' => array( 'string', 'null' ) );
		$percents = array(
			'description' => __( 'Whole percentages of the responses that read positive, neutral and negative (they add up to 100).', 'userfeedback' ),
			'title'       => 'SentimentSplit',
			'type'        => 'object',
			'properties'  => array(
				'positive' => $count,
				'neutral'  => $count,
				'negative' => $count,
			),
		);
		$period   = array(
			'title'      => 'AiPeriod',
			'type'       => 'object',
			'properties' => array(
				'from'      => array( 'type' => 'string' ),
				'to'        => array( 'type' => 'string' ),
				'responses' => $count,
				'sentiment' => $percents,
			),
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'userfeedback-ai-summary',
			'type'       => 'object',
			'properties' => array(
				'success' => array(
					'description' => __( 'Whether the call succeeded.', 'userfeedback' ),
					'type'        => 'boolean',
				),
				'error'   => array(
					'description' => __( 'What went wrong, to show after "Error: "; null on success.', 'userfeedback' ),
					'type'        => array( 'string', 'null' ),
				),
				'summary' => array(
					'description' => __( 'The summary; null when none is cached or on failure.', 'userfeedback' ),
					'type'        => array( 'object', 'null' ),
					'properties'  => array(
						'text'            => array(
							'description' => __( 'The summary as plain text, paragraphs separated by blank lines.', 'userfeedback' ),
							'type'        => 'string',
						),
						'provider'        => array(
							'type' => 'string',
							'enum' => array( 'onsite', 'remote' ),
						),
						'model'           => array( 'type' => array( 'string', 'null' ) ),
						'generated_at'    => array(
							'type'   => 'string',
							'format' => 'date-time',
						),
						'responses_count' => array(
							'description' => __( 'Published responses of the survey when the summary was made.', 'userfeedback' ),
							'type'        => 'integer',
						),
						'analysed'        => array(
							'description' => __( 'What was read: counts, never text; from and to are the oldest and newest answers read.', 'userfeedback' ),
							'title'       => 'AiAnalysed',
							'type'        => 'object',
							'properties'  => array(
								'responses'  => $count,
								'answers'    => $count,
								'characters' => $count,
								'from'       => $day,
								'to'         => $day,
								'answer_cap' => $count,
								'truncated'  => array(
									'description' => __( 'More answers than the cap: only the newest were read.', 'userfeedback' ),
									'type'        => 'boolean',
								),
							),
						),
						'themes'          => array(
							'type'  => 'array',
							'items' => array(
								'title'      => 'AiTheme',
								'type'       => 'object',
								'properties' => array(
									'label'     => array( 'type' => 'string' ),
									'phrases'   => array(
										'type'  => 'array',
										'items' => array( 'type' => 'string' ),
									),
									'responses' => $count,
									'share'     => $count,
									'sentiment' => $percents,
									'quotes'    => array(
										'type'  => 'array',
										'items' => array(
											'title'      => 'AiQuote',
											'type'       => 'object',
											'properties' => array(
												'response_id' => $count,
												'question_id' => array( 'type' => 'string' ),
												'text' => array( 'type' => 'string' ),
												'date' => array(
													'type' => 'string',
													'format' => 'date-time',
												),
											),
										),
									),
								),
							),
						),
						'sentiment'       => array(
							'description' => __( 'The analysed responses\' sentiment in whole percentages, and the counts behind them; null from a remote model.', 'userfeedback' ),
							'type'        => array( 'object', 'null' ),
							'properties'  => $percents['properties'] + array( 'counts' => array_diff_key( $percents, array( 'description' => true ) ) ),
						),
						'changes'         => array(
							'description' => __( 'The last period against the one before: sentiment, and each theme\'s share in both; null without enough responses in both, or from a remote model.', 'userfeedback' ),
							'type'        => array( 'object', 'null' ),
							'properties'  => array(
								'period_days' => $count,
								'current'     => $period,
								'previous'    => $period,
								'themes'      => array(
									'type'  => 'array',
									'items' => array(
										'title'      => 'AiThemeChange',
										'type'       => 'object',
										'properties' => array(
											'label'  => array( 'type' => 'string' ),
											'current_share' => $count,
											'previous_share' => $count,
											'change' => $count,
										),
									),
								),
							),
						),
						'insights'        => array(
							'description' => __( 'What the insights read in every open answer of the survey (not only the sample): responses per sentiment and per theme, with the owner\'s theme names. Absent before any answer was read.', 'userfeedback' ),
							'type'        => 'object',
							'required'    => false,
							'properties'  => array(
								'sentiment' => array(
									'type'       => 'object',
									'properties' => array(
										'positive' => $count,
										'neutral'  => $count,
										'negative' => $count,
									),
								),
								'themes'    => array(
									'type'  => 'array',
									'items' => array(
										'type'       => 'object',
										'properties' => array(
											'id'    => $count,
											'label' => array( 'type' => 'string' ),
											'count' => $count,
										),
									),
								),
							),
						),
						'sent'            => array(
							'description' => __( 'What was sent to a remote model: counts, never text; null on site.', 'userfeedback' ),
							'type'        => array( 'object', 'null' ),
							'properties'  => array(
								'answers'       => $count,
								'responses'     => $count,
								'characters'    => $count,
								'removed'       => array(
									'description' => __( 'Personal data taken out before sending, per kind.', 'userfeedback' ),
									'type'        => 'object',
									'properties'  => array(
										'emails' => $count,
										'ips'    => $count,
										'phones' => $count,
										'names'  => $count,
									),
								),
								'answer_cap'    => $count,
								'character_cap' => $count,
								'truncated'     => array( 'type' => 'boolean' ),
							),
						),
					),
				),
			),
		);
	}
}
