<?php
/**
 * The spec's validation rules for a normalised survey (configuration §5).
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

use UserFeedback\Surveys\Translations\Locale;
use UserFeedback\Surveys\Translations\TranslationsValidator;

/**
 * Two kinds of problems, kept apart because the spec treats them apart:
 * - errors(): input the server refuses outright (400), keyed by field path
 *   (`settings.thank_you.redirect_to`, `questions.2.config.options`) so the message names the field;
 * - question_errors(): incomplete questions. A draft may hold them; publishing them is refused by
 *   saving as a draft instead (spec §4 "Saving").
 */
final class SurveyValidator {

	/**
	 * Errors that make the save a 400, by field path.
	 *
	 * @param array<string, mixed> $survey A normalised survey (SurveyNormalizer::survey()).
	 * @return array<string, string>
	 */
	public function errors( array $survey ): array {
		$errors = array();
		if ( '' === trim( (string) $survey['title'] ) ) {
			$errors['title'] = __( 'Title is required', 'userfeedback' );
		} elseif ( mb_strlen( (string) $survey['title'] ) > SurveyDefaults::MAX_TITLE_LENGTH ) {
			/* translators: %d: maximum number of characters. */
			$errors['title'] = sprintf( __( 'The title can be at most %d characters long.', 'userfeedback' ), SurveyDefaults::MAX_TITLE_LENGTH );
		}
		$questions = (array) $survey['questions'];
		if ( count( $questions ) > SurveyDefaults::MAX_QUESTIONS ) {
			/* translators: %d: maximum number of questions. */
			$errors['questions'] = sprintf( __( 'A survey can have at most %d questions.', 'userfeedback' ), SurveyDefaults::MAX_QUESTIONS );
		}
		$language = (string) ( $survey['language'] ?? '' );
		if ( '' !== $language && ! Locale::is_valid( $language ) ) {
			/* translators: %s: what was given as a language code. */
			$errors['language'] = sprintf( __( '“%s” is not a WordPress language code (such as fr_FR).', 'userfeedback' ), $language );
		}
		return array_merge(
			$errors,
			( new TranslationsValidator() )->errors( (array) ( $survey['translations'] ?? array() ), $questions, '' === $language ? Locale::site() : $language ),
			$this->question_structure_errors( $questions ),
			( new RecallValidator() )->errors( $questions, (array) ( $survey['translations'] ?? array() ), (array) $survey['settings'] ),
			$this->settings_errors( (array) $survey['settings'] ),
			$this->notification_errors( (array) $survey['notifications'], $questions ),
			$this->follow_up_recall_errors( (array) ( $survey['notifications']['follow_up'] ?? array() ), $questions, (array) $survey['settings'] )
		);
	}

	/**
	 * Incomplete questions, which block publishing (spec §5): a survey needs at least one
	 * question; each needs a title; choice questions need their minimum of non-empty options.
	 *
	 * @param array<int, array<string, mixed>> $questions Normalised questions.
	 * @return array<int, array{question_id: string, field: string, message: string}>
	 */
	public function question_errors( array $questions ): array {
		if ( array() === $questions ) {
			return array(
				array(
					'question_id' => '',
					'field'       => 'questions',
					'message'     => __( 'Add at least one question.', 'userfeedback' ),
				),
			);
		}
		$problems = array();
		foreach ( $questions as $index => $question ) {
			$id = (string) $question['id'];
			if ( '' === trim( (string) $question['title'] ) ) {
				$problems[] = array(
					'question_id' => $id,
					'field'       => "questions.{$index}.title",
					'message'     => __( 'Title is required', 'userfeedback' ),
				);
			}
			foreach ( TypeSettings::blocking( $question, "questions.{$index}" ) as $problem ) {
				$problems[] = array( 'question_id' => $id ) + $problem;
			}
			$limits = SurveyDefaults::OPTION_LIMITS[ $question['type'] ] ?? null;
			if ( null === $limits ) {
				continue;
			}
			$options = (array) $question['config']['options'];
			if ( array() === $options || in_array( '', $options, true ) ) {
				$message = __( 'Options are required', 'userfeedback' );
			} elseif ( count( $options ) < $limits[0] ) {
				/* translators: %d: minimum number of options. */
				$message = sprintf( _n( 'Add at least %d option.', 'Add at least %d options.', $limits[0], 'userfeedback' ), $limits[0] );
			} else {
				continue;
			}
			$problems[] = array(
				'question_id' => $id,
				'field'       => "questions.{$index}.config.options",
				'message'     => $message,
			);
		}
		return $problems;
	}

	/**
	 * Questions that cannot be stored at all: unknown types, duplicate ids, too many options,
	 * logic pointing where the spec does not allow, jumps that do not go forward.
	 *
	 * @param array<int, array<string, mixed>> $questions Normalised questions.
	 * @return array<string, string>
	 */
	private function question_structure_errors( array $questions ): array {
		$errors = array();
		$seen   = array();
		foreach ( $questions as $index => $question ) {
			$path = "questions.{$index}";
			$type = (string) $question['type'];
			if ( ! in_array( $type, SurveyDefaults::QUESTION_TYPES, true ) ) {
				/* translators: %s: list of question types. */
				$errors[ "{$path}.type" ] = sprintf( __( 'The question type must be one of: %s.', 'userfeedback' ), implode( ', ', SurveyDefaults::QUESTION_TYPES ) );
				continue;
			}
			if ( isset( $seen[ $question['id'] ] ) ) {
				$errors[ "{$path}.id" ] = __( 'Two questions have the same id.', 'userfeedback' );
			}
			$seen[ $question['id'] ] = $type;

			$limits = SurveyDefaults::OPTION_LIMITS[ $type ] ?? null;
			if ( null !== $limits && count( (array) $question['config']['options'] ) > $limits[1] ) {
				/* translators: %d: maximum number of options. */
				$errors[ "{$path}.config.options" ] = sprintf( __( 'A question can have at most %d options.', 'userfeedback' ), $limits[1] );
			}
			$errors = array_merge( $errors, TypeSettings::errors( $question, $path ), $this->logic_errors( $question, $index, $questions ), $this->jump_errors( $question, $index, $questions ) );
		}
		return $errors;
	}

	/**
	 * Jump logic goes forward only: each jump's `to` is a later question or the end, so a visitor
	 * can never be sent back to a question already passed and jumps cannot form a cycle (no
	 * cycle check is needed: every step moves strictly down the list). Comparators are the ones
	 * conditions on this question's type may use; at most SurveyDefaults::MAX_JUMPS per question.
	 * The normaliser has already emptied the jumps of types that cannot have them.
	 *
	 * @param array<string, mixed>             $question  The question.
	 * @param int                              $index     Its position.
	 * @param array<int, array<string, mixed>> $questions All questions.
	 * @return array<string, string>
	 */
	private function jump_errors( array $question, int $index, array $questions ): array {
		$jumps = (array) ( $question['jumps'] ?? array() );
		$path  = "questions.{$index}.jumps";
		if ( count( $jumps ) > SurveyDefaults::MAX_JUMPS ) {
			/* translators: %d: maximum number of jumps. */
			return array( $path => sprintf( __( 'A question can have at most %d jumps.', 'userfeedback' ), SurveyDefaults::MAX_JUMPS ) );
		}
		$later = array();
		foreach ( array_slice( $questions, $index + 1 ) as $next ) {
			$later[ (string) $next['id'] ] = true;
		}
		$comparators = SurveyDefaults::comparators_for( (string) $question['type'] );
		$errors      = array();
		foreach ( array_values( $jumps ) as $j => $jump ) {
			if ( ! in_array( $jump['compare'], $comparators, true ) ) {
				/* translators: %s: list of comparators. */
				$errors[ "{$path}.{$j}.compare" ] = sprintf( __( 'The comparison must be one of: %s.', 'userfeedback' ), implode( ' ', $comparators ) );
			}
			$to = (string) $jump['to'];
			if ( SurveyDefaults::JUMP_END !== $to && ! isset( $later[ $to ] ) ) {
				$errors[ "{$path}.{$j}.to" ] = __( 'A jump can only go to a later question or to the end of the survey.', 'userfeedback' );
			}
		}
		return $errors;
	}

	/**
	 * Display logic may only use earlier choice, rating or consent questions
	 * (SurveyDefaults::LOGIC_SOURCE_TYPES), with the comparators their type allows (spec §5
	 * "Conditional logic"). The spec words no message for this; ours names every source type.
	 *
	 * @param array<string, mixed>             $question  The question.
	 * @param int                              $index     Its position.
	 * @param array<int, array<string, mixed>> $questions All questions.
	 * @return array<string, string>
	 */
	private function logic_errors( array $question, int $index, array $questions ): array {
		if ( ! $question['logic']['enabled'] ) {
			return array();
		}
		$earlier = array();
		foreach ( array_slice( $questions, 0, $index ) as $previous ) {
			if ( in_array( $previous['type'], SurveyDefaults::LOGIC_SOURCE_TYPES, true ) ) {
				$earlier[ (string) $previous['id'] ] = (string) $previous['type'];
			}
		}
		return $this->condition_errors( (array) $question['logic']['conditions'], $earlier, "questions.{$index}.logic.conditions", __( 'A condition can only use an earlier multiple choice, checkbox, dropdown, image choice, NPS, star rating, scale, smiley or consent question.', 'userfeedback' ) );
	}

	/**
	 * Errors in a list of conditions.
	 *
	 * @param array<int, array<string, mixed>> $conditions The conditions.
	 * @param array<string, string>            $sources    Question id => type of the questions they may use.
	 * @param string                           $path       Field path of the list.
	 * @param string                           $not_source What is said of a condition on any other question.
	 * @return array<string, string>
	 */
	private function condition_errors( array $conditions, array $sources, string $path, string $not_source ): array {
		$errors = array();
		foreach ( $conditions as $c => $condition ) {
			$source = $sources[ (string) $condition['question_id'] ] ?? null;
			if ( null === $source ) {
				$errors[ "{$path}.{$c}.question_id" ] = $not_source;
			} elseif ( ! in_array( $condition['compare'], SurveyDefaults::comparators_for( $source ), true ) ) {
				/* translators: %s: list of comparators. */
				$errors[ "{$path}.{$c}.compare" ] = sprintf( __( 'The comparison must be one of: %s.', 'userfeedback' ), implode( ' ', SurveyDefaults::comparators_for( $source ) ) );
			}
		}
		return $errors;
	}

	/**
	 * Errors in the survey settings.
	 *
	 * @param array<string, mixed> $settings Normalised settings.
	 * @return array<string, string>
	 */
	private function settings_errors( array $settings ): array {
		$errors    = array();
		$thank_you = (array) $settings['thank_you'];
		if ( 'redirect' === $thank_you['type'] && null === $thank_you['redirect_to'] ) {
			$errors['settings.thank_you.redirect_to'] = __( 'Choose the page to redirect to.', 'userfeedback' );
		}

		$targeting = (array) $settings['targeting'];
		if ( array() === $targeting['devices'] ) {
			$errors['settings.targeting.devices'] = __( 'Choose at least one device type.', 'userfeedback' );
		}
		$rules = (array) $targeting['page_rules'];
		if ( count( $rules ) > SurveyDefaults::MAX_PAGE_RULES ) {
			/* translators: %d: maximum number of rules. */
			$errors['settings.targeting.page_rules'] = sprintf( __( 'A survey can have at most %d page rules.', 'userfeedback' ), SurveyDefaults::MAX_PAGE_RULES );
		} elseif ( 'all' !== $targeting['pages'] ) {
			if ( array() === $rules ) {
				$errors['settings.targeting.page_rules'] = __( 'Add at least one page rule, or show the survey on all pages.', 'userfeedback' );
			}
			foreach ( $rules as $r => $rule ) {
				if ( ! in_array( $rule['logic'], SurveyDefaults::PAGE_RULE_TYPES, true ) ) {
					$errors[ "settings.targeting.page_rules.{$r}.logic" ] = __( 'Unknown page rule type.', 'userfeedback' );
				} elseif ( null === $rule['data'] ) {
					$errors[ "settings.targeting.page_rules.{$r}.data" ] = __( 'Every page rule needs a value.', 'userfeedback' );
				}
			}
		}

		$retention = $settings['retention_days'] ?? null;
		if ( null !== $retention && ( $retention < 0 || $retention > \UserFeedback\Settings\SettingsSchema::MAX_RETENTION_DAYS ) ) {
			/* translators: %d: largest number of days. */
			$errors['settings.retention_days'] = sprintf( __( 'Keep responses for 0 to %d days.', 'userfeedback' ), \UserFeedback\Settings\SettingsSchema::MAX_RETENTION_DAYS );
		}
		$behavior = (array) $settings['behavior'];
		if ( $behavior['timing_delay'] < 0 || $behavior['timing_delay'] > SurveyDefaults::MAX_DELAY ) {
			/* translators: %d: maximum delay in seconds. */
			$errors['settings.behavior.timing_delay'] = sprintf( __( 'The delay must be between 0 and %d seconds.', 'userfeedback' ), SurveyDefaults::MAX_DELAY );
		}
		if ( 'expire' === $behavior['run_time'] && ! $this->is_month_day( $behavior['expire_at'] ) ) {
			$errors['settings.behavior.expire_at'] = __( 'Choose the month and day the survey expires.', 'userfeedback' );
		}
		$errors = array_merge( $errors, $this->display_rule_errors( $behavior ), $this->trigger_errors( $behavior ) );

		$errors = array_merge( $errors, HiddenFields::errors( (array) ( $settings['hidden_fields'] ?? array() ) ) );

		$theming = $settings['theming'];
		if ( is_array( $theming ) && 'custom' === $theming['logo_type'] && '' === $theming['custom_logo'] ) {
			$errors['settings.theming.custom_logo'] = __( 'You must select a custom logo.', 'userfeedback' );
		}
		return $errors;
	}

	/**
	 * Errors in the triggers and recontact beyond the spec: a click needs a selector of at most
	 * MAX_SELECTOR_LENGTH characters (whether it is valid CSS only a browser can say: the builder
	 * checks it, the widget ignores one that throws), a scroll depth is a whole percentage from
	 * 10 to 100, recontact and repeat days are 0 (off) to 365.
	 *
	 * @param array<string, mixed> $behavior Normalised behaviour settings.
	 * @return array<string, string>
	 */
	private function trigger_errors( array $behavior ): array {
		$errors   = array();
		$timing   = (string) ( $behavior['timing'] ?? '' );
		$selector = (string) ( $behavior['click_selector'] ?? '' );
		if ( 'click' === $timing && '' === $selector ) {
			$errors['settings.behavior.click_selector'] = __( 'Enter the CSS selector of the element whose click starts the survey.', 'userfeedback' );
		} elseif ( mb_strlen( $selector ) > SurveyDefaults::MAX_SELECTOR_LENGTH ) {
			/* translators: %d: largest number of characters. */
			$errors['settings.behavior.click_selector'] = sprintf( __( 'The CSS selector can be at most %d characters long.', 'userfeedback' ), SurveyDefaults::MAX_SELECTOR_LENGTH );
		}
		$percent = (int) ( $behavior['scroll_percent'] ?? SurveyDefaults::DEFAULT_SCROLL_PERCENT );
		if ( $percent < SurveyDefaults::MIN_SCROLL_PERCENT || $percent > SurveyDefaults::MAX_SCROLL_PERCENT ) {
			/* translators: 1: smallest percentage, 2: largest percentage. */
			$errors['settings.behavior.scroll_percent'] = sprintf( __( 'The scroll depth must be a whole percentage from %1$d%% to %2$d%%.', 'userfeedback' ), SurveyDefaults::MIN_SCROLL_PERCENT, SurveyDefaults::MAX_SCROLL_PERCENT );
		}
		foreach ( array( 'recontact_days', 'repeat_days' ) as $field ) {
			$days = (int) ( $behavior[ $field ] ?? 0 );
			if ( $days < 0 || $days > SurveyDefaults::MAX_RECONTACT_DAYS ) {
				$errors[ "settings.behavior.{$field}" ] = 'recontact_days' === $field
					/* translators: %d: largest number of days. */
					? sprintf( __( 'Show the survey again after 0 (never) to %d days.', 'userfeedback' ), SurveyDefaults::MAX_RECONTACT_DAYS )
					/* translators: %d: largest number of days. */
					: sprintf( __( 'Ask again after 0 (never) to %d days.', 'userfeedback' ), SurveyDefaults::MAX_RECONTACT_DAYS );
			}
		}
		$votes = (int) ( $behavior['results_min_votes'] ?? 0 );
		if ( $votes < 0 || $votes > SurveyDefaults::MAX_RESULTS_MIN_VOTES ) {
			/* translators: %s: largest number of votes, e.g. 10,000. */
			$errors['settings.behavior.results_min_votes'] = sprintf( __( 'Show the results from 0 (at once) to %s votes.', 'userfeedback' ), number_format_i18n( SurveyDefaults::MAX_RESULTS_MIN_VOTES ) );
		}
		$ceiling = (int) ( $behavior['max_per_minute'] ?? 0 );
		if ( $ceiling < 0 || $ceiling > SurveyDefaults::MAX_PER_MINUTE ) {
			/* translators: %s: largest number of responses, e.g. 100,000. */
			$errors['settings.behavior.max_per_minute'] = sprintf( __( 'Take at most 0 (no ceiling) to %s new responses a minute.', 'userfeedback' ), number_format_i18n( SurveyDefaults::MAX_PER_MINUTE ) );
		}
		// Asking again contradicts one answer per person: refused rather than one silently winning.
		if ( 'none' !== ( $behavior['once_per'] ?? 'none' ) && (int) ( $behavior['repeat_days'] ?? 0 ) > 0 && ! isset( $errors['settings.behavior.repeat_days'] ) ) {
			$errors['settings.behavior.once_per'] = __( 'A survey answered once per person cannot ask again: set “Ask again every” to 0 days, or allow more than one answer.', 'userfeedback' );
		}
		return $errors;
	}

	/**
	 * Errors in the display rules across surveys: priority 0–1000, sampling 1–100 %,
	 * a response limit from 0 (none) to a million.
	 *
	 * @param array<string, mixed> $behavior Normalised behaviour settings.
	 * @return array<string, string>
	 */
	private function display_rule_errors( array $behavior ): array {
		$errors   = array();
		$priority = (int) ( $behavior['priority'] ?? 0 );
		if ( $priority < 0 || $priority > SurveyDefaults::MAX_PRIORITY ) {
			/* translators: %d: highest priority. */
			$errors['settings.behavior.priority'] = sprintf( __( 'The priority must be a whole number from 0 to %d.', 'userfeedback' ), SurveyDefaults::MAX_PRIORITY );
		}
		$percent = (int) ( $behavior['sample_percent'] ?? SurveyDefaults::MAX_SAMPLE_PERCENT );
		if ( $percent < SurveyDefaults::MIN_SAMPLE_PERCENT || $percent > SurveyDefaults::MAX_SAMPLE_PERCENT ) {
			/* translators: 1: smallest percentage, 2: largest percentage. */
			$errors['settings.behavior.sample_percent'] = sprintf( __( 'Show the survey to %1$d%% to %2$d%% of visitors.', 'userfeedback' ), SurveyDefaults::MIN_SAMPLE_PERCENT, SurveyDefaults::MAX_SAMPLE_PERCENT );
		}
		$limit = (int) ( $behavior['response_limit'] ?? 0 );
		if ( $limit < 0 || $limit > SurveyDefaults::MAX_RESPONSE_LIMIT ) {
			/* translators: %s: largest number of responses. */
			$errors['settings.behavior.response_limit'] = sprintf( __( 'The response limit must be a whole number from 0 (no limit) to %s.', 'userfeedback' ), number_format_i18n( SurveyDefaults::MAX_RESPONSE_LIMIT ) );
		}
		return $errors;
	}

	/**
	 * Whether a {month, day} pair is a real calendar day (any year: 29 February allowed).
	 *
	 * @param mixed $value The expiry.
	 * @return bool
	 */
	private function is_month_day( $value ): bool {
		return is_array( $value ) && checkdate( (int) $value['month'], (int) $value['day'], 2024 );
	}

	/**
	 * Errors in the notifications: every address of an active e-mail notification must be an
	 * e-mail address (an empty list is allowed); e-mail logic may use any choice, rating or consent
	 * question.
	 *
	 * @param array<string, mixed>             $notifications Normalised notifications.
	 * @param array<int, array<string, mixed>> $questions     Normalised questions.
	 * @return array<string, string>
	 */
	private function notification_errors( array $notifications, array $questions ): array {
		$errors = array();
		$email  = (array) $notifications['email'];
		if ( $email['active'] && '' !== $email['addresses'] ) {
			$invalid = array_values( array_filter( array_map( 'trim', explode( ',', (string) $email['addresses'] ) ), static fn( string $address ): bool => ! is_email( $address ) ) );
			if ( array() !== $invalid ) {
				/* translators: %s: the invalid addresses, comma-separated. */
				$errors['notifications.email.addresses'] = sprintf( __( 'Not a valid e-mail address: %s', 'userfeedback' ), implode( ', ', $invalid ) );
			}
		}
		$sources = array();
		foreach ( $questions as $question ) {
			if ( in_array( $question['type'], SurveyDefaults::LOGIC_SOURCE_TYPES, true ) ) {
				$sources[ (string) $question['id'] ] = (string) $question['type'];
			}
		}
		if ( $email['logic']['enable'] ) {
			// Any question of the survey, earlier or not: the e-mail goes once every answer is in.
			$errors = array_merge( $errors, $this->condition_errors( (array) $email['logic']['conditions'], $sources, 'notifications.email.logic.conditions', __( 'A condition can only use a multiple choice, checkbox, dropdown, image choice, NPS, star rating, scale, smiley or consent question.', 'userfeedback' ) ) );
		}
		$slack = (array) ( $notifications['slack'] ?? SurveyDefaults::slack_notifications() );
		if ( count( (array) $slack['destinations'] ) > SurveyDefaults::MAX_SLACK_DESTINATIONS ) {
			/* translators: %d: most Slack destinations per survey. */
			$errors['notifications.slack.destinations'] = sprintf( __( 'A survey can notify at most %d Slack destinations.', 'userfeedback' ), SurveyDefaults::MAX_SLACK_DESTINATIONS );
		}
		if ( $slack['logic']['enable'] ) {
			$errors = array_merge( $errors, $this->condition_errors( (array) $slack['logic']['conditions'], $sources, 'notifications.slack.logic.conditions', __( 'A condition can only use a multiple choice, checkbox, dropdown, image choice, NPS, star rating, scale, smiley or consent question.', 'userfeedback' ) ) );
		}
		return array_merge( $errors, $this->follow_up_errors( (array) ( $notifications['follow_up'] ?? SurveyDefaults::follow_up() ), $questions ) );
	}

	/**
	 * Errors in the recalls of an active follow-up e-mail's subject and body (an inactive one is
	 * not checked, so deleting a question it recalls never blocks a save).
	 *
	 * @param array<string, mixed>             $follow_up Normalised follow-up settings.
	 * @param array<int, array<string, mixed>> $questions Normalised questions.
	 * @param array<string, mixed>             $settings  Normalised settings.
	 * @return array<string, string>
	 */
	private function follow_up_recall_errors( array $follow_up, array $questions, array $settings ): array {
		if ( empty( $follow_up['active'] ) ) {
			return array();
		}
		return ( new RecallValidator() )->after_answers_errors(
			array(
				'notifications.follow_up.subject' => (string) ( $follow_up['subject'] ?? '' ),
				'notifications.follow_up.body'    => (string) ( $follow_up['body'] ?? '' ),
			),
			$questions,
			$settings
		);
	}

	/**
	 * Errors in the follow-up e-mail: when on, it needs an e-mail question of this survey to take
	 * the address from, a subject and a body, each within its length.
	 *
	 * @param array<string, mixed>             $follow_up Normalised follow-up settings.
	 * @param array<int, array<string, mixed>> $questions Normalised questions.
	 * @return array<string, string>
	 */
	private function follow_up_errors( array $follow_up, array $questions ): array {
		$errors = array();
		if ( mb_strlen( (string) $follow_up['subject'] ) > SurveyDefaults::MAX_FOLLOW_UP_SUBJECT ) {
			/* translators: %d: maximum number of characters. */
			$errors['notifications.follow_up.subject'] = sprintf( __( 'The subject can be at most %d characters long.', 'userfeedback' ), SurveyDefaults::MAX_FOLLOW_UP_SUBJECT );
		}
		if ( mb_strlen( (string) $follow_up['body'] ) > SurveyDefaults::MAX_FOLLOW_UP_BODY ) {
			/* translators: %d: maximum number of characters. */
			$errors['notifications.follow_up.body'] = sprintf( __( 'The message can be at most %d characters long.', 'userfeedback' ), SurveyDefaults::MAX_FOLLOW_UP_BODY );
		}
		if ( ! $follow_up['active'] ) {
			return $errors;
		}
		$email_questions = array();
		foreach ( $questions as $question ) {
			if ( 'email' === $question['type'] ) {
				$email_questions[] = (string) $question['id'];
			}
		}
		if ( ! in_array( (string) $follow_up['question_id'], $email_questions, true ) ) {
			$errors['notifications.follow_up.question_id'] = array() === $email_questions
				? __( 'Add an e-mail question to send a follow-up e-mail: it is sent to the address the respondent gives there.', 'userfeedback' )
				: __( 'Choose the e-mail question whose address gets the follow-up e-mail.', 'userfeedback' );
		}
		if ( '' === trim( (string) $follow_up['subject'] ) ) {
			$errors['notifications.follow_up.subject'] = __( 'The follow-up e-mail needs a subject.', 'userfeedback' );
		}
		if ( '' === trim( (string) $follow_up['body'] ) ) {
			$errors['notifications.follow_up.body'] = __( 'The follow-up e-mail needs a message.', 'userfeedback' );
		}
		return $errors;
	}
}
