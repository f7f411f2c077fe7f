import { BIMA_BHAROSA_URL, INSURANCE_OMBUDSMAN_URL } from '../../lib/brand';
import { SANDBOX_INSURER } from '../../sandbox/domain/insurer';
import { expect, test, type Page } from './fixtures';
import { AARAV, expectAccessible, isMobile, login, moveCoreClock, otpFor, requestOtp, signIn, typeOtp } from './support';

/** The disclosures every page ends with: the sandbox's insurer, as the core describes it too. */
async function expectFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  const { name, irdaiRegNo, cin, registeredOffice, grievanceEmail, grievancePhone } = SANDBOX_INSURER;
  await expect(footer).toContainText(`${name} · IRDAI Regn. No. ${irdaiRegNo} · CIN ${cin}`);
  await expect(footer).toContainText(`Registered office: ${registeredOffice}`);
  await expect(footer.getByRole('link', { name: grievancePhone })).toHaveAttribute(
    'href',
    `tel:${grievancePhone.replace(/ /g, '')}`,
  );
  // The same toll-free number as Help & Support shows (the core's contact details).
  await expect(footer.getByRole('link', { name: '1800 266 9000' })).toHaveAttribute('href', 'tel:18002669000');
  await expect(footer.getByRole('link', { name: grievanceEmail })).toHaveAttribute('href', `mailto:${grievanceEmail}`);
  const away = footer.getByRole('navigation', { name: 'Grievances and legal' });
  for (const [text, href] of [
    ['Grievance redressal', /^https:\/\//],
    ['Bima Bharosa (IRDAI)', BIMA_BHAROSA_URL],
    ['Insurance Ombudsman', INSURANCE_OMBUDSMAN_URL],
    ['Privacy notice', /^https:\/\//],
    ['Terms of use', /^https:\/\//],
  ] as const) {
    const link = away.getByRole('link', { name: `${text} (opens in a new tab)`, exact: true });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
  }
}

test.describe('OTP login', () => {
  test('logs in with the OTP from the outbox and greets the customer', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login to your account' })).toBeVisible();
    await expectAccessible(page);
    const since = await requestOtp(page, AARAV.mobile);
    await expect(page.getByText('9876XXXX10')).toBeVisible();
    await expectAccessible(page);
    await typeOtp(page, await otpFor(page.request, AARAV.mobile, since));
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Hello, Aarav/ })).toBeVisible();
  });

  test('logs in with a policy number, sending the OTP to the owner’s mobile', async ({ page }) => {
    await page.goto('/login');
    const since = await requestOtp(page, '20000002');
    await typeOtp(page, await otpFor(page.request, AARAV.mobile, since));
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('explains every bad input', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page.getByText('Please enter your registered mobile number or policy number.')).toBeVisible();
    await page.getByLabel('Registered Mobile Number or Policy Number').fill('12345');
    await page.getByRole('button', { name: 'Get OTP' }).click();
    await expect(page.getByText('Please enter a valid 10-digit mobile number or 8-digit policy number.')).toBeVisible();

    const since = await requestOtp(page, AARAV.mobile);
    await typeOtp(page, '123');
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page.getByText('Invalid OTP', { exact: true })).toBeVisible();

    const real = await otpFor(page.request, AARAV.mobile, since);
    const wrong = real === '000000' ? '111111' : '000000';
    await typeOtp(page, wrong);
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page.getByText(/Incorrect OTP\. You have 4 attempts left\./)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('counts down the resend timer as m:ss and restarts it on resend', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login');
    await requestOtp(page, AARAV.mobile);
    const resend = page.getByRole('button', { name: /Resend OTP/ });
    await expect(resend).toBeDisabled();
    await expect(page.getByText(/0:(30|29)/)).toBeVisible();
    await typeOtp(page, '12');
    await page.clock.fastForward(31_000);
    await expect(resend).toBeEnabled();
    // The core enforces the same 30 s on its own clock, which moves ahead with the page's.
    await moveCoreClock(page.request, 31_000);
    await resend.click();
    await expect(page.getByText('OTP generated succesfully')).toBeVisible();
    await expect(resend).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Enter OTP' })).toHaveValue('');
  });

  test('a pasted SMS fills the code: only its digits count', async ({ page }) => {
    await page.goto('/login');
    const since = await requestOtp(page, AARAV.mobile);
    const field = page.getByRole('textbox', { name: 'Enter OTP' });
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await field.pressSequentially('ab1');
    await expect(field).toHaveValue('1');
    const otp = await otpFor(page.request, AARAV.mobile, since);
    await field.clear();
    await field.evaluate(
      (input, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      `Your OTP is ${otp.slice(0, 3)} ${otp.slice(3)}.`,
    );
    await expect(field).toHaveValue(otp);
    // The six boxes show the digits the input holds.
    await expect(page.locator('[data-input-otp-container]')).toContainText(otp);
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a phone with the WebOTP API the code is read from the SMS', async ({ page }) => {
    // Chrome on Android: navigator.credentials.get({ otp }) resolves with the code once the SMS arrives.
    await page.addInitScript(() => {
      const w = window as unknown as { OTPCredential: unknown; deliverSms?: (code: string) => void };
      w.OTPCredential = function OTPCredential() {};
      navigator.credentials.get = (options?: CredentialRequestOptions) =>
        new Promise((resolve, reject) => {
          if (!options || !('otp' in options)) return reject(new DOMException('not in this test', 'NotSupportedError'));
          w.deliverSms = (code) => resolve({ id: '', type: 'otp', code } as unknown as Credential);
          options.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
    });
    await page.goto('/login');
    const since = await requestOtp(page, AARAV.mobile);
    const otp = await otpFor(page.request, AARAV.mobile, since);
    await page.evaluate((code) => (window as unknown as { deliverSms: (c: string) => void }).deliverSms(code), otp);
    await expect(page.getByRole('textbox', { name: 'Enter OTP' })).toHaveValue(otp);
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('returns to the deep link after login', async ({ page }) => {
    await page.goto('/policy-details/10000001?tab=NOMINEE');
    await expect(page).toHaveURL(/\/login\?return_to=/);
    const since = await requestOtp(page, AARAV.mobile);
    await typeOtp(page, await otpFor(page.request, AARAV.mobile, since));
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page).toHaveURL(/\/policy-details\/10000001\?tab=NOMINEE$/);
  });

  test('each banner leads somewhere, and the login says where it will land', async ({ page }) => {
    await page.goto('/login');
    const banners = page.getByRole('region', { name: 'Announcements' });
    await banners.getByRole('link', { name: 'Register now' }).click();
    await expect(page).toHaveURL(/return_to=%2Fenach-registration$/);
    await expect(page.getByText('After you log in, you will go straight to Auto Pay (e-NACH) registration.')).toBeVisible();
    await banners.getByRole('link', { name: 'Update KYC' }).click();
    await expect(page.getByText('you will go straight to your profile, to update your KYC (Aadhaar).')).toBeVisible();
    await banners.getByRole('link', { name: 'Register for Go Green' }).click();
    await expect(page.getByText('you will go straight to your profile, to register for Go Green.')).toBeVisible();
    await expectAccessible(page);
    const since = await requestOtp(page, AARAV.mobile);
    await typeOtp(page, await otpFor(page.request, AARAV.mobile, since));
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page.getByRole('dialog', { name: /Go Green/ })).toBeVisible();
    await expect(page).toHaveURL(/\/manage-profile$/);
  });

  test('opens with the insurer’s name, the login card first on a phone, and the banners each their own', async ({ page }) => {
    await page.goto('/login');
    const header = page.getByRole('banner');
    await expect(header).toContainText('Sandbox Life');
    // The logo loads (a broken image has no natural width).
    await expect.poll(() => header.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const card = page.getByRole('region', { name: 'Login to your account' });
    await expect(card).toContainText('Secure login with a one-time password sent to your registered mobile number.');
    await expect(card).toContainText(`registered with IRDAI, Regn. No. ${SANDBOX_INSURER.irdaiRegNo}`);
    const banners = page.getByRole('region', { name: 'Announcements' });
    const [c, b] = [await card.boundingBox(), await banners.boundingBox()];
    if (isMobile(page)) expect(c!.y + c!.height).toBeLessThanOrEqual(b!.y);
    else expect(c!.x).toBeGreaterThanOrEqual(b!.x + b!.width);
    // Three banners, three different pictures.
    const icons = await banners.locator('li svg[aria-hidden="true"]').evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
    expect(icons).toHaveLength(3);
    expect(new Set(icons).size).toBe(3);

    await expectFooter(page);
    await expectAccessible(page);
  });

  test('signed in, every page ends with the same footer, clear of the phone’s bottom bar', async ({ page }) => {
    await signIn(page);
    await expectFooter(page);
    if (isMobile(page)) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = await page.getByRole('contentinfo').boundingBox();
      const bar = await page.getByRole('navigation', { name: 'Quick navigation' }).boundingBox();
      expect(footer!.y + footer!.height).toBeLessThanOrEqual(bar!.y + 1);
    }
    await expectAccessible(page);
    await page.goto('/policy-details/10000001');
    await expect(page.getByRole('contentinfo')).toContainText(`IRDAI Regn. No. ${SANDBOX_INSURER.irdaiRegNo}`);
  });

  test('never follows a return_to that leaves the portal', async ({ page }) => {
    await login(page, AARAV, '/login?return_to=https%3A%2F%2Fevil.example%2F');
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });
});
