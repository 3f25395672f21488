<?php
/**
 * The committed TypeScript contract is what the PHP says now (issue 25).
 *
 * @package UserFeedback
 */

namespace UserFeedback\Tests\Contract;

use UserFeedback\Tests\TestCase;

// phpcs:disable WordPress.WP.AlternativeFunctions -- reads and (on request) writes a file of the repository.

/**
 * Fails when contract/userfeedback.ts differs from TypeScriptContract::build(); with
 * UF_WRITE_CONTRACT=1 (`npm run contract`) it writes the file first.
 */
final class ContractTest extends TestCase {

	public function test_the_committed_contract_is_current(): void {
		$path  = dirname( __DIR__, 3 ) . '/' . TypeScriptContract::PATH;
		$built = TypeScriptContract::build();
		if ( '1' === getenv( 'UF_WRITE_CONTRACT' ) ) {
			if ( ! is_dir( dirname( $path ) ) ) {
				mkdir( dirname( $path ), 0755, true );
			}
			file_put_contents( $path, $built );
		}
		$this->assertFileExists( $path );
		$this->assertSame( $built, (string) file_get_contents( $path ), TypeScriptContract::PATH . ' is stale: run `npm run contract`.' );
	}
}
