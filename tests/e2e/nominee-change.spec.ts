import { expect, test, type Locator, type Page } from './fixtures';
import { AARAV, clearOtpLimits, expectAccessible, otpFor, outbox, signIn } from './support';

/*
 * 'Change Nominee' on the nominee tab: the shares' total and a minor's appointee refused before
 * any OTP, then a valid change confirmed by the OTP of that policy and raised with its SR number;
 * the policy's page then shows it open, and a second one is refused as its dialog opens, before any
 * form or OTP. Priya's policy is not found for Aarav.
 */
interface Nominee {
  name: string;
  relationship: string;
  dateOfBirth: string;
  share: string;
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function fillNominee(page: Page, dialog: Locator, index: number, n: Nominee) {
  const row = dialog.getByRole('group', { name: `Nominee ${index}` });
  await row.getByLabel('Nominee Name').fill(n.name);
  await choose(page, row, 'Relationship', n.relationship);
  await row.getByLabel('Date of Birth').fill(n.dateOfBirth);
  await row.getByLabel('Share %').fill(n.share);
  return row;
}

async function openChangeNominee(page: Page) {
  await page.goto('/policy-details/10000001?tab=NOMINEE');
  await page.getByRole('button', { name: 'Change Nominee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Nominee' });
  await expect(dialog.getByRole('group', { name: 'Nominee 1' })).toBeVisible();
  return dialog;
}

test.describe('nominee change', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('shares ≠ 100 and a minor without appointee are refused; a valid change is raised, then a duplicate refused', async ({
    page,
  }) => {
    const dialog = await openChangeNominee(page);
    await expectAccessible(page);
    // The form starts from the policy's nominee now: Meera, the whole share.
    const first = dialog.getByRole('group', { name: 'Nominee 1' });
    await expect(first.getByLabel('Nominee Name')).toHaveValue('Meera Sharma');
    await expect(first.getByLabel('Share %')).toHaveValue('100');
    await expect(dialog.getByRole('group', { name: 'Nominee 2' })).toHaveCount(0);
    const submit = dialog.getByRole('button', { name: 'Submit' });

    await fillNominee(page, dialog, 1, { name: 'Meera Sharma', relationship: 'Wife', dateOfBirth: '14/02/1989', share: '60' });
    await expect(dialog.getByText('Total share: 60%')).toBeVisible();
    await submit.click();
    await expect(dialog.getByText('Total share of all nominees must be 100%')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Add Nominee' }).click();
    const son = await fillNominee(page, dialog, 2, {
      name: 'Vihaan Sharma',
      relationship: 'Son',
      dateOfBirth: '09/06/2016',
      share: '40',
    });
    await expect(dialog.getByText('Total share: 100%')).toBeVisible();
    await expect(son.getByLabel('Appointee Name')).toBeVisible();
    await submit.click();
    await expect(
      son.getByText("Please enter the appointee's name and relationship for a nominee under 18.").first(),
    ).toBeVisible();
    await expect(dialog.getByText('Total share of all nominees must be 100%')).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Enter OTP' })).toHaveCount(0);
    await expectAccessible(page);

    await son.getByLabel('Appointee Name').fill('Meera Sharma');
    await choose(page, son, 'Appointee Relationship', 'Mother');
    await clearOtpLimits(page.request);
    const since = new Date(Date.now() - 1000).toISOString();
    await submit.click();

    await expect(dialog.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Enter OTP' })).toBeVisible();
    await expectAccessible(page);
    const otp = await otpFor(page.request, AARAV.mobile, since);
    expect((await outbox(page.request)).find((m) => m.otp === otp)?.text).toContain('nominee change request on policy 10000001');
    await dialog.getByRole('textbox', { name: 'Enter OTP' }).click();
    await page.keyboard.type(otp);
    await dialog.getByRole('button', { name: 'Verify' }).click();

    const done = page.getByRole('dialog', { name: 'Nominee Change Request Submitted', exact: true });
    await expect(done).toContainText(/Request SR \d{8} submitted successfully\.\.\. We will respond within 7 days/);
    await expectAccessible(page);
    const sr = (await done.textContent())?.match(/SR (\d{8})/)?.[1];
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(done).toBeHidden();

    // The policy's page shows the open request, linked to it in the tracker.
    const note = page.getByRole('link', { name: new RegExp(`^Nominee change requested on \\d{2}/\\d{2}/\\d{4}, SR ${sr}$`) });
    await expect(note).toHaveAttribute('href', `/service-request?tab=SR&sr=${sr}`);
    // One open request per policy: the next is refused as the dialog opens, first and focused, before any form or OTP.
    await page.getByRole('button', { name: 'Change Nominee' }).click();
    const again = page.getByRole('dialog', { name: 'Change Nominee' });
    const refusal = again.getByTestId('request-refusal');
    await expect(refusal).toBeFocused();
    await expect(refusal.getByRole('alert')).toContainText('You have already raised this request.');
    await expect(refusal).toContainText(`SR ${sr}`);
    await expect(again.getByRole('group', { name: 'Nominee 1' })).toHaveCount(0);
    await expectAccessible(page);
    await refusal.getByRole('link', { name: 'Track this request' }).click();
    await expect(again).toBeHidden();
    const only = page.getByRole('list', { name: 'Your requests' }).locator(':scope > li');
    await expect(only).toHaveCount(1);
    await expect(only).toContainText(`SR ${sr} · Nominee Change Request`);
  });

  test('Priya’s policy is not found for Aarav, and offers no change', async ({ page }) => {
    const res = await page.goto('/policy-details/40000001?tab=NOMINEE');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Policy not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change Nominee' })).toHaveCount(0);
  });
});
