import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { queue, raiseQuery, raisedQuery, track, uploaded } from './support/requests';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;
const bad = (message: string) => ({ code: 400, message });

beforeAll(async () => {
  t = await startTestSandbox('raise-query');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('raiseQuery: the New Service Request form', () => {
  it('raises a query of a type on a policy, with the 7-day promise by SMS and email', async () => {
    const sr = await raisedQuery(t, aarav, {
      policyNumber: '10000001',
      queryType: 'FUND_VALUE',
      description: '  What is my fund value today?  ',
    });
    expect(sr).toMatch(/^\d{8}$/);
    const text = `Your Fund Value request SR ${sr} is received. We will respond within 7 days.`;
    const [email, sms] = await t.client.outbox();
    expect(sms).toMatchObject({ to: AARAV.mobile, channel: 'sms', text });
    expect(email).toMatchObject({ to: 'aarav.sharma@example.com', subject: `Fund Value request SR ${sr} received`, text });
    expect((await track(t, aarav))[0]).toMatchObject({
      srNumber: sr,
      srSubject: 'Fund Value',
      srPolicyNo: '10000001',
      srStatus: 'Open',
      category: 'QUERY',
      queryType: 'Fund Value',
      daysLeft: 7,
      documentAsk: null,
    });
  });

  it('refuses the same type on the same policy while it is open, but not on another policy or type', async () => {
    const again = { policyNumber: '10000001', queryType: 'FUND_VALUE', description: 'Again' } as const;
    expect((await raiseQuery(t, aarav, again)).envelope).toEqual(bad('You have already raised this request.'));
    expect(await raisedQuery(t, aarav, { ...again, policyNumber: '10000002' })).toMatch(/^\d{8}$/);
    expect(await raisedQuery(t, aarav, { ...again, queryType: 'OTHER' })).toMatch(/^\d{8}$/);
  });

  it('needs a policy of the customer, a description of at most 1,000 characters, and a known type', async () => {
    expect((await raiseQuery(t, aarav, { queryType: 'CLAIM', description: 'x' })).envelope).toEqual(
      bad('Please select a policy'),
    );
    expect((await raiseQuery(t, aarav, { policyNumber: '40000001', queryType: 'CLAIM', description: 'x' })).envelope).toEqual({
      code: 404,
      message: 'Policy not found.',
    });
    expect((await raiseQuery(t, aarav, { policyNumber: '10000001', queryType: 'CLAIM', description: '   ' })).envelope).toEqual(
      bad('Please describe your request'),
    );
    expect(
      (await raiseQuery(t, aarav, { policyNumber: '10000001', queryType: 'CLAIM', description: 'a'.repeat(1001) })).envelope,
    ).toEqual(bad('Please describe your request in at most 1,000 characters.'));
    expect(await raisedQuery(t, aarav, { policyNumber: '10000001', queryType: 'CLAIM', description: 'a'.repeat(1000) })).toMatch(
      /^\d{8}$/,
    );
    const unknown = { policyNumber: '10000001', queryType: 'LOAN', description: 'x' } as unknown as { description: string };
    expect((await raiseQuery(t, aarav, unknown)).envelope).toEqual(bad('Invalid request.'));
    expect(Object.values(serviceRequests.QUERY_TYPES)).toEqual([
      'Premium Payment',
      'Policy Servicing',
      'Fund Value',
      'Claim',
      'Other',
    ]);
  });

  it('takes an attachment sent ahead (SR_ATTACHMENT), once, and only the customer’s own', async () => {
    const id = await uploaded(t, priya, 'SR_ATTACHMENT', 'statement.png');
    const body = {
      policyNumber: '40000001',
      queryType: 'PREMIUM_PAYMENT',
      description: 'Premium debited twice',
      attachment: { documentId: id },
    } as const;
    // Aarav cannot name Priya's file, and a file for another purpose is not an attachment.
    expect((await raiseQuery(t, aarav, { ...body, policyNumber: '10000001' })).envelope).toEqual(
      bad('The uploaded document was not found. Please upload it again.'),
    );
    const proof = await uploaded(t, priya, 'NAME_PROOF');
    expect((await raiseQuery(t, priya, { ...body, attachment: { documentId: proof } })).envelope).toEqual(
      bad('The uploaded document was not found. Please upload it again.'),
    );
    const sr = await raisedQuery(t, priya, body);
    expect((await queue(t)).find((r) => r.srNumber === sr)?.documents).toEqual([
      expect.objectContaining({ label: 'Attachment', fileName: 'statement.png' }),
    ]);
    // Priya has no email on record: an SMS only.
    const [sms] = await t.client.outbox();
    expect(sms).toMatchObject({ to: PRIYA.mobile, channel: 'sms' });
    expect((await raiseQuery(t, priya, { ...body, queryType: 'OTHER' })).envelope).toEqual(
      bad('The uploaded document was not found. Please upload it again.'),
    );
  });

  it('still raises a flow’s own ticket by subject (the soft copy), and refuses neither subject nor type', async () => {
    expect(await raisedQuery(t, aarav, { subject: 'E-PD Soft Copy', policyNumber: '10000002', description: '' })).toMatch(
      /^\d{8}$/,
    );
    expect((await raiseQuery(t, aarav, { description: 'x' })).envelope).toEqual(bad('Invalid request.'));
    expect((await raiseQuery(t, aarav, { subject: 'x', description: 'b'.repeat(1001) })).envelope).toEqual(
      bad('Please describe your request in at most 1,000 characters.'),
    );
  });
});
