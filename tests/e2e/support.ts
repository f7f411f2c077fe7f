import { axeViolations } from './axe';
import { expect, type APIRequestContext, type Cookie, type Locator, type Page } from '@playwright/test';

let coreUrl: string | null = null;

/** The worker's own core (fixtures.ts starts it and says where): its outbox and tester endpoints. */
export function sandboxUrl(): string {
  if (!coreUrl) throw new Error("No core yet: import test from './fixtures', which starts the worker's core.");
  return coreUrl;
}

export function useSandbox(url: string) {
  coreUrl = url;
}

/** A tester's call to this worker's core (`/__sandbox/…`), e.g. to close or verify a bank account; fails the test if refused. */
export async function sandboxPost(request: APIRequestContext, path: string, data: Record<string, string>) {
  const res = await request.post(`${sandboxUrl()}/__sandbox/${path}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
}

export const AARAV = { mobile: '9876543210', firstName: 'Aarav' };
export const PRIYA = { mobile: '9123456780', firstName: 'Priya' };

interface OutboxEntry {
  id: number | string;
  to: string;
  channel: string;
  text: string;
  otp?: string;
  at: string;
}

export async function outbox(request: APIRequestContext): Promise<OutboxEntry[]> {
  const res = await request.get(`${sandboxUrl()}/outbox.json`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/** The newest OTP sent to this mobile after `since` (an ISO time), waiting for it to arrive. */
export async function otpFor(request: APIRequestContext, mobile: string, since: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(request)).find((m) => m.to === mobile && m.otp && m.at >= since)?.otp;
      return found;
    })
    .toBeTruthy();
  return found!;
}

/** The toast shown in `scope`: over an open dialog it sits inside the dialog, above its backdrop. */
export const toastIn = (scope: Page | Locator) => scope.locator('[data-sonner-toast]');

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/**
 * The suite logs in about 90 times in ten minutes from one address, far past the core's OTP
 * limits; a tester lifts them first, as a back office would for a locked-out customer.
 */
export async function clearOtpLimits(request: APIRequestContext) {
  const res = await request.post(`${sandboxUrl()}/__sandbox/otp-limits/clear`, { data: {} });
  expect(res.ok()).toBe(true);
}

/** Asks for an OTP (lifting the core's OTP limits first) and returns once the OTP step shows. */
export async function requestOtp(page: Page, loginId: string): Promise<string> {
  await clearOtpLimits(page.request);
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel('Registered Mobile Number or Policy Number').fill(loginId);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  await expect(page.getByRole('textbox', { name: 'Enter OTP' })).toBeVisible();
  return since;
}

/** Types the code key by key into the OTP field, replacing whatever it held. */
export async function typeOtp(page: Page, otp: string) {
  const field = page.getByRole('textbox', { name: 'Enter OTP' });
  await field.clear();
  await field.pressSequentially(otp);
}

/** Logs in through the real OTP flow, reading the code from the sandbox outbox. */
export async function login(page: Page, who = AARAV, start = '/login') {
  await page.goto(start);
  const since = await requestOtp(page, who.mobile);
  await typeOtp(page, await otpFor(page.request, who.mobile, since));
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** This worker's sessions on its own portal, one per customer, kept from test to test (fixtures.ts). */
const kept = new Map<string, { cookies: Cookie[]; usedAt: number }>();
/**
 * A kept session unused for longer is not trusted: the core ends a token after 15 idle minutes,
 * and a page that streams would find out only after signIn had handed it over.
 */
const KEEP_UNUSED_MS = 10 * 60_000;

/**
 * A page signed in as `who`, opened at `at` (the dashboard unless said), for tests that are about
 * what comes after the login. The worker's session for that customer is reused while the portal
 * still takes it (the core keeps sessions across its per-test reset, fixtures.ts); otherwise, or
 * the first time, the customer logs in with an OTP and that session is kept for the next test.
 * Tests of the login itself, or that end the session, call login().
 */
export async function signIn(page: Page, who = AARAV, at = '/') {
  const session = kept.get(who.mobile);
  if (session && Date.now() - session.usedAt < KEEP_UNUSED_MS) {
    await page.context().addCookies(session.cookies);
    await page.goto(at);
    if (!new URL(page.url()).pathname.startsWith('/login')) {
      // The portal renews the idle timer in the cookie as the customer moves: keep the renewed one.
      await keep(page, who.mobile);
      return;
    }
    await page.context().clearCookies();
  }
  await login(page, who, at === '/' ? '/login' : `/login?return_to=${encodeURIComponent(at)}`);
  await keep(page, who.mobile);
}

async function keep(page: Page, mobile: string) {
  const cookies = (await page.context().cookies()).filter((c) => c.name.endsWith('portal_session'));
  kept.set(mobile, { cookies, usedAt: Date.now() });
}

/** Every page must pass axe with no serious or critical violation. */
export async function expectAccessible(page: Page) {
  let bad = await seriousViolations(page);
  // A toast can start its 5 s fade-out while axe reads it; colours mid-fade are not what people
  // read, so a finding on a toast alone is checked once more after the fade has run.
  if (bad.length > 0 && bad.every((b) => b.onToastOnly)) {
    await page.waitForTimeout(600);
    bad = await seriousViolations(page);
  }
  const lines = bad.map((b) => b.line);
  expect(lines, lines.join('\n')).toEqual([]);
}

async function seriousViolations(page: Page) {
  // Let entering toasts and dialogs finish their fade-in: mid-animation colours are not what people
  // read. Two frames first, so a transition the last action set off has started and is counted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3000 },
    )
    .catch(() => undefined);
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      onToastOnly: v.nodes.every((n) => n.html.includes('data-sonner-toast') || n.target.join(' ').includes('data-title')),
      line: `${v.id}: ${v.help} — ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`)
        .slice(0, 3)
        .join(' | ')}`,
    }));
}

/** Moves the worker's core clock ahead (an OTP's resend wait, say) instead of waiting; the next test's reset puts it back. */
export async function moveCoreClock(request: APIRequestContext, ms: number) {
  const res = await request.post(`${sandboxUrl()}/__sandbox/clock`, { data: { advanceMs: ms } });
  expect(res.ok()).toBe(true);
}

/** The side menu: always visible on desktop, behind the hamburger on phones. */
export async function openMenu(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Ends every session of this customer at the core, the worker's kept one too (signIn): forgotten
 * here, since the dashboard would only find out after signIn had handed over the page.
 */
export async function expireSessions(request: APIRequestContext, mobile: string) {
  const res = await request.post(`${sandboxUrl()}/__sandbox/expire-tokens`, { data: { mobile } });
  expect(res.ok()).toBe(true);
  kept.delete(mobile);
}

/** Presses the submit button, then verifies the service-request OTP read from the outbox. */
export async function submitWithOtp(page: Page, submitName = 'Submit') {
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByRole('button', { name: submitName, exact: true }).click();
  const otpDialog = page.getByRole('dialog', { name: 'OTP Verification' });
  await expect(otpDialog).toBeVisible();
  await expectAccessible(page);
  const otp = await otpFor(page.request, AARAV.mobile, since);
  await otpDialog.getByRole('textbox', { name: 'Enter OTP' }).click();
  await page.keyboard.type(otp);
  await otpDialog.getByRole('button', { name: 'Verify' }).click();
}

/**
 * `text` is in what a phone paints first: before the first streamed block in the page's HTML (those
 * follow in hidden blocks that a script swaps in after their skeletons) and outside any boundary.
 * Returns the HTML for further checks.
 */
export async function expectInFirstPaint(request: APIRequestContext, path: string, text: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const at = html.indexOf(text);
  const firstStreamed = html.indexOf('<div hidden id="S:');
  expect(at).toBeGreaterThan(0);
  expect(firstStreamed === -1 || at < firstStreamed).toBe(true);
  expect(html.slice(0, at)).not.toContain('<template id="B:');
  return html;
}
