import { expect, test, type Page } from './fixtures';
import { sandboxUrl, expectAccessible, submitWithOtp, signIn } from './support';

const from = (page: Page, fund: string) => page.getByRole('textbox', { name: new RegExp(`Switch From.*${fund}`) });
const to = (page: Page, fund: string) => page.getByRole('textbox', { name: new RegExp(`Switch To.*${fund}`) });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const terms = (page: Page) =>
  page.getByRole('checkbox', { name: 'I agree to the fund switch as per policy terms and conditions.' });

test.describe('fund switch', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('enforces every rule with the spec’s messages', async ({ page }) => {
    await page.goto('/fund-switch?policyNo=10000001&from=policyDetails');
    await expect(from(page, 'Protector Fund')).toBeVisible();
    await expectAccessible(page);

    await next(page).click();
    await expect(page.getByText("Please Enter Percentage for At Least One Fund in 'Switch From'").first()).toBeVisible();

    await expect(from(page, 'Balanced Fund')).toBeDisabled();
    await from(page, 'Protector Fund').fill('250');
    await expect(from(page, 'Protector Fund')).toHaveValue('100');
    await from(page, 'Protector Fund').fill('5a0');
    await expect(from(page, 'Protector Fund')).toHaveValue('50');
    await expect(to(page, 'Protector Fund')).toBeDisabled();

    await next(page).click();
    await expect(page.getByText('Total Percentage in `Switch To` should be 100%.').first()).toBeVisible();

    await to(page, 'Balanced Fund').fill('100');
    // Editing a source clears every target.
    await from(page, 'Protector Fund').fill('1');
    await expect(to(page, 'Balanced Fund')).toHaveValue('');
    await to(page, 'Balanced Fund').fill('100');
    await next(page).click();
    await expect(page.getByText('Your fund value has to be above ₹5,000 for this transaction.').first()).toBeVisible();

    await from(page, 'Protector Fund').fill('50');
    await to(page, 'Balanced Fund').fill('100');
    await next(page).click();
    await expect(page.getByText('Please Accept Terms and Conditions.').first()).toBeVisible();
  });

  test('a full switch on 10000001 moves the units shown on policy details', async ({ page }) => {
    await page.goto('/policy-details/10000001');
    await expect(page.getByRole('heading', { name: 'Balanced Fund' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Fund Switch' }).click();
    await expect(page).toHaveURL(/from=policyDetails/);

    await from(page, 'Protector Fund').fill('50');
    await to(page, 'Balanced Fund').fill('100');
    await terms(page).check();
    await next(page).click();

    // A table on wide screens, a card per fund on phones: check whichever is shown.
    const summary = page.getByRole('region', { name: 'Summary' });
    const fundLine = (fund: string) => summary.locator('tr, li').filter({ hasText: fund, visible: true });
    await expect(fundLine('Protector Fund')).toContainText('Reduced');
    await expect(fundLine('Balanced Fund')).toContainText('Increased');
    await expect(fundLine('Flexi Cap Fund')).toContainText('Unchanged');
    await expectAccessible(page);

    await submitWithOtp(page);
    const done = page.getByRole('dialog', { name: 'Fund Switch Request Submitted' });
    await expect(done).toContainText(/SR\s?\d+/);
    await expectAccessible(page);
    await done
      .getByRole('button', { name: /OK|Close/ })
      .first()
      .click();
    await expect(page.getByRole('combobox', { name: 'Policy Number' })).toBeVisible();

    await page.goto('/policy-details/10000001');
    await expect(page.getByRole('heading', { name: 'Balanced Fund' })).toBeVisible();
    await expect(page.getByText('1,605.2716')).toBeVisible();

    // The policy's page shows today's switch, and a second switch the same day is refused as the
    // policy opens, first and focused, before the holdings' button and the form.
    await expect(page.getByRole('link', { name: /^Fund switch requested on .*, SR \d{8}$/ })).toBeVisible();
    await page.goto('/fund-switch?policyNo=10000001&from=policyDetails');
    const refusal = page.getByTestId('request-refusal');
    await expect(refusal).toBeFocused();
    await expect(refusal.getByRole('alert')).toContainText('You have already raised this request.');
    await expect(refusal.getByRole('link', { name: 'Track this request' })).toHaveAttribute(
      'href',
      /\/service-request\?tab=SR&sr=\d{8}$/,
    );
    await expect(from(page, 'Flexi Cap Fund')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Fund Switch' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('lists only ULIPs in force or discontinued, and deep links open the right step', async ({ page }) => {
    await page.goto('/fund-switch');
    await page.getByRole('combobox', { name: 'Policy Number' }).click();
    for (const no of ['10000001', '10000002', '10000003'])
      await expect(page.getByRole('option', { name: new RegExp(no) })).toBeVisible();
    for (const no of ['20000001', '20000002', '30000001'])
      await expect(page.getByRole('option', { name: new RegExp(no) })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expectAccessible(page);

    await page.goto('/fund-switch?policyNo=10000002&from=dashboard');
    await expect(page.getByRole('button', { name: 'Fund Switch' })).toBeEnabled();
    await expect(page.getByText('Flexi Cap Fund').first()).toBeVisible();
  });

  test('a tampered request is refused and never reaches the core', async ({ page }) => {
    await page.goto('/fund-switch?policyNo=10000001&from=policyDetails');
    await from(page, 'Protector Fund').fill('50');
    await to(page, 'Balanced Fund').fill('100');
    await terms(page).check();
    await page.route('**/fund-switch**', async (route) => {
      const req = route.request();
      if (req.method() === 'POST' && req.headers()['next-action']) {
        const body = (req.postData() ?? '').replace('"PROT":50', '"PROT":150').replace('"10000001"', '"40000001"');
        return route.continue({ postData: body });
      }
      return route.continue();
    });
    const since = Date.now();
    await next(page).click();
    await expect(page.getByRole('region', { name: 'Summary' })).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: /.+/ }).first()).toBeVisible();
    const calls = await (await page.request.get(`${sandboxUrl()}/__sandbox/requests?since=${since}`)).json();
    expect(calls.map((c: { path: string }) => c.path).filter((p: string) => p.includes('fundSwitch'))).toEqual([]);
  });
});
