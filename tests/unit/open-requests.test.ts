import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { useOpenRequestLine } from '@/components/requests/open-request-line';
import type { Language } from '@/lib/i18n/languages';
import { onlyRequestFromQuery } from '@/features/service-request/tracker-rules';
import { blockingRequest, requestTrackerHref, type OpenRequest } from '@/lib/open-requests';
import { renderMarkup } from './render-markup';

const address: OpenRequest = {
  kind: 'ADDRESS',
  srNumber: '12345678',
  subject: 'Address Change Request',
  policyNo: null,
  raisedOn: '2026-11-26',
  message: 'You have already raised this request.',
};

function Line({ request }: { request: OpenRequest }) {
  return useOpenRequestLine()(request);
}
const line = (language: Language, request: OpenRequest) => renderMarkup(createElement(Line, { request }), language);

describe('open requests as the customer reads them (issue 24 §3)', () => {
  it('says what was asked for, on which day, under which number', () => {
    expect(line('en', address)).toBe('Address change requested on 26/11/2026, SR 12345678');
    expect(line('en', { ...address, kind: 'LOAN', srNumber: '87654321' })).toBe(
      'Policy loan requested on 26/11/2026, SR 87654321',
    );
    expect(line('hi', address)).toBe('पता बदलने का अनुरोध 26/11/2026 को किया गया, SR 12345678');
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
