import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium; nothing downloads a browser. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

const SERVER_SPECS = [
  'boot-checks',
  'core-faults',
  'headers',
  'instances',
  'key-rotation',
  'login-privacy',
  'logs',
  'pay-rush',
  'probes',
  'shutdown',
  'standalone',
  'traces',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT_DIR || '.tmp/test-results',
  // The one production build every worker serves, made before any worker starts.
  globalSetup: './tests/e2e/global-setup.ts',
  // Each worker starts its own core and portal (tests/e2e/fixtures.ts) and every test gets the core
  // freshly seeded, so tests run in any order on any worker. Two: this is a two-core machine.
  workers: Number(process.env.E2E_WORKERS || 2),
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || '.tmp/playwright.json' }]],
  use: {
    // baseURL is each worker's own portal (fixtures.ts).
    // A failed test keeps one screenshot of the end. Its trace (DOM snapshots, network, console) is
    // recorded when CI runs it again: recording one for every test took an eighth of the suite's
    // time on a two-core machine (docs/testing.md). Locally, where nothing retries, a failure keeps it.
    trace: process.env.CI ? { mode: 'on-first-retry', screenshots: false } : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    // Specs (and tests tagged @server) about server processes rather than a page run once, on
    // desktop: what they check is the same at any viewport, so a phone would only repeat their
    // restarts and loads.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testIgnore: SERVER_SPECS.map((name) => new RegExp(`/${name}\\.spec\\.ts$`)),
      grepInvert: /@server/,
    },
  ],
});
