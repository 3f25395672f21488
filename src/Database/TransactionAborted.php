<?php
/**
 * A transaction the server rolled back under its work.
 *
 * @package UserFeedback
 */

declare( strict_types=1 );

namespace UserFeedback\Database;

/**
 * Thrown by Transaction's guard at the first statement after a statement failed on a conflict or
 * a lost server — the transaction is gone — and caught by Transaction::run(), never by the work.
 */
final class TransactionAborted extends \RuntimeException {
}
