import { test } from './fixtures';
import { startCoreAndPortal, type CoreAndPortal } from './servers/own-core';
import { sandboxUrl, useSandbox } from './support';

/**
 * Gives each test of the calling spec a core and a portal of its own, started before the test and
 * stopped after it, for tests that stop, restart or break the core: the worker's core serves every
 * other test. Meanwhile login() and otpFor() read OTPs from the test's own core.
 */
export function ownCoreForEachTest(overrides?: Parameters<typeof startCoreAndPortal>[1]): () => CoreAndPortal {
  let own: CoreAndPortal | null = null;
  let workerCore = '';
  test.beforeEach(async ({ servers }) => {
    own = await startCoreAndPortal(servers.portalEnv, overrides);
    workerCore = sandboxUrl();
    useSandbox(own.core.url);
  });
  test.afterEach(async () => {
    useSandbox(workerCore);
    await own?.stop();
    own = null;
  });
  return () => {
    if (!own) throw new Error('ownCoreForEachTest: used outside a test');
    return own;
  };
}
