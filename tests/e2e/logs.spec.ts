import { expect, test as base, type Locator, type Page } from './fixtures';
import { startExtraPortal, type ExtraPortal } from './extra-portal';
import { openProfileModal, outboxMark, PNG_FILE, upload } from './kyc-support';
import { AARAV, clearOtpLimits, otpFor, requestOtp, typeOtp } from './support';

/*
 * What an operator reads (docs/operations.md, "Logs"): one JSON line per request and per action,
 * named by route pattern and request id, and none of the customer's personal data, whatever the
 * customer typed or the core answered. A portal of its own, so the test reads everything it printed.
 */

const test = base.extend<{ portal: ExtraPortal }>({
  portal: async ({ servers }, provide) => {
    // Debug: the calls to the core are logged too, so they are checked as well.
    const portal = await startExtraPortal(servers.portalEnv, { LOG_LEVEL: 'debug' });
    await provide(portal);
    await portal.stop();
  },
  baseURL: async ({ portal }, provide) => {
    await provide(portal.url);
  },
});

type Line = Record<string, unknown>;

/** Everything printed since the portal's logger started: the lines `next start` prints before it are its banner. */
function logLines(portal: ExtraPortal): string[] {
  const lines = portal.outputLines();
  const started = lines.findIndex((l) => l.includes('"portal logging started"'));
  expect(started, lines.join('\n')).toBeGreaterThanOrEqual(0);
  return lines.slice(started);
}

const parsed = (portal: ExtraPortal): Line[] => logLines(portal).map((l) => JSON.parse(l) as Line);

const NEW_EMAIL = 'aarav.logs@example.com';
const AADHAAR = '2345 6789 0124';
const PAN = 'ABCPS1234F';
const ADDRESS = ['Flat 12, Sea View Apartments', 'Hill Road, Bandra West'];

async function login(page: Page): Promise<string> {
  await page.goto('/login');
  const since = await requestOtp(page, AARAV.mobile);
  const otp = await otpFor(page.request, AARAV.mobile, since);
  await typeOtp(page, otp);
  await page.getByRole('button', { name: 'Verify & Login' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return otp;
}

/** Reads the OTP sent to Aarav after `since` and verifies it in `dialog`. */
async function verifyOtp(page: Page, dialog: Locator, since: string): Promise<string> {
  const otp = await otpFor(page.request, AARAV.mobile, since);
  await dialog.getByRole('textbox', { name: 'Enter OTP' }).click();
  await page.keyboard.type(otp);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  return otp;
}

async function submitted(page: Page) {
  const done = page.getByRole('dialog', { name: 'Request Submitted' });
  await expect(done).toContainText(/Request SR \d{8} submitted successfully/);
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(done).toBeHidden();
}

async function changeEmail(page: Page): Promise<string> {
  await page.goto('/manage-profile');
  await clearOtpLimits(page.request);
  const since = outboxMark();
  await page.getByRole('button', { name: 'Update Email Id' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Email Id' });
  const otp = await verifyOtp(page, dialog, since);
  await dialog.getByLabel('New Email').fill(NEW_EMAIL);
  await dialog.getByLabel('Confirm Email').fill(NEW_EMAIL);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await submitted(page);
  return otp;
}

async function completeKyc(page: Page): Promise<string> {
  const dialog = await openProfileModal(page, 'Update Aadhaar', 'Update Aadhaar');
  await dialog.getByRole('radio', { name: 'Update via the identity authority' }).check();
  await dialog.getByRole('textbox', { name: 'Aadhaar Number' }).fill(AADHAAR);
  await dialog.getByRole('checkbox', { name: /I consent/ }).check();
  const since = outboxMark();
  await dialog.getByRole('button', { name: 'Next' }).click();
  const otp = await verifyOtp(page, page.getByRole('dialog', { name: 'OTP Verification' }), since);
  await page.getByRole('dialog', { name: 'E-KYC Completed' }).getByRole('button', { name: 'Proceed to PAN' }).click();

  const pan = page.getByRole('dialog', { name: 'Edit Pan Card' });
  await pan.getByRole('textbox', { name: 'PAN Card Number' }).fill(PAN);
  await pan.getByRole('button', { name: 'Verify' }).click();
  await expect(pan.getByText('Your PAN has been verified successfully.').first()).toBeVisible();
  await pan.getByRole('checkbox', { name: /privacy policy/ }).check();
  await pan.getByRole('button', { name: 'Submit' }).click();
  await submitted(page);
  return otp;
}

async function changeAddress(page: Page) {
  const dialog = await openProfileModal(page, 'Update Address', 'Update Address');
  await dialog.getByRole('radio', { name: 'Correspondence' }).check();
  await dialog.getByRole('textbox', { name: 'Address Line 1', exact: true }).fill(ADDRESS[0]!);
  await dialog.getByRole('textbox', { name: 'Address Line 2', exact: true }).fill(ADDRESS[1]!);
  await dialog.getByRole('textbox', { name: 'Pin Code', exact: true }).fill('400050');
  await expect(dialog.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Mumbai');
  await dialog.getByRole('combobox', { name: 'Address Proof' }).click();
  await page.getByRole('option', { name: 'Passport', exact: true }).click();
  await upload(dialog, 'Passport: front side', PNG_FILE);
  await upload(dialog, 'Passport: back side', PNG_FILE);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await submitted(page);
}

test('a login and profile changes leave JSON lines per request and action, and no personal data', async ({ page, portal }) => {
  test.setTimeout(150_000);
  const otps = [await login(page)];
  const details = await page.goto('/policy-details/10000001');
  otps.push(await changeEmail(page), await completeKyc(page));
  await changeAddress(page);

  // The request line is written as the request ends: wait for the last page's.
  await expect.poll(() => parsed(portal).some((l) => l.kind === 'action' && l.action === 'updateAddressAction')).toBe(true);
  const text = logLines(portal).join('\n');
  const secrets = [
    AARAV.mobile,
    ...otps,
    'aarav.sharma@example.com',
    NEW_EMAIL,
    AADHAAR,
    AADHAAR.replaceAll(' ', ''),
    'Aarav',
    'Sharma',
    '1986-08-21',
    'Sea Breeze',
    'Orbit Plaza',
    ...ADDRESS,
    'Bandra',
  ];
  for (const secret of secrets) expect(text, `the log holds ${secret}`).not.toContain(secret);
  expect(text.toUpperCase()).not.toContain(PAN);
  expect(text).not.toContain('/policy-details/10000001');

  const lines = parsed(portal);
  const requests = lines.filter((l) => l.kind === 'request');
  for (const r of requests) {
    expect(r).toMatchObject({ level: expect.any(String), method: expect.any(String), route: expect.stringMatching(/^\//) });
    expect(r).toMatchObject({ status: expect.any(Number), durationMs: expect.any(Number), requestId: expect.any(String) });
  }
  const detailsLine = requests.find(
    (r) => r.route === '/policy-details/[id]' && r.requestId === details!.headers()['x-request-id'],
  );
  expect(detailsLine).toMatchObject({ method: 'GET', status: 200 });
  expect(requests.some((r) => r.method === 'POST' && r.route === '/manage-profile')).toBe(true);

  const actions = lines.filter((l) => l.kind === 'action').map((l) => `${l.action} ${l.outcome}`);
  expect(actions).toEqual(
    expect.arrayContaining([
      'requestOtpAction ok',
      'verifyOtpAction redirected',
      'updateEmailAction ok',
      'verifyAadhaarOtpAction ok',
      'updatePanAction ok',
      'updateAddressAction ok',
    ]),
  );
  for (const a of lines.filter((l) => l.kind === 'action'))
    expect(a).toMatchObject({ durationMs: expect.any(Number), requestId: expect.any(String) });
  // The calls to the core, at debug, name their path and the request they were made for.
  expect(lines.filter((l) => l.kind === 'upstream' && l.requestId === detailsLine!.requestId).length).toBeGreaterThan(0);
});

test('an incoming X-Request-Id is ignored unless a trusted proxy sent it', async ({ page, portal, servers }) => {
  const untrusted = await page.request.get('/login', { headers: { 'X-Request-Id': 'lb-untrusted-1' } });
  const ownId = untrusted.headers()['x-request-id'];
  expect(ownId).toMatch(/^[0-9a-f-]{36}$/);
  await expect.poll(() => parsed(portal).some((l) => l.kind === 'request' && l.requestId === ownId)).toBe(true);
  expect(logLines(portal).join('\n')).not.toContain('lb-untrusted-1');

  const behindProxy = await startExtraPortal(servers.portalEnv, { TRUSTED_PROXY_HOPS: '1' });
  try {
    const trusted = await page.request.get(`${behindProxy.url}/login`, { headers: { 'X-Request-Id': 'lb-trusted-1' } });
    expect(trusted.headers()['x-request-id']).toBe('lb-trusted-1');
    await expect
      .poll(() => parsed(behindProxy).find((l) => l.kind === 'request' && l.requestId === 'lb-trusted-1'))
      .toMatchObject({ method: 'GET', route: '/login', status: 200 });
  } finally {
    await behindProxy.stop();
  }
});
