import { createTranslator } from 'next-intl';
import en from '../../messages/en.json';
import { describe, expect, it } from 'vitest';
import { serviceRequests } from '@portal/contracts';
import {
  dueWording,
  filterRequests,
  filtersFromQuery,
  policyOptions,
  requestNumberLabel,
  statusOptions,
  tabFromQuery,
  trackerHref,
} from '@/features/service-request/tracker-rules';
import { reshapeServiceRequest } from '@/lib/server/data/service-requests';

const line = (over: Partial<serviceRequests.TrackedRequest> = {}) =>
  serviceRequests.upstreamServiceRequest.parse({
    srNumber: '12345678',
    srSubject: 'Premium Payment',
    srTitle: 'Premium Payment',
    srPolicyNo: '10000001',
    srStatus: 'Open',
    createdOn: '20/11/2026 10:15:30',
    category: 'QUERY',
    queryType: 'Premium Payment',
    raisedOn: '20/11/2026',
    dueDate: '27/11/2026',
    daysLeft: 4,
    isOpen: true,
    documentAsk: null,
    timeline: [{ status: 'Open', at: '20/11/2026 10:15:30', message: 'Your request SR 12345678 has been registered.' }],
    ...over,
  });

describe('the tracker line as the portal reads it', () => {
  it('carries ISO dates, the days left and the timeline with each message', () => {
    expect(reshapeServiceRequest(line())).toEqual({
      srNumber: '12345678',
      subject: 'Premium Payment',
      title: 'Premium Payment',
      policyNo: '10000001',
      status: 'Open',
      category: 'QUERY',
      queryType: 'Premium Payment',
      raisedOn: '2026-11-20',
      dueDate: '2026-11-27',
      daysLeft: 4,
      isOpen: true,
      documentAsk: null,
      timeline: [{ status: 'Open', at: '2026-11-20T10:15:30', message: 'Your request SR 12345678 has been registered.' }],
      complaint: null,
    });
  });

  it('keeps no days left once final, no ask that is blank, and no date that does not exist', () => {
    const r = reshapeServiceRequest(
      line({ srStatus: 'Closed', isOpen: false, daysLeft: 3, documentAsk: '  ', dueDate: '31/02/2026' }),
    );
    expect(r).toMatchObject({ daysLeft: null, documentAsk: null, dueDate: null });
  });

  it('reads a mandate by its UMRN, without a promised day', () => {
    const r = reshapeServiceRequest(
      line({
        srNumber: 'BDSK1234567890123456',
        category: 'MANDATE',
        srStatus: 'Active',
        dueDate: null,
        daysLeft: null,
        isOpen: false,
      }),
    );
    expect(requestNumberLabel(r)).toBe('UMRN BDSK1234567890123456');
    expect(requestNumberLabel(reshapeServiceRequest(line()))).toBe('SR 12345678');
    expect(dueWording(r)).toBeNull();
  });
});

describe('time against the promise', () => {
  it.each([
    [7, 'left', 7],
    [1, 'left', 1],
    [0, 'today', 0],
    [-1, 'late', 1],
    [-12, 'late', 12],
  ] as const)('%i days → %s %i', (daysLeft, key, count) => {
    expect(dueWording({ isOpen: true, daysLeft })).toEqual({ key, count });
  });

  it.each([
    [7, '7 days left'],
    [1, '1 day left'],
    [0, 'Due today'],
    [-1, '1 day late'],
  ])('reads %i days as "%s" in English', (daysLeft, words) => {
    const t = createTranslator({ locale: 'en', messages: en, namespace: 'serviceRequest.item' });
    const due = dueWording({ isOpen: true, daysLeft });
    expect(due && t(due.key, { count: due.count })).toBe(words);
  });

  it('says nothing once the request is final', () => {
    expect(dueWording({ isOpen: false, daysLeft: null })).toBeNull();
    expect(dueWording({ isOpen: false, daysLeft: -3 })).toBeNull();
  });
});

describe('tabs and filters from the address bar', () => {
  it('opens the tracker unless NEW_SR is asked for', () => {
    expect(tabFromQuery(undefined)).toBe('SR');
    expect(tabFromQuery('SR')).toBe('SR');
    expect(tabFromQuery('new_sr')).toBe('NEW_SR');
    expect(tabFromQuery('anything')).toBe('SR');
  });

  it('takes a policy number and a known status, and ignores anything else', () => {
    expect(filtersFromQuery({ policy: '10000001', status: 'in progress' })).toEqual({
      policy: '10000001',
      status: 'In Progress',
    });
    expect(filtersFromQuery({ policy: '1000', status: 'Lost' })).toEqual({ policy: null, status: null });
    expect(filtersFromQuery({ policy: ['20000001', '10000001'], status: ['Closed'] })).toEqual({
      policy: '20000001',
      status: 'Closed',
    });
  });

  it('writes the filters back into the tracker’s address', () => {
    expect(trackerHref({ policy: null, status: null })).toBe('/service-request?tab=SR');
    expect(trackerHref({ policy: '10000001', status: 'In Progress' })).toBe(
      '/service-request?tab=SR&policy=10000001&status=In+Progress',
    );
  });

  const list = [
    reshapeServiceRequest(line({ srNumber: '11111111', srPolicyNo: '10000001', srStatus: 'Open' })),
    reshapeServiceRequest(line({ srNumber: '22222222', srPolicyNo: '20000001', srStatus: 'Closed', isOpen: false })),
    reshapeServiceRequest(line({ srNumber: '33333333', srPolicyNo: null, srStatus: 'In Progress' })),
    reshapeServiceRequest(line({ srNumber: '44444444', srPolicyNo: '10000001', srStatus: 'Closed', isOpen: false })),
  ];

  it('narrows by policy, by status, and by both', () => {
    const numbers = (f: Parameters<typeof filterRequests>[1]) => filterRequests(list, f).map((r) => r.srNumber);
    expect(numbers({ policy: null, status: null })).toEqual(['11111111', '22222222', '33333333', '44444444']);
    expect(numbers({ policy: '10000001', status: null })).toEqual(['11111111', '44444444']);
    expect(numbers({ policy: null, status: 'Closed' })).toEqual(['22222222', '44444444']);
    expect(numbers({ policy: '10000001', status: 'Closed' })).toEqual(['44444444']);
  });

  it('offers the policies and statuses present, in order, and always the chosen one', () => {
    expect(policyOptions(list, null)).toEqual(['10000001', '20000001']);
    expect(policyOptions(list, '30000001')).toEqual(['10000001', '20000001', '30000001']);
    expect(statusOptions(list, null)).toEqual(['Open', 'In Progress', 'Closed']);
    expect(statusOptions(list, 'Paid')).toEqual(['Open', 'In Progress', 'Closed', 'Paid']);
  });
});
