import { expect, test, type Locator, type Page } from './fixtures';
import { AARAV, PRIYA, sandboxUrl, expectAccessible, otpFor, signIn } from './support';

/*
 * 'My Auto Pay Mandates' on /enach-registration (issue 10 §3): 20000002's seeded mandate listed,
 * paused and cancelled with the SR OTP, a failed debit retried, and another customer's mandate
 * neither shown nor changeable. Each test starts from the seed, so the order does not matter.
 */

const SECTION = 'My Auto Pay Mandates';
const section = (page: Page) => page.getByRole('region', { name: SECTION });
const mandate = (page: Page, policyNo: string) => section(page).getByRole('listitem').filter({ hasText: policyNo });

async function openMandates(page: Page, who = AARAV) {
  await signIn(page, who, '/enach-registration');
  await expect(section(page)).toBeVisible();
}

async function umrnOf(item: Locator): Promise<string> {
  const umrn = /BDSK\d{16}/.exec((await item.textContent()) ?? '')?.[0];
  expect(umrn).toBeTruthy();
  return umrn!;
}

/** Reads the SR OTP sent after `since` and verifies it in the open dialog. */
async function verifyOtp(page: Page, dialog: Locator, since: string) {
  await expect(dialog.getByRole('heading', { name: 'OTP Verification' })).toBeVisible();
  await expect(dialog.getByText(/We have sent a 6-digit OTP/)).toBeVisible();
  const otp = await otpFor(page.request, AARAV.mobile, since);
  await dialog.getByRole('textbox', { name: 'Enter OTP' }).click();
  await page.keyboard.type(otp);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

test('20000002’s mandate is listed with its UMRN, masked bank, amount and next debit date', async ({ page }) => {
  await openMandates(page);
  const item = mandate(page, '20000002');
  await expect(item).toHaveCount(1);
  await expect(item.getByText('Active', { exact: true })).toBeVisible();
  await expect(item).toContainText(/UMRN\s*BDSK\d{16}/);
  await expect(item).toContainText(/Bank\s*HDFC Bank, A\/c X+7891/);
  await expect(item).toContainText(/Amount\s*₹\d{1,3}(,\d{2})*(,\d{3})?\.\d{2}/);
  await expect(item).toContainText(/Next Debit Date\s*\d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByText('50100234567891')).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^Pause/ })).toBeVisible();
  await expect(item.getByRole('button', { name: /^Cancel/ })).toBeVisible();
  await expectAccessible(page);
});

test('a pause for 2 debits, confirmed with the OTP, shows Paused here and in the tracker', async ({ page }) => {
  await openMandates(page);
  const item = mandate(page, '20000002');
  const umrn = await umrnOf(item);
  await item.getByRole('button', { name: /^Pause/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause Auto Pay' });
  await expect(dialog.getByRole('radiogroup', { name: /Pause for/ })).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('You can pause auto pay for 1 to 6 debits.')).toBeVisible();
  await dialog.getByRole('radio', { name: '2 debits' }).check();
  const since = new Date(Date.now() - 1000).toISOString();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Pausing auto pay on policy 20000002 for 2 debits.')).toBeVisible();
  await expectAccessible(page);
  await verifyOtp(page, dialog, since);

  const result = page.getByRole('dialog', { name: 'Auto Pay Paused' });
  await expect(
    result.getByText(
      /^Request SR \d{8} submitted successfully\.\.\. Auto pay on policy 20000002 is paused for 2 debits; debits resume on \d{2}\/\d{2}\/\d{4}\./,
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await result.getByRole('button', { name: 'OK' }).click();
  await expect(result).toBeHidden();

  await expect(item.getByText('Paused', { exact: true })).toBeVisible();
  await expect(item.getByText(/^Paused for 2 debits\. Debits resume on \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expect(item.getByRole('button', { name: /^Pause/ })).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^Cancel/ })).toBeVisible();

  await page.goto('/service-request?tab=SR');
  // The mandate's own line (the pause request's line names the UMRN too).
  const line = page.getByRole('listitem').filter({ hasText: `UMRN ${umrn} · Auto Pay Registration` });
  // The status tag (the line's timeline, folded away, ends with the same word).
  await expect(line.getByText('Paused', { exact: true }).first()).toBeVisible();
  await expect(line).toContainText(/Paused for 2 debits\. Debits resume on \d{2}\/\d{2}\/\d{4}\./);
  await expect(page.getByRole('listitem').filter({ hasText: 'Auto Pay Pause Request' }).first()).toBeVisible();
});

test('a cancellation, confirmed with the OTP, leaves the mandate Cancelled with nothing more to do', async ({ page }) => {
  await openMandates(page);
  const item = mandate(page, '20000002');
  await item.getByRole('button', { name: /^Cancel/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Auto Pay' });
  await expect(dialog.getByText(/No more premiums will be debited from HDFC Bank, A\/c X+7891/)).toBeVisible();
  await expectAccessible(page);
  const since = new Date(Date.now() - 1000).toISOString();
  await dialog.getByRole('button', { name: 'Yes, cancel auto pay' }).click();
  await verifyOtp(page, dialog, since);

  const result = page.getByRole('dialog', { name: 'Auto Pay Cancelled' });
  await expect(
    result.getByText(/^Request SR \d{8} submitted successfully\.\.\. Auto pay on policy 20000002 is cancelled;/),
  ).toBeVisible();
  await expectAccessible(page);
  await result.getByRole('button', { name: 'OK' }).click();

  await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(item.getByRole('button')).toHaveCount(0);
  await expect(item).toContainText(/Next Debit Date\s*—/);
  await expectAccessible(page);

  // With no live mandate the policy is paid another way: registering offers Proceed again.
  await page.getByRole('combobox', { name: /Select Policy/ }).click();
  await page.getByRole('option', { name: /20000002/ }).click();
  await expect(page.getByRole('button', { name: 'Proceed' })).toBeVisible();
});

test('a failed debit offers a retry, and the retried debit pays the premium', async ({ page }) => {
  await openMandates(page);
  const umrn = await umrnOf(mandate(page, '20000002'));
  const failed = await page.request.post(`${sandboxUrl()}/__sandbox/mandates/fail-debit`, { data: { umrn } });
  expect(failed.ok()).toBe(true);
  await page.reload();

  const item = mandate(page, '20000002');
  await expect(item.getByText('Last debit failed')).toBeVisible();
  await expect(item.getByText(/failed on \d{2}\/\d{2}\/\d{4} \(Insufficient funds\)/)).toBeVisible();
  await item.getByRole('button', { name: /^Retry debit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Retry Debit' });
  await expect(dialog.getByText(/We will present the failed debit of ₹[\d,]+\.\d{2} for policy 20000002/)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Retry debit', exact: true }).click();
  await expect(dialog.getByText(/^The debit of ₹[\d,]+\.\d{2} went through\. Your premium is paid\./)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();

  await expect(item.getByText('Last debit failed')).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^Retry debit/ })).toHaveCount(0);
});

test('Priya’s mandate is never shown to Aarav, and his session cannot cancel it', async ({ page }) => {
  // Priya registers auto pay on her 40000001 (preselected: her only policy).
  await openMandates(page, PRIYA);
  await expect(section(page).getByText('You have no auto pay mandates yet.', { exact: false })).toBeVisible();
  await page.getByRole('checkbox', { name: /I have read and accept the/ }).check();
  await page.getByRole('checkbox', { name: /validation step will be run with my bank/ }).check();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: 'Authorise with OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Confirmation' })).toBeVisible();
  await page.goto('/enach-registration');
  const priyas = await umrnOf(mandate(page, '40000001'));

  await page.context().clearCookies();
  await openMandates(page);
  await expect(mandate(page, '20000002')).toHaveCount(1);
  await expect(page.getByText(priyas)).toHaveCount(0);
  await expect(section(page).getByText('40000001')).toHaveCount(0);

  // The cancellation, tampered on its way, names Priya's mandate and policy: the gate refuses it.
  const mine = await umrnOf(mandate(page, '20000002'));
  await page.route(/\/enach-registration/, async (route) => {
    const req = route.request();
    const body = req.postData() ?? '';
    if (req.method() === 'POST' && req.headers()['next-action'] && body.includes(mine)) {
      return route.continue({ postData: body.replace(mine, priyas).replace('"20000002"', '"40000001"') });
    }
    return route.continue();
  });
  await mandate(page, '20000002')
    .getByRole('button', { name: /^Cancel/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Auto Pay' });
  const since = new Date(Date.now() - 1000).toISOString();
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Yes, cancel auto pay' }).click();
  await verifyOtp(page, dialog, since);
  await expect(dialog.getByRole('alert').filter({ hasText: 'Auto pay mandate not found.' })).toBeVisible();
  await page.unroute(/\/enach-registration/);

  const calls: Array<{ path: string }> = await (
    await page.request.get(`${sandboxUrl()}/__sandbox/requests?since=${started}`)
  ).json();
  expect(calls.map((c) => c.path).filter((p) => p.includes('mandates/cancel'))).toEqual([]);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.reload();
  await expect(mandate(page, '20000002').getByText('Active', { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await openMandates(page, PRIYA);
  await expect(mandate(page, '40000001').getByText('Active', { exact: true })).toBeVisible();
});
