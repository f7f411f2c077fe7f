import { expect, test, type Page } from './fixtures';
import { ownCoreForEachTest } from './own-core-per-test';
import { AARAV, expectAccessible, login } from './support';

/*
 * The core stops while a customer is signed in (issue 23 §4): the portal keeps its shell and
 * says what SPEC §8 says for no answer, and once the core is back the customer carries on in the
 * same session. The core here is the test's own, so stopping it touches no other test.
 */
const TECHNICAL = 'We are facing some technical issue, Please try again later.';

/** Every signed-in route that asks the core for its content. */
const PAGES = [
  '/',
  '/policy-details/10000001',
  '/pay-premium',
  '/pay-premium/10000001',
  '/download',
  '/download/payment-history',
  '/manage-profile',
  '/service-request',
  '/service-request?tab=NEW_SR',
  '/claim/track',
  '/claim/intimate',
  '/help-and-support',
  '/fund-switch',
  '/premium-redirection',
  '/enach-registration',
  '/policy-services',
];

const own = ownCoreForEachTest();

async function expectTechnicalInShell(page: Page, path: string) {
  // Soft: one run names every page that falls short, not only the first.
  const res = await page.goto(`${own().portalUrl}${path}`);
  expect.soft(res?.status(), path).toBeLessThan(500);
  await expect.soft(page.getByText(TECHNICAL).first(), path).toBeVisible({ timeout: 5_000 });
  // A claim's sub-page may move on to /claim on a wide screen, which shows both (core down or not).
  const wide = page.viewportSize()!.width >= 1024;
  const put = [path.split('?')[0], ...(wide && path.startsWith('/claim/') ? ['/claim'] : [])];
  expect.soft(put, `${path} stays put`).toContain(new URL(page.url()).pathname);
  // The menus still work: the customer can go elsewhere or log out.
  await expect
    .soft(
      page
        .getByRole('button', { name: 'Logout' })
        .or(page.getByRole('button', { name: 'Open menu' }))
        .first(),
      path,
    )
    .toBeVisible();
}

test('with the core stopped every page says so inside the portal, and the session survives its return', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, AARAV, `${own().portalUrl}/login`);
  await expect(page.getByRole('heading', { name: /Aarav/ })).toBeVisible();

  await own().core.stop();
  // /claim on a phone is only the menu of its two sub-pages, which ask the core nothing.
  const desktopOnly = page.viewportSize()!.width >= 1024 ? ['/claim'] : [];
  for (const path of [...PAGES, ...desktopOnly]) await expectTechnicalInShell(page, path);
  await expectAccessible(page);

  await own().core.start();
  await page.goto(`${own().portalUrl}/policy-details/10000001`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/10000001|Wealth Builder/);
  await expect(page.getByText(TECHNICAL)).toHaveCount(0);
  await page.goto(`${own().portalUrl}/`);
  await expect(page.getByRole('article').filter({ hasText: '10000001' }).first()).toBeVisible();
});

test(
  'an action with the core stopped answers the technical-issue text and changes nothing',
  { tag: '@server' },
  async ({ page }) => {
    await login(page, AARAV, `${own().portalUrl}/login?return_to=${encodeURIComponent('/pay-premium/10000001')}`);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();

    await own().core.stop();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page.getByText(TECHNICAL).first()).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/pay-premium/10000001');

    await own().core.start();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/pg\/checkout\//);
  },
);

test(
  'a core restarted between the gateway and the confirmation still confirms the payment once, with its receipt',
  { tag: '@server' },
  async ({ page }) => {
    // A core started cold renders its first receipt slowly on a busy machine.
    test.slow();
    await login(page, AARAV, `${own().portalUrl}/login?return_to=${encodeURIComponent('/pay-premium/10000001')}`);
    const total = (
      await page.locator('dt', { hasText: 'Amount due' }).locator('xpath=following-sibling::dd[1]').innerText()
    ).trim();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/pg\/checkout\//);

    // The gateway has taken the money and sends the customer back; the core restarts before the
    // browser follows it back to the portal.
    let restarted = false;
    await page.route(/\/pg\/checkout\/[^/]+\/complete$/, async (route) => {
      const paid = await route.fetch({ maxRedirects: 0 });
      await own().core.stop();
      await own().core.start();
      restarted = true;
      await route.fulfill({ response: paid });
    });
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Thank You, Your Payment is Successful' })).toBeVisible();
    expect(restarted).toBe(true);
    const transactionId = new URL(page.url()).searchParams.get('transactionId')!;

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download & Email Receipt' }).click();
    expect((await download).suggestedFilename()).toBe('PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf');

    // Confirming again reads the status again: still one payment, of the amount the breakup showed.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Thank You, Your Payment is Successful' })).toBeVisible();
    await page.goto(`${own().portalUrl}/download/payment-history`);
    const history = page.getByRole('region', { name: /Policy No 10000001/ });
    await expect(history.getByText(transactionId)).toHaveCount(1);
    await expect(history.getByRole('row').filter({ hasText: transactionId })).toContainText(total);
  },
);
