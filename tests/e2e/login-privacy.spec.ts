import { OTP_LIMITS } from '../../sandbox/domain/otp-limits';
import { expect, test, type Page } from './fixtures';
import { outbox, typeOtp } from './support';

/*
 * What the login page gives away to someone probing it: neither a way around the core's
 * per-address OTP limit, nor which numbers belong to customers.
 */
const LOGIN_ID = 'Registered Mobile Number or Policy Number';
const TOO_MANY = 'Too many attempts. Please try again after 15 minutes.';

/** Asks for an OTP for `loginId`; returns the error shown, or null once the OTP step showed (and left it). */
async function askForOtp(page: Page, loginId: string): Promise<string | null> {
  await page.getByLabel(LOGIN_ID).fill(loginId);
  await page.getByRole('button', { name: 'Get OTP' }).click();
  const otpStep = page.getByRole('textbox', { name: 'Enter OTP' });
  const error = page.getByText(/Too many attempts/);
  await expect(otpStep.or(error)).toBeVisible();
  if (await error.isVisible()) return error.innerText();
  await page.getByRole('button', { name: 'Change mobile or policy number' }).click();
  await expect(page.getByLabel(LOGIN_ID)).toBeVisible();
  return null;
}

test.describe('login privacy', () => {
  test('a client that names a new X-Forwarded-For on every request is still one address to the core', async ({ page }) => {
    await page.goto('/login');
    // Different numbers, so only the per-address limit can refuse; a new "address" each time.
    for (let i = 0; i < OTP_LIMITS.sendsPerAddress; i++) {
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.51.100.${i + 1}` });
      expect(await askForOtp(page, `90000000${String(i).padStart(2, '0')}`)).not.toBe(TOO_MANY);
    }
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.99' });
    expect(await askForOtp(page, '9000000099')).toBe(TOO_MANY);
  });

  test('an unknown mobile or policy number gets the OTP step a customer’s does, and its codes fail as wrong ones do', async ({
    page,
  }) => {
    await page.goto('/login');
    // What the customer's number shows, for comparison.
    const sentTo = (masked: string) => page.getByText(`We have sent a 6-digit OTP to your registered mobile number ${masked}.`);
    await page.getByLabel(LOGIN_ID).fill('9000000000');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(sentTo('9000XXXX00')).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend OTP/ })).toBeDisabled();
    await typeOtp(page, '123456');
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page.getByText('Incorrect OTP. You have 4 attempts left.')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    // An unknown policy number: a mobile of its own, the same each time it is asked for.
    await page.getByRole('button', { name: 'Change mobile or policy number' }).click();
    const masked = async () => {
      await page.getByLabel(LOGIN_ID).fill('99999999');
      await page.getByRole('button', { name: 'Get OTP' }).click();
      const text = await page.getByText(/We have sent a 6-digit OTP/).innerText();
      await page.getByRole('button', { name: 'Change mobile or policy number' }).click();
      return /([6-9]\d{3}XXXX\d{2})\.$/.exec(text)?.[1];
    };
    const first = await masked();
    expect(first).toBeTruthy();
    expect(await masked()).toBe(first);
    expect(await outbox(page.request)).toEqual([]);
  });
});
