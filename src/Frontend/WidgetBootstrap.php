<?php
/**
 * The data the widget starts from: `window.userfeedbackWidget`.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Frontend;

use UserFeedback\Access\Capabilities;
use UserFeedback\Admin\SiteGlobals;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Privacy\ConsentApi;
use UserFeedback\Surveys\Poll;
use UserFeedback\Surveys\SurveyDefaults;
use UserFeedback\Surveys\Translations\Locale;
use UserFeedback\Surveys\Translations\SurveyInLanguage;
use UserFeedback\Visitors\Captcha\Captcha;
use UserFeedback\Visitors\SubmissionToken;

/**
 * Builds exactly the `WidgetBootstrap` of WidgetBootstrapSchema (the contract with the widget).
 * Every survey is reduced to what the widget needs and every gate is applied here, so the widget
 * reflects the server's decisions instead of making them: redirect URLs resolved and checked,
 * the behaviour settings at their defaults without the behavior add-on (timing, display length,
 * run time, partial saving, cooldown, sampling), required, randomised options, the comment box
 * and jump logic off without the question-types add-on, theming fully resolved (WidgetTheming:
 * colours, the button text colours, the font's stylesheet), WordPress-only page rules replaced by
 * their result.
 * Done here, each of these costs widget.js no bytes (its size budget).
 */
final class WidgetBootstrap {

	/**
	 * The page's values of `page` hidden fields, resolved once per request.
	 *
	 * @var PageHiddenFields|null
	 */
	private ?PageHiddenFields $page_fields = null;

	public function __construct(
		private readonly SiteGlobals $globals,
		private readonly Entitlements $entitlements,
		private readonly WidgetTheming $theming,
		private readonly SubmissionToken $tokens,
		private readonly bool $wp_debug,
		private readonly PageLanguage $page_language = new PageLanguage()
	) {
	}

	/**
	 * The bootstrap. csp_nonce and debug are left out when empty, to keep the page small.
	 *
	 * @param list<array<string, mixed>> $floating Floating candidates (SurveyEligibility::floating()).
	 * @param list<array<string, mixed>> $inline   Surveys placed by shortcode.
	 * @return array<string, mixed>
	 */
	public function build( array $floating, array $inline ): array {
		$surveys = array();
		foreach ( $floating as $survey ) {
			$surveys[] = $this->page_survey( $survey, false );
		}
		/**
		 * Filters the floating surveys sent to this page, in the order the widget tries them.
		 *
		 * @param array<int, array<string, mixed>> $surveys PageSurvey objects (WidgetBootstrapSchema::page_survey()).
		 */
		$surveys = array_values( array_filter( (array) apply_filters( 'userfeedback_page_surveys', $surveys ), 'is_array' ) );

		$placed = array();
		foreach ( $inline as $survey ) {
			$placed[] = $this->page_survey( $survey, true );
		}

		$bootstrap = array_merge(
			$this->globals->for_widget(),
			array(
				'logo_url'      => plugins_url( 'assets/images/userfeedback-logo.svg', USERFEEDBACK_FILE ),
				'fonts_url'     => self::fonts_url(),
				'texts'         => self::texts(),
				'surveys'       => $surveys,
				'inline'        => $placed,
				// Days after a shown survey during which the visitor gets no other; a
				// behaviour rule, so 0 (off) without the behavior add-on.
				'cooldown_days' => $this->entitlements->addon_active( 'behavior' ) ? $this->theming->cooldown_days() : 0,
				// Minutes after the visitor finished a survey during which no other floating one
				// shows; every edition (Settings → Widget), 0 is off.
				'pause_minutes' => $this->theming->pause_minutes(),
			)
		);
		// Only with a spam protection provider on: the widget then loads its script before the
		// save that creates a response, and never otherwise.
		$captcha = ( new Captcha() )->for_widget();
		if ( null !== $captcha ) {
			$bootstrap['captcha'] = $captcha;
		}
		// Only when the site opted in with a pro or elite plan: the widget then pushes survey
		// events to the page's GA4 or Tag Manager (docs/analytics-events.md).
		if ( ( new AnalyticsEvents( $this->entitlements ) )->on() ) {
			$bootstrap['analytics'] = true;
		}
		// Only with the WP Consent API: the widget's cookies then wait for functional consent and
		// its analytics events for statistics consent.
		if ( ConsentApi::active() ) {
			$bootstrap['consent_api'] = true;
		}
		$nonce = $this->csp_nonce();
		if ( '' !== $nonce ) {
			$bootstrap['csp_nonce'] = $nonce;
		}
		if ( $this->debug() ) {
			$bootstrap['debug'] = true;
		}
		return $bootstrap;
	}

	/**
	 * The widget's own words in the site language (keys of widget/src/texts.ts; visitor.md §8).
	 * The widget carries no i18n runtime, so they travel with the page.
	 *
	 * @return array<string, string>
	 */
	public static function texts(): array {
		return array(
			'next'            => __( 'Next', 'userfeedback' ),
			'skip'            => __( 'Skip', 'userfeedback' ),
			'close'           => __( 'Close', 'userfeedback' ),
			'thanks'          => __( 'Thanks for your feedback!', 'userfeedback' ),
			'placeholder'     => __( 'Type your answer here...', 'userfeedback' ),
			'email'           => __( 'Email Address', 'userfeedback' ),
			'firstName'       => __( 'First Name', 'userfeedback' ),
			'notLikely'       => __( 'Not Likely', 'userfeedback' ),
			'extremelyLikely' => __( 'Extremely Likely', 'userfeedback' ),
			'comment'         => __( 'Add a comment (optional)', 'userfeedback' ),
			'open'            => __( 'Open survey', 'userfeedback' ),
			'minimize'        => __( 'Minimize survey', 'userfeedback' ),
			'invalidEmail'    => __( 'Please enter a valid email address.', 'userfeedback' ),
			'required'        => __( 'Please answer this question.', 'userfeedback' ),
			/* translators: 1: question number, 2: number of questions. */
			'progress'        => __( 'Question %1$s of %2$s', 'userfeedback' ),
			'agree'           => __( 'I agree', 'userfeedback' ),
			'csatLow'         => __( 'Very dissatisfied', 'userfeedback' ),
			'csatHigh'        => __( 'Very satisfied', 'userfeedback' ),
			'cesLow'          => __( 'Very difficult', 'userfeedback' ),
			'cesHigh'         => __( 'Very easy', 'userfeedback' ),
			'veryUnhappy'     => __( 'Very unhappy', 'userfeedback' ),
			'unhappy'         => __( 'Unhappy', 'userfeedback' ),
			'neutral'         => __( 'Neutral', 'userfeedback' ),
			'happy'           => __( 'Happy', 'userfeedback' ),
			'veryHappy'       => __( 'Very happy', 'userfeedback' ),
			'search'          => __( 'Search options', 'userfeedback' ),
			'choose'          => __( 'Choose an option', 'userfeedback' ),
			/* translators: %s: an option being ranked. */
			'moveUp'          => __( 'Move %s up', 'userfeedback' ),
			/* translators: %s: an option being ranked. */
			'moveDown'        => __( 'Move %s down', 'userfeedback' ),
			/* translators: 1: an option being ranked, 2: its new position, 3: number of options. */
			'moved'           => __( '%1$s moved to position %2$d of %3$d', 'userfeedback' ),
			'invalidDate'     => __( 'Please choose a date in the allowed range.', 'userfeedback' ),
			'answered'        => __( 'You have already answered this survey.', 'userfeedback' ),
			'results'         => __( 'Results so far', 'userfeedback' ),
			/* translators: %d: number of votes. */
			'votes'           => __( 'Total votes: %d', 'userfeedback' ),
			/* translators: %d: number of votes. */
			'resultsLater'    => __( 'The results are shown once %d people have voted.', 'userfeedback' ),
			'option'          => __( 'Option', 'userfeedback' ),
			'share'           => __( 'Share of votes', 'userfeedback' ),
		);
	}

	/**
	 * Where the widget loads a custom font's stylesheet from: Google Fonts' CSS API unless a
	 * site filters it (to self-host the fonts, e.g. for privacy rules that forbid sending visitor
	 * IPs to Google). Only used when a custom font family is chosen.
	 *
	 * @return string
	 */
	public static function fonts_url(): string {
		/**
		 * Filters the web-font stylesheet service the widget asks for `?family=Name:wght@700`.
		 *
		 * @param string $url The service URL.
		 */
		return esc_url_raw( (string) apply_filters( 'userfeedback_fonts_url', 'https://fonts.googleapis.com/css2' ) );
	}

	/**
	 * The Content-Security-Policy nonce the site sets for this response, or ''.
	 *
	 * @return string
	 */
	public function csp_nonce(): string {
		/**
		 * Filters the CSP nonce put on the widget's script tags and handed to the widget for the
		 * style elements it injects. Sites with a nonce-based policy return theirs.
		 *
		 * @param string $nonce The nonce; '' for none.
		 */
		$nonce = apply_filters( 'userfeedback_csp_nonce', '' );
		return is_string( $nonce ) ? $nonce : '';
	}

	/**
	 * Whether this page shows debug output: WP_DEBUG and a user who can edit surveys.
	 *
	 * @return bool
	 */
	public function debug(): bool {
		return $this->wp_debug && current_user_can( Capabilities::CREATE_EDIT_SURVEYS );
	}

	/**
	 * One `PageSurvey`.
	 *
	 * @param array<string, mixed> $survey A stored survey (targeting as SurveyEligibility left it).
	 * @param bool                 $inline Whether it is placed by shortcode.
	 * @return array<string, mixed>
	 */
	public function page_survey( array $survey, bool $inline ): array {
		$id        = (int) $survey['id'];
		$page      = $this->page_language->current();
		$language  = $this->language_of( $survey, $page );
		$survey    = SurveyInLanguage::in( $survey, $language );
		$settings  = (array) ( $survey['settings'] ?? array() );
		$theming   = array_merge( $this->theming->for_survey( $survey, $inline ), (array) ( $survey['texts'] ?? array() ) );
		$formatted = array(
			'id'          => $id,
			'title'       => (string) ( $survey['title'] ?? '' ),
			'type'        => 'nps' === ( $survey['type'] ?? '' ) ? 'nps' : '',
			'cookie_name' => 'userfeedback-' . $id,
			'nonce'       => $this->tokens->issue( $id ),
			'language'    => $language,
			'questions'   => $this->questions( (array) ( $survey['questions'] ?? array() ) ),
			'settings'    => array(
				'thank_you' => $this->thank_you( (array) ( $settings['thank_you'] ?? array() ) ),
				'targeting' => $this->targeting( (array) ( $settings['targeting'] ?? array() ) ),
				'behavior'  => $this->behavior( (array) ( $settings['behavior'] ?? array() ) ),
				'theming'   => $theming,
			),
		);
		// Shown to its editors only (the survey page of a survey visitors cannot answer): the
		// widget stores nothing.
		if ( $inline && ! empty( $survey['preview'] ) ) {
			$formatted['preview'] = true;
		}
		// Live results only for a poll (one choice question; the results route's rule).
		if ( $formatted['settings']['behavior']['show_results'] && null === Poll::question( (array) ( $survey['questions'] ?? array() ) ) ) {
			$formatted['settings']['behavior']['show_results'] = false;
		}
		// A survey answered once per user, placed inline, that this visitor may not answer
		// (SurveyEligibility::inline()): it says why instead of vanishing.
		if ( $inline && in_array( $survey['closed'] ?? null, array( 'login', 'answered' ), true ) ) {
			$formatted['closed'] = 'login' === $survey['closed'] ? __( 'Log in to answer this survey.', 'userfeedback' ) : __( 'You have already answered this survey.', 'userfeedback' );
			if ( 'login' === $survey['closed'] ) {
				$formatted['login_url'] = wp_login_url( self::current_url() );
			}
		}
		// Opened by a personal link (the survey page): the save that creates the response uses it up.
		if ( $inline && is_string( $survey['link'] ?? null ) ) {
			$formatted['link'] = $survey['link'];
		}
		// Hidden fields travel only when the survey has some in force (most have none).
		$fields = (array) ( $settings['hidden_fields'] ?? array() );
		if ( array() !== $fields && $this->entitlements->can_use_hidden_fields() ) {
			$this->page_fields ??= new PageHiddenFields();
			$collected           = self::with_link_values( $this->page_fields->for_page( $fields ), (array) ( $survey['link_fields'] ?? array() ) );
			if ( array() !== $collected ) {
				$formatted['settings']['hidden_fields'] = $collected;
			}
		}
		// In the page's language the survey reads as the page does (it inherits the page's
		// direction and the widget's words); in another, it brings its direction and, where
		// WordPress has that language, its words.
		if ( Locale::language( $language ) !== Locale::language( $page ) ) {
			$formatted['dir'] = Locale::is_rtl( $language ) ? 'rtl' : 'ltr';
			$texts            = self::texts_in( $language );
			if ( null !== $texts ) {
				$formatted['texts'] = $texts;
			}
		}
		return $formatted;
	}

	/**
	 * The fields a personal link gives values to, read as the page's own values: the widget
	 * recalls and sends them (the server takes them from the link again, whatever is sent).
	 *
	 * @param list<array{name: string, source: string, key: string, value?: string}> $fields The fields the widget collects.
	 * @param array<mixed>                                                           $values The link's values, by name.
	 * @return list<array{name: string, source: string, key: string, value?: string}>
	 */
	private static function with_link_values( array $fields, array $values ): array {
		foreach ( $fields as $i => $field ) {
			if ( is_string( $values[ $field['name'] ] ?? null ) ) {
				$fields[ $i ]['source'] = 'page';
				$fields[ $i ]['value']  = $values[ $field['name'] ];
			}
		}
		return $fields;
	}

	/**
	 * This page's address (WordPress's parsed request, never the Host header), for the login
	 * page to come back to.
	 *
	 * @return string
	 */
	private static function current_url(): string {
		global $wp;
		$path = $wp instanceof \WP ? (string) $wp->request : '';
		return home_url( user_trailingslashit( $path ) );
	}

	/**
	 * Which of the survey's languages this page shows: the one its placement names (the
	 * shortcode's or the block's `lang`), else the page's, the closest the survey has
	 * (SurveyInLanguage::pick()); its own without a licence to show translations.
	 *
	 * @param array<string, mixed> $survey A stored survey (`lang`: its placement's, if any).
	 * @param string               $page   The page's locale.
	 * @return string
	 */
	private function language_of( array $survey, string $page ): string {
		if ( ! $this->entitlements->can_translate() ) {
			return SurveyInLanguage::own( $survey );
		}
		$placed = (string) ( $survey['lang'] ?? '' );
		return SurveyInLanguage::pick( $survey, Locale::is_valid( $placed ) ? $placed : $page );
	}

	/**
	 * The widget's own words in another language than the page's, when WordPress has that
	 * language installed (else null: the page's words).
	 *
	 * @param string $locale The language.
	 * @return array<string, string>|null
	 */
	private static function texts_in( string $locale ): ?array {
		if ( ! switch_to_locale( $locale ) ) {
			return null;
		}
		$texts = self::texts();
		restore_previous_locale();
		return $texts;
	}

	/**
	 * The questions with the question-types add-on applied: without it, required, randomised
	 * options and the comment box are off whatever is stored (spec §1), and jump logic stays on
	 * the server, so the widget applies what it is given. Jumps travel only when a question has
	 * some (most have none: the page stays small); the widget reads a missing list as none.
	 *
	 * @param array<int|string, mixed> $questions Stored questions.
	 * @return list<mixed>
	 */
	private function questions( array $questions ): array {
		$active = $this->entitlements->addon_active( 'question-types' );
		return array_map(
			static function ( $question ) use ( $active ) {
				if ( ! is_array( $question ) ) {
					return $question;
				}
				if ( ! $active || array() === ( $question['jumps'] ?? array() ) ) {
					unset( $question['jumps'] );
				}
				if ( ! $active && is_array( $question['settings'] ?? null ) ) {
					$question['settings'] = array_merge(
						$question['settings'],
						array(
							'required'    => false,
							'randomize'   => false,
							'comment_box' => false,
						)
					);
				}
				return $question;
			},
			array_values( $questions )
		);
	}

	/**
	 * The thank-you settings with the redirect resolved: only with the behavior add-on (spec
	 * §4), only to a viewable post or an http(s) URL; otherwise the message shows.
	 *
	 * @param array<string, mixed> $thank_you Stored thank-you settings.
	 * @return array{type: string, message: string, redirect_url: string}
	 */
	private function thank_you( array $thank_you ): array {
		$url = '';
		if ( 'redirect' === ( $thank_you['type'] ?? '' ) && $this->entitlements->addon_active( 'behavior' ) ) {
			$url = self::redirect_url( $thank_you['redirect_to'] ?? null );
		}
		$message = (string) ( $thank_you['message'] ?? '' );
		return array(
			'type'         => '' === $url ? 'message' : 'redirect',
			'message'      => '' === trim( $message ) ? SurveyDefaults::thank_you_message() : $message,
			'redirect_url' => $url,
		);
	}

	/**
	 * Where a stored redirect_to points: a post id → its permalink, a URL → itself if http(s).
	 *
	 * @param mixed $target Stored redirect_to {id, label} or null.
	 * @return string An absolute URL, or ''.
	 */
	public static function redirect_url( $target ): string {
		$id = is_array( $target ) ? ( $target['id'] ?? null ) : null;
		if ( is_int( $id ) || ( is_string( $id ) && ctype_digit( $id ) ) ) {
			$post = get_post( (int) $id );
			if ( ! $post instanceof \WP_Post || ! is_post_publicly_viewable( $post ) ) {
				return '';
			}
			// get_permalink() answers false for a post it cannot link to: '' then.
			return (string) get_permalink( $post );
		}
		if ( ! is_string( $id ) || '' === $id ) {
			return '';
		}
		$url    = esc_url_raw( $id, array( 'http', 'https' ) );
		$scheme = wp_parse_url( $url, PHP_URL_SCHEME );
		return is_string( $scheme ) && in_array( strtolower( $scheme ), array( 'http', 'https' ), true ) ? $url : '';
	}

	/**
	 * Targeting for the widget: WordPress-only rules carry their result and no data (the widget
	 * needs only the result, and the page need not list role keys or post ids); client rules
	 * carry their text.
	 *
	 * @param array<string, mixed> $targeting Targeting as SurveyEligibility left it.
	 * @return array{devices: string[], pages: string, page_rules: list<array<string, mixed>>}
	 */
	private function targeting( array $targeting ): array {
		$rules = array();
		foreach ( (array) ( $targeting['page_rules'] ?? array() ) as $rule ) {
			if ( ! is_array( $rule ) ) {
				continue;
			}
			$item = array(
				'logic'    => (string) ( $rule['logic'] ?? '' ),
				'operator' => '||' === ( $rule['operator'] ?? '' ) ? '||' : '&&',
				'data'     => null,
			);
			if ( array_key_exists( 'result', $rule ) ) {
				$item['result'] = (bool) $rule['result'];
			} elseif ( is_string( $rule['data'] ?? null ) ) {
				$item['data'] = $rule['data'];
			}
			$rules[] = $item;
		}
		$devices = array_values( array_intersect( SurveyDefaults::DEVICES, (array) ( $targeting['devices'] ?? SurveyDefaults::DEVICES ) ) );
		if ( $this->entitlements->addon_active( 'targeting' ) && ! $this->entitlements->can_target_devices() ) {
			// Plus plan (visitor §6): desktop only, whatever was stored on a higher plan. Without the
			// add-on the widget's own rule ('Targeting addon missing') keeps it to desktop.
			$devices = array( 'desktop' );
		}
		return array(
			'devices'    => $devices,
			'pages'      => 'advanced' === ( $targeting['pages'] ?? '' ) ? 'advanced' : 'all',
			'page_rules' => $rules,
		);
	}

	/**
	 * Behaviour settings with the behavior add-on applied: without it the widget starts at once
	 * (spec §4), shows the survey until the visitor responds, indefinitely, and the display rules
	 * are off (saved only at the end, no cooldown exemption, no sampling). The delay is kept to
	 * its allowed 0–60 seconds.
	 *
	 * @param array<string, mixed> $behavior Stored behaviour settings.
	 * @return array<string, mixed>
	 */
	private function behavior( array $behavior ): array {
		$defaults = SurveyDefaults::behavior();
		$timing   = in_array( $behavior['timing'] ?? '', SurveyDefaults::TIMINGS, true ) ? (string) $behavior['timing'] : 'immediate';
		$active   = $this->entitlements->addon_active( 'behavior' );
		if ( ! $active ) {
			$timing = 'immediate';
		}
		$percent = is_numeric( $behavior['sample_percent'] ?? null ) ? (int) $behavior['sample_percent'] : SurveyDefaults::MAX_SAMPLE_PERCENT;
		$delay   = is_numeric( $behavior['timing_delay'] ?? null ) ? (int) $behavior['timing_delay'] : (int) $defaults['timing_delay'];
		$expire  = $behavior['expire_at'] ?? null;
		return array(
			'timing'          => $timing,
			'timing_delay'    => max( 0, min( SurveyDefaults::MAX_DELAY, $delay ) ),
			'display_length'  => $active && in_array( $behavior['display_length'] ?? '', SurveyDefaults::DISPLAY_LENGTHS, true ) ? (string) $behavior['display_length'] : 'until_response',
			'run_time'        => $active && 'expire' === ( $behavior['run_time'] ?? '' ) ? 'expire' : 'indefinitely',
			'expire_at'       => is_array( $expire ) && isset( $expire['month'], $expire['day'] )
				? array(
					'month' => (int) $expire['month'],
					'day'   => (int) $expire['day'],
				)
				: null,
			'start_minimized' => ! empty( $behavior['start_minimized'] ),
			'save_partial'    => $active && ! empty( $behavior['save_partial'] ),
			'ignore_cooldown' => $active && ! empty( $behavior['ignore_cooldown'] ),
			'sample_percent'  => $active ? max( SurveyDefaults::MIN_SAMPLE_PERCENT, min( SurveyDefaults::MAX_SAMPLE_PERCENT, $percent ) ) : SurveyDefaults::MAX_SAMPLE_PERCENT,
		) + $this->triggers( $behavior, $active );
	}

	/**
	 * The triggers and recontact beyond the spec, in force only with the behavior add-on (the
	 * timing is then immediate anyway, and recontact off); numbers kept to their ranges, the
	 * selector to its length.
	 *
	 * @param array<string, mixed> $behavior Stored behaviour settings.
	 * @param bool                 $active   Whether the behavior add-on is active.
	 * @return array{click_selector: string, scroll_percent: int, abandon_on_touch: bool, recontact_days: int, repeat_days: int, once_per: string, show_results: bool}
	 */
	private function triggers( array $behavior, bool $active ): array {
		$days = static fn ( $value ): int => $active && is_numeric( $value ) ? max( 0, min( SurveyDefaults::MAX_RECONTACT_DAYS, (int) $value ) ) : 0;
		$pct  = is_numeric( $behavior['scroll_percent'] ?? null ) ? (int) $behavior['scroll_percent'] : SurveyDefaults::DEFAULT_SCROLL_PERCENT;
		return array(
			'click_selector'   => $active && is_string( $behavior['click_selector'] ?? null ) ? mb_substr( $behavior['click_selector'], 0, SurveyDefaults::MAX_SELECTOR_LENGTH ) : '',
			'scroll_percent'   => max( SurveyDefaults::MIN_SCROLL_PERCENT, min( SurveyDefaults::MAX_SCROLL_PERCENT, $pct ) ),
			'abandon_on_touch' => $active && ! empty( $behavior['abandon_on_touch'] ),
			'recontact_days'   => $days( $behavior['recontact_days'] ?? null ),
			'repeat_days'      => $days( $behavior['repeat_days'] ?? null ),
			'once_per'         => $active && in_array( $behavior['once_per'] ?? null, SurveyDefaults::ONCE_PER, true ) ? (string) $behavior['once_per'] : 'none',
			// Whether it is a poll is the questions' to say (page_survey()).
			'show_results'     => $active && ! empty( $behavior['show_results'] ),
		);
	}
}
