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
