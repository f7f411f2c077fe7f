import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funds, serviceRequests } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { raiseQuery, raisedQuery } from './support/requests';
import { srRequestToken, startTestSandbox, type TestSandbox } from './support/sandbox';
import { AARAV, PRIYA } from './support/fixtures';

/**
 * open/service/request (issue 24 §3): the read the portal asks when a form opens lists exactly the
 * requests the submit would refuse a new one for, by the same rules.
 */
let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;
const DUPLICATE = { code: 400, message: 'You have already raised this request.' };

const query = (subject: string, policyNumber?: string) => ({
  subject,
  description: 'Raised by a test',
  ...(policyNumber ? { policyNumber } : {}),
});
const raise = (who: LoginTokens, subject: string, policyNumber?: string) => raiseQuery(t, who, query(subject, policyNumber));
const raised = (who: LoginTokens, subject: string, policyNumber?: string) => raisedQuery(t, who, query(subject, policyNumber));
const open = (who: LoginTokens, policyNumber?: string) =>
  t.data(who, serviceRequests.openServiceRequests, policyNumber ? { policyNumber } : {});
const today = () => {
  const d = new Date(t.now() + 330 * 60_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

beforeAll(async () => {
  t = await startTestSandbox('open-requests');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('open/service/request', () => {
  it('lists an open request of each profile kind with its number, day and the refusal submit would give', async () => {
    expect(await open(aarav)).toEqual([]);
    const address = await raised(aarav, 'Address Change Request');
    const goGreen = await raised(aarav, 'go green  request');
    await raised(aarav, 'Something Else Entirely');
    const listed = await open(aarav);
    expect(listed).toEqual([
      {
        kind: 'ADDRESS',
        srNumber: address,
        srSubject: 'Address Change Request',
        policyNumber: null,
        raisedOn: today(),
        message: DUPLICATE.message,
      },
      {
        kind: 'GO_GREEN',
        srNumber: goGreen,
        srSubject: 'go green request',
        policyNumber: null,
        raisedOn: today(),
        message: 'You have already opted for Go Green.',
      },
    ]);
    // The submit refuses exactly what the read lists.
    expect((await raise(aarav, 'ADDRESS change request')).envelope).toEqual(DUPLICATE);
    // Another customer's requests are not theirs to see.
    expect(await open(priya)).toEqual([]);
  });

  it('drops a request once it is closed', async () => {
    const [address] = await open(aarav);
    expect((await t.client.admin('/__sandbox/close-request', { srNumber: address?.srNumber })).status).toBe(200);
    expect((await open(aarav)).map((o) => o.kind)).toEqual(['GO_GREEN']);
  });

  it('lists policy requests per policy, and a fund switch for the rest of its business day', async () => {
    const loan = await raised(aarav, 'Policy Loan Request', '20000003');
    const token = await srRequestToken(t, aarav, '10000001', 'FUND_SWITCH');
    const switched = await t.call(aarav, funds.fundRegister, {
      clientId: aarav.clientId,
      policyNumber: '10000001',
      sourceFundSelection: [{ sourceFundCode: 'PROT', sourcePercentageOrAmount: 50 }],
      targetFundSelection: [{ targetFundCode: 'BALN', targetPercentageOrAmount: 100 }],
      customerName: 'Aarav Sharma',
      coverageSelection: [],
      srRequestToken: token,
    });
    const sr = funds.fundRegister.data.parse(switched.envelope?.data).serviceRequestId;
    // Closed at once, it still blocks another switch of that policy today, and the read says so.
    expect(await open(aarav, '10000001')).toEqual([
      {
        kind: 'FUND_SWITCH',
        srNumber: sr,
        srSubject: 'Fund Switch',
        policyNumber: '10000001',
        raisedOn: today(),
        message: DUPLICATE.message,
      },
    ]);
    expect((await open(aarav, '20000003')).map((o) => [o.kind, o.srNumber])).toEqual([['LOAN', loan]]);
    expect(await open(aarav, '10000002')).toEqual([]);
    // The next business day it no longer blocks.
    t.advanceDays(1);
    aarav = await t.client.login(AARAV.mobile);
    expect(await open(aarav, '10000001')).toEqual([]);
  });

  it("refuses another customer's policy", async () => {
    priya = await t.client.login(PRIYA.mobile);
    const res = await t.call(priya, serviceRequests.openServiceRequests, { policyNumber: '10000001' });
    expect(res.envelope).toEqual({ code: 404, message: 'Policy not found.' });
  });
});
