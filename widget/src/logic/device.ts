/**
 * "Devices are detected as tablet, mobile or desktop from the browser agent string" (visitor.md §5).
 */
import type { Device } from '../types';

// Tablet markers are tested first: Kindle Fire (Silk) and iPad Chrome agents also say "Mobile".
// "Tablet PC" is the token old Internet Explorer adds on any touch-screen Windows computer, so it
// is not a tablet.
const TABLET = /ipad|kindle|silk|tablet(?! pc)/i;
// "Mobi" covers "Mobile" (Android phones, iPhone Safari) and Opera's "Mobi"; Opera Mini on Android
// omits "Mobile", so it is named before the Android fallback below.
const MOBILE =
	/iphone|ipod|windows phone|iemobile|blackberry|bb10|opera mini|mobi/i;

/**
 * The device class an agent string names.
 *
 * @param ua A User-Agent string.
 */
export function detectDevice( ua: string ): Device {
	if ( TABLET.test( ua ) ) {
		return 'tablet';
	}
	if ( MOBILE.test( ua ) ) {
		return 'mobile';
	}
	// Android browsers on phones say "Mobile"; without it the device is a tablet.
	return /android/i.test( ua ) ? 'tablet' : 'desktop';
}

/** The navigator fields that reveal an iPad asking for desktop sites. */
export interface TouchHints {
	platform?: string;
	maxTouchPoints?: number;
}

/**
 * iPadOS 13+ Safari asks for desktop sites and sends a Mac agent; only the touch points give it
 * away (no Mac has a touch screen).
 *
 * @param nav The browser's navigator (or its platform and maxTouchPoints).
 */
export function isIpadOs( nav: TouchHints ): boolean {
	return nav.platform === 'MacIntel' && ( nav.maxTouchPoints ?? 0 ) > 1;
}

/**
 * This browser's device class.
 *
 * @param nav The browser's navigator.
 */
export function currentDevice(
	nav: Pick< Navigator, 'userAgent' > & TouchHints
): Device {
	return isIpadOs( nav ) ? 'tablet' : detectDevice( nav.userAgent );
}
