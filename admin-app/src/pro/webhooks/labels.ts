/**
 * What the webhooks screen calls things.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { DeliveryOutcome, WebhookEvent } from './use-webhooks';

export function eventLabel( event: WebhookEvent | 'test' ): string {
	switch ( event ) {
		case 'response.submitted':
			return __( 'New response', 'userfeedback' );
		case 'response.trashed':
			return __( 'Response trashed', 'userfeedback' );
		case 'response.deleted':
			return __( 'Response deleted', 'userfeedback' );
		case 'survey.published':
			return __( 'Survey published', 'userfeedback' );
		case 'response.analyzed':
			return __( 'Response read (sentiment and themes)', 'userfeedback' );
		case 'test':
			return __( 'Test', 'userfeedback' );
	}
}

export function outcomeLabel( outcome: DeliveryOutcome ): string {
	switch ( outcome ) {
		case 'delivered':
			return __( 'Delivered', 'userfeedback' );
		case 'retrying':
			return __( 'Failed, will retry', 'userfeedback' );
		case 'gave_up':
			return __( 'Failed', 'userfeedback' );
		case 'skipped':
			return __( 'Not sent', 'userfeedback' );
	}
}

/**
 * "HTTP 200" or "No answer" (the request never got one: refused, timed out).
 *
 * @param code The HTTP status, 0 when none.
 */
export function codeLabel( code: number ): string {
	return code > 0
		? /* translators: %d: HTTP status code. */
			sprintf( __( 'HTTP %d', 'userfeedback' ), code )
		: __( 'No answer', 'userfeedback' );
}
