import { expect, test, type Page } from './fixtures';
import { expectAccessible, isMobile, submitWithOtp, signIn } from './support';

const box = (page: Page, fund: string) => page.getByRole('textbox', { name: new RegExp(`^${fund}\\s*, new allocation`) });

test.describe('premium redirection', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('lists ULIPs that still take premiums: 10000003 (single premium) is not one', async ({ page }) => {
    await page.goto('/premium-redirection');
    await expectAccessible(page);
    await page.getByRole('combobox', { name: 'Select Policy' }).click();
    for (const no of ['10000001', '10000002']) await expect(page.getByRole('option', { name: new RegExp(no) })).toBeVisible();
    for (const no of ['10000003', '20000001', '20000002', '30000001']) {
      await expect(page.getByRole('option', { name: new RegExp(no) })).toHaveCount(0);
    }
  });

  test('redirects 10000002’s future premiums after the confirmation and OTP, then refuses another that day as it opens', async ({
    page,
  }) => {
    await page.goto('/premium-redirection?policyNo=10000002');
    await page.getByRole('button', { name: 'Premium Redirection' }).click();
    await expect(page.getByRole('heading', { name: 'Enter New Allocation Details' })).toBeVisible();
    await expectAccessible(page);

    const nextButton = page.getByRole('button', { name: 'Next', exact: true });
    await expect(nextButton).toBeDisabled();
    await expect(page.getByRole('button', { name: isMobile(page) ? 'Cancel' : 'Reset' })).toBeVisible();
    await page.getByRole('checkbox', { name: /premium redirection as per policy terms/ }).check();

    await box(page, 'Flexi Cap Fund').fill('150');
    await expect(box(page, 'Flexi Cap Fund')).toHaveValue('100');
    await box(page, 'Flexi Cap Fund').fill('60');
    await box(page, 'Virtue Fund').fill('30');
    await expect(page.getByText('Total Reallocation: 90%')).toBeVisible();
    await nextButton.click();
    await expect(page.getByText('Total allocation is 90%. It should be 100%.')).toBeVisible();

    await box(page, 'Virtue Fund').fill('40');
    await nextButton.click();
    const confirm = page.getByRole('dialog', { name: 'Premium Redirection Confirmation' });
    await expect(confirm.getByText('Do you wish to submit this request?')).toBeVisible();
    await submitWithOtp(page, 'YES');
    // Worded as every other request's confirmation (the fund switch's among them).
    const done = page.getByRole('dialog', { name: 'Premium Redirection Request Submitted' });
    await expect(done).toContainText(
      /Request SR \d{8} submitted successfully\.\.\.\s*We will respond within 7 days through your registered mobile number and email\./,
    );
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('combobox', { name: 'Select Policy' })).toBeVisible();

    await page.goto('/policy-details/10000002');
    const flexi = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Flexi Cap Fund' }) });
    await expect(flexi.getByText('60.00%')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Premium redirection requested on .*, SR \d{8}$/ })).toBeVisible();

    // Another the same day is refused as the policy opens, before the holdings and the form.
    await page.goto('/premium-redirection?policyNo=10000002');
    const refusal = page.getByTestId('request-refusal');
    await expect(refusal).toBeFocused();
    await expect(refusal.getByRole('alert')).toContainText('You have already raised this request.');
    await expect(page.getByRole('button', { name: 'Premium Redirection' })).toHaveCount(0);
  });
});
