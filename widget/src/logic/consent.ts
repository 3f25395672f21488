/**
 * The WP Consent API in the browser (docs/analytics-events.md "Consent"). Only when the page says
 * the API is active (the bootstrap's `consent_api`): the widget then stores its cookies and local
 * keys only with the visitor's `functional` consent and sends analytics events only with their
 * `statistics` consent, asked at each write or event, so a choice made during the visit counts
 * from that moment (the API's `wp_listen_for_consent_change` needs no listener here). Refused
 * writes are dropped, not kept for later: the survey may show again, nothing else changes.
 * Without the flag, everything is allowed, as before.
 */

/**
 * Whether the visitor consents to a category (always, without the API).
 *
 * @param win      The window (its bootstrap and the API's wp_has_consent()).
 * @param category 'functional' or 'statistics'.
 */
export const consents = ( win: Window, category: string ): boolean =>
	! win.userfeedbackWidget?.consent_api ||
	!! win.wp_has_consent?.( category );

declare global {
	interface Window {
		wp_has_consent?: ( category: string ) => boolean;
	}
}
