import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR as GENERIC_ERROR_KEY, INVALID_OTP as INVALID_OTP_KEY } from '@/lib/constants';
import { TechnicalError, UpstreamError } from '@/lib/server/errors';
import { AADHAAR_MESSAGES } from '@/features/manage-profile/aadhaar/aadhaar-rules';
import { callAction } from './action-call';
import { core, resetStubCore, sent } from './stub-core';
import { english } from './english-text';

// What the screen shows for each of the portal's own failures (SPEC §8).
const GENERIC_ERROR = english(GENERIC_ERROR_KEY);
const INVALID_OTP = english(INVALID_OTP_KEY);

/*
 * 'Update Aadhaar' against a stubbed core: what reaches the identity authority, the authority's
 * refusals coming back as data for the dialogs (never as an error toast), and nothing sent for a
 * form the browser should have refused.
 */
/** What the actions wrote into the session since sign-in (the dashboard's e-KYC reminder). */
const remembered: Array<Record<string, unknown>> = [];
vi.mock('@/lib/server/session', () => ({
  requireAuth: async () => ({ sessionId: 'S1', clientId: 'C1000001', accessToken: 't', source: 'CP', embedded: false }),
  rememberInSession: async (change: Record<string, unknown>) => void remembered.push(change),
}));
vi.mock('@/lib/server/data/as-customer', () => import('./stub-core'));

const { sendAadhaarOtpAction, submitAadhaarProofAction, verifyAadhaarOtpAction } =
  await import('@/features/manage-profile/aadhaar/actions');

const form = {
  verificationType: 'uidai',
  kycType: 'aadhar',
  aadhaarNo: '2345 6789 0124',
  consent: true,
  front: null,
  back: null,
};
const FRONT = { documentId: 'front_0123456789abcdef', fileName: 'front.jpg' };
const BACK = { documentId: 'back_0123456789abcdefg', fileName: 'back.pdf' };
const proofForm = { ...form, verificationType: 'proof', front: FRONT, back: BACK };
const SENT = { txn: 'TXN1', maskedMobile: '9876XXXX10', resendAfterSeconds: 30, expiresInSeconds: 600 };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  remembered.length = 0;
  resetStubCore({
    Ekyc: () => ({ showAlert: false, kycStatus: 'COMPLETED' }),
    'send-otp': () => SENT,
    'verify-otp': () => ({ isSTPRequest: true, srNumber: '12345678' }),
    update: () => ({ serviceRequestId: '87654321' }),
  });
});

describe('sendAadhaarOtpAction', () => {
  it('sends the bare digits with consent, as an Aadhaar or a VID', async () => {
    expect(await callAction(sendAadhaarOtpAction, { form })).toEqual({ ok: true, data: { status: 'sent', ...SENT } });
    await callAction(sendAadhaarOtpAction, { form: { ...form, kycType: 'vid', aadhaarNo: '9876 5432 1012 3457' }, txn: 'TXN1' });
    expect(sent.map((c) => c.body)).toEqual([
      {
        sessionId: 'S1',
        clientId: 'C1000001',
        aadhaarNo: '234567890124',
        identifier: 'AADHAAR',
        featureType: 'UPDATE_AADHAAR',
        aadhaarConsent: true,
      },
      {
        sessionId: 'S1',
        clientId: 'C1000001',
        aadhaarNo: '9876543210123457',
        identifier: 'VID',
        featureType: 'UPDATE_AADHAAR',
        aadhaarConsent: true,
        txn: 'TXN1',
      },
    ]);
  });

  it.each([1003, 1004])('hands the authority’s %i back as data, for its dialog', async (code) => {
    core['send-otp'] = () => new UpstreamError('the authority says no', code);
    expect(await callAction(sendAadhaarOtpAction, { form })).toEqual({ ok: true, data: { status: 'refused', code } });
  });

  it("shows the core's other refusals, and the technical message, as usual", async () => {
    core['send-otp'] = () => new UpstreamError('You have already raised this request.', 400);
    expect(await callAction(sendAadhaarOtpAction, { form })).toEqual({
      ok: false,
      message: 'You have already raised this request.',
    });
    core['send-otp'] = () => new TechnicalError('timeout');
    expect((await callAction(sendAadhaarOtpAction, { form })).ok).toBe(false);
  });

  it.each<[string, unknown, string]>([
    ['no consent', { form: { ...form, consent: false } }, english(AADHAAR_MESSAGES.consent)],
    ['a wrong check digit', { form: { ...form, aadhaarNo: '2345 6789 0123' } }, english(AADHAAR_MESSAGES.checksum)],
    ['letters', { form: { ...form, aadhaarNo: '2345 67x9 0124' } }, english(AADHAAR_MESSAGES.digits)],
    ['11 digits', { form: { ...form, aadhaarNo: '2345 6789 012' } }, english(AADHAAR_MESSAGES.length)],
    ['the proof way', { form: proofForm }, GENERIC_ERROR],
    ['nothing', undefined, GENERIC_ERROR],
  ])('sends nothing for %s', async (_, input, message) => {
    const result = await callAction(sendAadhaarOtpAction, input);
    expect(result.ok).toBe(false);
    if (message !== GENERIC_ERROR) expect(result).toEqual({ ok: false, message });
    expect(sent).toEqual([]);
  });
});

describe('verifyAadhaarOtpAction', () => {
  const input = { form, txn: 'TXN1', otp: '123456' };

  it('completes e-KYC with the number the form named', async () => {
    expect(await callAction(verifyAadhaarOtpAction, input)).toEqual({
      ok: true,
      data: { status: 'verified', srNumber: '12345678', ekycCompleted: true },
    });
    expect(sent[0]?.body).toEqual({
      sessionId: 'S1',
      clientId: 'C1000001',
      aadhaarNo: '234567890124',
      identifier: 'AADHAAR',
      txnId: 'TXN1',
      otp: '123456',
    });
    // The dashboard stops reminding at once, not from the next sign-in.
    expect(remembered).toEqual([{ ekycReminder: false }]);
  });

  it('forgets the reminder when the core cannot say, so the dashboard asks it each time', async () => {
    core.Ekyc = () => new TechnicalError('timeout');
    expect((await callAction(verifyAadhaarOtpAction, input)).ok).toBe(true);
    expect(remembered).toEqual([{ ekycReminder: undefined }]);
  });

  it('hands a refused OTP back as data, and passes the OTP limits on', async () => {
    core['verify-otp'] = () => new UpstreamError('unsuccessful', 1003);
    expect(await callAction(verifyAadhaarOtpAction, input)).toEqual({ ok: true, data: { status: 'refused', code: 1003 } });
    expect(remembered).toEqual([]);
    core['verify-otp'] = () => new UpstreamError('Too many attempts. Please try again after 15 minutes.', 429);
    expect(await callAction(verifyAadhaarOtpAction, input)).toEqual({
      ok: false,
      message: 'Too many attempts. Please try again after 15 minutes.',
    });
  });

  it("checks the OTP's shape first: 'Invalid OTP'", async () => {
    expect(await callAction(verifyAadhaarOtpAction, { ...input, otp: '12345' })).toEqual({ ok: false, message: INVALID_OTP });
    expect(sent).toEqual([]);
  });
});

describe('submitAadhaarProofAction', () => {
  it('needs both sides, and the proof way', async () => {
    expect((await callAction(submitAadhaarProofAction, { ...proofForm, back: null })).ok).toBe(false);
    expect((await callAction(submitAadhaarProofAction, { ...form, front: FRONT, back: BACK })).ok).toBe(false);
    expect(sent).toEqual([]);
  });

  it('names the uploaded files by id, front then back', async () => {
    expect(await callAction(submitAadhaarProofAction, proofForm)).toEqual({ ok: true, data: { serviceRequestId: '87654321' } });
    expect(sent[0]?.body).toEqual({
      sessionId: 'S1',
      aadharNumber: '234567890124',
      documents: [{ documentId: FRONT.documentId }, { documentId: BACK.documentId }],
    });
    // A request in review: no more reminding.
    expect(remembered).toEqual([{ ekycReminder: false }]);
  });
});
