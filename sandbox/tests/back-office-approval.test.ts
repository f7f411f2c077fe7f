import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, kyc } from '@portal/contracts';
import type { LoginTokens } from './support/client';
import { JPEG_B64, jpeg, pdf } from './support/files';
import { AADHAAR, AARAV, PRIYA } from './support/fixtures';
import { approve } from './support/profile';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

/**
 * The sandbox's back office: the queue of open requests, approval (generic:
 * the stored change is applied by its kind's function), the uploaded
 * documents, and the page a tester uses. Each kind's own change is tested
 * with its flow (contact-update, address-update, …).
 */
let t: TestSandbox;
let aarav: LoginTokens;
let priya: LoginTokens;

interface Queued {
  srNumber: string;
  subject: string;
  kind: string | null;
  change: unknown;
  documents: Array<{ id: number; label: string; fileName: string; contentType: string; sizeBytes: number }>;
  history: Array<{ status: string; actor: string; note: string }>;
}
const queue = async () => (await (await fetch(`${t.sb.url}/__sandbox/service-requests`)).json()) as Queued[];
const raise = async (who: LoginTokens, subject: string) =>
  (await t.data(who, documents.raiseQuery, { clientId: who.clientId, subject, description: 'From a test' })).serviceRequestId;

beforeAll(async () => {
  t = await startTestSandbox('back-office');
  aarav = await t.client.login(AARAV.mobile);
  priya = await t.client.login(PRIYA.mobile);
});
afterAll(() => t.stop());

describe('the back office', () => {
  let query = '';
  let aadhaar = '';

  it('lists every customer’s open requests, oldest first, with their change, documents and history', async () => {
    query = await raise(aarav, 'E-PD Soft Copy');
    const res = await t.data(aarav, kyc.updateAadhaarProof, { aadharNumber: AADHAAR.valid, documents: [jpeg(), pdf()] });
    aadhaar = res.serviceRequestId;
    const hers = await raise(priya, 'Loan enquiry');
    const open = await queue();
    expect(open.map((q) => q.srNumber)).toEqual([query, aadhaar, hers]);
    expect(open[0]).toMatchObject({ subject: 'E-PD Soft Copy', kind: null, change: null, documents: [] });
    expect(open[0]?.history).toEqual([expect.objectContaining({ status: 'Open', actor: 'customer' })]);
    expect(open[1]).toMatchObject({
      subject: 'Aadhaar Card Number Update',
      kind: 'AADHAAR',
      change: { last4: '0124' },
      clientId: AARAV.clientId,
      documents: [
        { label: 'front', fileName: 'front.jpg', contentType: 'image/jpeg' },
        { label: 'back', fileName: 'proof.pdf', contentType: 'application/pdf' },
      ],
    });
  });

  it('serves an uploaded document as stored, never as a page', async () => {
    const [front] = (await queue())[1]?.documents ?? [];
    const res = await fetch(`${t.sb.url}/__sandbox/documents/${front?.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).toString('base64')).toBe(JPEG_B64);
    expect((await fetch(`${t.sb.url}/__sandbox/documents/999999`)).status).toBe(404);
  });

  it('approves a request without a change by closing it and telling the customer', async () => {
    const res = await approve(t, query);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, srNumber: query, kind: null });
    const text = `Your request SR ${query} (E-PD Soft Copy) has been approved and completed.`;
    const [mail, sms] = await t.client.outbox();
    expect(sms).toMatchObject({ to: AARAV.mobile, channel: 'sms', text });
    expect(mail).toMatchObject({ to: 'aarav.sharma@example.com', subject: `Service request SR ${query} completed`, text });
    const mine = await t.data(aarav, documents.trackServiceRequests, {});
    expect(mine.find((r) => r.srNumber === query)?.srStatus).toBe('Closed');
    expect((await queue()).map((q) => q.srNumber)).not.toContain(query);
  });

  it('approves a request with a change by applying it; a customer without email hears by SMS only', async () => {
    expect(await (await approve(t, aadhaar)).json()).toEqual({ ok: true, srNumber: aadhaar, kind: 'AADHAAR' });
    expect((await t.data(aarav, kyc.ekycNotification, {})).kycStatus).toBe('COMPLETED');
    const hers = (await queue())[0]?.srNumber as string;
    const before = (await t.client.outbox()).length;
    expect((await approve(t, hers)).status).toBe(200);
    const added = (await t.client.outbox()).slice(0, (await t.client.outbox()).length - before);
    expect(added).toEqual([expect.objectContaining({ to: PRIYA.mobile, channel: 'sms' })]);
  });

  it('answers 404 for a request that is not open, 400 for a body that is not one', async () => {
    const again = await approve(t, aadhaar);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'No open request with this number.' });
    expect((await approve(t, '00000000')).status).toBe(404);
    expect((await t.client.admin('/__sandbox/service-requests/approve', { srNumber: 'SR1' })).status).toBe(400);
    expect((await t.client.admin('/__sandbox/service-requests/approve', { srNumber: aadhaar, extra: 1 })).status).toBe(400);
    const form = await fetch(`${t.sb.url}/__sandbox/service-requests/approve`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `srNumber=${aadhaar}`,
    });
    expect(form.status).toBe(415);
  });

  it('shows the queue as a page with an Approve button per request, every value escaped', async () => {
    const sr = await raise(aarav, '<img src=x onerror=alert(1)>');
    const res = await fetch(`${t.sb.url}/__sandbox/back-office`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+'/);
    const page = await res.text();
    expect(page).toContain(`Approve SR ${sr}</button>`);
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).not.toContain('<img src=x');
    expect(page).toContain(`<script nonce="${/nonce-([^']+)/.exec(csp)?.[1]}">`);
  });
});

describe('with SANDBOX_ADMIN=0', () => {
  it('has no back office', async () => {
    const off = await startTestSandbox('back-office-off', { admin: false });
    try {
      for (const path of ['/__sandbox/service-requests', '/__sandbox/back-office', '/__sandbox/documents/1']) {
        expect((await fetch(`${off.sb.url}${path}`)).status, path).toBe(404);
      }
      expect((await off.client.admin('/__sandbox/service-requests/approve', { srNumber: '12345678' })).status).toBe(404);
    } finally {
      await off.stop();
    }
  });
});
