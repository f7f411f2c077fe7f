import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints, type RequestOf, user } from '@portal/contracts';
import { ombudsmanFor, OMBUDSMAN_OFFICES } from '../domain/ombudsman-offices';
import { addDays, istToday } from '../store/calendar';
import { dmy } from '../domain/format';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { backOffice, queue, track, uploaded } from './support/requests';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

type Body = Omit<RequestOf<typeof complaints.raiseComplaint>, 'sessionId' | 'clientId'>;
const raise = (who: LoginTokens, body: Body) => t.call(who, complaints.raiseComplaint, { clientId: who.clientId, ...body });
async function raised(who: LoginTokens, body: Body) {
  const res = await raise(who, body);
  if (res.envelope?.code !== 200) throw new Error(`raiseComplaint: ${JSON.stringify(res.envelope)}`);
  return complaints.raiseComplaint.data.parse(res.envelope.data);
}
const line = async (who: LoginTokens, sr: string) => (await track(t, who)).find((r) => r.srNumber === sr);

beforeAll(async () => {
  t = await startTestSandbox('complaints', { grievanceResolutionDays: 10 });
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('raising a complaint', () => {
  it('acknowledges at once with its number and the resolution day the core is configured for, by SMS and email', async () => {
    const attachment = await uploaded(t, aarav, 'SR_ATTACHMENT', 'letter.png');
    const second = await uploaded(t, aarav, 'SR_ATTACHMENT', 'statement.png');
    const ack = await raised(aarav, {
      policyNumber: '10000001',
      category: 'CLAIMS',
      description: ' My claim has had no answer for a month. ',
      attachments: [{ documentId: attachment }, { documentId: second }],
    });
    const today = istToday(t.now());
    expect(ack).toEqual({
      complaintNumber: expect.stringMatching(/^\d{8}$/),
      raisedOn: dmy(today),
      resolveBy: dmy(addDays(today, 10)),
      resolutionDays: 10,
    });
    const sr = ack.complaintNumber;
    const text = `We have received your complaint no. ${sr} (Claims Complaint) on policy 10000001. We will resolve it by ${ack.resolveBy}. You can follow it under Track Service Request.`;
    const [email, sms] = await t.client.outbox();
    expect(sms).toMatchObject({ to: AARAV.mobile, channel: 'sms', text });
    expect(email).toMatchObject({ subject: `Complaint no. ${sr} received`, text });
    expect(await line(aarav, sr)).toMatchObject({
      category: 'COMPLAINT',
      srStatus: 'Open',
      daysLeft: 10,
      complaint: { category: 'CLAIMS', reply: null, escalate: false, state: 'Maharashtra', ombudsman: [] },
    });
    const queued = (await queue(t)).find((q) => q.srNumber === sr);
    expect(queued).toMatchObject({ category: 'COMPLAINT', subject: 'Claims Complaint' });
    expect(queued?.documents.map((d) => d.fileName)).toEqual(['letter.png', 'statement.png']);
  });

  it('refuses a second open complaint of the same category on the same policy, naming the first', async () => {
    const first = (await track(t, aarav)).find((r) => r.complaint?.category === 'CLAIMS');
    const again = await raise(aarav, { policyNumber: '10000001', category: 'CLAIMS', description: 'Again' });
    expect(again.envelope).toEqual({
      code: 400,
      message: `You already have complaint no. ${first?.srNumber} open on this policy about this. We will resolve it by ${first?.dueDate}.`,
    });
    // Another category, or another policy, is a complaint of its own.
    await raised(aarav, { policyNumber: '10000001', category: 'OTHER', description: 'Another matter' });
    await raised(aarav, { policyNumber: '10000002', category: 'CLAIMS', description: 'Same, other policy' });
  });

  it("refuses another customer's policy as not found, and an empty or over-long description", async () => {
    expect((await raise(aarav, { policyNumber: '40000001', category: 'OTHER', description: 'x' })).envelope).toEqual({
      code: 404,
      message: 'Policy not found.',
    });
    expect((await raise(aarav, { policyNumber: '10000003', category: 'OTHER', description: '  ' })).envelope).toEqual({
      code: 400,
      message: 'Please describe your complaint',
    });
    expect((await raise(aarav, { policyNumber: '10000003', category: 'OTHER', description: 'x'.repeat(1001) })).envelope).toEqual(
      { code: 400, message: 'Please describe your complaint in at most 1,000 characters.' },
    );
  });

  it('acknowledges in the language on the customer profile', async () => {
    await t.data(priya, user.setPreferredLanguage, { language: 'hi' });
    const ack = await raised(priya, { policyNumber: '40000001', category: 'MIS_SELLING', description: 'Sold the wrong plan' });
    const sms = (await t.client.outbox()).find((m) => m.to === PRIYA.mobile && m.channel === 'sms');
    expect(sms?.text).toContain(`शिकायत सं. ${ack.complaintNumber}`);
    expect(sms?.text).toContain('गलत बिक्री संबंधी शिकायत');
  });
});

describe('settling and escalating', () => {
  it('a resolved complaint reaches the customer with the reply, and offers no escalation', async () => {
    const { complaintNumber: sr } = await raised(aarav, {
      policyNumber: '10000003',
      category: 'PREMIUM_PAYMENTS',
      description: 'Charged twice',
    });
    expect((await backOffice(t, 'approve', { srNumber: sr })).status).toBe(409);
    expect((await backOffice(t, 'resolve', { srNumber: sr, reply: '' })).status).toBe(409);
    const done = await backOffice(t, 'resolve', { srNumber: sr, reply: 'The second debit was refunded on 20/11/2026.' });
    expect(done.status).toBe(200);
    const sms = (await t.client.outbox()).find((m) => m.channel === 'sms');
    expect(sms?.text).toBe(
      `Your complaint no. ${sr} (Premium and Payments Complaint) is resolved. Our reply: The second debit was refunded on 20/11/2026.`,
    );
    expect(await line(aarav, sr)).toMatchObject({
      srStatus: 'Closed',
      complaint: { reply: 'The second debit was refunded on 20/11/2026.', escalate: false, ombudsman: [] },
    });
  });

  it('a rejected complaint offers escalation, with the ombudsman offices for the customer state', async () => {
    const { complaintNumber: sr } = await raised(aarav, {
      policyNumber: '10000003',
      category: 'MIS_SELLING',
      description: 'Not what I was told',
    });
    expect((await backOffice(t, 'reject', { srNumber: sr, reason: 'The benefit illustration was signed.' })).status).toBe(200);
    const rejected = await line(aarav, sr);
    expect(rejected).toMatchObject({
      srStatus: 'Rejected',
      complaint: { reply: 'The benefit illustration was signed.', escalate: true },
    });
    // Maharashtra is shared between the Mumbai and Pune offices: both, with the area each covers.
    expect(rejected?.complaint?.ombudsman.map((o) => [o.city, o.email])).toEqual([
      ['Mumbai', 'bimalokpal.mumbai@cioins.co.in'],
      ['Pune', 'bimalokpal.pune@cioins.co.in'],
    ]);
    const sms = (await t.client.outbox()).find((m) => m.channel === 'sms');
    expect(sms?.text).toContain('Bima Bharosa');
  });

  it('an open complaint past its resolution day offers escalation', async () => {
    const sr = (await track(t, priya)).find((r) => r.category === 'COMPLAINT')?.srNumber as string;
    expect((await line(priya, sr))?.complaint?.escalate).toBe(false);
    t.advanceDays(11);
    priya = await t.client.login(PRIYA.mobile);
    const late = await line(priya, sr);
    expect(late).toMatchObject({ srStatus: 'Open', daysLeft: -1, complaint: { escalate: true, state: 'Kerala' } });
    expect(late?.complaint?.ombudsman).toEqual([expect.objectContaining({ city: 'Kochi', area: null })]);
    // Settled late: the reply still reaches her, in the language on her profile.
    expect((await backOffice(t, 'resolve', { srNumber: sr, reply: 'The agent has been retrained.' })).status).toBe(200);
    const sms = (await t.client.outbox()).find((m) => m.to === PRIYA.mobile && m.channel === 'sms');
    expect(sms?.text).toBe(
      `आपकी शिकायत सं. ${sr} (गलत बिक्री संबंधी शिकायत) का समाधान हो गया है। हमारा उत्तर: The agent has been retrained.`,
    );
  });

  it('the back office page offers a complaint Resolve and Reject with a reply, and no Approve', async () => {
    aarav = await t.client.login(AARAV.mobile);
    const { complaintNumber: sr } = await raised(aarav, {
      policyNumber: '10000002',
      category: 'OTHER',
      description: 'Rude call',
    });
    const page = await (await fetch(`${t.sb.url}/__sandbox/back-office`)).text();
    const row = page.slice(page.indexOf(`<td>${sr}<br>`), page.indexOf('</tr>', page.indexOf(`<td>${sr}<br>`)));
    expect(row).toContain('COMPLAINT');
    expect(row).toContain(`<label for="reply-${sr}">Reply to the customer</label>`);
    expect(row).toContain(`data-step="resolve" data-field="reply" data-input="reply-${sr}"`);
    expect(row).toContain(`data-step="reject" data-field="reason" data-input="reply-${sr}"`);
    expect(row).not.toContain('data-step="approve"');
  });
});

describe('the ombudsman table', () => {
  it('has the 17 offices, covering every state and union territory', () => {
    expect(OMBUDSMAN_OFFICES).toHaveLength(17);
    const states = [
      'Andhra Pradesh',
      'Arunachal Pradesh',
      'Assam',
      'Bihar',
      'Chhattisgarh',
      'Goa',
      'Gujarat',
      'Haryana',
      'Himachal Pradesh',
      'Jharkhand',
      'Karnataka',
      'Kerala',
      'Madhya Pradesh',
      'Maharashtra',
      'Manipur',
      'Meghalaya',
      'Mizoram',
      'Nagaland',
      'Odisha',
      'Punjab',
      'Rajasthan',
      'Sikkim',
      'Tamil Nadu',
      'Telangana',
      'Tripura',
      'Uttar Pradesh',
      'Uttarakhand',
      'West Bengal',
      'Andaman & Nicobar Islands',
      'Chandigarh',
      'DADRA & NAGAR HAVELI',
      'Daman & Diu',
      'Delhi',
      'Jammu & Kashmir',
      'Ladakh',
      'Lakshadweep',
      'Pondicherry',
    ];
    for (const s of states) expect(ombudsmanFor(s).length, s).toBeGreaterThan(0);
    expect(ombudsmanFor('Chattisgarh').map((o) => o.city)).toEqual(['Bhopal']);
    expect(ombudsmanFor('Haryana').map((o) => o.city)).toEqual(['Chandigarh', 'Delhi']);
    expect(ombudsmanFor(null)).toEqual([]);
  });
});
