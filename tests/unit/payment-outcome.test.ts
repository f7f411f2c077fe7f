import { describe, expect, it } from 'vitest';
import { FALLBACK_PENDING, FALLBACK_SUCCESS, formatPaidAt, outcomeFromAnswer, outcomeFromError } from '@/lib/payment-outcome';
import { GENERIC_ERROR, TECHNICAL_ERROR } from '@/lib/constants';
import { TechnicalError, UpstreamError } from '@/lib/server/errors';

const data = (paymentStatus: 'PENDING' | 'FAILED' | 'SUCCESS') => ({
  paymentStatus,
  policyNo: '10000001',
  amount: '5150.00',
  transactionId: 'TXN123',
  receiptNumber: paymentStatus === 'SUCCESS' ? 'R-1' : null,
  paidAt: null,
  dueDate: '26/03/2027',
  advance: false,
});

describe('payment status → what the confirmation page does (SPEC §4)', () => {
  it('shows every policy of a payment of several dues, each with its receipt, or none paid and their retry (issue 25 §2)', () => {
    const policies = (receipts: Array<string | null>) =>
      receipts.map((receiptNumber, i) => ({
        policyNo: `1000000${i + 1}`,
        amount: '100.50',
        receiptNumber,
        dueDate: '26/03/2027',
      }));
    const paid = { ...data('SUCCESS'), amount: '201.00', policies: policies(['R-1', 'R-2']) };
    expect(outcomeFromAnswer({ code: 200, message: 'Paid.', data: paid })).toEqual({
      kind: 'paid-together',
      message: 'Paid.',
      payment: {
        transactionId: 'TXN123',
        amount: 201,
        paidAt: null,
        policies: [
          { policyNo: '10000001', amount: 100.5, receiptNumber: 'R-1' },
          { policyNo: '10000002', amount: 100.5, receiptNumber: 'R-2' },
        ],
      },
    });
    const failed = { ...data('FAILED'), policies: policies([null, null]) };
    expect(outcomeFromAnswer({ code: 400, message: '', data: failed })).toMatchObject({
      kind: 'failed-together',
      policies: [
        { policyNo: '10000001', dueDate: '2027-03-26' },
        { policyNo: '10000002', dueDate: '2027-03-26' },
      ],
    });
    // A SUCCESS status under another code is not taken as paid, as for one premium.
    expect(outcomeFromAnswer({ code: 202, message: '', data: paid })).toMatchObject({ kind: 'home', tone: 'info' });
  });

  it('shows the receipt view on 200 SUCCESS, with the core message for the toast', () => {
    const o = outcomeFromAnswer({ code: 200, message: 'Payment received.', data: data('SUCCESS') });
    expect(o).toEqual({
      kind: 'success',
      message: 'Payment received.',
      payment: {
        policyNo: '10000001',
        amount: 5150,
        transactionId: 'TXN123',
        receiptNumber: 'R-1',
        paidAt: null,
        advanceFor: null,
      },
    });
  });

  it('says which instalment an advance premium covers', () => {
    const o = outcomeFromAnswer({ code: 200, message: 'Paid.', data: { ...data('SUCCESS'), advance: true } });
    expect(o).toMatchObject({ kind: 'success', payment: { advanceFor: '2027-03-26' } });
  });

  it('keeps a failed or cancelled payment on its own page, with what a retry pays (issue 24 §2)', () => {
    expect(outcomeFromAnswer({ code: 400, message: 'Your payment could not be completed.', data: data('FAILED') })).toEqual({
      kind: 'failed',
      message: 'Your payment could not be completed.',
      payment: { policyNo: '10000001', dueDate: '2027-03-26', advance: false },
    });
  });

  it('goes home with an info toast on 202 PENDING', () => {
    expect(outcomeFromAnswer({ code: 202, message: 'Still processing.', data: data('PENDING') })).toEqual({
      kind: 'home',
      tone: 'info',
      message: 'Still processing.',
    });
  });

  it('never offers a receipt unless both the code and the status say success', () => {
    expect(outcomeFromAnswer({ code: 202, message: '', data: data('SUCCESS') })).toMatchObject({ kind: 'home', tone: 'info' });
    expect(outcomeFromAnswer({ code: 200, message: '', data: data('PENDING') })).toMatchObject({ kind: 'home', tone: 'info' });
    expect(outcomeFromAnswer({ code: 200, message: 'Declined', data: data('FAILED') })).toMatchObject({
      kind: 'failed',
      message: 'Declined',
    });
  });

  it('falls back to fixed words when the core sends none', () => {
    expect(outcomeFromAnswer({ code: 200, message: '', data: data('SUCCESS') })).toMatchObject({ message: FALLBACK_SUCCESS });
    expect(outcomeFromAnswer({ code: 202, message: '', data: data('PENDING') })).toMatchObject({ message: FALLBACK_PENDING });
  });

  it('turns code 400 (FAILED) into an error toast of the core message', () => {
    expect(outcomeFromError(new UpstreamError('Your payment has failed.', 400))).toEqual({
      kind: 'home',
      tone: 'error',
      message: 'Your payment has failed.',
    });
  });

  it('reports no answer as the technical error and anything else as generic', () => {
    expect(outcomeFromError(new TechnicalError('timeout'))).toMatchObject({ tone: 'error', message: TECHNICAL_ERROR });
    expect(outcomeFromError(new Error('boom'))).toMatchObject({ tone: 'error', message: GENERIC_ERROR });
  });
});

describe('formatPaidAt', () => {
  it('reads the core date-time, a plain date and ISO forms', () => {
    expect(formatPaidAt('05/03/2026 14:07:09')).toBe('05/03/2026, 02:07 PM');
    expect(formatPaidAt('05/03/2026 00:05:00')).toBe('05/03/2026, 12:05 AM');
    expect(formatPaidAt('05/03/2026')).toBe('05/03/2026');
    expect(formatPaidAt('2026-03-05')).toBe('05/03/2026');
    expect(formatPaidAt('2026-03-05T14:07:09')).toBe('05/03/2026, 02:07 PM');
  });

  it('shows an instant in India time', () => {
    expect(formatPaidAt('2026-03-05T20:00:00.000Z')).toBe('06/03/2026, 01:30 AM');
    expect(formatPaidAt('2026-03-05T10:00:00+05:30')).toBe('05/03/2026, 10:00 AM');
  });

  it('shows an unknown form as sent, and nothing for null', () => {
    expect(formatPaidAt('yesterday')).toBe('yesterday');
    expect(formatPaidAt(null)).toBeNull();
  });
});
