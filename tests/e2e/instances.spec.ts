import type { ExtraPortal } from './extra-portal';
import { expect, test, type Page } from './fixtures';
import { AARAV, otpFor, requestOtp, typeOtp } from './support';

/**
 * The worker's portal and one more on the same build and core, sharing what README "Running
 * several instances" lists (the worker's portal is started with a server-actions key for this),
 * and nothing else. One browser session hops between them at every step: whatever a portal kept
 * in its own memory would be missing on the other.
 */
interface Instance {
  url: string;
}
let a: Instance;
let b: ExtraPortal;

/** Sends the page's server-action posts to another instance, as a load balancer might (it keeps the public host). */
async function postActionsTo(page: Page, from: Instance, to: Instance, served: string[]) {
  await page.route(`${from.url}/**`, async (route) => {
    const req = route.request();
    if (req.method() !== 'POST' || !req.headers()['next-action']) return route.continue();
    const response = await route.fetch({
      url: req.url().replace(from.url, to.url),
      headers: { ...req.headers(), 'x-forwarded-host': new URL(from.url).host },
    });
    served.push(`${response.status()} ${response.url()}`);
    await route.fulfill({ response });
  });
}

test.describe('several instances', () => {
  test.beforeAll(async ({ servers, extraPortals }) => {
    a = { url: servers.portalUrl };
    b = await extraPortals.get({});
  });
  test.afterEach(() => {
    b.assertRunning();
  });

  test('one session moves between instances across pages and server actions', async ({ page }) => {
    // OTP asked for on A, verified on B: the pending login travels in the sealed cookie.
    await page.goto(`${a.url}/login`);
    const since = await requestOtp(page, AARAV.mobile);
    const otp = await otpFor(page.request, AARAV.mobile, since);
    await page.goto(`${b.url}/login`);
    await typeOtp(page, otp);
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page).toHaveURL(`${b.url}/`);

    await page.goto(`${a.url}/`);
    await expect(page.getByRole('heading', { name: `Hello, ${AARAV.firstName}` })).toBeVisible();
    await page.goto(`${b.url}/policy-details/10000001`);
    await expect(page.getByRole('heading', { level: 1, name: 'Wealth Builder ULIP' })).toBeVisible();

    // The fund switch page comes from A, its actions are answered by B.
    const served: string[] = [];
    await postActionsTo(page, a, b, served);
    await page.goto(`${a.url}/fund-switch?policyNo=10000001&from=policyDetails`);
    await page.getByRole('textbox', { name: /Switch From.*Protector Fund/ }).fill('50');
    await page.getByRole('textbox', { name: /Switch To.*Balanced Fund/ }).fill('100');
    await page.getByRole('checkbox', { name: 'I agree to the fund switch as per policy terms and conditions.' }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
    // Every action the page posted (the open-request check as it opened, then the summary) was B's.
    expect(served.length).toBeGreaterThan(0);
    expect(new Set(served)).toEqual(new Set([`200 ${b.url}/fund-switch?policyNo=10000001&from=policyDetails`]));
  });
});
