import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isPanVerified,
  needsPanProof,
  normalisePan,
  PAN_MESSAGES,
  panTypingProblem,
} from '@/features/manage-profile/pan/pan-rules';
import { panFormSchema } from '@/features/manage-profile/pan/pan-schema';
import { UpstreamError } from '@/lib/server/errors';
import { callAction } from './action-call';
import { core, resetStubCore, sent } from './stub-core';
import { english } from './english-text';

/* 'Edit Pan Card': the SPEC §5 rule and its two messages, the SPEC §4 state, and the actions against a stubbed core. */
vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
}));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { updatePanAction, verifyPanAction } = await import('@/features/manage-profile/pan/actions');

const PROOF = { documentId: 'pan_0123456789abcdef', fileName: 'pan.pdf' };
const valid = { panNumber: 'ABCPS1234F', panCheck: 'verified', proof: null, consent: true };

describe('PAN rules', () => {
  it('takes what is typed as capitals, without spaces, at most 10', () => {
    expect(normalisePan(' abcps 1234f99')).toBe('ABCPS1234F');
  });

  it.each([
    ['', null],
    ['A', null],
    ['ABCPS', null],
    ['ABCPS12', null],
    ['ABCPS1234F', null],
    ['ABC1', PAN_MESSAGES.typing],
    ['1', PAN_MESSAGES.typing],
    ['ABCPSX', PAN_MESSAGES.typing],
    ['ABCPS12345', PAN_MESSAGES.typing],
  ])('while typing %j: %s', (typed, message) => {
    expect(panTypingProblem(typed)).toBe(message);
  });

  it('null before a check, then what the issuer said (SPEC §4); proof unless verified in the name', () => {
    expect([null, 'verified', 'mismatch', 'unverified'].map((c) => isPanVerified(c as never))).toEqual([null, true, true, false]);
    expect([null, 'verified', 'mismatch', 'unverified'].map(needsPanProof)).toEqual([false, false, true, true]);
  });

  it('submits with the submit message, the proof and the consent', () => {
    const issues = (input: unknown) => {
      const r = panFormSchema.safeParse(input);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues(valid)).toEqual([]);
    expect(issues({ ...valid, panNumber: 'ABCPS1234' })).toEqual([`panNumber: ${PAN_MESSAGES.submit}`]);
    expect(issues({ ...valid, panCheck: 'unverified', consent: false })).toEqual([
      `consent: ${PAN_MESSAGES.consent}`,
      `proof: ${PAN_MESSAGES.proof}`,
    ]);
    expect(issues({ ...valid, panCheck: 'mismatch', proof: PROOF })).toEqual([]);
    expect(issues({ ...valid, panCheck: null })).toEqual([`panCheck: ${PAN_MESSAGES.notChecked}`]);
  });
});

describe('PAN actions', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // verify/pan and update/pan share their last segment: told apart by the body.
    resetStubCore({
      pan: (body) =>
        'isPanVerify' in body ? { serviceRequestId: '12345678', isSTPRequest: true } : { isVerify: true, nameMatch: true },
    });
  });

  it.each<[string, () => unknown, string]>([
    ['verified in the name', () => ({ isVerify: true, nameMatch: true }), 'verified'],
    ['verified in another name', () => ({ isVerify: true, nameMatch: false }), 'mismatch'],
    [
      'not verified (400)',
      () => new UpstreamError('Your PAN has not verified via the issuer. Please proceed to upload the proof', 400),
      'unverified',
    ],
    ['not verified (1003)', () => new UpstreamError('x', 1003), 'unverified'],
  ])('Verify: %s', async (_, answer, panCheck) => {
    core.pan = answer as never;
    expect(await callAction(verifyPanAction, { panNumber: 'ABCPS1234F' })).toEqual({ ok: true, data: { panCheck } });
    expect(sent).toEqual([{ path: 'pan', body: { sessionId: 'S1', panNumber: 'ABCPS1234F' } }]);
  });

  it('asks the issuer about a PAN only', async () => {
    expect(await callAction(verifyPanAction, { panNumber: 'abcps1234f' })).toEqual({
      ok: false,
      message: english(PAN_MESSAGES.submit),
    });
    expect(sent).toEqual([]);
  });

  it('submits a verified PAN without documents, straight through', async () => {
    expect(await callAction(updatePanAction, { ...valid, proof: PROOF })).toEqual({
      ok: true,
      data: { serviceRequestId: '12345678', straightThrough: true },
    });
    expect(sent[0]?.body).toEqual({ sessionId: 'S1', customerId: 'C1000001', panNumber: 'ABCPS1234F', isPanVerify: true });
  });

  it('refuses an unverified PAN without proof, before the core hears of it', async () => {
    expect(await callAction(updatePanAction, { ...valid, panCheck: 'unverified' })).toEqual({
      ok: false,
      message: english(PAN_MESSAGES.proof),
    });
    expect(await callAction(updatePanAction, { ...valid, consent: false })).toEqual({
      ok: false,
      message: english(PAN_MESSAGES.consent),
    });
    expect(sent).toEqual([]);
  });

  it("shows the core's refusal, e.g. the duplicate", async () => {
    core.pan = () => new UpstreamError('You have already raised this request.', 400);
    expect(await callAction(updatePanAction, valid)).toEqual({ ok: false, message: 'You have already raised this request.' });
  });

  it('sends the proof by id with a PAN that needs it', async () => {
    await callAction(updatePanAction, { ...valid, panCheck: 'mismatch', proof: PROOF });
    expect(sent[0]?.body).toMatchObject({ isPanVerify: true, documents: [{ documentId: PROOF.documentId }] });
    await callAction(updatePanAction, { ...valid, panCheck: 'unverified', proof: PROOF });
    expect(sent[1]?.body).toMatchObject({ isPanVerify: false, documents: [{ documentId: PROOF.documentId }] });
  });
});
