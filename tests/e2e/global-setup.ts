import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Runtime from '../../scripts/runtime.mjs';

/**
 * Before any worker starts: one production build that every worker's `next start` serves, and no
 * data folder left from an earlier run (each worker makes its own under .tmp/e2e-workers).
 */
export default async function globalSetup() {
  const root = join(__dirname, '..', '..');
  // Imported when it runs: loaded with the config, a static import of the .mjs is compiled to CommonJS, which Node refuses.
  const runtime = pathToFileURL(join(root, 'scripts', 'runtime.mjs')).href;
  const { buildIfNeeded } = (await import(runtime)) as typeof Runtime;
  buildIfNeeded();
  rmSync(join(root, '.tmp', 'e2e-workers'), { recursive: true, force: true });
}
