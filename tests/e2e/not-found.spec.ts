import { expect, test } from './fixtures';
import { PRIYA, expectAccessible, openMenu, signIn } from './support';

/**
 * A policy that is not the customer's (Priya's 40000001 for Aarav), one that does not exist, a
 * malformed number and an unknown path all answer HTTP 404, the status a crawler, a monitor or
 * the host app reads, not only the words on the page.
 */
test.describe('not found', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('every route that takes a policy answers 404 for one that is not the customer’s', async ({ page }) => {
    for (const path of [
      '/policy-details/40000001',
      '/policy-details/99999999',
      '/policy-details/abc',
      '/policy-details/40000001?tab=NOMINEE',
      '/pay-premium/40000001',
      '/pay-premium/99999999',
      '/pay-premium/abc',
      '/no-such-page',
      '/policy-details',
      '/download/no-such-page',
    ]) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
    for (const path of ['/policy-details/10000001', '/pay-premium/10000001', '/pay-premium', '/download']) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }
  });

  test('a fund switch link to someone else’s policy keeps its notice and its 200', async ({ page }) => {
    const res = await page.goto('/fund-switch?policyNo=40000001');
    expect(res!.status()).toBe(200);
    await expect(
      page.getByText('The policy in your link is not available for fund switch. Please select a policy below.'),
    ).toBeVisible();
  });

  test('another customer’s policy shows not found inside the portal, with its header and menu', async ({ page }) => {
    const res = await page.goto('/policy-details/40000001');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Policy not found' })).toBeVisible();
    await expect(page.getByText(PRIYA.firstName)).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown path shows not found inside the portal, with its header and menu', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    const menu = await openMenu(page);
    await menu.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();
  });
});
