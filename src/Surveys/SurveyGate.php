<?php
/**
 * What a survey may use on this site: edition, licence and add-ons.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Support\Time;
use UserFeedback\Surveys\Translations\TranslationsNormalizer;

/**
 * The survey-side gates of the spec, enforced on the server before anything is stored
 * (configuration §4 "Before sending…", §5, §6). Two kinds:
 * - reset(): settings of a feature the site does not have go back to their defaults, silently,
 *   as the spec's builder does before sending (a Lite site never stores page rules or theming);
 * - refusals(): content the site may not create at all (NPS and star-rating questions,
 *   scheduling) is refused with a 400 that names the field, never silently changed.
 */
final class SurveyGate {

	private readonly TemplateCatalogue $templates;

	public function __construct( private readonly Entitlements $entitlements ) {
		$this->templates = new TemplateCatalogue( $entitlements );
	}

	/**
	 * The survey with every feature the site lacks reset to its default.
	 *
	 * @param array<string, mixed> $survey A normalised survey.
	 * @return array<string, mixed>
	 */
	public function reset( array $survey ): array {
		$can = $this->entitlements;
		if ( ! $can->addon_active( 'targeting' ) ) {
			$survey['settings']['targeting'] = SurveyDefaults::targeting();
		} else {
			// The add-on alone is not enough: devices need a pro or elite plan, page rules a paid one.
			if ( ! $can->can_target_devices() ) {
				$survey['settings']['targeting']['devices'] = array( 'desktop' );
			}
			if ( ! $can->can_target_pages() ) {
				$survey['settings']['targeting']['pages']      = 'all';
				$survey['settings']['targeting']['page_rules'] = array();
			}
		}
		if ( ! $can->can_use_hidden_fields() ) {
			// Hidden fields come with the targeting add-on, as the page rules they sit beside.
			$survey['settings']['hidden_fields'] = array();
		}
		if ( ! $can->addon_active( 'behavior' ) ) {
			$survey['settings']['behavior'] = SurveyDefaults::behavior();
			// Redirecting after the last answer is a behaviour feature (spec §5).
			if ( 'redirect' === $survey['settings']['thank_you']['type'] ) {
				$survey['settings']['thank_you']['type'] = 'message';
			}
			$survey['settings']['thank_you']['redirect_to'] = null;
		}
		if ( ! $can->is_pro() ) {
			// A custom thank-you message is a Pro option (spec §5).
			$survey['settings']['thank_you'] = SurveyDefaults::thank_you();
		}
		if ( ! ( $can->is_licensed() && $can->addon_active( 'branding' ) ) ) {
			$survey['settings']['theming'] = null;
		}
		if ( ! $can->has_pro_plan() ) {
			$survey['notifications']['email']['logic'] = SurveyDefaults::email_logic();
		}
		if ( ! $can->is_pro() ) {
			// Kept on a Pro site whose plan lapsed (as jumps are), so a renewal finds them as they
			// were; their senders check the plan when they send.
			$survey['notifications']['slack']     = SurveyDefaults::slack_notifications();
			$survey['notifications']['follow_up'] = SurveyDefaults::follow_up();
		}
		$question_types = $can->addon_active( 'question-types' );
		foreach ( $survey['questions'] as $i => $question ) {
			if ( ! $question_types ) {
				$survey['questions'][ $i ]['settings']['randomize']   = false;
				$survey['questions'][ $i ]['settings']['comment_box'] = false;
			}
			if ( ! $can->is_pro() ) {
				$survey['questions'][ $i ]['settings']['required'] = false;
				// Jump logic is gated as "required" is: stored on any Pro site, in force only with a
				// licence and the question-types add-on (WidgetBootstrap::questions()), so a site
				// that loses the add-on for a while keeps its jumps.
				$survey['questions'][ $i ]['jumps'] = array();
			}
		}
		return $survey;
	}

	/**
	 * Content this site may not create, by field path.
	 *
	 * @param array<string, mixed> $survey A normalised survey.
	 * @return array<string, string>
	 */
	public function refusals( array $survey ): array {
		$refusals = array();
		if ( ! $this->can_use_pro_question_types() ) {
			if ( 'nps' === $survey['type'] ) {
				$refusals['type'] = $this->pro_question_type_message( __( 'NPS', 'userfeedback' ) );
			}
			foreach ( $survey['questions'] as $i => $question ) {
				if ( in_array( $question['type'], SurveyDefaults::PRO_QUESTION_TYPES, true ) ) {
					$label                             = 'nps' === $question['type'] ? __( 'NPS', 'userfeedback' ) : __( 'Star Rating', 'userfeedback' );
					$refusals[ "questions.{$i}.type" ] = $this->pro_question_type_message( $label );
				}
			}
		}
		if ( 'publish' === $survey['status'] && Time::is_future( $survey['publish_at'] ) && ! $this->can_schedule() ) {
			$refusals['publish_at'] = $this->entitlements->is_licensed()
				? __( 'Please activate the Behavior addon to access this feature', 'userfeedback' )
				/* translators: %s: feature name. */
				: sprintf( __( '%s is a PRO feature', 'userfeedback' ), __( 'Scheduling', 'userfeedback' ) );
		}
		return $refusals;
	}

	/**
	 * A locked template (configuration §5, §6: Pro templates need a licence and the templates
	 * add-on) may not be newly chosen. Only a change is refused: a survey made from a Pro template
	 * while the site was licensed keeps its template key after a downgrade and can still be edited,
	 * as the settings gates let unchanged values pass. Unknown keys are left alone (a template
	 * retired from the catalogue must not make its surveys unsaveable).
	 *
	 * @param array<string, mixed> $survey  A normalised survey.
	 * @param string|null          $stored  The stored survey's template key; null for a new survey.
	 * @return array<string, string>
	 */
	public function template_refusals( array $survey, ?string $stored ): array {
		$key = (string) $survey['template'];
		if ( '' === $key || $key === $stored ) {
			return array();
		}
		$template = $this->templates->find( $key );
		if ( null === $template || ! $template['disabled'] ) {
			return array();
		}
		$message = $template['errors'][0] ?? sprintf(
			/* translators: %s: template name. */
			__( '%s is a PRO feature', 'userfeedback' ),
			$template['name']
		);
		return array( 'template' => $message );
	}

	/**
	 * Translations are Pro (licensed). As with templates only a change is refused: a survey
	 * translated while the site was licensed keeps its translations through a lapse and can
	 * still be saved (its visitors then read the survey's own language: WidgetBootstrap).
	 *
	 * @param array<string, mixed>                $survey A normalised survey.
	 * @param array<string, array<string, mixed>> $stored The stored survey's translations.
	 * @return array<string, string>
	 */
	public function translation_refusals( array $survey, array $stored ): array {
		if ( $this->entitlements->can_translate() || array() === $survey['translations'] ) {
			return array();
		}
		// The same texts, whatever order the languages came in, and once fitted to the questions
		// as they are now: option texts emptied because the owner changed a question's options
		// are the question edit's doing, not a translation.
		$given = $survey['translations'];
		$kept  = ( new TranslationsNormalizer() )->fit( $stored, $survey['questions'] );
		ksort( $given );
		ksort( $kept );
		if ( $given === $kept ) {
			return array();
		}
		$message = $this->entitlements->is_pro()
			? __( 'Please enter a valid license key to translate surveys.', 'userfeedback' )
			/* translators: %s: feature name. */
			: sprintf( __( '%s is a PRO feature', 'userfeedback' ), __( 'Translations', 'userfeedback' ) );
		return array( 'translations' => $message );
	}

	/**
	 * Whether NPS and star-rating questions are allowed: Pro, licensed, question-types active.
	 *
	 * @return bool
	 */
	public function can_use_pro_question_types(): bool {
		return $this->entitlements->is_licensed() && $this->entitlements->addon_active( 'question-types' );
	}

	/**
	 * Whether surveys may be scheduled: Pro, licensed, behavior active (spec §4 "Scheduling").
	 *
	 * @return bool
	 */
	public function can_schedule(): bool {
		return $this->entitlements->is_licensed() && $this->entitlements->addon_active( 'behavior' );
	}

	/**
	 * Why a Pro question type is refused, in the spec's words for this site's situation.
	 *
	 * @param string $label The question type's name.
	 * @return string
	 */
	private function pro_question_type_message( string $label ): string {
		if ( ! $this->entitlements->is_pro() ) {
			/* translators: %s: feature name. */
			return sprintf( __( '%s is a PRO feature', 'userfeedback' ), $label );
		}
		if ( ! $this->entitlements->is_licensed() ) {
			return __( 'Please enter a valid license key to use NPS and Star Rating questions.', 'userfeedback' );
		}
		return __( 'Please activate the Question Types addon to access this feature', 'userfeedback' );
	}
}
