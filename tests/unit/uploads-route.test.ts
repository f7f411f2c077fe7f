import { randomBytes } from 'node:crypto';
import { PAGE_HEADERS } from './page-request';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentUpload } from '@portal/contracts';
import { open, seal } from '@portal/contracts/envelope';
import { MAX_UPLOAD_BASE64 } from '@portal/contracts/uploads';
import { TECHNICAL_ERROR } from '@/lib/constants';
import { FILE_EMPTY, FILE_TOO_LARGE, MAX_UPLOAD_BYTES, wrongFileType } from '@/lib/uploads/upload-rules';
import { HEIC_B64, PNG_B64, TIFF_B64 } from '../../sandbox/tests/support/files';

/*
 * /api/uploads against a fake core: the session is stubbed, everything else (multipart parsing,
 * file-type, gateway, envelope, contract) is the real code. The fake core checks every body
 * against the contract, as the real one does.
 */
const key = randomBytes(32);
let server: Server;
let signedIn = true;
let reply: (body: Record<string, unknown>, res: ServerResponse) => void;
const calls: Array<Record<string, unknown>> = [];

const customer = { sessionId: 's-1', clientId: 'C1000001', accessToken: 'tok', source: 'CP', embedded: false };
// The page the request came from, as the proxy names it (read when the core ends the session).
vi.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-portal-path': '/download' }) }));
vi.mock('@/lib/server/session', () => ({
  getAuth: async () => (signedIn ? customer : null),
  requireAuth: async () => customer,
}));

const sealed = (res: ServerResponse, envelope: unknown) => res.end(JSON.stringify({ responseData: seal(envelope, key) }));
const kept = (body: Record<string, unknown>, res: ServerResponse) => {
  const doc = body.document as { fileContent: string; fileName: string };
  const size = Buffer.from(doc.fileContent, 'base64').length;
  sealed(res, {
    code: 200,
    message: 'ok',
    data: { documentId: 'D'.repeat(24), fileName: doc.fileName, contentType: 'x/y', size },
  });
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = documentUpload.uploadDocument.request.parse(open(JSON.parse(raw).requestData, key));
      calls.push(body);
      reply(body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  Object.assign(process.env, {
    UPSTREAM_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    UPSTREAM_ENC_KEY: key.toString('base64url'),
    UPSTREAM_TIMEOUT_MS: '5000',
    SESSION_SECRET: 'x'.repeat(40),
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  calls.length = 0;
  reply = kept;
});

// Real files (a 16×16 PNG, a phone camera's HEIC): file-type reads past the first bytes.
const PNG = Buffer.from(PNG_B64, 'base64');
const TIFF = Buffer.from(TIFF_B64, 'base64');
const HEIC = Buffer.from(HEIC_B64, 'base64');
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);
// The route answers with the uploader's catalogue keys, which the page words in its language.
const GENERAL = wrongFileType('AADHAAR_PROOF');

async function post(purpose: string | null, file?: { bytes: Buffer; name: string }) {
  const form = new FormData();
  if (purpose) form.append('purpose', purpose);
  if (file) form.append('file', new File([new Uint8Array(file.bytes)], file.name));
  const { POST } = await import('@/app/api/uploads/route');
  const res = await POST(new Request('http://portal/api/uploads', { method: 'POST', body: form, headers: PAGE_HEADERS }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
}

describe('/api/uploads', () => {
  it('sends a real PNG to the core as base64 with its name, and answers only the id and name', async () => {
    const { status, body, res } = await post('AADHAAR_PROOF', { bytes: PNG, name: 'front.png' });
    expect([status, body]).toEqual([200, { documentId: 'D'.repeat(24), fileName: 'front.png' }]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(calls).toEqual([
      {
        sessionId: 's-1',
        clientId: 'C1000001',
        purpose: 'AADHAAR_PROOF',
        document: { fileContent: PNG.toString('base64'), fileName: 'front.png' },
      },
    ]);
  });

  it('takes a file of exactly 3 MB whole, and refuses 3 MB + 1 byte without calling the core', async () => {
    const full = pdfOf(MAX_UPLOAD_BYTES);
    expect((await post('CLAIM_DOCUMENT', { bytes: full, name: 'claim.pdf' })).status).toBe(200);
    const sent = (calls[0]?.document as { fileContent: string }).fileContent;
    expect(sent).toHaveLength(MAX_UPLOAD_BASE64);
    expect(Buffer.from(sent, 'base64').equals(full)).toBe(true);
    const over = await post('CLAIM_DOCUMENT', { bytes: pdfOf(MAX_UPLOAD_BYTES + 1), name: 'claim.pdf' });
    expect([over.status, over.body]).toEqual([413, { message: FILE_TOO_LARGE }]);
    expect(calls).toHaveLength(1);
  });

  it('refuses an empty file and a file of a type the purpose does not take, with the SPEC words', async () => {
    expect(await post('AADHAAR_PROOF', { bytes: Buffer.alloc(0), name: 'front.png' })).toMatchObject({
      status: 400,
      body: { message: FILE_EMPTY },
    });
    expect(await post('AADHAAR_PROOF', { bytes: PNG, name: 'front.exe' })).toMatchObject({
      status: 400,
      body: { message: GENERAL },
    });
    expect(await post('AADHAAR_PROOF', { bytes: TIFF, name: 'front.tif' })).toMatchObject({
      status: 400,
      body: { message: GENERAL },
    });
    expect(calls).toEqual([]);
  });

  it('judges the type by the first bytes: text or a PDF renamed .png is refused', async () => {
    const text = await post('AADHAAR_PROOF', { bytes: Buffer.from('just some text, honestly'), name: 'front.png' });
    expect([text.status, text.body]).toEqual([400, { message: GENERAL }]);
    expect(await post('AADHAAR_PROOF', { bytes: pdfOf(400), name: 'front.png' })).toMatchObject({
      status: 400,
      body: { message: GENERAL },
    });
    expect(await post('PROFILE_IMAGE', { bytes: PNG, name: 'me.heic' })).toMatchObject({
      status: 400,
      body: { message: wrongFileType('PROFILE_IMAGE') },
    });
    expect(calls).toEqual([]);
  });

  it('takes TIFF for an address proof and HEIC for a profile image, by their bytes', async () => {
    expect((await post('ADDRESS_PROOF', { bytes: TIFF, name: 'bill.tif' })).status).toBe(200);
    expect((await post('PROFILE_IMAGE', { bytes: HEIC, name: 'me.HEIC' })).status).toBe(200);
    expect(calls.map((c) => (c.document as { fileName: string }).fileName)).toEqual(['bill.tif', 'me.HEIC']);
  });

  it('keeps only the last segment of a name that carries a path', async () => {
    expect((await post('SR_ATTACHMENT', { bytes: PNG, name: 'C:\\Users\\me\\scan.png' })).body).toMatchObject({
      fileName: 'scan.png',
    });
  });

  it('answers 401 JSON without a session, reading and sending nothing', async () => {
    signedIn = false;
    const res = await post('AADHAAR_PROOF', { bytes: PNG, name: 'front.png' });
    signedIn = true;
    expect([res.status, res.body]).toEqual([401, { message: 'Session expired' }]);
    expect(calls).toEqual([]);
  });

  it('refuses an unknown purpose, a missing file and a body declared far past the limit', async () => {
    expect((await post('PASSPORT_SCAN', { bytes: PNG, name: 'a.png' })).status).toBe(400);
    expect((await post('AADHAAR_PROOF')).status).toBe(400);
    expect((await post(null, { bytes: PNG, name: 'a.png' })).status).toBe(400);
    const { POST } = await import('@/app/api/uploads/route');
    const huge = {
      headers: new Headers({
        ...PAGE_HEADERS,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * MAX_UPLOAD_BYTES),
      }),
      formData: () => Promise.reject(new Error('read')),
    };
    const res = await POST(huge as unknown as Request);
    expect([res.status, await res.json()]).toEqual([413, { message: FILE_TOO_LARGE }]);
    expect(calls).toEqual([]);
  });

  it('refuses, before reading it, a body from another origin or of another type', async () => {
    const { POST } = await import('@/app/api/uploads/route');
    const form = new FormData();
    form.set('purpose', 'AADHAAR_PROOF');
    form.set('file', new File([PNG], 'front.png', { type: 'image/png' }));
    const send = (headers: Record<string, string>, body: BodyInit = form) =>
      POST(new Request('http://portal/api/uploads', { method: 'POST', body, headers })).then((r) => r.status);
    // A sibling origin of the same site carries the cookie, but says where it comes from.
    expect(await send({ ...PAGE_HEADERS, origin: 'http://shop.portal', 'sec-fetch-site': 'same-site' })).toBe(403);
    expect(await send({ ...PAGE_HEADERS, origin: 'http://shop.portal' })).toBe(403);
    expect(await send({ host: 'portal' })).toBe(403);
    expect(await send({ ...PAGE_HEADERS, 'content-type': 'text/plain' }, 'purpose=AADHAAR_PROOF')).toBe(415);
    expect(calls).toEqual([]);
  });

  it('passes the core’s refusals on and ends the session on its 401', async () => {
    reply = (_b, res) => sealed(res, { code: 400, message: 'The core says no.' });
    expect(await post('AADHAAR_PROOF', { bytes: PNG, name: 'front.png' })).toMatchObject({
      status: 400,
      body: { message: 'The core says no.' },
    });
    reply = (_b, res) => sealed(res, { code: 429, message: 'Too many.' });
    expect((await post('AADHAAR_PROOF', { bytes: PNG, name: 'front.png' })).status).toBe(429);
    reply = (_b, res) => {
      res.statusCode = 401;
      res.end();
    };
    expect(await post('AADHAAR_PROOF', { bytes: PNG, name: 'front.png' })).toMatchObject({
      status: 401,
      body: { message: 'Session expired' },
    });
    reply = (_b, res) => res.end('not json');
    expect(await post('AADHAAR_PROOF', { bytes: PNG, name: 'front.png' })).toMatchObject({
      status: 502,
      body: { message: TECHNICAL_ERROR },
    });
  });
});
