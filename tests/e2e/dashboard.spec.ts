import { expect, test, type Page } from './fixtures';
import { expectAccessible, PRIYA, signIn } from './support';

const card = (page: Page, policyNo: string) =>
  page.getByRole('article').filter({ has: page.getByText(policyNo, { exact: true }) });

test.describe('dashboard', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('greets the customer and shows a card per policy, only theirs', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: /Hello, Aarav/ })).toBeVisible();
    for (const no of ['10000001', '10000002', '10000003', '20000001', '20000002', '30000001']) {
      await expect(card(page, no)).toHaveCount(1);
    }
    await expect(page.getByText('40000001')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('cards follow the spec: tags, Pay Now, coverage without decimals, rider, due date', async ({ page }) => {
    const ulip = card(page, '10000001');
    await expect(ulip.getByText('Premium Due', { exact: true })).toBeVisible();
    await expect(ulip.getByText('Active', { exact: true })).toBeVisible();
    await expect(ulip.getByRole('link', { name: /Pay Now/ })).toHaveAttribute('href', '/pay-premium/10000001');
    await expect(ulip.getByText('₹12,00,000', { exact: true })).toBeVisible();
    await expect(ulip.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(ulip.getByText('₹5,000.00', { exact: true })).toBeVisible();

    await expect(card(page, '20000001').getByText('Lapsed', { exact: true })).toBeVisible();
    await expect(card(page, '10000002').getByText('Premium Overdue', { exact: true })).toBeVisible();

    const term = card(page, '20000002');
    await expect(term.getByText('Rider Benefit')).toBeVisible();
    await expect(term.getByText('₹25,00,000', { exact: true })).toBeVisible();
    await expect(term.getByRole('link', { name: /Pay Now/ })).toHaveCount(0);

    // Single premium: nothing to pay.
    await expect(card(page, '10000003').getByRole('link', { name: /Pay Now/ })).toHaveCount(0);
  });

  test('names each premium for what it is: the amount due on the card, the premium excl. GST on the policy', async ({ page }) => {
    const valueOf = (scope: Page | ReturnType<typeof card>, label: string) =>
      scope.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
    const term = card(page, '20000002');
    await expect(valueOf(term, 'Amount due')).toHaveText('₹18,916.25');
    await expect(page.getByText('Premium Amount')).toHaveCount(0);

    await page.goto('/policy-details/20000002');
    await expect(valueOf(page, 'Premium (excl. GST)')).toHaveText('₹18,500.00');
    await expect(page.getByText('Premium Amount')).toHaveCount(0);
  });

  test('the annuity card shows payout dates instead of due date and amount', async ({ page }) => {
    const annuity = card(page, '30000001');
    await expect(annuity.getByText('First Payout Date')).toBeVisible();
    await expect(annuity.getByText('Next Payout Date')).toBeVisible();
    await expect(annuity.getByText('Premium Due Date')).toHaveCount(0);
    await expect(annuity.getByText('Amount due')).toHaveCount(0);
  });

  test('a card opens its policy details inside the app, without reloading the page', async ({ page }) => {
    // A full page load would lose this mark; the app router's navigation keeps it.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await card(page, '20000002').getByRole('link', { name: 'Term Shield Plus' }).click();
    await expect(page).toHaveURL(/\/policy-details\/20000002$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Term Shield Plus' })).toBeVisible();
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
    // Back returns to the dashboard, still without a reload.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: /Hello, Aarav/ })).toBeVisible();
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
  });

  test('a press on a quick action is reported to analytics and opens its page inside the app', async ({ page }) => {
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    // The beacon's body is read where it passes; 204 is the portal's word that the core filed it.
    let body: unknown = null;
    await page.route('**/api/track', async (route) => {
      body = JSON.parse(route.request().postDataBuffer()?.toString() ?? 'null');
      await route.continue();
    });
    const filed = page.waitForResponse((r) => r.url().endsWith('/api/track'));
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Download' }).click();
    expect((await filed).status()).toBe(204);
    expect(body).toEqual({ menuName: 'Download', displayPage: 'Home Page' });
    await expect(page).toHaveURL(/\/download$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'stayedInApp' in window)).toBe(true);
  });

  test('a modified click on a card is left to the browser: a new tab, this page stays', async ({ page, context }) => {
    const link = card(page, '20000002').getByRole('link', { name: 'Term Shield Plus' });
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/policy-details/20000002');
    await expect(page).toHaveURL(/\/$/);
    await tab.close();
  });
});

test('Priya sees only her own policy', async ({ page }) => {
  await signIn(page, PRIYA);
  await expect(page.getByText('40000001', { exact: true })).toBeVisible();
  await expect(page.getByText('10000001')).toHaveCount(0);
});

test.describe('the menus around it', () => {
  test('the side bar folds to an icon rail, keeps it after a reload, and unfolds', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page);
    const bar = page.getByRole('complementary', { name: 'Side bar' });
    await expect(bar.getByText('Last Login')).toBeVisible();
    await bar.getByRole('button', { name: 'Collapse menu' }).click();
    // Labels stay for screen readers and show as tooltips; the name and last login give way.
    await expect(bar.getByRole('link', { name: 'Download' })).toHaveAttribute('title', 'Download');
    await expect(bar.getByText('Last Login')).toHaveCount(0);
    await page.reload();
    await bar.getByRole('button', { name: 'Expand menu' }).click();
    await expect(bar.getByText('Last Login')).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('on the phone the menu closes once a page is chosen, which it then marks as current', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Download' }).click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(menu).toHaveCount(0);
    // The bottom bar belongs to the dashboard alone.
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu.getByRole('link', { name: 'Download' })).toHaveAttribute('aria-current', 'page');
  });
});
