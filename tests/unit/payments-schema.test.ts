import { describe, expect, it } from 'vitest';
import {
  duesSelection,
  isPolicyNo,
  payDuesSchema,
  payPremiumSchema,
  transactionIdSchema,
} from '@/features/pay-premium/payment-schema';
import { documentRequestSchema } from '@/lib/server/data/documents';

describe('paying several dues (issue 25 §2)', () => {
  it('reads ?pay= as all, or the chosen policy numbers, and anything else as the plain list', () => {
    expect(duesSelection('all')).toBe('all');
    expect(duesSelection(['10000001', '10000002'])).toEqual(['10000001', '10000002']);
    expect(duesSelection('10000001,10000002,10000001')).toEqual(['10000001', '10000002']);
    expect(duesSelection(undefined)).toBeNull();
    expect(duesSelection(['10000001', 'all'])).toBeNull();
    expect(duesSelection('1000000x')).toBeNull();
  });

  it('takes policy numbers and due dates only, each policy once', () => {
    const policies = [
      { policyNo: '10000001', dueDate: '2026-12-08' },
      { policyNo: '10000002', dueDate: '2026-11-08' },
    ];
    // A client-sent amount is dropped: the server reads each one and the total from the core.
    expect(payDuesSchema.parse({ policies, amount: '1' })).toEqual({ policies });
    expect(payDuesSchema.safeParse({ policies: [...policies, policies[0]] }).success).toBe(false);
    expect(payDuesSchema.safeParse({ policies: [] }).success).toBe(false);
    expect(payDuesSchema.safeParse({ policies: [{ policyNo: '10000001', dueDate: '08/12/2026' }] }).success).toBe(false);
  });
});

describe('pay action input', () => {
  it('takes an 8-digit policy number and nothing else of use', () => {
    expect(payPremiumSchema.parse({ policyNo: ' 10000001 ' })).toEqual({ policyNo: '10000001' });
    // A client-sent amount is dropped: the server reads the total from the core.
    expect(payPremiumSchema.parse({ policyNo: '10000001', amount: '1' })).toEqual({ policyNo: '10000001' });
  });

  it('takes the due date the page showed and an auto-pay yes, in their own shapes only', () => {
    const input = { policyNo: '20000002', dueDate: '2027-03-26', autoPayConfirmed: true };
    expect(payPremiumSchema.parse(input)).toEqual(input);
    expect(payPremiumSchema.safeParse({ policyNo: '20000002', dueDate: '26/03/2027' }).success).toBe(false);
    expect(payPremiumSchema.safeParse({ policyNo: '20000002', autoPayConfirmed: 'yes' }).success).toBe(false);
  });

  it.each([
    null,
    undefined,
    'x',
    {},
    { policyNo: '1000000' },
    { policyNo: '100000011' },
    { policyNo: 'abcdefgh' },
    { policyNo: 10000001 },
  ])('refuses %j', (input) => expect(payPremiumSchema.safeParse(input).success).toBe(false));

  it('recognises a policy number route segment', () => {
    expect(isPolicyNo('10000001')).toBe(true);
    expect(isPolicyNo('1000000a')).toBe(false);
    expect(isPolicyNo('../10000001')).toBe(false);
  });
});

describe('transactionId on /order-confirmation', () => {
  it('accepts gateway tokens', () => {
    expect(transactionIdSchema.safeParse('TXN_2026-000123').success).toBe(true);
  });

  it.each([undefined, '', 'a b', '<script>', 'x'.repeat(65), "1' OR '1'='1"])('refuses %j', (value) => {
    expect(transactionIdSchema.safeParse(value).success).toBe(false);
  });
});

describe('/api/documents request', () => {
  it('accepts a receipt with its transaction and a certificate with its year', () => {
    expect(
      documentRequestSchema.safeParse({
        policyNumber: '10000001',
        documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT',
        transactionId: 'T1',
      }).success,
    ).toBe(true);
    expect(
      documentRequestSchema.safeParse({ policyNumber: '10000001', documentType: 'PREMIUM_PAID_CERTIFICATE', financialYear: 2025 })
        .success,
    ).toBe(true);
  });

  it('refuses a receipt without a transaction, unknown types and extra fields', () => {
    expect(
      documentRequestSchema.safeParse({ policyNumber: '10000001', documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT' }).success,
    ).toBe(false);
    expect(documentRequestSchema.safeParse({ policyNumber: '10000001', documentType: 'PASSWORDS' }).success).toBe(false);
    expect(
      documentRequestSchema.safeParse({ policyNumber: '10000001', documentType: 'FUND_SUMMARY', clientId: 'C1000002' }).success,
    ).toBe(false);
  });
});
