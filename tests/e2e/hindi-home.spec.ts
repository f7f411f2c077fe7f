import { expect, test, type Locator, type Page } from './fixtures';
import { expectAccessible, isMobile, signIn } from './support';

/*
 * The home page in Hindi (issue 26 §2, §3): greeting, e-KYC reminder, summary, shortcuts and the
 * policy cards. The language cookie is set once signed in: a fresh login sets it from the profile,
 * which would undo one set before.
 */
async function homeInHindi(page: Page, baseURL: string | undefined) {
  await signIn(page);
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

const card = (page: Page, policyNo: string) =>
  page.getByRole('article').filter({ has: page.getByText(policyNo, { exact: true }) });

/**
 * The English the dashboard and its cards used to show. Plan and fund names stay as the core holds
 * them (none of them holds these words), so none of these may be left anywhere on the page.
 */
const ENGLISH = [
  'Hello',
  'My Policies',
  // a policy's term, as the core writes it ('20 Years', 'Single Pay')
  'Years',
  'Single Pay',
  'Quick Actions',
  'Next dues',
  'Life cover',
  'in force',
  'Fund value',
  'Invested',
  'Returns',
  'Pay all dues',
  'overdue since',
  'auto-pay',
  'Auto-pay',
  'Premium Due',
  'Premium Overdue',
  'Lapsed',
  'In Force',
  'Active',
  'Coverage Amount',
  'Rider Benefit',
  'Policy No',
  'Insured Name',
  'Policy Term',
  'Payment Term',
  'Amount due',
  'Payout Date',
  'Pay Now',
  'Fund Switch',
  'Auto Pay Registration',
  'Premium Redirection',
  'Service Request',
  'Download',
  'e-KYC',
  'Verify your Aadhaar',
  'Not available',
];

/** Every word of a region a customer can meet: its text, hidden or not, and its elements' accessible labels. */
async function wordsOf(region: Locator): Promise<string> {
  return region.evaluate((el) =>
    [
      el.textContent ?? '',
      ...Array.from(
        el.querySelectorAll('[aria-label],[title]'),
        (e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`,
      ),
    ].join('\n'),
  );
}

test.describe('the home page in Hindi', () => {
  test('greets, sums up, offers the shortcuts and lists the policies in Hindi, with no English left', async ({
    page,
    baseURL,
  }) => {
    await homeInHindi(page, baseURL);
    await expect(page).toHaveTitle(/^होम \|/);
    await expect(page.getByRole('heading', { level: 1, name: 'नमस्ते, Aarav' })).toBeVisible();

    // The e-KYC reminder the seeded customer still has.
    const reminder = page.getByRole('status').filter({ hasText: 'आपका ई-केवाईसी लंबित है' });
    await expect(reminder).toContainText('अपना ई-केवाईसी पूरा करने के लिए कृपया अपना आधार सत्यापित करें');
    await expect(reminder.getByRole('link', { name: 'आधार अपडेट करें' })).toBeVisible();

    // The summary: the core's figures in Indian grouping, the words around them in Hindi.
    const summary = page.getByRole('region', { name: 'सारांश' });
    await expect(summary.getByText('जीवन बीमा कवर', { exact: true })).toBeVisible();
    await expect(summary.getByText('5 पॉलिसियाँ लागू', { exact: true })).toBeVisible();
    await expect(summary.getByText(/^\d{2}\/\d{2}\/\d{4} को फ़ंड मूल्य$/)).toBeVisible();
    await expect(summary.getByText('निवेश ₹6,22,500.00 · लाभ ₹1,24,825.57 · रिटर्न 20.05%')).toBeVisible();
    await expect(summary.getByRole('heading', { name: 'अगले देय प्रीमियम' })).toBeVisible();
    await expect(summary.getByRole('listitem').first()).toHaveText(
      /^Secure Endowment Plan₹25,330\.0020000001 · \d{2}\/\d{2}\/\d{4} से बकाया · ऑटो-पे नहीं$/,
    );
    await expect(summary.getByText('और 2 बाद में')).toBeVisible({ visible: isMobile(page) });
    await expect(summary.getByRole('link', { name: 'सभी देय राशि चुकाएँ' })).toHaveAttribute('href', '/pay-premium?pay=all');

    const actions = page.getByRole('region', { name: 'त्वरित सेवाएँ' });
    for (const name of ['प्रीमियम भुगतान', 'ऑटो पे पंजीकरण', 'फ़ंड स्विच', 'प्रीमियम रीडायरेक्शन', 'डाउनलोड', 'सर्विस अनुरोध']) {
      await expect(actions.getByRole('link', { name, exact: true })).toBeVisible();
    }

    // The cards: each status in Hindi, the plan's name as the core holds it.
    await expect(page.getByRole('heading', { level: 2, name: 'मेरी पॉलिसियाँ' })).toBeVisible();
    const ulip = card(page, '10000001');
    await expect(ulip.getByText('प्रीमियम देय', { exact: true })).toBeVisible();
    await expect(ulip.getByText('सक्रिय', { exact: true })).toBeVisible();
    await expect(ulip.getByText('ऑटो-पे नहीं', { exact: true })).toBeVisible();
    await expect(ulip.getByRole('link', { name: 'पॉलिसी 10000001 का अभी भुगतान करें' })).toHaveText('अभी भुगतान करें');
    await expect(ulip.getByText('कवरेज राशि', { exact: true })).toBeVisible();
    await expect(ulip.getByText('प्रीमियम देय तारीख', { exact: true })).toBeVisible();
    await expect(card(page, '10000002').getByText('प्रीमियम बकाया', { exact: true })).toBeVisible();
    await expect(card(page, '20000001').getByText('लैप्स', { exact: true })).toBeVisible();
    const term = card(page, '20000002');
    await expect(term.getByText('ऑटो-पे चालू', { exact: true })).toBeVisible();
    await expect(term.getByText('राइडर लाभ', { exact: true })).toBeVisible();
    await expect(term.locator('dt', { hasText: 'देय राशि' }).locator('xpath=following-sibling::dd[1]')).toHaveText('₹18,916.25');
    await expect(card(page, '30000001').getByText('पहले भुगतान की तारीख', { exact: true })).toBeVisible();
    if (isMobile(page)) {
      await expect(ulip.getByRole('link', { name: 'पॉलिसी 10000001 के लिए फ़ंड स्विच' })).toBeHidden();
    } else {
      await expect(ulip.getByText('बीमित व्यक्ति', { exact: true })).toBeVisible();
      await expect(ulip.getByRole('link', { name: 'पॉलिसी 10000001 के लिए फ़ंड स्विच' })).toHaveText('फ़ंड स्विच');
    }

    const words = await wordsOf(page.locator('main'));
    expect(ENGLISH.filter((english) => words.includes(english))).toEqual([]);
    await expectAccessible(page);
  });
});

test('the Hindi home page does not move under the reader as its fonts arrive', async ({ page, baseURL }) => {
  await signIn(page);
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.addInitScript(() => {
    const w = window as typeof window & { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A slow phone at Lighthouse's phone width, whose fonts come after the page is drawn, the Latin
  // one first and the larger Devanagari one later: text drawn before its fonts have come must not
  // re-wrap and push the summary and cards down when they do.
  await page.route('**/_next/static/media/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, route.request().url().includes('devanagari') ? 2500 : 1000));
    await route.continue();
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (isMobile(page)) await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'मेरी पॉलिसियाँ' })).toBeVisible();
  await page.evaluate(() =>
    Promise.all([document.fonts.load('1em "Noto Sans"', 'a'), document.fonts.load('1em "Noto Sans Devanagari"', 'अ')]),
  );
  // The frame after the fonts came is where a shift would be counted.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as typeof window & { shifted: number }).shifted)),
        ),
      ),
  );
  expect(shifted).toBeLessThan(0.01);
});
