import { expect, test, type Locator, type Page } from './fixtures';
import { PDF_FILE, PNG_FILE, outboxMark, upload } from './kyc-support';
import { AARAV, PRIYA, sandboxUrl, expectAccessible, login, outbox, submitWithOtp, signIn } from './support';

/*
 * /service-request (issue 9 §1): raise a query, follow it in the tracker, and see the back
 * office's steps arrive there and by SMS. Every test starts from a fresh core.
 */

const IST_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });
const pad = (n: number) => String(n).padStart(2, '0');

/** Today in India plus `days`, as DD/MM/YYYY. */
function istDate(days = 0): string {
  const [d, m, y] = IST_DAY.format(new Date()).split('/').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${pad(t.getUTCDate())}/${pad(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}`;
}

async function pick(page: Page, label: RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

interface Query {
  policy: string;
  type: string;
  text: string;
  file?: typeof PDF_FILE;
}

async function fillQuery(page: Page, { policy, type, text, file }: Query) {
  await page.goto('/service-request?tab=NEW_SR');
  await pick(page, /Please select a policy/, new RegExp(`^${policy} - `));
  await pick(page, /Query Type/, type);
  await page.getByLabel('Describe your request').fill(text);
  if (file) await upload(page.locator('main'), /Attachment \(optional\)/, file);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
}

/** Raises a query through the form and returns its number, back on the tracker. */
async function raiseQuery(page: Page, query: Query): Promise<string> {
  await fillQuery(page, query);
  const done = page.getByRole('dialog', { name: `${query.type} Request Submitted`, exact: true });
  await expect(done).toContainText(/Request SR \d{8} submitted successfully\.\.\./);
  const sr = /SR (\d{8})/.exec((await done.textContent()) ?? '')?.[1] ?? '';
  await done.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/service-request\?tab=SR$/);
  return sr;
}

const requests = (page: Page) => page.locator('ul[aria-label="Your requests"] > li');
const item = (page: Page, label: string) => requests(page).filter({ hasText: label });
const timeline = (entry: Locator) => entry.getByRole('list', { name: 'Timeline' });

async function backOffice(page: Page, step: string, data: Record<string, string>) {
  const res = await page.request.post(`${sandboxUrl()}/__sandbox/service-requests/${step}`, { data });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe('service requests', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a query is raised, tracked with its promised date, and refused the second time', async ({ page }) => {
    await page.goto('/service-request?tab=NEW_SR');
    await expect(page.getByRole('link', { name: 'New Service Request' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(page.getByText('Please select a policy', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('Please select a query type')).toBeVisible();
    await expect(page.getByText('Please describe your request')).toBeVisible();
    await page.getByLabel('Describe your request').fill('x'.repeat(1001));
    await expect(page.getByText('1,001 / 1,000 characters')).toBeVisible();
    await expect(page.getByText('Please describe your request in at most 1,000 characters.')).toBeVisible();

    const mark = outboxMark();
    const sr = await raiseQuery(page, {
      policy: '10000001',
      type: 'Fund Value',
      text: 'Please send my fund value as of today.',
      file: PDF_FILE,
    });
    await expect(page.getByRole('link', { name: 'Track Service Request' })).toHaveAttribute('aria-current', 'page');
    const entry = item(page, `SR ${sr}`);
    await expect(entry).toContainText('Fund Value');
    await expect(entry).toContainText('Policy: 10000001');
    await expect(entry).toContainText(`Raised on: ${istDate()}`);
    await expect(entry).toContainText(`Promised by: ${istDate(7)}`);
    await expect(entry).toContainText('(7 days left)');
    await expect(entry).toContainText('Open');
    await entry.locator('summary').click();
    await expect(timeline(entry)).toContainText(`SR ${sr}`);
    await expectAccessible(page);
    await expect
      .poll(async () => (await outbox(page.request)).some((m) => m.to === AARAV.mobile && m.at >= mark && m.text.includes(sr)))
      .toBe(true);

    await fillQuery(page, { policy: '10000001', type: 'Fund Value', text: 'Asking again.' });
    await expect(page.getByRole('alert').filter({ hasText: 'You have already raised this request.' })).toBeVisible();
    // Another type on the same policy is another request.
    await raiseQuery(page, { policy: '10000001', type: 'Premium Payment', text: 'When is my next premium due?' });
  });

  test('requests raised by fund switch and by the soft-copy flow are in the tracker', async ({ page }) => {
    await page.goto('/download');
    const docs = page.getByRole('region', { name: 'Policy Documents' });
    await docs
      .getByRole('listitem')
      .filter({ hasText: 'Policy No 20000001' })
      .getByRole('button', { name: 'Download E-Policy' })
      .click();
    await page.getByRole('dialog', { name: 'E-Policy Not Available' }).getByRole('button', { name: 'Request Soft Copy' }).click();
    const softCopy = page.getByRole('dialog', { name: 'E-PD Soft Copy Request Submitted', exact: true });
    await expect(softCopy).toContainText(/SR \d{8}/);
    const softSr = /SR (\d{8})/.exec((await softCopy.textContent()) ?? '')?.[1] ?? '';
    await softCopy.getByRole('button', { name: 'OK' }).click();

    await page.goto('/fund-switch?policyNo=10000001&from=policyDetails');
    await page.getByRole('textbox', { name: /Switch From.*Protector Fund/ }).fill('50');
    await page.getByRole('textbox', { name: /Switch To.*Balanced Fund/ }).fill('100');
    await page.getByRole('checkbox', { name: 'I agree to the fund switch as per policy terms and conditions.' }).check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await submitWithOtp(page);
    const switched = page.getByRole('dialog', { name: 'Fund Switch Request Submitted' });
    await expect(switched).toContainText(/SR \d{8}/);
    const switchSr = /SR (\d{8})/.exec((await switched.textContent()) ?? '')?.[1] ?? '';

    await page.goto('/service-request?tab=SR');
    await expect(requests(page).first()).toContainText(`SR ${switchSr}`); // newest first
    const soft = item(page, `SR ${softSr}`);
    await expect(soft).toContainText('E-PD Soft Copy');
    await expect(soft).toContainText('Policy: 20000001');
    await expect(soft).toContainText(/Promised by: \d{2}\/\d{2}\/\d{4} \(\d+ days? left\)/);
    const fund = item(page, `SR ${switchSr}`);
    await expect(fund).toContainText('Fund Switch');
    await expect(fund).toContainText('Closed');
    await fund.locator('summary').click();
    await expect(timeline(fund)).toContainText(`Your fund switch request SR ${switchSr} on policy 10000001 is complete`);
    await expectAccessible(page);
  });

  test('the back office closes a request: the customer sees Closed, its message and the SMS', async ({ page }) => {
    const sr = await raiseQuery(page, { policy: '20000002', type: 'Policy Servicing', text: 'Please correct my date of birth.' });
    const mark = outboxMark();
    await backOffice(page, 'progress', { srNumber: sr });
    await backOffice(page, 'close', { srNumber: sr, note: 'Your date of birth is corrected.' });
    const closing = `We have closed your request SR ${sr} (Policy Servicing).`;

    await page.reload();
    const entry = item(page, `SR ${sr}`);
    await expect(entry).toContainText('Closed');
    await expect(entry).toContainText(`Closed on: ${istDate()}`);
    await expect(entry).not.toContainText('days left');
    await entry.locator('summary').click();
    await expect(timeline(entry)).toContainText('In Progress');
    await expect(timeline(entry)).toContainText(closing);
    await expect(timeline(entry)).toContainText('Your date of birth is corrected.');
    await expectAccessible(page);

    const sms = (await outbox(page.request)).filter((m) => m.to === AARAV.mobile && m.channel === 'sms' && m.at >= mark);
    expect(sms.map((m) => m.text).join('\n')).toContain(closing);
  });

  test('a document the back office asks for is answered by upload', async ({ page }) => {
    const sr = await raiseQuery(page, { policy: '10000001', type: 'Premium Payment', text: 'My premium was debited twice.' });
    await backOffice(page, 'ask', { srNumber: sr, what: 'Bank statement showing both debits' });

    await page.reload();
    const entry = item(page, `SR ${sr}`);
    await expect(entry).toContainText('Action needed: a document is asked for');
    const form = entry.getByRole('form', { name: `Send the document asked for on SR ${sr}` });
    await expect(form).toContainText('Bank statement showing both debits');
    await expectAccessible(page);

    await form.getByRole('button', { name: 'Send document' }).click();
    await expect(form.getByText('Please upload a file')).toBeVisible();
    await upload(form, /Requested document/, PNG_FILE);
    await form.getByRole('button', { name: 'Send document' }).click();
    await expect(page.getByText(`Thank you. We have received your document for SR ${sr}.`)).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(entry).toContainText('In Progress');
    await entry.locator('summary').click();
    await expect(timeline(entry)).toContainText(`We have received the documents you uploaded for SR ${sr}`);
  });

  test('filters by policy and status live in the address and survive a reload', async ({ page }) => {
    const first = await raiseQuery(page, { policy: '10000001', type: 'Claim', text: 'How do I file a claim?' });
    const second = await raiseQuery(page, { policy: '20000002', type: 'Other', text: 'Please call me back.' });
    await backOffice(page, 'close', { srNumber: second, note: 'We called you.' });
    await page.reload();
    // The two queries and the auto-pay mandate Aarav's 20000002 has from the seed.
    await expect(requests(page)).toHaveCount(3);

    await page.getByLabel('Policy', { exact: true }).selectOption('10000001');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/policy=10000001/);
    await expect(requests(page)).toHaveCount(1);
    await expect(requests(page).first()).toContainText(`SR ${first}`);
    await page.reload();
    await expect(requests(page)).toHaveCount(1);
    await expect(page.getByLabel('Policy', { exact: true })).toHaveValue('10000001');

    await page.goto('/service-request?tab=SR&status=Closed');
    await expect(requests(page)).toHaveCount(1);
    await expect(requests(page).first()).toContainText(`SR ${second}`);
    await expectAccessible(page);

    await page.goto('/service-request?tab=SR&policy=10000001&status=Closed');
    await expect(page.getByText('No requests match these filters.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/service-request\?tab=SR$/);
    await expect(requests(page)).toHaveCount(3);
  });

  test('another customer’s request is never shown', async ({ page }) => {
    await page.context().clearCookies();
    await signIn(page, PRIYA);
    const hers = await raiseQuery(page, { policy: '40000001', type: 'Fund Value', text: 'What is my fund value?' });
    await expect(item(page, `SR ${hers}`)).toBeVisible();

    await page.context().clearCookies();
    await signIn(page, AARAV, '/service-request?tab=SR');
    // Aarav's own tracker: only his seeded auto-pay mandate.
    await expect(requests(page)).toHaveCount(1);
    await expect(requests(page).first()).toContainText('Auto Pay Registration');
    await expect(page.getByText(hers)).toHaveCount(0);
    // Filtering by her policy number (typed into the address) finds nothing of hers.
    await page.goto('/service-request?tab=SR&policy=40000001');
    await expect(page.getByText('No requests match these filters.')).toBeVisible();
    await expect(requests(page)).toHaveCount(0);
    await expect(page.getByText(hers)).toHaveCount(0);
    await expectAccessible(page);
  });
});

test('an SMS link to the tracker lands there after login', async ({ page }) => {
  await login(page, AARAV, '/service-request?tab=SR');
  await expect(page).toHaveURL(/\/service-request\?tab=SR$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Track Service Request' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track Service Request' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});

test('the new-request form whose code could not load while offline appears once the connection is back', async ({ page }) => {
  await signIn(page);
  // Scripts the page itself names load; the form's, fetched after the page is up, fail as offline.
  const html = await (await page.request.get('/service-request?tab=NEW_SR')).text();
  const firstLoad = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\\\s]+?\.js/g)].map((m) => m[0]));
  let offline = true;
  await page.route('**/_next/static/chunks/*.js', (route) =>
    offline && !firstLoad.has(new URL(route.request().url()).pathname) ? route.abort('internetdisconnected') : route.continue(),
  );
  await page.goto('/service-request?tab=NEW_SR');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' }).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Query Type/ })).toHaveCount(0);

  offline = false;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByRole('combobox', { name: /Query Type/ })).toBeVisible();
});
