<?php
/**
 * The REST namespace.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Rest;

/**
 * Every route lives under userfeedback/v1.
 */
final class RestNamespace {
	public const V1 = 'userfeedback/v1';
}
