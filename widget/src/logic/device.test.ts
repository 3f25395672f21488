import { describe, expect, it } from 'vitest';

import { currentDevice, detectDevice, isIpadOs } from './device';
import type { Device } from '../types';

// "Devices are detected as tablet, mobile or desktop from the browser agent string."
const AGENTS: Array< [ string, Device, string ] > = [
	// Desktop
	[
		'Windows Chrome',
		'desktop',
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
	],
	[
		'Windows Edge',
		'desktop',
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
	],
	[
		'Windows Firefox',
		'desktop',
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
	],
	[
		'macOS Safari',
		'desktop',
		'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
	],
	[
		'Linux Firefox',
		'desktop',
		'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
	],
	[
		'ChromeOS',
		'desktop',
		'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
	],
	[
		'IE 11 on a touch laptop ("Tablet PC" is not a tablet)',
		'desktop',
		'Mozilla/5.0 (Windows NT 6.3; WOW64; Trident/7.0; Touch; Tablet PC 2.0; rv:11.0) like Gecko',
	],
	[
		'Googlebot desktop',
		'desktop',
		'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
	],
	[ 'empty agent', 'desktop', '' ],
	// Tablet
	[
		'iPad Safari',
		'tablet',
		'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
	],
	[
		'iPad Chrome (says Mobile)',
		'tablet',
		'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/106.0.5249.92 Mobile/15E148 Safari/604.1',
	],
	[
		'Android tablet Chrome (no Mobile)',
		'tablet',
		'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
	],
	[
		'Android tablet Firefox',
		'tablet',
		'Mozilla/5.0 (Android 13; Tablet; rv:125.0) Gecko/125.0 Firefox/125.0',
	],
	[
		'Kindle Fire Silk (says Mobile)',
		'tablet',
		'Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/535.19 (KHTML, like Gecko) Silk/3.4 Mobile Safari/535.19 Silk-Accelerated=true',
	],
	[
		'Kindle e-reader',
		'tablet',
		'Mozilla/5.0 (X11; U; Linux armv7l like Android; en-us) AppleWebKit/531.2+ (KHTML, like Gecko) Version/5.0 Safari/531.2+ Kindle/3.0+',
	],
	[
		'BlackBerry PlayBook',
		'tablet',
		'Mozilla/5.0 (PlayBook; U; RIM Tablet OS 2.1.0; en-US) AppleWebKit/536.2+ (KHTML, like Gecko) Version/7.2.1.0 Safari/536.2+',
	],
	[
		'Firefox OS tablet',
		'tablet',
		'Mozilla/5.0 (Tablet; rv:26.0) Gecko/26.0 Firefox/26.0',
	],
	// Mobile
	[
		'iPhone Safari',
		'mobile',
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
	],
	[
		'iPod touch',
		'mobile',
		'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
	],
	[
		'Android phone Chrome',
		'mobile',
		'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
	],
	[
		'Android phone Firefox',
		'mobile',
		'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
	],
	[
		'Samsung Internet phone',
		'mobile',
		'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
	],
	[
		'Windows Phone 10 (also says Android)',
		'mobile',
		'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0.2743.116 Mobile Safari/537.36 Edge/15.15063',
	],
	[
		'Windows Phone 8 IE',
		'mobile',
		'Mozilla/5.0 (compatible; MSIE 10.0; Windows Phone 8.0; Trident/6.0; IEMobile/10.0; ARM; Touch; NOKIA; Lumia 920)',
	],
	[
		'BlackBerry',
		'mobile',
		'BlackBerry9700/5.0.0.862 Profile/MIDP-2.1 Configuration/CLDC-1.1 VendorID/331',
	],
	[
		'BlackBerry 10',
		'mobile',
		'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.0.9.2372 Mobile Safari/537.10+',
	],
	[
		'Opera Mini on Android (no Mobile)',
		'mobile',
		'Opera/9.80 (Android; Opera Mini/7.5.33361/31.1448; U; en) Presto/2.8.119 Version/11.1010',
	],
	[
		'Opera Mobile ("Mobi")',
		'mobile',
		'Opera/9.80 (S60; SymbOS; Opera Mobi/SYB-1107071606; U; en) Presto/2.8.149 Version/11.10',
	],
	[
		'Googlebot smartphone',
		'mobile',
		'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
	],
];

function agent( name: string ): string {
	return AGENTS.find( ( a ) => a[ 0 ] === name )?.[ 2 ] ?? '';
}
const MAC_SAFARI = agent( 'macOS Safari' );

describe( 'detectDevice: devices are detected as tablet, mobile or desktop from the browser agent string', () => {
	it.each( AGENTS )( '%s → %s', ( _name, device, ua ) => {
		expect( detectDevice( ua ) ).toBe( device );
	} );

	it( 'covers at least 25 agents and all three devices', () => {
		expect( AGENTS.length ).toBeGreaterThanOrEqual( 25 );
		expect( new Set( AGENTS.map( ( a ) => a[ 1 ] ) ).size ).toBe( 3 );
	} );
} );

describe( 'isIpadOs: an iPad asking for the desktop site sends a Mac agent', () => {
	it.each( [
		[ { platform: 'MacIntel', maxTouchPoints: 5 }, true ],
		[ { platform: 'MacIntel', maxTouchPoints: 2 }, true ],
		[ { platform: 'MacIntel', maxTouchPoints: 1 }, false ],
		[ { platform: 'MacIntel', maxTouchPoints: 0 }, false ],
		[ { platform: 'MacIntel' }, false ],
		[ { platform: 'Win32', maxTouchPoints: 10 }, false ],
		[ {}, false ],
	] )( '%o → %s', ( nav, expected ) => {
		expect( isIpadOs( nav ) ).toBe( expected );
	} );
} );

describe( 'currentDevice', () => {
	it.each( [
		[
			'a Mac',
			{ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 0 },
			'desktop',
		],
		[
			'an iPad in desktop mode',
			{ userAgent: MAC_SAFARI, platform: 'MacIntel', maxTouchPoints: 5 },
			'tablet',
		],
		[
			'an iPhone',
			{
				userAgent: agent( 'iPhone Safari' ),
				platform: 'iPhone',
				maxTouchPoints: 5,
			},
			'mobile',
		],
	] )( '%s → %s', ( _name, nav, device ) => {
		expect( currentDevice( nav ) ).toBe( device );
	} );

	it( 'accepts the real navigator', () => {
		expect( currentDevice( window.navigator ) ).toBe( 'desktop' );
	} );
} );
