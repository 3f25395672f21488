<?php
/**
 * Every plugin setting: its type, allowed values, default, sanitiser and gate.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Settings;

use UserFeedback\Surveys\SurveyDefaults;

/**
 * The single description of the plugin-settings object (configuration.md §3 plus ip_storage,
 * trusted_proxies and delete_data_on_uninstall). SettingsStore takes its defaults from here, the
 * REST route validates against it and SettingsGate reads the gates from it, so a field is declared
 * once. Validation never guesses: a value of the wrong type or outside its enum is refused with a
 * message naming the field; only harmless normalisation happens (trimming, tags stripped from
 * labels, duplicate roles dropped, administrators' roles added to the role lists).
 *
 * Text limits (characters), chosen for what fits the widget: toggle label 60, Skip and Next 40
 * each, font family 100; URLs 2,048; recipients 2,000 (about 50 addresses); 50 trusted proxies.
 */
final class SettingsSchema {

	/**
	 * The nine toggle icons of widget/src/icons.tsx, in its order.
	 */
	public const TOGGLE_ICONS = array(
		'field-userfeedback',
		'field-chat',
		'field-comment',
		'field-star',
		'field-heart',
		'field-thumbs-up',
		'field-smile',
		'field-question',
		'field-megaphone',
	);

	public const POSITIONS         = SurveyDefaults::POSITIONS;
	public const MIDDLE_POSITIONS  = array( 'middle_left', 'middle_right' );
	public const THEMES            = SurveyDefaults::COLOR_SCHEMES;
	public const LOGO_TYPES        = SurveyDefaults::LOGO_TYPES;
	public const AUTOMATIC_UPDATES = array( 'all', 'minor', 'none' );
	public const IP_STORAGE        = array( 'anonymised', 'full', 'none' );
	public const PRIVACY_ERASURE   = array( 'delete', 'anonymise' );
	public const ROLE_FIELDS       = array( 'create_edit_surveys', 'view_results', 'delete_surveys' );
	public const DEFAULT_ROLES     = array( 'administrator', 'editor' );

	public const MAX_TOGGLE_TEXT = 60;
	public const MAX_BUTTON_TEXT = 40;
	public const MAX_FONT_FAMILY = 100;
	public const MAX_URL         = 2048;
	public const MAX_RECIPIENTS  = 2000;
	public const MAX_PROXIES     = 50;
	/** A year: the longest cooldown between two surveys. */
	public const MAX_COOLDOWN_DAYS = 365;
	/** A day: the longest pause after a response (longer is the cooldown's job, in days). */
	public const MAX_PAUSE_MINUTES = 1440;
	/** The pause after a response on a new install: long enough to finish reading a page or two. */
	public const DEFAULT_PAUSE_MINUTES = 30;
	/** Ten years: longer is keeping them. */
	public const MAX_RETENTION_DAYS = 3650;
	public const CUSTOM_LOGO_TYPE   = 'custom';
	/** Spam protection: none, Cloudflare Turnstile or Google reCAPTCHA v3 (Visitors\Captcha). */
	public const CAPTCHA_PROVIDERS = array( '', 'turnstile', 'recaptcha' );
	/** The longest site key or secret key: the providers' are about 40 characters. */
	public const MAX_CAPTCHA_KEY = 200;
	/** Fields whose value is never sent back (SettingsController answers a hint instead). */
	public const SECRET_FIELDS = array( 'captcha_secret_key' );

	/**
	 * Gate keys (see SettingsGate): the branding add-on, or the Pro edition.
	 */
	public const GATE_BRANDING = 'branding';
	public const GATE_PRO      = 'pro';
	public const GATE_BEHAVIOR = 'behavior';
	/** Licensed Pro with a pro or elite plan (Entitlements::has_pro_plan()). */
	public const GATE_PRO_PLAN = 'pro_plan';

	/**
	 * Every field: type, default and, where gated, the gate and the feature (a key of
	 * SettingsGate::feature_label(), the upgrade modal's name for it). `gated_values` limits a gate
	 * to some values (the rest are free to every site). Nothing here is translated, so settings can
	 * be read before translations load.
	 *
	 * @return array<string, array{type: string, default: mixed, enum?: string[], max?: int, gate?: string, gated_values?: string[], feature?: string}>
	 */
	public static function fields(): array {
		$branding = 'branding';
		return array(
			'widget_button_color'         => array(
				'type'    => 'color',
				'default' => '#2D87F1',
				'gate'    => self::GATE_BRANDING,
				'feature' => $branding,
			),
			'widget_toggle_icon'          => array(
				'type'    => 'enum',
				'enum'    => self::TOGGLE_ICONS,
				'default' => 'field-userfeedback',
			),
			'widget_toggle_color'         => array(
				'type'    => 'color',
				'default' => '#23282D',
			),
			'widget_toggle_text'          => array(
				'type'    => 'text',
				'max'     => self::MAX_TOGGLE_TEXT,
				'default' => '',
			),
			'widget_font'                 => array(
				'type'    => 'font',
				'default' => array(
					'family' => '',
					'weight' => '',
				),
			),
			'widget_position'             => array(
				'type'         => 'enum',
				'enum'         => self::POSITIONS,
				'default'      => 'bottom_right',
				'gate'         => self::GATE_PRO,
				'gated_values' => self::MIDDLE_POSITIONS,
				'feature'      => 'middle_position',
			),
			'widget_theme'                => array(
				'type'    => 'enum',
				'enum'    => self::THEMES,
				'default' => 'light',
				'gate'    => self::GATE_BRANDING,
				'feature' => $branding,
			),
			'widget_color'                => array(
				'type'    => 'color',
				'default' => '#FFFFFF',
				'gate'    => self::GATE_BRANDING,
				'feature' => $branding,
			),
			'widget_text_color'           => array(
				'type'    => 'color',
				'default' => '#23282D',
				'gate'    => self::GATE_BRANDING,
				'feature' => $branding,
			),
			'widget_start_minimized'      => array(
				'type'    => 'bool',
				'default' => false,
				'gate'    => self::GATE_PRO,
				'feature' => 'minimized_survey',
			),
			'widget_custom_logo'          => array(
				'type'    => 'url',
				'default' => '',
				'gate'    => self::GATE_BRANDING,
				'feature' => 'custom_logo',
			),
			'widget_show_logo'            => array(
				'type'    => 'bool',
				'default' => false,
			),
			'logo_type'                   => array(
				'type'         => 'enum',
				'enum'         => self::LOGO_TYPES,
				'default'      => 'none',
				'gate'         => self::GATE_BRANDING,
				'gated_values' => array( self::CUSTOM_LOGO_TYPE ),
				'feature'      => 'custom_logo',
			),
			'widget_skip_text'            => array(
				'type'    => 'text',
				'max'     => self::MAX_BUTTON_TEXT,
				'default' => 'Skip',
			),
			'widget_next_text'            => array(
				'type'    => 'text',
				'max'     => self::MAX_BUTTON_TEXT,
				'default' => 'Next',
			),
			// Not in the spec: after a visitor was shown a survey, no other survey is shown
			// to them for this many days (decided in the widget from a cookie); 0 is off. It counts
			// only with the behavior add-on (WidgetBootstrap sends 0 without it), and is set only
			// with it, like the survey's behaviour settings.
			'widget_cooldown_days'        => array(
				'type'    => 'int',
				'min'     => 0,
				'max'     => self::MAX_COOLDOWN_DAYS,
				'default' => 0,
				'gate'    => self::GATE_BEHAVIOR,
				'feature' => 'survey_cooldown',
			),
			// Not in the spec: after a visitor finished a survey (completed it, or closed it after
			// answering), no other floating survey is shown to them for this many minutes of their
			// browser session (a session cookie the widget sets); 0 is off. On for new installs; a
			// site installed before it keeps the spec's behaviour (Migrations sets 0). Every edition:
			// it keeps the default widget from pestering visitors, it is not a targeting feature.
			'widget_pause_after_response' => array(
				'type'    => 'int',
				'min'     => 0,
				'max'     => self::MAX_PAUSE_MINUTES,
				'default' => self::DEFAULT_PAUSE_MINUTES,
			),
			'notifications_recipients'    => array(
				'type'    => 'emails',
				'max'     => self::MAX_RECIPIENTS,
				'default' => '',
			),
			'summaries_html_template'     => array(
				'type'    => 'bool',
				'default' => true,
			),
			'notifications_header_image'  => array(
				'type'    => 'url',
				'default' => '',
			),
			'create_edit_surveys'         => self::roles_field(),
			'view_results'                => self::roles_field(),
			'delete_surveys'              => self::roles_field(),
			'allow_usage_tracking'        => array(
				'type'    => 'bool',
				'default' => false,
			),
			'summaries_disabled'          => array(
				'type'    => 'bool',
				'default' => false,
			),
			'automatic_updates'           => array(
				'type'    => 'enum',
				'enum'    => self::AUTOMATIC_UPDATES,
				'default' => 'none',
			),
			// Not in the spec: visitor IPs are personal data, stored anonymised unless the admin
			// chooses 'full' or 'none'.
			'ip_storage'                  => array(
				'type'    => 'enum',
				'enum'    => self::IP_STORAGE,
				'default' => 'anonymised',
			),
			// Not in the spec: proxies (IPs or CIDR ranges) whose X-Forwarded-For is believed; none
			// by default, so REMOTE_ADDR is used and the header cannot be spoofed.
			'trusted_proxies'             => array(
				'type'    => 'proxies',
				'default' => array(),
			),
			// Not in the spec: delete responses older than this many days; 0 keeps them.
			// A survey may set its own period (settings.retention_days).
			'retention_days'              => array(
				'type'    => 'int',
				'min'     => 0,
				'max'     => self::MAX_RETENTION_DAYS,
				'default' => 0,
			),
			// Not in the spec: what WordPress's "Erase Personal Data" does to a person's
			// responses: delete them, or anonymise them and keep the choices for the statistics.
			'privacy_erasure'             => array(
				'type'    => 'enum',
				'enum'    => self::PRIVACY_ERASURE,
				'default' => 'delete',
			),
			// Not in the spec: uninstalling keeps surveys and responses unless the admin opts in.
			'delete_data_on_uninstall'    => array(
				'type'    => 'bool',
				'default' => false,
			),
			// Not in the spec: an optional challenge on the save that creates a response
			// (docs/decisions.md "Spam protection: Turnstile and reCAPTCHA v3"). Every edition:
			// keeping spam out is basic hygiene, not a Pro feature. Off by default.
			'captcha_provider'            => array(
				'type'    => 'enum',
				'enum'    => self::CAPTCHA_PROVIDERS,
				'default' => '',
			),
			'captcha_site_key'            => array(
				'type'    => 'key',
				'max'     => self::MAX_CAPTCHA_KEY,
				'default' => '',
			),
			// Write-only: an empty value on save keeps the stored one.
			'captcha_secret_key'          => array(
				'type'    => 'key',
				'max'     => self::MAX_CAPTCHA_KEY,
				'default' => '',
			),
			// When the provider cannot be reached: true lets responses through, false refuses them.
			'captcha_fail_open'           => array(
				'type'    => 'bool',
				'default' => true,
			),
			// reCAPTCHA v3 only: the lowest score (0 a bot, 1 a person) that passes.
			'captcha_min_score'           => array(
				'type'    => 'score',
				'default' => 0.5,
			),
			// Not in the spec: the widget pushes survey events (no personal data) to the page's
			// Google Analytics 4 or Google Tag Manager (docs/analytics-events.md). Off by default;
			// a pro or elite plan, as the other reporting extras.
			'analytics_events'            => array(
				'type'    => 'bool',
				'default' => false,
				'gate'    => self::GATE_PRO_PLAN,
				'feature' => 'analytics_events',
			),
		);
	}

	/**
	 * Every setting with its default.
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return array_map( static fn( array $field ) => $field['default'], self::fields() );
	}

	/**
	 * Checks and normalises submitted settings. Unknown keys and bad values are all reported, each
	 * under its field; a custom logo type needs a logo in the resulting object (spec §5).
	 *
	 * @param array<int|string, mixed> $input   Submitted settings (any subset).
	 * @param array<string, mixed>     $current The current settings (normalised), for the rules
	 *                                          that look at the whole object.
	 * @return array{settings: array<string, mixed>, errors: array<string, string>}
	 */
	public static function validate( array $input, array $current ): array {
		$fields   = self::fields();
		$settings = array();
		$errors   = array();
		foreach ( $input as $key => $value ) {
			$key = (string) $key;
			if ( ! isset( $fields[ $key ] ) ) {
				/* translators: %s: the submitted key. */
				$errors[ $key ] = sprintf( __( '%s is not a UserFeedback setting.', 'userfeedback' ), $key );
				continue;
			}
			$result = self::field( $key, $fields[ $key ], $value, false );
			if ( $result instanceof \WP_Error ) {
				$errors[ $key ] = $result->get_error_message();
				continue;
			}
			// A secret is never sent back, so the form holds '' for it: that keeps the stored one.
			if ( '' === $result && in_array( $key, self::SECRET_FIELDS, true ) ) {
				continue;
			}
			$settings[ $key ] = $result;
		}

		$merged = array_merge( $current, $settings );
		if ( self::CUSTOM_LOGO_TYPE === ( $merged['logo_type'] ?? '' ) && '' === ( $merged['widget_custom_logo'] ?? '' ) && ! isset( $errors['widget_custom_logo'] ) && ! isset( $errors['logo_type'] ) ) {
			$errors['widget_custom_logo'] = __( 'You must select a custom logo.', 'userfeedback' );
		}
		return array(
			'settings' => $settings,
			'errors'   => array_merge( $errors, self::captcha_errors( $merged, $errors ) ),
		);
	}

	/**
	 * A chosen provider needs both keys (in the settings after this save).
	 *
	 * @param array<string, mixed>  $merged The settings after the save.
	 * @param array<string, string> $errors The field errors found so far.
	 * @return array<string, string>
	 */
	private static function captcha_errors( array $merged, array $errors ): array {
		if ( '' === ( $merged['captcha_provider'] ?? '' ) ) {
			return array();
		}
		$found = array();
		if ( '' === ( $merged['captcha_site_key'] ?? '' ) && ! isset( $errors['captcha_site_key'] ) ) {
			$found['captcha_site_key'] = __( 'Enter the site key your spam protection provider gave you.', 'userfeedback' );
		}
		if ( '' === ( $merged['captcha_secret_key'] ?? '' ) && ! isset( $errors['captcha_secret_key'] ) ) {
			$found['captcha_secret_key'] = __( 'Enter the secret key your spam protection provider gave you.', 'userfeedback' );
		}
		return $found;
	}

	/**
	 * Stored settings as the schema shapes them: unknown keys dropped, each missing or invalid value
	 * replaced by its default (a value stored by an older version must not make the whole object
	 * unsavable), roles that no longer exist dropped.
	 *
	 * @param mixed $stored The stored option.
	 * @return array<string, mixed>
	 */
	public static function from_stored( $stored ): array {
		$stored   = is_array( $stored ) ? $stored : array();
		$settings = array();
		foreach ( self::fields() as $key => $field ) {
			$value            = array_key_exists( $key, $stored ) ? self::field( $key, $field, $stored[ $key ], true ) : $field['default'];
			$settings[ $key ] = $value instanceof \WP_Error ? self::field( $key, $field, $field['default'], true ) : $value;
		}
		if ( self::CUSTOM_LOGO_TYPE === $settings['logo_type'] && '' === $settings['widget_custom_logo'] ) {
			$settings['logo_type'] = 'userfeedback';
		}
		return $settings;
	}

	/**
	 * Whether two normalised values of a field are the same setting (colours ignore case, role
	 * lists ignore order).
	 *
	 * @param string $key Field.
	 * @param mixed  $a   One value.
	 * @param mixed  $b   The other.
	 * @return bool
	 */
	public static function same( string $key, $a, $b ): bool {
		$type = self::fields()[ $key ]['type'] ?? '';
		if ( 'color' === $type && is_string( $a ) && is_string( $b ) ) {
			return strtolower( $a ) === strtolower( $b );
		}
		if ( 'roles' === $type && is_array( $a ) && is_array( $b ) ) {
			sort( $a );
			sort( $b );
		}
		return $a === $b;
	}

	/**
	 * Role keys whose role can manage options: always kept in the role lists (spec §5).
	 *
	 * @return string[]
	 */
	public static function manager_roles(): array {
		$roles = array();
		foreach ( wp_roles()->role_objects as $key => $role ) {
			if ( $role->has_cap( 'manage_options' ) ) {
				$roles[] = (string) $key;
			}
		}
		return $roles;
	}

	/**
	 * A role-list field.
	 *
	 * @return array{type: string, default: string[], gate: string, feature: string}
	 */
	private static function roles_field(): array {
		return array(
			'type'    => 'roles',
			'default' => self::DEFAULT_ROLES,
			'gate'    => self::GATE_PRO,
			'feature' => 'access_roles',
		);
	}

	/**
	 * One field's value, normalised, or why it is refused.
	 *
	 * @param string              $key     Field.
	 * @param array<string,mixed> $field   Its definition.
	 * @param mixed               $value   The value.
	 * @param bool                $lenient Reading stored data: drop roles that no longer exist
	 *                                     instead of refusing the list.
	 * @return mixed|\WP_Error
	 */
	private static function field( string $key, array $field, $value, bool $lenient ) {
		switch ( $field['type'] ) {
			case 'bool':
				return rest_is_boolean( $value ) ? ( true === $value || in_array( strtolower( (string) $value ), array( 'true', '1' ), true ) ) : self::error(
					/* translators: %s: setting name. */
					sprintf( __( '%s must be true or false.', 'userfeedback' ), $key )
				);
			case 'color':
				return is_string( $value ) && preg_match( '/^#(?:[0-9a-f]{3}){1,2}$/iD', $value ) ? $value : self::error(
					/* translators: %s: setting name. */
					sprintf( __( '%s must be a hex colour such as #2D87F1.', 'userfeedback' ), $key )
				);
			case 'enum':
				$enum = (array) $field['enum'];
				return is_string( $value ) && in_array( $value, $enum, true ) ? $value : self::error(
					/* translators: 1: setting name, 2: allowed values. */
					sprintf( __( '%1$s must be one of: %2$s.', 'userfeedback' ), $key, implode( ', ', $enum ) )
				);
			case 'int':
				$number = is_int( $value ) || ( is_string( $value ) && preg_match( '/^\d{1,9}$/D', $value ) ) ? (int) $value : null;
				return null !== $number && $number >= (int) $field['min'] && $number <= (int) $field['max'] ? $number : self::error(
					/* translators: 1: setting name, 2: smallest value, 3: largest value. */
					sprintf( __( '%1$s must be a whole number from %2$d to %3$d.', 'userfeedback' ), $key, (int) $field['min'], (int) $field['max'] )
				);
			case 'text':
				return self::text( $key, $value, (int) $field['max'] );
			case 'key':
				$trimmed = is_string( $value ) ? trim( $value ) : null;
				return null !== $trimmed && strlen( $trimmed ) <= (int) $field['max'] && preg_match( '/^[A-Za-z0-9_.-]*$/D', $trimmed ) ? $trimmed : self::error(
					/* translators: 1: setting name, 2: number of characters. */
					sprintf( __( '%1$s must be a key of up to %2$d letters, digits, dots, dashes and underscores, as your provider shows it.', 'userfeedback' ), $key, (int) $field['max'] )
				);
			case 'score':
				$score = is_int( $value ) || is_float( $value ) || ( is_string( $value ) && is_numeric( $value ) ) ? round( (float) $value, 1 ) : null;
				return null !== $score && $score >= 0.0 && $score <= 1.0 ? $score : self::error(
					/* translators: %s: setting name. */
					sprintf( __( '%s must be a score from 0.0 to 1.0.', 'userfeedback' ), $key )
				);
			case 'url':
				return self::url( $key, $value );
			case 'emails':
				return self::emails( $key, $value, (int) $field['max'] );
			case 'font':
				return self::font( $key, $value );
			case 'roles':
				return self::roles( $key, $value, $lenient );
			default:
				return self::proxies( $key, $value );
		}
	}

	private static function error( string $message ): \WP_Error {
		return new \WP_Error( 'rest_invalid_param', $message );
	}

	/**
	 * One line of plain text, tags stripped, up to a length.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value The value.
	 * @param int    $max   Most characters.
	 * @return string|\WP_Error
	 */
	private static function text( string $key, $value, int $max ) {
		if ( ! is_string( $value ) ) {
			/* translators: %s: setting name. */
			return self::error( sprintf( __( '%s must be text.', 'userfeedback' ), $key ) );
		}
		$text = sanitize_text_field( $value );
		if ( mb_strlen( $text ) > $max ) {
			/* translators: 1: setting name, 2: number of characters. */
			return self::error( sprintf( __( '%1$s must be %2$d characters or fewer.', 'userfeedback' ), $key, $max ) );
		}
		return $text;
	}

	/**
	 * An http(s) URL, or ''.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value The value.
	 * @return string|\WP_Error
	 */
	private static function url( string $key, $value ) {
		/* translators: %s: setting name. */
		$refusal = self::error( sprintf( __( '%s must be an http or https URL.', 'userfeedback' ), $key ) );
		if ( ! is_string( $value ) ) {
			return $refusal;
		}
		$url = trim( $value );
		if ( '' === $url ) {
			return '';
		}
		if ( strlen( $url ) > self::MAX_URL || ! preg_match( '#^https?://#i', $url ) ) {
			return $refusal;
		}
		$host = wp_parse_url( $url, PHP_URL_HOST );
		$safe = esc_url_raw( $url, array( 'http', 'https' ) );
		return is_string( $host ) && '' !== $host && '' !== $safe ? $safe : $refusal;
	}

	/**
	 * Comma-separated e-mail addresses, each valid; empty allowed. Stored as "a@b.c, d@e.f".
	 *
	 * @param string $key   Field.
	 * @param mixed  $value The value.
	 * @param int    $max   Most characters.
	 * @return string|\WP_Error
	 */
	private static function emails( string $key, $value, int $max ) {
		if ( ! is_string( $value ) ) {
			/* translators: %s: setting name. */
			return self::error( sprintf( __( '%s must be a comma-separated list of e-mail addresses.', 'userfeedback' ), $key ) );
		}
		if ( strlen( $value ) > $max ) {
			/* translators: 1: setting name, 2: number of characters. */
			return self::error( sprintf( __( '%1$s must be %2$d characters or fewer.', 'userfeedback' ), $key, $max ) );
		}
		$addresses = array_values( array_filter( array_map( 'trim', explode( ',', $value ) ), static fn( string $address ) => '' !== $address ) );
		foreach ( $addresses as $address ) {
			if ( false === is_email( $address ) ) {
				/* translators: 1: setting name, 2: the invalid address. */
				return self::error( sprintf( __( '%1$s: "%2$s" is not a valid e-mail address.', 'userfeedback' ), $key, $address ) );
			}
		}
		return implode( ', ', array_unique( $addresses ) );
	}

	/**
	 * `{family, weight}`: both empty is the theme font; a weight is '', 'regular' or 100–900
	 * (italic variants are not offered, visitor.md §2). No family means no weight.
	 *
	 * @param string $key   Field.
	 * @param mixed  $value The value.
	 * @return array{family: string, weight: string}|\WP_Error
	 */
	private static function font( string $key, $value ) {
		$keys = is_array( $value ) ? array_keys( $value ) : array();
		sort( $keys );
		if ( array( 'family', 'weight' ) !== $keys || ! is_string( $value['family'] ) || ! is_string( $value['weight'] ) ) {
			/* translators: %s: setting name. */
			return self::error( sprintf( __( '%s must be an object with a family and a weight.', 'userfeedback' ), $key ) );
		}
		$family = sanitize_text_field( $value['family'] );
		if ( mb_strlen( $family ) > self::MAX_FONT_FAMILY ) {
			/* translators: 1: setting name, 2: number of characters. */
			return self::error( sprintf( __( '%1$s must be %2$d characters or fewer.', 'userfeedback' ), $key . '.family', self::MAX_FONT_FAMILY ) );
		}
		$weight = trim( $value['weight'] );
		if ( '' !== $weight && ! preg_match( '/^(?:regular|[1-9]00)$/D', $weight ) ) {
			/* translators: %s: setting name. */
			return self::error( sprintf( __( '%s must be regular or a weight from 100 to 900.', 'userfeedback' ), $key . '.weight' ) );
		}
		return array(
			'family' => $family,
			'weight' => '' === $family ? '' : $weight,
		);
	}

	/**
	 * A list of existing role keys; roles that manage options are always added.
	 *
	 * @param string $key     Field.
	 * @param mixed  $value   The value.
	 * @param bool   $lenient Drop unknown roles instead of refusing.
	 * @return string[]|\WP_Error
	 */
	private static function roles( string $key, $value, bool $lenient ) {
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			/* translators: %s: setting name. */
			return self::error( sprintf( __( '%s must be a list of role keys.', 'userfeedback' ), $key ) );
		}
		$roles = array();
		foreach ( $value as $role ) {
			if ( ! is_string( $role ) || ! wp_roles()->is_role( $role ) ) {
				if ( $lenient ) {
					continue;
				}
				/* translators: 1: setting name, 2: the role key. */
				return self::error( sprintf( __( '%1$s: "%2$s" is not a role on this site.', 'userfeedback' ), $key, is_scalar( $role ) ? (string) $role : gettype( $role ) ) );
			}
			$roles[] = $role;
		}
		return array_values( array_unique( array_merge( $roles, self::manager_roles() ) ) );
	}

	/**
	 * A list of IP addresses or CIDR ranges (IPv4 or IPv6).
	 *
	 * @param string $key   Field.
	 * @param mixed  $value The value.
	 * @return string[]|\WP_Error
	 */
	private static function proxies( string $key, $value ) {
		if ( ! is_array( $value ) || ! array_is_list( $value ) || count( $value ) > self::MAX_PROXIES ) {
			/* translators: 1: setting name, 2: most entries. */
			return self::error( sprintf( __( '%1$s must be a list of at most %2$d IP addresses or CIDR ranges.', 'userfeedback' ), $key, self::MAX_PROXIES ) );
		}
		$proxies = array();
		foreach ( $value as $entry ) {
			$entry = is_string( $entry ) ? trim( $entry ) : '';
			$parts = explode( '/', $entry, 2 );
			$ip    = filter_var( $parts[0], FILTER_VALIDATE_IP );
			$bits  = false === $ip ? 0 : ( str_contains( $ip, ':' ) ? 128 : 32 );
			$ok    = false !== $ip && ( ! isset( $parts[1] ) || ( preg_match( '/^\d{1,3}$/D', $parts[1] ) && (int) $parts[1] <= $bits ) );
			if ( ! $ok ) {
				/* translators: 1: setting name, 2: the entry. */
				return self::error( sprintf( __( '%1$s: "%2$s" is not an IP address or CIDR range.', 'userfeedback' ), $key, $entry ) );
			}
			$proxies[] = $entry;
		}
		return array_values( array_unique( $proxies ) );
	}
}
