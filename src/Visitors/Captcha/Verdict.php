<?php
/**
 * What the provider said about a token.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Visitors\Captcha;

/**
 * CaptchaVerifier's answer.
 */
enum Verdict {
	/** The provider confirmed the token (and, for reCAPTCHA v3, its score reached the threshold). */
	case Passed;
	/** The provider refused the token, or it was missing or the score too low. */
	case Failed;
	/** No answer that can be read: the provider was unreachable, slow, failed (5xx) or answered nonsense. */
	case Unavailable;
}
