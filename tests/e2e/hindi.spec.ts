import { expect, test, type Page } from './fixtures';
import { AARAV, clearOtpLimits, expectAccessible, otpFor, sandboxUrl, signIn } from './support';

const onPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** The login in Hindi, from the login page to the dashboard: every word the customer meets on the way. */
async function loginInHindi(page: Page) {
  await expect(page.getByRole('heading', { name: 'अपने खाते में लॉगिन करें' })).toBeVisible();
  await clearOtpLimits(page.request);
  const since = new Date(Date.now() - 1000).toISOString();
  await page.getByLabel('रजिस्टर्ड मोबाइल नंबर या पॉलिसी नंबर').fill(AARAV.mobile);
  await page.getByRole('button', { name: 'ओटीपी पाएँ' }).click();
  const otp = page.getByRole('textbox', { name: 'ओटीपी दर्ज करें' });
  await expect(otp).toBeVisible();
  await expect(page.getByText('हमने आपके रजिस्टर्ड मोबाइल नंबर')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText('में ओटीपी फिर से भेजें');
  // A wrong code is refused in Hindi before anything is sent.
  await otp.pressSequentially('123');
  await page.getByRole('button', { name: 'सत्यापित करें और लॉगिन करें' }).click();
  await expect(page.getByText('अमान्य ओटीपी')).toBeVisible();
  // Key by key, as a customer corrects it (the six-box field keeps what a programmatic clear removes).
  for (let i = 0; i < 3; i++) await otp.press('Backspace');
  await otp.pressSequentially(await otpFor(page.request, AARAV.mobile, since));
  await page.getByRole('button', { name: 'सत्यापित करें और लॉगिन करें' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The shell of a signed-in page in Hindi: the menus on either screen, and the footer. */
async function expectHindiShell(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  if (onPhone(page)) {
    const bar = page.getByRole('navigation', { name: 'त्वरित नेविगेशन' });
    await expect(bar.getByRole('link', { name: 'प्रीमियम भुगतान' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'क्विक लिंक' })).toBeVisible();
  } else {
    const menu = page.getByRole('navigation', { name: 'मुख्य मेन्यू' });
    await expect(menu.getByRole('link', { name: 'सर्विस अनुरोध' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'लॉग आउट' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'उपयोगी लिंक' }).getByRole('link', { name: 'दावे' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'साइड बार' })).toContainText('पिछला लॉगिन');
  }
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'शिकायत निवारण (नए टैब में खुलता है)' })).toBeVisible();
  await expect(footer).toContainText('टोल-फ़्री');
}

async function logOutInHindi(page: Page) {
  if (onPhone(page)) await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page.getByRole('button', { name: 'लॉग आउट' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test.describe('Hindi', () => {
  test('the switch turns the login page to Hindi, and it stays so after signing in and out', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'English' })).toBeVisible();
    await expectAccessible(page);
  });

  test('signed in, the header switch keeps the page and turns it to Hindi', async ({ page }) => {
    await signIn(page);
    await page.goto('/policy-details/10000001');
    await page.getByRole('banner').getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page).toHaveURL(/\/policy-details\/10000001$/);
  });

  test('chosen before the login, Hindi carries through the OTP to the dashboard, and past logout to the next login', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिन्दी' }).click();
    await expect(page).toHaveTitle(/^लॉगिन \|/);
    await loginInHindi(page);
    await expectHindiShell(page);
    await expectAccessible(page);

    await logOutInHindi(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await loginInHindi(page);
    await expectHindiShell(page);
  });

  test("in the web view, the host app's lang=hi gives Hindi pages, the offline overlay too", async ({ page, context }) => {
    const res = await page.request.post(`${sandboxUrl()}/__sandbox/app-link`, {
      data: { mobile: AARAV.mobile, redirectPath: '/no-such-page', source: 'APP' },
    });
    expect(res.ok()).toBe(true);
    const link = (await res.json()) as { transactionId: string; token: string };
    await page.goto(`/external?transactionId=${link.transactionId}&token=${link.token}&source=APP&lang=hi`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    // The portal's own 404 inside the app's chrome: no menus of its own, its words in Hindi.
    await expect(page.getByRole('heading', { name: 'पेज नहीं मिला' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'होम पर जाएँ' })).toBeVisible();

    await context.setOffline(true);
    const oops = page.getByRole('dialog', { name: 'ओह!' });
    await expect(oops.getByText('कनेक्ट करने में समस्या आ रही है।')).toBeVisible();
    await expect(oops.getByRole('button', { name: 'जारी रखें' })).toBeDisabled();
    await expectAccessible(page);
    await context.setOffline(false);
    const back = page.getByRole('dialog', { name: 'बढ़िया!' });
    await back.getByRole('button', { name: 'जारी रखें' }).click();
    await expect(back).toBeHidden();
  });
});
