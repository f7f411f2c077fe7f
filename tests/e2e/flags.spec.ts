import { expect, test } from './fixtures';
import { login, openMenu, signIn } from './support';

/**
 * A second portal process on the same build and sandbox, started with some flags off:
 * proves flags come from the environment at start, without a rebuild.
 */
const OFF = 'claim,helpAndSupport,fundSwitch,premiumRedirection,payPremium,orderConfirmation,paymentHistory,downloadFundSummary';

test.describe('feature flags', () => {
  test('all flags on: the menu offers every area', async ({ page }) => {
    await signIn(page);
    const menu = await openMenu(page);
    for (const item of ['Home', 'Pay Premium', 'Profile', 'File A Claim', 'Download', 'Service Request', 'Help & Support']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await page.goto('/policy-details/10000001');
    await expect(page.getByRole('link', { name: 'Fund Switch' })).toBeVisible();
    await page.goto('/download');
    await expect(page.getByRole('link', { name: 'View Payment History' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fund Summary' })).toBeVisible();
    for (const path of [
      '/pay-premium',
      '/pay-premium/10000001',
      '/download/payment-history',
      '/fund-switch',
      '/premium-redirection',
    ]) {
      expect((await page.goto(path))!.status(), path).toBe(200);
    }
  });

  test('flags off: routes are not found, menu items and sections are gone', async ({ page, extraPortals }) => {
    const portal = await extraPortals.get({ FEATURES_OFF: OFF });
    const base = portal.url;
    await login(page, undefined, `${base}/login`);
    const menu = await openMenu(page);
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    for (const gone of ['Pay Premium', 'File A Claim', 'Help & Support']) {
      await expect(menu.getByRole('link', { name: gone, exact: true })).toHaveCount(0);
    }
    for (const path of [
      '/claim',
      '/help-and-support',
      '/fund-switch?policyNo=10000001',
      '/premium-redirection',
      '/pay-premium',
      '/pay-premium/10000001',
      '/order-confirmation?transactionId=TXN1',
      '/download/payment-history',
    ]) {
      const res = await page.goto(`${base}${path}`);
      expect(res!.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
    await page.goto(`${base}/policy-details/10000001`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Fund Switch' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);

    await page.goto(`${base}/download`);
    await expect(page.getByRole('heading', { level: 1, name: 'Download' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Payment History' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Fund Summary' })).toHaveCount(0);
  });
});
