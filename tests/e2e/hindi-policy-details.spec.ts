import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

/*
 * Issue 26: a customer who chose Hindi reads a policy's details in Hindi — the summary, the tabs,
 * the fund section with a Hindi month, and the services' dialogs with the core's own figures'
 * words in Hindi — while plan names, policy numbers and amounts stay as the core holds them.
 * Nothing here changes the core's state.
 */
async function inHindi(page: Page, baseURL: string | undefined, at: string) {
  // Signed in first (the login is another test's concern), then the choice of Hindi.
  await signIn(page);
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? 'http://localhost' }]);
  await page.goto(at);
}

test('a policy’s details read in Hindi: summary, tabs, coverage and services', async ({ page, baseURL }) => {
  await inHindi(page, baseURL, '/policy-details/20000003');
  await expect(page).toHaveTitle(/पॉलिसी विवरण/);
  await expect(page.getByText('पॉलिसी नंबर 20000003', { exact: true })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'पॉलिसी के भाग' });
  await expect(tabs.getByRole('link', { name: 'पॉलिसी विवरण' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'नॉमिनी' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'पॉलिसी सारांश' });
  await expect(summary.getByText('प्लान का नाम', { exact: true })).toBeVisible();
  await expect(summary.getByText('परिपक्वता तिथि', { exact: true })).toBeVisible();
  // The core's values that have words of their own: plan type, frequency, payment type, a
  // cover's term and status.
  await expect(summary.getByText('सालाना', { exact: true })).toBeVisible();
  await expect(summary.getByText('एंडोमेंट', { exact: true })).toBeVisible();
  await expect(summary).not.toContainText(/Endowment|Cash|Debit|Annual/);
  const coverage = page.getByRole('region', { name: 'कवरेज विवरण' });
  await expect(coverage.getByText('बीमा राशि').first()).toBeVisible();
  await expect(coverage.getByText(/^\d+ वर्ष$/).first()).toBeVisible();
  await expect(coverage).not.toContainText('Years');
  await expect(coverage.getByText('सक्रिय', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'पॉलिसी सेवाएँ' }).getByRole('button', { name: /^लोन/ })).toBeVisible();
  await expectAccessible(page);
});

test('the nominee tab gives a nominee’s relationship in Hindi', async ({ page, baseURL }) => {
  await inHindi(page, baseURL, '/policy-details/10000002?tab=NOMINEE');
  const nominees = page.getByRole('region', { name: 'नॉमिनी विवरण' });
  await expect(nominees.getByText('Meera Sharma').first()).toBeVisible();
  await expect(nominees.getByText('पत्नी', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'नॉमिनी बदलें' })).toBeVisible();
  await expectAccessible(page);
});

test('the loan dialog speaks Hindi, its amount rule included', async ({ page, baseURL }) => {
  await inHindi(page, baseURL, '/policy-details/20000003?service=LOAN');
  const dialog = page.getByRole('dialog', { name: 'लोन' });
  await expect(dialog.getByText('पात्र लोन राशि', { exact: true })).toBeVisible();
  await expect(dialog.getByText('रिकॉर्ड में दर्ज बैंक खाता', { exact: true })).toBeVisible();
  const amount = dialog.getByLabel('लोन राशि (₹)');
  await amount.fill('500');
  await dialog.getByRole('button', { name: 'लोन का अनुरोध करें' }).click();
  await expect(dialog.getByText('न्यूनतम लोन राशि ₹1,000 है।')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await amount.fill('5000');
  await dialog.getByRole('button', { name: 'लोन का अनुरोध करें' }).click();
  // The core confirmed the amount; nothing is raised until the OTP.
  await expect(dialog.getByRole('heading', { name: 'अपने लोन अनुरोध की पुष्टि करें' })).toBeVisible();
  await expect(dialog.getByText(/^[\d.]+% सालाना$/).first()).toBeVisible();
  await expectAccessible(page);
});

test('the surrender value gives the core’s parts and steps in Hindi', async ({ page, baseURL }) => {
  await inHindi(page, baseURL, '/policy-details/20000003?service=SURRENDER_VALUE');
  const dialog = page.getByRole('dialog', { name: 'सरेंडर मूल्य' });
  const table = dialog.getByRole('table', { name: 'सरेंडर मूल्य की गणना' });
  // The core words its own lines in the page's language.
  await expect(table.getByRole('rowheader', { name: 'घटाएँ: बकाया लोन' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'आप क्या छोड़ेंगे' })).toBeVisible();
  await expect(dialog.getByText(/के आधार पर गणना की गई। अब तक भरे गए प्रीमियम: ₹/)).toBeVisible();
  await expectAccessible(page);
});

test('a ULIP’s fund section and fund amount notice carry a Hindi month', async ({ page, baseURL }) => {
  await inHindi(page, baseURL, '/policy-details/10000001?fundModal=Y');
  const modal = page.getByRole('dialog', { name: 'फ़ंड राशि (यूलिप)' });
  await expect(modal).toContainText(/आपकी पॉलिसी 10000001 का कुल फ़ंड मूल्य \d{2}-\S+-\d{4} को INR [\d,]+\.\d{2} है।/);
  await modal.getByRole('button', { name: 'ठीक है' }).click();
  await expect(modal).toBeHidden();
  const funds = page.getByRole('region', { name: 'फ़ंड विवरण' });
  await expect(funds.getByText(/^\d{2}-[^\x00-\x7F]+-\d{4} को वर्तमान फ़ंड आवंटन$/)).toBeVisible();
  await expect(funds.getByRole('heading', { name: 'पिछले एक वर्ष का एनएवी' })).toBeVisible();
  await expectAccessible(page);
});
