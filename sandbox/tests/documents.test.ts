import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, policyServices, premium } from '@portal/contracts';
import type { DocumentType } from '@portal/contracts/documents';
import type { LoginTokens } from './support/client';
import { istDay, startTestSandbox, type TestSandbox } from './support/sandbox';
import { AARAV, PRIYA } from './support/fixtures';
import { money } from '../domain/documents/format';
import { actualTexts, readPdf } from './support/read-pdf';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;
let paidTx = '';

const download = (
  who: LoginTokens,
  policyNumber: string,
  documentType: DocumentType,
  extra: { transactionId?: string; financialYear?: number } = {},
) =>
  t.call(who, documents.downloadDocuments, {
    clientId: who.clientId,
    policyNumber,
    documentType,
    ...(extra.transactionId ? { transactionType: 'CP' as const, transactionId: extra.transactionId } : {}),
    ...(extra.financialYear ? { financialYear: extra.financialYear } : {}),
  });
async function pdfOf(res: Awaited<ReturnType<typeof download>>) {
  const data = documents.downloadDocuments.data.parse(res.envelope?.data);
  return { ...data, ...(await readPdf(Buffer.from(data.documentBase64, 'base64'))) };
}

beforeAll(async () => {
  t = await startTestSandbox('documents');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
  const { totalAmount } = await t.data(aarav, premium.getPremiumBreakup, { policyNumber: '10000001' });
  const order = await t.data(aarav, premium.createOrder, {
    clientId: aarav.clientId,
    policyNo: '10000001',
    amount: totalAmount,
    returnUrl: 'http://portal.test/done',
  });
  paidTx = order.transactionId;
  await fetch(`${t.sb.url}/pg/checkout/${paidTx}/complete`, { method: 'POST', redirect: 'manual' });
});
afterAll(() => t.stop());

describe('premium receipt', () => {
  it('renders the receipt of a successful payment and emails it', async () => {
    const { receiptNumber } = await t.data(aarav, premium.paymentStatus, {
      clientId: aarav.clientId,
      transactionId: paidTx,
      type: 'CP',
    });
    const doc = await pdfOf(await download(aarav, '10000001', 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT', { transactionId: paidTx }));
    expect(doc.fileName).toBe('PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf');
    expect(doc.emailedTo).toBe('aarav.sharma@example.com');
    for (const s of [
      'Premium Acknowledgement Receipt',
      `Receipt number ${receiptNumber}`,
      'Plan Wealth Builder ULIP',
      'Payer name Aarav Sharma',
      'Address 4th Floor, Orbit Plaza',
      `${paidTx} Online ${istDay(t.now(), 10)} ₹5,000.00`,
      'Total amount received ₹5,000.00',
      'Page 1 of 1',
    ]) {
      expect(doc.text).toContain(s);
    }
    const mail = (await t.client.outbox()).find((m) => m.channel === 'email' && m.subject?.startsWith('Your premium receipt'));
    expect(mail).toMatchObject({
      to: 'aarav.sharma@example.com',
      subject: `Your premium receipt ${receiptNumber} for policy 10000001`,
    });
    expect(mail?.text).toContain('attached');
  });

  it('draws the receipt in the language of the page that asked for it', async () => {
    const res = await t.client.call(
      documents.downloadDocuments,
      {
        sessionId: aarav.sessionId,
        clientId: aarav.clientId,
        policyNumber: '10000001',
        documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT',
        transactionType: 'CP',
        transactionId: paidTx,
      },
      { token: aarav.accessToken, language: 'hi' },
    );
    const { documentBase64 } = documents.downloadDocuments.data.parse(res.envelope?.data);
    const file = Buffer.from(documentBase64, 'base64');
    const hindi = actualTexts(file).join(' ');
    for (const s of ['प्रीमियम प्राप्ति रसीद', 'भुगतानकर्ता का नाम', 'ऑनलाइन', 'पृष्ठ 1 / 1']) expect(hindi).toContain(s);
    const { text } = await readPdf(file);
    for (const s of ['Aarav Sharma', '4th Floor, Orbit Plaza', paidTx, '₹5,000.00']) expect(text).toContain(s);
    expect(text).not.toContain('Payer name');
  });

  it('serves receipts from the payment history too, and only for successful payments of the caller', async () => {
    const history = await t.data(aarav, premium.getPremiumPaymentHistory, {});
    const seeded = history.policies.find((p) => p.policyNo === '20000002')?.receiptDetails[0];
    const old = await download(aarav, '20000002', 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT', { transactionId: seeded?.transactionId });
    expect(old.envelope?.code).toBe(200);

    const notFound = { code: 404, message: 'Transaction not found.' };
    expect((await download(aarav, '10000002', 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT', { transactionId: paidTx })).envelope).toEqual(
      notFound,
    );
    expect((await download(priya, '40000001', 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT', { transactionId: paidTx })).envelope).toEqual(
      notFound,
    );
    expect((await download(priya, '10000001', 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT', { transactionId: paidTx })).envelope).toEqual({
      code: 404,
      message: 'Policy not found.',
    });
    expect((await download(aarav, '10000001', 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT')).envelope?.code).toBe(400);
  });
});

describe('other documents', () => {
  it('gives the e-policy when one is on file, else 422', async () => {
    const doc = await pdfOf(await download(aarav, '10000001', 'POLICY_DOCUMENT'));
    expect(doc).toMatchObject({ fileName: 'POLICY_DOCUMENT_10000001.pdf', emailedTo: null });
    for (const s of ['Policy No. 10000001', 'Wealth Builder ULIP', 'Meera Sharma', 'Sum assured ₹'])
      expect(doc.text).toContain(s);
    expect((await download(aarav, '20000001', 'POLICY_DOCUMENT')).envelope).toEqual({
      code: 422,
      message: 'Your policy document is not available for download.',
    });
  });

  it('certifies the premiums paid in a financial year', async () => {
    const today = istDay(t.now(), 0, 'iso');
    const fy = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 4 ? 1 : 0);
    const doc = await pdfOf(await download(aarav, '10000001', 'PREMIUM_PAID_CERTIFICATE'));
    expect(doc.fileName).toBe(`PREMIUM_PAID_CERTIFICATE_10000001_${fy}.pdf`);
    expect(doc.text).toContain(`between 01/04/${fy} and 31/03/${fy + 1}`);
    expect(doc.text).toMatch(/Total premium paid ₹[\d,]+\.\d\d/);
    // The portal payment is there with the seeded ones; a ULIP premium bears no GST.
    expect(doc.text).toContain('₹5,000.00 GST ₹0.00 ₹5,000.00');
    expect((await download(aarav, '10000001', 'PREMIUM_PAID_CERTIFICATE', { financialYear: 2001 })).envelope).toEqual({
      code: 422,
      message: 'No premium was paid for this policy in the selected financial year.',
    });
  });

  it('gives fund documents for unit-linked policies only', async () => {
    const summary = await pdfOf(await download(aarav, '10000001', 'FUND_SUMMARY'));
    expect(summary.fileName).toBe('FUND_SUMMARY_10000001.pdf');
    for (const s of ['Fund Summary as on', 'Protector Fund 3,210.5432 28.4567 ₹', 'Total fund value ₹'])
      expect(summary.text).toContain(s);
    const statement = await pdfOf(await download(aarav, '10000002', 'UNIT_STATEMENT'));
    expect(statement.fileName).toBe('UNIT_STATEMENT_10000002.pdf');
    expect(statement.text).toContain('Unit Statement as on');
    // Fifteen quarters of ₹7,500 paid, all before the portal: the ledger holds them too.
    expect(statement.text).toContain('Total premiums received ₹1,12,500.00');
    const ulipOnly = { code: 400, message: 'This document is available for unit-linked policies only.' };
    expect((await download(aarav, '20000002', 'FUND_SUMMARY')).envelope).toEqual(ulipOnly);
    expect((await download(aarav, '20000001', 'UNIT_STATEMENT')).envelope).toEqual(ulipOnly);
    expect((await download(priya, '10000001', 'FUND_SUMMARY')).envelope).toEqual({ code: 404, message: 'Policy not found.' });
  });
});

describe('one premium ledger', () => {
  const fyOf = (dmy: string) => {
    const [, m, y] = dmy.split('/').map(Number) as [number, number, number];
    return m < 4 ? y - 1 : y;
  };
  const paise = (rupees: string) => Math.round(Number(rupees.replace(/[₹,]/g, '')) * 100);

  it('certifies every premium it holds, seeded or paid here, in the words of the law of that year', async () => {
    const history = await t.data(aarav, premium.getPremiumPaymentHistory, {});
    for (const policyNo of ['20000003', '30000001', '10000002']) {
      const receipts = history.policies.find((p) => p.policyNo === policyNo)?.receiptDetails ?? [];
      expect(receipts.length, policyNo).toBeGreaterThan(0);
      for (const fy of new Set(receipts.map((r) => fyOf(r.receiptDate)))) {
        const doc = await pdfOf(await download(aarav, policyNo, 'PREMIUM_PAID_CERTIFICATE', { financialYear: fy }));
        const inYear = receipts.filter((r) => fyOf(r.receiptDate) === fy);
        for (const r of inYear) expect(doc.text).toContain(`${r.receiptNumber} ${r.receiptDate} ${r.dueDate} `);
        const total = inYear.reduce((sum, r) => sum + paise(r.amount), 0);
        expect(doc.text).toMatch(new RegExp(`Total premium paid .*${money(total).replace(/[.$]/g, '\\$&')}`));
        expect(doc.text).toContain(
          fy >= 2026
            ? 'deduction under section 123 (read with Schedule XV) of the Income-tax Act, 2025'
            : 'deduction under section 80C of the Income-tax Act, 1961',
        );
      }
    }
  });

  it('gives the surrender quote the premiums the certificates list, GST left out', async () => {
    const history = await t.data(aarav, premium.getPremiumPaymentHistory, {});
    const receipts = history.policies.find((p) => p.policyNo === '20000003')?.receiptDetails ?? [];
    // Seven years of an annual ₹50,000 premium, paid to the policy's paid-to date.
    expect(receipts).toHaveLength(7);
    let taxable = 0;
    for (const fy of new Set(receipts.map((r) => fyOf(r.receiptDate)))) {
      const doc = await pdfOf(await download(aarav, '20000003', 'PREMIUM_PAID_CERTIFICATE', { financialYear: fy }));
      for (const r of receipts.filter((x) => fyOf(x.receiptDate) === fy)) {
        const row = new RegExp(`${r.receiptNumber} \\S+ \\S+ (₹[\\d,.]+) (.+?) (₹[\\d,.]+)(?= RCPT| Total)`).exec(doc.text);
        expect(row?.[3], r.receiptNumber).toBe(money(paise(r.amount)));
        taxable += paise(row?.[1] ?? '0');
      }
    }
    const quote = await t.data(aarav, policyServices.surrenderDetails, { clientId: aarav.clientId, policyNumber: '20000003' });
    expect(quote.premiumsPaid).toBe('350000.00');
    expect(taxable).toBe(35_000_000);
  });
});
