import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { CODES } from '@portal/contracts';
import { parseJson, readBody, sendJson } from './body';

/**
 * The ways a real core fails that a test cannot otherwise bring about (POST /__sandbox/faults):
 * answering too late, answering what no envelope key opens, or answering, sealed and in time,
 * data its own contract does not allow. Only the contract calls are touched; the outbox, the
 * gateway's pages and the tester endpoints keep working. A reset (POST /__sandbox/reset) ends it.
 */
export type Fault = { mode: 'none' } | { mode: 'slow'; delayMs: number } | { mode: 'garbage' } | { mode: 'breach' };

export interface Faults {
  current: Fault;
}

const faultBody = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('none') }).strict(),
  z.object({ mode: z.literal('slow'), delayMs: z.number().int().positive().max(120_000) }).strict(),
  z.object({ mode: z.literal('garbage') }).strict(),
  z.object({ mode: z.literal('breach') }).strict(),
]);

/** What a faulty core sends instead of its answer: a status and a body, or a delay before the answer. */
export type FaultyReply = { kind: 'delay'; ms: number } | { kind: 'replace'; status: number; body: unknown } | null;

/** `sealAs` seals an envelope with the core's key, for an answer that opens but breaks the contract. */
export function faultyReply(fault: Fault, sealAs: (envelope: unknown) => string): FaultyReply {
  switch (fault.mode) {
    case 'slow':
      return { kind: 'delay', ms: fault.delayMs };
    case 'garbage':
      return { kind: 'replace', status: 200, body: { responseData: 'eyJhbGciOiJkaXIifQ..bm90.YW4gZW52ZWxvcGU.c2VhbGVk' } };
    case 'breach':
      // A number where every contract expects an object, a list or nothing.
      return { kind: 'replace', status: 200, body: { responseData: sealAs({ code: CODES.OK, message: 'Success', data: 42 }) } };
    default:
      return null;
  }
}

/** Answers POST /__sandbox/faults; false for any other path. The admin guard has already run. */
export async function handleFaults(req: IncomingMessage, res: ServerResponse, url: URL, faults: Faults): Promise<boolean> {
  if (req.method !== 'POST' || url.pathname !== '/__sandbox/faults') return false;
  const body = parseJson(await readBody(req));
  const parsed = faultBody.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) {
    sendJson(res, 400, { error: 'expected {"mode":"none"|"garbage"|"breach"} or {"mode":"slow","delayMs":<ms>}' });
    return true;
  }
  faults.current = parsed.data;
  sendJson(res, 200, { ok: true });
  return true;
}
