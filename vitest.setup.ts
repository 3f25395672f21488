import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Unmount React trees between tests (Preact's testing library cleans up after itself).
afterEach( () => cleanup() );

// npm test runs Vitest beside PHPUnit on two cores: a lazily loaded screen can take longer than
// the library's 1 s to appear there. A wait still fails when what it waits for never comes.
configure( { asyncUtilTimeout: 5000 } );
