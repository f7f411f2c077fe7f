import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, type RequestOf } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { claimDocuments, track, uploaded } from './support/requests';
import { istDay, startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;
const bad = (message: string) => ({ code: 400, message });
type Full = RequestOf<typeof claims.intimateClaim>;
/** The request without sessionId, per claim type. */
type Claim = Full extends infer U ? (U extends unknown ? Omit<U, 'sessionId'> : never) : never;

beforeAll(async () => {
  t = await startTestSandbox('claim-intimation');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

const intimate = (who: LoginTokens, body: Claim) => t.call(who, claims.intimateClaim, body as Omit<Full, 'sessionId'>);
const yesterday = () => istDay(t.now(), -1);
const death = (over: Partial<Extract<Claim, { claimType: 'DEATH' }>> = {}): Claim => ({
  clientId: aarav.clientId,
  policyNumber: '10000003',
  claimType: 'DEATH',
  dateOfDeath: yesterday(),
  causeOfDeath: 'Natural',
  claimantName: 'Aarav Sharma',
  relationship: 'Son',
  claimantMobile: '9876543210',
  claimantEmail: 'aarav.sharma@example.com',
  accountNumber: '123456789012',
  ifsc: 'SBIN0005943',
  documents: [],
  ...over,
});
const illness = (over: Partial<Extract<Claim, { claimType: 'CRITICAL_ILLNESS' }>> = {}): Claim => ({
  clientId: aarav.clientId,
  policyNumber: '20000002',
  claimType: 'CRITICAL_ILLNESS',
  illness: 'Myocardial infarction',
  dateOfDiagnosis: yesterday(),
  hospital: 'Lilavati Hospital, Mumbai',
  intimatedBy: 'SELF',
  documents: [],
  ...over,
});

describe('intimateClaim: who may claim on which policy, and when', () => {
  it('takes a death claim only where the life assured is someone else, critical illness only where it is the customer', async () => {
    expect((await intimate(aarav, death({ policyNumber: '10000001' }))).envelope).toEqual(
      bad('A death claim can be intimated only on a policy whose life assured is someone else.'),
    );
    expect((await intimate(aarav, illness({ policyNumber: '10000003' }))).envelope).toEqual(
      bad('A critical illness claim can be intimated only on a policy that covers you.'),
    );
    expect((await intimate(priya, { ...death(), clientId: priya.clientId })).envelope).toEqual({
      code: 404,
      message: 'Policy not found.',
    });
  });

  it('refuses a date that does not exist, is in the future, or is before the policy began', async () => {
    expect((await intimate(aarav, death({ dateOfDeath: '31/02/2025' }))).envelope).toEqual(
      bad('Please enter a valid date of death'),
    );
    expect((await intimate(aarav, death({ dateOfDeath: istDay(t.now(), 1) }))).envelope).toEqual(
      bad('The date of death cannot be in the future.'),
    );
    // 10000003 began a little over four years ago.
    expect((await intimate(aarav, death({ dateOfDeath: istDay(t.now(), -5 * 366) }))).envelope).toEqual(
      bad('The date of death cannot be before the policy began.'),
    );
    expect((await intimate(aarav, illness({ dateOfDiagnosis: istDay(t.now(), 2) }))).envelope).toEqual(
      bad('The date of diagnosis cannot be in the future.'),
    );
  });

  it('checks the claimant, the bank account and the IFSC against the directory', async () => {
    const cases: Array<[Partial<Extract<Claim, { claimType: 'DEATH' }>>, string]> = [
      [{ claimantName: 'A4rav' }, 'Please enter a valid claimant name'],
      [{ relationship: 'Self' }, 'Please select the relationship with the life assured'],
      [{ claimantMobile: '12345' }, 'Please enter a valid mobile number'],
      [{ claimantEmail: 'not-an-email' }, 'Please Enter a Valid Email'],
      [{ accountNumber: '12AB' }, 'Please enter a valid account number'],
      [{ ifsc: 'SBIN1005943' }, 'Please enter a valid IFSC Code'],
      [{ ifsc: 'ABCD0123456' }, 'Please enter a valid IFSC Code'],
    ];
    for (const [over, message] of cases) expect((await intimate(aarav, death(over))).envelope).toEqual(bad(message));
    expect((await intimate(aarav, illness({ illness: ' ' }))).envelope).toEqual(bad('Please enter the illness'));
    expect((await intimate(aarav, illness({ hospital: '' }))).envelope).toEqual(bad('Please enter the hospital name'));
  });
});

describe('intimateClaim: documents by claim type', () => {
  const deathSet = claims.DEATH_REQUIRED;

  it('refuses a death claim without its documents, naming the first one missing in words', async () => {
    expect((await intimate(aarav, death())).envelope).toEqual(bad('Please upload a file for Claimant Identity Proof'));
    const most = await claimDocuments(
      t,
      aarav,
      deathSet.filter((l) => l !== 'deathCertificate'),
    );
    expect((await intimate(aarav, death({ documents: most }))).envelope).toEqual(
      bad('Please upload a file for Death Certificate'),
    );
  });

  it('needs the FIR, Panchnama or Post-Mortem set only for an accidental death', async () => {
    const docs = await claimDocuments(t, aarav, deathSet);
    expect((await intimate(aarav, death({ causeOfDeath: 'Accidental', documents: docs }))).envelope).toEqual(
      bad('Please upload a file for FIR, Panchnama, Inquest or Post-Mortem Report'),
    );
  });

  it('raises a natural death claim with its documents: Intimated, SMS and email, then refuses the second one', async () => {
    const docs = await claimDocuments(t, aarav, [...deathSet, 'otherDocument']);
    const res = await intimate(aarav, death({ documents: docs }));
    expect(res.envelope?.code).toBe(200);
    const sr = claims.intimateClaim.data.parse(res.envelope?.data).serviceRequestId;
    const text = `Your death claim intimation SR ${sr} on policy 10000003 has been registered. We will respond within 7 days.`;
    const [email, sms] = await t.client.outbox();
    expect(sms).toMatchObject({ to: AARAV.mobile, channel: 'sms', text });
    expect(email).toMatchObject({ to: 'aarav.sharma@example.com', subject: `Claim SR ${sr} intimated`, text });
    expect((await track(t, aarav))[0]).toMatchObject({
      srNumber: sr,
      srSubject: 'Death Claim Intimation',
      srStatus: 'Intimated',
      category: 'CLAIM',
      queryType: 'Death Claim',
      daysLeft: 7,
    });
    const again = await claimDocuments(t, aarav, deathSet);
    expect((await intimate(aarav, death({ documents: again }))).envelope).toEqual(bad('You have already raised this request.'));
    // The claimant here is the customer: nobody else was told.
    expect(
      (await t.client.outbox()).slice(0, 2).filter((m) => m.to !== AARAV.mobile && m.to !== 'aarav.sharma@example.com'),
    ).toEqual([]);
    // The refused claim did not take its files: they can go with another request.
    expect((await intimate(aarav, death({ documents: docs }))).envelope).toEqual(
      bad('The uploaded document was not found. Please upload it again.'),
    );
  });

  it('needs the authorisation letter for a critical-illness claim only when a third party intimates', async () => {
    const docs = await claimDocuments(t, aarav, claims.ILLNESS_REQUIRED);
    expect((await intimate(aarav, illness({ intimatedBy: 'THIRD_PARTY', documents: docs }))).envelope).toEqual(
      bad('Please upload a file for Authorisation Letter'),
    );
    expect((await intimate(aarav, illness({ documents: docs.slice(1) }))).envelope).toEqual(
      bad('Please upload a file for PAN Card'),
    );
    const res = await intimate(aarav, illness({ documents: docs }));
    expect(res.envelope?.code).toBe(200);
    expect((await track(t, aarav))[0]).toMatchObject({
      srSubject: 'Critical Illness or Rider Claim Intimation',
      srStatus: 'Intimated',
    });
  });

  it('takes only CLAIM_DOCUMENT uploads of the customer, each label once', async () => {
    const NOT_FOUND = bad('The uploaded document was not found. Please upload it again.');
    const [hers] = await claimDocuments(t, priya, ['insuredPhoto']);
    const mine = await claimDocuments(t, aarav, claims.ILLNESS_REQUIRED);
    const swap = (documentId: string) => mine.map((d, i) => (i === 0 ? { ...d, documentId } : d));
    expect(
      (await intimate(aarav, illness({ policyNumber: '10000001', documents: swap(hers?.documentId ?? '') }))).envelope,
    ).toEqual(NOT_FOUND);
    const attachment = await uploaded(t, aarav, 'SR_ATTACHMENT');
    expect((await intimate(aarav, illness({ policyNumber: '10000001', documents: swap(attachment) }))).envelope).toEqual(
      NOT_FOUND,
    );
    expect(
      (await intimate(aarav, illness({ policyNumber: '10000001', documents: [...mine, ...mine.slice(0, 1)] }))).envelope,
    ).toEqual(bad('Invalid request.'));
    expect((await intimate(aarav, illness({ policyNumber: '10000001', documents: mine }))).envelope?.code).toBe(200);
  });
});

describe('intimateClaim: a claimant who is not the customer', () => {
  it('is told by SMS and email on the mobile and address given for them', async () => {
    const fresh = await startTestSandbox('claim-claimant');
    try {
      const me = await fresh.client.login(AARAV.mobile);
      const documents = await claimDocuments(fresh, me, claims.DEATH_REQUIRED);
      const { serviceRequestId: sr } = await fresh.data(me, claims.intimateClaim, {
        clientId: me.clientId,
        policyNumber: '10000003',
        claimType: 'DEATH',
        dateOfDeath: istDay(fresh.now(), -1),
        causeOfDeath: 'Natural',
        claimantName: "Rohan D'Souza",
        relationship: 'Grandson',
        claimantMobile: '9000000001',
        claimantEmail: 'Rohan@Example.com',
        accountNumber: '998877665544',
        ifsc: 'ICIC0000001',
        documents,
      } as never);
      const text = `A death claim SR ${sr} on policy 10000003 has been intimated with you, Rohan D'Souza, as the claimant. We will respond within 7 days.`;
      const sent = await fresh.client.outbox();
      expect(sent).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ channel: 'sms', to: '9000000001', text }),
          expect.objectContaining({ channel: 'email', to: 'rohan@example.com', subject: `Claim SR ${sr} intimated`, text }),
          expect.objectContaining({ channel: 'sms', to: AARAV.mobile }),
        ]),
      );
    } finally {
      await fresh.stop();
    }
  });
});
