import { expect, test, type Locator, type Page } from './fixtures';
import { HEIC_B64, PNG_B64 } from '../../sandbox/tests/support/files';
import { outboxMark } from './kyc-support';
import {
  AARAV,
  PRIYA,
  clearOtpLimits,
  expectAccessible,
  isMobile,
  openMenu,
  otpFor,
  outbox,
  requestOtp,
  typeOtp,
  signIn,
} from './support';

/*
 * /manage-profile and the modal host (issue 8 §1, §2): the masked details, every button opening
 * its modal in place, Quick Links on the phone, Go Green, Change Name, the nominee picker, deep
 * links from the login banner and the e-KYC alert, and the profile picture.
 */
const SR_LINE = /Request SR \d{8} submitted successfully\.\.\. We will respond within 7 days/;

/** Every button of the page and the title of the dialog it opens. */
const BUTTONS: ReadonlyArray<readonly [string, string]> = [
  ['Change Name', 'Change Name'],
  ['Update Mobile Number', 'Update Mobile Number'],
  ['Update Email Id', 'Update Email Id'],
  ['Update Address', 'Update Address'],
  ['Update Aadhaar', 'Update Aadhaar'],
  ['Update PAN', 'Edit Pan Card'],
  ['Go Green Request', 'Go Green'],
  ['Update Nominee', 'Update Nominee'],
];

/** The value shown under a label of the page's detail lists. */
const row = (page: Page, label: string) => page.locator(`xpath=//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`);

async function openFromPage(page: Page, button: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('the profile page', () => {
  test('shows what the core holds, masked, each detail with its button', async ({ page }) => {
    await signIn(page, AARAV, '/manage-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(row(page, 'Name')).toHaveText('Mr. Aarav Sharma');
    await expect(row(page, 'Date of Birth')).toHaveText('21/08/1986');
    await expect(row(page, 'Gender')).toHaveText('Male');
    await expect(row(page, 'Mobile Number')).toHaveText('9876XXXX10');
    await expect(row(page, 'Email Id')).toHaveText('aaXXXXXXXXXX@example.com');
    await expect(row(page, 'Permanent Address')).toContainText('Carter Road, Bandra West');
    await expect(row(page, 'Correspondence Address')).toContainText('Orbit Plaza');
    await expect(row(page, 'KYC Status')).toHaveText('Pending');
    await expect(row(page, 'E-statements')).toHaveText('Not registered');
    // Nothing unmasked reaches the page, not even its payload.
    const html = await page.content();
    expect(html).not.toContain('9876543210');
    expect(html).not.toContain('aarav.sharma@');

    for (const [button] of BUTTONS) await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
    const nominees = page.getByRole('link', { name: 'View Nominees of policy 10000001' });
    await expect(nominees).toHaveAttribute('href', '/policy-details/10000001?tab=NOMINEE');
    await expectAccessible(page);
  });

  test('Priya sees her Aadhaar and PAN masked and KYC completed', async ({ page }) => {
    await signIn(page, PRIYA, '/manage-profile');
    await expect(row(page, 'Mobile Number')).toHaveText('9123XXXX80');
    await expect(row(page, 'Aadhaar Number')).toHaveText('XXXX XXXX 4821');
    await expect(row(page, 'PAN')).toHaveText('XXXXXX421Q (Verified)');
    await expect(row(page, 'KYC Status')).toHaveText('Completed');
    await expect(row(page, 'Email Id')).toHaveText('—Not available');
  });

  test('every button opens its modal where the customer is, each passing axe', async ({ page }) => {
    await signIn(page, AARAV, '/manage-profile');
    for (const [button, title] of BUTTONS) {
      await clearOtpLimits(page.request);
      const dialog = await openFromPage(page, button, title);
      await expect(page).toHaveURL(/\/manage-profile$/);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // Focus comes back to the button that opened it.
      await expect(page.getByRole('button', { name: button, exact: true })).toBeFocused();
    }
  });

  test('a deep link opens its modal on arrival, once', async ({ page }) => {
    await signIn(page, AARAV, '/manage-profile?modal=goGreen');
    await expect(page.getByRole('dialog', { name: 'Go Green' })).toBeVisible();
    await expect(page).toHaveURL(/\/manage-profile$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('Quick Links', () => {
  test('on the phone each item opens its modal over the dashboard', async ({ page }) => {
    // The bottom bar and its Quick Links are the phone layout: the desktop project narrows its window.
    if (!isMobile(page)) await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    const items: ReadonlyArray<readonly [string, string]> = [
      ['Update Aadhaar', 'Update Aadhaar'],
      ['Update Email Id', 'Update Email Id'],
      ['Update Address', 'Update Address'],
      ['Update PAN', 'Edit Pan Card'],
      ['Update Nominee', 'Update Nominee'],
      ['Go Green Request', 'Go Green'],
    ];
    for (const [item, title] of items) {
      await clearOtpLimits(page.request);
      await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('button', { name: 'Quick Links' }).click();
      const sheet = page.getByRole('dialog', { name: 'Quick Links' });
      await sheet.getByRole('link', { name: item }).click();
      await expect(sheet).toBeHidden();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });
});

test.describe('Go Green', () => {
  test('asks for Yes, raises the request, shows it Requested, then refuses a second one as the modal opens', async ({ page }) => {
    await signIn(page, AARAV, '/manage-profile');
    let dialog = await openFromPage(page, 'Go Green Request', 'Go Green');
    const yes = dialog.getByRole('radio', { name: 'Yes' });
    await expect(dialog.getByRole('radiogroup', { name: 'Register for E-statements' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Select Yes and then proceed further')).toBeVisible();
    await dialog.getByRole('radio', { name: 'No' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Select Yes and then proceed further')).toBeVisible();
    await expectAccessible(page);

    const since = outboxMark();
    await yes.check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const done = page.getByRole('dialog', { name: 'Go Green Request Submitted' });
    await expect(done).toContainText(SR_LINE);
    const sr = (await done.textContent())?.match(/SR (\d{8})/)?.[1];
    await expectAccessible(page);
    // Told by SMS and email, as every request is.
    await expect
      .poll(async () => (await outbox(page.request)).filter((m) => m.at >= since && m.text.includes(`SR ${sr}`)).length)
      .toBeGreaterThanOrEqual(2);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toBeHidden();

    // The profile shows the request at once, linked to the tracker.
    await expect(row(page, 'E-statements')).toHaveText('Requested');
    const note = page.getByRole('link', { name: new RegExp(`^Go Green requested on \\d{2}/\\d{2}/\\d{4}, SR ${sr}$`) });
    await expect(note).toHaveAttribute('href', `/service-request?tab=SR&sr=${sr}`);
    // Reopened, the modal refuses first and focused, and offers no Yes or No again.
    dialog = await openFromPage(page, 'Go Green Request', 'Go Green');
    const refusal = dialog.getByTestId('request-refusal');
    await expect(refusal).toBeFocused();
    await expect(refusal.getByRole('alert')).toContainText('You have already opted for Go Green.');
    await expect(refusal).toContainText(`SR ${sr}`);
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
  });

  test('without an email on record the alert leads to the email modal', async ({ page }) => {
    await signIn(page, PRIYA, '/manage-profile');
    const dialog = await openFromPage(page, 'Go Green Request', 'Go Green');
    await expect(dialog).toContainText(
      'Your email ID is not registered with us. Please update your email ID to process the Go Green request.',
    );
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await expectAccessible(page);
    await clearOtpLimits(page.request);
    await dialog.getByRole('link', { name: /Click here/ }).click();
    await expect(page.getByRole('dialog', { name: 'Update Email Id' })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('Change Name', () => {
  test('checks the form, raises the request with its proof, then refuses another as the modal opens', async ({ page }) => {
    await signIn(page, AARAV, '/manage-profile');
    let dialog = await openFromPage(page, 'Change Name', 'Change Name');
    await expect(dialog.getByRole('combobox', { name: 'Title' })).toHaveText(/Please Select/);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    for (const message of [
      'Please select a title',
      'Please enter your first name',
      'Please enter your last name',
      'Please upload a file',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('First Name').fill('Aarav 2');
    await expect(dialog.getByText('Please enter a valid first name')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('combobox', { name: 'Title' }).click();
    await dialog.getByRole('option', { name: 'Dr.', exact: true }).click();
    await dialog.getByLabel('First Name').fill('Aarav');
    await dialog.getByLabel('Middle Name').fill('K.');
    await dialog.getByLabel('Last Name').fill('Sharma');
    await pickProof(dialog);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const done = page.getByRole('dialog', { name: 'Name Change Request Submitted' });
    await expect(done).toContainText(SR_LINE);
    const sr = (await done.textContent())?.match(/SR (\d{8})/)?.[1];
    await done.getByRole('button', { name: 'OK' }).click();

    await expect(page.getByRole('link', { name: new RegExp(`^Name change requested on .*, SR ${sr}$`) })).toBeVisible();
    // Reopened, it is refused before the form and the upload; the link leads to the request in the tracker.
    dialog = await openFromPage(page, 'Change Name', 'Change Name');
    const refusal = dialog.getByTestId('request-refusal');
    await expect(refusal).toBeFocused();
    await expect(refusal.getByRole('alert')).toContainText('You have already raised this request.');
    await expect(dialog.getByLabel('First Name')).toHaveCount(0);
    await refusal.getByRole('link', { name: 'Track this request' }).click();
    await expect(page).toHaveURL(new RegExp(`/service-request\\?tab=SR&sr=${sr}$`));
    await expect(dialog).toBeHidden();
    const only = page.getByRole('list', { name: 'Your requests' }).locator(':scope > li');
    await expect(only).toHaveCount(1);
    await expect(only).toContainText(`SR ${sr} · Name Change Request`);
    await expect(only.locator('details')).toHaveAttribute('open', '');
  });
});

async function pickProof(dialog: Locator) {
  const field = dialog.getByRole('group', { name: /Proof of the new name/ });
  const chooser = dialog.page().waitForEvent('filechooser');
  await field.getByRole('button', { name: /Choose file|Replace/ }).click();
  await (await chooser).setFiles({ name: 'gazette.png', mimeType: 'image/png', buffer: Buffer.from(PNG_B64, 'base64') });
  await expect(field.getByText('Uploaded', { exact: true })).toBeVisible();
}

test.describe('Update Nominee', () => {
  test('asks which policy, then opens its nominee tab', async ({ page }) => {
    await signIn(page, AARAV, '/manage-profile');
    const dialog = await openFromPage(page, 'Update Nominee', 'Update Nominee');
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(dialog.getByText('Please select a policy')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: /^20000001 - / }).check();
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/policy-details\/20000001\?tab=NOMINEE$/);
    await expect(page.getByRole('heading', { name: 'Nominee Details' })).toBeVisible();
  });
});

test.describe('KYC entry points', () => {
  test("the login banner's Update KYC leads to the Aadhaar modal after the login", async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Update KYC' }).click();
    await expect(page).toHaveURL(/return_to=%2Fmanage-profile%3Fmodal%3Daadhaar/);
    const since = await requestOtp(page, AARAV.mobile);
    await typeOtp(page, await otpFor(page.request, AARAV.mobile, since));
    await page.getByRole('button', { name: 'Verify & Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Update Aadhaar' })).toBeVisible();
    await expect(page).toHaveURL(/\/manage-profile$/);
  });

  test('the e-KYC alert shows while KYC is pending and opens the Aadhaar modal in place', async ({ page }) => {
    await signIn(page);
    const alert = page.getByRole('status').filter({ hasText: 'Your e-KYC is pending' });
    await expect(alert).toBeVisible();
    await expectAccessible(page);
    await alert.getByRole('link', { name: 'Update Aadhaar' }).click();
    await expect(page.getByRole('dialog', { name: 'Update Aadhaar' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('no e-KYC alert once KYC is complete', async ({ page }) => {
    await signIn(page, PRIYA);
    await expect(page.getByRole('heading', { name: 'My Policies' })).toBeVisible();
    await expect(page.getByText('Your e-KYC is pending')).toHaveCount(0);
  });
});

test.describe('profile picture', () => {
  const avatar = async (page: Page) => {
    const scope = isMobile(page)
      ? await openMenu(page).then(() => page.getByRole('dialog', { name: 'Menu' }))
      : page.getByRole('complementary', { name: 'Side bar' });
    return scope.getByRole('button', { name: 'Edit Profile Image' });
  };

  test('a HEIC from a phone becomes the avatar, refused types say so, and Remove takes it away', async ({ page }) => {
    await signIn(page);
    let button = await avatar(page);
    await expect(button).toHaveText('AS');
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile Image' });
    await expect(dialog.getByRole('button', { name: 'Remove Profile Image' })).toHaveCount(0);
    await expectAccessible(page);

    let chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload Profile Image' }).click();
    await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(dialog.getByRole('alert')).toHaveText('Invalid file type');

    chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload Profile Image' }).click();
    await (await chooser).setFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: Buffer.from(HEIC_B64, 'base64') });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Profile image updated successfully.')).toBeVisible();

    // The avatar now shows the picture, without a reload, as the JPEG the core kept.
    button = isMobile(page)
      ? page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Edit Profile Image' })
      : await avatar(page);
    const img = button.locator('img');
    await expect(img).toHaveAttribute('src', /^\/api\/profile-image\?v=\w+/);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    const res = await page.request.get((await img.getAttribute('src'))!);
    expect(res.headers()['content-type']).toBe('image/jpeg');
    expect(res.headers()['cache-control']).toMatch(/^private/);

    await button.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove Profile Image' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Profile image removed successfully.')).toBeVisible();
    await expect(button.locator('img')).toHaveCount(0);
    await expect(button).toHaveText('AS');
  });

  test('the picture is only ever served to its own signed-in customer', async ({ page }) => {
    const res = await page.request.get('/api/profile-image?v=x', { maxRedirects: 0 });
    expect(res.status()).toBe(401);
  });
});
