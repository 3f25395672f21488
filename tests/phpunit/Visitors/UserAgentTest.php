<?php
/**
 * Browser, OS and device read from real User-Agent strings.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Visitors;

use PHPUnit\Framework\Attributes\DataProvider;
use UserFeedback\Tests\TestCase;
use UserFeedback\Visitors\UserAgent;

/**
 * A table of agents as browsers really send them, chosen for the traps: Chromium browsers that
 * also say Chrome and Safari, iOS browsers that all run on WebKit, Android tablets that differ from
 * phones by one word, Windows Phone claiming Android and iPhone, crawlers, and garbage.
 */
final class UserAgentTest extends TestCase {

	/**
	 * Agent, then the expected browser, OS and device.
	 *
	 * @return array<string, array{string, string, string, string}>
	 */
	public static function agents(): array {
		return array(
			// Desktop.
			'Chrome on Windows 10/11'           => array( 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'Chrome 120', 'Windows 10', 'desktop' ),
			'Firefox on Windows 10'             => array( 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox 121', 'Windows 10', 'desktop' ),
			'Edge on Windows 10'                => array( 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91', 'Edge 120', 'Windows 10', 'desktop' ),
			'legacy EdgeHTML Edge'              => array( 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19582', 'Edge 18', 'Windows 10', 'desktop' ),
			'Opera on Windows 10'               => array( 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36 OPR/105.0.0.0', 'Opera 105', 'Windows 10', 'desktop' ),
			'Yandex on Windows 10'              => array( 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 YaBrowser/23.11.0.0 Safari/537.36', 'Yandex 23', 'Windows 10', 'desktop' ),
			'Vivaldi on Windows 10'             => array( 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Safari/537.36 Vivaldi/6.4.3160.47', 'Vivaldi 6', 'Windows 10', 'desktop' ),
			'Internet Explorer 11 on Windows 7' => array( 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko', 'Internet Explorer 11', 'Windows 7', 'desktop' ),
			'IE 10 on a Windows 8 touch laptop' => array( 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0; Touch; Tablet PC 2.0)', 'Internet Explorer 10', 'Windows 8', 'desktop' ),
			'IE 8 on Windows XP'                => array( 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 5.1; Trident/4.0)', 'Internet Explorer 8', 'Windows XP', 'desktop' ),
			'Chrome on Windows 8.1'             => array( 'Mozilla/5.0 (Windows NT 6.3; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36', 'Chrome 109', 'Windows 8.1', 'desktop' ),
			'Safari on macOS'                   => array( 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', 'Safari 17', 'macOS', 'desktop' ),
			'Chrome on macOS'                   => array( 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'Chrome 120', 'macOS', 'desktop' ),
			'Firefox on macOS'                  => array( 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox 121', 'macOS', 'desktop' ),
			'Edge on macOS'                     => array( 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.77', 'Edge 120', 'macOS', 'desktop' ),
			'iPadOS Safari in desktop mode'     => array( 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15', 'Safari 17', 'macOS', 'desktop' ),
			'Firefox on Linux'                  => array( 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox 121', 'Linux', 'desktop' ),
			'Chrome on Linux'                   => array( 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'Chrome 120', 'Linux', 'desktop' ),
			'Chrome on a Chromebook'            => array( 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'Chrome 120', 'Chrome OS', 'desktop' ),
			'Presto Opera on Linux'             => array( 'Opera/9.80 (X11; Linux x86_64) Presto/2.12.388 Version/12.16', 'Opera 12', 'Linux', 'desktop' ),

			// iPhone and iPod.
			'Safari on iPhone'                  => array( 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1', 'Safari 17', 'iOS 17.1', 'mobile' ),
			'Chrome on iPhone'                  => array( 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1', 'Chrome 120', 'iOS 17', 'mobile' ),
			'Firefox on iPhone'                 => array( 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/120.0 Mobile/15E148 Safari/605.1.15', 'Firefox 120', 'iOS 16.6', 'mobile' ),
			'Edge on iPhone'                    => array( 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/120.0.2210.84 Mobile/15E148 Safari/605.1.15', 'Edge 120', 'iOS 17.1', 'mobile' ),
			'Facebook in-app on iPhone'         => array( 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.38.113;FBBV/543463574]', 'Other', 'iOS 17.1', 'mobile' ),
			'Safari on iPod touch'              => array( 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1', 'Safari 12', 'iOS 12.5', 'mobile' ),

			// iPad.
			'Safari on iPad (mobile site)'      => array( 'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1', 'Safari 17', 'iPadOS 17.1', 'tablet' ),
			'Chrome on iPad'                    => array( 'Mozilla/5.0 (iPad; CPU OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/119.0.6045.169 Mobile/15E148 Safari/604.1', 'Chrome 119', 'iPadOS 16.1', 'tablet' ),
			'Safari on an iOS 12 iPad'          => array( 'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1', 'Safari 12', 'iOS 12.5', 'tablet' ),

			// Android phones.
			'Chrome on an Android phone'        => array( 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36', 'Chrome 120', 'Android 10', 'mobile' ),
			'Samsung Internet on a Galaxy'      => array( 'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36', 'Samsung Internet 23', 'Android 13', 'mobile' ),
			'Firefox on an Android phone'       => array( 'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0', 'Firefox 121', 'Android 14', 'mobile' ),
			'Edge on an Android phone'          => array( 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 EdgA/120.0.2210.115', 'Edge 120', 'Android 10', 'mobile' ),
			'Opera on an Android phone'         => array( 'Mozilla/5.0 (Linux; Android 10; VOG-L29) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 OPR/79.1.4195.76618', 'Opera 79', 'Android 10', 'mobile' ),
			'UC Browser on an Android phone'    => array( 'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX1911 Build/QKQ1.200209.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36', 'UC Browser 13', 'Android 10', 'mobile' ),
			'Opera Mini (Presto) on Android'    => array( 'Opera/9.80 (Android; Opera Mini/7.5.33361/31.1448; U; en) Presto/2.8.119 Version/11.1010', 'Opera Mini 7', 'Android', 'mobile' ),
			'Opera Mini on a feature phone'     => array( 'Opera/9.80 (J2ME/MIDP; Opera Mini/9.80 (S60; SymbOS; Opera Mobi/23.348; U; en) Presto/2.5.25 Version/10.54', 'Opera Mini 9', 'Other', 'mobile' ),
			'old Android stock browser'         => array( 'Mozilla/5.0 (Linux; U; Android 4.0.4; en-gb; GT-I9300 Build/IMM76D) AppleWebKit/534.30 (KHTML, like Gecko) Version/4.0 Mobile Safari/534.30', 'Android Browser 4', 'Android 4', 'mobile' ),
			'Android 8.1 WebView'               => array( 'Mozilla/5.0 (Linux; Android 8.1.0; Nokia 2 Build/OPM1.171019.026; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36', 'Chrome 120', 'Android 8.1', 'mobile' ),
			'Cubot phone is not a crawler'      => array( 'Mozilla/5.0 (Linux; Android 9; CUBOT P30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0.4664.104 Mobile Safari/537.36', 'Chrome 96', 'Android 9', 'mobile' ),

			// Android tablets and Kindle.
			'Chrome on an Android tablet'       => array( 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'Chrome 120', 'Android 10', 'tablet' ),
			'Samsung Internet on a Galaxy Tab'  => array( 'Mozilla/5.0 (Linux; Android 12; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/22.0 Chrome/111.0.5563.116 Safari/537.36', 'Samsung Internet 22', 'Android 12', 'tablet' ),
			'Firefox on an Android tablet'      => array( 'Mozilla/5.0 (Android 13; Tablet; rv:121.0) Gecko/121.0 Firefox/121.0', 'Firefox 121', 'Android 13', 'tablet' ),
			'Silk on a Kindle Fire'             => array( 'Mozilla/5.0 (Linux; Android 9; KFMAWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/119.3.1 like Chrome/119.0.6045.193 Safari/537.36', 'Silk 119', 'Android 9', 'tablet' ),
			'old Kindle Fire saying Mobile'     => array( 'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/535.19 (KHTML, like Gecko) Silk/3.4 Mobile Safari/535.19 Silk-Accelerated=true', 'Silk 3', 'Android 4', 'tablet' ),
			'BlackBerry PlayBook'               => array( 'Mozilla/5.0 (PlayBook; U; RIM Tablet OS 2.1.0; en-US) AppleWebKit/536.2+ (KHTML, like Gecko) Version/7.2.1.0 Safari/536.2+', 'BlackBerry Browser 7', 'BlackBerry', 'tablet' ),

			// Other phones.
			'Windows Phone 8.1'                 => array( 'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537', 'Internet Explorer 11', 'Windows Phone 8.1', 'mobile' ),
			'Windows Phone 8.0'                 => array( 'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)', 'Internet Explorer 10', 'Windows Phone 8', 'mobile' ),
			'Edge on Windows 10 Mobile'         => array( 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063', 'Edge 15', 'Windows Phone 10', 'mobile' ),
			'BlackBerry 10'                     => array( 'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.35+ (KHTML, like Gecko) Version/10.3.3.2205 Mobile Safari/537.35+', 'BlackBerry Browser 10', 'BlackBerry', 'mobile' ),

			// Crawlers and scripts.
			'Googlebot'                         => array( 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Bot', 'Other', 'desktop' ),
			'Googlebot smartphone'              => array( 'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.129 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'Bot', 'Android 6', 'mobile' ),
			'bingbot'                           => array( 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'Bot', 'Other', 'desktop' ),
			'Facebook link preview'             => array( 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'Bot', 'Other', 'desktop' ),
			'headless Chrome'                   => array( 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.6099.71 Safari/537.36', 'Bot', 'Linux', 'desktop' ),
			'curl'                              => array( 'curl/8.4.0', 'Bot', 'Other', 'desktop' ),

			// Nothing useful.
			'empty'                             => array( '', 'Other', 'Other', 'desktop' ),
			'whitespace'                        => array( "  \t ", 'Other', 'Other', 'desktop' ),
			'plain Mozilla'                     => array( 'Mozilla/5.0', 'Other', 'Other', 'desktop' ),
			'invalid UTF-8 and control bytes'   => array( "\xff\xfe\x00\x01Chrome/\xc3\x28 \x80\x81 Android", 'Other', 'Android', 'tablet' ),
			'markup'                            => array( '<script>alert(1)</script> Firefox/99', 'Firefox 99', 'Other', 'desktop' ),
		);
	}

	/**
	 * Each agent gives the expected labels.
	 *
	 * @param string $ua      The agent.
	 * @param string $browser Expected browser.
	 * @param string $os      Expected OS.
	 * @param string $device  Expected device.
	 */
	#[DataProvider( 'agents' )]
	public function test_agents_are_classified( string $ua, string $browser, string $os, string $device ): void {
		$this->assertSame(
			array(
				'browser' => $browser,
				'os'      => $os,
				'device'  => $device,
			),
			UserAgent::parse( $ua )
		);
	}

	public function test_long_and_random_input_never_fails_and_always_fits_the_columns(): void {
		$inputs = array(
			str_repeat( 'A', 10240 ),
			str_repeat( 'Mozilla/5.0 (', 2000 ),
			str_repeat( 'Trident/', 2000 ) . 'rv:11',
			'Mozilla/5.0 (iPhone; CPU iPhone OS ' . str_repeat( '9', 5000 ) . ' like Mac OS X)',
			'Chrome/' . str_repeat( '9', 500 ),
			str_repeat( 'Android Opera Version/1 Trident/ ', 40 ),
		);
		for ( $i = 0; $i < 200; $i++ ) {
			$inputs[] = random_bytes( random_int( 1, 2048 ) );
		}
		foreach ( $inputs as $ua ) {
			$parsed = UserAgent::parse( $ua );
			$this->assertLessThanOrEqual( 64, strlen( $parsed['browser'] ) );
			$this->assertLessThanOrEqual( 64, strlen( $parsed['os'] ) );
			$this->assertContains( $parsed['device'], array( 'desktop', 'tablet', 'mobile' ) );
			$this->assertMatchesRegularExpression( '/^[A-Za-z0-9 .]+$/D', $parsed['browser'] . $parsed['os'] );
		}
		$this->assertSame( 'Other', UserAgent::parse( str_repeat( 'x', 600 ) . ' Chrome/120' )['browser'], 'nothing after 512 bytes is read' );
	}
}
