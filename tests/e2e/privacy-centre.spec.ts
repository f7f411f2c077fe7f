import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './fixtures';
import { AARAV, PRIYA, clearOtpLimits, expectAccessible, otpFor, signIn } from './support';

/*
 * The privacy centre (issue 27 §2) from /manage-profile: the notice with the DPO's contact, a
 * consent withdrawn at the core and shown in the record, a copy of the data downloaded (and
 * refused to another customer), erasure explained and requested, a nominee named, each request in
 * the tracker with its due date, and a second request of a kind refused before its form.
 */
const CENTRE = '/manage-profile/privacy';
const IST_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });
/** DD/MM/YYYY in IST, `days` from today, as the tracker writes it. */
function istDate(days = 0): string {
  const [d, m, y] = IST_DAY.format(new Date()).split('/').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${String(t.getUTCDate()).padStart(2, '0')}/${String(t.getUTCMonth() + 1).padStart(2, '0')}/${t.getUTCFullYear()}`;
}

/** Opens the OTP dialog with `button`, verifies the OTP from the outbox, and returns the submitted dialog's SR. */
async function confirmWithOtp(page: Page, button: Locator, request: string): Promise<string> {
  await clearOtpLimits(page.request);
  const since = new Date(Date.now() - 1000).toISOString();
  await button.click();
  const otpDialog = page.getByRole('dialog', { name: 'OTP Verification' });
  await expect(otpDialog.getByRole('textbox', { name: 'Enter OTP' })).toBeVisible();
  const otp = await otpFor(page.request, AARAV.mobile, since);
  await otpDialog.getByRole('textbox', { name: 'Enter OTP' }).click();
  await page.keyboard.type(otp);
  await otpDialog.getByRole('button', { name: 'Verify' }).click();
  const done = page.getByRole('dialog', { name: `${request} Request Submitted`, exact: true });
  await expect(done).toContainText(/Request SR \d{8} submitted successfully\.\.\./);
  await expectAccessible(page);
  const sr = /SR (\d{8})/.exec((await done.textContent()) ?? '')?.[1] ?? '';
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
  return sr;
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('privacy centre', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, AARAV, '/manage-profile');
  });

  test('opens from the profile with the notice, and a consent withdrawn is recorded', async ({ page }) => {
    await page.getByRole('link', { name: 'Open Privacy & consent' }).click();
    await expect(page).toHaveURL(CENTRE);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy & consent' })).toBeVisible();
    const notice = section(page, 'How we use your data');
    await expect(notice).toContainText('What we hold');
    await expect(notice).toContainText('How long we keep it');
    await expect(notice.getByRole('link', { name: 'dpo@example-life.in' })).toHaveAttribute('href', 'mailto:dpo@example-life.in');
    await expectAccessible(page);

    const consents = section(page, 'Your consents');
    const whatsapp = consents.locator('[data-consent="MARKETING_WHATSAPP"]');
    await expect(whatsapp).toContainText(/Given on \d{2}-\w{3}-\d{4}/);
    await whatsapp.getByRole('button', { name: 'Withdraw consent: Offers and updates on WhatsApp' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw consent' });
    await expect(confirm).toContainText('It takes effect at once, and we keep a record of it.');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Yes, withdraw' }).click();
    await expect(confirm).toBeHidden();
    await expect(whatsapp).toContainText(/Withdrawn on \d{2}-\w{3}-\d{4}/);
    await expect(whatsapp.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
    await expect(section(page, 'Your privacy record').getByRole('row').nth(1)).toContainText(
      'Consent withdrawn: Offers and updates on WhatsApp',
    );
    // Paperless statements are the Go Green setting: not given, the way to give it is Go Green's.
    await expect(
      consents.locator('[data-consent="PAPERLESS"]').getByRole('link', { name: 'Register for Go Green' }),
    ).toBeVisible();
  });

  test('a copy of the data downloads as PDF and JSON, and another customer is refused it', async ({ page, browser, baseURL }) => {
    await page.goto(CENTRE);
    const rights = section(page, 'Your rights');
    await confirmWithOtp(page, rights.getByRole('button', { name: 'Request a copy' }), 'Personal Data Copy');
    await expect(rights).toContainText(/Your copy \(SR \d{8}\) is ready to download until/);
    await expect(rights.getByRole('button', { name: 'Request a copy' })).toHaveCount(0);

    const copies = section(page, 'Your data copies');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      copies.getByRole('link', { name: 'Download PDF summary' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^personal-data-\d{8}\.pdf$/);
    expect((await readFile((await pdf.path()) as string)).subarray(0, 5).toString()).toBe('%PDF-');
    const jsonLink = copies.getByRole('link', { name: 'Download complete copy (JSON)' });
    const [json] = await Promise.all([page.waitForEvent('download'), jsonLink.click()]);
    const data = JSON.parse(await readFile((await json.path()) as string, 'utf8')) as { customer: { clientId: string } };
    expect(data.customer.clientId).toBe('C1000001');

    // Priya, signed in on her own, follows Aarav's link: refused with a clear message.
    const href = (await jsonLink.getAttribute('href')) as string;
    const other = await browser.newContext({ baseURL, viewport: page.viewportSize() });
    try {
      const priya = await other.newPage();
      await signIn(priya, PRIYA);
      await priya.goto(href);
      await expect(priya).toHaveURL(`${CENTRE}?copy=missing`);
      await expect(priya.getByRole('alert').filter({ hasText: 'This copy of your data was not found.' })).toBeVisible();
      await expectAccessible(priya);
    } finally {
      await other.close();
    }
  });

  test('erasure says what must be kept, is requested once, and shows in the tracker with its deadline', async ({ page }) => {
    await page.goto(CENTRE);
    const rights = section(page, 'Your rights');
    await expect(rights).toContainText('IRDAI (Maintenance of Insurance Records) Regulations 2015');
    await expect(rights).toContainText('Prevention of Money-laundering Act 2002');
    await expect(rights).toContainText('We answer each request within 30 days.');
    const sr = await confirmWithOtp(page, rights.getByRole('button', { name: 'Request erasure' }), 'Personal Data Erasure');
    // A second erasure request is refused before its form: the open one shows instead of the button.
    await expect(rights).toContainText(`Your request SR ${sr} is open. We will respond by`);
    await expect(rights.getByRole('button', { name: 'Request erasure' })).toHaveCount(0);

    await rights.getByRole('link', { name: 'Track in Service Requests' }).click();
    const entry = page.locator('ul[aria-label="Your requests"] > li').filter({ hasText: `SR ${sr}` });
    await expect(entry).toContainText('Personal Data Erasure Request');
    await expect(entry).toContainText(`Promised by: ${istDate(30)}`);
    await expect(entry).toContainText('(30 days left)');
    await expectAccessible(page);
  });

  test('a nominee for the rights: each field checked, then confirmed with an OTP and tracked', async ({ page }) => {
    await page.goto(CENTRE);
    const rights = section(page, 'Your rights');
    const submit = rights.getByRole('button', { name: 'Submit nomination' });
    await submit.click();
    await expect(rights.getByText("Please enter the nominee's full name (letters only).")).toBeVisible();
    await expect(rights.getByText('Please choose the relationship.')).toBeVisible();
    await rights.getByLabel("Nominee's full name").fill('Meera Sharma');
    await rights.getByLabel('Spouse').check();
    await submit.click();
    await expect(rights.getByText("Please give the nominee's mobile number or email ID.")).toBeVisible();
    await rights.getByLabel("Nominee's mobile number").fill('12345');
    await submit.click();
    await expect(rights.getByText('Please enter a valid 10-digit mobile number.')).toBeVisible();
    await expectAccessible(page);
    await rights.getByLabel("Nominee's mobile number").fill('9811122233');
    const sr = await confirmWithOtp(page, submit, 'Privacy Rights Nominee');
    await expect(rights).toContainText(`Your request SR ${sr} is open.`);
    await expect(rights.getByRole('button', { name: 'Submit nomination' })).toHaveCount(0);
    await expect(section(page, 'Your privacy record')).toContainText('Request made: nominee for your rights');
  });
});

test.describe('privacy centre in Hindi', () => {
  test('the notice, a withdrawal and a refused download read in Hindi', async ({ page, baseURL }) => {
    await signIn(page, AARAV, CENTRE);
    await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
    await page.goto(CENTRE);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1, name: 'गोपनीयता और सहमति' })).toBeVisible();
    await expect(section(page, 'हम आपके डेटा का उपयोग कैसे करते हैं')).toContainText('किससे संपर्क करें');
    await expectAccessible(page);

    const sms = section(page, 'आपकी सहमतियाँ').locator('[data-consent="MARKETING_SMS"]');
    await sms.getByRole('button', { name: 'सहमति वापस लें: एसएमएस से ऑफ़र और जानकारी' }).click();
    await page.getByRole('dialog', { name: 'सहमति वापस लें' }).getByRole('button', { name: 'हाँ, वापस लें' }).click();
    await expect(sms).toContainText('को वापस ली गई');
    await expect(section(page, 'आपके अधिकार').getByRole('button', { name: 'मिटाने का अनुरोध करें' })).toBeVisible();

    await page.goto('/api/privacy-copy?id=no-such-copy&format=pdf');
    await expect(page).toHaveURL(`${CENTRE}?copy=missing`);
    await expect(page.getByRole('alert').filter({ hasText: 'आपके डेटा की यह प्रति नहीं मिली।' })).toBeVisible();
    await expectAccessible(page);
  });
});
