import type * as NextNavigation from 'next/navigation';
import { createTranslator } from 'next-intl';
import { renderMarkup } from './render-markup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { Mandate } from '@/lib/server/data/mandates';

/*
 * 'My Auto Pay Mandates' as the server renders it: its own failure (SPEC §8's text, nothing
 * thrown to the page), the empty state, and which buttons each status keeps.
 */
const getMandates = vi.fn<() => Promise<Mandate[]>>();
vi.mock('@/lib/server/data/mandates', () => ({ getMandates: () => getMandates() }));
// The section's words in English, as a request in English gets them.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'enach') =>
    createTranslator({ locale: 'en', timeZone: 'Asia/Kolkata', messages: en, namespace }),
}));
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof NextNavigation>()),
  useRouter: () => ({ refresh: () => undefined }),
}));

const { MandatesSection } = await import('@/features/enach-registration/mandates/mandates-section');
const render = async () => renderMarkup(await MandatesSection());

const active: Mandate = {
  type: 'ENACH',
  upiId: null,
  umrn: 'BDSK1234567890123456',
  policyNo: '20000002',
  policyName: 'Term Shield Plan',
  bankName: 'HDFC Bank',
  maskedAccount: 'XXXXXXXXXX7891',
  amount: 18500,
  frequency: 'Annual',
  nextDebitDate: '2027-03-05',
  status: 'Active',
  pausedDebits: 0,
  resumesOn: null,
  lastDebit: null,
  canRetry: false,
};
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, ''));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  getMandates.mockReset();
});

describe('MandatesSection', () => {
  it('fails on its own with the technical-issue text under its heading', async () => {
    getMandates.mockRejectedValue(new Error('core down'));
    const html = await render();
    expect(html).toContain('My Auto Pay Mandates</h2>');
    expect(html).toContain(en.errors.technical);
  });

  it('says so when there is no mandate', async () => {
    getMandates.mockResolvedValue([]);
    expect(await render()).toContain('You have no auto pay mandates yet.');
  });

  it('shows an Active mandate’s facts with Pause and Cancel', async () => {
    getMandates.mockResolvedValue([active]);
    const html = await render();
    for (const text of [
      'Term Shield Plan',
      '20000002',
      'BDSK1234567890123456',
      'HDFC Bank, A/c XXXXXXXXXX7891',
      '₹18,500.00',
      '05/03/2027',
      'Active',
    ]) {
      expect(html).toContain(text);
    }
    expect(buttons(html)).toEqual(['Pause auto pay on policy 20000002', 'Cancel auto pay on policy 20000002']);
  });

  it('keeps only Cancel while Paused, nothing once Cancelled, and offers a retry of a failed debit', async () => {
    const lastDebit = {
      dueDate: '2027-03-05',
      on: '2027-03-06',
      amount: 18500,
      status: 'FAILED' as const,
      reason: 'Insufficient funds',
    };
    getMandates.mockResolvedValue([
      { ...active, status: 'Paused', pausedDebits: 2, resumesOn: '2029-03-05' },
      { ...active, umrn: 'BDSK1234567890123457', policyNo: '10000001', status: 'Cancelled', nextDebitDate: null },
      { ...active, umrn: 'BDSK1234567890123458', policyNo: '10000002', lastDebit, canRetry: true },
    ]);
    const html = await render();
    expect(html).toContain('Paused for 2 debits. Debits resume on 05/03/2029.');
    expect(html).toContain('failed on 06/03/2027 (Insufficient funds).');
    expect(buttons(html)).toEqual([
      'Cancel auto pay on policy 20000002',
      'Retry debit on policy 10000002',
      'Pause auto pay on policy 10000002',
      'Cancel auto pay on policy 10000002',
    ]);
  });
});
