import { expect, test, type Page } from './fixtures';
import { AARAV, PRIYA, sandboxUrl, expectAccessible, signIn, submitWithOtp } from './support';

type HostCall = [string, Record<string, string>];

/** The host app's side: a stub Android interface that records what the portal hands back. */
async function installAndroidHost(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __hostCalls: unknown[] }).__hostCalls = calls;
    const record = (event: string) => (json: string) => void calls.push([event, JSON.parse(json)]);
    (window as unknown as { PortalHost: object }).PortalHost = {
      goBackToFundSwitch: record('goBackToFundSwitch'),
      goBackToPremiumRedirection: record('goBackToPremiumRedirection'),
      failureGoBackToPolicy: record('failureGoBackToPolicy'),
    };
  });
}
const hostCalls = (page: Page) => page.evaluate(() => (window as unknown as { __hostCalls: HostCall[] }).__hostCalls);

async function appLink(page: Page, redirectPath: string, mobile = AARAV.mobile) {
  const res = await page.request.post(`${sandboxUrl()}/__sandbox/app-link`, {
    data: { mobile, redirectPath, source: 'APP' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { transactionId: string; token: string; payload: string };
}

const from = (page: Page, fund: string) => page.getByRole('textbox', { name: new RegExp(`Switch From.*${fund}`) });
const to = (page: Page, fund: string) => page.getByRole('textbox', { name: new RegExp(`Switch To.*${fund}`) });

async function switchFunds(page: Page) {
  await page.getByRole('button', { name: 'Fund Switch' }).click();
  await from(page, 'Protector Fund').fill('50');
  await to(page, 'Balanced Fund').fill('100');
  await page.getByRole('checkbox', { name: 'I agree to the fund switch as per policy terms and conditions.' }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await submitWithOtp(page);
}

test.describe('inside the host app (web view)', () => {
  test.beforeEach(async ({ page }) => {
    await installAndroidHost(page);
  });

  test('the hand-off opens the requested page without the portal’s own navigation, and results go back to the app', async ({
    page,
  }) => {
    const link = await appLink(page, '/fund-switch?policyNo=10000001&from=app');
    await page.goto(`/external?transactionId=${link.transactionId}&token=${link.token}&source=APP`);
    await expect(page).toHaveURL(/\/fund-switch\?policyNo=10000001&from=app$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    // The app's own screens carry the insurer's disclosures (docs/decisions.md).
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectAccessible(page);

    await switchFunds(page);
    await expect.poll(() => hostCalls(page)).toHaveLength(1);
    const [event, payload] = (await hostCalls(page))[0]!;
    expect(event).toBe('goBackToFundSwitch');
    expect(payload.policyNo).toBe('10000001');
    expect(payload.serviceRequestId).toMatch(/\d+/);
    expect(Number.isNaN(Date.parse(payload.timestamp ?? ''))).toBe(false);
    await expect(page.getByRole('dialog', { name: 'Fund Switch Request Submitted' })).toHaveCount(0);

    // The same switch again is refused as the policy opens (a duplicate today): the app is told why.
    await page.goto('/fund-switch?policyNo=10000001&from=app');
    await expect.poll(async () => (await hostCalls(page)).length).toBe(1);
    const [failure, details] = (await hostCalls(page))[0]!;
    expect(failure).toBe('failureGoBackToPolicy');
    expect(details.policyNo).toBe('10000001');
    expect(details.message).toBe('You have already raised this request.');
  });

  test('the raw payload works too, once; a used link falls back to login', async ({ page }) => {
    const link = await appLink(page, '/policy-details/10000001');
    await page.goto(`/external?payload=${encodeURIComponent(link.payload)}`);
    await expect(page).toHaveURL(/\/policy-details\/10000001$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Wealth Builder ULIP' })).toBeVisible();

    await page.context().clearCookies();
    await page.goto(`/external?payload=${encodeURIComponent(link.payload)}`);
    await expect(page).toHaveURL(/\/login\?handoff=failed$/);
    await expect(page.getByText('The link from the app has expired or is not valid. Please login to continue.')).toBeVisible();
  });
});

test.describe('a hand-off link in a browser already signed in', () => {
  test('for another customer is not followed: the customer stays signed in as themselves', async ({ page }) => {
    await signIn(page, AARAV);
    const hers = await appLink(page, '/manage-profile', PRIYA.mobile);
    await page.goto(`/external?payload=${encodeURIComponent(hers.payload)}`);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: `Hello, ${AARAV.firstName}` })).toBeVisible();
    // The link was spent on the way: it opens nothing later either.
    await page.context().clearCookies();
    await page.goto(`/external?payload=${encodeURIComponent(hers.payload)}`);
    await expect(page).toHaveURL(/\/login\?handoff=failed$/);
  });

  test('that is broken or refused leaves the session as it was', async ({ page }) => {
    await signIn(page, AARAV);
    for (const query of ['?payload=forged', '?transactionId=x&token=y&source=APP', '?utm=1']) {
      await page.goto(`/external${query}`);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: `Hello, ${AARAV.firstName}` })).toBeVisible();
    }
  });
});
