import { expect, test, type Locator, type Page } from './fixtures';
import { AARAV, expectAccessible, otpFor, toastIn, signIn } from './support';
import { openProfileModal, openRequests, outboxMark, PNG_FILE, upload } from './kyc-support';

/*
 * 'Update Aadhaar' and 'Edit Pan Card' against the sandbox's identity authority and PAN issuer
 * (sandbox/README.md "Rules for testers"): 2345 6789 0124 is accepted, 9999… answers 1003, 9998…
 * 1004; ABCPS1234F verifies for Aarav Sharma, ABCPK1234F is another name's, ABCCS1234F is not verified.
 */
const AADHAAR = 'Update Aadhaar';
const PAN = 'Edit Pan Card';

async function fillAadhaar(dialog: Locator, number: string, way = 'Update via the identity authority') {
  await dialog.getByRole('radio', { name: way }).check();
  await dialog.getByRole('textbox', { name: 'Aadhaar Number' }).fill(number);
  await dialog.getByRole('checkbox', { name: /I consent/ }).check();
}

/** Next through the authority: the OTP dialog opens with the OTP just sent to Aarav's mobile. */
async function sendAuthorityOtp(page: Page, dialog: Locator) {
  const since = outboxMark();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const otpDialog = page.getByRole('dialog', { name: 'OTP Verification' });
  await expect(otpDialog).toBeVisible();
  return { otpDialog, otp: await otpFor(page.request, AARAV.mobile, since) };
}

async function typeOtp(page: Page, otpDialog: Locator, otp: string) {
  await otpDialog.getByRole('textbox', { name: 'Enter OTP' }).click();
  await page.keyboard.type(otp);
  await otpDialog.getByRole('button', { name: 'Verify' }).click();
}

/** A notice opened, OK pressed: the form is back, switched to proof with both uploaders. */
async function expectSwitchedToProof(page: Page, dialog: Locator, text: string) {
  const notice = page.getByRole('dialog', { name: 'Aadhaar Verification' });
  await expect(notice).toContainText(text);
  await expectAccessible(page);
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  await expect(dialog.getByRole('radio', { name: 'Update via Proof' })).toBeChecked();
  await expect(dialog.getByRole('group', { name: /Front side/ })).toBeVisible();
  await expect(dialog.getByRole('group', { name: /Back side/ })).toBeVisible();
}

test.describe('Update Aadhaar', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('says each rule of SPEC §5 and groups the number in fours', async ({ page }) => {
    const dialog = await openProfileModal(page, 'Update Aadhaar', AADHAAR);
    await expectAccessible(page);
    const next = dialog.getByRole('button', { name: 'Next' });
    const number = dialog.getByRole('textbox', { name: 'Aadhaar Number' });

    await next.click();
    await expect(dialog.getByText('Please select verification type')).toBeVisible();
    await expect(dialog.getByText('Please enter aadhar number.')).toBeVisible();
    await expect(dialog.getByText('Please accept the terms and conditions')).toBeVisible();
    await expectAccessible(page);

    await number.pressSequentially('234567890124');
    await expect(number).toHaveValue('2345 6789 0124');
    await expect(number).toHaveAttribute('maxlength', '14');
    await number.fill('2345 6789 012');
    await expect(dialog.getByText('Please enter a valid 12-digit number')).toBeVisible();
    await number.fill('2345 67ab 0124');
    await expect(dialog.getByText('Please enter only numeric values')).toBeVisible();
    await number.fill('2345 6789 0123');
    await expect(dialog.getByText('Please enter a valid Aadhaar number.')).toBeVisible();

    await dialog.getByRole('radio', { name: 'VID' }).check();
    await expect(dialog.getByRole('textbox', { name: 'VID Number' })).toHaveAttribute('maxlength', '19');

    await dialog.getByRole('radio', { name: 'Update via Proof' }).check();
    await next.click();
    await expect(dialog.getByText('Please upload a file')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'View sample front' }).click();
    await expect(dialog.getByRole('img', { name: /Sample of the front/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Hide sample' }).click();
    await expect(dialog.getByRole('img', { name: /Sample of the front/ })).toBeHidden();
  });

  test('through the identity authority: its OTP, then e-KYC, then on to PAN', async ({ page }) => {
    const reminder = page.getByRole('status').filter({ hasText: 'Your e-KYC is pending' });
    await expect(reminder).toBeVisible();
    const dialog = await openProfileModal(page, 'Update Aadhaar', AADHAAR);
    await fillAadhaar(dialog, '2345 6789 0124');
    const { otpDialog, otp } = await sendAuthorityOtp(page, dialog);
    await expect(otpDialog).toContainText('9876XXXX10');
    await expectAccessible(page);
    await typeOtp(page, otpDialog, otp);

    const success = page.getByRole('dialog', { name: 'E-KYC Completed' });
    await expect(success).toContainText('Your E-KYC has been successfully completed...');
    await expect(success).toContainText(/SR \d{8}/);
    await expectAccessible(page);
    await success.getByRole('button', { name: 'Proceed to PAN' }).click();
    await expect(page.getByRole('dialog', { name: PAN })).toBeVisible();

    // Only the last 4 digits are kept and shown.
    await page.goto('/manage-profile');
    await expect(page.getByText('XXXX XXXX 0124')).toBeVisible();
    // The dashboard stops reminding at once, in the same session.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /Hello, Aarav/ })).toBeVisible();
    await expect(reminder).toHaveCount(0);
  });

  test('9999… is refused by the authority (1003): a notice, then proof', async ({ page }) => {
    const dialog = await openProfileModal(page, 'Update Aadhaar', AADHAAR);
    await fillAadhaar(dialog, '9999 0000 0000');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expectSwitchedToProof(
      page,
      dialog,
      'Aadhaar validation failed. Kindly re-enter your details or upload supporting documents.',
    );
  });

  test('9998… cannot reach the authority (1004): a notice, then proof', async ({ page }) => {
    const dialog = await openProfileModal(page, 'Update Aadhaar', AADHAAR);
    await fillAadhaar(dialog, '9998 0000 0001');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expectSwitchedToProof(
      page,
      dialog,
      "We're unable to connect to the identity authority at the moment. Kindly upload proof to proceed.",
    );
  });

  test('a wrong OTP is the authority’s refusal: a notice, then proof', async ({ page }) => {
    const dialog = await openProfileModal(page, 'Update Aadhaar', AADHAAR);
    await fillAadhaar(dialog, '2345 6789 0124');
    const { otpDialog, otp } = await sendAuthorityOtp(page, dialog);
    await typeOtp(page, otpDialog, otp === '000000' ? '111111' : '000000');
    await expect(otpDialog).toBeHidden();
    await expectSwitchedToProof(
      page,
      dialog,
      'Verification with the identity authority was unsuccessful. Please upload proof to continue.',
    );
  });

  test('an e-KYC the authority cannot complete (9997…, 1005): a notice after the OTP, then proof', async ({ page }) => {
    const dialog = await openProfileModal(page, 'Update Aadhaar', AADHAAR);
    await fillAadhaar(dialog, '9997 0000 0002');
    const { otpDialog, otp } = await sendAuthorityOtp(page, dialog);
    await typeOtp(page, otpDialog, otp);
    await expect(otpDialog).toBeHidden();
    await expectSwitchedToProof(page, dialog, "Ekyc couldn't be completed...");
  });

  test('closing the OTP dialog cancels the request: a notice, then proof', async ({ page }) => {
    const dialog = await openProfileModal(page, 'Update Aadhaar', AADHAAR);
    await fillAadhaar(dialog, '2345 6789 0124');
    const { otpDialog } = await sendAuthorityOtp(page, dialog);
    await otpDialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expectSwitchedToProof(page, dialog, 'Request was cancelled. Please upload the necessary proof to continue.');
  });

  test('through proof: both sides go to the back office, and a second request is refused as the modal opens', async ({
    page,
  }) => {
    const dialog = await openProfileModal(page, 'Update Aadhaar', AADHAAR);
    await fillAadhaar(dialog, '2345 6789 0124', 'Update via Proof');
    await upload(dialog, /Front side/, PNG_FILE);
    await upload(dialog, /Back side/, PNG_FILE);
    await dialog.getByRole('button', { name: 'Next' }).click();
    const done = page.getByRole('dialog', { name: 'Aadhaar Card Number Update Request Submitted', exact: true });
    await expect(done).toContainText(/Request SR \d{8} submitted successfully\.\.\./);
    await expectAccessible(page);
    await done.getByRole('button', { name: 'OK' }).click();
    expect((await openRequests(page)).map((r) => r.subject)).toContain('Aadhaar Card Number Update');

    // The same subject is open: refused as the modal opens, before the number, any upload or OTP.
    const again = await openProfileModal(page, 'Update Aadhaar', AADHAAR);
    await expect(again.getByTestId('request-refusal').getByRole('alert')).toContainText('You have already raised this request.');
    await expect(again.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'OTP Verification' })).toHaveCount(0);
  });
});

test.describe('Edit Pan Card', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  const panField = (dialog: Locator) => dialog.getByRole('textbox', { name: 'PAN Card Number' });

  test('a PAN verified in Aarav’s name goes straight through', async ({ page }) => {
    const dialog = await openProfileModal(page, 'Update PAN', PAN);
    await expectAccessible(page);
    await panField(dialog).pressSequentially('abc1');
    await expect(dialog.getByText('Please enter a valid PAN Card Number')).toBeVisible();
    await panField(dialog).fill('');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please Enter a Valid PAN Number')).toBeVisible();

    await panField(dialog).pressSequentially('abcps1234f');
    await expect(panField(dialog)).toHaveValue('ABCPS1234F');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    // The issuer's answer is a toast, shown inside the dialog (the page under a modal is inert and
    // hidden from screen readers), and stays in the form as a banner.
    const verified = 'Your PAN has been verified successfully. Please submit the request to proceed further';
    await expect(toastIn(dialog)).toContainText(verified);
    await expect(dialog.getByText(verified)).toHaveCount(2);
    await expectAccessible(page);
    await expect(dialog.getByRole('group', { name: /Proof of PAN/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please accept the terms and conditions')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();

    const done = page.getByRole('dialog', { name: 'PAN Update Request Submitted', exact: true });
    await expect(done).toContainText(/Request SR \d{8} submitted successfully\.\.\./);
    await expectAccessible(page);
    await done.getByRole('button', { name: 'OK' }).click();
    await page.reload();
    await expect(page.getByText('XXXXXX234F (Verified)')).toBeVisible();
  });

  test("another name's PAN opens the mismatch dialog and needs proof; typing resets the check", async ({ page }) => {
    const dialog = await openProfileModal(page, 'Update PAN', PAN);
    await panField(dialog).fill('ABCPK1234F');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const mismatch = page.getByRole('dialog', { name: 'PAN Verification' });
    await expect(mismatch).toContainText("Your PAN has been verified but name doesn't match.");
    await expectAccessible(page);
    await mismatch.getByRole('button', { name: 'OK' }).click();

    await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please upload proof of your PAN.')).toBeVisible();
    await expectAccessible(page);

    // A new PAN has not been checked: no proof asked, nothing said, until Verify again.
    await panField(dialog).fill('ABCPS1234F');
    await expect(dialog.getByRole('group', { name: /Proof of PAN/ })).toHaveCount(0);
    await expect(dialog.getByText("Your PAN has been verified but name doesn't match.")).toHaveCount(0);
  });

  test('an unverified PAN needs proof, then goes to the back office', async ({ page }) => {
    const dialog = await openProfileModal(page, 'Update PAN', PAN);
    await panField(dialog).fill('ABCCS1234F');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(toastIn(dialog)).toContainText('Your PAN has not verified via the issuer. Please proceed to upload the proof');
    await dialog.getByRole('checkbox', { name: /privacy policy/ }).check();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Please upload proof of your PAN.')).toBeVisible();

    await upload(dialog, /Proof of PAN/, PNG_FILE);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('dialog', { name: 'PAN Update Request Submitted', exact: true })).toContainText(/SR \d{8}/);
    expect((await openRequests(page)).map((r) => r.subject)).toContain('PAN Update Request');
  });
});
