import { readFileSync } from 'node:fs';
import { actualTexts } from '../../sandbox/tests/support/actual-text';
import { expect, test, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

/*
 * Paying a premium and switching funds in Hindi (issue 26 §3). The language cookie is set once
 * signed in: a fresh login sets it from the profile, which would undo one set before.
 */
async function inHindi(page: Page, baseURL: string | undefined, at: string) {
  await signIn(page);
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.goto(at);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

const from = (page: Page, fund: string) => page.getByRole('textbox', { name: new RegExp(`इससे स्विच करें.*${fund}`) });
const to = (page: Page, fund: string) => page.getByRole('textbox', { name: new RegExp(`इसमें स्विच करें.*${fund}`) });
const next = (page: Page) => page.getByRole('button', { name: 'आगे', exact: true });

test.describe('money in Hindi', () => {
  test('a premium is paid through the gateway to a Hindi confirmation with its receipt', async ({ page, baseURL }) => {
    await inHindi(page, baseURL, '/pay-premium');
    await expect(page.getByRole('heading', { level: 1, name: 'प्रीमियम भुगतान' })).toBeVisible();
    await page.locator('a[href="/pay-premium/10000001"]').filter({ hasText: 'ब्योरा देखें और भुगतान करें' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'प्रीमियम का ब्योरा' })).toBeVisible();
    await expect(page.getByText('भुगतान की आवृत्ति')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'अभी भुगतान करें पॉलिसी 10000001 के लिए' }).click();
    // The sandbox gateway's own page is the payment partner's, not the portal's.
    await expect(page).toHaveURL(/\/pg\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/order-confirmation\?transactionId=/);
    await expect(page.getByRole('heading', { level: 1, name: 'धन्यवाद, आपका भुगतान सफल रहा' })).toBeVisible();
    await expect(page.getByText('आप रसीद डाउनलोड और ईमेल कर सकते हैं।')).toBeVisible();
    await expect(page.getByText('भुगतान की गई राशि')).toBeVisible();
    await expect(page.getByRole('link', { name: 'होम पर जाएँ' })).toBeVisible();
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'रसीद डाउनलोड और ईमेल करें' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf');
    // The receipt itself is in Hindi: its Devanagari as a reader copies it (ActualText).
    const text = actualTexts(readFileSync(await file.path())).join(' ');
    for (const label of ['प्रीमियम प्राप्ति रसीद', 'भुगतानकर्ता का नाम', 'प्राप्त राशि']) expect(text).toContain(label);
  });

  test('the fund switch says what is wrong in Hindi, then shows its summary in Hindi', async ({ page, baseURL }) => {
    await inHindi(page, baseURL, '/fund-switch?policyNo=10000001&from=policyDetails');
    await expect(page.getByRole('heading', { level: 2, name: 'फ़ंड स्विच करें' })).toBeVisible();

    await next(page).click();
    await expect(page.getByText('कृपया ‘इससे स्विच करें’ में कम से कम एक फ़ंड का प्रतिशत दर्ज करें').first()).toBeVisible();

    await from(page, 'Protector Fund').fill('50');
    await next(page).click();
    await expect(page.getByText('‘इसमें स्विच करें’ का कुल प्रतिशत 100% होना चाहिए।').first()).toBeVisible();
    await expectAccessible(page);

    await to(page, 'Balanced Fund').fill('100');
    await next(page).click();
    await expect(page.getByText('कृपया नियम और शर्तें स्वीकार करें।').first()).toBeVisible();

    await page.getByRole('checkbox', { name: 'मैं पॉलिसी के नियमों और शर्तों के अनुसार फ़ंड स्विच के लिए सहमत हूँ।' }).check();
    await next(page).click();
    const summary = page.getByRole('region', { name: 'सारांश' });
    await expect(summary.getByText('Balanced Fund').filter({ visible: true }).first()).toBeVisible();
    await expect(summary.getByText('बढ़ा').filter({ visible: true }).first()).toBeVisible();
    await expect(summary.getByRole('button', { name: 'सबमिट करें' })).toBeVisible();
    await expectAccessible(page);
  });
});
