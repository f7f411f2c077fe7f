import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enach, funds, profile, serviceRequests } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV, PORTAL_ORIGIN, PRIYA } from './support/fixtures';
import { raisedQuery, track } from './support/requests';
import { srRequestToken, startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

beforeAll(async () => {
  t = await startTestSandbox('tracker');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

/** An auto-pay mandate on 20000002 authorised at the provider's page. */
async function registerMandate(who: LoginTokens, policyNo: string) {
  await t.data(who, enach.saveEnachConsent, { policyNo, enachSource: 'BILLDESK', termsAccepted: true, enachConsent: true });
  const order = await t.data(who, enach.createEnachOrder, {
    clientId: who.clientId,
    policyNo,
    enachSource: 'BILLDESK',
    browser: 'vitest',
    returnUrl: `${PORTAL_ORIGIN}/enach-registration-confirmation`,
  });
  await fetch(`${t.sb.url}/billdesk/mandate/authorise`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ mandateTokenId: order.billdeskMandateTokenId, authToken: order.billdeskAuthToken }).toString(),
  });
}

describe('track/service/request: one tracker for every flow', () => {
  it('lists profile requests, the soft copy, queries, fund switches and mandates, newest first', async () => {
    const goGreen = (await t.data(aarav, profile.goGreenRegistration, { clientId: aarav.clientId })).serviceRequestId;
    t.advanceSeconds(60);
    const softCopy = await raisedQuery(t, aarav, { subject: 'E-PD Soft Copy', policyNumber: '20000002', description: '' });
    t.advanceSeconds(60);
    const query = await raisedQuery(t, aarav, {
      policyNumber: '10000001',
      queryType: 'POLICY_SERVICING',
      description: 'Bond copy',
    });
    t.advanceSeconds(60);
    const token = await srRequestToken(t, aarav, '10000001', 'FUND_SWITCH');
    const switched = await t.data(aarav, funds.fundRegister, {
      clientId: aarav.clientId,
      policyNumber: '10000001',
      customerName: 'Aarav Sharma',
      coverageSelection: [],
      sourceFundSelection: [{ sourceFundCode: 'PROT', sourcePercentageOrAmount: 50 }],
      targetFundSelection: [{ targetFundCode: 'PRES', targetPercentageOrAmount: 100 }],
      srRequestToken: token,
    } as never);
    t.advanceSeconds(60);
    await registerMandate(aarav, '20000002');

    const mine = await track(t, aarav);
    expect(mine.map((r) => [r.category, r.srSubject, r.srPolicyNo, r.srStatus])).toEqual([
      ['MANDATE', 'Auto Pay Registration', '20000002', 'Active'],
      ['REQUEST', 'Fund Switch', '10000001', 'Closed'],
      ['QUERY', 'Policy Servicing', '10000001', 'Open'],
      ['REQUEST', 'E-PD Soft Copy', '20000002', 'Open'],
      ['REQUEST', 'Go Green Request', null, 'Open'],
      // The seed's mandate on 20000002, replaced by the new one.
      ['MANDATE', 'Auto Pay Registration', '20000002', 'Cancelled'],
    ]);
    const [mandate, fundSwitch, raised, soft, green] = mine;
    expect(mandate).toMatchObject({
      srNumber: expect.stringMatching(/^BDSK\d{16}$/),
      dueDate: null,
      daysLeft: null,
      isOpen: false,
    });
    expect(fundSwitch).toMatchObject({
      srNumber: (switched as { serviceRequestId: string }).serviceRequestId,
      isOpen: false,
      daysLeft: null,
    });
    // Done on the spot: its one timeline entry is the SMS that said so.
    expect(fundSwitch?.timeline).toEqual([
      {
        status: 'Closed',
        at: fundSwitch?.createdOn,
        message: expect.stringMatching(/^Your fund switch request SR \d{8} on policy 10000001 is complete/),
      },
    ]);
    expect(raised).toMatchObject({ srNumber: query, queryType: 'Policy Servicing', daysLeft: 7, isOpen: true });
    expect(soft?.srNumber).toBe(softCopy);
    expect(green).toMatchObject({ srNumber: goGreen, daysLeft: 7 });
    expect(green?.timeline).toEqual([
      {
        status: 'Open',
        at: green?.createdOn,
        message: `Your Go Green Request SR ${goGreen} is received. We will respond within 7 days.`,
      },
    ]);
    for (const r of mine) {
      expect(r.raisedOn).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(r.createdOn.slice(0, 10)).toBe(r.raisedOn);
    }
    expect(serviceRequests.trackServiceRequests.data.safeParse(mine).success).toBe(true);
  });

  it('never shows another customer’s requests', async () => {
    expect(await track(t, priya)).toEqual([]);
    const hers = await raisedQuery(t, priya, { policyNumber: '40000001', queryType: 'OTHER', description: 'Mine' });
    expect((await track(t, priya)).map((r) => r.srNumber)).toEqual([hers]);
    expect((await track(t, aarav)).map((r) => r.srNumber)).not.toContain(hers);
  });
});
