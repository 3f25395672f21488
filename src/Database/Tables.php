<?php
/**
 * Names of the plugin's custom tables.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * Table names are computed on each call: on multisite `$wpdb->prefix` follows switch_to_blog().
 */
final class Tables {

	public function __construct( private readonly \wpdb $wpdb ) {
	}

	/**
	 * One row per survey.
	 *
	 * @return string
	 */
	public function surveys(): string {
		return $this->wpdb->prefix . 'userfeedback_surveys';
	}

	/**
	 * One row per submission.
	 *
	 * @return string
	 */
	public function responses(): string {
		return $this->wpdb->prefix . 'userfeedback_responses';
	}

	/**
	 * One row per answered question, and one per ticked checkbox option.
	 *
	 * @return string
	 */
	public function answers(): string {
		return $this->wpdb->prefix . 'userfeedback_answers';
	}

	/**
	 * Impression counters per survey per day.
	 *
	 * @return string
	 */
	public function impressions(): string {
		return $this->wpdb->prefix . 'userfeedback_impressions';
	}

	/**
	 * Pre-aggregated counts per survey and site day (Reporting\Rollups).
	 *
	 * @return string
	 */
	public function rollups(): string {
		return $this->wpdb->prefix . 'userfeedback_rollups';
	}

	/**
	 * Each survey's state for each derived set: what its live rows were built for and a build's
	 * progress (Reporting\Build\BuildStates).
	 *
	 * @return string
	 */
	public function builds(): string {
		return $this->wpdb->prefix . 'userfeedback_builds';
	}

	/**
	 * A rollup rebuild's staging rows (Reporting\RollupSet).
	 *
	 * @return string
	 */
	public function rollups_build(): string {
		return $this->wpdb->prefix . 'userfeedback_rollups_build';
	}

	/**
	 * Rows a survey's writers and build chunks update first on a database cluster, so the two
	 * conflict across nodes (Reporting\Build\WriteFences).
	 *
	 * @return string
	 */
	public function build_fences(): string {
		return $this->wpdb->prefix . 'userfeedback_build_fences';
	}

	/**
	 * Exact response counters per survey: totals and published per UTC quarter hour (Reporting\Counts).
	 *
	 * @return string
	 */
	public function counts(): string {
		return $this->wpdb->prefix . 'userfeedback_counts';
	}

	/**
	 * E-mails waiting to be sent or retried (Email\EmailQueue).
	 *
	 * @return string
	 */
	public function email_queue(): string {
		return $this->wpdb->prefix . 'userfeedback_email_queue';
	}

	/**
	 * Rate-limit counters of the public submissions (Visitors\RateLimiter).
	 *
	 * @return string
	 */
	public function rate_limits(): string {
		return $this->wpdb->prefix . 'userfeedback_rate_limits';
	}

	/**
	 * Webhook endpoints (the Webhooks module).
	 *
	 * @return string
	 */
	public function webhooks(): string {
		return $this->wpdb->prefix . 'userfeedback_webhooks';
	}

	/**
	 * The webhooks' delivery log.
	 *
	 * @return string
	 */
	public function webhook_deliveries(): string {
		return $this->wpdb->prefix . 'userfeedback_webhook_deliveries';
	}

	/**
	 * Tags on responses.
	 *
	 * @return string
	 */
	public function response_tags(): string {
		return $this->wpdb->prefix . 'userfeedback_response_tags';
	}

	/**
	 * Notes on responses.
	 *
	 * @return string
	 */
	public function response_notes(): string {
		return $this->wpdb->prefix . 'userfeedback_response_notes';
	}

	/**
	 * One narrow row per published response, for filtered reports (Reporting\Facts).
	 *
	 * @return string
	 */
	public function response_facts(): string {
		return $this->wpdb->prefix . 'userfeedback_response_facts';
	}

	/**
	 * Hidden fields' values, one row per response and field name (Reporting\ResponseFields).
	 *
	 * @return string
	 */
	public function response_fields(): string {
		return $this->wpdb->prefix . 'userfeedback_response_fields';
	}

	/**
	 * Personal single-use links to a survey's page, one row per link (Links\PersonalLinks).
	 *
	 * @return string
	 */
	public function links(): string {
		return $this->wpdb->prefix . 'userfeedback_links';
	}

	/**
	 * Read-only links to a survey's results for people without an account, one row per link
	 * (ResultLinks\ResultLinkStore).
	 *
	 * @return string
	 */
	public function result_links(): string {
		return $this->wpdb->prefix . 'userfeedback_result_links';
	}

	/**
	 * Each integration destination's run of failures (Integrations\DeliveryHealth).
	 *
	 * @return string
	 */
	public function delivery_health(): string {
		return $this->wpdb->prefix . 'userfeedback_delivery_health';
	}

	/**
	 * Each analysed open answer part's sentiment (the Insights module, Pro).
	 *
	 * @return string
	 */
	public function answer_insights(): string {
		return $this->wpdb->prefix . 'userfeedback_answer_insights';
	}

	/**
	 * Each survey's themes, suggested or the owner's (the Insights module, Pro).
	 *
	 * @return string
	 */
	public function insight_themes(): string {
		return $this->wpdb->prefix . 'userfeedback_insight_themes';
	}

	/**
	 * Which themes each analysed open answer part is about (the Insights module, Pro).
	 *
	 * @return string
	 */
	public function answer_themes(): string {
		return $this->wpdb->prefix . 'userfeedback_answer_themes';
	}

	/**
	 * Work claims: which process holds a named background task, and guard rows that make
	 * check-then-insert transactions conflict across cluster nodes (WorkClaims).
	 *
	 * @return string
	 */
	public function claims(): string {
		return $this->wpdb->prefix . 'userfeedback_claims';
	}

	/**
	 * Every table the plugin owns, keyed by short name.
	 *
	 * @return array<string, string>
	 */
	public function all(): array {
		return array(
			'surveys'            => $this->surveys(),
			'responses'          => $this->responses(),
			'answers'            => $this->answers(),
			'impressions'        => $this->impressions(),
			'rollups'            => $this->rollups(),
			'rollups_build'      => $this->rollups_build(),
			'builds'             => $this->builds(),
			'build_fences'       => $this->build_fences(),
			'counts'             => $this->counts(),
			'email_queue'        => $this->email_queue(),
			'rate_limits'        => $this->rate_limits(),
			'webhooks'           => $this->webhooks(),
			'webhook_deliveries' => $this->webhook_deliveries(),
			'response_tags'      => $this->response_tags(),
			'response_notes'     => $this->response_notes(),
			'response_facts'     => $this->response_facts(),
			'response_fields'    => $this->response_fields(),
			'links'              => $this->links(),
			'result_links'       => $this->result_links(),
			'delivery_health'    => $this->delivery_health(),
			'answer_insights'    => $this->answer_insights(),
			'insight_themes'     => $this->insight_themes(),
			'answer_themes'      => $this->answer_themes(),
			'claims'             => $this->claims(),
		);
	}
}
