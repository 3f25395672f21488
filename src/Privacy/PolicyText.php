<?php
/**
 * The plugin's suggested text for the site's privacy policy.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Privacy;

use UserFeedback\Ai\Settings\AiSettingsStore;
use UserFeedback\Entitlements\Entitlements;
use UserFeedback\Frontend\AnalyticsEvents;
use UserFeedback\ProModules;
use UserFeedback\Settings\SettingsStore;

/**
 * Added with wp_add_privacy_policy_content() (Settings → Privacy → the policy guide), written from
 * the site's current settings: how IPs are stored, that notification e-mails go out, whether an AI
 * provider receives answer text, whether a custom widget font is fetched from Google Fonts, which
 * spam protection provider the widget contacts, whether survey events go to the page's analytics
 * (never with personal data), how the widget follows the WP Consent API when it is active, and how
 * long responses are kept. WordPress shows the guide's text as of the last admin visit and
 * flags it when it changed, so the owner sees when a setting change calls for a policy update.
 */
final class PolicyText {

	/**
	 * Constructor.
	 *
	 * @param SettingsStore     $settings     The settings.
	 * @param Entitlements|null $entitlements The plan (analytics events need one); the plugin's when null.
	 */
	public function __construct( private readonly SettingsStore $settings, private readonly ?Entitlements $entitlements = null ) {
	}

	/**
	 * Hands the text to WordPress (on admin_init, where the function exists).
	 *
	 * @return void
	 */
	public function register(): void {
		if ( function_exists( 'wp_add_privacy_policy_content' ) ) {
			wp_add_privacy_policy_content( __( 'UserFeedback', 'userfeedback' ), $this->html() );
		}
	}

	/**
	 * The suggested text, as HTML.
	 *
	 * @return string
	 */
	public function html(): string {
		$all        = $this->settings->all();
		$paragraphs = array(
			'<strong>' . esc_html__( 'Suggested text:', 'userfeedback' ) . '</strong> ' . esc_html__( 'This site asks visitors for feedback with short surveys. When you answer one, we store your answers (including any e-mail address, name or comment you type), the page you answered on, when you answered, your browser, operating system and type of device, and, if you are logged in, your user account.', 'userfeedback' ),
			esc_html( self::ip_sentence( (string) ( $all['ip_storage'] ?? 'anonymised' ) ) ),
			esc_html__( 'The survey widget sets session cookies, deleted when you close your browser: userfeedback-{survey number} remembers whether you answered a survey (and the number of your response), so you are not asked again; userfeedback-{survey number}-minimized remembers whether you minimized it. They hold no personal data and are not used for tracking.', 'userfeedback' ),
			esc_html__( 'The site also sets two cookies that page scripts cannot read: uf_seen_{survey number}, for an hour, so that your view of a survey is counted once; and uf_continue_{survey number}, for a day and only for surveys that save your answers as you go, so that only your browser can continue your unfinished answers. Until you finish such a survey, a scrambled fingerprint of your network and browser is stored with your answers for the same purpose; it is deleted when you finish.', 'userfeedback' ),
			esc_html__( 'A survey set to ask again after some days sets userfeedback-{survey number}-contact, kept for a year, holding only when the survey was last shown to you and last answered.', 'userfeedback' ),
			esc_html__( 'A survey that takes one answer per browser remembers that you answered it in a cookie page scripts cannot read, uf_answered_{survey number}, kept for 400 days, and under userfeedback-{survey number}-once in your browser\'s local storage, so you are not asked again. Neither holds personal data.', 'userfeedback' ),
			esc_html__( 'To space surveys out, the widget may also set userfeedback_cooldown, for as many days as the site waits between surveys, holding which survey you were last shown and when; userfeedback_pause, deleted when you close your browser, holding when you last answered one; and userfeedback-{survey number}-sample, kept for a year, holding a random number that decides whether a survey shown to only some visitors is shown to you. A survey that saves your answers as you go also keeps them in your browser\'s local storage for a day, so you can continue on the next page; they are removed when you finish.', 'userfeedback' ),
			esc_html__( 'A survey may also store with your answers a few values about your visit that the site owner chose: a value from the page address (such as the campaign that brought you), a cookie\'s value, the type or category of the page, your user account\'s number or role, or a value the site\'s own code gives.', 'userfeedback' ),
			// Addresses not named: the policy is public, the team's inboxes need not be.
			esc_html__( 'Your answers may be e-mailed to the people who run this site, so they can read new feedback.', 'userfeedback' ),
		);
		if ( null !== $this->entitlements && $this->entitlements->has_pro_plan() ) {
			// Integrations and the follow-up e-mail are Pro: said only where they can happen.
			$paragraphs[] = esc_html__( 'Your answers may also be sent to tools the people who run this site use, such as their team chat (Slack) or an automation service, so they can act on new feedback.', 'userfeedback' );
			$paragraphs[] = esc_html__( 'If a survey asks for your e-mail address, the site may send you one e-mail about that response, such as a thank-you that repeats some of your answers. It is sent once, and your address is not used for anything else.', 'userfeedback' );
		}
		$retention    = (int) ( $all['retention_days'] ?? 0 );
		$paragraphs[] = $retention > 0
			/* translators: %d: number of days. */
			? esc_html( sprintf( _n( 'Survey responses are deleted %d day after they were given.', 'Survey responses are deleted %d days after they were given.', $retention, 'userfeedback' ), $retention ) )
			: esc_html__( 'Survey responses are kept until the site owner deletes them.', 'userfeedback' );
		if ( ProModules::has( AiSettingsStore::class ) && ( new AiSettingsStore() )->get()->is_remote_ready() ) {
			$paragraphs[] = esc_html__( 'To summarise survey results, the text of answers (with e-mail addresses and other contact details removed) is sent to an AI service the site owner chose, which processes it under its own terms.', 'userfeedback' );
		}
		$font = (array) ( $all['widget_font'] ?? array() );
		if ( '' !== (string) ( $font['family'] ?? '' ) ) {
			$paragraphs[] = esc_html__( 'The survey widget loads its font from Google Fonts, so your browser contacts Google, which receives your IP address.', 'userfeedback' );
		}
		$captcha = (string) ( $all['captcha_provider'] ?? '' );
		if ( '' !== $captcha ) {
			$paragraphs[] = 'turnstile' === $captcha
				? esc_html__( 'To keep out spam, answering a survey first runs Cloudflare Turnstile: your browser contacts Cloudflare, which receives your IP address and information about your browser and may set its own cookies, under Cloudflare\'s privacy policy.', 'userfeedback' )
				: esc_html__( 'To keep out spam, answering a survey first runs Google reCAPTCHA: your browser contacts Google, which receives your IP address and information about your browser and may set its own cookies, under Google\'s privacy policy and terms of service.', 'userfeedback' );
		}
		$consent = ConsentApi::active();
		if ( ( new AnalyticsEvents( $this->entitlements ?? userfeedback_entitlements(), $this->settings ) )->on() ) {
			$paragraphs[] = esc_html__( 'When a survey is shown to you, when you answer one of its questions and when you complete it, the survey widget tells this site\'s Google Analytics or Google Tag Manager, with the survey\'s number and title, the type of question and, for a 0 to 10 recommendation question, only whether the score was high, middle or low. These events carry no answers, no e-mail address and no other personal data; the analytics service receives them with your IP address and its own cookies, under its own terms.', 'userfeedback' )
				. ( $consent ? ' ' . esc_html__( 'They are sent only while you allow statistics cookies.', 'userfeedback' ) : '' );
		}
		if ( $consent ) {
			$paragraphs[] = esc_html__( 'The survey widget follows the cookie choices you make on this site: until you allow functional cookies it stores nothing in your browser (its cookies and local storage), so a survey you closed or answered may be shown to you again; once you allow them, it stores them as described above. The cookies the site itself sets for counting a view once and protecting your answers, named above, are part of answering a survey and are set either way.', 'userfeedback' );
		}
		$paragraphs[] = esc_html__( 'You can ask for a copy of your survey answers, or for them to be erased, with the site\'s personal data request process; the answers are found by the e-mail address you gave in them or by your user account.', 'userfeedback' );
		return '<p>' . implode( '</p><p>', $paragraphs ) . '</p>';
	}

	/**
	 * What the IP setting means, in a sentence.
	 *
	 * @param string $mode 'anonymised', 'full' or 'none'.
	 * @return string
	 */
	private static function ip_sentence( string $mode ): string {
		switch ( $mode ) {
			case 'full':
				return __( 'Your IP address is stored with your answers.', 'userfeedback' );
			case 'none':
				return __( 'Your IP address is not stored.', 'userfeedback' );
			default:
				return __( 'Your IP address is stored anonymised (its last part removed), so it cannot tell who you are.', 'userfeedback' );
		}
	}
}
