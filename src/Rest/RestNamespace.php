<?php
/**
 * The REST namespace.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Rest;

/**
 * Every route lives under userfeedback/v1.
 */
final class RestNamespace {
	public const V1 = 'userfeedback/v1';
}
