import { readFileSync } from 'node:fs';
import { actualTexts } from '../../sandbox/tests/support/actual-text';
import { expect, test, type Locator, type Page } from './fixtures';
import { expectAccessible, signIn } from './support';

/*
 * The Download area and Policy Services in Hindi (issue 26 §2, §3). The language cookie is set
 * once signed in: a fresh login sets it from the profile, which would undo one set before.
 */
async function inHindi(page: Page, baseURL: string | undefined, at: string) {
  await signIn(page);
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.goto(at);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

const row = (section: Locator, policyNo: string) => section.getByRole('listitem').filter({ hasText: `पॉलिसी नंबर ${policyNo}` });

test.describe('downloads and policy services in Hindi', () => {
  test('the Download page and its e-policy offer read in Hindi', async ({ page, baseURL }) => {
    await inHindi(page, baseURL, '/download');
    await expect(page.getByRole('heading', { level: 1, name: 'डाउनलोड' })).toBeVisible();
    await expect(page.getByText('अपनी पॉलिसी के दस्तावेज़, प्रमाणपत्र और स्टेटमेंट')).toBeVisible();
    const docs = page.getByRole('region', { name: 'पॉलिसी दस्तावेज़' });
    await expect(row(docs, '10000001').getByRole('button', { name: 'ई-पॉलिसी डाउनलोड करें' })).toBeVisible();
    const certificate = page.getByRole('region', { name: 'प्रीमियम भुगतान प्रमाणपत्र' });
    await expect(certificate.getByText(/^वित्त वर्ष \d{4}-\d{2}$/).first()).toBeVisible();
    await expect(certificate.getByRole('button', { name: 'प्रमाणपत्र डाउनलोड करें' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'यूनिट स्टेटमेंट' }).getByRole('button', { name: 'यूनिट स्टेटमेंट डाउनलोड करें' }).first(),
    ).toBeVisible();
    await expectAccessible(page);

    // 20000001 has no e-policy on file: the core says so in Hindi and the offer is worded in Hindi.
    await row(docs, '20000001').getByRole('button', { name: 'ई-पॉलिसी डाउनलोड करें' }).click();
    const offer = page.getByRole('dialog', { name: 'ई-पॉलिसी उपलब्ध नहीं है' });
    await expect(
      offer.getByText('आप पॉलिसी 20000001 के ई-पॉलिसी दस्तावेज़ की सॉफ्ट कॉपी का अनुरोध कर सकते हैं।', { exact: false }),
    ).toBeVisible();
    await expect(offer.getByText(/[A-Za-z]{4,}/)).toHaveCount(0);
    await expect(offer.getByRole('button', { name: 'सॉफ्ट कॉपी का अनुरोध करें' })).toBeVisible();
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'रद्द करें' }).click();
    await expect(offer).toBeHidden();
  });

  test('a receipt from the payment history downloads as a PDF with Hindi labels', async ({ page, baseURL }) => {
    await inHindi(page, baseURL, '/download');
    await page.getByRole('link', { name: 'भुगतान इतिहास देखें' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'भुगतान इतिहास' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'डाउनलोड पर वापस' })).toBeVisible();
    const ulip = page.getByRole('region', { name: /पॉलिसी नंबर 10000001/ });
    await expect(ulip.getByRole('table', { name: 'पॉलिसी 10000001 की प्रीमियम रसीदें, सबसे नई पहले' })).toBeVisible();
    // How each premium was paid, in Hindi ('Net Banking' at the core).
    await expect(page.getByRole('main')).not.toContainText(/Net Banking|Debit Card|at branch|Online/);
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await ulip.getByRole('button', { name: 'रसीद डाउनलोड करें' }).first().click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf');
    const pdf = readFileSync(await file.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The Devanagari as a reader copies it (ActualText), as the core's own document tests read it.
    const text = actualTexts(pdf).join(' ');
    for (const label of ['प्रीमियम प्राप्ति रसीद', 'रसीद नंबर', 'रसीद की तारीख', 'भुगतानकर्ता का नाम', 'प्राप्त राशि']) {
      expect(text).toContain(label);
    }
    // The receipt is also emailed, and the toast says so in Hindi.
    await expect(page.getByText(/^रसीद डाउनलोड हो गई और \S+ पर ईमेल कर दी गई$/)).toBeVisible();
  });

  test('Policy Services reads in Hindi, each service with the policies that offer it', async ({ page, baseURL }) => {
    await inHindi(page, baseURL, '/policy-services');
    await expect(page.getByRole('heading', { level: 1, name: 'पॉलिसी सेवाएँ' })).toBeVisible();
    const loan = page.getByRole('region', { name: 'लोन', exact: true });
    await expect(loan.getByText('अपनी पॉलिसी की सरेंडर मूल्य पर लोन लें')).toBeVisible();
    await expect(loan.getByRole('link', { name: /\(पॉलिसी नंबर \d{8}\)$/ }).first()).toBeVisible();
    for (const name of ['सरेंडर मूल्य', 'पुनर्स्थापन', 'प्रीमियम आवृत्ति बदलें']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'नए सर्विस अनुरोध पर वापस' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/policy-services?service=LOAN');
    await expect(page.getByRole('region', { name: 'लोन', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'सरेंडर मूल्य' })).toHaveCount(0);
  });
});
