import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { AARAV, PRIYA } from './support/fixtures';
import { backOffice, queue, raiseQuery, raisedQuery, track, uploaded } from './support/requests';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

/**
 * The back office's later steps on a request (claims' own steps are in
 * claim-tracking.test.ts): In Progress, ask for a document and the
 * customer's answer, Close, Reject; each in the history with its message.
 */
let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;
let sr = '';

beforeAll(async () => {
  t = await startTestSandbox('back-office-steps');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
  sr = await raisedQuery(t, aarav, { policyNumber: '10000001', queryType: 'PREMIUM_PAYMENT', description: 'Paid twice' });
});
afterAll(() => t.stop());

const mine = async (n = sr) => (await track(t, aarav)).find((r) => r.srNumber === n);
const lastTexts = async (n: number) => (await t.client.outbox()).slice(0, n).map((m) => [m.channel, m.to, m.text]);
const answer = (who: LoginTokens, documents: Array<{ documentId: string; label?: string }>, n = sr) =>
  t.call(who, serviceRequests.uploadRequestDocuments, { clientId: who.clientId, srNumber: n, documents });

describe('back-office steps on a request', () => {
  it('moves it In Progress and tells the customer by SMS and email', async () => {
    const res = await backOffice(t, 'progress', { srNumber: sr });
    expect(await res.json()).toEqual({ ok: true, srNumber: sr, status: 'In Progress' });
    const text = `We are working on your request SR ${sr} (Premium Payment). We will update you by SMS and email.`;
    expect(await lastTexts(2)).toEqual([
      ['email', 'aarav.sharma@example.com', text],
      ['sms', AARAV.mobile, text],
    ]);
    expect((await mine())?.timeline.map((e) => [e.status, e.message])).toEqual([
      ['Open', `Your Premium Payment request SR ${sr} is received. We will respond within 7 days.`],
      ['In Progress', text],
    ]);
  });

  it('asks for a document, which the customer uploads against the request', async () => {
    expect((await answer(aarav, [{ documentId: await uploaded(t, aarav, 'SR_ATTACHMENT') }])).envelope).toEqual({
      code: 400,
      message: 'No document has been asked for on this request.',
    });
    expect((await backOffice(t, 'ask', { srNumber: sr })).status).toBe(400);
    expect((await backOffice(t, 'ask', { srNumber: sr, what: '  ' })).status).toBe(409);
    const res = await backOffice(t, 'ask', { srNumber: sr, what: 'Your bank statement for March' });
    expect(await res.json()).toEqual({ ok: true, srNumber: sr, status: 'In Progress' });
    const asked =
      `To proceed with your request SR ${sr} (Premium Payment) we need: Your bank statement for March. ` +
      'Please upload it in the portal under Track Service Request.';
    expect((await lastTexts(1))[0]?.[2]).toBe(asked);
    expect(await mine()).toMatchObject({ srStatus: 'In Progress', documentAsk: 'Your bank statement for March' });

    // Someone else cannot answer it; a file for another purpose is not taken.
    const hers = await uploaded(t, priya, 'SR_ATTACHMENT');
    expect((await answer(priya, [{ documentId: hers }])).envelope).toEqual({ code: 404, message: 'Service request not found.' });
    const wrong = await uploaded(t, aarav, 'NAME_PROOF');
    expect((await answer(aarav, [{ documentId: wrong }])).envelope).toEqual({
      code: 400,
      message: 'The uploaded document was not found. Please upload it again.',
    });

    const statement = await uploaded(t, aarav, 'SR_ATTACHMENT', 'march.png');
    const done = await t.data(aarav, serviceRequests.uploadRequestDocuments, {
      clientId: aarav.clientId,
      srNumber: sr,
      documents: [{ documentId: statement, label: 'Bank statement' }],
    });
    expect(done).toEqual({ srNumber: sr, srStatus: 'In Progress' });
    const received = `We have received the documents you uploaded for SR ${sr} (Premium Payment). We will review them and update you.`;
    expect((await lastTexts(1))[0]?.[2]).toBe(received);
    expect(await mine()).toMatchObject({ documentAsk: null });
    expect((await mine())?.timeline.at(-1)).toMatchObject({ status: 'In Progress', message: received });
    const queued = (await queue(t)).find((q) => q.srNumber === sr);
    expect(queued?.documents).toEqual([expect.objectContaining({ label: 'Bank statement', fileName: 'march.png' })]);
  });

  it('closes it with a note: no longer open, and the same query may be raised again', async () => {
    expect(await (await backOffice(t, 'pay', { srNumber: sr })).json()).toEqual({ error: 'Only a claim can be paid.' });
    const res = await backOffice(t, 'close', { srNumber: sr, note: 'The extra premium has been refunded.' });
    expect(await res.json()).toEqual({ ok: true, srNumber: sr, status: 'Closed' });
    expect((await lastTexts(1))[0]?.[2]).toBe(
      `We have closed your request SR ${sr} (Premium Payment). The extra premium has been refunded.`,
    );
    expect(await mine()).toMatchObject({ srStatus: 'Closed', isOpen: false, daysLeft: null });
    expect((await queue(t)).map((q) => q.srNumber)).not.toContain(sr);
    expect((await backOffice(t, 'progress', { srNumber: sr })).status).toBe(404);
    expect(await raisedQuery(t, aarav, { policyNumber: '10000001', queryType: 'PREMIUM_PAYMENT', description: 'Again' })).toMatch(
      /^\d{8}$/,
    );
  });

  it('rejects a request with a reason, which also lifts the duplicate rule', async () => {
    const other = await raisedQuery(t, aarav, { policyNumber: '10000002', queryType: 'OTHER', description: 'Change my agent' });
    expect((await backOffice(t, 'reject', { srNumber: other })).status).toBe(400);
    const res = await backOffice(t, 'reject', { srNumber: other, reason: 'Agents cannot be changed online' });
    expect(await res.json()).toEqual({ ok: true, srNumber: other, status: 'Rejected' });
    expect((await lastTexts(1))[0]?.[2]).toBe(
      `We are unable to accept your request SR ${other} (Other). Reason: Agents cannot be changed online.`,
    );
    expect(await mine(other)).toMatchObject({ srStatus: 'Rejected', isOpen: false });
    expect(
      (await raiseQuery(t, aarav, { policyNumber: '10000002', queryType: 'OTHER', description: 'Again' })).envelope?.code,
    ).toBe(200);
  });

  it('shows every step on the back-office page', async () => {
    const open = await raisedQuery(t, priya, { policyNumber: '40000001', queryType: 'FUND_VALUE', description: 'Value?' });
    const page = await (await fetch(`${t.sb.url}/__sandbox/back-office`)).text();
    for (const s of [
      'In Progress</button>',
      'Ask for document</button>',
      'Close</button>',
      `Approve SR ${open}</button>`,
      'Reject</button>',
    ]) {
      expect(page).toContain(s);
    }
    expect(page).not.toContain('Pay</button>');
  });
});
