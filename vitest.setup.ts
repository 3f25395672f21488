import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Unmount React trees between tests (Preact's testing library cleans up after itself).
afterEach( () => cleanup() );
