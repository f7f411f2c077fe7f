import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

/**
 * A stand-in core on loopback for the file's tests: listens before them and closes after them.
 * `url()` is its address once the tests run (it is not known while the file is being read).
 */
export function standInCore(handler: RequestListener): { url: () => string } {
  const core = createServer(handler);
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((r) => core.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(core.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    core.closeAllConnections();
    core.close();
  });
  return { url: () => url };
}
