import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacy, profile, serviceRequests, user } from '@portal/contracts';
import { dbFile } from '../store/db';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { approve, bad, DUPLICATE, newestOtp } from './support/profile';
import { actualTexts, readPdf } from './support/read-pdf';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

type RequestType = privacy.RightsRequest;
const NOMINEE = { name: 'Meera Sharma', relationship: 'Spouse', mobile: '9811122233' } as const;

async function token(who: LoginTokens, requestType: RequestType): Promise<string> {
  await t.client.clearOtpLimits();
  const { clientId } = who;
  const { transactionId } = await t.data(who, privacy.privacyOtp, { clientId, requestType });
  const otp = await newestOtp(t);
  return (await t.data(who, privacy.validatePrivacyOtp, { clientId, requestType, transactionId, otp })).srRequestToken;
}
const raise = async (who: LoginTokens, requestType: RequestType, nominee?: typeof NOMINEE) =>
  t.call(who, privacy.raiseRightsRequest, {
    clientId: who.clientId,
    requestType,
    srRequestToken: await token(who, requestType),
    ...(nominee ? { nominee } : {}),
  });
const centre = (who: LoginTokens) => t.data(who, privacy.getPrivacyCentre, { clientId: who.clientId });
const download = (who: LoginTokens, copyId: string, format: 'JSON' | 'PDF' = 'JSON') =>
  t.call(who, privacy.downloadDataCopy, { clientId: who.clientId, copyId, format });

beforeAll(async () => {
  t = await startTestSandbox('privacy-centre', { privacyResponseDays: 30 });
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('privacy centre', () => {
  it('shows the seeded consents, withdraws one at once and records it, and refuses a second withdrawal', async () => {
    const before = await centre(aarav);
    expect(before.consents.find((c) => c.purpose === 'MARKETING_SMS')).toMatchObject({ given: true, withdrawnAt: null });
    expect(before.consents.find((c) => c.purpose === 'PAPERLESS')?.given).toBe(false);

    await t.data(aarav, privacy.withdrawConsent, { clientId: aarav.clientId, purpose: 'MARKETING_SMS' });
    const after = await centre(aarav);
    expect(after.consents.find((c) => c.purpose === 'MARKETING_SMS')).toMatchObject({ given: false, givenAt: null });
    expect(after.history[0]).toMatchObject({ event: 'CONSENT_WITHDRAWN', subject: 'MARKETING_SMS' });
    expect((await t.client.outbox())[1]?.text).toBe(
      'We have recorded the withdrawal of your consent for marketing messages by SMS. It applies from now.',
    );
    const again = await t.call(aarav, privacy.withdrawConsent, { clientId: aarav.clientId, purpose: 'MARKETING_SMS' });
    expect(again.envelope).toEqual(bad('This consent is not on record, so there is nothing to withdraw.'));
  });

  it('keeps its record append-only: the database itself refuses an UPDATE or DELETE', () => {
    const db = new Database(dbFile(t.dataDir));
    try {
      expect(() => db.prepare("UPDATE privacy_log SET event = 'CONSENT_GIVEN'").run()).toThrow(/append-only/);
      expect(() => db.prepare('DELETE FROM privacy_log').run()).toThrow(/append-only/);
      expect((db.prepare('SELECT count(*) AS n FROM privacy_log').get() as { n: number }).n).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it('withdrawing paperless statements turns Go Green off: one truth', async () => {
    const sr = (await t.data(aarav, profile.goGreenRegistration, { clientId: aarav.clientId })).serviceRequestId;
    await approve(t, sr);
    expect((await centre(aarav)).consents.find((c) => c.purpose === 'PAPERLESS')?.given).toBe(true);
    await t.data(aarav, privacy.withdrawConsent, { clientId: aarav.clientId, purpose: 'PAPERLESS' });
    expect((await t.data(aarav, user.profileDetails, {})).goGreenFlag).toBe('N');
  });

  // Drawing a Hindi PDF loads the Devanagari face: seconds on a busy machine.
  it('prepares a copy as JSON and PDF, downloadable for 7 days by its owner only', async () => {
    const res = await raise(priya, 'DATA_COPY');
    const raised = privacy.raiseRightsRequest.data.parse(res.envelope?.data);
    expect(raised.copyId).toBeTruthy();
    const copyId = raised.copyId as string;
    const json = privacy.downloadDataCopy.data.parse((await download(priya, copyId)).envelope?.data);
    const content = JSON.parse(Buffer.from(json.documentBase64, 'base64').toString()) as { customer: { clientId: string } };
    expect(content.customer.clientId).toBe(PRIYA.clientId);
    const pdf = privacy.downloadDataCopy.data.parse((await download(priya, copyId, 'PDF')).envelope?.data);
    expect(Buffer.from(pdf.documentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    // Another customer's copy reads as not found; another copy while this one lives is a duplicate.
    expect((await download(aarav, copyId)).envelope).toEqual({ code: 404, message: 'This copy of your data was not found.' });
    const dup = await t.call(priya, privacy.privacyOtp, { clientId: priya.clientId, requestType: 'DATA_COPY' });
    expect(dup.envelope?.code).toBe(400);
    expect(dup.envelope?.message).toMatch(/^A copy of your data is already ready to download until \d{2}\/\d{2}\/\d{4}\.$/);

    // In the page's language: the refusal and the PDF's words.
    const hindi = await t.client.call(
      privacy.privacyOtp,
      { sessionId: priya.sessionId, clientId: priya.clientId, requestType: 'DATA_COPY' },
      { token: priya.accessToken, language: 'hi' },
    );
    expect(hindi.envelope?.message).toMatch(/^आपके डेटा की एक प्रति \d{2}\/\d{2}\/\d{4} तक डाउनलोड के लिए पहले से तैयार है।$/);
    const hindiPdf = await t.client.call(
      privacy.downloadDataCopy,
      { sessionId: priya.sessionId, clientId: priya.clientId, copyId, format: 'PDF' },
      { token: priya.accessToken, language: 'hi' },
    );
    const hindiFile = Buffer.from(privacy.downloadDataCopy.data.parse(hindiPdf.envelope?.data).documentBase64, 'base64');
    expect((await readPdf(hindiFile)).totalPages).toBeGreaterThan(0);
    expect(actualTexts(hindiFile).join(' ')).toContain('आपके व्यक्तिगत डेटा का सारांश');

    t.advanceDays(6);
    priya = await t.client.login(PRIYA.mobile);
    expect((await download(priya, copyId)).envelope?.code).toBe(200);
    t.advanceDays(1);
    priya = await t.client.login(PRIYA.mobile);
    expect((await download(priya, copyId)).envelope).toEqual({
      code: 422,
      message: 'This download has expired: copies can be downloaded for 7 days. Please request a new copy.',
    });
    expect((await centre(priya)).copies[0]?.expired).toBe(true);
  }, 30_000);

  it('raises erasure and nomination as tracked requests due in the configured days, and refuses a duplicate before the OTP', async () => {
    aarav = await t.client.login(AARAV.mobile);
    const erasure = privacy.raiseRightsRequest.data.parse((await raise(aarav, 'ERASURE')).envelope?.data);
    const nominee = privacy.raiseRightsRequest.data.parse((await raise(aarav, 'NOMINATION', NOMINEE)).envelope?.data);
    const tracker = await t.data(aarav, serviceRequests.trackServiceRequests, {});
    const entry = tracker.find((r) => r.srNumber === erasure.srNumber);
    expect(entry).toMatchObject({ srSubject: 'Personal Data Erasure Request', daysLeft: 30, isOpen: true });
    expect(tracker.some((r) => r.srNumber === nominee.srNumber)).toBe(true);

    const dup = await t.call(aarav, privacy.privacyOtp, { clientId: aarav.clientId, requestType: 'ERASURE' });
    expect(dup.envelope).toEqual(DUPLICATE);
    const open = (await centre(aarav)).openRequests.map((r) => r.type).sort();
    expect(open).toEqual(['ERASURE', 'NOMINATION']);
    expect((await centre(aarav)).history.filter((h) => h.event === 'REQUEST_RAISED')).toHaveLength(2);
  });

  it('an approved erasure withdraws the marketing consents still given, against the request, and deletes prepared copies', async () => {
    const copy = privacy.raiseRightsRequest.data.parse((await raise(aarav, 'DATA_COPY')).envelope?.data);
    const before = await centre(aarav);
    const erasure = before.openRequests.find((r) => r.type === 'ERASURE');
    const given = (c: typeof before) => c.consents.filter((x) => x.given).map((x) => x.purpose);
    expect(given(before)).toEqual(expect.arrayContaining(['MARKETING_EMAIL', 'MARKETING_WHATSAPP', 'EKYC']));

    await approve(t, erasure?.srNumber as string);
    const after = await centre(aarav);
    // Marketing goes; the e-KYC consent stays with the KYC record the law keeps.
    expect(given(after)).toEqual(['EKYC']);
    const withdrawn = after.history.filter((h) => h.event === 'CONSENT_WITHDRAWN' && h.srNumber === erasure?.srNumber);
    expect(withdrawn.map((h) => h.subject).sort()).toEqual(['MARKETING_EMAIL', 'MARKETING_WHATSAPP']);
    expect(after.copies).toEqual([]);
    expect((await download(aarav, copy.copyId as string)).envelope?.code).toBe(404);
  });

  it('refuses a token of another request type, and a nomination without a way to reach the nominee', async () => {
    const tok = await token(priya, 'ERASURE');
    const wrong = await t.call(priya, privacy.raiseRightsRequest, {
      clientId: priya.clientId,
      requestType: 'NOMINATION',
      srRequestToken: tok,
      nominee: NOMINEE,
    });
    expect(wrong.envelope).toEqual(bad('Your OTP verification is no longer valid. Please verify with a new OTP.'));
    expect(privacy.nomineeInput.safeParse({ name: 'Meera', relationship: 'Spouse' }).success).toBe(false);
    expect(privacy.nomineeInput.safeParse({ name: 'Meera', relationship: 'Spouse', mobile: '12345' }).success).toBe(false);
  });
});
