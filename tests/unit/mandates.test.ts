import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import { mandates } from '@portal/contracts';
import * as rules from '@/features/enach-registration/mandates/mandate-rules';
import { maskAccount, reshapeMandate } from '@/lib/server/data/mandates';
import { MANDATE_MESSAGES as CORE_MESSAGES } from '../../sandbox/domain/mandate-servicing';
import { english } from './english-text';

const t = createTranslator({ locale: 'en', messages: en, namespace: 'enach' });

/*
 * 'My Auto Pay Mandates' (issue 10 §3): the core's mandate reshaped for the screens, the pause
 * form's rule held to the core's, and the words of each outcome.
 */
const upstream: mandates.UpstreamMandate = {
  umrn: 'BDSK1234567890123456',
  policyNumber: '20000002',
  policyName: 'Term Shield Plan',
  bankName: 'HDFC Bank',
  maskedAccountNumber: 'XXXXXXXXXX7891',
  maxAmount: '30000.00',
  amount: '12345.60',
  paymentFrequency: 'Annual',
  nextDebitDate: '05/03/2027',
  status: 'Active',
  pausedDebits: 0,
  resumesOn: null,
  registeredOn: '01/01/2020',
  lastDebit: null,
  canRetry: false,
};

describe('reshapeMandate', () => {
  it('keeps a UPI AutoPay mandate’s type and masked UPI ID (issue 27 §3)', () => {
    const m = reshapeMandate({ ...upstream, umrn: 'UPIM1234567890123456', mandateType: 'UPI', upiId: 'aa***@okaxis' });
    expect(m).toMatchObject({ type: 'UPI', upiId: 'aa***@okaxis', umrn: 'UPIM1234567890123456' });
  });

  it('gives the screens ISO dates, numbers and an account showing its last four digits', () => {
    expect(reshapeMandate(upstream)).toEqual({
      type: 'ENACH',
      upiId: null,
      umrn: 'BDSK1234567890123456',
      policyNo: '20000002',
      policyName: 'Term Shield Plan',
      bankName: 'HDFC Bank',
      maskedAccount: 'XXXXXXXXXX7891',
      amount: 12345.6,
      frequency: 'Annual',
      nextDebitDate: '2027-03-05',
      status: 'Active',
      pausedDebits: 0,
      resumesOn: null,
      lastDebit: null,
      canRetry: false,
    });
  });

  it('masks an account number the core sent in full', () => {
    expect(reshapeMandate({ ...upstream, maskedAccountNumber: '50100234567891' }).maskedAccount).toBe('XXXXXXXXXX7891');
    expect(maskAccount('12 34')).toBe('1234');
  });

  it('keeps the pause only while Paused, and a failed debit with its reason', () => {
    const paused = reshapeMandate({ ...upstream, status: 'Paused', pausedDebits: 2, resumesOn: '05/03/2029' });
    expect(paused).toMatchObject({ status: 'Paused', pausedDebits: 2, resumesOn: '2029-03-05' });
    expect(reshapeMandate({ ...upstream, pausedDebits: 2, resumesOn: '05/03/2029' })).toMatchObject({
      pausedDebits: 0,
      resumesOn: null,
    });

    const lastDebit = {
      dueDate: '05/03/2027',
      amount: '12345.60',
      status: 'FAILED' as const,
      reason: 'Insufficient funds',
      on: '06/03/2027',
    };
    expect(reshapeMandate({ ...upstream, lastDebit, canRetry: true })).toMatchObject({
      lastDebit: { dueDate: '2027-03-05', on: '2027-03-06', amount: 12345.6, status: 'FAILED', reason: 'Insufficient funds' },
      canRetry: true,
    });
  });

  it('never offers a retry on a cancelled mandate', () => {
    expect(reshapeMandate({ ...upstream, status: 'Cancelled', nextDebitDate: null, canRetry: true })).toMatchObject({
      canRetry: false,
      nextDebitDate: null,
    });
  });
});

describe('the pause form', () => {
  it('takes 1 to MAX_PAUSE_DEBITS debits, as the core does', () => {
    expect(rules.MAX_PAUSE_DEBITS).toBe(mandates.MAX_PAUSE_DEBITS);
    expect(rules.pauseChoices(t).map((c) => c.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(rules.pauseChoices(t)[0]?.label).toBe('1 debit');
    for (const ok of ['1', '6', 3]) expect(rules.pauseFormSchema.safeParse({ debits: ok }).success).toBe(true);
    for (const bad of ['0', '7', '', '2.5', undefined, null]) {
      const result = rules.pauseFormSchema.safeParse({ debits: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(rules.MANDATE_MESSAGES.pauseRange);
    }
  });

  it('speaks the core’s words', () => {
    expect(english(rules.MANDATE_MESSAGES.pauseRange)).toBe(CORE_MESSAGES.pauseRange);
    expect(english(rules.MANDATE_MESSAGES.notFound)).toBe(CORE_MESSAGES.notFound);
  });
});

describe('the outcome texts', () => {
  it('start a pause or cancellation with the SR line every request confirmation has', () => {
    expect(
      rules.changedText(
        t,
        { serviceRequestId: '12345678', resumesOn: '2029-03-05' },
        { kind: 'pause', policyNo: '20000002', debits: 2 },
      ),
    ).toBe(
      'Request SR 12345678 submitted successfully... Auto pay on policy 20000002 is paused for 2 debits; debits resume on 05/03/2029. ' +
        'We have sent the details to your registered mobile number and email.',
    );
    expect(
      rules.changedText(t, { serviceRequestId: '12345679', resumesOn: null }, { kind: 'cancel', policyNo: '20000002' }),
    ).toMatch(/^Request SR 12345679 submitted successfully\.\.\. Auto pay on policy 20000002 is cancelled;/);
  });

  it('word a retried debit by its outcome, in rupees with Indian grouping', () => {
    expect(rules.retryText(t, { status: 'SUCCESS', amount: 123456.5, receiptNumber: 'R1' })).toBe(
      'The debit of ₹1,23,456.50 went through. Your premium is paid. Receipt number R1.',
    );
    expect(rules.retryText(t, { status: 'FAILED', amount: 100, receiptNumber: null })).toMatch(
      /^Your bank refused the debit of ₹100\.00 again\./,
    );
  });

  it('tag each status', () => {
    expect(['Active', 'Paused', 'Cancelled'].map((s) => rules.mandateTone(s as 'Active'))).toEqual(['green', 'amber', 'grey']);
  });
});
