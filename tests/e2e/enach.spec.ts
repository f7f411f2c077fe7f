import { expect, test, type Page } from './fixtures';
import { AARAV, expectAccessible, signIn } from './support';

const policySelect = (page: Page) => page.getByRole('combobox', { name: /Select Policy/ });

async function choosePolicy(page: Page, policyNo: string) {
  await policySelect(page).click();
  await page.getByRole('option', { name: new RegExp(policyNo) }).click();
}

async function tickBoth(page: Page) {
  await page.getByRole('checkbox', { name: /I have read and accept the/ }).check();
  await page.getByRole('checkbox', { name: /validation step will be run with my bank/ }).check();
}

test.describe('auto-pay (e-NACH) registration', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, AARAV, '/enach-registration');
    await expect(page.getByRole('heading', { name: 'Auto Pay Registration' })).toBeVisible();
  });

  test('preselects an eligible policy and checks the form', async ({ page }) => {
    // Cash policies first, the nearest due date first among them: 10000001 (due in 10 days).
    await expect(policySelect(page)).toContainText('10000001');
    await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByText('Please agree to the T&C.')).toBeVisible();

    await page.getByRole('button', { name: 'Terms & Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms & Conditions' });
    await expect(terms).toBeVisible();
    await expectAccessible(page);
    await terms.getByRole('button', { name: 'OK' }).click();
    await expect(terms).toBeHidden();

    await choosePolicy(page, '20000001');
    await expect(page.getByText('Your policy is not applicable for e-NACH registration').first()).toBeVisible();
    // What Proceed found missing was for the last policy: it goes with it.
    await expect(page.getByText('Please agree to the T&C.')).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(0);

    await choosePolicy(page, '20000002');
    await expect(page.getByRole('button', { name: 'Modify' })).toBeVisible();
  });

  test('a mandate authorised at the bank is confirmed and the policy then offers Modify', async ({ page }) => {
    await tickBoth(page);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await expect(page.getByRole('button', { name: 'Authorise with OTP' })).toBeVisible();
    await page.getByRole('button', { name: 'Authorise with OTP' }).click();

    await expect(page).toHaveURL(/\/enach-registration-confirmation\?enachSource=BILLDESK&customerRefId=.+&mandateTokenId=.+/);
    await expect(page.getByRole('heading', { name: 'Registration Confirmation' })).toBeVisible();
    await expect(
      page.getByText(
        'Your request for Auto Pay Registration is successfully received and it is subject to updation basis confirmation by the national payments body and your Bank.',
      ),
    ).toBeVisible();
    await expect(page.getByText('10000001').first()).toBeVisible();
    await expect(page.getByText(/BDSK\d+/).first()).toBeVisible();
    await expectAccessible(page);

    await page.goto('/enach-registration');
    await choosePolicy(page, '10000001');
    await expect(page.getByRole('button', { name: 'Modify' })).toBeVisible();
  });

  test('a mandate declined at the bank shows the transaction failure', async ({ page }) => {
    await tickBoth(page);
    await page.getByRole('button', { name: 'Proceed' }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('heading', { name: 'Transaction Confirmation' })).toBeVisible();
    await expect(
      page.getByText('We are unable to complete the transaction due to some technical error, request you to try after sometime.'),
    ).toBeVisible();
  });

  test('the confirmation page without its ids shows the technical-issue message', async ({ page }) => {
    await page.goto('/enach-registration-confirmation?enachSource=BILLDESK&customerRefId=CRN1');
    await expect(page.getByText('We are facing some technical issue, Please try again later.')).toBeVisible();
    await expectAccessible(page);
  });
});
