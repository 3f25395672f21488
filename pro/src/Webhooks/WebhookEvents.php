<?php
/**
 * What a webhook can be sent for.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Webhooks;

/**
 * The events an endpoint subscribes to, each fed by an action hook (Events\Actions)
 * except response.submitted, queued inside the response's own transaction so it cannot be lost.
 * response.analyzed follows when the insights have read a new response's open answers (in the
 * background, moments later): the response with its sentiments and themes.
 */
final class WebhookEvents {

	public const RESPONSE_SUBMITTED = 'response.submitted';
	public const RESPONSE_TRASHED   = 'response.trashed';
	public const RESPONSE_DELETED   = 'response.deleted';
	public const SURVEY_PUBLISHED   = 'survey.published';
	public const RESPONSE_ANALYZED  = 'response.analyzed';

	/** A delivery sent from Settings → Integrations → Send test; never queued. */
	public const TEST = 'test';

	/** Every event an endpoint may subscribe to. */
	public const ALL = array( self::RESPONSE_SUBMITTED, self::RESPONSE_TRASHED, self::RESPONSE_DELETED, self::SURVEY_PUBLISHED, self::RESPONSE_ANALYZED );
}
