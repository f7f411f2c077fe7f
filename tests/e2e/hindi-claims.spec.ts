import { expect, test, type Page } from './fixtures';
import { AARAV, expectAccessible, isMobile, sandboxPost, signIn } from './support';

/*
 * Claims and Help & Support in Hindi (issue 26 §2, §3). The language cookie is set once signed
 * in: a fresh login sets it from the profile, which would undo one set before. Policy numbers,
 * amounts and plan names stay as the core holds them.
 */
async function inHindi(page: Page, baseURL: string | undefined, at: string) {
  await signIn(page);
  await page.context().addCookies([{ name: 'lang', value: 'hi', url: baseURL ?? '' }]);
  await page.goto(at);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

test.describe('claims and help in Hindi', () => {
  test('the claim intimation form reads in Hindi and says what is missing in Hindi', async ({ page, baseURL }) => {
    // From 1024 px the form sits beside the claims on /claim; below, it has its own page.
    await inHindi(page, baseURL, isMobile(page) ? '/claim/intimate' : '/claim');
    await expect(page.getByRole('heading', { level: 1, name: isMobile(page) ? 'दावे की सूचना दें' : 'दावे' })).toBeVisible();
    const form = page.getByRole('form', { name: 'दावे की सूचना दें' });
    await expect(form.getByRole('combobox', { name: 'पॉलिसी' })).toBeDisabled();
    await expect(form.getByText('पहले दावे का प्रकार चुनें।')).toBeVisible();

    await form.getByRole('radio', { name: 'मृत्यु दावा' }).check();
    await form.getByRole('combobox', { name: 'पॉलिसी' }).click();
    await page.getByRole('option', { name: /^10000003/ }).click();
    await expect(form.getByRole('radio', { name: 'प्राकृतिक' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'दावेदार का नाम' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'मृत्यु प्रमाणपत्र' })).toBeVisible();
    await expect(form.getByRole('link', { name: 'फ़ॉर्म 60 डाउनलोड करें' })).toBeVisible();

    await form.getByRole('button', { name: 'सबमिट करें', exact: true }).click();
    await expect(form.getByText('कृपया मृत्यु की मान्य तिथि दर्ज करें')).toBeVisible();
    await expect(form.getByText('कृपया मृत्यु का कारण चुनें')).toBeVisible();
    await expect(form.getByText('कृपया दावेदार का मान्य नाम दर्ज करें')).toBeVisible();
    await expect(form.getByText('Please enter a valid claimant name')).toHaveCount(0);
    const certificate = form.getByRole('group', { name: 'मृत्यु प्रमाणपत्र' });
    await expect(certificate.getByText('कृपया एक फ़ाइल अपलोड करें')).toBeVisible();
    await expect(form.getByText('Please upload a file')).toHaveCount(0);
    await expectAccessible(page);

    if (isMobile(page)) await page.goto('/claim/track');
    await expect(page.getByRole('heading', { name: 'दावे की स्थिति' })).toBeVisible();
  });

  test('Help & Support reads in Hindi, and an unclaimed amount is claimed in Hindi', async ({ page, baseURL }) => {
    await inHindi(page, baseURL, '/help-and-support');
    // Claimable once the account on record is verified since the bank returned the amount (issue 27 §4).
    await sandboxPost(page.request, 'bank-accounts/verify', { mobile: AARAV.mobile });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'सहायता और समर्थन' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'हमसे संपर्क करें' }).getByText('हमें कॉल करें')).toBeVisible();
    await expect(page.getByRole('link', { name: 'जीवन प्रमाणपत्र जमा करें (नए टैब में खुलता है)' })).toBeVisible();
    const faqs = page.getByRole('region', { name: 'अक्सर पूछे जाने वाले सवाल' });
    await expect(faqs.getByText('मैं कैसे जानूँ कि मेरी पॉलिसी पर लोन मिल सकता है?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'सेवा अनुरोध दर्ज करें' })).toBeVisible();

    const item = page
      .getByRole('region', { name: 'बिना दावे की राशियाँ' })
      .getByRole('listitem')
      .filter({ hasText: '50000001' })
      .first();
    await expect(item.getByRole('heading', { name: 'परिपक्वता लाभ: ₹3,20,000.00' })).toBeVisible();
    await expect(item).toContainText('बैंक ने भुगतान लौटा दिया (खाता बंद है)');
    await expect(item).toContainText('दावा कैसे करें');
    await expectAccessible(page);

    await item.getByRole('button', { name: 'परिपक्वता लाभ (₹3,20,000.00, पॉलिसी 50000001) का दावा करें' }).click();
    const confirm = page.getByRole('dialog', { name: 'बिना दावे की राशि का दावा' });
    await expect(confirm).toContainText('आपके रिकॉर्ड में दर्ज बैंक खाते में भेजेंगे');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'दावे की पुष्टि करें' }).click();
    const done = page.getByRole('dialog', { name: 'बिना दावे की राशि के दावे का अनुरोध सबमिट हो गया' });
    await expect(done).toContainText(/अनुरोध SR \d{8} सफलतापूर्वक सबमिट हो गया।/);
    await done.getByRole('button', { name: 'ठीक है' }).click();
    await expect(item.getByText('दावे का अनुरोध किया गया', { exact: true })).toBeVisible();
  });
});
