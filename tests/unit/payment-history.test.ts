import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { premium } from '@portal/contracts';
import { reshapePaymentHistory, sortReceiptsNewestFirst } from '@/lib/server/data/payment-history';

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

describe('receipts newest first', () => {
  const r = (receiptNumber: string, receiptDate: string | null) => ({ receiptNumber, receiptDate });

  it('sorts by date whatever order the core sent, without changing the input', () => {
    const input = [r('R1', '2025-01-10'), r('R3', '2026-02-01'), r('R2', '2025-11-30')];
    expect(sortReceiptsNewestFirst(input).map((x) => x.receiptNumber)).toEqual(['R3', 'R2', 'R1']);
    expect(input[0]!.receiptNumber).toBe('R1');
  });

  it('orders the same day by receipt number, highest first, and puts unreadable dates last', () => {
    const input = [r('R9', '2026-01-01'), r('R10', '2026-01-01'), r('R0', null), r('R5', '2026-03-01')];
    expect(sortReceiptsNewestFirst(input).map((x) => x.receiptNumber)).toEqual(['R5', 'R10', 'R9', 'R0']);
  });

  it('always yields a non-increasing sequence of dates', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(fc.record({ receiptNumber: fc.string(), receiptDate: day })), (list) => {
        const dates = sortReceiptsNewestFirst(list).map((x) => x.receiptDate);
        expect(dates).toEqual([...dates].sort().reverse());
      }),
    );
  });
});
