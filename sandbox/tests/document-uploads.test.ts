import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentUpload, documents } from '@portal/contracts';
import type { DocumentPurpose } from '@portal/contracts/document-upload';
import { type Document, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UPLOAD_RULES } from '@portal/contracts/uploads';
import {
  MAX_PENDING_UPLOADS,
  TOO_MANY_UPLOADS,
  UPLOAD_NOT_FOUND,
  UPLOAD_TTL_MS,
  findUploads,
  takeUploads,
} from '../domain/document-uploads';
import { startSandbox } from '../http/server';
import { customerIdByMobile } from '../store/customers';
import { openDb } from '../store/db';
import { documentsOfRequest } from '../store/documents';
import { type LoginTokens, sandboxClient } from './support/client';
import { PNG_B64, file, heic, pdf, pdfOfSize, png, text, tiff } from './support/files';
import { AARAV, PRIYA } from './support/fixtures';
import { startTestSandbox, type TestSandbox } from './support/sandbox';

const GENERAL_TYPES = 'File type not allowed. Only .jpeg, .png, and .pdf are allowed.';
const body = (who: { clientId: string }, purpose: DocumentPurpose, document: Document) => ({
  clientId: who.clientId,
  purpose,
  document,
});

describe('document/upload', () => {
  let t: TestSandbox;
  let aarav: LoginTokens;
  const upload = (purpose: DocumentPurpose, document: Document, who = aarav) =>
    t.call(who, documentUpload.uploadDocument, body(who, purpose, document));
  const refusal = async (...a: Parameters<typeof upload>) => (await upload(...a)).envelope;

  beforeAll(async () => {
    t = await startTestSandbox('uploads');
    aarav = await t.client.login(AARAV.mobile);
  });
  afterAll(() => t.stop());

  it('keeps a file for the customer and answers its id, real type and size', async () => {
    const data = await t.data(aarav, documentUpload.uploadDocument, body(aarav, 'AADHAAR_PROOF', png('front.png')));
    const size = Buffer.from(PNG_B64, 'base64').length;
    expect(data).toEqual({
      documentId: expect.stringMatching(/^[\w-]{24}$/),
      fileName: 'front.png',
      contentType: 'image/png',
      size,
    });
  });

  it('takes exactly 3 MB and refuses one byte more', async () => {
    const full = await upload('CLAIM_DOCUMENT', pdfOfSize(MAX_UPLOAD_BYTES, 'claim.pdf'));
    expect(full.envelope?.data).toMatchObject({ size: MAX_UPLOAD_BYTES, contentType: 'application/pdf' });
    // Past 3 MB the base64 is longer than the contract allows.
    expect(await refusal('CLAIM_DOCUMENT', pdfOfSize(MAX_UPLOAD_BYTES + 1, 'claim.pdf'))).toEqual({
      code: 400,
      message: 'Invalid request.',
    });
  });

  it('refuses an empty file and a file that is not what its name says, with the SPEC §5 words', async () => {
    expect(await refusal('AADHAAR_PROOF', file('front.png', ''))).toEqual({ code: 400, message: UPLOAD_MESSAGES.empty });
    expect(await refusal('AADHAAR_PROOF', text('front.png'))).toEqual({ code: 400, message: GENERAL_TYPES });
    // A real PDF called .png is refused too: the name must say what the bytes are.
    expect(await refusal('AADHAAR_PROOF', pdf('front.png'))).toEqual({ code: 400, message: GENERAL_TYPES });
  });

  it('takes for each purpose the kinds it allows', async () => {
    expect((await upload('ADDRESS_PROOF', tiff('bill.tif'))).envelope?.data).toMatchObject({ contentType: 'image/tiff' });
    expect((await upload('PAN_PROOF', tiff('pan.TIFF'))).envelope?.code).toBe(200);
    expect(await refusal('NAME_PROOF', tiff('deed.tif'))).toEqual({ code: 400, message: GENERAL_TYPES });
    expect(await refusal('FATCA', png('fatca.png'))).toEqual({ code: 400, message: UPLOAD_RULES.fatca.typeMessage });
    expect((await upload('PROFILE_IMAGE', heic('me.heic'))).envelope?.data).toMatchObject({ contentType: 'image/heif' });
    expect(await refusal('PROFILE_IMAGE', pdf('me.pdf'))).toEqual({ code: 400, message: 'Invalid file type' });
  });

  it('refuses broken base64, another customer’s clientId and a caller without a token', async () => {
    const broken = body(aarav, 'SR_ATTACHMENT', file('a.png', 'iVBO*'));
    expect((await t.call(aarav, documentUpload.uploadDocument, broken)).envelope).toEqual({
      code: 400,
      message: 'Invalid request.',
    });
    expect((await t.call(aarav, documentUpload.uploadDocument, body(PRIYA, 'SR_ATTACHMENT', png('a.png')))).envelope).toEqual({
      code: 400,
      message: 'Invalid request.',
    });
    const anonymous = await t.client.call(documentUpload.uploadDocument, {
      sessionId: aarav.sessionId,
      ...body(aarav, 'SR_ATTACHMENT', png('a.png')),
    });
    expect(anonymous.status).toBe(401);
  });

  it('keeps at most a bounded number of files waiting per customer', async () => {
    const priya = await t.client.login(PRIYA.mobile);
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++)
      expect((await upload('SR_ATTACHMENT', png(`${i}.png`), priya)).envelope?.code).toBe(200);
    expect(await refusal('SR_ATTACHMENT', png('one-more.png'), priya)).toEqual({ code: 429, message: TOO_MANY_UPLOADS });
    // Another customer is not affected; after a day the waiting files expire and make room.
    expect((await upload('SR_ATTACHMENT', png('mine.png'))).envelope?.code).toBe(200);
    t.advanceSeconds(UPLOAD_TTL_MS / 1000 + 1);
    const again = await t.client.login(PRIYA.mobile);
    expect((await upload('SR_ATTACHMENT', png('later.png'), again)).envelope?.code).toBe(200);
  });
});

describe('takeUploads: how a later request uses the files by id', () => {
  const key = randomBytes(32);
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-take-uploads-'));
  let clock = Date.now();
  let sb: Awaited<ReturnType<typeof startSandbox>>;
  let db: ReturnType<typeof openDb>['db'];
  let client: ReturnType<typeof sandboxClient>;
  let aarav: LoginTokens;
  let priya: LoginTokens;
  let customerId: number;

  const uploaded = async (who: LoginTokens, purpose: DocumentPurpose, document: Document) => {
    const res = await client.call(
      documentUpload.uploadDocument,
      { sessionId: who.sessionId, ...body(who, purpose, document) },
      { token: who.accessToken },
    );
    return documentUpload.uploadDocument.data.parse(res.envelope?.data).documentId;
  };
  /** A service request of Aarav's for the files to go with, as the handler taking them would have raised. */
  const request = async (subject: string) => {
    const res = await client.call(
      documents.raiseQuery,
      { sessionId: aarav.sessionId, clientId: aarav.clientId, subject, description: '' },
      { token: aarav.accessToken },
    );
    return documents.raiseQuery.data.parse(res.envelope?.data).serviceRequestId;
  };
  const take = (srNumber: string, documentIds: string[], purpose: DocumentPurpose = 'AADHAAR_PROOF') =>
    takeUploads(db, {
      customerId,
      purpose,
      srNumber,
      now: clock,
      files: documentIds.map((documentId, i) => ({ documentId, label: ['front', 'back'][i] ?? 'other' })),
    });
  const notFound = { ok: false, code: 400, message: UPLOAD_NOT_FOUND };

  beforeAll(async () => {
    sb = await startSandbox({ port: 0, dataDir, key, clock: () => clock });
    client = sandboxClient(sb.url, key);
    aarav = await client.login(AARAV.mobile);
    priya = await client.login(PRIYA.mobile);
    // A second connection to the core's database, as another handler of the core would use it.
    db = openDb(dataDir).db;
    customerId = customerIdByMobile(db, AARAV.mobile) as number;
  });
  afterAll(async () => {
    db.close();
    await sb.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives the customer’s files to a request in the order asked, with their bytes, once', async () => {
    const back = await uploaded(aarav, 'AADHAAR_PROOF', png('back.png'));
    const front = await uploaded(aarav, 'AADHAAR_PROOF', pdfOfSize(200, 'front.pdf'));
    expect(findUploads(db, { customerId, purpose: 'AADHAAR_PROOF', documentIds: [front], now: clock }).ok).toBe(true);
    const sr = await request('Aadhaar Update');
    const taken = take(sr, [front, back]);
    expect(taken.ok && taken.documents.map((d) => [d.documentId, d.fileName, d.contentType, d.size])).toEqual([
      [front, 'front.pdf', 'application/pdf', 200],
      [back, 'back.png', 'image/png', Buffer.from(PNG_B64, 'base64').length],
    ]);
    expect(taken.ok && taken.documents[1]?.content.toString('base64')).toBe(PNG_B64);
    // The request now has them under their labels, as the back office lists them.
    expect(documentsOfRequest(db, sr).map((d) => [d.label, d.file_name])).toEqual([
      ['back', 'back.png'],
      ['front', 'front.pdf'],
    ]);
    // Taken by one request, a file cannot go with a second.
    expect(take(await request('Name Change'), [front])).toEqual(notFound);
  });

  it('refuses another customer’s id, an unknown id and a file sent for another purpose, taking none of the list', async () => {
    const mine = await uploaded(aarav, 'AADHAAR_PROOF', png('front.png'));
    const priyas = await uploaded(priya, 'AADHAAR_PROOF', png('front.png'));
    const pan = await uploaded(aarav, 'PAN_PROOF', png('pan.png'));
    const sr = await request('PAN Update');
    expect(take(sr, [mine, priyas])).toEqual(notFound);
    expect(take(sr, [mine, 'A'.repeat(24)])).toEqual(notFound);
    expect(take(sr, [mine, pan])).toEqual(notFound);
    expect(take(sr, [mine, mine])).toEqual({ ok: false, code: 400, message: 'Invalid request.' });
    // None of those refusals used up the customer's own file.
    expect(take(sr, [mine]).ok).toBe(true);
  });

  it('refuses a file left waiting for more than a day', async () => {
    const old = await uploaded(aarav, 'NAME_PROOF', png('deed.png'));
    const sr = await request('Name Change Request');
    clock += UPLOAD_TTL_MS + 1;
    expect(take(sr, [old], 'NAME_PROOF')).toEqual(notFound);
  });
});
