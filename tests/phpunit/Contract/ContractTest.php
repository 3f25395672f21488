<?php
/**
 * The committed TypeScript contract is what the PHP says now.
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Contract;

use UserFeedback\Tests\TestCase;
use UserFeedback\Tools\Contract\TypeScriptContract;

// phpcs:disable WordPress.WP.AlternativeFunctions -- reads a file of the repository.

/**
 * Fails when contract/userfeedback.ts differs from what the generator (a tool: `npm run
 * contract`, bin/contract.php) writes now. It only checks; it writes nothing.
 */
final class ContractTest extends TestCase {

	public function test_the_committed_contract_is_current(): void {
		$path = dirname( __DIR__, 3 ) . '/' . TypeScriptContract::PATH;
		$this->assertFileExists( $path );
		$this->assertSame( TypeScriptContract::build(), (string) file_get_contents( $path ), TypeScriptContract::PATH . ' is stale: run `npm run contract`.' );
	}
}
