import { expect, test, type Locator, type Page } from './fixtures';
import { AARAV, clearOtpLimits, expectAccessible, isMobile, otpFor, signIn } from './support';

/*
 * The profile modals in Hindi (issue 26 §2, §3): their labels, the form's own messages, the
 * core's refusal and the option lists customers read, in Hindi. The modals' words are fetched as
 * one first opens, so they are also checked from `/`, whose HTML does not carry them.
 */
async function inHindi(page: Page, baseURL: string | undefined, at: string) {
  // After signing in: a fresh login sets the cookie from the profile, which would undo one set before.
  await signIn(page, AARAV, at);
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.goto(at);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

async function openFromPage(page: Page, button: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('profile modals in Hindi', () => {
  test('email: the OTP, the form, its own message and the core’s refusal of the current email, all in Hindi', async ({
    page,
    baseURL,
  }) => {
    await inHindi(page, baseURL, '/manage-profile');
    await clearOtpLimits(page.request);
    const since = new Date(Date.now() - 1000).toISOString();
    const dialog = await openFromPage(page, 'ईमेल आईडी बदलें', 'ईमेल आईडी अपडेट करें');
    await expect(dialog.getByRole('heading', { name: 'ओटीपी सत्यापन' })).toBeVisible();
    // The toast is drawn in the page's Devanagari font, not the toast library's system stack
    // (boxes on a device without a Devanagari font of its own).
    const toast = page.getByText('ओटीपी सफलतापूर्वक भेजा गया', { exact: true });
    await expect(toast).toBeVisible();
    expect(await toast.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Noto Sans Devanagari');
    await expectAccessible(page);

    const otp = await otpFor(page.request, AARAV.mobile, since);
    await dialog.getByRole('textbox', { name: 'ओटीपी दर्ज करें' }).click();
    await page.keyboard.type(otp);
    await dialog.getByRole('button', { name: 'सत्यापित करें' }).click();

    await expect(dialog.getByRole('heading', { name: 'ईमेल पता बदलें' })).toBeVisible();
    await expect(dialog.getByRole('radiogroup', { name: 'ईमेल का प्रकार' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'प्राथमिक' })).toBeChecked();
    await expect(dialog.getByLabel('मौजूदा ईमेल')).toHaveValue('aaXXXXXXXXXX@example.com');
    const newEmail = dialog.getByLabel('नया ईमेल');
    const confirm = dialog.getByLabel('ईमेल की पुष्टि करें');
    const submit = dialog.getByRole('button', { name: 'सबमिट करें' });

    await newEmail.fill('aarav@example');
    await confirm.focus();
    await expect(dialog.getByText('कृपया मान्य ईमेल दर्ज करें')).toBeVisible();
    await expect(newEmail).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    // The current address: only the core knows it, and it refuses in the page's language, on the field.
    await newEmail.fill('aarav.sharma@example.com');
    await confirm.fill('aarav.sharma@example.com');
    await submit.click();
    await expect(dialog.getByText('नया ईमेल पुराने ईमेल जैसा नहीं हो सकता')).toBeVisible();
    await expect(newEmail).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText(/[A-Za-z]{4,} [A-Za-z]{3,}/)).toHaveCount(0);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'रद्द करें' }).click();
    await expect(dialog).toBeHidden();
  });

  test('change name: the titles read श्री, श्रीमती…, and what is missing is said in Hindi', async ({ page, baseURL }) => {
    await inHindi(page, baseURL, '/manage-profile');
    const dialog = await openFromPage(page, 'नाम बदलें', 'नाम बदलें');
    const title = dialog.getByRole('combobox', { name: 'संबोधन' });
    await expect(title).toHaveText(/कृपया चुनें/);

    await dialog.getByRole('button', { name: 'सबमिट करें' }).click();
    await expect(dialog.getByText('कृपया संबोधन चुनें')).toBeVisible();
    await expect(dialog.getByText('कृपया अपना पहला नाम दर्ज करें')).toBeVisible();
    await expect(dialog.getByText('कृपया फ़ाइल अपलोड करें')).toBeVisible();
    await expectAccessible(page);

    await title.click();
    const list = dialog.getByRole('listbox', { name: 'संबोधन' });
    await expect(list.getByRole('option', { name: 'श्री', exact: true })).toBeVisible();
    await list.getByRole('option', { name: 'श्रीमती', exact: true }).click();
    await expect(title).toHaveText(/श्रीमती/);
    await expect(dialog.getByText('कृपया संबोधन चुनें')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('from the dashboard the modal fetches its Hindi words as it opens; the page’s HTML does not carry them', async ({
    page,
    baseURL,
  }) => {
    // The Quick Links sheet is the phone layout: the desktop project narrows its window.
    if (!isMobile(page)) await page.setViewportSize({ width: 390, height: 844 });
    await inHindi(page, baseURL, '/');
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('lang="hi-IN"');
    expect(html).not.toContain('पैन कार्ड बदलें');

    await page.getByRole('navigation', { name: 'त्वरित नेविगेशन' }).getByRole('button', { name: 'क्विक लिंक' }).click();
    await page.getByRole('dialog', { name: 'क्विक लिंक' }).getByRole('link', { name: 'पैन अपडेट करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'पैन कार्ड बदलें' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await dialog.getByRole('textbox', { name: 'पैन कार्ड नंबर' }).fill('1');
    await expect(dialog.getByText('कृपया मान्य पैन कार्ड नंबर दर्ज करें')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /मैं गोपनीयता नीति से सहमत हूँ/ })).toBeVisible();
    await expectAccessible(page);
  });
});
