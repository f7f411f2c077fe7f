import { randomBytes } from 'node:crypto';
import { PAGE_HEADERS } from './page-request';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GENERIC_ERROR } from '@/lib/constants';
import { open, seal } from '@portal/contracts/envelope';
import { upstreamPolicy } from './stub-core';

/*
 * /api/documents against a fake core: the session is stubbed, everything else (gateway,
 * envelope, contracts, ownership, status mapping) is the real code.
 */
const key = randomBytes(32);
let server: Server;
let signedIn = true;
let listStatus = 200;
let download: (body: Record<string, unknown>, res: ServerResponse) => void;
const calls: Array<{ path: string; body: Record<string, unknown> }> = [];

const customer = { sessionId: 's-1', clientId: 'C1000001', accessToken: 'tok', source: 'CP', embedded: false };
// The page the request came from, as the proxy names it (read when the core ends the session).
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-portal-path': '/download' }) }));
vi.mock('@/lib/server/session', () => ({
  getAuth: async () => (signedIn ? customer : null),
  requireAuth: async () => customer,
}));

const sealed = (res: ServerResponse, envelope: unknown) => {
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ responseData: seal(envelope, key) }));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = open(JSON.parse(raw).requestData, key) as Record<string, unknown>;
      calls.push({ path: req.url ?? '', body });
      if (req.url?.endsWith('getCustomerPolicyDetails')) {
        res.statusCode = listStatus;
        sealed(res, { code: 200, message: '', data: [upstreamPolicy('10000001', 'IF', { isUlip: 'N' })] });
      } else download(body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  Object.assign(process.env, {
    UPSTREAM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    UPSTREAM_ENC_KEY: key.toString('base64url'),
    UPSTREAM_TIMEOUT_MS: '500',
    SESSION_SECRET: 'x'.repeat(40),
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const receipt = { policyNumber: '10000001', documentType: 'PREMIUM_ACKNOWLEDGEMENT_RECEIPT', transactionId: 'TXN1' };
const post = async (body: unknown) => {
  const { POST } = await import('@/app/api/documents/route');
  return POST(
    new Request('http://portal/api/documents', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { ...PAGE_HEADERS, 'content-type': 'application/json' },
    }),
  );
};

describe('/api/documents', () => {
  it('answers the PDF with its name, no caching and where it was emailed, the address masked', async () => {
    download = (_b, res) =>
      sealed(res, {
        code: 200,
        message: 'ok',
        data: { documentBase64: Buffer.from('%PDF-1.4').toString('base64'), fileName: 'r.pdf', emailedTo: 'aarav.sharma@x.in' },
      });
    const res = await post(receipt);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="r.pdf"');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-emailed-to')).toBe('aaXXXXXXXXXX@x.in');
    expect(await res.text()).toBe('%PDF-1.4');
    expect(calls.at(-1)?.body).toMatchObject({
      clientId: 'C1000001',
      sessionId: 's-1',
      transactionType: 'CP',
      transactionId: 'TXN1',
    });
  });

  it('is 404 for a policy that is not the customer’s, without asking for the document', async () => {
    const before = calls.length;
    const res = await post({ ...receipt, policyNumber: '40000001' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'errors.policyNotFound' });
    expect(calls.slice(before).map((c) => c.path)).toEqual(['/policy/api/v1/getCustomerPolicyDetails']);
  });

  it('maps the core’s codes: 422 stays 422, others 400, empty data shows its message', async () => {
    download = (_b, res) => sealed(res, { code: 422, message: 'E-policy not on file.' });
    expect((await post(receipt)).status).toBe(422);
    download = (_b, res) => sealed(res, { code: 404, message: 'Receipt not found.' });
    const other = await post(receipt);
    expect([other.status, await other.json()]).toEqual([400, { message: 'Receipt not found.' }]);
    download = (_b, res) => sealed(res, { code: 200, message: 'Document is being generated.', data: null });
    const empty = await post(receipt);
    expect([empty.status, await empty.json()]).toEqual([400, { message: 'Document is being generated.' }]);
  });

  it('says 502 Something went wrong when the core gives no usable answer, 401 when it ends the session', async () => {
    download = (_b, res) => res.end('not json');
    const broken = await post(receipt);
    expect([broken.status, await broken.json()]).toEqual([502, { message: GENERIC_ERROR }]);
    download = (_b, res) => {
      res.statusCode = 401;
      res.end();
    };
    expect((await post(receipt)).status).toBe(401);
  });

  it('says 401, not a redirect to the login page, when the core ends the session at the ownership check', async () => {
    listStatus = 401;
    const res = await post(receipt);
    listStatus = 200;
    expect([res.status, await res.json()]).toEqual([401, { message: 'Session expired' }]);
  });

  it('refuses bad input and anonymous callers', async () => {
    expect((await post({ policyNumber: '10000001', documentType: 'NOPE' })).status).toBe(400);
    signedIn = false;
    expect((await post(receipt)).status).toBe(401);
    signedIn = true;
  });
});
