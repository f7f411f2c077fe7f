import { expect, test } from './fixtures';
import { expectAccessible, PRIYA, signIn } from './support';

test.describe('policy details', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a ULIP shows its funds, hides zero-value ones, and links to fund switch', async ({ page }) => {
    await page.goto('/policy-details/10000001');
    await expect(page.getByRole('heading', { level: 1, name: 'Wealth Builder ULIP' })).toBeVisible();
    const funds = page.getByRole('region', { name: 'Fund Details' });
    await expect(funds.getByText(/Currently Fund Allocation as on \d{2}-[A-Z][a-z]{2}-\d{4}/)).toBeVisible();
    for (const name of ['Protector Fund', 'Flexi Cap Fund', 'Multiplier Fund']) {
      await expect(funds.getByRole('heading', { name })).toBeVisible();
    }
    await expect(funds.getByText('Balanced Fund')).toHaveCount(0);
    await expect(funds.getByText('1,523.4567')).toBeVisible();
    await expect(funds.getByRole('img', { name: /Fund allocation/ })).toBeVisible();
    await expect(funds.getByRole('link', { name: 'Fund Switch' })).toHaveAttribute(
      'href',
      '/fund-switch?policyNo=10000001&from=policyDetails',
    );
    const perf = funds.getByRole('link', { name: /View Performance/ });
    await expect(perf).toHaveAttribute('target', '_blank');
    await expectAccessible(page);
  });

  test('a ULIP charts each shown fund’s NAV over the year, with its figures in words and a table', async ({ page }) => {
    await page.goto('/policy-details/10000001');
    const history = page.getByRole('region', { name: 'NAV over the last year' });
    // One chart per fund card: Balanced, at 0 units, has neither.
    await expect(history.getByRole('figure')).toHaveCount(3);
    await expect(history.getByRole('figure', { name: /Balanced Fund/ })).toHaveCount(0);
    const flexi = history.getByRole('figure', { name: /Flexi Cap Fund/ });
    await expect(flexi.locator('svg')).toBeVisible();
    // The caption: the period, first and latest NAV (the latest is the card's), the change, high and low.
    const day = String.raw`\d{2}-[A-Z][a-z]{2}-\d{4}`;
    await expect(flexi).toContainText(new RegExp(`NAV \\d+\\.\\d{4} on ${day} to 54\\.3210 on ${day}`));
    await expect(flexi).toContainText(/[+-]\d+\.\d{2}%/);
    await expect(flexi).toContainText(new RegExp(`High \\d+\\.\\d{4} on ${day}; low \\d+\\.\\d{4} on ${day}`));
    const table = flexi.getByRole('table', { name: 'Flexi Cap Fund: NAV at each month’s end' });
    await expect(table).toBeHidden();
    await flexi.getByText('NAV at each month’s end', { exact: true }).click();
    await expect(table).toBeVisible();
    const rows = table.getByRole('row');
    expect(await rows.count()).toBeGreaterThanOrEqual(13); // a heading row and twelve or thirteen months
    await expect(rows.last()).toContainText('54.3210');
    // Fits the screen it is on: nothing wider than the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    await expectAccessible(page);
  });

  test('fundModal=Y shows the fund amount and OK removes the parameter', async ({ page }) => {
    await page.goto('/policy-details/10000001?fundModal=Y');
    const modal = page.getByRole('dialog', { name: 'FUND AMOUNT(ULIP)' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText(/total fund value of INR [\d,]+\.\d{2} as on \d{2}-[A-Z][a-z]{2}-\d{4}/);
    await expectAccessible(page);
    await modal.getByRole('button', { name: 'OK' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/policy-details\/10000001$/);
  });

  test('tab=NOMINEE opens the nominee tab', async ({ page }) => {
    await page.goto('/policy-details/10000002?tab=NOMINEE');
    const nominees = page.getByRole('region', { name: 'Nominee Details' });
    await expect(nominees.getByText('Meera Sharma').first()).toBeVisible();
    await expect(nominees.getByText('Vihaan Sharma')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nominee' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  });

  test('a term plan shows coverage with its rider and no fund section', async ({ page }) => {
    await page.goto('/policy-details/20000002');
    await expect(page.getByRole('heading', { level: 1, name: 'Term Shield Plus' })).toBeVisible();
    await expect(page.getByText('₹1,00,00,000').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Fund Details' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('another customer’s policy is not found and none of it is shown', async ({ page }) => {
    await page.goto('/policy-details/40000001');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
    await expect(page.getByText(PRIYA.firstName)).toHaveCount(0);
    await expect(page.getByText('Wealth Builder ULIP')).toHaveCount(0);
    await page.goto('/policy-details/abc');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  });
});
