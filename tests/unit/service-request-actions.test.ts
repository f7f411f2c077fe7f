import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '@/lib/server/errors';
import { callAction } from './action-call';
import { resetStubCore, sent, upstreamPolicy } from './stub-core';

vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { raiseQueryAction, answerDocumentAskAction } = await import('@/features/service-request/actions');

const query = {
  policyNumber: '10000001',
  queryType: 'PREMIUM_PAYMENT',
  description: '  My premium was debited twice.  ',
  attachment: null,
};
const file = { documentId: 'D'.repeat(20), fileName: 'statement.pdf' };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resetStubCore({
    getCustomerPolicyDetails: () => [upstreamPolicy('10000001', 'IF')],
    raiseQuery: () => ({ serviceRequestId: '87654321' }),
    documents: (body) => ({ srNumber: body.srNumber, srStatus: 'In Progress' }),
  });
});

describe('raiseQueryAction', () => {
  it('raises the query on the customer’s own policy, trimmed, with its attachment by id', async () => {
    expect(await callAction(raiseQueryAction, { ...query, attachment: file })).toEqual({
      ok: true,
      data: { serviceRequestId: '87654321' },
    });
    expect(sent.at(-1)).toEqual({
      path: 'raiseQuery',
      body: expect.objectContaining({
        clientId: 'C1000001',
        policyNumber: '10000001',
        queryType: 'PREMIUM_PAYMENT',
        description: 'My premium was debited twice.',
        attachment: { documentId: file.documentId },
      }),
    });
  });

  it('refuses someone else’s policy before the core hears of the query', async () => {
    expect(await callAction(raiseQueryAction, { ...query, policyNumber: '40000001' })).toEqual({
      ok: false,
      message: 'Please select a policy',
    });
    expect(sent.map((c) => c.path)).toEqual(['getCustomerPolicyDetails']);
  });

  it('passes the core’s duplicate refusal on in its words', async () => {
    resetStubCore({
      getCustomerPolicyDetails: () => [upstreamPolicy('10000001', 'IF')],
      raiseQuery: () => new UpstreamError('You have already raised this request.', 400),
    });
    expect(await callAction(raiseQueryAction, query)).toEqual({ ok: false, message: 'You have already raised this request.' });
  });

  it('judges a tampered form by the same schema', async () => {
    expect(await callAction(raiseQueryAction, { ...query, description: 'x'.repeat(1001) })).toEqual({
      ok: false,
      message: 'Please describe your request in at most 1,000 characters.',
    });
    expect(sent).toEqual([]);
  });
});

describe('answerDocumentAskAction', () => {
  it('sends the uploaded file to the request and answers its new status', async () => {
    expect(await callAction(answerDocumentAskAction, { srNumber: '12345678', file })).toEqual({
      ok: true,
      data: { srNumber: '12345678', status: 'In Progress' },
    });
    expect(sent.at(-1)?.body).toMatchObject({ srNumber: '12345678', documents: [{ documentId: file.documentId }] });
  });

  it('asks for the file before anything is sent', async () => {
    expect(await callAction(answerDocumentAskAction, { srNumber: '12345678', file: null })).toEqual({
      ok: false,
      message: 'Please upload a file',
    });
    expect(sent).toEqual([]);
  });
});
