import type { IncomingMessage } from 'node:http';
import { CODES, wireRequest } from '@portal/contracts';
import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, asLanguage } from '@portal/contracts/language';
import { ACCEPT_KEY_ID, type EnvelopeKey, type KeyRing, KID_PATTERN, openWithKey, seal } from '@portal/contracts/envelope';
import { BodyTooLarge, parseJson, readBody } from './body';
import type { AuthedCtx, Ctx, Route, Settings } from '../handlers/route';
import { word, wordAll } from '../domain/messages';
import { authenticate } from '../domain/sessions';
import type { Db } from '../store/db';

/**
 * One contract call, from raw HTTP to the sealed reply. Business outcomes are
 * HTTP 200 with a code inside the envelope; HTTP statuses are kept for what
 * the real gateway answers outside the envelope (401, malformed envelopes).
 */
export type Outcome = { status: number; body: unknown; code?: number };

export interface DispatchDeps {
  db: Db;
  /** the core's keys as they are when the call arrives (they may change between calls: test-keys.ts) */
  keys: KeyRing;
  now: number;
  settings: Settings;
}

/** What the caller named as its key: its body's kid, or for a call without a body its Accept-Key-Id; null: none. */
export interface Keyed {
  kid: string | null;
}

const plain = (status: number, error: string): Outcome => ({ status, body: { error } });

function sealed(key: EnvelopeKey, code: number, message: string, data?: unknown): Outcome {
  const envelope = data === undefined ? { code, message } : { code, message, data };
  return { status: 200, body: { responseData: seal(envelope, key) }, code };
}

/**
 * The key a call without a body is answered under: the one it says it reads (Accept-Key-Id) when
 * the core holds it, else the core's current key. A call with a body is answered under the key
 * its body came in, so a portal that does not hold the core's newest key yet still reads answers.
 */
function replyKey(req: IncomingMessage, keys: KeyRing, keyed: Keyed): EnvelopeKey {
  const asked = req.headers[ACCEPT_KEY_ID.toLowerCase()];
  if (typeof asked !== 'string' || !KID_PATTERN.test(asked)) return keys.current;
  keyed.kid = asked;
  return keys.find(asked) ?? keys.current;
}

export async function dispatch(route: Route, req: IncomingMessage, deps: DispatchDeps, keyed: Keyed): Promise<Outcome> {
  const { contract } = route;
  let key = replyKey(req, deps.keys, keyed);
  let raw: string;
  try {
    raw = contract.method === 'POST' ? await readBody(req) : '';
  } catch (e) {
    if (e instanceof BodyTooLarge) return plain(413, 'payload too large');
    throw e;
  }

  const source = String(req.headers.source ?? '').trim();
  if (!source) return sealed(key, CODES.BAD_REQUEST, 'Source header is required');

  let session = null;
  if (contract.auth) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
    session = bearer ? authenticate(deps.db, bearer, { now: deps.now, ttlMs: deps.settings.tokenTtlMs }) : null;
    if (!session) return plain(401, 'unauthorized');
  }

  let payload: unknown = {};
  if (contract.method === 'POST') {
    const json = parseJson(raw);
    const wire = wireRequest.safeParse(json.ok ? json.value : undefined);
    if (!wire.success) return plain(400, 'expected {"requestData": "<JWE>"}');
    try {
      const opened = openWithKey(wire.data.requestData, deps.keys);
      ({ value: payload, key } = opened);
      keyed.kid = opened.kid;
    } catch {
      return plain(400, 'requestData could not be decrypted');
    }
  }

  const parsed = contract.request.safeParse(payload);
  if (!parsed.success) return sealed(key, CODES.BAD_REQUEST, 'Invalid request.');
  const request = parsed.data as Record<string, unknown>;
  // A token is bound to its session: it cannot act for another session id.
  if (session && typeof request.sessionId === 'string' && request.sessionId !== session.sessionId) {
    return plain(401, 'unauthorized');
  }

  // The language the customer is reading: the core's messages and documents in this answer use it.
  const language = asLanguage(String(req.headers[LANGUAGE_HEADER.toLowerCase()] ?? '')) ?? DEFAULT_LANGUAGE;
  const base: Ctx = { db: deps.db, now: deps.now, source, settings: deps.settings, language };
  const ctx: Ctx | AuthedCtx = session ? { ...base, session } : base;
  const reply = await route.handle(request, ctx);
  // Rules speak English; the answer is worded here, once, in the language of the call (domain/messages).
  if (!reply.ok) return sealed(key, reply.code, word(language, reply.message));

  const data = contract.data.safeParse(reply.data);
  if (!data.success) {
    // The sandbox broke its own contract: fail loudly rather than teach the portal a wrong shape.
    console.error(`sandbox: ${contract.path} produced data outside its contract`, data.error.issues);
    return plain(500, 'sandbox produced data outside the contract');
  }
  const code = reply.code ?? CODES.OK;
  if (!(contract.okCodes ?? [CODES.OK]).includes(code)) {
    console.error(`sandbox: ${contract.path} answered data with code ${code}, which its contract does not allow`);
    return plain(500, 'sandbox answered a code outside the contract');
  }
  const worded = data.data === undefined ? null : wordAll(language, data.data);
  return sealed(key, code, word(language, reply.message ?? 'Success'), worded);
}
