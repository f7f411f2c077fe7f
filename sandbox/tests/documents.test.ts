import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, premium } from '@portal/contracts';
import type { DocumentType } from '@portal/contracts/documents';
import type { LoginTokens } from './support/client';
import { pdfString, renderPdf } from '../pdf';
import { istDay, startTestSandbox, type TestSandbox } from './support/sandbox';
import { AARAV, PRIYA } from './support/fixtures';

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
  return { ...data, text: Buffer.from(data.documentBase64, 'base64').toString('latin1') };
}

/** Structural checks any viewer relies on: header, trailer, xref offsets and stream lengths. */
function expectValidPdf(text: string): void {
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const start = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(start, start + 5)).toBe('xref\n');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(start)) ?? [];
  expect(Number(first)).toBe(0);
  const entries = text.slice(start).split('\n').slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, i) => {
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    expect(text.slice(Number(entry.slice(0, 10))).startsWith(`${i + 1} 0 obj\n`)).toBe(true);
  });
  expect(text).toContain(`/Size ${count} /Root 1 0 R`);
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const body = m.index + m[0].length;
    expect(text.slice(body + Number(m[1]), body + Number(m[1]) + 10)).toBe('\nendstream');
  }
}

beforeAll(async () => {
  t = await startTestSandbox('documents');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
  const { totalAmount } = await t.data(aarav, premium.getPremiumBreakup, { policyNumber: '10000001' });
  const order = await t.data(aarav, premium.createOrder, {
    clientId: aarav.clientId, policyNo: '10000001', amount: totalAmount, returnUrl: 'http://portal.test/done',
  });
  paidTx = order.transactionId;
  await fetch(`${t.sb.url}/pg/checkout/${paidTx}/complete`, { method: 'POST', redirect: 'manual' });
});
afterAll(() => t.stop());

describe('pdf writer', () => {
  it('escapes strings and keeps to WinAnsi', () => {
    expect(pdfString('a (b) \\ c')).toBe('(a \\(b\\) \\\\ c)');
    expect(pdfString('₹5,000.00')).toBe('(Rs. 5,000.00)');
    expect(pdfString('Café – ok 😀')).toBe('(Caf\\351 \\226 ok ?)');
  });

  it('writes a well-formed file, over several pages when needed', () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({ kind: 'text' as const, text: `Line ${i} (x)` }));
    const text = renderPdf({ title: 'Test', now: Date.now() }, [{ kind: 'title', text: 'T' }, { kind: 'rule' }, ...lines])
      .toString('latin1');
    expectValidPdf(text);
    expect(text).toMatch(/\/Count [2-9] /);
    expect(text).toContain('(Line 119 \\(x\\)) Tj');
  });
});

describe('premium receipt', () => {
  it('renders the receipt of a successful payment and emails it', async () => {
    const { receiptNumber } = await t.data(aarav, premium.paymentStatus, {
      clientId: aarav.clientId, transactionId: paidTx, type: 'CP',
    });
    const doc = await pdfOf(await download(aarav, '10000001', 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT', { transactionId: paidTx }));
    expect(doc.fileName).toBe('PREMIUM_ACKNOWLEDGEMENT_RECEIPT.pdf');
    expect(doc.emailedTo).toBe('aarav.sharma@example.com');
    expectValidPdf(doc.text);
    for (const s of ['Premium Acknowledgement Receipt', `${receiptNumber}`, 'Wealth Builder ULIP', 'Aarav Sharma',
      'Rs. 5,000.00', paidTx, 'Online', istDay(t.now(), 10)]) {
      expect(doc.text).toContain(s);
    }
    const mail = (await t.client.outbox()).find((m) => m.channel === 'email' && m.subject?.startsWith('Your premium receipt'));
    expect(mail).toMatchObject({ to: 'aarav.sharma@example.com', subject: `Your premium receipt ${receiptNumber} for policy 10000001` });
    expect(mail?.text).toContain('attached');
  });

  it('serves receipts from the payment history too, and only for successful payments of the caller', async () => {
    const history = await t.data(aarav, premium.getPremiumPaymentHistory, {});
    const seeded = history.policies.find((p) => p.policyNo === '20000002')?.receiptDetails[0];
    const old = await download(aarav, '20000002', 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT', { transactionId: seeded?.transactionId });
    expect(old.envelope?.code).toBe(200);

    const notFound = { code: 404, message: 'Transaction not found.' };
    expect((await download(aarav, '10000002', 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT', { transactionId: paidTx })).envelope)
      .toEqual(notFound);
    expect((await download(priya, '40000001', 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT', { transactionId: paidTx })).envelope)
      .toEqual(notFound);
    expect((await download(priya, '10000001', 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT', { transactionId: paidTx })).envelope)
      .toEqual({ code: 404, message: 'Policy not found.' });
    expect((await download(aarav, '10000001', 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT')).envelope?.code).toBe(400);
  });
});

describe('other documents', () => {
  it('gives the e-policy when one is on file, else 422', async () => {
    const doc = await pdfOf(await download(aarav, '10000001', 'POLICY_DOCUMENT'));
    expect(doc).toMatchObject({ fileName: 'POLICY_DOCUMENT_10000001.pdf', emailedTo: null });
    expectValidPdf(doc.text);
    expect(doc.text).toContain('Meera Sharma');
    expect((await download(aarav, '20000001', 'POLICY_DOCUMENT')).envelope).toEqual({
      code: 422, message: 'Your policy document is not available for download.',
    });
  });

  it('certifies the premiums paid in a financial year', async () => {
    const today = istDay(t.now(), 0, 'iso');
    const fy = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 4 ? 1 : 0);
    const doc = await pdfOf(await download(aarav, '10000001', 'PREMIUM_PAID_CERTIFICATE'));
    expect(doc.fileName).toBe(`PREMIUM_PAID_CERTIFICATE_10000001_${fy}.pdf`);
    expectValidPdf(doc.text);
    expect(doc.text).toContain(`between 01/04/${fy} and 31/03/${fy + 1}`);
    expect(doc.text).toContain('Total premium paid');
    expect(doc.text).toContain('Rs. 5,000.00');
    expect((await download(aarav, '10000001', 'PREMIUM_PAID_CERTIFICATE', { financialYear: 2001 })).envelope).toEqual({
      code: 422, message: 'No premium was paid for this policy in the selected financial year.',
    });
  });

  it('gives fund documents for unit-linked policies only', async () => {
    const summary = await pdfOf(await download(aarav, '10000001', 'FUND_SUMMARY'));
    expect(summary.fileName).toBe('FUND_SUMMARY_10000001.pdf');
    expectValidPdf(summary.text);
    for (const s of ['Protector Fund', '3210.5432', '28.4567', 'Total fund value']) expect(summary.text).toContain(s);
    const statement = await pdfOf(await download(aarav, '10000002', 'UNIT_STATEMENT'));
    expect(statement.fileName).toBe('UNIT_STATEMENT_10000002.pdf');
    expectValidPdf(statement.text);
    const ulipOnly = { code: 400, message: 'This document is available for unit-linked policies only.' };
    expect((await download(aarav, '20000002', 'FUND_SUMMARY')).envelope).toEqual(ulipOnly);
    expect((await download(aarav, '20000001', 'UNIT_STATEMENT')).envelope).toEqual(ulipOnly);
    expect((await download(priya, '10000001', 'FUND_SUMMARY')).envelope).toEqual({ code: 404, message: 'Policy not found.' });
  });
});
