// The browser every part shares (Debian's chromium through Playwright) and a real, programmatic login.
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const MOBILE = '9876543210';

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

async function newestOtpId(core) {
  const outbox = await (await fetch(`${core}/outbox.json`)).json();
  return outbox.reduce((max, m) => Math.max(max, m.id), 0);
}

/**
 * Logs in the way a customer does (mobile number, OTP from the core's outbox) and returns the
 * browser context holding the session plus the same cookies as a Cookie header for other clients.
 */
export async function logIn(browser, base, core) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  const before = await newestOtpId(core);
  await page.getByLabel('Registered Mobile Number or Policy Number').fill(MOBILE);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await page.getByRole('textbox', { name: 'Enter OTP' }).waitFor();
  const outbox = await (await fetch(`${core}/outbox.json`)).json();
  const otp = outbox.find((m) => m.to === MOBILE && m.otp && m.id > before)?.otp;
  if (!otp) throw new Error(`No new OTP for ${MOBILE} in ${core}/outbox.json`);
  await page.getByRole('textbox', { name: 'Enter OTP' }).click();
  await page.keyboard.type(otp);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await page.waitForURL(`${base}/`);
  await page.close();
  // MEASURE_LANGUAGE=hi: every page measured (and every screenshot) in that language.
  const language = process.env.MEASURE_LANGUAGE;
  if (language) await context.addCookies([{ name: 'lang', value: language, url: base }]);
  const cookies = await context.cookies(base);
  return { context, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

/** lib/session-rules.ts TOUCH_EVERY_MS: the proxy rewrites a session cookie once it is this old. */
const TOUCH_EVERY_MS = 30_000;
/** Slack for the clocks of this script and the portal, and for the request that takes the new cookie. */
const MARGIN_MS = 1_000;

/**
 * The session cookie a load test replays. A browser takes the rewritten cookie the proxy sends once
 * the old one is 30 s old; a load generator cannot, so from the moment a replayed cookie comes of
 * age every request rewrites it again (measured: half the dashboard's requests per second). That
 * landed in whichever slice crossed the age, one round in seven. Before a slice, `freshFor(ms)`
 * makes sure the cookie stays young for its length: when it might not, it asks for pages until the
 * proxy rewrites it. `issuedBefore`: a time no later than the sign-in that sealed `cookie`.
 */
export function replayableCookie(base, cookie, issuedBefore) {
  let current = cookie;
  // No later than the proxy's own time of the last rewrite, so the cookie is never older than we think.
  let rewrittenAt = issuedBefore;
  return {
    get: () => current,
    async freshFor(ms = 0) {
      if (Date.now() - rewrittenAt + ms + MARGIN_MS < TOUCH_EVERY_MS) return;
      const giveUpAt = Date.now() + TOUCH_EVERY_MS + 5 * MARGIN_MS;
      for (;;) {
        const askedAt = Date.now();
        const next = await freshCookie(base, current);
        if (next !== current) return void ([current, rewrittenAt] = [next, askedAt]);
        if (Date.now() > giveUpAt) throw new Error('the proxy did not rewrite a session cookie over 30 s old');
        await sleep(250);
      }
    },
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The cookie after one page view: rewritten by the proxy when it was over 30 s old, else as it was. */
async function freshCookie(base, cookie) {
  const res = await fetch(`${base}/`, { headers: { cookie }, redirect: 'manual' });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`GET / with the session cookie answered ${res.status}: the session is gone`);
  const jar = new Map(cookie.split('; ').map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)]));
  for (const set of res.headers.getSetCookie()) {
    const pair = set.split(';')[0];
    jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
