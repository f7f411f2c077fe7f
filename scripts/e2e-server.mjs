// The server Playwright tests run against: the built portal on a fresh sandbox.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { resolveEnv, root, startAll } from './runtime.mjs';

// E2E_SANDBOX_DIR lets two checkouts' runs (or two helpers) keep their own core.
const dataDir = process.env.E2E_SANDBOX_DIR || join(root, '.tmp', 'e2e-sandbox');
rmSync(dataDir, { recursive: true, force: true });
await startAll(
  resolveEnv({
    ...process.env,
    SANDBOX_DATA_DIR: dataDir,
    PORT: process.env.E2E_PORT || '3100',
    SANDBOX_PORT: process.env.E2E_SANDBOX_PORT || '4110',
  }),
);
