import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { serviceRequestNumber } from '@portal/contracts';
import { backOfficeQueue } from '../domain/back-office';
import { backOfficeStep, type Step } from '../domain/back-office-steps';
import { documentById } from '../store/documents';
import { parseJson, readBody, sendJson } from './body';
import type { Core } from './core';
import { sendBackOffice } from './pages/back-office';

/**
 * The back office's tester endpoints (behind admin-guard.ts like every
 * /__sandbox/ path): the queue of open requests as JSON and as a page,
 * approval, and the uploaded documents, so a tester can look at a proof
 * before approving it.
 */
export interface BackOfficeDeps {
  core: Core;
  clock: () => number;
}

const approveBody = z.object({ srNumber: serviceRequestNumber }).strict();
const DOCUMENT = /^\/__sandbox\/documents\/(\d{1,12})$/;
const words = z.string().max(300);
/** The later steps (issue 9): the words each takes, required where the step says so. */
const STEP_BODIES: Record<Exclude<Step, 'approve'>, { schema: z.ZodType<{ srNumber: string; text: string }>; hint: string }> = {
  progress: { schema: approveBody.transform((b) => ({ ...b, text: '' })), hint: '{"srNumber":"<8 digits>"}' },
  ask: {
    schema: z
      .object({ srNumber: serviceRequestNumber, what: words })
      .strict()
      .transform((b) => ({ srNumber: b.srNumber, text: b.what })),
    hint: '{"srNumber":"<8 digits>","what":"<what the customer should upload>"}',
  },
  close: {
    schema: z
      .object({ srNumber: serviceRequestNumber, note: words.optional() })
      .strict()
      .transform((b) => ({ srNumber: b.srNumber, text: b.note ?? '' })),
    hint: '{"srNumber":"<8 digits>","note":"<optional words to the customer>"}',
  },
  reject: {
    schema: z
      .object({ srNumber: serviceRequestNumber, reason: words })
      .strict()
      .transform((b) => ({ srNumber: b.srNumber, text: b.reason })),
    hint: '{"srNumber":"<8 digits>","reason":"<why>"}',
  },
  pay: { schema: approveBody.transform((b) => ({ ...b, text: '' })), hint: '{"srNumber":"<8 digits>"}' },
  // A complaint: Resolve with the reply the customer reads (Reject takes it as `reason`).
  resolve: {
    schema: z
      .object({ srNumber: serviceRequestNumber, reply: words })
      .strict()
      .transform((b) => ({ srNumber: b.srNumber, text: b.reply })),
    hint: '{"srNumber":"<8 digits>","reply":"<the reply to the customer>"}',
  },
};
const STEP_PATH = /^\/__sandbox\/service-requests\/(progress|ask|close|reject|pay|resolve)$/;

/** Answers the request if it is a back-office path; returns false otherwise. */
export async function handleBackOffice(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  deps: BackOfficeDeps,
): Promise<boolean> {
  const db = deps.core.db;
  const doc = DOCUMENT.exec(url.pathname);
  if (doc && req.method === 'GET') {
    const d = documentById(db, Number(doc[1]));
    if (!d) {
      sendJson(res, 404, { error: 'no document with this id' });
      return true;
    }
    res.writeHead(200, {
      'Content-Type': d.content_type,
      'Content-Length': d.content.length,
      'Content-Disposition': `inline; filename="${d.file_name.replace(/[^\w.-]/g, '_')}"`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': 'no-store',
    });
    res.end(d.content);
    return true;
  }
  const step = STEP_PATH.exec(url.pathname);
  if (step && req.method === 'POST') {
    const { schema, hint } = STEP_BODIES[step[1] as keyof typeof STEP_BODIES];
    const body = parseJson(await readBody(req));
    const parsed = schema.safeParse(body.ok ? body.value : undefined);
    if (!parsed.success) {
      sendJson(res, 400, { error: `expected ${hint}` });
      return true;
    }
    const done = backOfficeStep(db, parsed.data.srNumber, step[1] as Step, parsed.data.text, deps.clock());
    if (done.ok) sendJson(res, 200, { ok: true, srNumber: parsed.data.srNumber, status: done.status });
    else sendJson(res, done.code === 404 ? 404 : 409, { error: done.message });
    return true;
  }
  switch (`${req.method} ${url.pathname}`) {
    case 'GET /__sandbox/service-requests':
      sendJson(res, 200, backOfficeQueue(db));
      return true;
    case 'GET /__sandbox/back-office':
      sendBackOffice(res, backOfficeQueue(db));
      return true;
    case 'POST /__sandbox/service-requests/approve': {
      const body = parseJson(await readBody(req));
      const parsed = approveBody.safeParse(body.ok ? body.value : undefined);
      if (!parsed.success) {
        sendJson(res, 400, { error: 'expected {"srNumber":"<8 digits>"}' });
        return true;
      }
      // A request's stored change is applied and it is closed; a claim becomes Approved (then Pay).
      const done = backOfficeStep(db, parsed.data.srNumber, 'approve', '', deps.clock());
      if (done.ok) sendJson(res, 200, { ok: true, srNumber: parsed.data.srNumber, kind: done.kind });
      else sendJson(res, done.code === 404 ? 404 : 409, { error: done.message });
      return true;
    }
    default:
      return false;
  }
}
