import { expect, test, type Locator, type Page } from './fixtures';
import { AARAV, expectAccessible, otpFor, signIn } from './support';

/*
 * Policy services on /policy-details/:id (issue 10 §1). Each test starts from the seed: a loan, a
 * frequency change and a reinstatement change the core's state, and a second run would meet the
 * duplicate rule or a policy already in force.
 */
const region = (page: Page) => page.getByRole('region', { name: 'Policy Services' });
/** The value a description list gives for a label (the <dd> right after its <dt>). */
const detail = (scope: Locator, label: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

async function openService(page: Page, policyNo: string, service: string) {
  await page.goto(`/policy-details/${policyNo}`);
  await region(page)
    .getByRole('button', { name: new RegExp(`^${service}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: service });
  await expect(dialog).toBeVisible();
  return dialog;
}

const submittedLine = /^Request SR \d{8} submitted successfully\.\.\. We will respond within 7 days/;

test.describe('policy services', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('reinstates lapsed 20000001 by paying the revival amount, and the policy is in force again', async ({ page }) => {
    await page.goto('/policy-details/20000001');
    await expect(page.getByRole('main').getByText('Lapsed', { exact: true }).first()).toBeVisible();
    const dialog = await openService(page, '20000001', 'Reinstatement');
    const table = dialog.getByRole('table', { name: 'How the revival amount is made up' });
    for (const part of [/^Overdue premiums/, /^GST/, /^Revival interest/, /^Revival fee/, /^Revival amount/]) {
      await expect(table.getByRole('rowheader', { name: part })).toBeVisible();
    }
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Pay & Reinstate' }).click();
    await expect(page).toHaveURL(/\/pg\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?transactionId=/);
    await expect(page.getByRole('heading', { name: 'Thank You, Your Payment is Successful' })).toBeVisible();
    await expect(page.getByText('20000001', { exact: true })).toBeVisible();
    // The core says what the payment achieved, not only that money moved.
    await expect(page.getByText('Your payment was successful. Policy 20000001 is In Force again.')).toBeVisible();

    await page.goto('/policy-details/20000001');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText('Lapsed', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('In Force', { exact: true }).first()).toBeVisible();
    // In force again: nothing left to reinstate.
    await expect(region(page).getByRole('button', { name: /^Reinstatement/ })).toHaveCount(0);
  });

  test('a loan on 20000003 is refused above the eligible amount, raised within it with the OTP, then refused as it reopens', async ({
    page,
  }) => {
    const dialog = await openService(page, '20000003', 'Loan');
    const eligibleText = (await detail(dialog, 'Eligible Loan Amount').innerText()).trim();
    const eligible = Number(eligibleText.replace(/[₹,]/g, ''));
    expect(eligible).toBeGreaterThan(5000);
    await expect(detail(dialog, 'Bank Account on Record')).toContainText(/X{4,}\d{4}/);
    await expectAccessible(page);

    const amount = dialog.getByLabel('Loan Amount (₹)');
    await amount.fill(String(eligible + 1000));
    await dialog.getByRole('button', { name: 'Request Loan' }).click();
    await expect(dialog.getByText(`The loan amount cannot be more than your eligible amount of ${eligibleText}.`)).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');

    await amount.fill('6,000');
    await dialog.getByRole('button', { name: 'Request Loan' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirm your loan request' })).toBeVisible();
    await expect(detail(dialog, 'Loan Amount')).toContainText('₹6,000.00');
    // 'Change amount' goes back to the amount as it was typed.
    await dialog.getByRole('button', { name: 'Change amount' }).click();
    await expect(amount).toHaveValue('6,000');
    await amount.fill('5000');
    await dialog.getByRole('button', { name: 'Request Loan' }).click();
    await expect(detail(dialog, 'Loan Amount')).toContainText('₹5,000.00');

    const since = new Date(Date.now() - 1000).toISOString();
    await dialog.getByRole('button', { name: 'Confirm with OTP' }).click();
    await expect(dialog.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
    await expectAccessible(page);
    const otp = await otpFor(page.request, AARAV.mobile, since);
    await dialog.getByRole('textbox', { name: 'Enter OTP' }).click();
    await page.keyboard.type(otp);
    await dialog.getByRole('button', { name: 'Verify' }).click();

    const done = page.getByRole('dialog', { name: 'Policy Loan Request Submitted', exact: true });
    await expect(done.getByText(submittedLine)).toBeVisible();
    const sr = (await done.textContent())?.match(/SR (\d{8})/)?.[1];
    await done.getByRole('button', { name: 'OK' }).click();
    // The policy's page shows the open loan request; a second is refused as the Loan dialog opens, before the amount.
    await expect(page.getByRole('link', { name: new RegExp(`^Policy loan requested on .*, SR ${sr}$`) })).toBeVisible();
    await region(page).getByRole('button', { name: /^Loan/ }).click();
    const again = page.getByRole('dialog', { name: 'Loan' });
    const refusal = again.getByTestId('request-refusal');
    await expect(refusal).toBeFocused();
    await expect(refusal.getByRole('alert')).toContainText('You have already raised this request.');
    await expect(again.getByLabel('Loan Amount (₹)')).toHaveCount(0);
    await refusal.getByRole('link', { name: 'Track this request' }).click();
    await expect(page).toHaveURL(new RegExp(`/service-request\\?tab=SR&sr=${sr}$`));
    await expect(page.getByRole('list', { name: 'Your requests' })).toContainText('Policy Loan Request');
  });

  test('the surrender value of 20000003 shows with its parts, what is given up and how to proceed', async ({ page }) => {
    const dialog = await openService(page, '20000003', 'Surrender Value');
    await expect(dialog.getByText(/^As on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    const table = dialog.getByRole('table', { name: 'How the surrender value is made up' });
    await expect(table.getByRole('rowheader', { name: 'Less outstanding loan' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Surrender value' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'What you give up' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'How to proceed' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a term plan offers no loan and no surrender value', async ({ page }) => {
    await page.goto('/policy-details/20000002');
    await expect(page.getByRole('heading', { level: 1, name: 'Term Shield Plus' })).toBeVisible();
    // In force with an annual premium, it offers a frequency change, and only that.
    await expect(region(page).getByRole('button', { name: /^Change Premium Frequency/ })).toBeVisible();
    await expect(region(page).getByRole('button')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Loan/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Surrender Value/ })).toHaveCount(0);
  });

  test('a premium frequency change on 20000003 is chosen, confirmed and raised', async ({ page }) => {
    const dialog = await openService(page, '20000003', 'Change Premium Frequency');
    const group = dialog.getByRole('radiogroup', { name: 'New Premium Frequency' });
    await expect(group.getByRole('radio', { name: /^Annual: .* \(current\)$/ })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Please select the new premium frequency.')).toBeVisible();
    await expectAccessible(page);

    await group.getByRole('radio', { name: /^Monthly: ₹[\d,]+\.\d{2} an instalment/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('heading', { name: 'Confirm the change' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    const done = page.getByRole('dialog', { name: 'Premium Frequency Change Request Submitted', exact: true });
    await expect(done.getByText(submittedLine)).toBeVisible();
  });

  test('the New Service Request shortcuts open a service on a policy that offers it', async ({ page }) => {
    await page.goto('/service-request?tab=NEW_SR');
    await page.getByRole('link', { name: 'Policy Loan' }).click();
    await expect(page).toHaveURL(/\/policy-services\?service=LOAN$/);
    await expectAccessible(page);
    await page.getByRole('link', { name: /Policy No 20000003/ }).click();
    await expect(page.getByRole('dialog', { name: 'Loan' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Loan' }).getByLabel('Loan Amount (₹)')).toBeVisible();
  });

  test('someone else’s policy is refused by every service', async ({ page }) => {
    for (const service of ['LOAN', 'LOAN_REPAYMENT', 'SURRENDER_VALUE', 'REINSTATEMENT', 'CHANGE_FREQUENCY']) {
      const res = await page.goto(`/policy-details/40000001?service=${service}`);
      expect(res!.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Policy not found' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
    await page.goto('/policy-services');
    await expect(page.getByText('40000001')).toHaveCount(0);
  });
});
