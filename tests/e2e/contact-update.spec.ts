import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { AARAV, PRIYA, clearOtpLimits, expectAccessible, otpFor, outbox, signIn } from './support';

/*
 * 'Update Email Id' and 'Update Mobile Number' from /manage-profile: the contact OTP first (a
 * duplicate refused before any OTP), every email rule with its SPEC message, and a mobile change
 * proven by a second OTP sent to the new number.
 */
const SR_LINE = /Request SR \d{8} submitted successfully\.\.\. We will respond within 7 days/;
const NEW_MOBILE = '9988776655';

const mark = () => new Date(Date.now() - 1000).toISOString();

async function openModal(page: Page, button: string): Promise<{ dialog: Locator; since: string }> {
  await clearOtpLimits(page.request);
  const since = mark();
  await page.getByRole('button', { name: button }).click();
  // Open before anything looks at it: an axe scan must see the dialog, not the page under it.
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  return { dialog, since };
}

/** Reads the OTP sent to `mobile` after `since` and verifies it in the dialog. */
async function verifyOtp(page: Page, dialog: Locator, mobile: string, since: string) {
  await expect(dialog.getByRole('textbox', { name: 'Enter OTP' })).toBeVisible();
  const otp = await otpFor(page.request, mobile, since);
  await dialog.getByRole('textbox', { name: 'Enter OTP' }).click();
  await page.keyboard.type(otp);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

async function otpsSince(request: APIRequestContext, since: string) {
  return (await outbox(request)).filter((m) => m.otp && m.at >= since);
}

test.describe('contact details', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, AARAV, '/manage-profile');
  });

  test('email: OTP first, every rule, the request, then a duplicate refused before any OTP', async ({ page }) => {
    const { dialog, since } = await openModal(page, 'Update Email Id');
    await expect(dialog.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
    await expect(dialog.getByText(/6-digit OTP to your registered mobile number 9876XXXX10/)).toBeVisible();
    await expectAccessible(page);
    await verifyOtp(page, dialog, AARAV.mobile, since);

    await expect(dialog.getByRole('heading', { name: 'Edit Email Address' })).toBeVisible();
    await expect(dialog.getByLabel('Current Email')).toHaveValue('aaXXXXXXXXXX@example.com');
    const newEmail = dialog.getByLabel('New Email');
    const confirm = dialog.getByLabel('Confirm Email');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expectAccessible(page);

    await newEmail.fill('aarav@example');
    await confirm.focus();
    await expect(dialog.getByText('Please Enter a Valid Email')).toBeVisible();
    await expect(newEmail).toHaveAttribute('aria-invalid', 'true');
    await expect(submit).toBeDisabled();

    // Lowercased as typed.
    await newEmail.fill('Aarav.New@Example.COM');
    await expect(newEmail).toHaveValue('aarav.new@example.com');
    await expect(dialog.getByText('Please Enter a Valid Email')).toHaveCount(0);
    await confirm.fill('aarav.neww@example.com');
    await newEmail.focus();
    await expect(dialog.getByText('Email does not match')).toBeVisible();
    await expect(submit).toBeDisabled();

    // The current email is judged by the core: the answer lands on the field.
    await newEmail.fill('aarav.sharma@example.com');
    await confirm.fill('aarav.sharma@example.com');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog.getByText('New Email cannot be same as old email')).toBeVisible();
    await expectAccessible(page);

    await newEmail.fill('aarav.new@example.com');
    await confirm.fill('aarav.new@example.com');
    await submit.click();
    const done = page.getByRole('dialog', { name: 'Email ID Update Request Submitted', exact: true });
    await expect(done).toContainText(SR_LINE);
    await expectAccessible(page);
    const sr = (await done.textContent())!.match(/SR (\d{8})/)![1];
    await expect.poll(async () => (await outbox(page.request)).some((m) => m.text.includes(sr!))).toBe(true);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toBeHidden();

    // The request is open: asking again is refused before any OTP is sent.
    const again = await openModal(page, 'Update Email Id');
    await expect(again.dialog.getByText('You have already raised this request.')).toBeVisible();
    await expect(again.dialog.getByRole('textbox', { name: 'Enter OTP' })).toHaveCount(0);
    expect(await otpsSince(page.request, again.since)).toEqual([]);
    await expectAccessible(page);
    await again.dialog.getByRole('button', { name: 'OK' }).click();
    await expect(again.dialog).toBeHidden();
  });

  test('mobile: an OTP to the registered number, the new number, an OTP to it, the request', async ({ page }) => {
    const { dialog, since } = await openModal(page, 'Update Mobile Number');
    await expectAccessible(page);
    await verifyOtp(page, dialog, AARAV.mobile, since);

    await expect(dialog.getByRole('heading', { name: 'New Mobile Number' })).toBeVisible();
    await expect(dialog.getByLabel('Current Mobile Number')).toHaveValue('9876XXXX10');
    const number = dialog.getByLabel('New Mobile Number');
    const send = dialog.getByRole('button', { name: 'Send OTP' });
    await number.fill('51234');
    await number.blur();
    await expect(dialog.getByText('Please enter a valid mobile number')).toBeVisible();
    await expect(send).toBeDisabled();
    await expectAccessible(page);

    // The core's answers about the number come back to it, before any OTP goes out.
    const before = mark();
    await number.fill(AARAV.mobile);
    await send.click();
    await expect(dialog.getByText('New mobile number cannot be same as old mobile number')).toBeVisible();
    await number.fill(PRIYA.mobile);
    // Typing clears the refusal; the dialog then shrinks, so wait before pressing.
    await expect(dialog.getByText('New mobile number cannot be same as old mobile number')).toHaveCount(0);
    await send.click();
    await expect(dialog.getByText('This mobile number is already registered with us.')).toBeVisible();
    expect(await otpsSince(page.request, before)).toEqual([]);

    await number.fill(NEW_MOBILE);
    await expect(dialog.getByText('This mobile number is already registered with us.')).toHaveCount(0);
    await send.click();
    await expect(dialog.getByRole('heading', { name: 'Verify New Mobile Number' })).toBeVisible();
    await expect(dialog.getByText(/6-digit OTP to your new mobile number 9988XXXX55/)).toBeVisible();
    await expectAccessible(page);

    // Back to the number: it is still there, and Send OTP starts a new exchange with it.
    await dialog.getByRole('button', { name: 'Change mobile number' }).click();
    await expect(dialog.getByRole('heading', { name: 'New Mobile Number', exact: true })).toBeVisible();
    await expect(number).toHaveValue(NEW_MOBILE);
    const resent = mark();
    await send.click();
    await expect(dialog.getByText(/6-digit OTP to your new mobile number 9988XXXX55/)).toBeVisible();
    await verifyOtp(page, dialog, NEW_MOBILE, resent);

    const done = page.getByRole('dialog', { name: 'Mobile Number Update Request Submitted', exact: true });
    await expect(done).toContainText(SR_LINE);
    await expectAccessible(page);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toBeHidden();
    // Nothing changes until the back office approves.
    await expect(page.getByText('9876XXXX10').first()).toBeVisible();
  });
});
