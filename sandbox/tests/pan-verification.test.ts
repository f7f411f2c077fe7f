import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, profile } from '@portal/contracts';
import type { Document } from '@portal/contracts/uploads';
import type { LoginTokens } from './support/client';
import { jpeg, pdf, text, tiff } from './support/files';
import { AARAV, PAN, PRIYA } from './support/fixtures';
import { approve, bad, DUPLICATE, profileOf } from './support/profile';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

const verify = (panNumber: string, who = aarav) => t.call(who, profile.verifyPan, { panNumber });
const update = (panNumber: string, o: { isPanVerify?: boolean; documents?: Document[]; who?: LoginTokens } = {}) => {
  const who = o.who ?? aarav;
  return t.call(who, profile.updatePan, {
    customerId: who.clientId,
    panNumber,
    isPanVerify: o.isPanVerify ?? false,
    ...(o.documents ? { documents: o.documents } : {}),
  });
};
const dataOf = (res: { envelope?: { data?: unknown } }) => profile.updatePan.data.parse(res.envelope?.data);
const NOT_VERIFIED = bad('Your PAN has not verified via the issuer. Please proceed to upload the proof');
const PROOF = bad('Please upload proof of your PAN.');

beforeAll(async () => {
  t = await startTestSandbox('pan-verification');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('verify/pan (the issuer)', () => {
  it('verifies a person’s PAN whose 5th character is the surname’s initial', async () => {
    expect((await verify(PAN.aarav)).envelope).toEqual({
      code: 200,
      message: 'Your PAN has been verified successfully. Please submit the request to proceed further',
      data: { isVerify: true, nameMatch: true },
    });
  });

  it('verifies another person’s initial with a name mismatch', async () => {
    expect((await verify(PAN.mismatch)).envelope).toEqual({
      code: 200,
      message: "Your PAN has been verified but name doesn't match.",
      data: { isVerify: true, nameMatch: false },
    });
    // Priya Nair: N is her initial, S is not.
    expect((await verify('BKLPN7421Q', priya)).envelope?.data).toEqual({ isVerify: true, nameMatch: true });
    expect((await verify(PAN.aarav, priya)).envelope?.data).toEqual({ isVerify: true, nameMatch: false });
  });

  it('does not verify anything but a person’s PAN, and checks the format first', async () => {
    expect((await verify(PAN.company)).envelope).toEqual(NOT_VERIFIED);
    expect((await verify('ABCHS1234F')).envelope).toEqual(NOT_VERIFIED);
    for (const pan of ['abcps1234f', 'ABCPS1234', 'ABCPS12345', 'ABCP51234F', '']) {
      expect((await verify(pan)).envelope, pan).toEqual(bad('Please Enter a Valid PAN Number'));
    }
  });
});

describe('update/pan', () => {
  it('needs proof when the issuer does not verify the PAN with the customer’s name, whatever the portal says', async () => {
    expect((await update(PAN.company)).envelope).toEqual(PROOF);
    expect((await update(PAN.company, { isPanVerify: true })).envelope).toEqual(PROOF);
    expect((await update(PAN.mismatch, { isPanVerify: true })).envelope).toEqual(PROOF);
    expect((await update(PAN.company, { documents: [text('pan.pdf')] })).envelope).toEqual(
      bad('File type not allowed. Only .png, .jpeg, .jpg, .tiff and .pdf are allowed.'),
    );
    expect((await update('ABCPS123')).envelope).toEqual(bad('Please Enter a Valid PAN Number'));
    expect((await update(PAN.priya, { documents: [pdf()] })).envelope).toEqual(
      bad('This PAN is registered with another customer.'),
    );
    const other = await t.call(aarav, profile.updatePan, { customerId: PRIYA.clientId, panNumber: PAN.aarav, isPanVerify: true });
    expect(other.envelope).toEqual(bad('Invalid request.'));
  });

  let proofSr = '';
  it('takes an unverified PAN with proof for the back office', async () => {
    const res = await update(PAN.mismatch, { documents: [tiff('pan.tiff'), jpeg('pan-back.jpg')] });
    expect(dataOf(res).isSTPRequest).toBe(false);
    proofSr = dataOf(res).serviceRequestId;
    expect(await profileOf(t, aarav)).toMatchObject({ maskedPan: null, panVerified: false });
    // A second request is refused before its documents are even read.
    expect((await update(PAN.aarav, { documents: [text()] })).envelope).toEqual(DUPLICATE);
  });

  it('records the PAN once approved, as verified', async () => {
    expect((await approve(t, proofSr)).status).toBe(200);
    expect(await profileOf(t, aarav)).toMatchObject({ maskedPan: 'XXXXXX234F', panVerified: true });
    expect((await update(PAN.mismatch, { documents: [pdf()] })).envelope).toEqual(
      bad('This PAN is already registered with your profile.'),
    );
  });

  it('goes straight through for a PAN the issuer verifies with the customer’s name', async () => {
    const res = await update(PAN.aarav, { isPanVerify: true });
    expect(dataOf(res)).toMatchObject({ isSTPRequest: true });
    const sr = dataOf(res).serviceRequestId;
    expect(await profileOf(t, aarav)).toMatchObject({ maskedPan: 'XXXXXX234F', panVerified: true });
    const mine = await t.data(aarav, documents.trackServiceRequests, {});
    expect(mine.find((r) => r.srNumber === sr)).toMatchObject({ srSubject: 'PAN Update Request', srStatus: 'Closed' });
    const texts = (await t.client.outbox())
      .filter((m) => m.channel === 'sms')
      .slice(0, 2)
      .map((m) => m.text);
    expect(texts).toEqual([
      `Your request SR ${sr} (PAN Update Request) has been approved and completed.`,
      `Your PAN Update Request SR ${sr} is received. We will respond within 7 days.`,
    ]);
    // The PAN is never on the wire in full.
    expect(JSON.stringify(await profileOf(t, aarav))).not.toContain(PAN.aarav);
  });
});
