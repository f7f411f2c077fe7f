import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const TEST_DIRS = ['tests/unit', 'sandbox/tests'];
const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
const all = TEST_DIRS.flatMap(testFiles);
// A file that replaces modules or spies on them gets fresh modules of its own. The others share
// their worker's modules, which spares each file importing the app again (most of the suite's time).
const mocks = (file: string) => /\bvi\.(mock|doMock|spyOn|stub\w*)\(/.test(readFileSync(file, 'utf8'));
const isolated = all.filter(mocks);

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // `server-only` throws outside React's server build; unit tests run server modules directly.
      'server-only': fileURLToPath(new URL('./tests/unit/server-only-stub.ts', import.meta.url)),
      // The second run on Node 22 (scripts/node22.mjs): the core's SQLite driver compiled for it.
      ...(process.env.BETTER_SQLITE3_DIR ? { 'better-sqlite3': process.env.BETTER_SQLITE3_DIR } : {}),
    },
  },
  test: {
    environment: 'node',
    // The portal's JSON log lines would bury the report; tests that read them spy on the logger.
    env: { LOG_LEVEL: 'silent' },
    pool: 'threads',
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      { extends: true, test: { name: 'shared', include: all.filter((f) => !isolated.includes(f)), isolate: false } },
    ],
  },
});
