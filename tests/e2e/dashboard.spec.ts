import { expect, test, type Page } from './fixtures';
import { expectAccessible, isMobile, PRIYA, signIn } from './support';

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

  test('the summary answers what the customer is covered for, how the funds are doing and what is due', async ({ page }) => {
    // The seeded customer's figures, which the core's own test pins (sandbox/tests/portfolio-summary.test.ts).
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('₹1,31,75,000', { exact: true })).toBeVisible();
    await expect(summary.getByText('5 policies in force')).toBeVisible();
    await expect(summary.getByText(/^Fund value as on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(summary.getByText('₹7,47,325.57', { exact: true })).toBeVisible();
    await expect(summary.getByText('Invested ₹6,22,500.00 · Gain ₹1,24,825.57 · Returns 20.05%')).toBeVisible();

    // The next due of each premium-paying policy, soonest first, with its auto-pay.
    // A phone lists the three nearest and says how many more follow, so its shortcuts start sooner.
    const dues = summary.getByRole('listitem');
    await expect(dues).toHaveCount(isMobile(page) ? 3 : 5);
    await expect(summary.getByText('and 2 more later')).toBeVisible({ visible: isMobile(page) });
    // Each row: plan, amount, then policy, due date and auto-pay in one line.
    await expect(dues.first()).toHaveText(
      /^Secure Endowment Plan₹25,330\.0020000001 · overdue since \d{2}\/\d{2}\/\d{4} · no auto-pay$/,
    );
    await expect(dues.last()).toHaveText(
      isMobile(page)
        ? /^Wealth Builder ULIP₹5,000\.0010000001 · due \d{2}\/\d{2}\/\d{4} · no auto-pay$/
        : /^Term Shield Plus₹18,916\.2520000002 · due \d{2}\/\d{2}\/\d{4} · auto-pay$/,
    );
    await expect(summary.getByRole('link', { name: 'Pay all dues' })).toHaveAttribute('href', '/pay-premium?pay=all');
    await expectAccessible(page);
  });

  test('each card says first what needs attention and whether auto-pay pays its premiums', async ({ page }) => {
    const firstLine = async (policyNo: string, text: string) => {
      const c = card(page, policyNo);
      const [label, title] = await Promise.all([
        c.getByText(text, { exact: true }).boundingBox(),
        c.getByRole('heading').boundingBox(),
      ]);
      expect(label && title && label.y + label.height <= title.y, `${text} above the plan on ${policyNo}`).toBe(true);
    };
    await firstLine('20000002', 'Auto-pay on');
    await firstLine('10000001', 'No auto-pay');
    await firstLine('10000001', 'Premium Due');
    await firstLine('10000002', 'Premium Overdue');
    await firstLine('20000001', 'Lapsed');
    // A single-premium plan and an annuity take no premiums: no auto-pay to speak of.
    await expect(card(page, '10000003').getByText(/auto-pay/i)).toHaveCount(0);
    await expect(card(page, '30000001').getByText(/auto-pay/i)).toHaveCount(0);
  });

  test('a phone puts the summary and shortcuts first and keeps the cards short; a desktop keeps the full cards', async ({
    page,
  }) => {
    const top = async (l: ReturnType<Page['locator']>) => (await l.boundingBox())?.y ?? Number.NaN;
    const summary = await top(page.getByRole('region', { name: 'Summary' }));
    const actions = await top(page.getByRole('region', { name: 'Quick Actions' }));
    const policies = await top(page.getByRole('heading', { name: 'My Policies' }));
    expect(summary).toBeLessThan(actions);
    expect(actions).toBeLessThan(policies);
    const ulip = card(page, '10000001');
    if (isMobile(page)) {
      // Plan, status, cover, next due and Pay Now; the rest is on the details page.
      await expect(ulip.getByText('Insured Name')).toBeHidden();
      await expect(ulip.getByRole('link', { name: /Fund Switch/ })).toBeHidden();
      await expect(ulip.getByRole('link', { name: /Pay Now/ })).toBeVisible();
      await expect(ulip.getByText('Premium Due Date')).toBeVisible();
      // It was some 3,600 px to the last card, with the shortcuts at the very bottom (the footer
      // that follows the cards now is not the dashboard's). Seven cards: about two screens.
      const list = await page.getByRole('region', { name: 'My Policies' }).boundingBox();
      expect((list?.y ?? 0) + (list?.height ?? Infinity)).toBeLessThan(2_900);
      expect(list?.height ?? Infinity).toBeLessThan(2 * page.viewportSize()!.height);
      // The whole card opens the details, not only the plan's name.
      const box = await ulip.boundingBox();
      await ulip.click({ position: { x: 24, y: (box?.height ?? 0) - 24 } });
      await expect(page).toHaveURL(/\/policy-details\/10000001$/);
    } else {
      await expect(ulip.getByText('Insured Name')).toBeVisible();
      await expect(ulip.getByRole('link', { name: /Fund Switch/ })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Side bar' })).toBeVisible();
    }
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
