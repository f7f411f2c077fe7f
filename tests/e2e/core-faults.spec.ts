import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ownCoreForEachTest } from './own-core-per-test';
import { AARAV, login } from './support';

/*
 * A core that answers too late, answers what cannot be opened, or answers data outside its
 * contract (issue 23 §4): the customer reads SPEC §8's technical-issue text, the portal asks the
 * core no more often than when it is well (no retries piling onto a struggling core), and the
 * signed-in session is untouched. The core is the test's own, so its faults reach no other test.
 */
const TECHNICAL = 'We are facing some technical issue, Please try again later.';
const TIMEOUT_MS = 1_500;
const SLOW_MS = 6_000;

type Fault = { mode: 'none' } | { mode: 'slow'; delayMs: number } | { mode: 'garbage' } | { mode: 'breach' };

const own = ownCoreForEachTest({ portal: { UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) } });

async function setFault(request: APIRequestContext, fault: Fault) {
  const res = await request.post(`${own().core.url}/__sandbox/faults`, { data: fault });
  expect(res.ok()).toBe(true);
}

/** The contract calls the core received since `since`, once the slowest of them has been answered. */
async function callsSince(request: APIRequestContext, since: number, settleMs: number): Promise<string[]> {
  await new Promise((r) => setTimeout(r, settleMs));
  const res = await request.get(`${own().core.url}/__sandbox/requests?since=${since}`);
  return ((await res.json()) as { path: string }[]).map((r) => r.path).sort();
}

/** Opens the page and returns the core calls it made, and how long the page took. */
async function view(page: Page, path: string, settleMs = 300): Promise<{ calls: string[]; ms: number; requestId: string }> {
  const since = Date.now();
  const res = await page.goto(`${own().portalUrl}${path}`);
  const ms = Date.now() - since;
  return { calls: await callsSince(page.request, since, settleMs), ms, requestId: res?.headers()['x-request-id'] ?? '' };
}

const FAULTS: [string, Fault][] = [
  ['answers past UPSTREAM_TIMEOUT_MS', { mode: 'slow', delayMs: SLOW_MS }],
  ['answers with a body no key opens', { mode: 'garbage' }],
  ['answers data outside its contract', { mode: 'breach' }],
];

for (const [name, fault] of FAULTS) {
  test(`a core that ${name}: the technical-issue text, one log line a failed call, no retries, and the session survives`, async ({
    page,
  }) => {
    await login(page, AARAV, `${own().portalUrl}/login?return_to=${encodeURIComponent('/service-request')}`);
    const { calls: healthy } = await view(page, '/service-request');
    expect(healthy.length).toBeGreaterThan(0);

    await setFault(page.request, fault);
    const { calls: faulty, ms, requestId } = await view(page, '/service-request', fault.mode === 'slow' ? SLOW_MS + 500 : 300);
    await expect(page.getByText(TECHNICAL).first()).toBeVisible();
    // The page gave up at the portal's timeout; it did not wait for the core.
    if (fault.mode === 'slow') expect(ms).toBeLessThan(SLOW_MS);
    // Each call the page makes reached the core at most once.
    expect(faulty.length).toBeLessThanOrEqual(healthy.length);
    for (const path of new Set(faulty)) expect(faulty.filter((p) => p === path)).toHaveLength(1);
    // The portal's log: the request's one line, and one error line for each call that failed,
    // naming it, all under the id the page was answered with; nothing said twice.
    const lines = own()
      .portalLines()
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.requestId === requestId);
    expect(lines.filter((l) => l.kind === 'request')).toHaveLength(1);
    const failures = lines.filter((l) => l.level === 'error' || l.level === 'warn');
    expect(failures.map((l) => l.path).sort()).toEqual([...new Set(faulty)].sort());

    // An action meets the same fault with the same words, on a page loaded while the core was well.
    await setFault(page.request, { mode: 'none' });
    await page.goto(`${own().portalUrl}/pay-premium/10000001`);
    await setFault(page.request, fault);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText(TECHNICAL).first()).toBeVisible({ timeout: SLOW_MS + 5_000 });
    expect(new URL(page.url()).pathname).toBe('/pay-premium/10000001');

    await setFault(page.request, { mode: 'none' });
    await page.goto(`${own().portalUrl}/service-request?tab=SR`);
    await expect(page.getByText(TECHNICAL)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/service-request');
  });
}
