import { createTranslator } from 'next-intl';
import { renderMarkup } from './render-markup';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import type { FundNavHistory as History } from '@/lib/nav-history';
import type { FundHolding, OwnedPolicy } from '@/lib/types';

/*
 * The NAV charts inside Fund Details as the server renders them: a failed history read says so
 * in this part alone (the fund cards around it stay), and each shown fund gets its chart.
 */
const getNavHistory = vi.fn<() => Promise<History[]>>();
vi.mock('@/lib/server/data/nav-history', () => ({ getNavHistory: () => getNavHistory() }));
// The section's words in English, as a request in English gets them.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: 'policyDetails.funds') =>
    createTranslator({ locale: 'en', timeZone: 'Asia/Kolkata', messages: en, namespace }),
}));

const { FundNavHistory } = await import('@/features/policy-details/fund-nav-history');

const policy = { policyNo: '10000001' } as OwnedPolicy;
const holding = (code: string, name: string) => ({ code, name }) as FundHolding;
const history = (code: string, name: string): History => {
  const start = { date: '2025-11-28', nav: '10.0000' };
  const latest = { date: '2026-11-27', nav: '11.0000' };
  return { code, name, points: [start, latest], start, latest, high: latest, low: start, changePercent: 10 };
};
/** The markup without React's text separators. */
const render = async (funds: FundHolding[]) => renderMarkup(await FundNavHistory({ policy, funds })).replaceAll('<!-- -->', '');

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  getNavHistory.mockReset();
});

describe('FundNavHistory', () => {
  it('fails on its own with the technical-issue text under its heading', async () => {
    getNavHistory.mockRejectedValue(new Error('core down'));
    const html = await render([holding('FLCP', 'Flexi Cap Fund')]);
    expect(html).toContain('NAV over the last year</h3>');
    expect(html).toContain(en.errors.technical);
    expect(html).not.toContain('<figure');
  });

  it('charts the shown funds only, in the fund cards’ order, each with its caption and table', async () => {
    getNavHistory.mockResolvedValue([
      history('PROT', 'Protector Fund'),
      history('BALN', 'Balanced Fund'),
      history('FLCP', 'Flexi Cap Fund'),
    ]);
    const html = await render([holding('FLCP', 'Flexi Cap Fund'), holding('PROT', 'Protector Fund')]);
    const names = [...html.matchAll(/<figcaption><span[^>]*><span[^>]*>([^<]+)</g)].map((m) => m[1]);
    expect(names).toEqual(['Flexi Cap Fund', 'Protector Fund']);
    expect(html).toContain('NAV 10.0000 on 28-Nov-2025 to 11.0000 on 27-Nov-2026');
    expect(html).toContain('+10.00%');
    expect(html).toContain('<caption class="sr-only">Flexi Cap Fund: NAV at each month’s end</caption>');
  });
});
