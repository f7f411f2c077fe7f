import { expect, test, type Locator, type Page } from './fixtures';
import { AARAV, expectAccessible, moveCoreClock, otpFor, outbox, sandboxUrl, signIn } from './support';

/*
 * UPI AutoPay beside e-NACH (issue 27 §3): the UPI ID checked at the core with its holder's name,
 * the mandate's bounds, approval or decline in the sandbox's UPI app, the refusal below the
 * premium, the list's type with pause and cancel, and the pre-debit notice on the core's clock.
 * Each test starts from the seed: 10000001 (monthly ₹5,000, due in 10 days) has no mandate.
 */
const VPA = 'aarav.sharma@okhdfcbank';
const section = (page: Page) => page.getByRole('region', { name: 'My Auto Pay Mandates' });
const mandate = (page: Page, policyNo: string) => section(page).getByRole('listitem').filter({ hasText: policyNo });

async function openUpi(page: Page) {
  await signIn(page, AARAV, '/enach-registration');
  await page.getByRole('navigation', { name: 'Pay premiums from' }).getByRole('link', { name: 'UPI AutoPay' }).click();
  await expect(page).toHaveURL(/\/enach-registration\?method=upi$/);
  await expect(page.getByRole('combobox', { name: /Select Policy/ })).toContainText('10000001');
}

async function verifyVpa(page: Page, vpa: string) {
  await page.getByRole('textbox', { name: 'UPI ID' }).fill(vpa);
  await page.getByRole('button', { name: 'Verify UPI ID' }).click();
}

/** Verified, confirmed and sent to the UPI app: the app's page is open. */
async function toUpiApp(page: Page, amount?: string) {
  await verifyVpa(page, VPA);
  await expect(page.getByText('Account holder: AARAV SHARMA')).toBeVisible();
  await page.getByRole('checkbox', { name: 'This UPI ID is mine, in the name shown above' }).check();
  if (amount) await page.getByRole('textbox', { name: /Maximum amount per debit/ }).fill(amount);
  await page.getByRole('button', { name: 'Approve in UPI app' }).click();
  await expect(page.getByRole('heading', { name: 'Approve UPI AutoPay mandate' })).toBeVisible();
}

async function registered(page: Page): Promise<string> {
  await toUpiApp(page);
  await page.getByRole('button', { name: 'Approve with UPI PIN' }).click();
  await expect(page).toHaveURL(/\/enach-registration-confirmation\?enachSource=UPI&customerRefId=.+&mandateTokenId=.+/);
  await expect(page.getByRole('heading', { name: 'Registration Confirmation' })).toBeVisible();
  const umn = /UPIM\d{16}/.exec((await page.locator('main').textContent()) ?? '')?.[0];
  expect(umn).toBeTruthy();
  return umn!;
}

async function verifyOtp(page: Page, dialog: Locator, since: string) {
  const otp = await otpFor(page.request, AARAV.mobile, since);
  await dialog.getByRole('textbox', { name: 'Enter OTP' }).click();
  await page.keyboard.type(otp);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

test('a UPI ID is checked with its holder’s name, approved in the UPI app, and listed as UPI AutoPay; pause and cancel work', async ({
  page,
}) => {
  await openUpi(page);
  await expectAccessible(page);
  await verifyVpa(page, 'not-a-upi-id');
  await expect(page.getByText('Please enter a valid UPI ID, like name@bank.')).toBeVisible();
  await verifyVpa(page, 'nobody@okaxis');
  await expect(page.getByText('We could not find this UPI ID. Please check it and try again.')).toBeVisible();

  await verifyVpa(page, VPA);
  await expect(page.getByText('Account holder: AARAV SHARMA')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Maximum amount per debit/ })).toHaveValue('5000.00');
  await expect(page.getByText(/^At least your premium of ₹5,000\.00: your bank refuses a debit above/)).toBeVisible();
  await expect(page.getByText(/when the last premium of your premium paying term falls due\.$/)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Approve in UPI app' }).click();
  await expect(page.getByText('Please confirm that this UPI ID is yours.')).toBeVisible();

  const umn = await registered(page);
  await expect(page.getByText('10000001').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto('/enach-registration');
  const item = mandate(page, '10000001');
  await expect(item).toContainText(/Type\s*UPI AutoPay/);
  await expect(item).toContainText(/UPI ID\s*aa\*+@okhdfcbank/);
  await expect(item).toContainText(umn);
  await expect(mandate(page, '20000002')).toContainText(/Type\s*e-NACH/);
  await expect(page.getByText(VPA)).toHaveCount(0);
  await expectAccessible(page);

  await item.getByRole('button', { name: /^Pause/ }).click();
  const pause = page.getByRole('dialog', { name: 'Pause Auto Pay' });
  await pause.getByRole('radio', { name: '1 debit' }).check();
  let since = new Date(Date.now() - 1000).toISOString();
  await pause.getByRole('button', { name: 'Continue' }).click();
  await verifyOtp(page, pause, since);
  const paused = page.getByRole('dialog', { name: 'Auto Pay Paused' });
  await paused.getByRole('button', { name: 'OK' }).click();
  await expect(item.getByText('Paused', { exact: true })).toBeVisible();

  await item.getByRole('button', { name: /^Cancel/ }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel Auto Pay' });
  // No second of slack here: the pause's OTP may be less than a second old, and must not be read as this one's.
  since = new Date().toISOString();
  await cancel.getByRole('button', { name: 'Yes, cancel auto pay' }).click();
  await verifyOtp(page, cancel, since);
  await page.getByRole('dialog', { name: 'Auto Pay Cancelled' }).getByRole('button', { name: 'OK' }).click();
  await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();

  await page.goto('/service-request?tab=SR');
  const line = page.getByRole('listitem').filter({ hasText: `UMRN ${umn} · UPI AutoPay Registration` });
  await expect(line.getByText('Cancelled', { exact: true }).first()).toBeVisible();

  // The UPI ID approved in the UPI app is offered to pick from next time.
  await page.goto('/enach-registration?method=upi');
  await page.getByRole('group', { name: 'Or pick one you have used with us:' }).getByRole('button', { name: VPA }).click();
  await expect(page.getByRole('textbox', { name: 'UPI ID' })).toHaveValue(VPA);
  await expectAccessible(page);
});

test('a maximum below the premium is refused by the core; a mandate declined in the UPI app shows the failure', async ({
  page,
}) => {
  await openUpi(page);
  await verifyVpa(page, VPA);
  await page.getByRole('checkbox', { name: 'This UPI ID is mine, in the name shown above' }).check();
  await page.getByRole('textbox', { name: /Maximum amount per debit/ }).fill('4999');
  await page.getByRole('button', { name: 'Approve in UPI app' }).click();
  await expect(page.getByText('The maximum amount must be at least your premium of ₹5,000.00.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/enach-registration\?method=upi$/);
  await expectAccessible(page);

  await page.getByRole('textbox', { name: /Maximum amount per debit/ }).fill('6000');
  await page.getByRole('button', { name: 'Approve in UPI app' }).click();
  await expect(page.getByRole('heading', { name: 'Approve UPI AutoPay mandate' })).toBeVisible();
  await expect(page.getByText('₹6,000.00')).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('heading', { name: 'Transaction Confirmation' })).toBeVisible();
  await expect(
    page.getByText('We are unable to complete the transaction due to some technical error, request you to try after sometime.'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('the pre-debit notice goes out by SMS and email before the debit, on the core’s clock', async ({ page }) => {
  await openUpi(page);
  const umn = await registered(page);
  const run = () => page.request.post(`${sandboxUrl()}/__sandbox/mandates/run-debits`, { data: {} }).then((r) => r.json());
  // Ten days before the due date nothing is sent; nine days on, inside the 48 hours before the due day, the notice is.
  expect(await run()).toMatchObject({ notified: 0, debited: 0 });
  await moveCoreClock(page.request, 9 * 86_400_000);
  expect(await run()).toMatchObject({ notified: 1, debited: 0 });
  const notices = (await outbox(page.request)).filter((m) => m.text.startsWith('Pre-debit notice:'));
  expect(notices.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
  expect(notices[0]?.text).toMatch(
    new RegExp(
      `^Pre-debit notice: ₹5,000\\.00 will be debited by UPI AutoPay on \\d{2}/\\d{2}/\\d{4} for Life Insurance Premium, premium of policy 10000001 \\(mandate ${umn}, reference PDN\\d{12}\\)\\. To stop this debit, pause or cancel the mandate under My Auto Pay Mandates`,
    ),
  );
  // Not yet the due day: the debit waits.
  expect(await run()).toMatchObject({ notified: 0, debited: 0 });
});

test('in Hindi the UPI AutoPay form and the core’s refusal read in Hindi', async ({ page, baseURL }) => {
  await signIn(page, AARAV, '/');
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.goto('/enach-registration?method=upi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('textbox', { name: 'यूपीआई आईडी' }).fill('nobody@okaxis');
  await page.getByRole('button', { name: 'यूपीआई आईडी जाँचें' }).click();
  await expect(page.getByText('हमें यह यूपीआई आईडी नहीं मिली। कृपया इसे जाँचकर फिर से कोशिश करें।')).toBeVisible();
  await page.getByRole('textbox', { name: 'यूपीआई आईडी' }).fill(VPA);
  await page.getByRole('button', { name: 'यूपीआई आईडी जाँचें' }).click();
  await expect(page.getByText('खाताधारक: AARAV SHARMA')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'मासिक' })).toBeChecked();
  await expectAccessible(page);
});
