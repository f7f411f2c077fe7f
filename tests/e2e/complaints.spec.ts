import { expect, test, type Page } from './fixtures';
import { PDF_FILE, PNG_FILE, upload } from './kyc-support';
import { AARAV, expectAccessible, moveCoreClock, outbox, sandboxUrl, signIn } from './support';

/*
 * Grievances (issue 27 §1): a complaint raised from Help & Support or the tracker, acknowledged at
 * once with its number and the day it will be resolved by (the core's 14 days), followed in the
 * tracker with its clock, and, past that day or rejected by the back office, offering the
 * escalation path. Every test starts from a fresh core.
 */

const IST_DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' });
const pad = (n: number) => String(n).padStart(2, '0');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Today in India plus `days`: DD/MM/YYYY as SMS and the tracker write it, and DD-Mon-YYYY as the acknowledgement does. */
function istDate(days = 0) {
  const [d, m, y] = IST_DAY.format(new Date()).split('/').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  const [dd, mm, yyyy] = [pad(t.getUTCDate()), t.getUTCMonth(), t.getUTCFullYear()];
  return { short: `${dd}/${pad(mm + 1)}/${yyyy}`, long: `${dd}-${MONTHS[mm]}-${yyyy}` };
}

async function pick(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function fillComplaint(page: Page, category: string, policy = '10000001') {
  await expect(page.getByRole('heading', { level: 1, name: 'Raise a Complaint' })).toBeVisible();
  await pick(page, /What is your complaint about\?/, category);
  await pick(page, /^Policy/, new RegExp(`^${policy} - `));
}

/** Raises a complaint through the form; answers its number, read from the acknowledgement. */
async function raiseComplaint(page: Page, category = 'Claims', text = 'My claim has had no answer for a month.') {
  await page.goto('/service-request/complaint');
  await fillComplaint(page, category);
  await page.getByLabel('Describe your complaint').fill(text);
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  const ack = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Complaint registered' }) });
  await expect(ack).toBeVisible();
  return (/(\d{8})/.exec((await ack.textContent()) ?? '')?.[1] ?? '') as string;
}

const item = (page: Page, sr: string) =>
  page.locator('ul[aria-label="Your requests"] > li').filter({ hasText: `Complaint ${sr}` });
const escalation = (page: Page) => page.getByRole('region', { name: 'Not satisfied? Escalate your complaint' });

test.beforeEach(async ({ page }) => {
  await signIn(page, AARAV, '/help-and-support');
});

test('a complaint raised from Help & Support is acknowledged at once, with its number and the day 14 days ahead', async ({
  page,
}) => {
  await page.getByRole('link', { name: 'Raise a Complaint' }).click();
  await expect(page).toHaveURL(/\/service-request\/complaint$/);
  await fillComplaint(page, 'Claims');
  await expectAccessible(page);
  // Nothing typed: the form says what is missing before the core hears of it.
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(page.getByText('Please describe your complaint', { exact: true })).toBeVisible();
  await page.getByLabel('Describe your complaint').fill('My claim has had no answer for a month.');
  await upload(page.locator('main'), /Attachment \(optional\)/, PNG_FILE);
  await upload(page.locator('main'), /Another attachment \(optional\)/, PDF_FILE);
  await page.getByRole('button', { name: 'Submit Complaint' }).click();

  const ack = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Complaint registered' }) });
  await expect(ack).toContainText(/Complaint number\s*\d{8}/);
  const due = istDate(14);
  await expect(ack.locator('dd').filter({ hasText: due.long })).toBeVisible();
  const sr = /(\d{8})/.exec((await ack.textContent()) ?? '')?.[1] ?? '';
  await expect(page).toHaveTitle(/^Raise a Complaint/);
  await expectAccessible(page);
  // Both files reach the back office with the complaint.
  const queue: Array<{ srNumber: string; documents: Array<{ fileName: string }> }> = await (
    await page.request.get(`${sandboxUrl()}/__sandbox/service-requests`)
  ).json();
  expect(queue.find((r) => r.srNumber === sr)?.documents.map((d) => d.fileName)).toEqual([PNG_FILE.name, PDF_FILE.name]);
  const sms = (await outbox(page.request)).find((m) => m.channel === 'sms' && m.text.includes(`complaint no. ${sr}`));
  expect(sms?.text).toBe(
    `We have received your complaint no. ${sr} (Claims Complaint) on policy 10000001. We will resolve it by ${due.short}. You can follow it under Track Service Request.`,
  );

  // The tracker shows it with its clock: the promised day and the days left.
  await page.getByRole('link', { name: 'Track your complaint' }).click();
  const line = item(page, sr);
  await expect(line).toContainText('Claims Complaint');
  await expect(line).toContainText(`Promised by: ${due.short} (14 days left)`);
  await expect(escalation(page)).toHaveCount(0);
  await expectAccessible(page);

  // The same complaint again, from the tracker's link: refused before the form, naming the open one.
  await page.getByRole('link', { name: 'Raise a Complaint' }).click();
  await fillComplaint(page, 'Claims');
  await expect(
    page.getByText(`Complaint no. ${sr} on this policy is still open. We will resolve it by ${due.long}`),
  ).toBeVisible();
  await expect(page.getByLabel('Describe your complaint')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submit Complaint' })).toHaveCount(0);
  await expectAccessible(page);
  // Another category on the same policy is a complaint of its own.
  await pick(page, /What is your complaint about\?/, 'Mis-selling');
  await expect(page.getByLabel('Describe your complaint')).toBeVisible();
});

test('a complaint past its resolution day offers the grievance officer, Bima Bharosa and the ombudsman for the customer state', async ({
  page,
}) => {
  const sr = await raiseComplaint(page);
  await moveCoreClock(page.request, 15 * 86_400_000);
  await signIn(page, AARAV, `/service-request?tab=SR`);
  const line = item(page, sr);
  await expect(line).toContainText('(1 day late)');
  await expect(line).toContainText('You can escalate this complaint');
  const panel = escalation(page);
  await expect(panel).toContainText('We have not resolved this complaint by the date we promised.');
  await expect(panel.getByRole('link', { name: 'grievance@example-life.in' })).toHaveAttribute(
    'href',
    'mailto:grievance@example-life.in',
  );
  await expect(panel.getByRole('link', { name: /Our grievance redressal procedure/ })).toHaveAttribute(
    'href',
    'https://www.example-life.in/grievance-redressal',
  );
  await expect(panel.getByRole('link', { name: /Bima Bharosa portal/ })).toHaveAttribute(
    'href',
    'https://bimabharosa.irdai.gov.in/',
  );
  await expect(panel.getByRole('heading', { name: '3. Insurance Ombudsman for Maharashtra' })).toBeVisible();
  await expect(panel.getByText('Office of the Insurance Ombudsman, Mumbai')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'bimalokpal.mumbai@cioins.co.in' })).toBeVisible();
  await expect(panel.getByText('Office of the Insurance Ombudsman, Pune')).toBeVisible();
  await expectAccessible(page);
});

test('a complaint the back office rejects shows its reply, by SMS and in the tracker, with the escalation path', async ({
  page,
}) => {
  const sr = await raiseComplaint(page, 'Mis-selling', 'The plan is not what the agent described.');
  const reply = 'The benefit illustration you signed shows these terms';
  const res = await page.request.post(`${sandboxUrl()}/__sandbox/service-requests/reject`, {
    data: { srNumber: sr, reason: reply },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const sms = (await outbox(page.request)).find((m) => m.channel === 'sms');
  expect(sms?.text).toContain(`We are unable to accept your complaint no. ${sr} (Mis-selling Complaint). Our reply: ${reply}`);

  await page.goto(`/service-request?tab=SR&sr=${sr}`);
  const line = item(page, sr);
  await expect(line).toContainText('Rejected');
  const panel = escalation(page);
  await expect(panel).toContainText('We have closed this complaint without resolving it.');
  await expect(panel).toContainText(`Our reply: ${reply}`);
  await expect(line.getByRole('list', { name: 'Timeline' })).toContainText(`Our reply: ${reply}`);
  await expectAccessible(page);
});

test("a complaint on another customer's policy is refused, and never reaches the core", async ({ page }) => {
  await page.goto('/service-request/complaint');
  await fillComplaint(page, 'Other');
  await page.getByLabel('Describe your complaint').fill('Someone else’s policy');
  // A tampered post: the browser offers only the customer's own policies.
  await page.route('**/service-request/complaint', async (route) => {
    const req = route.request();
    if (req.method() === 'POST' && req.headers()['next-action']) {
      return route.continue({ postData: (req.postData() ?? '').replace('"10000001"', '"40000001"') });
    }
    return route.continue();
  });
  const since = Date.now();
  await page.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'You can raise a complaint only on a policy of your own.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complaint registered' })).toHaveCount(0);
  const calls = await (await page.request.get(`${sandboxUrl()}/__sandbox/requests?since=${since}`)).json();
  expect(calls.map((c: { path: string }) => c.path).filter((p: string) => p.includes('complaint'))).toEqual([]);
  await expectAccessible(page);
});

test('a customer who chose Hindi raises a complaint and reads its escalation path in Hindi', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? 'http://localhost' }]);
  await page.goto('/help-and-support');
  await page.getByRole('link', { name: 'शिकायत दर्ज करें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'शिकायत दर्ज करें' })).toBeVisible();
  await pick(page, /आपकी शिकायत किस बारे में है\?/, 'दावे');
  await pick(page, /^पॉलिसी/, /^10000001 - /);
  await page.getByLabel('अपनी शिकायत का विवरण दें').fill('मेरे दावे का एक महीने से कोई उत्तर नहीं मिला।');
  await page.getByRole('button', { name: 'शिकायत सबमिट करें' }).click();
  const ack = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'शिकायत दर्ज हो गई' }) });
  await expect(ack).toContainText(/शिकायत संख्या\s*\d{8}/);
  const sr = /(\d{8})/.exec((await ack.textContent()) ?? '')?.[1] ?? '';
  // Reached by a link, the page keeps its title (its own loading view: docs/decisions.md).
  await expect(page).toHaveTitle(/^शिकायत दर्ज करें/);
  await expectAccessible(page);

  const res = await page.request.post(`${sandboxUrl()}/__sandbox/service-requests/reject`, {
    data: { srNumber: sr, reason: 'The claim papers are incomplete' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await page.goto(`/service-request?tab=SR&sr=${sr}`);
  const line = page.locator('main details').filter({ hasText: `शिकायत ${sr}` });
  await expect(line).toContainText('दावा संबंधी शिकायत');
  const panel = page.getByRole('region', { name: 'संतुष्ट नहीं हैं? अपनी शिकायत आगे ले जाएँ' });
  await expect(panel.getByRole('heading', { name: '3. Maharashtra के लिए बीमा लोकपाल' })).toBeVisible();
  await expect(panel.getByText('बीमा लोकपाल कार्यालय, Mumbai')).toBeVisible();
  await expect(line).toContainText(`हम आपकी शिकायत सं. ${sr} (दावा संबंधी शिकायत) स्वीकार नहीं कर पा रहे हैं।`);
  await expectAccessible(page);
});
