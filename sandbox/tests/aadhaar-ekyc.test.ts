import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS } from '@portal/contracts/constants';
import { documents, kyc } from '@portal/contracts';
import type { Document } from '@portal/contracts/uploads';
import { dbFile } from '../store/db';
import type { LoginTokens } from './support/client';
import { jpeg, pdf, png } from './support/files';
import { AADHAAR, AARAV, PRIYA } from './support/fixtures';
import { approve, bad, DUPLICATE, newestOtp, profileOf } from './support/profile';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

type Id = 'AADHAAR' | 'VID';
const send = (aadhaarNo: string, o: { identifier?: Id; aadhaarConsent?: boolean; txn?: string } = {}) =>
  t.call(aarav, kyc.aadhaarSendOtp, {
    clientId: aarav.clientId,
    aadhaarNo,
    featureType: 'UPDATE_AADHAAR',
    identifier: o.identifier ?? 'AADHAAR',
    aadhaarConsent: o.aadhaarConsent ?? true,
    ...(o.txn ? { txn: o.txn } : {}),
  });
const verify = (aadhaarNo: string, txnId: string, otp: string, identifier: Id = 'AADHAAR') =>
  t.call(aarav, kyc.aadhaarVerifyOtp, { clientId: aarav.clientId, aadhaarNo, txnId, otp, identifier });
const proof = (aadharNumber: string, docs: Document[] = [jpeg('front.jpg'), pdf('back.pdf')]) =>
  t.call(aarav, kyc.updateAadhaarProof, { aadharNumber, documents: docs });
const txnOf = (res: { envelope?: { data?: unknown } }) => kyc.aadhaarSendOtp.data.parse(res.envelope?.data).txn;
const alert = (who: LoginTokens) => t.data(who, kyc.ekycNotification, {});
const outboxSize = async () => (await t.client.outbox()).length;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const VALIDATION_FAILED = {
  code: 1003,
  message: 'Aadhaar validation failed. Kindly re-enter your details or upload supporting documents.',
};
const UNREACHABLE = {
  code: 1004,
  message: "We're unable to connect to the identity authority at the moment. Kindly upload proof to proceed.",
};
const OTP_FAILED = {
  code: 1003,
  message: 'Verification with the identity authority was unsuccessful. Please upload proof to continue.',
};

beforeAll(async () => {
  t = await startTestSandbox('aadhaar-ekyc');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
beforeEach(() => t.client.clearOtpLimits());
afterAll(() => t.stop());

describe('e-KYC alert', () => {
  it('shows for a customer whose KYC is pending, not for one whose KYC is complete', async () => {
    expect(await alert(aarav)).toEqual({
      showAlert: true,
      kycStatus: 'PENDING',
      aadharVerifyCompleted: false,
      panVerifyCompleted: false,
    });
    expect(await alert(priya)).toEqual({
      showAlert: false,
      kycStatus: 'COMPLETED',
      aadharVerifyCompleted: true,
      panVerifyCompleted: true,
    });
    expect(await profileOf(t, aarav)).toMatchObject({ aadhaarLast4: null, kycStatus: 'PENDING' });
  });
});

describe('aadhaar/send-otp (the identity authority)', () => {
  it('checks consent and the SPEC rules of the number', async () => {
    expect((await send(AADHAAR.valid, { aadhaarConsent: false })).envelope).toEqual(
      bad('Please accept the terms and conditions'),
    );
    expect((await send('  ')).envelope).toEqual(bad('Please enter aadhar number.'));
    expect((await send('2345 6789 01ab')).envelope).toEqual(bad('Please enter only numeric values'));
    expect((await send('2345 6789 012')).envelope).toEqual(bad('Please enter a valid 12-digit number'));
    expect((await send('2345 6789 01245')).envelope).toEqual(bad('Please enter a valid 12-digit number'));
    expect((await send(AADHAAR.valid, { identifier: 'VID' })).envelope).toEqual(bad('Please enter a valid 16-digit VID'));
    const other = await t.call(aarav, kyc.aadhaarSendOtp, {
      clientId: PRIYA.clientId,
      aadhaarNo: AADHAAR.valid,
      featureType: 'UPDATE_AADHAAR',
      identifier: 'AADHAAR',
      aadhaarConsent: true,
    });
    expect(other.envelope).toEqual(bad('Invalid request.'));
  });

  it('answers the authority’s refusals, 1003 and 1004, and sends no OTP', async () => {
    const before = await outboxSize();
    expect((await send(AADHAAR.refused)).envelope).toEqual(VALIDATION_FAILED);
    expect((await send('9999 4105 7058')).envelope).toEqual(VALIDATION_FAILED);
    expect((await send(AADHAAR.unreachable)).envelope).toEqual(UNREACHABLE);
    expect((await send('9998 0000 0000')).envelope).toEqual(UNREACHABLE);
    expect((await send(AADHAAR.badChecksum)).envelope).toEqual(VALIDATION_FAILED);
    expect((await send(AADHAAR.startsWithOne)).envelope).toEqual(VALIDATION_FAILED);
    expect((await send('9999 0000 0000 1234', { identifier: 'VID' })).envelope).toEqual(VALIDATION_FAILED);
    expect(await outboxSize()).toBe(before);
  });

  it('sends the authority’s OTP to the registered mobile, resends after the wait, under the OTP limits', async () => {
    const res = await send('2345 6789 0124');
    expect(res.envelope).toMatchObject({ code: 200, message: 'OTP generated succesfully' });
    expect(kyc.aadhaarSendOtp.data.parse(res.envelope?.data)).toMatchObject({
      maskedMobile: '9876XXXX10',
      expiresInSeconds: 600,
    });
    const [sms] = await t.client.outbox();
    expect(sms).toMatchObject({ to: AARAV.mobile, channel: 'sms' });
    expect(sms?.text).toBe(
      `Your OTP for Aadhaar verification with the identity authority is ${sms?.otp}. ` +
        'It is valid for 10 minutes. Do not share it with anyone.',
    );
    const txn = txnOf(res);
    expect((await send(AADHAAR.valid, { txn })).envelope).toEqual({
      code: 429,
      message: 'Please wait before requesting a new OTP.',
    });
    t.advanceSeconds(OTP_RESEND_SECONDS);
    expect((await send(AADHAAR.valid2, { txn })).envelope).toEqual(
      bad('This OTP request is no longer valid. Please start again.'),
    );
    expect(txnOf(await send(AADHAAR.valid, { txn }))).toBe(txn);
    // The number's limit for service-request OTPs: 10 sends in 15 minutes.
    for (let i = 0; i < 8; i++) expect((await send(AADHAAR.valid)).envelope?.code).toBe(200);
    expect((await send(AADHAAR.valid)).envelope).toEqual({
      code: 429,
      message: 'Too many attempts. Please try again after 15 minutes.',
    });
  });
});

describe('aadhaar/verify-otp', () => {
  it('answers 1003 for a wrong OTP until the number locks, and refuses another number’s OTP', async () => {
    const txn = txnOf(await send(AADHAAR.valid));
    const otp = await newestOtp(t);
    expect((await verify(AADHAAR.valid2, txn, otp)).envelope).toEqual(
      bad('This OTP is no longer valid. Please request a new OTP.'),
    );
    for (let i = 0; i < 4; i++) expect((await verify(AADHAAR.valid, txn, wrong(otp))).envelope).toEqual(OTP_FAILED);
    expect((await verify(AADHAAR.valid, txn, wrong(otp))).envelope).toEqual({
      code: 429,
      message: 'Too many attempts. Please try again after 15 minutes.',
    });
  });
});

describe('e-KYC the authority cannot complete', () => {
  it('answers 1005 after a right OTP and raises nothing, so the customer can go on with proof', async () => {
    const requests = () => t.data(aarav, documents.trackServiceRequests, {});
    const before = await requests();
    const txn = txnOf(await send('9997 0000 0002'));
    const res = await verify(AADHAAR.ekycIncomplete, txn, await newestOtp(t));
    expect(res.envelope).toEqual({ code: 1005, message: "Ekyc couldn't be completed..." });
    expect(await requests()).toEqual(before);
    expect(await alert(aarav)).toMatchObject({ showAlert: true, kycStatus: 'PENDING', aadharVerifyCompleted: false });
  });
});

describe('Aadhaar update via proof', () => {
  let sr = '';
  it('checks the number, its checksum and both documents', async () => {
    expect((await proof('')).envelope).toEqual(bad('Please enter aadhar number.'));
    expect((await proof('23456789')).envelope).toEqual(bad('Please enter a valid 12-digit number'));
    expect((await proof(AADHAAR.badChecksum)).envelope).toEqual(bad('Please enter a valid Aadhaar number.'));
    expect((await proof(AADHAAR.valid, [jpeg()])).envelope).toEqual(bad('Please upload a file'));
    expect((await proof(AADHAAR.valid, [jpeg(), { fileName: 'back.png', fileContent: '' }])).envelope).toEqual(
      bad('File size empty, please upload a file greater than 0KB.'),
    );
  });

  it('raises the request and puts KYC in review; the authority route is then refused before an OTP', async () => {
    const res = await proof('5432 1098 7652', [jpeg(), png()]);
    sr = kyc.updateAadhaarProof.data.parse(res.envelope?.data).serviceRequestId;
    expect(await alert(aarav)).toMatchObject({ showAlert: false, kycStatus: 'IN_REVIEW', aadharVerifyCompleted: false });
    const before = await outboxSize();
    expect((await send(AADHAAR.valid)).envelope).toEqual(DUPLICATE);
    expect((await proof(AADHAAR.valid)).envelope).toEqual(DUPLICATE);
    expect((await proof(AADHAAR.valid, [])).envelope).toEqual(DUPLICATE);
    expect(await outboxSize()).toBe(before);
  });

  it('completes KYC with the last 4 digits when the back office approves', async () => {
    expect((await approve(t, sr)).status).toBe(200);
    expect(await profileOf(t, aarav)).toMatchObject({ aadhaarLast4: '7652', kycStatus: 'COMPLETED' });
    expect(await alert(aarav)).toMatchObject({ showAlert: false, aadharVerifyCompleted: true });
  });
});

describe('e-KYC through the authority', () => {
  it('completes at once: Aadhaar Card Number Update, straight through, keeping only 4 digits', async () => {
    const txn = txnOf(await send('2345 6789 0124'));
    const res = await verify('234567890124', txn, await newestOtp(t));
    expect(res.envelope).toMatchObject({ code: 200, message: 'Your E-KYC has been successfully completed' });
    const { isSTPRequest, srNumber } = kyc.aadhaarVerifyOtp.data.parse(res.envelope?.data);
    expect(isSTPRequest).toBe(true);
    expect(await profileOf(t, aarav)).toMatchObject({ aadhaarLast4: '0124', kycStatus: 'COMPLETED' });
    const mine = await t.data(aarav, documents.trackServiceRequests, {});
    expect(mine.find((r) => r.srNumber === srNumber)).toMatchObject({
      srSubject: 'Aadhaar Card Number Update',
      srStatus: 'Closed',
    });
    expect((await t.client.outbox())[0]).toMatchObject({
      channel: 'email',
      text: `Your request SR ${srNumber} (Aadhaar Card Number Update) has been approved and completed.`,
    });
    // A used OTP does not complete a second request.
    expect((await verify('234567890124', txn, '000000')).envelope).toEqual(OTP_FAILED);
  });

  it('takes a VID too, keeping its last 4 digits', async () => {
    const txn = txnOf(await send('9876 5432 1012 3457', { identifier: 'VID' }));
    const res = await verify(AADHAAR.vid, txn, await newestOtp(t), 'VID');
    expect(res.envelope?.code).toBe(200);
    expect((await profileOf(t, aarav)).aadhaarLast4).toBe('3457');
  });

  it('never stores a full number', () => {
    const file = dbFile(t.dataDir);
    const stored = [file, `${file}-wal`]
      .map((f) => {
        try {
          return readFileSync(f).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('');
    for (const n of [AADHAAR.valid, AADHAAR.valid2, AADHAAR.vid]) expect(stored.includes(n), n).toBe(false);
  });
});
