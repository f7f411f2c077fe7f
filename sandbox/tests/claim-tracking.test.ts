import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, serviceRequests } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { backOffice, claimDocuments, queue, track, uploaded } from './support/requests';
import { istDay, startTestSandbox, type TestSandbox } from './support/sandbox';

/** trackClaim, and a claim's life through the back office: review, a document asked for and sent, approval, payment. */
let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;
let sr = '';

beforeAll(async () => {
  t = await startTestSandbox('claim-tracking');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
  const documents = await claimDocuments(t, aarav, [...claims.DEATH_REQUIRED, 'legalAccidentDocument']);
  sr = (
    await t.data(aarav, claims.intimateClaim, {
      clientId: aarav.clientId,
      policyNumber: '10000003',
      claimType: 'DEATH',
      dateOfDeath: istDay(t.now(), -3),
      causeOfDeath: 'Accidental',
      claimantName: 'Aarav Sharma',
      relationship: 'Son',
      claimantMobile: '9876543210',
      claimantEmail: 'aarav.sharma@example.com',
      accountNumber: '123456789012',
      ifsc: 'HDFC0000001',
      documents,
    } as never)
  ).serviceRequestId;
});
afterAll(() => t.stop());

const mine = async () => (await t.data(aarav, claims.trackClaim, {})).find((c) => c.srNumber === sr);
const lastText = async () => (await t.client.outbox())[0]?.text;

describe('trackClaim', () => {
  it('shows the claim with its policy, type, dates, status and the documents received in words', async () => {
    const c = await mine();
    expect(c).toMatchObject({
      policyNumber: '10000003',
      claimType: 'DEATH',
      claimTypeLabel: 'Death Claim',
      status: 'Intimated',
      intimatedOn: istDay(t.now()),
      eventDate: istDay(t.now(), -3),
      dueDate: istDay(t.now(), 7),
      documentsNeeded: [],
    });
    expect(c?.documentsReceived.map((d) => d.label)).toEqual([
      'Claimant Identity Proof',
      'Claimant Address Proof',
      'Photograph of Nominee',
      'Bank Proof of Nominee',
      'Death Certificate',
      "Doctor's Certificate",
      'FIR, Panchnama, Inquest or Post-Mortem Report',
    ]);
    expect(c?.documentsReceived[4]).toMatchObject({ fileName: 'deathCertificate.png', receivedOn: istDay(t.now()) });
    expect(await t.data(priya, claims.trackClaim, {})).toEqual([]);
    const queued = (await queue(t)).find((q) => q.srNumber === sr);
    expect(queued).toMatchObject({ category: 'CLAIM', status: 'Intimated' });
  });

  it('goes Under Review, then Documents Pending with what the back office asked for', async () => {
    expect(await (await backOffice(t, 'progress', { srNumber: sr })).json()).toEqual({
      ok: true,
      srNumber: sr,
      status: 'Under Review',
    });
    expect(await lastText()).toBe(
      `We are reviewing your claim SR ${sr} on policy 10000003. We will update you by SMS and email.`,
    );
    expect(await (await backOffice(t, 'close', { srNumber: sr })).json()).toEqual({
      error: 'A claim is settled by Approve and Pay, or by Reject.',
    });
    expect(await (await backOffice(t, 'pay', { srNumber: sr })).json()).toEqual({ error: 'Only an approved claim can be paid.' });
    const ask = 'Legal Heir or Succession Certificate';
    expect(await (await backOffice(t, 'ask', { srNumber: sr, what: ask })).json()).toEqual({
      ok: true,
      srNumber: sr,
      status: 'Documents Pending',
    });
    expect(await lastText()).toBe(
      `To proceed with your claim SR ${sr} on policy 10000003 we need: ${ask}. Please upload it in the portal under Track Claim.`,
    );
    expect(await mine()).toMatchObject({ status: 'Documents Pending', documentsNeeded: [ask] });
    expect((await track(t, aarav)).find((r) => r.srNumber === sr)).toMatchObject({
      srStatus: 'Documents Pending',
      documentAsk: ask,
    });
  });

  it('takes the asked document (CLAIM_DOCUMENT, by its label) and goes back Under Review', async () => {
    const wrong = await uploaded(t, aarav, 'SR_ATTACHMENT');
    const answer = (documentId: string) =>
      t.call(aarav, serviceRequests.uploadRequestDocuments, {
        clientId: aarav.clientId,
        srNumber: sr,
        documents: [{ documentId, label: 'successionCertificate' }],
      });
    expect((await answer(wrong)).envelope).toEqual({
      code: 400,
      message: 'The uploaded document was not found. Please upload it again.',
    });
    const [heir] = await claimDocuments(t, aarav, ['successionCertificate']);
    expect((await answer(heir?.documentId ?? '')).envelope).toMatchObject({
      code: 200,
      data: { srNumber: sr, srStatus: 'Under Review' },
    });
    const c = await mine();
    expect(c).toMatchObject({ status: 'Under Review', documentsNeeded: [] });
    expect(c?.documentsReceived.at(-1)?.label).toBe('Legal Heir or Succession Certificate');
  });

  it('is approved, then paid, each with its message in the timeline', async () => {
    expect(await (await backOffice(t, 'approve', { srNumber: sr })).json()).toEqual({ ok: true, srNumber: sr, kind: null });
    expect(await lastText()).toBe(
      `We have approved your claim SR ${sr} on policy 10000003. The amount will be paid to the bank account given with the claim.`,
    );
    expect((await mine())?.status).toBe('Approved');
    const page = await (await fetch(`${t.sb.url}/__sandbox/back-office`)).text();
    expect(page).toContain(`data-sr="${sr}" data-step="pay">Pay</button>`);
    expect(page).not.toContain(`data-sr="${sr}" data-step="close"`);
    expect(await (await backOffice(t, 'pay', { srNumber: sr })).json()).toEqual({ ok: true, srNumber: sr, status: 'Paid' });
    const paid = `The amount of your claim SR ${sr} on policy 10000003 has been paid to the bank account given with the claim.`;
    const [email, sms] = await t.client.outbox();
    expect(sms).toMatchObject({ channel: 'sms', to: AARAV.mobile, text: paid });
    expect(email).toMatchObject({ channel: 'email', subject: `Claim SR ${sr}: Paid`, text: paid });
    const c = await mine();
    expect(c?.timeline.map((e) => e.status)).toEqual([
      'Intimated',
      'Under Review',
      'Documents Pending',
      'Under Review',
      'Approved',
      'Paid',
    ]);
    expect(c?.timeline.every((e) => e.message.includes(sr))).toBe(true);
    expect((await track(t, aarav)).find((r) => r.srNumber === sr)).toMatchObject({ isOpen: false, daysLeft: null });
    expect((await queue(t)).map((q) => q.srNumber)).not.toContain(sr);
  });

  it('may be rejected with a reason', async () => {
    const docs = await claimDocuments(t, aarav, claims.ILLNESS_REQUIRED);
    const other = (
      await t.data(aarav, claims.intimateClaim, {
        clientId: aarav.clientId,
        policyNumber: '20000002',
        claimType: 'CRITICAL_ILLNESS',
        illness: 'Stroke',
        dateOfDiagnosis: istDay(t.now(), -1),
        hospital: 'KEM Hospital',
        intimatedBy: 'SELF',
        documents: docs,
      } as never)
    ).serviceRequestId;
    expect(
      await (await backOffice(t, 'reject', { srNumber: other, reason: 'The illness is not covered by the rider' })).json(),
    ).toEqual({ ok: true, srNumber: other, status: 'Rejected' });
    expect(await lastText()).toBe(
      `We are unable to accept your claim SR ${other} on policy 20000002. Reason: The illness is not covered by the rider.`,
    );
    expect((await t.data(aarav, claims.trackClaim, {}))[0]).toMatchObject({
      srNumber: other,
      status: 'Rejected',
      claimTypeLabel: 'Critical Illness / Rider Claim',
    });
  });

  it('pays a critical-illness claim into the policyholder’s own registered account', async () => {
    const docs = await claimDocuments(t, aarav, claims.ILLNESS_REQUIRED);
    const ci = (
      await t.data(aarav, claims.intimateClaim, {
        clientId: aarav.clientId,
        policyNumber: '10000001',
        claimType: 'CRITICAL_ILLNESS',
        illness: 'Cancer',
        dateOfDiagnosis: istDay(t.now(), -2),
        hospital: 'Tata Memorial Hospital',
        intimatedBy: 'SELF',
        documents: docs,
      } as never)
    ).serviceRequestId;
    await backOffice(t, 'approve', { srNumber: ci });
    expect(await lastText()).toBe(
      `We have approved your claim SR ${ci} on policy 10000001. The amount will be paid to your bank account registered with the policy.`,
    );
    await backOffice(t, 'pay', { srNumber: ci });
    expect(await lastText()).toBe(
      `The amount of your claim SR ${ci} on policy 10000001 has been paid to your bank account registered with the policy.`,
    );
  });
});
