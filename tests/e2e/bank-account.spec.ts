import { expect, test, type Locator, type Page } from './fixtures';
import { AARAV, clearOtpLimits, expectAccessible, otpFor, sandboxPost, signIn } from './support';

/*
 * 'Update Bank Account' on /manage-profile (issue 27 §4): a penny drop whose holder name must be
 * the policyholder's (a mismatch refused with what to do), the OTP, a request the back office
 * approves; and the unclaimed maturity amount, refused while the account on record is closed,
 * claimed once the new account is approved.
 */
const SR_LINE = /Request SR \d{8} submitted successfully\.\.\. We will respond within 7 days/;
const mark = () => new Date(Date.now() - 1000).toISOString();

async function openModal(page: Page): Promise<Locator> {
  await page.goto('/manage-profile');
  await page.getByRole('button', { name: 'Update Bank Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Bank Account' });
  await expect(dialog.getByRole('heading', { name: 'Your new bank account' })).toBeVisible();
  return dialog;
}

async function fill(dialog: Locator, account: string, confirm = account, ifsc = 'ICIC0000001') {
  await dialog.getByRole('textbox', { name: 'Account Number', exact: true }).fill(account);
  await dialog.getByRole('textbox', { name: 'Re-enter Account Number' }).fill(confirm);
  await dialog.getByRole('textbox', { name: 'IFSC Code' }).fill(ifsc);
  await dialog.getByRole('button', { name: 'Verify Account' }).click();
}

test.describe('payout bank account', () => {
  test.beforeEach(async ({ page }) => {
    await clearOtpLimits(page.request);
    await signIn(page, AARAV, '/manage-profile');
  });

  test('shows the account on record, looks the IFSC up as it is typed, and refuses numbers that differ and an account in another name', async ({
    page,
  }) => {
    const section = page.getByRole('region', { name: 'Bank Account' });
    await expect(section).toContainText('XXXXXXXXXX7891');
    await expect(section).toContainText('HDFC Bank');
    await expect(section).toContainText('Active');
    const dialog = await openModal(page);
    const ifsc = dialog.getByRole('textbox', { name: 'IFSC Code' });
    await ifsc.fill('ABCD0123456');
    await expect(dialog.getByText('We could not find this IFSC.', { exact: false })).toBeVisible();
    await ifsc.fill('icic0000001');
    await expect(dialog.getByText(/^Bank: ICICI Bank\. Branch: .+\.$/)).toBeVisible();
    await expectAccessible(page);
    await fill(dialog, '123456789999', '123456789990');
    await expect(dialog.getByText('Account numbers do not match')).toBeVisible();
    await fill(dialog, '123456789999');
    await expect(dialog.getByRole('alert')).toContainText(
      'The name on this bank account does not match the name on your policy.',
    );
    await expect(dialog.getByRole('alert')).toContainText('update your name on your profile first');
    await expectAccessible(page);
  });

  test('the unclaimed amount waits for a verified, approved new account while the old one is closed', async ({ page }) => {
    await sandboxPost(page.request, 'bank-accounts/close', { mobile: AARAV.mobile });
    await page.goto('/manage-profile');
    const section = page.getByRole('region', { name: 'Bank Account' });
    await expect(section).toContainText(/Closed on \d{2}\/\d{2}\/\d{4}/);
    await expect(section).toContainText('payouts cannot be made into it');
    await page.goto('/help-and-support');
    const item = page.getByRole('listitem').filter({ hasText: '50000001' }).first();
    await expect(item).toContainText("Please register an active account with 'Update Bank Account'");
    const claim = async () => {
      await item.getByRole('button', { name: /^Claim Maturity Benefit/ }).click();
      const confirm = page.getByRole('dialog', { name: 'Claim Unclaimed Amount' });
      await confirm.getByRole('button', { name: 'Confirm Claim' }).click();
      return confirm;
    };
    const refused = await claim();
    await expect(refused.getByRole('alert')).toContainText('Your bank account on record has been closed');
    await expectAccessible(page);

    const dialog = await openModal(page);
    await dialog.getByRole('radio', { name: 'Current' }).check();
    await fill(dialog, '9876 5432 1012', '987654321012', 'icic0000001');
    await expect(dialog.getByText('We credited ₹1 to this account')).toBeVisible();
    await expect(dialog).toContainText('MR. SHARMA AARAV');
    await expect(dialog).toContainText('XXXXXXXX1012');
    await expect(dialog).toContainText('ICICI Bank');
    await expectAccessible(page);
    const since = mark();
    await dialog.getByRole('button', { name: 'Confirm and Get OTP' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Enter OTP' })).toBeVisible();
    const otp = await otpFor(page.request, AARAV.mobile, since);
    await dialog.getByRole('textbox', { name: 'Enter OTP' }).click();
    await page.keyboard.type(otp);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const done = page.getByRole('dialog', { name: 'Bank Account Update Request Submitted', exact: true });
    await expect(done).toContainText(SR_LINE);
    const srNumber = /SR (\d{8})/.exec((await done.textContent()) ?? '')![1]!;
    await done.getByRole('button', { name: 'OK' }).click();

    // One open change at a time: refused as the modal opens, before the form.
    await page.goto('/manage-profile');
    await page.getByRole('button', { name: 'Update Bank Account' }).click();
    await expect(page.getByRole('dialog', { name: 'Update Bank Account' })).toContainText(
      'You have already raised this request.',
    );

    await sandboxPost(page.request, 'service-requests/approve', { srNumber });
    await page.goto('/manage-profile');
    await expect(section).toContainText('XXXXXXXX1012');
    await expect(section).toContainText('Active');
    await page.goto('/help-and-support');
    const confirm = await claim();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Unclaimed Amount Claim Request Submitted', exact: true })).toContainText(
      SR_LINE,
    );
  });

  test('reads in Hindi: the account on record and the bank looked up from the IFSC', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
    await page.goto('/manage-profile');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const section = page.getByRole('region', { name: 'बैंक खाता', exact: true });
    await expect(section).toContainText('चालू');
    await section.getByRole('button', { name: 'बैंक खाता अपडेट करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'बैंक खाता अपडेट करें' });
    await expect(dialog.getByRole('heading', { name: 'आपका नया बैंक खाता' })).toBeVisible();
    await dialog.getByRole('textbox', { name: 'IFSC कोड' }).fill('ICIC0000001');
    await expect(dialog.getByText(/^बैंक: ICICI Bank। शाखा: .+।$/)).toBeVisible();
    await expectAccessible(page);
  });
});
