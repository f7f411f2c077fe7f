import { OTP_LIMITS } from '../../sandbox/domain/otp-limits';
import { expect, test, type Page } from './fixtures';

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
  const error = page.getByText(/Too many attempts|could not find/);
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
});
