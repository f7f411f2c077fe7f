import { expect, test, type Page } from './fixtures';
import QRCode from 'qrcode';
import { startExpectingRefusal, startExtraPortal } from './extra-portal';
import { AARAV, expectAccessible, expectInFirstPaint, isMobile, login, openMenu, sandboxPost, signIn } from './support';

/*
 * /help-and-support (issue 10 §2) against the embedded core: Aarav holds an annuity (30000001)
 * and an unclaimed maturity amount on his matured 50000001. Addresses are the documented defaults
 * (lib/links.ts) unless a test starts its own portal with others.
 */

const WHATSAPP =
  'https://wa.me/918069001234?text=' + encodeURIComponent('Hi, I would like a loan against my life insurance policy.');
const FORMS = [
  'PEP Approval Format',
  'Critical Illness Doctor’s Certificate',
  'Death Claim Doctor’s Certificate',
  'Employer Certificate',
  'FATCA Form',
  'FATCA/CRS Questionnaire',
  'Form 60',
];

/** The path data of a QR code as the page draws it, to prove which text it encodes. */
async function qrPath(text: string): Promise<string | null> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return /<path stroke="#000000" d="([^"]+)"/.exec(svg)?.[1] ?? null;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('help and support', () => {
  test('is reached from the side menu, or the phone bar’s Support at home, and passes axe', async ({ page }) => {
    await signIn(page);
    if (isMobile(page)) {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: 'Support' }).click();
    } else {
      const menu = await openMenu(page);
      await menu.getByRole('link', { name: 'Help & Support', exact: true }).click();
    }
    await expect(page).toHaveURL(/\/help-and-support$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    await expect(region(page, 'Unclaimed Amounts')).toBeVisible();
    await expectAccessible(page);
  });

  test('the heading and introduction come with the first paint, not after a skeleton', async ({ page }) => {
    await signIn(page);
    const html = await expectInFirstPaint(
      page.request,
      '/help-and-support',
      'Reach us, start a loan on WhatsApp, claim what we owe you and find answers.',
    );
    expect(html).toContain('Contact Us');
  });

  test('offers the contact channels, the WhatsApp loan link with its QR code, the forms and the life certificate first for an annuity holder', async ({
    page,
  }) => {
    await signIn(page, AARAV, '/help-and-support');

    const contact = region(page, 'Contact Us');
    await expect(contact.getByRole('link', { name: '1800 266 9000' })).toHaveAttribute('href', 'tel:18002669000');
    await expect(contact.getByRole('link', { name: 'care@lifeinsurer.example' })).toHaveAttribute(
      'href',
      'mailto:care@lifeinsurer.example',
    );
    await expect(contact.getByRole('link', { name: /Find a branch near you/ })).toHaveAttribute('href', /^https:\/\//);

    const loan = region(page, 'Loan on WhatsApp');
    await expect(loan.getByRole('link', { name: /Open Loan on WhatsApp/ })).toHaveAttribute('href', WHATSAPP);
    const qr = loan.getByRole('img', { name: 'QR code for the Loan on WhatsApp link' });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    // The code drawn is the link itself, module for module.
    expect(await qr.locator('path[stroke]').getAttribute('d')).toBe(await qrPath(WHATSAPP));

    const forms = region(page, 'Forms');
    for (const name of FORMS) await expect(forms.getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(forms.getByRole('link', { name: /^Form 60/ })).toHaveAttribute(
      'href',
      'https://www.example-life.in/forms/form-60.pdf',
    );

    // Aarav receives an annuity: the life certificate is the first thing under the title.
    const certificate = region(page, 'Digital Life Certificate');
    await expect(certificate.getByRole('link', { name: /Submit Life Certificate/ })).toHaveAttribute(
      'href',
      'https://www.example-life.in/digital-life-certificate',
    );
    const order = await page
      .locator('main')
      .getByRole('region')
      .evaluateAll((els) => els.map((e) => e.getAttribute('aria-labelledby')));
    expect(order[0]).toBe('life-certificate-heading');

    await page.getByRole('link', { name: 'Raise a Service Request' }).click();
    await expect(page).toHaveURL(/\/service-request\?tab=NEW_SR$/);
  });

  test('answers the frequently asked questions one at a time', async ({ page }) => {
    await signIn(page, AARAV, '/help-and-support');
    const faqs = region(page, 'Frequently Asked Questions');
    const answer = faqs.getByText(/A loan is available on a traditional plan/);
    await expect(answer).toBeHidden();
    await faqs.getByText('How do I know if I can take a loan on my policy?').click();
    await expect(answer).toBeVisible();
    await expect(faqs.getByText(/Every request is answered within 7 days/)).toBeHidden();
    await expectAccessible(page);
  });

  test('lists the unclaimed maturity amount and raises its claim once, with a service request number', async ({
    page,
    context,
  }) => {
    await signIn(page, AARAV, '/help-and-support');
    // The bank returned it: it is paid again only into an account verified since (issue 27 §4).
    const waiting = region(page, 'Unclaimed Amounts').getByRole('listitem').filter({ hasText: '50000001' }).first();
    await expect(waiting).toContainText('we pay it again only into an account verified since');
    await sandboxPost(page.request, 'bank-accounts/verify', { mobile: AARAV.mobile });
    await page.reload();
    // A second tab still offering Claim, to try the claim again after it is raised.
    const stale = await context.newPage();
    await stale.goto('/help-and-support');

    const unclaimed = region(page, 'Unclaimed Amounts');
    const item = unclaimed.getByRole('listitem').filter({ hasText: '50000001' }).first();
    await expect(item.getByRole('heading', { name: 'Maturity Benefit: ₹3,20,000.00' })).toBeVisible();
    await expect(item).toContainText('Payment returned by the bank (account closed)');
    await expect(item).toContainText('How to claim');
    await expect(item).toContainText('Unclaimed');

    await item.getByRole('button', { name: /^Claim Maturity Benefit of ₹3,20,000.00 on policy 50000001/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Claim Unclaimed Amount' });
    await expect(confirm).toContainText('HDFC Bank, account');
    await expect(confirm).toContainText('7891');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Confirm Claim' }).click();

    const done = page.getByRole('dialog', { name: 'Unclaimed Amount Claim Request Submitted', exact: true });
    await expect(done).toContainText(/Request SR \d{8} submitted successfully\.\.\. We will respond within 7 days/);
    const srNumber = /SR (\d{8})/.exec((await done.textContent()) ?? '')![1];
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(item).toContainText('Claim Requested');
    await expect(item).toContainText(`SR ${srNumber}`);
    await expect(item.getByRole('button', { name: /^Claim/ })).toHaveCount(0);

    // The core's duplicate rule answers the stale tab, in its own words.
    await stale.getByRole('button', { name: /^Claim Maturity Benefit/ }).click();
    const again = stale.getByRole('dialog', { name: 'Claim Unclaimed Amount' });
    await again.getByRole('button', { name: 'Confirm Claim' }).click();
    await expect(again.getByRole('alert')).toHaveText('You have already raised this request.');
    await stale.close();

    // Tracked with the customer's other requests.
    await page.goto('/service-request?tab=SR');
    await expect(page.getByText(`SR ${srNumber}`).first()).toBeVisible();
    await expect(page.getByText('Unclaimed Amount Claim Request').first()).toBeVisible();
  });
});

test.describe('external addresses from configuration', () => {
  test('a portal started with other addresses shows them, with no rebuild', async ({ page, servers }) => {
    const portal = await startExtraPortal(servers.portalEnv, {
      BUY_POLICY_URL: 'https://insurer.example/buy',
      LIFE_CERTIFICATE_URL: 'https://insurer.example/life-certificate',
      FORM_60_URL: 'https://insurer.example/forms/60.pdf',
      MESSAGING_APP_NUMBER: '+91 80000 00001',
    });
    try {
      await login(page, AARAV, `${portal.url}/login`);
      await page.goto(`${portal.url}/`);
      const buy = isMobile(page)
        ? page.getByRole('navigation', { name: 'Quick navigation' }).getByRole('link', { name: /Buy a New Policy/ })
        : page.getByRole('navigation', { name: 'Useful links' }).getByRole('link', { name: /Buy a New Policy/ });
      await expect(buy).toHaveAttribute('href', 'https://insurer.example/buy');

      await page.goto(`${portal.url}/help-and-support`);
      await expect(region(page, 'Digital Life Certificate').getByRole('link')).toHaveAttribute(
        'href',
        'https://insurer.example/life-certificate',
      );
      await expect(region(page, 'Forms').getByRole('link', { name: /^Form 60/ })).toHaveAttribute(
        'href',
        'https://insurer.example/forms/60.pdf',
      );
      const link = `https://wa.me/918000000001?text=${encodeURIComponent('Hi, I would like a loan against my life insurance policy.')}`;
      const loan = region(page, 'Loan on WhatsApp');
      await expect(loan.getByRole('link', { name: /Open Loan on WhatsApp/ })).toHaveAttribute('href', link);
      expect(
        await loan
          .getByRole('img', { name: /QR code/ })
          .locator('path[stroke]')
          .getAttribute('d'),
      ).toBe(await qrPath(link));
      portal.assertRunning();
    } finally {
      await portal.stop();
    }
  });

  test('a portal given an address that is not https refuses to start and names the variable', async ({ servers }) => {
    const { code, output } = await startExpectingRefusal(servers.portalEnv, { QUICK_PAY_URL: 'http://insurer.example/pay' });
    expect(code).not.toBe(0);
    expect(output).toContain('QUICK_PAY_URL must be an https address');
  });
});
