// `npm run measure -- --only=screens`: full-page screenshots of the pages a person checks by eye,
// at 1366×900 and on a Pixel 7, signed in as the seed's first customer, into
// .tmp/screens/<MEASURE_SCREENS_LABEL or "now">/<viewport>/<page>.png (a "before" and an "after"
// run side by side). Not a budget: nothing is compared, the pictures are for looking at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { devices } from '@playwright/test';
import { root } from '../runtime.mjs';

/** The pages issue reviews name, and the states issue 24 changed. */
const PAGES = [
  ['login', '/login', false],
  ['home', '/', true],
  ['policy-details', '/policy-details/10000001', true],
  ['pay-premium', '/pay-premium', true],
  ['pay-premium-nothing-due', '/pay-premium/20000002', true],
  ['pay-premium-revival', '/pay-premium/20000001', true],
  ['reinstatement', '/policy-details/20000001?service=REINSTATEMENT', true],
  ['profile', '/manage-profile', true],
  ['service-request', '/service-request', true],
  ['claim', '/claim/intimate', true],
  ['help', '/help-and-support', true],
];

const VIEWPORTS = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: devices['Pixel 7'],
};

export async function screensSection({ base, browser, session, report }) {
  const label = process.env.MEASURE_SCREENS_LABEL || 'now';
  const cookies = await session.context.cookies(base);
  const written = [];
  for (const [name, options] of Object.entries(VIEWPORTS)) {
    const dir = join(root, '.tmp', 'screens', label, name);
    mkdirSync(dir, { recursive: true });
    const signedIn = await browser.newContext(options);
    await signedIn.addCookies(cookies);
    const signedOut = await browser.newContext(options);
    await signedOut.addCookies(cookies.filter((c) => c.name === 'lang'));
    for (const [file, path, needsSession] of PAGES) {
      const page = await (needsSession ? signedIn : signedOut).newPage();
      await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
      const out = join(dir, `${file}.png`);
      await page.screenshot({ path: out, fullPage: true });
      written.push(out.slice(root.length + 1));
      await page.close();
    }
    await Promise.all([signedIn.close(), signedOut.close()]);
  }
  report.screens = written;
  console.log(`Screenshots (${written.length}) in .tmp/screens/${label}/`);
}
