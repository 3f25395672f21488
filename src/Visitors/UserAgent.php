<?php
/**
 * The visitor's browser, operating system and device, read from the User-Agent header.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors;

/**
 * A small in-house classifier: no maintained User-Agent library could be installed, and a
 * response only needs three short labels for the detail panel (spec: "browser, OS, device").
 *
 * Every rule below is an ordered list where the first match wins, because agents lie on purpose:
 * Edge, Opera, Samsung Internet and Yandex all also say "Chrome" and "Safari", every iPhone
 * browser says "like Mac OS X", Windows Phone 8.1 says "Android" and "iPhone". So the specific
 * tokens are tested before the generic ones.
 *
 * The labels are built only from fixed names and digits taken from the agent, never from free
 * text in it, so they are safe to print and always fit the columns (64, 64 and 16 characters).
 * Any input, however long or binary, gives an answer without errors or warnings: it is cut to
 * 512 bytes, and the patterns have no /u flag (invalid UTF-8 cannot make them fail) and no nested
 * repetition (no runaway backtracking).
 */
final class UserAgent {

	/**
	 * Real agents are a few hundred bytes at most; anything after this is not looked at.
	 */
	private const MAX_LENGTH = 512;

	/**
	 * Browser families, most specific first, with the group(s) that capture the major version.
	 *
	 * @var array<int, array{0: string, 1: string}>
	 */
	private const BROWSERS = array(
		// Opera Mini renders on Opera's servers; on iOS it calls itself OPiOS. Before Opera, whose
		// old Presto agents ("Opera/9.80 … Opera Mini/…") it shares.
		array( '~(?:Opera Mini|OPiOS)(?:/(\d{1,6}))?~', 'Opera Mini' ),
		// Chromium-based Edge is "Edg/", on Android "EdgA/", on iOS "EdgiOS/"; EdgeHTML was "Edge/".
		array( '~\bEdg(?:e|A|iOS)?/(\d{1,6})~', 'Edge' ),
		// Chromium Opera is "OPR/" (Opera Touch on iOS "OPT/"); Presto Opera put its real version
		// in "Version/" and froze "Opera/9.80".
		array( '~\bOP[RT]/(\d{1,6})|\bOpera\b.*?Version/(\d{1,6})|\bOpera[/ ](\d{1,6})~', 'Opera' ),
		array( '~SamsungBrowser/(\d{1,6})~', 'Samsung Internet' ),
		// Old UC agents are "UCWEB" without a usable version.
		array( '~UC ?Browser/(\d{1,6})|UCWEB~', 'UC Browser' ),
		array( '~YaBrowser/(\d{1,6})~', 'Yandex' ),
		array( '~Vivaldi/(\d{1,6})~', 'Vivaldi' ),
		// Amazon's browser on Kindle Fire; newer versions also say "Chrome".
		array( '~\bSilk/(\d{1,6})~', 'Silk' ),
		// Internet Explorer 11 dropped "MSIE" and says "Trident/7.0; … rv:11.0". Before Safari:
		// Windows Phone 8.1 agents end in "Mobile Safari".
		array( '~MSIE (\d{1,6})|Trident/.*?\brv:(\d{1,6})~', 'Internet Explorer' ),
		// Firefox on iOS is "FxiOS/" (and also says "Safari").
		array( '~(?:Firefox|FxiOS)/(\d{1,6})~', 'Firefox' ),
		// Chrome on iOS is "CriOS/"; Android WebViews and most Chromium browsers that do not name
		// themselves (Brave, for one) land here too.
		array( '~(?:Chrome|CriOS|Chromium)/(\d{1,6})~', 'Chrome' ),
		// BlackBerry 10 and PlayBook's WebKit browser also says "Version/… Safari/".
		array( '~(?:BlackBerry|BB10|PlayBook).*?Version/(\d{1,6})~', 'BlackBerry Browser' ),
		// The pre-Chrome Android browser says "Version/4.0 … Safari" like Safari itself.
		array( '~Android.*?Version/(\d{1,6}).*?Safari/~', 'Android Browser' ),
		// Real Safari always sends "Version/"; iOS in-app web views (Facebook, Google app) send
		// "Safari/" or nothing without it, and are not Safari.
		array( '~Version/(\d{1,6}).*?Safari/~', 'Safari' ),
	);

	/**
	 * Crawlers, monitors and scripts. "bot" must be followed by punctuation (Googlebot/2.1,
	 * AdsBot-Google, "…bot;") so that the Cubot phone brand is not taken for a crawler.
	 */
	private const BOT = '~bot[/;)+.\-]|bot$|spider|crawl|slurp|facebookexternalhit|headlesschrome|lighthouse|https?://|^(?:curl|wget|python|go-http-client|java|libwww|apache-httpclient)\b~i';

	/**
	 * The same device rules as the widget's targeting (widget/src/logic/device.ts), so a stored
	 * response carries the device its survey was shown for; keep the two in step. Tablet markers
	 * come first because Kindle Fire (Silk) and iPad Chrome agents also say "Mobile"; IE adds
	 * "Tablet PC" on every touch-screen Windows computer, which is not a tablet.
	 */
	private const TABLET = '~ipad|kindle|silk|tablet(?! pc)~i';

	/**
	 * "Mobi" covers "Mobile" (Android phones, iPhone Safari) and Opera's "Mobi"; Opera Mini on
	 * Android omits "Mobile", so it is named here, before the Android fallback.
	 */
	private const MOBILE = '~iphone|ipod|windows phone|iemobile|blackberry|bb10|opera mini|mobi~i';

	/**
	 * Windows NT kernel versions and the release names people know. NT 10.0 is both Windows 10
	 * and 11: browsers froze it, so 11 cannot be told apart from the agent.
	 *
	 * @var array<string, string>
	 */
	private const WINDOWS = array(
		'10.0' => 'Windows 10',
		'6.3'  => 'Windows 8.1',
		'6.2'  => 'Windows 8',
		'6.1'  => 'Windows 7',
		'6.0'  => 'Windows Vista',
		'5.2'  => 'Windows XP',
		'5.1'  => 'Windows XP',
	);

	/**
	 * Browser, OS and device labels for an agent string.
	 *
	 * Unknown browsers and systems are 'Other'; crawlers' browser is 'Bot'. The device is one of
	 * 'desktop', 'tablet' or 'mobile', and 'desktop' for an empty or unrecognised agent (the
	 * spec's default device). iPadOS 13+ Safari sends a Mac agent by default: the server cannot
	 * tell it from a Mac, so it is stored as macOS / desktop (the widget uses touch points instead).
	 *
	 * @param string $ua The User-Agent header.
	 * @return array{browser: string, os: string, device: string}
	 */
	public static function parse( string $ua ): array {
		$ua = trim( substr( $ua, 0, self::MAX_LENGTH ) );
		if ( '' === $ua ) {
			return array(
				'browser' => 'Other',
				'os'      => 'Other',
				'device'  => 'desktop',
			);
		}
		return array(
			'browser' => self::browser( $ua ),
			'os'      => self::os( $ua ),
			'device'  => self::device( $ua ),
		);
	}

	/**
	 * Browser family and major version, e.g. "Chrome 120".
	 *
	 * @param string $ua A non-empty agent.
	 * @return string
	 */
	private static function browser( string $ua ): string {
		if ( 1 === preg_match( self::BOT, $ua ) ) {
			return 'Bot';
		}
		foreach ( self::BROWSERS as $rule ) {
			if ( 1 === preg_match( $rule[0], $ua, $match ) ) {
				return self::label( $rule[1], self::first_group( $match ) );
			}
		}
		return 'Other';
	}

	/**
	 * Operating system, with a version only where the agent still carries a real one.
	 *
	 * @param string $ua A non-empty agent.
	 * @return string
	 */
	private static function os( string $ua ): string {
		// Before iOS and Android: Windows Phone 8.1 and 10 agents claim both.
		if ( 1 === preg_match( '~Windows Phone(?: OS)? (\d{1,4})(?:\.(\d{1,4}))?~', $ua, $match ) ) {
			return self::label( 'Windows Phone', self::version( $match ) );
		}
		// "CPU iPhone OS 17_1_2 like Mac OS X" on iPhone and iPod, "CPU OS 17_1 like Mac OS X" on
		// iPad. Apple renamed the iPad's system iPadOS from version 13.
		if ( 1 === preg_match( '~\b(iPhone|iPod|iPad)\b.*?\bOS (\d{1,4})(?:_(\d{1,4}))?~', $ua, $match ) ) {
			$version = self::version( array( '', $match[2], $match[3] ?? '' ) );
			$name    = 'iPad' === $match[1] && (int) $match[2] >= 13 ? 'iPadOS' : 'iOS';
			return self::label( $name, $version );
		}
		if ( 1 === preg_match( '~\b(?:iPhone|iPod|iPad)\b~', $ua ) ) {
			return 'iOS';
		}
		// Before Linux: Android agents say "Linux; Android 14". Chrome on Android now always sends
		// the major version only ("Android 10; K" on every newer phone), so that is what we keep.
		if ( 1 === preg_match( '~\bAndroid(?:[ /](\d{1,4})(?:\.(\d{1,4}))?)?~', $ua, $match ) ) {
			return self::label( 'Android', self::version( $match ) );
		}
		if ( false !== strpos( $ua, 'CrOS' ) ) {
			return 'Chrome OS';
		}
		if ( 1 === preg_match( '~BlackBerry|\bBB10\b|RIM Tablet OS~', $ua ) ) {
			return 'BlackBerry';
		}
		if ( 1 === preg_match( '~Windows NT (\d{1,2}\.\d)~', $ua, $match ) ) {
			return self::WINDOWS[ $match[1] ] ?? 'Windows';
		}
		if ( false !== strpos( $ua, 'Windows' ) ) {
			return 'Windows';
		}
		// Safari, Chrome and Firefox all froze macOS at "10_15_7", so no version is kept.
		if ( 1 === preg_match( '~Macintosh|Mac OS X~', $ua ) ) {
			return 'macOS';
		}
		if ( 1 === preg_match( '~Linux|Ubuntu|Fedora~', $ua ) ) {
			return 'Linux';
		}
		return 'Other';
	}

	/**
	 * 'tablet', 'mobile' or 'desktop', by the widget's rules.
	 *
	 * @param string $ua A non-empty agent.
	 * @return string
	 */
	private static function device( string $ua ): string {
		if ( 1 === preg_match( self::TABLET, $ua ) ) {
			return 'tablet';
		}
		if ( 1 === preg_match( self::MOBILE, $ua ) ) {
			return 'mobile';
		}
		// Android browsers on phones say "Mobile"; without it the device is a tablet.
		return 1 === preg_match( '~android~i', $ua ) ? 'tablet' : 'desktop';
	}

	/**
	 * The first version group that matched, without leading zeros, or ''.
	 *
	 * @param array<int|string, string> $match Groups from preg_match.
	 * @return string
	 */
	private static function first_group( array $match ): string {
		foreach ( $match as $key => $value ) {
			if ( 0 !== $key && '' !== $value ) {
				return (string) (int) $value;
			}
		}
		return '';
	}

	/**
	 * "major" or "major.minor" from groups 1 and 2; a zero minor is left out, so "8.0.0" and "8"
	 * are counted together as "8".
	 *
	 * @param array<int|string, string> $match Groups from preg_match.
	 * @return string
	 */
	private static function version( array $match ): string {
		$major = (string) ( $match[1] ?? '' );
		if ( '' === $major ) {
			return '';
		}
		$minor = (string) ( $match[2] ?? '' );
		return '' === $minor || 0 === (int) $minor ? (string) (int) $major : (int) $major . '.' . (int) $minor;
	}

	/**
	 * "Name version", or the name alone when there is no version.
	 *
	 * @param string $name    The family name.
	 * @param string $version Digits, or ''.
	 * @return string
	 */
	private static function label( string $name, string $version ): string {
		return '' === $version ? $name : $name . ' ' . $version;
	}
}
