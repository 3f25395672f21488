<?php
/**
 * Privacy: WordPress's personal data tools, the policy text and response retention.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Privacy;

use UserFeedback\Database\Tables;
use UserFeedback\Hookable;
use UserFeedback\Reporting\ResponsesRepository;
use UserFeedback\Settings\SettingsStore;
use UserFeedback\Surveys\SurveyRepository;

/**
 * Wires the privacy parts: the exporter and eraser, the suggested policy text, the
 * retention runner and the WP Consent API registration.
 */
final class PrivacyFeature implements Hookable {

	/**
	 * The exporter and eraser.
	 *
	 * @var PersonalDataTools
	 */
	private PersonalDataTools $tools;

	/**
	 * The policy text.
	 *
	 * @var PolicyText
	 */
	private PolicyText $policy;

	/**
	 * The retention runner.
	 *
	 * @var Retention
	 */
	private Retention $retention;

	public function __construct( \wpdb $wpdb, Tables $tables, SurveyRepository $surveys, ResponsesRepository $responses, SettingsStore $settings ) {
		$this->tools     = new PersonalDataTools( $wpdb, $tables, $surveys, $responses, $settings );
		$this->policy    = new PolicyText( $settings );
		$this->retention = new Retention( $wpdb, $tables, $responses, $settings );
	}

	/**
	 * Registers the tools, the policy text and the retention events.
	 *
	 * @return void
	 */
	public function add_hooks(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this->tools, 'register_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this->tools, 'register_eraser' ) );
		add_action( 'admin_init', array( $this->policy, 'register' ) );
		$this->retention->add_hooks();
		( new ConsentApi( plugin_basename( USERFEEDBACK_FILE ) ) )->add_hooks();
	}

	/**
	 * The exporter and eraser (tests call them as WordPress does).
	 *
	 * @return PersonalDataTools
	 */
	public function tools(): PersonalDataTools {
		return $this->tools;
	}

	public function retention(): Retention {
		return $this->retention;
	}

	public function policy(): PolicyText {
		return $this->policy;
	}
}
