import type * as NextIntl from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { onlyRequestFromQuery } from '@/features/service-request/tracker-rules';
import { blockingRequest, requestTrackerHref, type OpenRequest } from '@/lib/open-requests';
import en from '../../messages/en.json';
import hi from '../../messages/hi.json';

const address: OpenRequest = {
  kind: 'ADDRESS',
  srNumber: '12345678',
  subject: 'Address Change Request',
  policyNo: null,
  raisedOn: '2026-11-26',
  message: 'You have already raised this request.',
};

vi.mock('next-intl', async (original) => {
  const intl = await original<typeof NextIntl>();
  return {
    ...intl,
    useTranslations: (ns: string) =>
      intl.createTranslator({ locale, messages: locale === 'hi' ? hi : en, namespace: ns as never }),
  };
});
let locale: 'en' | 'hi' = 'en';
const { useOpenRequestLine } = await import('@/components/requests/open-request-line');
const useLineIn = (language: 'en' | 'hi', r: OpenRequest) => {
  locale = language;
  return useOpenRequestLine()(r);
};

describe('open requests as the customer reads them (issue 24 §3)', () => {
  it('says what was asked for, on which day, under which number', () => {
    expect(useLineIn('en', address)).toBe('Address change requested on 26/11/2026, SR 12345678');
    expect(useLineIn('en', { ...address, kind: 'LOAN', srNumber: '87654321' })).toBe(
      'Policy loan requested on 26/11/2026, SR 87654321',
    );
    expect(useLineIn('hi', address)).toBe('पता बदलने का अनुरोध 26/11/2026 को किया गया, SR 12345678');
  });

  it('links to that one request in the tracker, which reads only an 8-digit number back', () => {
    expect(requestTrackerHref('12345678')).toBe('/service-request?tab=SR&sr=12345678');
    expect(onlyRequestFromQuery({ tab: 'SR', sr: '12345678' })).toBe('12345678');
    expect(onlyRequestFromQuery({ sr: 'SR 1234' })).toBeNull();
    expect(onlyRequestFromQuery({})).toBeNull();
  });

  it('names the first open request of the kinds asked about, or none', () => {
    const goGreen = { ...address, kind: 'GO_GREEN' as const, srNumber: '11112222' };
    expect(blockingRequest([address, goGreen], 'GO_GREEN')).toBe(goGreen);
    expect(blockingRequest([address, goGreen], 'EMAIL', 'MOBILE')).toBeNull();
  });
});
