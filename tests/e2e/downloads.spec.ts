import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './fixtures';
import { AARAV, expectAccessible, expectInFirstPaint, outbox, signIn } from './support';

const row = (section: Locator, policyNo: string) => section.getByRole('listitem').filter({ hasText: `Policy No ${policyNo}` });

async function expectPdfDownload(page: Page, click: () => Promise<void>, fileName: string | RegExp) {
  const download = page.waitForEvent('download');
  await click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(fileName);
  expect(
    readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}

test.describe('downloads', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, AARAV, '/download');
    await expect(page.getByRole('heading', { level: 1, name: 'Download' })).toBeVisible();
  });

  test('the heading and introduction come with the first paint, not after a skeleton', async ({ page }) => {
    await expectInFirstPaint(page.request, '/download', 'Download your policy documents, certificates and statements');
  });

  test('documents download as PDFs and the forms open in a new tab', async ({ page }) => {
    await expectAccessible(page);
    const docs = page.getByRole('region', { name: 'Policy Documents' });
    await expectPdfDownload(
      page,
      () => row(docs, '10000001').getByRole('button', { name: 'Download E-Policy' }).click(),
      /\.pdf$/,
    );

    const certificate = page.getByRole('region', { name: 'Premium Paid Certificate' });
    await expectPdfDownload(page, () => certificate.getByRole('button', { name: 'Download Certificate' }).click(), /\.pdf$/);

    const funds = page.getByRole('region', { name: 'Fund Summary' });
    await expectPdfDownload(
      page,
      () => row(funds, '10000002').getByRole('button', { name: 'Download Fund Summary' }).click(),
      /\.pdf$/,
    );

    const forms = page.getByRole('region', { name: 'Forms' }).getByRole('link');
    await expect(forms).toHaveCount(7);
    await expect(forms.first()).toHaveAttribute('target', '_blank');
    await expect(forms.first()).toHaveAttribute('rel', /noopener/);
  });

  test('a missing e-policy leads to a soft-copy request, and a second one is refused', async ({ page }) => {
    const docs = page.getByRole('region', { name: 'Policy Documents' });
    await row(docs, '20000001').getByRole('button', { name: 'Download E-Policy' }).click();
    const offer = page.getByRole('dialog', { name: 'E-Policy Not Available' });
    await expect(offer).toBeVisible();
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'Request Soft Copy' }).click();
    const done = page.getByRole('dialog', { name: 'E-PD Soft Copy Request Submitted', exact: true });
    await expect(done).toContainText(/Request SR \d+ submitted successfully\.\.\./);
    await expect(done).toContainText('within 5 working days');
    await done.getByRole('button', { name: 'OK' }).click();

    await row(docs, '20000001').getByRole('button', { name: 'Download E-Policy' }).click();
    await offer.getByRole('button', { name: 'Request Soft Copy' }).click();
    await expect(offer.getByText('You have already raised this request.')).toBeVisible();
  });

  test('payment history lists receipts newest first, each downloadable again', async ({ page }) => {
    await page.getByRole('link', { name: 'View Payment History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
    await expectAccessible(page);
    const ulip = page.getByRole('region', { name: /Policy No 10000001/ });
    const rows = await ulip
      .getByRole('row')
      .filter({ hasText: /\d{2}\/\d{2}\/\d{4}/ })
      .allInnerTexts();
    const iso = rows.map((r) => /(\d{2})\/(\d{2})\/(\d{4})/.exec(r)!.slice(1).reverse().join('-'));
    expect(iso.length).toBeGreaterThan(1);
    expect(iso).toEqual([...iso].sort().reverse());
    const before = (await outbox(page.request)).length;
    await expectPdfDownload(
      page,
      () =>
        ulip
          .getByRole('button', { name: /Download Receipt/ })
          .first()
          .click(),
      'PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf',
    );
    // Downloading a receipt also emails it.
    await expect.poll(async () => (await outbox(page.request)).length).toBeGreaterThan(before);
  });
});
