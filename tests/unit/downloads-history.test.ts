import { describe, expect, it } from 'vitest';
import { premium } from '@portal/contracts';
import { reshapePaymentHistory } from '@/lib/server/data/payment-history';

const receipt = (receiptNumber: string, receiptDate: string, amount = '1500.5') => ({
  receiptNumber,
  receiptDate,
  amount,
  transactionId: `TXN${receiptNumber}`,
  paymentMode: 'UPI',
  dueDate: null,
});

const answer = premium.getPremiumPaymentHistory.data.parse({
  policies: [
    {
      policyNo: '10000001',
      policyName: 'Wealth Builder ULIP',
      receiptDetails: [receipt('101', '15/03/2025'), receipt('103', '01/04/2026'), receipt('102', '31/12/2025')],
    },
    { policyNo: '20000001', policyName: 'Endowment', receiptDetails: [] },
    { policyNo: '40000001', policyName: 'Not this customer’s', receiptDetails: [receipt('900', '01/01/2026')] },
  ],
});

describe('payment history', () => {
  const owned = new Set(['10000001', '20000001', '20000002']);
  const history = reshapePaymentHistory(answer, owned);

  it('keeps only the customer’s own policies', () => {
    expect(history.map((p) => p.policyNo)).toEqual(['10000001', '20000001']);
  });

  it('sorts receipts newest first and reads dates and amounts', () => {
    const [first] = history;
    expect(first!.receipts.map((r) => r.receiptNumber)).toEqual(['103', '102', '101']);
    expect(first!.receipts[0]).toEqual({
      receiptNumber: '103',
      receiptDate: '2026-04-01',
      amount: 1500.5,
      transactionId: 'TXN103',
      paymentMode: 'UPI',
    });
  });

  it('keeps a policy without receipts, with an empty list', () => {
    expect(history[1]!.receipts).toEqual([]);
  });
});
