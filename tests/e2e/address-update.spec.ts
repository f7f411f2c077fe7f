import { expect, test, type Locator, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';
import { openProfileModal, openRequests, PDF_FILE, PNG_FILE, upload } from './kyc-support';

/*
 * 'Update Address' against the sandbox's pincode directory of the whole of India (400050 is
 * Mumbai, Maharashtra; 000000 is unknown) and its back office.
 */
const TITLE = 'Update Address';

const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });

/** The open list shows whole, top and foot, not cut off by the dialog's scrolling body. */
async function expectListShowsWhole(dialog: Locator, combobox: string) {
  const shown = await dialog.getByRole('listbox').evaluate((list) => {
    const box = list.getBoundingClientRect();
    const x = box.left + box.width / 2;
    return [box.top + 2, box.bottom - 2].every((y) => list.contains(document.elementFromPoint(x, y)));
  });
  expect(shown, `the ${combobox} list shows whole`).toBe(true);
}

async function choose(page: Page, dialog: Locator, combobox: string, option: string) {
  await dialog.getByRole('combobox', { name: combobox }).click();
  await expectListShowsWhole(dialog, combobox);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openCorrespondence(page: Page) {
  const dialog = await openProfileModal(page, 'Update Address', TITLE);
  await dialog.getByRole('radio', { name: 'Correspondence' }).check();
  return dialog;
}

async function fillMumbai(page: Page, dialog: Locator) {
  await field(dialog, 'Address Line 1').fill('Flat 12, Sea View Apartments');
  await field(dialog, 'Address Line 2').fill('Hill Road, Bandra West');
  await field(dialog, 'Pin Code').fill('400050');
  await expect(field(dialog, 'City')).toHaveValue('Mumbai');
  await choose(page, dialog, 'Address Proof', 'Passport');
  await upload(dialog, 'Passport: front side', PNG_FILE);
  await upload(dialog, 'Passport: back side', PNG_FILE);
}

test.describe('Update Address', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('says every rule of SPEC §5 as fields are left; Submit waits until all hold', async ({ page }) => {
    const dialog = await openCorrespondence(page);
    await expectAccessible(page);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();

    // Each message is the field's own description, read out with it.
    const rules: Array<[Locator, string]> = [
      [field(dialog, 'Address Line 1'), 'Please enter address line 1'],
      [field(dialog, 'Address Line 2'), 'Please enter address line 2'],
      [field(dialog, 'Pin Code'), 'Please enter pin code'],
      [field(dialog, 'State'), 'Please select state'],
      [field(dialog, 'City'), 'Please select city'],
      [dialog.getByRole('combobox', { name: 'Address Proof' }), 'Please Select a Proof'],
    ];
    for (const [control] of rules) {
      await control.focus();
      await control.blur();
    }
    for (const [control, message] of rules) await expect(control).toHaveAccessibleDescription(new RegExp(message));
    await choose(page, dialog, 'Country', 'Please Select');
    await dialog.getByRole('combobox', { name: 'Country' }).blur();
    await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveAccessibleDescription('Please select country');
    await expectAccessible(page);
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('in a short window each list opens where it shows whole, inside the dialog', async ({ page }) => {
    // A laptop or a phone in landscape: the dialog's body scrolls and the screen has room below it.
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 600 });
    const dialog = await openProfileModal(page, 'Update Address', TITLE);
    await dialog.getByRole('radio', { name: 'Permanent' }).check();
    for (const name of ['Address Proof', 'Country']) {
      const combobox = dialog.getByRole('combobox', { name });
      // The click scrolls the field into view itself, and waits out the moment the dropdown's
      // script arrives and replaces its placeholder, where scrolling a stale element failed.
      await combobox.click();
      await expectListShowsWhole(dialog, name);
      await combobox.press('Escape');
      await expect(dialog.getByRole('listbox')).toBeHidden();
    }
  });

  test('a real pin code fills state and city; an unknown one clears all three', async ({ page }) => {
    const dialog = await openCorrespondence(page);
    await field(dialog, 'Pin Code').pressSequentially('4000a50');
    await expect(field(dialog, 'Pin Code')).toHaveValue('400050');
    await expect(field(dialog, 'State')).toHaveValue('Maharashtra');
    await expect(field(dialog, 'City')).toHaveValue('Mumbai');
    await expect(field(dialog, 'State')).toHaveAttribute('readonly', '');

    await field(dialog, 'Pin Code').fill('000000');
    await expect(dialog.getByText('Please enter a valid pin code', { exact: true })).toBeVisible();
    await expect(field(dialog, 'Pin Code')).toHaveValue('');
    await expect(field(dialog, 'State')).toHaveValue('');
    await expect(field(dialog, 'City')).toHaveValue('');

    // Abroad there is no directory: state and city are typed.
    await choose(page, dialog, 'Country', 'Nepal');
    await expect(field(dialog, 'State')).not.toHaveAttribute('readonly', '');
    await field(dialog, 'City').fill('Kathmandu');
    await expect(field(dialog, 'City')).toHaveValue('Kathmandu');

    // A postcode abroad is that country's: letters, digits and a space, no directory asked.
    await choose(page, dialog, 'Country', 'United Kingdom of Great Britain and Northern Ireland');
    await field(dialog, 'Pin Code').pressSequentially('sw1a 1aa');
    await expect(field(dialog, 'Pin Code')).toHaveValue('SW1A 1AA');
    await field(dialog, 'Pin Code').blur();
    await expect(dialog.getByText('Please enter a valid pin code', { exact: true })).toHaveCount(0);
  });

  test('an NRI must upload the FATCA declaration, as a PDF', async ({ page }) => {
    const dialog = await openCorrespondence(page);
    await expect(dialog.getByRole('group', { name: /FATCA declaration/ })).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'I am a Non Resident Indian (NRI)' }).check();
    const fatca = dialog.getByRole('group', { name: /FATCA declaration/ });
    await expect(fatca.getByRole('link', { name: 'Download the FATCA form' })).toBeVisible();
    const pick = fatca.getByRole('button', { name: /Choose file/ });
    await pick.focus();
    await pick.blur();
    await expect(pick).toHaveAccessibleDescription(/Please upload FATCA form/);
    await expectAccessible(page);

    // Not a PDF: the FATCA upload's own refusal.
    const chooser = page.waitForEvent('filechooser');
    await pick.click();
    await (await chooser).setFiles(PNG_FILE);
    await expect(fatca.locator('p').filter({ hasText: 'Please upload FATCA form' })).toBeVisible();
    await expect(fatca.getByText('Uploaded', { exact: true })).toHaveCount(0);
  });

  test('same for both addresses: the replicate dialog, the request, then another refused as the modal opens', async ({
    page,
  }) => {
    const dialog = await openCorrespondence(page);
    await fillMumbai(page, dialog);
    await dialog.getByRole('checkbox', { name: 'I am a Non Resident Indian (NRI)' }).check();
    await upload(dialog, /FATCA declaration/, PDF_FILE);
    await dialog.getByRole('checkbox', { name: 'Same for permanent address' }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const replicate = page.getByRole('dialog', { name: 'Same Address' });
    await expect(replicate).toContainText('Do you want to use this address as your permanent address too?');
    await expectAccessible(page);
    await replicate.getByRole('button', { name: 'Yes' }).click();

    const done = page.getByRole('dialog', { name: 'Address Change Request Submitted', exact: true });
    await expect(done).toContainText(/Request SR \d{8} submitted successfully\.\.\./);
    await expectAccessible(page);
    await done.getByRole('button', { name: 'OK' }).click();
    const raised = (await openRequests(page)).find((r) => r.subject === 'Address Change Request');
    expect(raised?.change).toMatchObject({ addressType: 'PERMANENT_AND_CORRESPONDENCE_FOR_NRI' });

    // Refused as the modal opens, before the form and the proofs.
    const again = await openProfileModal(page, 'Update Address', TITLE);
    await expect(again.getByTestId('request-refusal').getByRole('alert')).toContainText('You have already raised this request.');
    await expect(again.getByRole('radio', { name: 'Correspondence' })).toHaveCount(0);
  });
});
