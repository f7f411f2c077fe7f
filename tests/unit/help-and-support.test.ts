import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '@/lib/server/errors';
import { callAction } from './action-call';
import { resetStubCore, sent } from './stub-core';

vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));
vi.mock('@/lib/server/env', () => ({ getEnv: () => ({ features: { helpAndSupport: true }, messagingAppNumber: null }) }));

const { claimUnclaimedAmountAction } = await import('@/features/help-and-support/actions');
const { reshapeHelpContent, reshapeUnclaimed } = await import('@/lib/server/data/help');

const content = {
  contacts: [{ channel: 'PHONE' as const, label: 'Call us', value: '1800 266 9000', href: 'tel:18002669000', hours: null }],
  messagingAppLoan: {
    title: 'Loan on WhatsApp',
    description: 'Request a loan from WhatsApp.',
    phoneNumber: '918069001234',
    text: 'Hi, a loan please',
    link: 'https://wa.me/918069001234?text=whatever-the-core-sent',
  },
  faqs: [{ question: 'Q?', answer: 'A.' }],
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetStubCore({ claim: () => ({ serviceRequestId: '12345678' }) });
});

describe('help content', () => {
  it('builds the messaging-app link from the core’s number and greeting', () => {
    expect(reshapeHelpContent(content, null).messagingAppLoan.link).toBe(
      'https://wa.me/918069001234?text=Hi%2C%20a%20loan%20please',
    );
  });

  it('uses the configured number instead when there is one', () => {
    expect(reshapeHelpContent(content, '918000000001').messagingAppLoan.link).toBe(
      'https://wa.me/918000000001?text=Hi%2C%20a%20loan%20please',
    );
  });
});

describe('unclaimed amounts', () => {
  it('reads the amount as a number, the date as ISO and the account in words', () => {
    const u = reshapeUnclaimed({
      id: 'UCA0000000001',
      policyNumber: '50000001',
      policyName: 'Secure Savings Plan',
      kind: 'Maturity Benefit',
      amount: '320000.00',
      dueSince: '05/03/2025',
      reason: 'Payment returned by the bank (account closed)',
      status: 'Unclaimed',
      srNumber: null,
      howToClaim: ['Press Claim.'],
      payTo: {
        accountHolderName: 'Aarav Sharma',
        bankName: 'HDFC Bank',
        maskedAccountNumber: 'XXXXXXXXXX7891',
        ifsc: 'HDFC0000001',
      },
    });
    expect(u).toMatchObject({ amount: 320000, dueSince: '2025-03-05', payTo: 'HDFC Bank, account XXXXXXXXXX7891' });
  });

  it('claims by the core’s reference, with the caller’s client id, and answers the request number', async () => {
    expect(await callAction(claimUnclaimedAmountAction, { id: 'UCA0000000001' })).toEqual({
      ok: true,
      data: { serviceRequestId: '12345678' },
    });
    expect(sent.at(-1)).toEqual({ path: 'claim', body: { sessionId: 'S1', clientId: 'C1000001', id: 'UCA0000000001' } });
  });

  it('refuses anything but a reference before the core hears of it', async () => {
    for (const id of ['50000001', 'UCA1', "UCA0000000001' OR 1=1"]) {
      expect(await callAction(claimUnclaimedAmountAction, { id })).toEqual({ ok: false, message: 'Unclaimed amount not found.' });
    }
    expect(sent).toEqual([]);
  });

  it('shows the core’s refusal in its words (someone else’s amount, a duplicate)', async () => {
    resetStubCore({ claim: () => new UpstreamError('You have already raised this request.', 400) });
    expect(await callAction(claimUnclaimedAmountAction, { id: 'UCA0000000001' })).toEqual({
      ok: false,
      message: 'You have already raised this request.',
    });
  });
});
