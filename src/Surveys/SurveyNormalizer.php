<?php
/**
 * Brings any survey-shaped input into the one stored shape.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Surveys;

use UserFeedback\Support\Time;
use UserFeedback\Surveys\Translations\TranslationsNormalizer;

/**
 * Sanitises a whole survey object (from the REST API, a stored row or a template) into the
 * canonical shape: every key present, types coerced, text sanitised, unknown keys dropped, missing
 * parts filled with the spec's defaults. It never drops what the validator must judge: empty
 * options and titles stay empty, extra options stay, so the admin is told rather than silently
 * corrected. Options are trimmed (spec §5).
 */
final class SurveyNormalizer {

	/**
	 * Characters no survey text needs: the C0 controls but tab and line breaks (one-line texts
	 * turn those into spaces), DEL and the C1 controls (`\p{Cc}`), and the noncharacters. NUL and
	 * ESC survive sanitize_text_field() and reach the widget, e-mails and exports.
	 */
	private const UNPRINTABLE = '/[^\P{Cc}\t\n\r]|[\x{FDD0}-\x{FDEF}]|[\x{FFFE}\x{FFFF}\x{1FFFE}\x{1FFFF}\x{2FFFE}\x{2FFFF}\x{3FFFE}\x{3FFFF}\x{4FFFE}\x{4FFFF}\x{5FFFE}\x{5FFFF}\x{6FFFE}\x{6FFFF}\x{7FFFE}\x{7FFFF}\x{8FFFE}\x{8FFFF}\x{9FFFE}\x{9FFFF}\x{AFFFE}\x{AFFFF}\x{BFFFE}\x{BFFFF}\x{CFFFE}\x{CFFFF}\x{DFFFE}\x{DFFFF}\x{EFFFE}\x{EFFFF}\x{FFFFE}\x{FFFFF}\x{10FFFE}\x{10FFFF}]/u';

	/**
	 * Runs of well-formed UTF-8 (kept), or one byte that is not part of one (dropped): bytes, not
	 * characters, so it can read any input.
	 */
	private const UTF8_OR_BYTE = '/((?:[\x00-\x7F]|[\xC2-\xDF][\x80-\xBF]|\xE0[\xA0-\xBF][\x80-\xBF]|[\xE1-\xEC\xEE\xEF][\x80-\xBF]{2}|\xED[\x80-\x9F][\x80-\xBF]|\xF0[\x90-\xBF][\x80-\xBF]{2}|[\xF1-\xF3][\x80-\xBF]{3}|\xF4[\x80-\x8F][\x80-\xBF]{2})+)|./s';

	/**
	 * The canonical survey (without id and timestamps).
	 *
	 * @param array<string, mixed> $input The survey object.
	 * @return array{title: string, type: string, template: string, status: string, publish_at: string|null, questions: array<int, array<string, mixed>>, settings: array<string, mixed>, notifications: array<string, mixed>, language: string, translations: array<string, array<string, mixed>>}
	 */
	public function survey( array $input ): array {
		$type      = (string) ( $input['type'] ?? '' );
		$questions = $this->questions( $input['questions'] ?? array() );
		return array(
			'title'         => self::text( $input['title'] ?? '' ),
			'type'          => in_array( $type, SurveyDefaults::TYPES, true ) ? $type : '',
			'template'      => substr( sanitize_key( (string) ( $input['template'] ?? '' ) ), 0, 64 ),
			'status'        => in_array( $input['status'] ?? '', SurveyDefaults::STATUSES, true ) ? (string) $input['status'] : 'draft',
			'publish_at'    => $this->publish_at( $input['publish_at'] ?? null ),
			'questions'     => $questions,
			'settings'      => $this->settings( self::map( $input['settings'] ?? array() ) ),
			'notifications' => $this->notifications( self::map( $input['notifications'] ?? array() ) ),
			// Kept as given (at most 40 characters) for the validator to judge; '' is the site's.
			'language'      => substr( self::text( $input['language'] ?? '' ), 0, 40 ),
			'translations'  => ( new TranslationsNormalizer() )->normalize( $input['translations'] ?? array(), $questions ),
		);
	}

	/**
	 * Questions, in order.
	 *
	 * @param mixed $input The question list.
	 * @return array<int, array<string, mixed>>
	 */
	public function questions( $input ): array {
		$questions = array();
		foreach ( is_array( $input ) ? array_values( $input ) : array() as $raw ) {
			$questions[] = $this->question( self::map( $raw ) );
		}
		return $questions;
	}

	/**
	 * One question. Settings that do not apply to the type are off (spec §5: randomize only for
	 * choice questions, no comment box under free text); jumps only on the types that can have
	 * them (a type change in the builder leaves them behind otherwise).
	 *
	 * @param array<string, mixed> $input The question.
	 * @return array<string, mixed>
	 */
	public function question( array $input ): array {
		$type      = (string) ( $input['type'] ?? 'text' );
		$config    = self::map( $input['config'] ?? array() );
		$settings  = self::map( $input['settings'] ?? array() );
		$logic     = self::map( $input['logic'] ?? array() );
		$is_choice = in_array( $type, SurveyDefaults::CHOICE_TYPES, true );

		$options = array();
		if ( in_array( $type, SurveyDefaults::OPTION_TYPES, true ) ) {
			foreach ( is_array( $config['options'] ?? null ) ? $config['options'] : array() as $option ) {
				$options[] = self::text( $option );
			}
		}
		// A matrix saved without columns takes the agreement scale.
		if ( 'matrix' === $type && array() === $options ) {
			$options = TypeSettings::matrix_columns();
		}
		$normal_config = array( 'options' => $options );
		if ( 'email' === $type ) {
			$normal_config['include_name'] = ! empty( $config['include_name'] );
		}

		$id = self::question_id( $input['id'] ?? null );

		return array(
			'id'       => '' === $id ? self::new_question_id() : $id,
			'title'    => self::text( $input['title'] ?? '' ),
			'type'     => $type,
			'config'   => $normal_config,
			'settings' => array_merge(
				array(
					'required'    => ! empty( $settings['required'] ),
					'randomize'   => $is_choice && ! empty( $settings['randomize'] ),
					'comment_box' => in_array( $type, SurveyDefaults::COMMENT_TYPES, true ) && ! empty( $settings['comment_box'] ),
				),
				TypeSettings::normalize( $type, $settings, count( $options ) )
			),
			'logic'    => array(
				'enabled'    => ! empty( $logic['enabled'] ),
				'action'     => self::one_of( $logic['action'] ?? null, SurveyDefaults::LOGIC_ACTIONS ),
				'conditions' => $this->conditions( $logic['conditions'] ?? array() ),
			),
			'jumps'    => in_array( $type, SurveyDefaults::JUMP_SOURCE_TYPES, true ) ? $this->jumps( $input['jumps'] ?? array() ) : array(),
		);
	}

	/**
	 * A question id as stored: letters, digits, `_` and `-`, at most 64; '' for anything else.
	 *
	 * @param mixed $value The id.
	 * @return string
	 */
	private static function question_id( $value ): string {
		return is_scalar( $value ) ? substr( (string) preg_replace( '/[^A-Za-z0-9_-]/', '', (string) $value ), 0, 64 ) : '';
	}

	/**
	 * Jump logic: {compare, value, to}, in order. All are kept, however many, so the validator can
	 * name what is wrong (more than SurveyDefaults::MAX_JUMPS, a target that is not later).
	 *
	 * @param mixed $input The jump list.
	 * @return array<int, array{compare: string, value: mixed, to: string}>
	 */
	private function jumps( $input ): array {
		$jumps = array();
		foreach ( is_array( $input ) ? array_values( $input ) : array() as $raw ) {
			$raw     = self::map( $raw );
			$jumps[] = array(
				'compare' => is_scalar( $raw['compare'] ?? null ) ? (string) $raw['compare'] : '',
				'value'   => self::condition_value( $raw['value'] ?? '' ),
				// A question id or SurveyDefaults::JUMP_END, cleaned as ids are, so a target still
				// names its question.
				'to'      => self::question_id( $raw['to'] ?? '' ),
			);
		}
		return $jumps;
	}

	/**
	 * A fresh question id (the builder normally sends its own).
	 *
	 * @return string
	 */
	public static function new_question_id(): string {
		return 'q' . substr( str_replace( '-', '', wp_generate_uuid4() ), 0, 12 );
	}

	/**
	 * Logic conditions: {question_id, compare, value}.
	 *
	 * @param mixed $input The condition list.
	 * @return array<int, array{question_id: string, compare: string, value: mixed}>
	 */
	private function conditions( $input ): array {
		$conditions = array();
		foreach ( is_array( $input ) ? array_values( $input ) : array() as $raw ) {
			$raw          = self::map( $raw );
			$conditions[] = array(
				'question_id' => self::text( $raw['question_id'] ?? '' ),
				'compare'     => is_scalar( $raw['compare'] ?? null ) ? (string) $raw['compare'] : '',
				'value'       => self::condition_value( $raw['value'] ?? '' ),
			);
		}
		return $conditions;
	}

	/**
	 * A condition's or a jump's value: text, or a list of texts (checkbox answers), cleaned as
	 * the options are, so a value still names its option.
	 *
	 * @param mixed $value The value.
	 * @return string|string[]
	 */
	private static function condition_value( $value ) {
		return is_array( $value ) ? array_values( array_map( array( self::class, 'text' ), $value ) ) : self::text( $value );
	}

	/**
	 * Survey settings.
	 *
	 * @param array<string, mixed> $input The settings.
	 * @return array<string, mixed>
	 */
	public function settings( array $input ): array {
		return array(
			'thank_you'       => $this->thank_you( self::map( $input['thank_you'] ?? array() ) ),
			'enable_tracking' => ! empty( $input['enable_tracking'] ),
			'targeting'       => $this->targeting( self::map( $input['targeting'] ?? array() ) ),
			'behavior'        => $this->behavior( self::map( $input['behavior'] ?? array() ) ),
			'theming'         => is_array( $input['theming'] ?? null ) ? $this->theming( $input['theming'] ) : null,
			'retention_days'  => is_numeric( $input['retention_days'] ?? null ) ? (int) $input['retention_days'] : null,
			'hidden_fields'   => HiddenFields::normalise( $input['hidden_fields'] ?? array() ),
			'page'            => self::page( self::map( $input['page'] ?? array() ) ),
		);
	}

	/**
	 * The survey page's settings; an unknown layout is the theme's.
	 *
	 * @param array<string, mixed> $input The page settings.
	 * @return array{enabled: bool, layout: string}
	 */
	private static function page( array $input ): array {
		return array(
			'enabled' => ! empty( $input['enabled'] ),
			'layout'  => in_array( $input['layout'] ?? null, SurveyDefaults::PAGE_LAYOUTS, true ) ? (string) $input['layout'] : 'theme',
		);
	}

	/**
	 * Thank-you settings; an empty message becomes the default one (spec §5).
	 *
	 * @param array<string, mixed> $input The thank-you settings.
	 * @return array{type: string, message: string, redirect_to: array{id: int|string, label: string}|null}
	 */
	private function thank_you( array $input ): array {
		$message  = self::paragraph( $input['message'] ?? null );
		$redirect = self::map( $input['redirect_to'] ?? array() );
		$target   = null;
		if ( is_scalar( $redirect['id'] ?? null ) && '' !== (string) $redirect['id'] ) {
			$id     = (string) $redirect['id'];
			$target = array(
				// A page or post id from the page search, or a URL typed by the admin.
				'id'    => ctype_digit( $id ) ? (int) $id : esc_url_raw( self::printable( $id ) ),
				'label' => self::text( $redirect['label'] ?? '' ),
			);
			if ( '' === $target['id'] || 0 === $target['id'] ) {
				$target = null;
			}
		}
		return array(
			'type'        => self::one_of( $input['type'] ?? null, SurveyDefaults::THANK_YOU_TYPES ),
			'message'     => '' === trim( $message ) ? SurveyDefaults::thank_you_message() : $message,
			'redirect_to' => $target,
		);
	}

	/**
	 * Targeting settings.
	 *
	 * @param array<string, mixed> $input The targeting settings.
	 * @return array{devices: string[], pages: string, page_rules: array<int, array{logic: string, operator: string, data: mixed}>}
	 */
	private function targeting( array $input ): array {
		$devices = array_key_exists( 'devices', $input ) && is_array( $input['devices'] )
			? array_values( array_intersect( SurveyDefaults::DEVICES, $input['devices'] ) )
			: SurveyDefaults::DEVICES;
		$rules   = array();
		foreach ( is_array( $input['page_rules'] ?? null ) ? array_values( $input['page_rules'] ) : array() as $raw ) {
			$raw     = self::map( $raw );
			$rules[] = array(
				'logic'    => is_scalar( $raw['logic'] ?? null ) ? (string) $raw['logic'] : '',
				'operator' => self::one_of( $raw['operator'] ?? null, SurveyDefaults::RULE_OPERATORS ),
				'data'     => $this->rule_data( $raw['data'] ?? null ),
			);
		}
		return array(
			'devices'    => $devices,
			'pages'      => self::one_of( $input['pages'] ?? null, SurveyDefaults::PAGES ),
			'page_rules' => $rules,
		);
	}

	/**
	 * A page rule's data: null, text or a URL, or a selected item {id, label}.
	 *
	 * @param mixed $data The rule data.
	 * @return array{id: int|string, label: string}|string|null
	 */
	private function rule_data( $data ) {
		if ( is_array( $data ) ) {
			if ( ! is_scalar( $data['id'] ?? null ) || '' === (string) $data['id'] ) {
				return null;
			}
			$id = (string) $data['id'];
			return array(
				'id'    => ctype_digit( $id ) ? (int) $id : self::text( $id ),
				'label' => self::text( $data['label'] ?? '' ),
			);
		}
		if ( is_scalar( $data ) && '' !== trim( (string) $data ) ) {
			// Text rules hold URLs, query strings, cookie names and regular expressions: keep the
			// characters, drop tags and line breaks.
			return trim( wp_strip_all_tags( self::printable( (string) $data ), true ) );
		}
		return null;
	}

	/**
	 * Behaviour settings.
	 *
	 * @param array<string, mixed> $input The behaviour settings.
	 * @return array<string, mixed>
	 */
	private function behavior( array $input ): array {
		$expire = self::map( $input['expire_at'] ?? array() );
		$timing = self::one_of( $input['timing'] ?? null, SurveyDefaults::TIMINGS );
		$delay  = is_numeric( $input['timing_delay'] ?? null ) ? (int) $input['timing_delay'] : SurveyDefaults::DEFAULT_DELAY;
		// A delay left out of range in the greyed-out field of another timing is not the admin's
		// choice and must not block the save: it goes back to the default.
		if ( 'delay' !== $timing && ( $delay < 0 || $delay > SurveyDefaults::MAX_DELAY ) ) {
			$delay = SurveyDefaults::DEFAULT_DELAY;
		}
		return array(
			'timing'          => $timing,
			'timing_delay'    => $delay,
			'display_length'  => self::one_of( $input['display_length'] ?? null, SurveyDefaults::DISPLAY_LENGTHS ),
			'run_time'        => self::one_of( $input['run_time'] ?? null, SurveyDefaults::RUN_TIMES ),
			'expire_at'       => is_numeric( $expire['month'] ?? null ) && is_numeric( $expire['day'] ?? null )
				? array(
					'month' => (int) $expire['month'],
					'day'   => (int) $expire['day'],
				)
				: null,
			'start_minimized' => ! empty( $input['start_minimized'] ),
			'save_partial'    => ! empty( $input['save_partial'] ),
			// Numbers are kept as given (whole numbers) so the validator can name one out of range;
			// anything that is not a number is the default.
			'priority'        => self::whole_number( $input['priority'] ?? null, 0 ),
			'ignore_cooldown' => ! empty( $input['ignore_cooldown'] ),
			'sample_percent'  => self::whole_number( $input['sample_percent'] ?? null, SurveyDefaults::MAX_SAMPLE_PERCENT ),
			'response_limit'  => self::whole_number( $input['response_limit'] ?? null, 0 ),
		) + $this->triggers( $input, $timing );
	}

	/**
	 * The triggers and recontact beyond the spec's behaviour. The selector is kept as typed (one
	 * line, printable; the validator refuses one too long): `>` and quotes are part of CSS. A
	 * scroll depth left out of range in the greyed-out field of another timing goes back to the
	 * default, as the delay does.
	 *
	 * @param array<string, mixed> $input  The behaviour settings.
	 * @param string               $timing The normalised timing.
	 * @return array<string, mixed>
	 */
	private function triggers( array $input, string $timing ): array {
		$selector = is_scalar( $input['click_selector'] ?? null ) ? (string) $input['click_selector'] : '';
		$percent  = self::whole_number( $input['scroll_percent'] ?? null, SurveyDefaults::DEFAULT_SCROLL_PERCENT );
		if ( 'scroll' !== $timing && ( $percent < SurveyDefaults::MIN_SCROLL_PERCENT || $percent > SurveyDefaults::MAX_SCROLL_PERCENT ) ) {
			$percent = SurveyDefaults::DEFAULT_SCROLL_PERCENT;
		}
		return array(
			'click_selector'    => trim( (string) preg_replace( '/\s+/u', ' ', self::printable( $selector ) ) ),
			'scroll_percent'    => $percent,
			'abandon_on_touch'  => ! empty( $input['abandon_on_touch'] ),
			'recontact_days'    => self::whole_number( $input['recontact_days'] ?? null, 0 ),
			'repeat_days'       => self::whole_number( $input['repeat_days'] ?? null, 0 ),
			'once_per'          => in_array( $input['once_per'] ?? null, SurveyDefaults::ONCE_PER, true ) ? (string) $input['once_per'] : 'none',
			'show_results'      => ! empty( $input['show_results'] ),
			'results_min_votes' => self::whole_number( $input['results_min_votes'] ?? null, 0 ),
			'max_per_minute'    => self::whole_number( $input['max_per_minute'] ?? null, 0 ),
		);
	}

	/**
	 * A whole number from a number or numeric text, or the fallback. Fractions are cut (12.7 → 12).
	 *
	 * @param mixed $value    The value.
	 * @param int   $fallback The default.
	 * @return int
	 */
	private static function whole_number( $value, int $fallback ): int {
		if ( ! is_numeric( $value ) ) {
			return $fallback;
		}
		$number = (float) $value;
		// Far beyond every limit: kept out of range (and refused), without overflowing an int.
		return (int) max( -1e12, min( 1e12, $number ) );
	}

	/**
	 * Per-survey widget theming (branding add-on). Colours that are not hex colours are dropped.
	 *
	 * @param array<mixed> $input The theming settings.
	 * @return array<string, mixed>
	 */
	private function theming( array $input ): array {
		$font = self::map( $input['font'] ?? array() );
		return array(
			'color_scheme'        => self::one_of( $input['color_scheme'] ?? null, SurveyDefaults::COLOR_SCHEMES ),
			'widget_color'        => self::color( $input['widget_color'] ?? null, '#ffffff' ),
			'text_color'          => self::color( $input['text_color'] ?? null, '#23282D' ),
			'button_color'        => self::color( $input['button_color'] ?? null, '#2D87F1' ),
			'widget_toggle_text'  => self::text( $input['widget_toggle_text'] ?? '' ),
			'font'                => array(
				'family' => self::text( $font['family'] ?? '' ),
				'weight' => self::text( $font['weight'] ?? '' ),
			),
			'position'            => self::one_of( $input['position'] ?? 'bottom_right', SurveyDefaults::POSITIONS, 'bottom_right' ),
			'widget_toggle_icon'  => sanitize_key( self::text( $input['widget_toggle_icon'] ?? 'field-userfeedback' ) ),
			'widget_toggle_color' => self::color( $input['widget_toggle_color'] ?? null, '#23282D' ),
			'show_logo'           => ! empty( $input['show_logo'] ),
			'custom_logo'         => esc_url_raw( self::text( $input['custom_logo'] ?? '' ) ),
			'logo_type'           => self::one_of( $input['logo_type'] ?? 'none', SurveyDefaults::LOGO_TYPES, 'none' ),
			'start_minimized'     => ! empty( $input['start_minimized'] ),
			'skip_text'           => self::text( $input['skip_text'] ?? '' ),
			'next_text'           => self::text( $input['next_text'] ?? '' ),
		);
	}

	/**
	 * Notification settings.
	 *
	 * @param array<string, mixed> $input The notifications.
	 * @return array{email: array{active: bool, addresses: string, logic: array{enable: bool, action: string, conditions: array<int, mixed>}}, include_partial: bool, slack: array{destinations: list<int>, logic: array{enable: bool, action: string, conditions: array<int, mixed>}}, follow_up: array{active: bool, question_id: string, subject: string, body: string}}
	 */
	public function notifications( array $input ): array {
		$defaults = SurveyDefaults::notifications();
		$email    = self::map( $input['email'] ?? array() );
		$logic    = self::map( $email['logic'] ?? array() );
		return array(
			'email'           => array(
				'active'    => array_key_exists( 'active', $email ) ? ! empty( $email['active'] ) : true,
				'addresses' => array_key_exists( 'addresses', $email ) ? self::address_list( $email['addresses'] ) : $defaults['email']['addresses'],
				'logic'     => array(
					'enable'     => ! empty( $logic['enable'] ),
					'action'     => 'send',
					'conditions' => $this->conditions( $logic['conditions'] ?? array() ),
				),
			),
			'include_partial' => ! empty( $input['include_partial'] ),
			'slack'           => $this->slack( self::map( $input['slack'] ?? array() ) ),
			'follow_up'       => $this->follow_up( self::map( $input['follow_up'] ?? array() ) ),
		);
	}

	/**
	 * Slack notifications: which destinations (ids, each once) and the conditions.
	 *
	 * @param array<string, mixed> $input The slack part.
	 * @return array{destinations: list<int>, logic: array{enable: bool, action: string, conditions: array<int, mixed>}}
	 */
	private function slack( array $input ): array {
		$logic = self::map( $input['logic'] ?? array() );
		$ids   = is_array( $input['destinations'] ?? null ) ? $input['destinations'] : array();
		return array(
			'destinations' => array_values( array_unique( array_filter( array_map( static fn( $id ): int => is_numeric( $id ) ? (int) $id : 0, $ids ), static fn( int $id ): bool => $id > 0 ) ) ),
			'logic'        => array(
				'enable'     => ! empty( $logic['enable'] ),
				'action'     => 'send',
				'conditions' => $this->conditions( $logic['conditions'] ?? array() ),
			),
		);
	}

	/**
	 * The follow-up e-mail to the respondent: the e-mail question it goes to, its subject (one
	 * line) and its body (plain text with line breaks; recall allowed in both).
	 *
	 * @param array<string, mixed> $input The follow_up part.
	 * @return array{active: bool, question_id: string, subject: string, body: string}
	 */
	private function follow_up( array $input ): array {
		return array(
			'active'      => ! empty( $input['active'] ),
			'question_id' => self::text( $input['question_id'] ?? '' ),
			'subject'     => self::text( $input['subject'] ?? '' ),
			'body'        => self::paragraph( $input['body'] ?? '' ),
		);
	}

	/**
	 * A comma-separated address list, tidied: "a@x.com,  b@y.com" → "a@x.com, b@y.com".
	 *
	 * @param mixed $value The list.
	 * @return string
	 */
	private static function address_list( $value ): string {
		$parts = array_filter( array_map( array( self::class, 'text' ), explode( ',', is_scalar( $value ) ? (string) $value : '' ) ), static fn( string $part ): bool => '' !== $part );
		return implode( ', ', $parts );
	}

	/**
	 * The publish time as UTC, or null.
	 *
	 * @param mixed $value ISO 8601, or Y-m-d H:i:s in the site's time zone, or null.
	 * @return string|null
	 */
	private function publish_at( $value ): ?string {
		return is_string( $value ) ? Time::parse_to_utc( $value ) : null;
	}

	/**
	 * One line of text from any input: a scalar sanitised, anything else (a list, an object) ''.
	 *
	 * @param mixed $value The value.
	 * @return string
	 */
	public static function text( $value ): string {
		return is_scalar( $value ) ? sanitize_text_field( self::printable( (string) $value ) ) : '';
	}

	/**
	 * Text that may hold line breaks (the thank-you message), as text() otherwise.
	 *
	 * @param mixed $value The value.
	 * @return string
	 */
	public static function paragraph( $value ): string {
		return is_scalar( $value ) ? sanitize_textarea_field( self::printable( (string) $value ) ) : '';
	}

	/**
	 * Text without invalid UTF-8 (byte by byte, where sanitize_text_field() would empty the whole
	 * text) and without UNPRINTABLE characters; emoji, joiners, right-to-left text and its marks
	 * stay.
	 *
	 * @param string $text The text.
	 * @return string
	 */
	private static function printable( string $text ): string {
		if ( ! mb_check_encoding( $text, 'UTF-8' ) ) {
			$text = (string) preg_replace( self::UTF8_OR_BYTE, '$1', $text );
		}
		return (string) preg_replace( self::UNPRINTABLE, '', $text );
	}

	/**
	 * A value if it is one of the allowed ones, else the first allowed one (the default).
	 *
	 * @param mixed    $value   The value.
	 * @param string[] $allowed Allowed values, default first.
	 * @param string   $fallback The value to use instead, when not the first allowed one.
	 * @return string
	 */
	private static function one_of( $value, array $allowed, string $fallback = '' ): string {
		if ( is_string( $value ) && in_array( $value, $allowed, true ) ) {
			return $value;
		}
		return '' === $fallback ? $allowed[0] : $fallback;
	}

	/**
	 * A hex colour, or the fallback.
	 *
	 * @param mixed  $value    The colour.
	 * @param string $fallback The default.
	 * @return string
	 */
	private static function color( $value, string $fallback ): string {
		$color = is_string( $value ) ? sanitize_hex_color( $value ) : null;
		return is_string( $color ) && '' !== $color ? $color : $fallback;
	}

	/**
	 * An associative array, or an empty one for anything else.
	 *
	 * @param mixed $value The value.
	 * @return array<string, mixed>
	 */
	private static function map( $value ): array {
		return is_array( $value ) ? $value : array();
	}
}
